"""Dependency graphs per layer, as data and text; as Graphviz DOT in ``layers/dot.py``."""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from mtglogic.layers.dot import graphs_dot
from mtglogic.layers.engine import LayerRun
from mtglogic.model.ruleset import Ruleset


def effect_card(run: LayerRun, effect: str) -> str:
    """The name of the card an effect comes from: the object its id starts with
    (``moon#0``, ``bear:counters``, ``clone/moon#0``), else the effect's own id (a resolved
    spell or ability named in the scenario)."""
    for separator in ("#", ":", "/"):
        head = effect.split(separator, 1)[0]
        if head != effect and head in run.board:
            return run.board[head].name
    return effect


def _nodes(run: LayerRun, layer_id: str, effects: list[str],
           edges: list[dict[str, str]]) -> list[dict[str, Any]]:
    """Every effect of a layer's graph (applied, or only met in an edge), with its card
    name, its text and the place it applied in (None if it never did)."""
    texts = {s.effect: s.text for _, s in run.vanished if s.layer == layer_id}
    texts.update({s.effect: s.text for s in run.steps if s.layer == layer_id})
    met = sorted({e[key] for e in edges for key in ("effect", "needed_by")} - set(effects))
    return [{"effect": e, "card": effect_card(run, e), "text": texts.get(e, ""),
             "order": effects.index(e) + 1 if e in effects else None}
            for e in effects + met]


def graphs_json(run: LayerRun, ruleset: Ruleset, only: str | None = None) -> dict[str, Any]:
    """Per layer: the effects applied (in order), every effect of its graph with its card
    and text, and the dependency edges found (613.8a), those found only when the order was
    found again after an effect applied with ``found_after`` (613.8c; 2011: 613.7a, 613.7c)."""
    layers = []
    for layer in ruleset.layers:
        if only is not None and layer.id != only:
            continue
        effects = [s.effect for s in run.steps if s.layer == layer.id]
        if not effects and only is None:
            continue
        edges = run.graphs.get(layer.id, [])
        layers.append({"layer": layer.id, "rule": layer.rule, "name": layer.name,
                       "effects": effects, "nodes": _nodes(run, layer.id, effects, edges),
                       "edges": edges, "dependency_rule": ruleset.cite("dependency"),
                       "reevaluation_rule": ruleset.cite("reevaluate")})
    return {"ruleset": ruleset.id, "layers": layers}


def graphs_text(data: dict[str, Any]) -> Iterable[str]:
    yield f"Ruleset {data['ruleset']}"
    for layer in data["layers"]:
        applied = ", ".join(layer["effects"]) or "-"
        yield f"Layer {layer['layer']} ({layer['rule']}): applied {applied}"
        if not layer["edges"]:
            yield "  no dependencies"
        for edge in layer["edges"]:
            line = f"  {edge['needed_by']} depends on {edge['effect']} [{layer['dependency_rule']}"
            if edge.get("found_after"):
                line += (f", {layer['reevaluation_rule']}]: found when the order was found "
                         f"again after {edge['found_after']} applied")
            yield line + ("" if edge.get("found_after") else "]")


__all__ = ["effect_card", "graphs_dot", "graphs_json", "graphs_text"]
