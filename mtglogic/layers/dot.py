"""The dependency graphs of ``mtglogic deps --format dot``, as a Graphviz DOT digraph.

One cluster per layer, drawn top to bottom in the ruleset's order; in each, every effect
of the layer's graph is a declared node labelled with its card's name, its id and its
text, in the order it applied (1., 2., ...). An edge ``B -> A`` means A depends on B (B
applies first, 613.8a); a dashed edge, a dependency found only when the order was found
again after an effect applied (613.8c; 2011: 613.7a, 613.7c). A legend cluster says so.
"""
from __future__ import annotations

import textwrap
from typing import Any

WRAP = 36  # characters per line of an effect's text in a node


def quote(text: str) -> str:
    """A DOT string: quoted, with backslashes and quotes escaped."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _label(lines: list[str]) -> str:
    """A multi-line label (DOT's ``\\n`` between lines, centred)."""
    return quote("\n".join(lines)).replace("\n", "\\n")


def node_label(node: dict[str, Any]) -> str:
    order = f"{node['order']}. " if node.get("order") else "(not applied) "
    head = order + node["card"] + ("" if node["card"] == node["effect"] else
                                   f" ({node['effect']})")
    return _label([head] + textwrap.wrap(node.get("text") or "", WRAP))


def _node_id(layer: dict[str, Any], effect: str) -> str:
    return quote(f"{layer['layer']}/{effect}")


def _cluster(index: int, layer: dict[str, Any]) -> list[str]:
    title = f"layer {layer['layer']} ({layer['rule']})"
    if layer.get("name"):
        title += f": {layer['name']}"
    lines = [f"  subgraph cluster_{index} {{", f"    label={quote(title)};"]
    nodes = layer.get("nodes") or [{"effect": e, "card": e, "text": "", "order": n}
                                   for n, e in enumerate(layer["effects"], 1)]
    for node in nodes:
        lines.append(f"    {_node_id(layer, node['effect'])} [label={node_label(node)}];")
    for first, then in zip(layer["effects"], layer["effects"][1:]):
        # The order effects applied in, top to bottom, drawn only through the layout.
        lines.append(f"    {_node_id(layer, first)} -> {_node_id(layer, then)} "
                     f"[style=invis];")
    for edge in layer["edges"]:
        lines.append(f"    {_node_id(layer, edge['effect'])} -> "
                     f"{_node_id(layer, edge['needed_by'])} [{_edge_style(edge)}];")
    lines.append("  }")
    return lines


def _edge_style(edge: dict[str, Any]) -> str:
    """An edge's attributes: its tooltip, and dashed when found again after an effect."""
    tip = edge["needed_by"] + " depends on " + edge["effect"]
    if not edge.get("found_after"):
        return f"tooltip={quote(tip)}"
    tip += f", found after {edge['found_after']} applied"
    return f"style=dashed, color=blue, tooltip={quote(tip)}"


def legend(rule: str, again: str) -> list[str]:
    """A dashed cluster that reads the drawing: a node, an edge of a dependency, and a
    dependency found when the order is found again (``again``: 613.8c, 2011 613.7c)."""
    return [
        "  subgraph cluster_legend {",
        '    label="legend"; style=dashed;',
        '    "legend/b" [label="1. Card name (effect id)\\ntext of the effect"];',
        '    "legend/a" [label="2. an effect that depends on it"];',
        '    "legend/c" [label="3. an effect found to depend on it later"];',
        f'    "legend/b" -> "legend/a" [fontsize=9, label=" A depends on B ({rule}):\\n'
        f' B applies first"];',
        f'    "legend/a" -> "legend/c" [style=dashed, color=blue, fontsize=9, label=" found '
        f'when the order\\n is found again after\\n an effect applied ({again})"];',
        "  }",
    ]


def graphs_dot(data: dict[str, Any]) -> str:
    """The DOT digraph of ``graphs_json``'s data."""
    lines = ["digraph dependencies {", "  rankdir=TB; newrank=true; compound=true;",
             f"  label={quote('Dependencies by layer, ruleset ' + data['ruleset'])};",
             "  labelloc=t;", '  node [shape=box, style=rounded, fontsize=10];']
    rules = [layer.get("dependency_rule") for layer in data["layers"]]
    again = [layer.get("reevaluation_rule") for layer in data["layers"]]
    lines += legend(next((r for r in rules if r), "613.8a"),
                    next((r for r in again if r), "613.8c"))
    previous = '"legend/c"'
    for index, layer in enumerate(data["layers"]):
        lines += _cluster(index, layer)
        first = layer["effects"][0] if layer["effects"] else None
        if first is not None:  # each layer below the one before it
            lines.append(f"  {previous} -> {_node_id(layer, first)} [style=invis];")
            previous = _node_id(layer, layer["effects"][-1])
    lines.append("}")
    return "\n".join(lines)
