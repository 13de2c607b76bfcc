"""Station symbols (721.2 in 2026; 2011 has no station cards): "10+ | Flying" is a static
ability of the permanent granting it flying while ten or more charge counters are on it
(721.2a); the symbol of the striation holding the power/toughness box also makes it a
creature, keeping its other types, with that base power and toughness (721.2b).

Which striation holds the box is said by the station keyword's reminder text ("It's an
artifact creature at 8+."): a card with power and toughness whose reminder does not say it
has its station lines left as text, since 721.2b may apply to any of them.
"""
from __future__ import annotations

import re
from typing import Any

Data = dict[str, Any]
STATION = "Station"  # the keyword: an activated ability (702.184a), kept as its text
STATION_LINE = re.compile(r"^([0-9]+)\+ \| (.+)$", re.DOTALL)
CREATURE_AT = re.compile(r"\bIt's an artifact creature at ([0-9]+)\+", re.IGNORECASE)
GRANTABLE = ("triggered", "activated", "mana", "static")  # ability kinds add_abilities takes


def creature_threshold(text: str) -> int | None:
    """The number of the station symbol whose striation holds the power/toughness box, as
    the station reminder text says it, or None."""
    found = CREATURE_AT.search(text.replace("\u2019", "'"))
    return int(found.group(1)) if found else None


def grantable(ability: Any) -> bool:
    """Whether a drafted ability can be one a static ability grants (a keyword, or a
    triggered, activated, mana or translated static ability)."""
    if isinstance(ability, str):
        return True
    if not isinstance(ability, dict) or len(ability) != 1:
        return False
    kind, body = next(iter(ability.items()))
    return kind in GRANTABLE and not (isinstance(body, dict) and "rule_effect" in body)


def station_static(threshold: int, text: str, abilities: list[Any],
                   base_pt: tuple[int, int] | None) -> Data:
    """The static ability of one station symbol: the abilities of its striation while the
    permanent has ``threshold`` or more charge counters (721.2a), and with ``base_pt`` the
    creature its power/toughness box makes it (721.2b)."""
    effects: list[Data] = []
    if base_pt is not None:
        effects.append({"add_types": ["creature"]})
    if abilities:
        effects.append({"add_abilities": abilities})
    if base_pt is not None:
        effects.append({"set_pt": list(base_pt)})
    condition = {"ge": [{"counters": {"kind": "charge", "on": "self"}}, threshold]}
    return {"static": {"text": text, "condition": condition, "applies_to": {"self": True},
                       "effects": effects}}
