"""A selector word about the counters on the object tested, of any kind.

    {type: creature, controller: you, has_counters: true}   # "a creature with a counter on it"

A counter is a marker on an object (122.1); the test holds when one or more of any kind
are on it (``false``: none).
"""
from __future__ import annotations

from mtglogic.vocabulary.compiled import Test
from mtglogic.vocabulary.registry import SELECTORS, fixed_fields
from mtglogic.vocabulary.spec import Flag


@SELECTORS.add("has_counters", "has one or more counters of any kind on it (true) or none "
               "(false)", True, Flag(), reads=fixed_fields("counters"), rule="counter",
               samples=(False,))
def _has_counters(wanted: bool) -> Test:
    return lambda o, c: any(n > 0 for n in o.counters.values()) == wanted
