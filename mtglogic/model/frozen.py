"""Frozen plain data: hashable, immutable copies of YAML values (abilities' definitions)."""
from __future__ import annotations

from typing import Any


def freeze(value: Any) -> Any:
    """A hashable, immutable copy of plain YAML data (dicts become sorted item tuples)."""
    if isinstance(value, dict):
        return FrozenMap((k, freeze(v)) for k, v in sorted(value.items(), key=lambda kv: str(kv[0])))
    if isinstance(value, (list, tuple)):
        return tuple(freeze(v) for v in value)
    return value


class FrozenMap(tuple[tuple[str, Any], ...]):
    """An immutable mapping stored as sorted (key, value) pairs; hashable."""

    def get(self, key: str, default: Any = None) -> Any:
        for k, v in self:
            if k == key:
                return v
        return default

    def __contains__(self, key: object) -> bool:
        return any(k == key for k, _ in self)

    def keys(self) -> list[str]:
        return [k for k, _ in self]

    def thaw(self) -> dict[str, Any]:
        return {k: thaw(v) for k, v in self}


def thaw(value: Any) -> Any:
    """Inverse of ``freeze``: plain dicts and lists again."""
    if isinstance(value, FrozenMap):
        return value.thaw()
    if isinstance(value, tuple):
        return [thaw(v) for v in value]
    return value
