"""JSON Schemas (draft 2020-12) of what each command prints with ``--json`` (``deps
--format json``), published by ``mtglogic schema --output NAME`` and checked against real
outputs by tests/reliability/test_reliability_output_schemas.py; docs/json-output.md
describes the fields."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mtglogic.outputs.layers import deps_output, layers_output
from mtglogic.outputs.replacement import replace_output
from mtglogic.outputs.reports import cards_output, rulings_output, verify_output
from mtglogic.outputs.subgame import subgame_output

OUTPUTS: dict[str, Callable[[], dict[str, Any]]] = {
    "layers": layers_output, "deps": deps_output, "replace": replace_output,
    "subgame": subgame_output, "verify": verify_output, "cards": cards_output,
    "rulings": rulings_output,
}


def output_schema(command: str) -> dict[str, Any]:
    """The JSON Schema of ``mtglogic COMMAND --json``'s output."""
    return OUTPUTS[command]()


__all__ = ["OUTPUTS", "output_schema"]
