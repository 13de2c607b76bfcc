"""Every real card by name: Oracle data files as a card source, each card drafted when named.

The sources are the user's Oracle files (``--oracle FILE``, ``MTGLOGIC_ORACLE``), first
given first, then the package's corpus (``mtglogic/data/oracle-cards.jsonl.gz``): the
first that knows a name answers, so a user's newer text replaces the corpus's. Each is read
through its index (``mtglogic.loading.oracle_index``), opened only when a name falls through
the card library. A named card is drafted from its Oracle text (``mtglogic.drafting.draft``)
and read by the card loader, the judge of every card file. What the drafter left as text is
said: each such sentence is an ignored ability of the card, reported once per card through
``report`` (the command warns, lists it in ``--json``, or stops under ``--strict-cards``).

A card of two faces is drafted face by face when its layout is one the rules model (712
double-faced, 709 split, 715 adventure); of any other layout only the first face is read,
and the others are ignored abilities too.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mtglogic.budget import Budget
from mtglogic.drafting.draft import Draft, OracleCard, draft
from mtglogic.errors import InputError
from mtglogic.loading.cards import parse_card
from mtglogic.loading.oracle_files import Record
from mtglogic.loading.oracle_index import OracleIndex, content_key, stat_key
from mtglogic.loading.paths import corpus_file
from mtglogic.model.cards import LAYOUTS, CardDef
from mtglogic.model.terms import COLOR_SYMBOLS
from mtglogic.node import Node


@dataclass(frozen=True)
class DraftedCard:
    """A card drafted from its Oracle text, where the text came from, and what of it was
    left as text and so ignored."""

    card: CardDef
    source: str
    ignored: tuple[str, ...]


CORPUS = "the built-in Oracle corpus"  # the source of a card drafted from the package's data
Report = Callable[[DraftedCard], None]


def oracle_card(face: Record) -> OracleCard:
    """The drafter's view of one record (or face)."""
    def text(key: str) -> str | None:
        value = face.get(key)  # a mapping: a value the source computes, printed as * (208.2)
        return None if value is None else "*" if isinstance(value, dict) else str(value)

    indicator = face.get("color_indicator") or []
    colors = tuple(COLOR_SYMBOLS[c] for c in indicator if c in COLOR_SYMBOLS)
    return OracleCard(str(face["name"]), str(face.get("oracle_text") or ""),
                      str(face.get("type_line") or ""), str(face.get("mana_cost") or ""),
                      text("power"), text("toughness"), text("loyalty"), colors)


def face_drafts(record: Record, budget: Budget | None = None) -> list[Draft] | None:
    """The drafts of a record's two faces when its layout is one the rules model (712
    double-faced, 709 split and Rooms, 715 adventure), each face drafted on its own; None
    for a card of one face or of another layout."""
    faces = record.get("card_faces") or []
    if len(faces) == 2 and str(record.get("layout") or "normal") in LAYOUTS:
        return [draft(oracle_card(face), budget) for face in faces]
    return None


def faces_file(record: Record, drafts: list[Draft]) -> dict[str, Any]:
    """The card file of a card of two faces from the drafts of its faces: named "A // B"
    when split (709.4), else by its front face (712.8a: Scryfall names a double-faced card
    "Front // Back" too)."""
    layout = str(record["layout"])
    name = record["name"] if layout == "split" else drafts[0].card["name"]
    return {"name": name, "layout": layout, "faces": [d.card for d in drafts]}


def drafted_file(record: Record) -> tuple[dict[str, Any], list[str]]:
    """The card file drafted from a record, and the sentences left as text."""
    faces = record.get("card_faces") or []
    layout = str(record.get("layout") or "normal")
    drafts = face_drafts(record)
    if drafts is not None:
        return faces_file(record, drafts), [s for d in drafts for s in d.untranslated]
    first = draft(oracle_card(faces[0] if faces else record))
    others = [f"{face['name']} (a face of a {layout} card, not read)" for face in faces[1:]]
    if faces and first.card["name"] != record["name"]:
        first.card["name"] = record["name"]
    return first.card, first.untranslated + others


class OracleCards:
    """Cards of Oracle data files by name, drafted when named (a ``CardSource``)."""

    def __init__(self, files: Sequence[Path] = (), builtin: bool = True,
                 report: Report | None = None) -> None:
        self.files = list(files)
        self.builtin = builtin
        self.report = report
        self.drafted: dict[str, DraftedCard] = {}  # by name, any case folded
        self._indexes: list[OracleIndex] | None = None

    def indexes(self) -> list[OracleIndex]:
        """The sources' indexes, user files first (built at first use)."""
        if self._indexes is None:
            found = [OracleIndex.of(path, stat_key(path)) for path in self.files]
            corpus = corpus_file()
            if self.builtin and corpus.is_file():
                found.append(OracleIndex.of(corpus, content_key(corpus)))
            self._indexes = found
        return self._indexes

    def record(self, name: str) -> tuple[Record, Path] | None:
        for index in self.indexes():
            record = index.record(name)
            if record is not None:
                return record, index.source
        return None

    def find(self, name: str) -> CardDef | None:
        folded = name.casefold()
        if folded in self.drafted:
            return self.drafted[folded].card
        found = self.record(name)
        if found is None:
            return None
        record, source = found
        where = f"{source} [{record['name']}]"
        try:
            file, ignored = drafted_file(record)
            card = parse_card(Node(file, where, "", None))
        except InputError as error:
            raise InputError(f"card {record['name']!r} could not be drafted from its Oracle "
                             f"text: {error.message}", where) from None
        label = CORPUS if source == corpus_file() else str(source)
        drafted = DraftedCard(card, label, tuple(ignored))
        self.drafted[folded] = self.drafted[card.name.casefold()] = drafted
        if self.report is not None:
            self.report(drafted)
        return card

    def names(self) -> list[str]:
        return sorted({n for index in self.indexes() for n in index.names()})
