"""The layer engine (rule 613) in the registry's shape."""
from __future__ import annotations

from typing import Any

from mtglogic.budget import Budget
from mtglogic.engines.base import Engine
from mtglogic.layers.compute import LayerResult, compute_scenario
from mtglogic.layers.render import result_json, result_lines
from mtglogic.layers.ruling import check_result
from mtglogic.loading.scenario import load_scenario


def compute_layers_of(scenario: Any, budget: Budget, dependency: str = "fast",
                      record_graphs: bool = False, record_changes: bool = False) -> LayerResult:
    return compute_scenario(scenario, budget, dependency, record_graphs, record_changes)


def layer_text(result: LayerResult, explain: bool = False, only: str | None = None) -> list[str]:
    return list(result_lines(result, result.ruleset, explain, only))


def layer_json(result: LayerResult, only: str | None = None) -> dict[str, Any]:
    return result_json(result, result.ruleset, only)


ENGINE = Engine("layers", "613", "each object's characteristics under continuous effects",
                load_scenario, compute_layers_of, layer_text, layer_json, check_result)
