"""What the drafter reads, checked before any pattern is matched against it.

The drafter's patterns and its grammar take time that grows with what they read, so a
text is measured first: the whole Oracle text, each of its lines (one ability, 113.2c) and
each other field (name, type line, mana cost, power, toughness, loyalty) has a length
limit, well above any printed card's (the longest Oracle text of the corpus has 527
characters, its longest line 431). A character a card file cannot hold (a control
character, a lone surrogate: what YAML refuses) is refused too, since the draft would be a
file the loader refuses. Each is an ``InputError`` naming the field.
"""
from __future__ import annotations

import re

import yaml

from mtglogic.errors import InputError
from mtglogic.loading.yamlio import MAX_DIGITS

MAX_TEXT_CHARS = 10_000  # the whole Oracle text
MAX_LINE_CHARS = 2_000  # one line of it: one ability
MAX_FIELD_CHARS = 200  # a name, a type line, a mana cost, a power, a toughness, a loyalty
NOT_IN_A_CARD_FILE = yaml.reader.Reader.NON_PRINTABLE  # what a YAML stream cannot hold
# A power or toughness as printed: a whole number, *, X, or a number plus or minus * (208.2)
PT_VALUE = re.compile(rf"^(?:[+-]?[0-9]{{1,{MAX_DIGITS}}}|[*X]|[0-9]{{1,{MAX_DIGITS}}}[+-]\*"
                      rf"|\*[+-][0-9]{{1,{MAX_DIGITS}}})$")


def check_field(value: str, what: str, limit: int = MAX_FIELD_CHARS) -> None:
    """Refuse a field longer than ``limit`` characters, or holding a character a card
    file cannot hold."""
    if len(value) > limit:
        raise InputError(f"{what} has {len(value)} characters, more than the limit of {limit}")
    bad = NOT_IN_A_CARD_FILE.search(value)
    if bad is not None:
        raise InputError(f"{what} holds the character U+{ord(bad.group()):04X} at character "
                         f"{bad.start() + 1}, which a card file cannot hold")


def check_lines(lines: list[str], what: str) -> None:
    """Refuse a line (one ability) longer than ``MAX_LINE_CHARS``."""
    for number, line in enumerate(lines, 1):
        if len(line) > MAX_LINE_CHARS:
            raise InputError(f"line {number} of {what} has {len(line)} characters, more "
                             f"than the limit of {MAX_LINE_CHARS} for one ability")


def check_printed_stat(value: str, what: str) -> None:
    """Refuse a power, toughness or loyalty that is not printed as a whole number or a
    form with * or X (208.2), which would otherwise be read as ``*``."""
    if not PT_VALUE.match(value.strip()):
        raise InputError(f"{what} {value[:60]!r} is neither a whole number of at most "
                         f"{MAX_DIGITS} digits nor a printed form with * or X (208.2)")
