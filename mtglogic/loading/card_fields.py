"""The one checker of card data from JSON files: each field of a card (or a face) as an
Oracle record keeps it, or a located error.

Every path that reads card data in JSON goes through it: ``--oracle`` files and
``MTGLOGIC_ORACLE``, the built-in corpus, a file installed by ``mtglogic cards update`` (and
its ``--from``), and ``cards draft --from``. A field is refused when it is not of its kind:
a name that is not one line of text, a mana cost that is not text made of ``{}`` symbols
(202.1), a power, toughness, loyalty or defense that is a fraction, ``true`` or ``NaN``
(208.2: printed as a whole number, or text such as ``*``), a colour indicator that is not a
list of colour letters (204). Each error names the file, where in it, and the field.

What it does not judge here is a printed form a card may really have but mtglogic cannot
read (Scryfall's ``"½"``): that is refused when such a card is drafted, for that card
alone, so a whole file of real cards is never refused for one Un-card.
"""
from __future__ import annotations

import math
import re
from typing import Any

from mtglogic.errors import InputError
from mtglogic.loading.yamlio import MAX_DIGITS

MAX_FIELD_CHARS = 200  # a name, a type line, a mana cost, a power...
MAX_TEXT_CHARS = 10_000  # a whole rules text
# What a card file cannot hold (YAML's printable set); a one-line field also no line break
_NOT_PRINTABLE = re.compile("[^\x09\x0A\x0D\x20-\x7E\x85\xA0-\uD7FF\uE000-\uFFFD"
                            "\U00010000-\U0010FFFF]")
_LINE_BREAK = re.compile("[\x0A\x0D\x85\u2028\u2029]")
MANA_SYMBOLS = re.compile(r"^(\{[^{}]+\})*$")  # "{2}{W}{W}", "{X}{R}", ""
COLOR_LETTERS = ("W", "U", "B", "R", "G")
STATS = ("power", "toughness", "loyalty", "defense")
ONE_LINE = ("name", "type_line", "mana_cost")


class Where:
    """Where a card is in its file: the file, the line (JSON Lines) and the path."""

    def __init__(self, file: str, path: str, line: int | None = None) -> None:
        self.file = file
        self.path = path
        self.line = line

    def at(self, key: str | int) -> Where:
        step = f"[{key}]" if isinstance(key, int) else f".{key}"
        return Where(self.file, f"{self.path}{step}" if self.path else str(key), self.line)

    def fail(self, message: str) -> InputError:
        return InputError(message, self.file, self.line, self.path or None)


def _text(value: Any, field: str, where: Where, limit: int) -> str:
    if not isinstance(value, str):
        raise where.fail(f"expected text, got {_kind(value)}")
    if len(value) > limit:
        raise where.fail(f"{len(value)} characters, more than the limit of {limit}")
    bad = _NOT_PRINTABLE.search(value)
    if bad is not None:
        raise where.fail(f"holds the character U+{ord(bad.group()):04X}, which a card "
                         "cannot hold")
    if field in ONE_LINE and _LINE_BREAK.search(value):
        raise where.fail("holds a line break: it is one line of text")
    return value


def _kind(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return f"{str(value).lower()} (a boolean)"
    if isinstance(value, float):
        return f"the number {value!r}"
    return {dict: "an object", list: "a list", int: "a number", str: "text"}.get(
        type(value), type(value).__name__)


def _stat(value: Any, where: Where) -> str:
    """A power, toughness, loyalty or defense as text (Scryfall's form): a whole number,
    printed text such as ``*`` or ``1+*``, or an object describing how the card computes it
    (the built-in corpus's source: a value the card defines, printed ``*``, 208.2)."""
    if isinstance(value, int) and not isinstance(value, bool):
        if len(str(abs(value))) > MAX_DIGITS:
            raise where.fail(f"a number of more than {MAX_DIGITS} digits")
        return str(value)
    if isinstance(value, dict):
        return "*"
    if isinstance(value, str):
        if not value.strip():
            raise where.fail("empty: write a whole number or a printed form such as *")
        return _text(value, "power", where, MAX_FIELD_CHARS)
    extra = " (not a whole number)" if isinstance(value, float) and math.isfinite(value) \
        else ""
    raise where.fail(f"expected a whole number or printed text such as \"*\" (208.2), got "
                     f"{_kind(value)}{extra}")


def _indicator(value: Any, where: Where) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise where.fail(f"expected a list of colour letters ({', '.join(COLOR_LETTERS)}), "
                         f"got {_kind(value)}")
    for letter in value:
        if letter not in COLOR_LETTERS:
            raise where.fail(f"{letter[:20]!r} is not a colour letter "
                             f"({', '.join(COLOR_LETTERS)})")
    return list(value)


def checked_field(field: str, value: Any, where: Where) -> Any:
    """A field's value as a record keeps it, or an ``InputError`` located at ``where``."""
    if field in STATS:
        return _stat(value, where)
    if field == "color_indicator":
        return _indicator(value, where)
    if field == "oracle_text":
        return _text(value, field, where, MAX_TEXT_CHARS)
    text = _text(value, field, where, MAX_FIELD_CHARS)
    if field == "name" and not text.strip():
        raise where.fail("a card's name is empty")
    if field == "mana_cost" and not MANA_SYMBOLS.match(text):
        raise where.fail(f"{text[:60]!r} is not a mana cost: only symbols in braces, such "
                         "as {2}{W} (202.1)")
    return text
