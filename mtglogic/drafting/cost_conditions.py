"""Conditions of a spell's own cost change that the grammar does not read (``own_cost``).

"This spell costs {2} less to cast if your opponents control three or more creatures"
(Lashwhip Predator: the creatures of all opponents together) and "... if creatures you
control have total toughness 10 or greater" (Orysa: the ``total`` value). The condition is
checked as the spell's cost is determined, on the stack (601.2f; 601.2e in 2011; 113.6d).
Anything else is declined (None).
"""
from __future__ import annotations

import re

from mtglogic.drafting.parts import Translate, group_of
from mtglogic.drafting.rules_costs import value_of
from mtglogic.drafting.rules_players import Data

_OPPONENTS = re.compile(r"your opponents control (\d+) or more (.+)")
_TOTAL = re.compile(r"(.+) have total (power|toughness) (\d+) or greater")


def cost_condition(text: str, again: Translate) -> Data | None:
    """The condition of "if your opponents control N or more GROUP" or "if GROUP have total
    power (toughness) N or greater", or None."""
    opponents = _OPPONENTS.fullmatch(text)
    if opponents:
        group = group_of(f"{opponents.group(2)} your opponents control", again)
        if group is None or group.get("controller") != "opponent":
            return None
        return {"ge": [{"count": group}, int(opponents.group(1))]}
    total = _TOTAL.fullmatch(text)
    if total:
        value = value_of(f"the total {total.group(2)} of {total.group(1)}", again)
        return None if value is None else {"ge": [value, int(total.group(3))]}
    return None
