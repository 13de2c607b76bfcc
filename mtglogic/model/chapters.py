"""A Saga's chapter abilities (714.2, a rule 2011 does not have: Sagas came in 2018).

A chapter ability is written with chapter symbols, Roman numerals before a dash ("I, II —
Create a Knight"); its numbers are those numerals (714.2a, 714.2c). A Saga's final chapter
number is the greatest of them among the abilities it has now, 0 with none (714.2d).
"""
from __future__ import annotations

import re
from collections.abc import Iterable

from mtglogic.model.objects import Ability, ObjState

ROMAN = {"I": 1, "V": 5, "X": 10}
CHAPTERS = re.compile(r"^\s*([IVX]+(?:\s*,\s*[IVX]+)*)\s*[—-]")


def roman(numeral: str) -> int:
    """The value of a Roman numeral of I, V and X (714.2a)."""
    total = 0
    for index, letter in enumerate(numeral):
        value = ROMAN[letter]
        later = ROMAN[numeral[index + 1]] if index + 1 < len(numeral) else 0
        total += -value if value < later else value
    return total


def chapter_numbers(ability: Ability) -> tuple[int, ...]:
    """The chapter numbers of an ability (none: not a chapter ability)."""
    found = CHAPTERS.match(ability.text)
    if found is None:
        return ()
    return tuple(roman(n.strip()) for n in found.group(1).split(","))


def chapters(obj: ObjState) -> list[int]:
    """Every chapter number among the object's abilities, in order."""
    return sorted(n for a in obj.abilities for n in chapter_numbers(a))


def final_chapter(obj: ObjState) -> int:
    """The final chapter number (714.2d): the greatest, 0 with no chapter ability."""
    return max(chapters(obj), default=0)


def chapters_reached(numbers: Iterable[int], before: int, after: int) -> list[int]:
    """The chapters that trigger when lore counters go from ``before`` to ``after``
    (714.2b: fewer than N before, at least N after)."""
    return [n for n in numbers if before < n <= after]
