"""Drafting casting permissions and cost changes under a keyword condition.

"Max speed — You may cast this card from your graveyard" (Lightwheel Enhancements) and
"Max speed — Spells you cast cost {1} less to cast" (Racers' Scoreboard): the ability
while its controller's speed is 4 (702.178a; none in 2011), working in the zones the
granted ability works in (702.178b: the own permission in every zone, 113.6f). The
sentence after the dash is read as a player's cost or permission sentence; anything else
is declined (None).
"""
from __future__ import annotations

from mtglogic.drafting.history_phrases import MAX_SPEED
from mtglogic.drafting.rules_costs import costs_sentence
from mtglogic.drafting.rules_players import Data, Translate, player_sentence

_MAX_SPEED = "max speed \u2014 "


def max_speed_rules(form: str, again: Translate) -> list[Data] | None:
    """"Max speed — [a cost or permission sentence]": its static ability, with the max
    speed condition (none of its own), or None."""
    if not form.startswith(_MAX_SPEED):
        return None
    rest = form[len(_MAX_SPEED):]
    drafted = player_sentence(rest, again) or costs_sentence(rest, again)
    if drafted is None or len(drafted) != 1 or "condition" in drafted[0]["static"]:
        return None
    return [{"static": {"condition": MAX_SPEED, **drafted[0]["static"]}}]
