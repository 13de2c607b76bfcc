"""Drafting "would" sentences in force only under a condition written before them.

"Max speed — [ability]" means that the object has the ability as long as its controller's
speed is 4 (702.178a, 702.179e; no such rule in 2011, whose ruleset has no speed and
refuses the condition). A replacement ability so granted applies to an event only while
the object has it (614.1), so its draft is the replacement with max speed added to its
watch's condition, read as the event would happen. An ability that says which zones it
works from (702.178b), or is already conditioned, or a resolving effect's, is declined.
"""
from __future__ import annotations

import re
from typing import Any

from mtglogic.drafting.history_phrases import MAX_SPEED
from mtglogic.drafting.rules_players import Translate

Data = dict[str, Any]

_MAX_SPEED = re.compile(r"max speed — (if .+ instead)")


def max_speed_replacement(form: str, resolves: bool, again: Translate) -> list[Data] | None:
    """"Max speed — If EVENT, RESULT instead" of a permanent or card (702.178a), or None."""
    match = _MAX_SPEED.fullmatch(form)
    if match is None or resolves:
        return None
    drafted = again(match.group(1))
    if drafted is None or len(drafted) != 1 or not isinstance(drafted[0], dict) \
            or set(drafted[0]) != {"replacement"}:
        return None
    effect: Data = drafted[0]["replacement"]
    watch = effect.get("watch")
    if not isinstance(watch, dict) or "if" in watch or effect.get("resolved") \
            or "works_from" in effect:
        return None
    return [{"replacement": {**effect, "watch": {**watch, "if": MAX_SPEED}}}]


_THAT_CREATURE = re.compile(r"\bthat creature\b")


def refers_back(form: str, drafted: bool, refers: re.Pattern[str], one_target: bool) -> bool:
    """Whether a spell's sentence (in the grammar's form) refers back to another sentence.
    A drafted "if EVENT, RESULT instead" refers back only through its event: the words of
    its result ("exile it") name the event's own object (614.1). "That creature" of a
    line that names one target before it is the spell's target (115.1; 114.1 in 2011),
    not another sentence's object."""
    if drafted and form.startswith("if ") and ", " in form:
        form = form[:form.index(", ")]
    if one_target:
        form = _THAT_CREATURE.sub("", form)
    return bool(refers.search(form))
