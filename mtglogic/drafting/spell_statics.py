"""Static abilities of an instant or sorcery that the drafter declines.

"This spell has flash as long as ..." (Take for a Ride): an ability of a card granting
itself an ability that changes how it can be cast works on the stack only (113.6e in
2026), an ability changing how it can be cast where it could be cast from (112.6d in
2011); neither is the battlefield, where a drafted static ability applies: such a
sentence stays text rather than being drafted to something that means less.
"""
from __future__ import annotations

from typing import Any

CASTING_KEYWORDS = frozenset({"flash"})  # keywords that change how a spell can be cast


def grants_itself_casting(built: list[Any]) -> bool:
    """Whether a spell's drafted abilities give the card itself such a keyword."""
    for ability in built:
        body = ability.get("static") if isinstance(ability, dict) else None
        if not isinstance(body, dict) or body.get("applies_to") != {"self": True}:
            continue
        for effect in body.get("effects") or []:
            if isinstance(effect, dict) and \
                    CASTING_KEYWORDS & set(effect.get("add_abilities") or []):
                return True
    return False
