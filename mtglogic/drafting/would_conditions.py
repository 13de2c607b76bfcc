"""Drafting "would" sentences in force only under a condition written before them.

"Max speed — [ability]" means that the object has the ability as long as its controller's
speed is 4 (702.178a, 702.179e; no such rule in 2011, whose ruleset has no speed and
refuses the condition). A replacement ability so granted applies to an event only while
the object has it (614.1), so its draft is the replacement with max speed added to its
watch's condition, read as the event would happen. An ability that says which zones it
works from (702.178b), or is already conditioned, or a resolving effect's, is declined.

A mode of a modal spell (700.2) has its effect only if it was chosen as the spell was cast
(700.2a; the same in 2011): a replacement effect the mode makes as the spell resolves is
drafted with the condition ``mode_chosen`` (the mode's number, 1 for the first bullet).
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from mtglogic.drafting.parts import Translate
from mtglogic.drafting.phrases.history import MAX_SPEED

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


_MODES_INTRO = re.compile(r"choose (one|two|three|one or both|one or more|any number) —")


def mode_numbers(lines: list[str], resolves: bool) -> list[tuple[int, bool] | None]:
    """Each line's mode when it is a mode of a modal spell (700.2: the bullets after
    "Choose one —" and the like): its number (1 for the first bullet) and whether it is
    chosen alone ("choose one"); None for any other line."""
    found: list[tuple[int, bool] | None] = []
    number, alone = 0, False
    for line in lines:
        if line.startswith("\u2022") and number:
            found.append((number, alone))
            number += 1
            continue
        intro = _MODES_INTRO.fullmatch(line.strip().lower()) if resolves else None
        number, alone = (1, intro.group(1) == "one") if intro else (0, False)
        found.append(None)
    return found


def in_mode(made: list[Any], mode: tuple[int, bool], untranslated: list[str]) -> list[Any]:
    """The abilities drafted from a spell's mode, in force only if the mode was chosen
    (700.2a): its replacement effects made as it resolves get the condition
    ``mode_chosen`` in their watch; anything else it says stays text, and so does a
    replacement on "that creature" when other modes may be chosen with it, whose targets
    would be the spell's too (115.1; 114.1 in 2011)."""
    kept: list[Any] = []
    for drafted in made:
        data = drafted.data
        body: Data = data.get("replacement") or {} if isinstance(data, dict) else {}
        watch = body.get("watch") if isinstance(body, dict) else None
        if drafted.translated and isinstance(watch, dict) and body.get("resolved") \
                and (mode[1] or "targeted" not in watch):
            chosen: Data = {"mode_chosen": mode[0]}
            condition = {"all": [chosen, watch["if"]]} if "if" in watch else chosen
            kept.append(replace(drafted, data={"replacement": {
                **body, "watch": {**watch, "if": condition}}}))
        elif drafted.translated:
            untranslated.append(drafted.text)
            kept.append(replace(drafted, data={"spell": {"text": drafted.text,
                                                         "rule_effect": drafted.text}},
                                translated=False))
        else:
            kept.append(drafted)
    return kept
