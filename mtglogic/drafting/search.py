"""Finding cards as judges do: Scryfall-like terms over the library and the Oracle corpus.

A query is terms, all of which a card must meet: ``o:"can't be prevented"`` or ``o:word``
(its Oracle text holds it), ``t:aura`` (its type line holds it), ``n:word`` or a bare word
(its name holds it), any case; a term led by ``-`` must not hold. Each hit says how its
rules are known: ``hand-checked`` (a card file of the library), ``drafted in full`` (drafted
from its Oracle text, every sentence read) or ``drafted with text left`` (some sentences
left as text, which the engines ignore, listed); ``not drafted`` when the drafter refuses
the card's data (the reason listed).
"""
from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from mtglogic.drafting.corpus_cards import OracleCards
from mtglogic.errors import InputError
from mtglogic.loading.cards import CardLibrary
from mtglogic.model.cards import CardDef
from mtglogic.names import close_names
from mtglogic.text import type_line as printed_type_line

HAND_CHECKED = "hand-checked"
DRAFTED_IN_FULL = "drafted in full"
TEXT_LEFT = "drafted with text left"
NOT_DRAFTED = "not drafted"  # the drafter refused its card data (the reason is listed)
FIELDS = {"o": "text", "oracle": "text", "t": "type", "type": "type", "n": "name",
          "name": "name"}
_TERM = re.compile(r'(-?)(?:(\w+):)?(?:"([^"]*)"|(\S+))')


@dataclass(frozen=True)
class Term:
    """One term of a query: the field it reads, the text it looks for, and whether the
    card must not hold it."""

    field: str
    text: str
    negated: bool = False


@dataclass(frozen=True)
class Hit:
    """A card found: its name, type line, how its rules are known, what was left as text."""

    name: str
    type_line: str
    status: str
    ignored: tuple[str, ...] = ()


@dataclass(frozen=True)
class Seen:
    """What a search reads of a card: its name, type line and Oracle text."""

    name: str
    type_line: str
    text: str


def parse_query(query: str) -> list[Term]:
    """The terms of a query; an unknown field or an unclosed quote is an error."""
    if query.count('"') % 2:
        raise InputError(f"query {query!r}: a quote is not closed")
    terms = []
    for match in _TERM.finditer(query):
        negated, key, quoted, bare = match.groups()
        text = quoted if quoted is not None else bare
        if key is not None and key.lower() not in FIELDS:
            raise InputError(f"query {query!r}: unknown field {key + ':'!r}; known: o:, t:, n:")
        field = FIELDS[key.lower()] if key is not None else "name"
        if text:
            terms.append(Term(field, text.casefold(), bool(negated)))
    if not terms:
        raise InputError("the query has no term: give words of a name, o:TEXT or t:TYPE")
    return terms


def meets(card: Seen, terms: list[Term]) -> bool:
    for term in terms:
        where = {"name": card.name, "type": card.type_line, "text": card.text}[term.field]
        if (term.text in where.casefold()) == term.negated:
            return False
    return True


def _library_card(card: CardDef) -> Seen:
    line = printed_type_line(card.supertypes, card.card_types, sorted(card.subtypes))
    return Seen(card.name, line, card.text)


def candidates(library: CardLibrary, corpus: OracleCards) -> Iterator[tuple[Seen, bool]]:
    """Every card: the library's (hand-checked), then the corpus's it lacks."""
    for name in library.names():
        card = library.listed(name)
        if card is not None:
            yield _library_card(card), True
    for index in corpus.indexes():
        for record in index.records():
            if library.listed(str(record["name"])) is None:
                faces = record.get("card_faces") or [record]
                text = "\n".join(str(f.get("oracle_text") or "") for f in faces)
                yield Seen(str(record["name"]), str(record.get("type_line") or ""), text), False


def search(library: CardLibrary, corpus: OracleCards, query: str,
           limit: int) -> tuple[list[Hit], int]:
    """The first ``limit`` cards meeting the query, by name (library first on a tie), each
    drafted to say how its rules are known; and how many cards met it in all."""
    terms = parse_query(query)
    found: dict[str, tuple[Seen, bool]] = {}
    for seen, checked in candidates(library, corpus):
        if seen.name not in found and meets(seen, terms):
            found[seen.name] = (seen, checked)
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


def suggestions(library: CardLibrary, corpus: OracleCards, query: str) -> list[str]:
    """Names close to the query's name words, when nothing met it."""
    words = " ".join(t.text for t in parse_query(query) if t.field == "name" and not t.negated)
    if not words:
        return []
    return close_names(words, library.names() + corpus.names())
