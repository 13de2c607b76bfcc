"""Names of the object fields effects read and write, so the layer engine can skip
comparisons that cannot differ (dependency checks, cached selections).

A name is either a whole field (``colors``) or one value of a field (``colors:blue``,
``abilities:flying``). A whole field covers every value of it: adding blue touches a test
for blue and a test for being multicolored, but not a test for red.
"""
from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache


def value_names(field: str, values: Iterable[str]) -> frozenset[str]:
    """The names of some values of one field (compared without case)."""
    return frozenset(f"{field}:{v.lower()}" for v in values)


def family(name: str) -> str:
    """The field a name belongs to: ``colors`` for ``colors:blue``."""
    return name.partition(":")[0]


def families(names: frozenset[str]) -> frozenset[str]:
    return frozenset(family(n) for n in names)


@lru_cache(maxsize=1 << 16)
def touches(writes: frozenset[str], reads: frozenset[str]) -> bool:
    """Whether writing ``writes`` can change anything named in ``reads``."""
    if writes & reads:
        return True
    for name in writes:
        field, sep, _ = name.partition(":")
        if sep:
            if field in reads:
                return True
        elif any(r.startswith(field + ":") for r in reads):
            return True
    return False
