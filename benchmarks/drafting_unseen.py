"""The drafter on cards it was not tuned to (issue 39 item 5): a sample of an installed card
file's cards that are not in the built-in corpus.

The sample is drawn by a fixed rule, written before any draft was looked at: the cards of
the file (``mtglogic cards update``'s, or ``--unseen FILE``) whose own name is neither in
the built-in corpus nor in the hand-checked library, ordered by the SHA-256 of their name
(an order no card's text decides), the first ``--unseen-size`` of them (200).

Each card is drafted as every command drafts it (``mtglogic.drafting.record_drafts``, every
layout as printed) and read by the card loader, and counted as:

- *drafted*: every sentence read;
- *declined with a warning*: some sentence left as text (what a command says before
  answering), its family counted (``drafting_corpus.family``);
- *wrong*: the drafter failed, or the loader refused its draft (a drafter bug); a refusal of
  the card's data (a power printed ``½``) is counted apart. Whether a draft that loads means
  what its card says is what the hand sample judges (``tests/drafting/hand_sample.py``).
"""
from __future__ import annotations

import gzip
import hashlib
import json
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from drafting_corpus import family

from mtglogic.drafting.drafter import subtypes_known
from mtglogic.drafting.oracle import Normalizer, rules_text
from mtglogic.drafting.record_drafts import drafted_file
from mtglogic.errors import InputError, MtglogicError
from mtglogic.loading.card_index import FolderIndex
from mtglogic.loading.cards import parse_card
from mtglogic.loading.installed_cards import installed_file
from mtglogic.loading.oracle_files import Record, file_records
from mtglogic.loading.paths import corpus_file, data_root
from mtglogic.node import Node

SIZE = 200


@dataclass
class Unseen:
    """What the sample came to."""

    source: str
    eligible: int = 0
    drafted: list[str] = field(default_factory=list)
    declined: list[str] = field(default_factory=list)
    wrong: list[str] = field(default_factory=list)
    refused: list[str] = field(default_factory=list)  # the card's data, not the drafter
    families: Counter[str] = field(default_factory=Counter)


def corpus_names() -> set[str]:
    with gzip.open(corpus_file(), "rt", encoding="utf-8") as lines:
        return {json.loads(line)["name"] for line in lines if line.strip()}


def sample(records: list[Record], size: int = SIZE) -> tuple[list[Record], int]:
    """The fixed rule: the file's cards the corpus and the library lack, by the hash of
    their name; the sample and how many cards were eligible."""
    known = corpus_names() | set(FolderIndex(data_root() / "cards").files())
    eligible = [r for r in records if r["name"] not in known]
    eligible.sort(key=lambda r: hashlib.sha256(r["name"].encode("utf-8")).hexdigest())
    return eligible[:size], len(eligible)


def measure(path: Path, size: int = SIZE) -> Unseen:
    chosen, eligible = sample(file_records(path), size)
    found = Unseen(str(path), eligible)
    subtypes = subtypes_known()
    for record in chosen:
        name = record["name"]
        try:
            made = drafted_file(record)
        except InputError as error:
            found.refused.append(f"{name}: {error.message}")
            continue
        except Exception as error:  # a drafter failure is what is counted
            found.wrong.append(f"{name}: the drafter failed: {error!r}")
            continue
        try:
            parse_card(Node(made.file, "<unseen>", "", None))
        except MtglogicError as error:
            found.wrong.append(f"{name}: the loader refused the draft: {error}")
            continue
        if not made.ignored:
            found.drafted.append(name)
            continue
        found.declined.append(name)
        normalizer = Normalizer(name, subtypes)
        for sentence in made.ignored:
            rules = rules_text(sentence)
            kind, scope = family(normalizer.sentence(rules).form, rules)
            found.families[f"{scope}: {kind}"] += 1
    return found


def report(found: Unseen, top: int = 15) -> list[str]:
    total = len(found.drafted) + len(found.declined) + len(found.wrong) + len(found.refused)
    out = [f"unseen cards: {total} of the {found.eligible} cards of {found.source} that the "
           "built-in corpus and the library lack (fixed rule: by the SHA-256 of the name)",
           f"  drafted: {len(found.drafted)}, declined with a warning: {len(found.declined)}, "
           f"wrong: {len(found.wrong)}, card data refused: {len(found.refused)}"]
    for line in found.wrong:
        out.append(f"  - wrong: {line}")
    if found.families:
        out.append("  sentences left as text, by family, most first:")
        out += [f"    {n:4}  {name}" for name, n in found.families.most_common(top)]
    return out


def default_file() -> Path | None:
    """The installed card file, if any."""
    return installed_file()
