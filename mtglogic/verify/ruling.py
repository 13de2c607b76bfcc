"""One ruling file and its verdict, and the registry of ruling kinds.

A ruling file is YAML with ``kind`` (layers, replacement or subgame), ``name``,
``source`` (the rule or official ruling the expected result comes from), an optional
``ruleset`` (else the ``cr-XXXX`` folder it sits in, else the command's default),
``scenario`` (the board, in the kind's scenario format) and ``expect``.
Each kind's checker lives with its engine and is imported on demand.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from mtglogic.budget import Budget
from mtglogic.loading.yamlio import Node
from mtglogic.rulesets import Ruleset

RULING_KINDS = {
    "layers": "mtglogic.layers.ruling:check_ruling",
    "replacement": "mtglogic.replacement.ruling:check_ruling",
    "subgame": "mtglogic.subgame.ruling:check_ruling",
}
RULING_KEYS = ("kind", "name", "source", "ruleset", "scenario", "expect", "notes")


@dataclass
class Verdict:
    """What a checker found: pass or fail, and for a failure a readable diff."""

    passed: bool
    diff: list[str] = field(default_factory=list)
    actual: Any = None


def checker_for(kind_node: Node) -> Callable[[Node, Node, Ruleset, Budget], Verdict]:
    """The checker function of a ruling kind: (scenario, expect, ruleset, budget) -> Verdict."""
    kind = kind_node.str(tuple(RULING_KINDS))
    module_name, attr = RULING_KINDS[kind].split(":")
    return getattr(importlib.import_module(module_name), attr)


def ruleset_from_path(path: Path) -> str | None:
    """The ruleset a ruling belongs to by the folder it sits in (``.../cr-2011/...``)."""
    for part in reversed(path.resolve().parts):
        if part.startswith("cr-"):
            return part
    return None


def diff_values(expected: Any, actual: Any, path: str = "") -> list[str]:
    """Readable differences between an expected and an actual value (only expected keys)."""
    if isinstance(expected, dict) and isinstance(actual, dict):
        lines: list[str] = []
        for key, value in expected.items():
            sub = f"{path}.{key}" if path else str(key)
            if key not in actual:
                lines.append(f"{sub}: expected {_show(value)}, missing")
            else:
                lines.extend(diff_values(value, actual[key], sub))
        return lines
    if _norm(expected) != _norm(actual):
        return [f"{path or '(value)'}: expected {_show(expected)}, got {_show(actual)}"]
    return []


def _norm(value: Any) -> Any:
    if isinstance(value, (list, tuple, set, frozenset)):
        items = [_norm(v) for v in value]
        try:
            return tuple(sorted(items, key=repr))
        except TypeError:  # pragma: no cover
            return tuple(items)
    if isinstance(value, dict):
        return tuple(sorted((k, _norm(v)) for k, v in value.items()))
    return value


def _show(value: Any) -> str:
    if isinstance(value, (list, tuple, set, frozenset)):
        return "[" + ", ".join(_show(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {_show(v)}" for k, v in value.items()) + "}"
    return str(value)
