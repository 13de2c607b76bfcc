"""A ruling's verdict and the readable difference between an expected and an actual value.

Each engine checks its own rulings (``check`` in ``mtglogic.engines``) and returns a
``Verdict``; ``verify`` collects them. Lists compare as sets, mappings by the expected keys.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class Verdict:
    """What a checker found: pass or fail, and for a failure a readable diff."""

    passed: bool
    diff: list[str] = field(default_factory=list)
    actual: Any = None


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
