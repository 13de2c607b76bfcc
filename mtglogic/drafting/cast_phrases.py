"""Phrases about how a permanent was cast (601.2; the same numbers in 2011 up to
601.2g-h), read into the words of ``mtglogic.vocabulary.cast_record``: the zone it was cast
from, whether it was cast, the mana and the colors of mana spent to cast it. A permanent's
entering replacement reads the spell that became it (614.12).
"""
from __future__ import annotations

import re

from mtglogic.drafting.rules_players import Data

_NOT_CAST = {"was_cast": False}
_CONDITIONS: dict[str, Data] = {
    "you cast it from your hand": {"cast_from": "hand"},
    "you cast it from your graveyard": {"cast_from": "graveyard"},
    "you cast it from exile": {"cast_from": "exile"},
    "you cast it": {"was_cast": True},
    "it was cast": {"was_cast": True},
    "it wasn't cast": _NOT_CAST,
    "no mana was spent to cast it": {"le": [{"mana_spent": "self"}, 0]},
}
_AMOUNTS: dict[str, Data] = {
    "the amount of mana spent to cast it": {"mana_spent": "self"},
    "the amount of mana spent to cast ~": {"mana_spent": "self"},
}
_EACH: dict[str, Data] = {
    "color of mana spent to cast it": {"colors_spent": "self"},
    "color of mana spent to cast ~": {"colors_spent": "self"},
}


def cast_condition(text: str) -> Data | None:
    """"You cast it from your hand", "it wasn't cast or no mana was spent to cast it"
    (each part one of the phrases, "or" any of them); None for any other text."""
    parts = re.split(r" or ", text)
    found = [_CONDITIONS.get(part) for part in parts]
    if any(item is None for item in found):
        return None
    return found[0] if len(found) == 1 else {"any": found}


def cast_amount(text: str) -> Data | None:
    """"The amount of mana spent to cast it" (601.2h; 601.2g in 2011)."""
    return _AMOUNTS.get(text)


def cast_each(text: str) -> Data | None:
    """"For each color of mana spent to cast it" (converge, 207.2c; 601.2h)."""
    return _EACH.get(text)
