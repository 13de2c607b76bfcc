"""A max speed ability whose ability is an activated or mana one: "Max speed — Sacrifice
this enchantment: ..." means that as long as your speed is 4 the object has the activated
ability (702.178a; 2011 has no speed), a static ability granting it, kept as its text as
any granted activated ability is (113.1a, 613.1f)."""
from __future__ import annotations

import copy
import re
from typing import Any

from mtglogic.drafting.phrases.history import MAX_SPEED

MAX_SPEED_LINE = re.compile(r"^Max speed \u2014 (.+)$", re.DOTALL)
_COST_START = re.compile(r"^(\{|Remove |Pay |Discard |Sacrifice |Tap |Exile |Return )")


def max_speed_activated(shown: str) -> dict[str, Any] | None:
    """The static ability of a max speed line granting an activated or mana ability, or
    None for another line (a static or replacement ability after the dash is the
    grammar's)."""
    found = MAX_SPEED_LINE.match(shown)
    ability = found.group(1) if found else ""
    cost, colon, effect = ability.partition(": ")
    if not colon or '"' in cost or not _COST_START.match(cost):
        return None
    kind = "mana" if effect.startswith("Add ") else "activated"
    return {"static": {"text": shown, "condition": copy.deepcopy(MAX_SPEED),
                       "applies_to": {"self": True},
                       "effects": [{"add_abilities": [{kind: ability}]}]}}
