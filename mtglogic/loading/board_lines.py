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

from lark import Lark, Token, Transformer, UnexpectedEOF, UnexpectedInput
from lark.exceptions import VisitError

from mtglogic.errors import InputError
from mtglogic.loading.yamlio import MAX_DIGITS
from mtglogic.model.face_down import FACE_DOWN_WAYS

PLAYERS = ("you", "opponent")
ZONES = ("battlefield", "hand", "graveyard", "library", "exile", "stack", "command")
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

_PARSER: list[Lark] = []  # built on first use: a command without --card never needs it


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


def _parser() -> Lark:
    if not _PARSER:
        _PARSER.append(Lark(GRAMMAR, parser="lalr", propagate_positions=True))
    return _PARSER[0]


def _fail(origin: str, text: str, column: int, message: str) -> BoardLineError:
    return BoardLineError(f"{text!r}, column {column}: {message}", origin)


def _count(origin: str, text: str, token: Token, digits: str) -> int:
    if len(digits) > MAX_DIGITS:
        raise _fail(origin, text, token.column or 1,
                    f"the count has {len(digits)} digits, more than {MAX_DIGITS}")
    return int(digits)


class _Build(Transformer[Token, BoardLine]):
    """The parse tree as a BoardLine, each word checked where it stands."""

    def __init__(self, origin: str, text: str) -> None:
        super().__init__()
        self.origin, self.text = origin, text

    def fail(self, token: Token, message: str) -> BoardLineError:
        return _fail(self.origin, self.text, token.column or 1, message)

    def start(self, children: list[BoardLine]) -> BoardLine:
        return children[0]

    def where(self, token: Token) -> BoardLine:
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

    def name(self, tokens: list[Token]) -> Token:
        first, last = tokens[0], tokens[-1]
        # the name as typed, its inner spaces kept
        return Token("NAME", self.text[first.start_pos:last.end_pos], first.start_pos,
                     first.line, first.column)

    def _counters(self, line: BoardLine, tokens: list[Token]) -> None:
        for token in tokens:
            if token.type == "PT":
                kind, _, times = str(token).partition("x")
                digits = times or "1"
            else:
                kind, _, digits = str(token).rpartition(":")
            count = _count(self.origin, self.text, token, digits)
            if count == 0:
                raise self.fail(token, f"{str(token)!r}: a count of 0 counters")
            line.counters[kind] = line.counters.get(kind, 0) + count

    def player_line(self, children: list) -> BoardLine:
        line = self.where(children[0])
        counts = children[1:]
        where = self.text[:self.text.index(":")].strip()
        if line.player is None or any((line.zone, line.face_down, line.face, line.tapped,
                                       line.token)):
            raise _fail(self.origin, self.text, 1,
                        f"{where!r} before counters must be one player ({', '.join(PLAYERS)})"
                        f", or give a card name after it")
        self._counters(line, counts)
        return line

    def card_line(self, children: list) -> BoardLine:
        given = isinstance(children[0], Token) and children[0].type == "WHERE"
        line = self.where(children[0]) if given else BoardLine(self.text, self.origin)
        rest = children[1:] if given else children
        name, modifiers = rest[0], rest[1:]
        line.name, line.name_column = str(name), name.column or 1
        counted = [m for m in modifiers if m.type in ("PT", "COUNT")]
        self._counters(line, counted)
        for token in modifiers:
            if token.type == "ATTACH":
                if line.attached_to is not None:
                    raise self.fail(token, f"{str(token)!r}: attached a second time")
                line.attached_to = str(token)[1:]
        return line


def parse_board_line(text: str, origin: str = "--card") -> BoardLine:
    """One board line; ``origin`` names where it comes from in errors (``--card``,
    ``board.txt:3``)."""
    stripped = text.strip()
    if not stripped:
        raise BoardLineError("an empty board line: expected a card name", origin)
    try:
        tree = _parser().parse(stripped)
    except UnexpectedInput as exc:
        raise _fail(origin, stripped, *_expected(exc, stripped)) from None
    try:
        line: BoardLine = _Build(origin, stripped).transform(tree)
    except VisitError as exc:  # a word the grammar accepts but the board cannot use
        if isinstance(exc.orig_exc, BoardLineError):
            raise exc.orig_exc from None
        raise
    return line


def _expected(exc: UnexpectedInput, text: str) -> tuple[int, str]:
    """Where the parser stopped (a column) and what it wanted there, in words."""
    wanted = sorted({EXPECTED.get(name, name) for name in
                     getattr(exc, "expected", None) or getattr(exc, "allowed", None) or ()
                     if name in EXPECTED})
    token = getattr(exc, "token", None)
    if isinstance(exc, UnexpectedEOF) or (token is not None and token.type == "$END"):
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
