"""A layer's dependency graph (613.8) as inline SVG: Graphviz's drawing where ``dot`` is
installed, else one written here in Python (as python-chess's ``chess/svg.py`` writes its
boards): one box per effect, in the order applied, an arrow from each effect to the effect
that depends on it. Either way the drawing has a title and a description in words."""
from __future__ import annotations

import re
import shutil
import textwrap
from typing import Any

from mtglogic.errors import InputError
from mtglogic.layers.graphs import graphs_dot
from mtglogic.outputs.html.markup import esc
from mtglogic.outputs.svg import render_svg

BOX_W, LINE_H, PAD, GAP, LEFT = 340, 16, 8, 26, 10
WRAP = 44


def describe(layer: dict[str, Any]) -> str:
    """The graph in words: each edge by card name (the text alternative of the drawing)."""
    names = {n["effect"]: f'{n["card"]} ({n["effect"]})' for n in layer["nodes"]}
    edges = [f'{names.get(e["needed_by"], e["needed_by"])} depends on '
             f'{names.get(e["effect"], e["effect"])}' for e in layer["edges"]]
    return (f'Layer {layer["layer"]}: {len(layer["nodes"])} effects; '
            + ("; ".join(edges) if edges else "no dependency") + ".")


def layer_svg(layer: dict[str, Any], ruleset_id: str, use_graphviz: bool | None = None) -> str:
    """LAYER's graph (one entry of ``deps --format json``) as an ``<svg>`` element."""
    graphviz = shutil.which("dot") is not None if use_graphviz is None else use_graphviz
    if graphviz:
        try:
            drawn = render_svg(graphs_dot({"ruleset": ruleset_id, "layers": [layer]}))
            return _inline(drawn, layer)
        except InputError:
            pass
    return python_svg(layer)


def _inline(svg: str, layer: dict[str, Any]) -> str:
    """Graphviz's SVG made fit to sit in HTML: no prolog, no namespace URLs, labelled."""
    svg = svg[svg.index("<svg"):]
    svg = re.sub(r'\s+xmlns(:xlink)?="[^"]*"', "", svg)
    svg = re.sub(r"<!--.*?-->", "", svg, flags=re.S)
    svg = svg.replace("xlink:href", "href")
    key = f'graph-{layer["layer"]}'
    svg = re.sub(r'\bid="([^"]*)"', lambda m: f'id="{key}-{m.group(1)}"', svg)
    head = (f'<svg role="img" aria-labelledby="{key}-t {key}-d"'
            + svg[len("<svg"):svg.index(">") + 1])
    return (head + f'<title id="{key}-t">Dependency graph of layer {esc(layer["layer"])}</title>'
            f'<desc id="{key}-d">{esc(describe(layer))}</desc>' + svg[svg.index(">") + 1:])


def python_svg(layer: dict[str, Any]) -> str:
    """The graph drawn without Graphviz: boxes top to bottom in the order applied (an
    effect never applied last, its box dashed), arrows on the right from an effect to the
    one that depends on it; numbers in the boxes, so nothing depends on colour."""
    nodes = sorted(layer["nodes"], key=lambda n: (n["order"] is None, n["order"] or 0))
    boxes: dict[str, tuple[int, int]] = {}
    parts, y = [], PAD
    for node in nodes:
        order = f'{node["order"]}. ' if node["order"] is not None else "not applied: "
        lines = [f'{order}{node["card"]} ({node["effect"]})',
                 *textwrap.wrap(node["text"], WRAP)[:4]]
        height = PAD * 2 + LINE_H * len(lines)
        boxes[node["effect"]] = (y, height)
        dash = ' stroke-dasharray="6 4"' if node["order"] is None else ""
        parts.append(f'<rect x="{LEFT}" y="{y}" width="{BOX_W}" height="{height}" rx="6" '
                     f'fill="#fff" stroke="#000" stroke-width="1.5"{dash}/>')
        for index, line in enumerate(lines):
            weight = ' font-weight="bold"' if index == 0 else ""
            parts.append(f'<text x="{LEFT + PAD}" y="{y + PAD + LINE_H * (index + 1) - 4}" '
                         f'font-size="13"{weight}>{esc(line)}</text>')
        y += height + GAP
    right = LEFT + BOX_W
    key = f'graph-{layer["layer"]}'
    for index, edge in enumerate(layer["edges"]):
        if edge["effect"] not in boxes or edge["needed_by"] not in boxes:
            continue
        (y1, h1), (y2, h2) = boxes[edge["effect"]], boxes[edge["needed_by"]]
        a, b = y1 + h1 // 2, y2 + h2 // 2
        bend = right + 30 + 18 * index
        parts.append(f'<path d="M{right} {a} C{bend} {a} {bend} {b} {right + 6} {b}" '
                     f'fill="none" stroke="#000" stroke-width="1.5" marker-end="url(#{key}-arrow)"/>')
    width = right + 40 + 18 * len(layer["edges"])
    marker = (f'<defs><marker id="{key}-arrow" viewBox="0 0 10 10" refX="10" refY="5" '
              'markerWidth="8" markerHeight="8" orient="auto-start-reverse">'
              '<path d="M0 0L10 5L0 10z" fill="#000"/></marker></defs>')
    return (f'<svg role="img" aria-labelledby="{key}-t {key}-d" width="{width}" '
            f'height="{y}" viewBox="0 0 {width} {y}" font-family="sans-serif">'
            f'<title id="{key}-t">Dependency graph of layer {esc(layer["layer"])}</title>'
            f'<desc id="{key}-d">{esc(describe(layer))}</desc>{marker}{"".join(parts)}</svg>')
