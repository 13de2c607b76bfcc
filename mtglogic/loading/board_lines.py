"""Board lines: a card (or a player) of a board in one line, as ``--card`` and ``--board``
take them (docs/scenario-format.md, "A board in one line").

    [WHERE:] NAME [MODIFIER ...]        a card
    PLAYER: KIND:N [KIND:N ...]         a player's life and counters

WHERE is one or more words, separated by spaces or commas, before a colon: a player
(``you``, ``opponent``), a zone (``battlefield``, the default, ``hand``, ``graveyard``,
``library``, ``exile``, ``stack``, ``command``), ``face-down`` or the way it came to be
face down (``morph``, ``megamorph``, ``manifest``, ``disguise``, ``cloak``), ``back`` (the
back face up), ``tapped``, ``token``. NAME is the card's name, looked up as any card name
is. A MODIFIER is ``+1/+1`` (a power/toughness counter; ``+1/+1x2`` two of them),
``KIND:N`` (N counters of KIND: ``lore:3``, ``flying:1``) or ``@ID`` (attached to the
object ID: ``@grizzly-bears``). A name with a colon of its own (``Circle of Protection:
Red``) is a name: only those words make a WHERE.

The grammar is lark's (LALR): a line it refuses is an error naming the column and what
was expected there; a word it accepts but the board cannot use is one too.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from mtglogic.deferred import DeferredModule
from mtglogic.errors import InputError
from mtglogic.loading.yamlio import MAX_DIGITS
from mtglogic.model.face_down import FACE_DOWN_WAYS

PLAYERS = ("you", "opponent")
ZONES = ("battlefield", "hand", "graveyard", "library", "exile", "stack", "command", "outside")
FACE_DOWN = ("face-down",) + tuple(w for w in FACE_DOWN_WAYS if w != "turned")
FACES = ("back", "front")
STATUSES = ("tapped", "token")
WHERE_WORDS = PLAYERS + ZONES + FACE_DOWN + FACES + STATUSES
# The zones in which a player controls an object (108.4): elsewhere the player owns it.
CONTROLLED_ZONES = ("battlefield", "stack")

_WORD = "|".join(sorted(WHERE_WORDS, key=len, reverse=True))
_PT = r"[+-]\d+\/[+-]\d+(?:x\d+)?"
# LALR, its lexer trying the terminals by priority: a WHERE (its words, then a colon) before
# a word of a name, a counter before a word; a name is the words left.
GRAMMAR = rf"""
start: player_line | card_line
player_line: WHERE COUNT+
card_line: WHERE? name modifier*
name: WORD+
?modifier: PT | COUNT | ATTACH
WHERE.3: /(?i:(?:{_WORD})(?:\s*,\s*|\s+))*(?i:{_WORD})\s*:/
PT.2: /{_PT}(?!\S)/
COUNT.2: /[^\s:@,]+:\d+(?!\S)/
ATTACH: /@[^\s@]+/
WORD: /[^\s@]\S*/
%ignore /[ \t]+/
"""
# What the grammar's terminals mean, for the error that says what was expected.
EXPECTED = {"WHERE": "a zone, player or state word and ':'", "WORD": "a card name",
            "PT": "a counter such as +1/+1x2", "COUNT": "counters such as lore:3",
            "ATTACH": "@ID (attached to)", "COLON": "':'", "COMMA": "','"}

lark = DeferredModule("lark")  # imported when a line first needs the parser
_PARSER: list[Any] = []  # built on first use: a command without --card never needs it


@dataclass
class BoardLine:
    """One line of a board: a card, or (``name`` None) a player's life and counters."""

    text: str
    origin: str = "--card"  # where the line came from: --card, board.txt:3
    name: str | None = None
    player: str | None = None
    zone: str | None = None
    face_down: str | bool | None = None
    face: str | None = None
    tapped: bool = False
    token: bool = False
    counters: dict[str, int] = field(default_factory=dict)
    attached_to: str | None = None
    name_column: int = 1  # for errors found later (a name the library lacks)


class BoardLineError(InputError):
    """A board line refused: the line, the column and what is wrong."""


def _parser() -> Any:
    if not _PARSER:
        _PARSER.append(lark.Lark(GRAMMAR, parser="lalr", propagate_positions=True))
    return _PARSER[0]


def _fail(origin: str, text: str, column: int, message: str) -> BoardLineError:
    return BoardLineError(f"{text!r}, column {column}: {message}", origin)


class _Reader:
    """The parse tree read as a BoardLine, each word checked where it stands."""

    def __init__(self, origin: str, text: str) -> None:
        self.origin, self.text = origin, text

    def fail(self, token: Any, message: str) -> BoardLineError:
        return _fail(self.origin, self.text, token.column or 1, message)

    def line(self, tree: Any) -> BoardLine:
        """``start``'s one child: a player line or a card line."""
        inner = tree.children[0]
        return self.player_line(inner.children) if inner.data == "player_line" \
            else self.card_line(inner.children)

    def where(self, token: Any) -> BoardLine:
        """The WHERE words, each in its slot (a second word for the same slot refused)."""
        line = BoardLine(self.text, self.origin)
        for found in re.finditer(r"[^\s,:]+", str(token)):
            word, column = found.group().lower(), (token.column or 1) + found.start()
            slot = ("player" if word in PLAYERS else "zone" if word in ZONES
                    else "face_down" if word in FACE_DOWN else "face" if word in FACES
                    else word)
            if slot in ("tapped", "token"):
                setattr(line, slot, True)
                continue
            if getattr(line, slot) is not None:
                raise _fail(self.origin, self.text, column,
                            f"{found.group()!r}: a second {slot.replace('_', '-')} word")
            setattr(line, slot, True if word == "face-down" else word)
        return line

    def counters(self, line: BoardLine, tokens: list[Any]) -> None:
        for token in tokens:
            if token.type == "PT":
                kind, _, times = str(token).partition("x")
                digits = times or "1"
            else:
                kind, _, digits = str(token).rpartition(":")
            if len(digits) > MAX_DIGITS:
                raise self.fail(token, f"the count has {len(digits)} digits, more than "
                                       f"{MAX_DIGITS}")
            if int(digits) == 0:
                raise self.fail(token, f"{str(token)!r}: a count of 0 counters")
            line.counters[kind] = line.counters.get(kind, 0) + int(digits)

    def player_line(self, children: list[Any]) -> BoardLine:
        line = self.where(children[0])
        where = self.text[:self.text.index(":")].strip()
        if line.player is None or any((line.zone, line.face_down, line.face, line.tapped,
                                       line.token)):
            raise _fail(self.origin, self.text, 1,
                        f"{where!r} before counters must be one player ({', '.join(PLAYERS)})"
                        f", or give a card name after it")
        self.counters(line, children[1:])
        return line

    def card_line(self, children: list[Any]) -> BoardLine:
        given = getattr(children[0], "type", None) == "WHERE"
        line = self.where(children[0]) if given else BoardLine(self.text, self.origin)
        name, *modifiers = children[1:] if given else children
        words = name.children
        # the name as typed, its inner spaces kept
        line.name = self.text[words[0].start_pos:words[-1].end_pos]
        line.name_column = words[0].column or 1
        self.counters(line, [m for m in modifiers if m.type in ("PT", "COUNT")])
        for token in modifiers:
            if token.type == "ATTACH":
                if line.attached_to is not None:
                    raise self.fail(token, f"{str(token)!r}: attached a second time")
                line.attached_to = str(token)[1:]
        return line


# A line with no colon, no @ and no word starting with a sign and a digit can only be a
# name (WHERE and KIND:N need a colon, @ID an @, a counter a sign): read without the parser.
NAME_ONLY = re.compile(r"[^:@]*").fullmatch
SIGNED = re.compile(r"(?:^|\s)[+-]\d").search


def parse_board_line(text: str, origin: str = "--card") -> BoardLine:
    """One board line; ``origin`` names where it comes from in errors (``--card``,
    ``board.txt:3``)."""
    stripped = text.strip()
    if not stripped:
        raise BoardLineError("an empty board line: expected a card name", origin)
    if NAME_ONLY(stripped) and not SIGNED(stripped):
        return BoardLine(stripped, origin, name=stripped)
    try:
        tree = _parser().parse(stripped)
    except lark.exceptions.UnexpectedInput as exc:
        raise _fail(origin, stripped, *_expected(exc, stripped)) from None
    return _Reader(origin, stripped).line(tree)


def _expected(exc: Any, text: str) -> tuple[int, str]:
    """Where the parser stopped (a column) and what it wanted there, in words."""
    wanted = sorted({EXPECTED.get(name, name) for name in
                     getattr(exc, "expected", None) or getattr(exc, "allowed", None) or ()
                     if name in EXPECTED})
    token = getattr(exc, "token", None)
    if isinstance(exc, lark.exceptions.UnexpectedEOF) or (token is not None
                                                         and token.type == "$END"):
        column, found = len(text) + 1, "the line ends"
    elif token is not None:
        column, found = token.column or 1, f"{str(token)!r} is there"
    else:  # a character no terminal starts with
        column = max(exc.column, 1)
        found = f"{text[column - 1:].split()[0]!r} is there" if text[column - 1:].split() \
            else "a space is there"
    return column, (f"expected {' or '.join(wanted)}, but " if wanted else "") + found


def read_board(text: str, origin: str) -> list[BoardLine]:
    """The lines of a ``--board`` file: one board line each; blank lines and what follows
    a ``#`` (no card name holds one) are skipped."""
    lines = []
    for number, raw in enumerate(text.splitlines(), 1):
        content = raw.split("#", 1)[0]
        if content.strip():
            lines.append(parse_board_line(content, f"{origin}:{number}"))
    return lines
