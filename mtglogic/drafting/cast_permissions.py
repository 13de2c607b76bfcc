"""Drafting casting permissions and cost changes under a keyword condition.

"Max speed — You may cast this card from your graveyard" (Lightwheel Enhancements) and
"Max speed — Spells you cast cost {1} less to cast" (Racers' Scoreboard): the ability
while its controller's speed is 4 (702.178a; none in 2011), working in the zones the
granted ability works in (702.178b: the own permission in every zone, 113.6f). The
sentence after the dash is read as a player's cost or permission sentence.

"You may look at face-down creatures your opponents control any time" (Found Footage; "you
don't control", Lens of Clarity, with "the top card of your library and"): beyond the
face-down permanents a player controls (708.5; 707.5 in 2011). Anything else is declined
(None).
"""
from __future__ import annotations

import re

from mtglogic.drafting.parts import Translate, group_of
from mtglogic.drafting.phrases.history import MAX_SPEED
from mtglogic.drafting.rules_costs import costs_sentence
from mtglogic.drafting.rules_players import Data, player_sentence

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


_LOOK = re.compile(r"you may look at (?P<top>the top card of your library and at )?"
                   r"(?P<group>face-down .+?)(?P<not_yours> you don't control)? any time")


def face_down_look(form: str, again: Translate) -> list[Data] | None:
    """"You may look at [the top card of your library and at] face-down GROUP any time"."""
    look = _LOOK.fullmatch(form)
    group = group_of(look.group("group"), again) if look else None
    if look is None or group is None or not group.get("face_down"):
        return None
    if look.group("not_yours"):
        if "controller" in group or "not" in group:
            return None
        group = {**group, "not": {"controller": "you"}}
    rules: list[Data] = [{"may_look_at_face_down": {"players": "you", "of": group}}]
    if look.group("top"):
        rules.insert(0, {"may_look_at_top": {"players": "you"}})
    return [{"static": {"rules": rules}}]
