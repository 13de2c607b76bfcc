"""Finding cards as judges do: a documented subset of Scryfall's search syntax, over the
library, the user's Oracle files, the installed card file and the built-in corpus.

The subset (docs/cards.md), any case:

- ``word`` or ``n:word``: the name holds it; ``!"Lightning Bolt"`` (or ``!fire``): the
  card of that exact name;
- ``o:"can't be prevented"``: a face's Oracle text holds it; ``t:creature``: a face's type
  line holds it; ``k:flying``: a face has that keyword ability (the ruleset's keywords);
- ``c:`` (``color``): the card's colours (202.2, 204): letters ``wubrg``, ``c`` for
  colourless, ``m`` for multicoloured, or colour names; ``c:rg`` and ``c>=rg`` hold red and
  green, ``c=rg`` exactly those, ``c<=rg`` none but those; ``id:`` (``identity``) the
  colour identity (903.4: mana symbols of the costs and rules texts, colour indicators),
  ``id:`` meaning "within" as on Scryfall;
- ``mv`` (``cmc``), ``pow``, ``tou`` (``power``, ``toughness``) with ``=``, ``:``, ``!=``,
  ``<``, ``<=``, ``>``, ``>=`` and a whole number: the mana value by the layout's rule
  (709.4 split, 712.8g meld results; a card's own face otherwise), a face's power or
  toughness (``*`` counts as 0, as on Scryfall);
- terms side by side must all hold; ``or`` between them, either; ``-`` before a term or a
  parenthesised group, not; parentheses group.

Anything else (Scryfall's ``r:``, ``set:``, ``is:``...) is refused with the column where it
stands. Each hit says how its rules are known: ``hand-checked`` (a card file of the library),
``drafted in full`` (drafted from its Oracle text, every sentence read), ``drafted with text
left`` (some sentences left as text, which the engines ignore, listed), or ``not drafted``
when the drafter refuses the card's data (the reason listed).
"""
from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cache, cached_property
from typing import Any

from lark import Lark, Token, Transformer, UnexpectedInput
from lark.exceptions import VisitError

from mtglogic.drafting.corpus_cards import OracleCards
from mtglogic.errors import InputError
from mtglogic.loading.cache_folder import Origin, keep_cached_text, read_cached_text
from mtglogic.loading.card_index import folder_signature
from mtglogic.loading.cards import CardLibrary, builtin_library, colors_of_cost, mana_value_of
from mtglogic.loading.oracle_files import Keep, Record, face_names
from mtglogic.loading.paths import data_root
from mtglogic.loading.rulesets import load_ruleset
from mtglogic.loading.yamlio import YAML_SUFFIXES
from mtglogic.model.cards import CardDef, CardFace
from mtglogic.model.ruleset import DEFAULT_RULESET
from mtglogic.model.terms import COLOR_SYMBOLS
from mtglogic.names import close_names
from mtglogic.node import Node
from mtglogic.text import type_line as printed_type_line

HAND_CHECKED = "hand-checked"
DRAFTED_IN_FULL = "drafted in full"
TEXT_LEFT = "drafted with text left"
NOT_DRAFTED = "not drafted"  # the drafter refused its card data (the reason is listed)
SEARCH_KIND = "search-views-1"  # the cache of the library's views; changes with their form
TEXT_FIELDS = {"o": "text", "oracle": "text", "t": "type", "type": "type", "n": "name",
               "name": "name", "k": "keyword", "keyword": "keyword"}
COLOR_FIELDS = {"c": "colors", "color": "colors", "colour": "colors", "id": "identity",
                "identity": "identity", "ci": "identity"}
NUMBER_FIELDS = {"mv": "mana_value", "cmc": "mana_value", "manavalue": "mana_value",
                 "pow": "power", "power": "power", "tou": "toughness", "toughness": "toughness"}
KNOWN = "c:, id:, t:, o:, k:, n:, mv, pow, tou (with = < > <= >= !=), or, -, ( ), !\"name\""
LETTER_OF = {name: letter.upper() for letter, name in COLOR_SYMBOLS.items()}
COLOR_WORDS = {**{letter.lower(): letter.upper() for letter in COLOR_SYMBOLS}, **LETTER_OF}
GRAMMAR = r"""
?start: disjunction
?disjunction: conjunction (_OR conjunction)*
?conjunction: unary+
?unary: "-" atom -> negated
      | atom
?atom: "(" disjunction ")"
     | "!" (QUOTED | WORD) -> exact
     | FIELD (QUOTED | VALUE) -> field
     | QUOTED -> word
     | WORD -> word
_OR.3: /or(?![^\s()])/i
FIELD.2: /[a-z]+(:|!=|>=|<=|=|<|>)/i
QUOTED: /"[^"]*"/
VALUE: /[^\s()"]+/
WORD: /[^\s()"!\-][^\s()"]*/
%ignore /\s+/
"""
Test = Callable[["Seen"], bool]


@dataclass(frozen=True)
class Face:
    """What a search reads of one face: its type line, text and stats."""

    type_line: str
    text: str
    power: str | None = None
    toughness: str | None = None


class Seen:
    """What a search reads of a card: its names, faces, colours, identity and mana value,
    each worked out the first time a term asks for it."""

    def __init__(self, name: str, names: tuple[str, ...], type_line: str,
                 faces: tuple[Face, ...]) -> None:
        self.name = name
        self.names = names
        self.type_line = type_line
        self.faces = faces

    @cached_property
    def colors(self) -> frozenset[str]:
        raise NotImplementedError  # given by each kind of view

    @cached_property
    def identity(self) -> frozenset[str]:
        raise NotImplementedError

    @cached_property
    def mana_value(self) -> int:
        raise NotImplementedError

    def data(self) -> dict[str, Any]:
        """As JSON keeps it (``library_views``)."""
        return {"name": self.name, "names": list(self.names), "type_line": self.type_line,
                "faces": [list(vars(face).values()) for face in self.faces],
                "colors": sorted(self.colors), "identity": sorted(self.identity),
                "mana_value": self.mana_value}


class KeptSeen(Seen):
    """A card's view as a cache kept it."""

    def __init__(self, data: dict[str, Any]) -> None:
        super().__init__(str(data["name"]), tuple(data["names"]), str(data["type_line"]),
                         tuple(Face(*face) for face in data["faces"]))
        self.__dict__.update(colors=frozenset(data["colors"]),
                             identity=frozenset(data["identity"]),
                             mana_value=int(data["mana_value"]))


@dataclass(frozen=True)
class Hit:
    """A card found: its name, type line, how its rules are known, what was left as text."""

    name: str
    type_line: str
    status: str
    ignored: tuple[str, ...] = ()


@cache
def _parser() -> Lark:
    return Lark(GRAMMAR, parser="lalr", maybe_placeholders=False)


@cache
def keywords() -> tuple[str, ...]:
    """The keyword abilities the default ruleset lists (702), longest first."""
    words = load_ruleset(DEFAULT_RULESET).section("keyword_abilities")["words"]
    return tuple(sorted((w.lower() for w in words.as_str_list()), key=len, reverse=True))


def _text(token: Token) -> str:
    value = str(token)
    return value[1:-1] if value.startswith('"') else value


def _field_head(head: Token) -> tuple[str, str]:
    """A field term's key and operator (``o:`` -> ``("o", ":")``, ``mv>=`` -> ``("mv", ">=")``)."""
    key, op = re.match(r"([a-z]+)(.*)", str(head).lower()).groups()  # type: ignore[union-attr]
    return key, op


def _located(query: str, column: int, message: str) -> InputError:
    return InputError(f"query {query!r}, column {column}: {message}")


def _holds(where: Callable[[Seen], list[str]], text: str) -> Test:
    folded = text.casefold()
    return lambda card: any(folded in value.casefold() for value in where(card))


def _compare(op: str, left: int, right: int) -> bool:
    return {":": left == right, "=": left == right, "!=": left != right, "<": left < right,
            "<=": left <= right, ">": left > right, ">=": left >= right}[op]


def _set_compare(op: str, have: frozenset[str], want: frozenset[str]) -> bool:
    return {":": have >= want, ">=": have >= want, "=": have == want, "!=": have != want,
            "<=": have <= want, "<": have < want, ">": have > want}[op]


class Terms(Transformer[Token, Test]):
    """A query's parse tree as one test of a card."""

    def __init__(self, query: str) -> None:
        super().__init__()
        self.query = query
        self.exact_names: list[str] = []

    def disjunction(self, tests: list[Test]) -> Test:
        return lambda card: any(test(card) for test in tests)

    def conjunction(self, tests: list[Test]) -> Test:
        return lambda card: all(test(card) for test in tests)

    def negated(self, tests: list[Test]) -> Test:
        return lambda card: not tests[0](card)

    def word(self, tokens: list[Token]) -> Test:
        return _holds(lambda card: [card.name], _text(tokens[0]))

    def exact(self, tokens: list[Token]) -> Test:
        wanted = _text(tokens[0]).casefold()
        self.exact_names.append(wanted)
        return lambda card: any(name.casefold() == wanted for name in card.names)

    def field(self, tokens: list[Token]) -> Test:
        head, value = tokens
        key, op = _field_head(head)
        text = _text(value)
        if key in TEXT_FIELDS and op == ":":
            return self._text_field(TEXT_FIELDS[key], text)
        if key in COLOR_FIELDS:
            return self._colors(COLOR_FIELDS[key], op, text, value)
        if key in NUMBER_FIELDS:
            return self._number(NUMBER_FIELDS[key], op, text, value)
        what = f"{key}{op}" if key in TEXT_FIELDS else f"{key}:"
        raise _located(self.query, head.column or 0,
                       f"{what!r} is not a search mtglogic reads; it reads {KNOWN}")

    def _text_field(self, field: str, text: str) -> Test:
        if field == "keyword":
            wanted = text.casefold()
            return lambda card: any(wanted in face_keywords(face.text) for face in card.faces)
        if field == "name":
            return _holds(lambda card: [card.name], text)
        if field == "type":
            return _holds(lambda card: [face.type_line for face in card.faces], text)
        return _holds(lambda card: [face.text for face in card.faces], text)

    def _colors(self, field: str, op: str, text: str, token: Token) -> Test:
        folded = text.casefold()
        if folded in ("c", "colorless", "colourless"):
            want: frozenset[str] = frozenset()
            if op == ":":
                op = "="
        elif folded in ("m", "multicolor", "multicolour", "multicolored"):
            return lambda card: len(getattr(card, field)) >= 2
        elif folded in COLOR_WORDS:
            want = frozenset(COLOR_WORDS[folded])
        elif all(letter in "wubrg" for letter in folded):
            want = frozenset(folded.upper())
        else:
            raise _located(self.query, token.column or 0,
                           f"{text!r} is no colour: write letters of wubrg, c (colourless), "
                           "m (multicoloured) or a colour's name")
        if field == "identity" and op == ":":
            op = "<="  # Scryfall's id: means "within"
        return lambda card: _set_compare(op, getattr(card, field), want)

    def _number(self, field: str, op: str, text: str, token: Token) -> Test:
        if not re.fullmatch(r"-?\d{1,9}", text):
            raise _located(self.query, token.column or 0,
                           f"{text!r} is not a whole number to compare with")
        wanted = int(text)
        if field == "mana_value":
            return lambda card: _compare(op, card.mana_value, wanted)
        return lambda card: any(_compare(op, stat, wanted) for face in card.faces
                                if (stat := _stat(getattr(face, field))) is not None)


def _always(raw: str) -> bool:
    return True


def _written_in(text: str) -> Keep:
    """A text that a card meeting the term holds in one of its record's strings: in the
    record's JSON text as well, unless JSON escapes a character of it."""
    folded = text.casefold()
    if not folded or any(c in '"\\' or c < " " for c in folded):
        return _always
    return lambda raw: folded in raw


class Needs(Transformer[Token, Keep]):
    """What a card meeting the query must hold in its record's JSON text (casefolded):
    the text of each name, type or Oracle term; nothing for the other terms, nor under a
    "-". A test of the raw text, so that the records of cards that cannot meet the query
    are not decoded (``mtglogic.loading.oracle_files.Keep``)."""

    def disjunction(self, needs: list[Keep]) -> Keep:
        return lambda raw: any(need(raw) for need in needs)

    def conjunction(self, needs: list[Keep]) -> Keep:
        return lambda raw: all(need(raw) for need in needs)

    def negated(self, needs: list[Keep]) -> Keep:
        return _always

    def word(self, tokens: list[Token]) -> Keep:
        return _written_in(_text(tokens[0]))

    def exact(self, tokens: list[Token]) -> Keep:
        return _written_in(_text(tokens[0]))

    def field(self, tokens: list[Token]) -> Keep:
        head, value = tokens
        key, op = _field_head(head)
        if TEXT_FIELDS.get(key) in ("text", "type", "name") and op == ":":
            return _written_in(_text(value))
        return _always  # a keyword is read from text less its reminders; numbers, colours


@dataclass(frozen=True)
class Query:
    """A query read: its test of a card, the exact names it asks for, and what a card's
    record must hold to meet it."""

    test: Test
    exact_names: tuple[str, ...] = ()
    needs: Keep = _always

    def __call__(self, card: Seen) -> bool:
        return self.test(card)

    def narrowed(self, found: dict[str, tuple[Seen, bool]]) -> dict[str, tuple[Seen, bool]]:
        """The cards found, less those found by another card's face of an exact name when a
        card of that name of its own was found too (Raise Dead the sorcery, not Cheerful
        Osteomancer's prepare spell), as names are looked up everywhere."""
        kept = dict(found)
        for wanted in self.exact_names:
            if any(name.casefold() == wanted for name, _ in kept.items()):
                kept = {name: entry for name, entry in kept.items()
                        if name.casefold() == wanted or
                        all(n.casefold() != wanted for n in entry[0].names)}
        return kept


def parse_query(query: str) -> Query:
    """The test a query makes of a card; a term outside the subset, or a query that does
    not parse, is an error saying the column."""
    if not query.strip():
        raise InputError("the query has no term: give words of a name, o:TEXT or t:TYPE")
    try:
        tree = _parser().parse(query)
    except UnexpectedInput as error:
        column = getattr(error, "column", 0) or 0
        if query.count('"') % 2:
            raise _located(query, query.rfind('"') + 1, "a quote is not closed") from None
        raise _located(query, column, f"cannot read the query here (it reads {KNOWN})"
                       ) from None
    terms = Terms(query)
    try:
        test: Test = terms.transform(tree)
    except VisitError as error:
        if isinstance(error.orig_exc, InputError):
            raise error.orig_exc from None
        raise
    return Query(test, tuple(terms.exact_names), Needs().transform(tree))


def _stat(value: str | None) -> int | None:
    """A power or toughness as a number: ``*`` counts as 0, ``1+*`` as 1 (Scryfall's way)."""
    if value is None:
        return None
    number = re.match(r"^[+-]?\d+", value.strip())
    return int(number.group()) if number else 0 if "*" in value else None


_REMINDER = re.compile(r"\([^()]*\)")


def face_keywords(text: str) -> set[str]:
    """The keyword abilities of a face: the words of its lines made only of keywords
    ("Flying, vigilance", "Ward {2}", "Protection from red")."""
    found: set[str] = set()
    for line in text.split("\n"):
        pieces = [p.strip().casefold() for p in _REMINDER.sub("", line).split(",")]
        named = [next((k for k in keywords() if p == k or p.startswith(k + " ")), None)
                 for p in pieces if p]
        if named and all(named):
            found.update(k for k in named if k)
    return found


def _letters(colors: frozenset[str]) -> frozenset[str]:
    return frozenset(LETTER_OF[c] for c in colors if c in LETTER_OF)


def _cost_colors(text: str) -> frozenset[str]:
    return _letters(colors_of_cost(_REMINDER.sub("", text)))


def _mana_value(cost: str) -> int:
    return mana_value_of(cost, Node(cost, "<search>", "", None)) if cost else 0


class RecordSeen(Seen):
    """What a search reads of an Oracle record, each value by its layout's rule."""

    def __init__(self, record: Record) -> None:
        self.record = record
        self.all_faces = record.get("card_faces") or [record]
        faces = tuple(Face(str(f.get("type_line", "")), str(f.get("oracle_text", "")),
                           f.get("power"), f.get("toughness")) for f in self.all_faces)
        super().__init__(str(record["name"]), tuple(face_names(record)),
                         " // ".join(face.type_line for face in faces), faces)

    @property
    def own(self) -> list[Record]:
        """The faces whose characteristics are the card's (709.4: a split card's both)."""
        split = self.record.get("layout") == "split"
        return self.all_faces if split else self.all_faces[:1]

    @cached_property
    def colors(self) -> frozenset[str]:
        return frozenset().union(*(_own_colors(face) for face in self.own))

    @cached_property
    def identity(self) -> frozenset[str]:
        """903.4: the mana symbols of its costs and rules texts, its colour indicators."""
        return self.colors.union(*(
            _cost_colors(str(f.get("mana_cost", "")) + str(f.get("oracle_text", "")))
            | _indicator(f) for f in self.all_faces))

    @cached_property
    def mana_value(self) -> int:
        """A meld result's parts' (712.8g), a split card's halves' (709.4), else its own."""
        parts = self.record.get("meld_parts") or []
        costs = [p.get("mana_cost", "") for p in parts] if parts else \
            [f.get("mana_cost", "") for f in self.own]
        return sum(_mana_value(str(cost)) for cost in costs)


def _indicator(face: Record) -> frozenset[str]:
    return frozenset(face.get("color_indicator") or [])


def _own_colors(face: Record) -> frozenset[str]:
    """A face's colours: its indicator's (204), else its cost's (202.2)."""
    return _indicator(face) or _cost_colors(str(face.get("mana_cost", "")))


def _face_seen(face: CardFace) -> Face:
    line = printed_type_line(face.supertypes, face.card_types, sorted(face.subtypes))
    return Face(line, face.text, None if face.power is None else str(face.power),
                None if face.toughness is None else str(face.toughness))


def card_seen(card: CardDef) -> Seen:
    """What a search reads of a library card."""
    faces = card.faces or (card,)
    names = tuple(dict.fromkeys([card.name, *(f.name for f in card.faces)]))
    seen_faces = tuple(_face_seen(f) for f in faces)
    seen = Seen(card.name, names, " // ".join(f.type_line for f in seen_faces), seen_faces)
    identity = frozenset().union(*(_cost_colors(f.mana_cost + f.text) | _letters(f.colors)
                                   for f in faces))
    seen.__dict__.update(colors=_letters(card.colors),
                         identity=identity | _letters(card.colors),
                         mana_value=card.mana_value)
    return seen


def library_views(library: CardLibrary) -> dict[str, Seen]:
    """What a search reads of each card of the built-in library, kept in the cache folder
    under the signature of its card files (their names, sizes and times): the cards are
    read once, not at each search."""
    folder = data_root() / "cards"
    paths = sorted(p for p in folder.iterdir() if p.suffix in YAML_SUFFIXES)
    origin = Origin.of(SEARCH_KIND, folder_signature(paths))
    name = f"search-{origin.key()}.json"
    text = read_cached_text(name, origin)  # checked: what it was made from, whole
    try:
        if text is not None:
            return {name: KeptSeen(view) for name, view in json.loads(text).items()}
    except (ValueError, KeyError, TypeError, AttributeError, RecursionError):
        pass
    builtin = builtin_library()
    views = {name: card_seen(builtin.get(name)) for name in builtin.names()}
    keep_cached_text(name, origin, json.dumps({n: v.data() for n, v in views.items()}))
    return views


def candidates(library: CardLibrary, corpus: OracleCards,
               needs: Keep | None = None) -> Iterator[tuple[Seen, bool]]:
    """Every card: the library's (hand-checked), then those of the Oracle sources it
    lacks, each source's before the next one's (with ``needs``, less records that cannot
    meet the query)."""
    builtin = builtin_library()
    kept = library_views(library)
    names = set(library.names())
    for name in sorted(names):
        if library.holder(name) is builtin and name in kept:
            yield kept[name], True
            continue
        card = library.listed(name)
        if card is not None:
            yield card_seen(card), True
    folded = {name.casefold() for name in names}
    for index in corpus.indexes():
        for record in index.records(needs):
            if str(record["name"]).casefold() not in folded:
                yield RecordSeen(record), False


def search(library: CardLibrary, corpus: OracleCards, query: str,
           limit: int) -> tuple[list[Hit], int]:
    """The first ``limit`` cards meeting the query, by name (library first on a tie), each
    drafted to say how its rules are known; and how many cards met it in all."""
    test = parse_query(query)
    found: dict[str, tuple[Seen, bool]] = {}
    for seen, checked in candidates(library, corpus, test.needs):
        if seen.name not in found and test(seen):
            found[seen.name] = (seen, checked)
    found = test.narrowed(found)
    hits = []
    for name in sorted(found)[:limit]:
        seen, checked = found[name]
        if checked:
            hits.append(Hit(name, seen.type_line, HAND_CHECKED))
            continue
        try:
            corpus.find(name)
        except InputError as error:
            hits.append(Hit(name, seen.type_line, NOT_DRAFTED, (error.message,)))
            continue
        drafted = corpus.drafted[name.casefold()]
        hits.append(Hit(name, seen.type_line, TEXT_LEFT if drafted.ignored else DRAFTED_IN_FULL,
                        drafted.ignored))
    return hits, len(found)


def name_words(query: str) -> str:
    """The query's plain words (the name it may be), for close names."""
    return " ".join(w for w in re.findall(r'(?<![:!\w-])[^\s()":!<>=-][^\s()":<>=]*', query)
                    if w.lower() != "or")


def suggestions(library: CardLibrary, corpus: OracleCards, query: str) -> list[str]:
    """Names close to the query's name words, when nothing met it."""
    words = name_words(query)
    if not words:
        return []
    return close_names(words, library.names() + corpus.names())
