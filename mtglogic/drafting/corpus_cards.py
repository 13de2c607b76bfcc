"""Every real card by name: Oracle data files as a card source, each card drafted when named.

The sources are the user's Oracle files (``--oracle FILE``, ``MTGLOGIC_ORACLE``), first
given first, then the file ``mtglogic cards update`` installed, then the package's corpus
(``mtglogic/data/oracle-cards.jsonl.gz``): the first that knows a name answers, so a newer
text replaces an older one. Each is read through its index (``mtglogic.loading.oracle_index``
for a file, ``mtglogic.loading.corpus_index`` for the corpus), opened only when a name falls
through the card library. A named card is drafted from its Oracle text
(``mtglogic.drafting.drafter``), once per text and code version (``mtglogic.drafting.kept``),
and read by the card loader, the judge of every card file. What the drafter left as text is
said: each such sentence is an ignored ability of the card, reported once per card through
``report`` (the command warns, lists it in ``--json``, or stops under ``--strict-cards``).

Every layout is read as printed (``mtglogic.loading.oracle_files``): a card of two faces is
drafted face by face (712 double-faced, 709 split, 710 flip, 715 adventurer, 720 omen and
prepare cards), a meld result with its parts' mana costs (712.8g). A card whose source
holds no rules text, though its type line says it is no vanilla card (an instant, an
enchantment...), is said too: nothing of it is read.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from mtglogic.deferred import deferred
from mtglogic.errors import InputError
from mtglogic.loading.card_sources import Index
from mtglogic.loading.cards import parse_card
from mtglogic.loading.kept_drafts import CardDraft, KeptDrafts
from mtglogic.loading.oracle_files import Record
from mtglogic.model.cards import CardDef
from mtglogic.node import Node

# The drafter and its Oracle parser load only when a card must be drafted.
_drafted_file = deferred("mtglogic.drafting.record_drafts:drafted_file")


@dataclass(frozen=True)
class DraftedCard:
    """A card drafted from its Oracle text, where the text came from, and what of it was
    left as text and so ignored."""

    card: CardDef
    source: str
    ignored: tuple[str, ...]


Report = Callable[[DraftedCard], None]


def draft_record(record: Record) -> CardDraft:
    """The card file drafted from a record (``mtglogic.drafting.record_drafts``)."""
    made: CardDraft = _drafted_file()(record)
    return made


class OracleCards:
    """Cards of Oracle data files by name, drafted when named (a ``CardSource``): its
    indexes (``mtglogic.loading.card_sources.source_indexes``) are opened at first use,
    the first that knows a name answers; drafts are found in ``kept`` first."""

    def __init__(self, indexes: Callable[[], Sequence[Index]],
                 report: Report | None = None, kept: KeptDrafts | None = None) -> None:
        self._open = indexes
        self.report = report
        self.kept = kept
        self.drafted: dict[str, DraftedCard] = {}  # by name, any case folded
        self._indexes: list[Index] | None = None

    def indexes(self) -> list[Index]:
        """The sources' indexes, first given first (opened at first use)."""
        if self._indexes is None:
            self._indexes = list(self._open())
        return self._indexes

    def record(self, name: str) -> tuple[Record, Index] | None:
        for index in self.indexes():
            record = index.record(name)
            if record is not None:
                return record, index
        return None

    def find(self, name: str) -> CardDef | None:
        folded = name.casefold()
        if folded in self.drafted:
            return self.drafted[folded].card
        found = self.record(name)
        if found is None:
            return None
        record, index = found
        known = self.drafted.get(str(record["name"]).casefold())
        if known is not None:  # the same card by another of its names
            self.drafted[folded] = known
            return known.card
        where = f"{index.source} [{record['name']}]"
        try:
            made = self.draft(record)
            card = parse_card(Node(made.file, where, "", None))
        except InputError as error:
            raise InputError(f"card {record['name']!r} could not be drafted from its Oracle "
                             f"text: {error.message}", where) from None
        drafted = DraftedCard(card, index.label, tuple(made.ignored))
        for key in (folded, card.name.casefold(), str(record["name"]).casefold()):
            self.drafted[key] = drafted
        if self.report is not None:
            self.report(drafted)
        return card

    def draft(self, record: Record) -> CardDraft:
        """The draft of a record: kept from before, else drafted now (and kept)."""
        made = self.kept.get(record) if self.kept is not None else None
        if made is None:
            made = draft_record(record)
            if self.kept is not None:
                self.kept.keep(record, made)
        return made

    def names(self) -> list[str]:
        return sorted({n for index in self.indexes() for n in index.names()})
