"""Outline drawings in inline SVG, written in Python: a tree (one row per node, indented by
depth, a line from each node to its parent) and nested boxes (each game inside the game it
was started from). Shapes and words carry the meaning, never colour alone."""
from __future__ import annotations

from mtglogic.outputs.html.markup import esc

ROW, INDENT, CHAR = 24, 22, 7.2

Row = tuple[int, str, str]  # depth, shape ("choice" or "outcome"), label


def tree_svg(rows: list[Row], key: str, title: str, description: str) -> str:
    """ROWS in pre-order: each row's parent is the last row above it one level less deep."""
    parts: list[str] = []
    parents: dict[int, tuple[int, int]] = {}
    for number, (depth, shape, label) in enumerate(rows):
        x, y = 10 + depth * INDENT, 16 + number * ROW
        if depth - 1 in parents:
            px, py = parents[depth - 1]
            parts.append(f'<path d="M{px + 5} {py + 6}V{y}H{x - 2}" fill="none" stroke="#000"/>')
        parents = {d: p for d, p in parents.items() if d < depth}
        parents[depth] = (x, y)
        mark = (f'<rect x="{x}" y="{y - 5}" width="10" height="10" fill="#000"/>'
                if shape == "outcome" else
                f'<path d="M{x + 5} {y - 6}l6 6l-6 6l-6 -6z" fill="#fff" stroke="#000"/>')
        weight = ' font-weight="bold"' if shape == "outcome" else ""
        parts.append(mark + f'<text x="{x + 16}" y="{y + 5}" font-size="13"{weight}>'
                            f'{esc(label)}</text>')
    width = int(max((10 + d * INDENT + 24 + len(t) * CHAR for d, _, t in rows), default=100))
    height = 16 + len(rows) * ROW
    return (f'<svg role="img" aria-labelledby="{key}-t {key}-d" width="{width}" '
            f'height="{height}" viewBox="0 0 {width} {height}" font-family="sans-serif">'
            f'<title id="{key}-t">{esc(title)}</title><desc id="{key}-d">{esc(description)}'
            f'</desc>{"".join(parts)}</svg>')


def nested_svg(boxes: list[tuple[str, str]], key: str, title: str, description: str) -> str:
    """BOXES outermost first (name, caption), each drawn inside the one before it."""
    pad, head = 12, 34
    width = 360 + pad * 2 * len(boxes)
    height = 30 + head * len(boxes) + pad * 2
    parts = []
    for depth, (name, caption) in enumerate(boxes):
        x, y = pad * depth, head * depth
        dash = ' stroke-dasharray="6 3"' if depth % 2 else ""
        parts.append(f'<rect x="{x + 1}" y="{y + 1}" width="{width - 2 * x - 2}" '
                     f'height="{height - y - pad * depth - 2}" fill="none" stroke="#000" '
                     f'stroke-width="2"{dash}/><text x="{x + 8}" y="{y + 22}" font-size="14">'
                     f'<tspan font-weight="bold">{esc(name)}</tspan> {esc(caption)}</text>')
    return (f'<svg role="img" aria-labelledby="{key}-t {key}-d" width="{width}" '
            f'height="{height}" viewBox="0 0 {width} {height}" font-family="sans-serif">'
            f'<title id="{key}-t">{esc(title)}</title><desc id="{key}-d">{esc(description)}'
            f'</desc>{"".join(parts)}</svg>')
