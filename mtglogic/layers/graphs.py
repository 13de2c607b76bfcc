"""Dependency graphs per layer, as data, text and Graphviz DOT."""
from __future__ import annotations

import shutil
import subprocess
from typing import Any, Iterable

from mtglogic.errors import InputError

from mtglogic.layers.engine import LayerRun
from mtglogic.model.ruleset import Ruleset


def graphs_json(run: LayerRun, ruleset: Ruleset, only: str | None = None) -> dict[str, Any]:
    """Per layer: the effects applied (in order) and the dependency edges found."""
    layers = []
    for layer in ruleset.layers:
        if only is not None and layer.id != only:
            continue
        effects = [s.effect for s in run.steps if s.layer == layer.id]
        if not effects and only is None:
            continue
        layers.append({"layer": layer.id, "rule": layer.rule, "effects": effects,
                       "edges": run.graphs.get(layer.id, []),
                       "dependency_rule": ruleset.cite("dependency")})
    return {"ruleset": ruleset.id, "layers": layers}


def graphs_text(data: dict[str, Any]) -> Iterable[str]:
    yield f"Ruleset {data['ruleset']}"
    for layer in data["layers"]:
        yield f"Layer {layer['layer']} ({layer['rule']}): applied {', '.join(layer['effects']) or '-'}"
        if not layer["edges"]:
            yield "  no dependencies"
        for edge in layer["edges"]:
            yield f"  {edge['needed_by']} depends on {edge['effect']} [{layer['dependency_rule']}]"


def _quote(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def graphs_dot(data: dict[str, Any]) -> str:
    """A DOT digraph with one cluster per layer; an edge B -> A means A depends on B."""
    lines = ["digraph dependencies {", "  rankdir=LR;"]
    for index, layer in enumerate(data["layers"]):
        lines.append(f"  subgraph cluster_{index} {{")
        lines.append(f"    label={_quote('layer ' + layer['layer'])};")
        for effect in layer["effects"]:
            lines.append(f"    {_quote(layer['layer'] + '/' + effect)} [label={_quote(effect)}];")
        for edge in layer["edges"]:
            lines.append(f"    {_quote(layer['layer'] + '/' + edge['effect'])} -> "
                         f"{_quote(layer['layer'] + '/' + edge['needed_by'])};")
        lines.append("  }")
    lines.append("}")
    return "\n".join(lines)


def render_svg(dot_source: str) -> str:
    """SVG from Graphviz's ``dot``; a clear error when Graphviz is not installed."""
    dot = shutil.which("dot")
    if dot is None:
        raise InputError("--format svg needs Graphviz (the `dot` program); "
                         "use --format dot and render it elsewhere")
    done = subprocess.run([dot, "-Tsvg"], input=dot_source, capture_output=True, text=True,
                          timeout=60, check=False)
    if done.returncode != 0:
        raise InputError(f"Graphviz failed: {done.stderr.strip().splitlines()[-1:]}")
    return done.stdout
