"""Boards built for each pair of words where one writes what the other reads.

A writer is an effect part; a reader is a selector key, a condition, a value or an effect
part. For each pair whose declared writes touch the declared reads, and that can meet in
one layer (a reader part of the writer's kind, or a selector, condition or value carried
by a part of that kind), small boards put the two effects together so that the writer
could change the reader's existence, text, set of objects or action: the writer applies to
everything or only to the reader's source, before or after it in timestamp order, in
either ruleset. The fast dependency path must agree with the literal definition on all of
them (test_layers_pairs.py runs one board of each pair; ``python
tests/layers/pairwise_boards.py`` runs every board and prints the counts).
"""
from __future__ import annotations

import itertools
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from vocabulary_boards import CHOICES, PLAYERS, creature, uses

import mtglogic
from mtglogic.loading.yamlio import dump_json
from mtglogic.node import Node
from mtglogic.vocabulary.compiler import compile_part, condition_reads, selector_reads, value_reads
from mtglogic.vocabulary.fields import touches
from mtglogic.vocabulary.registry import CONDITIONS, PARTS, SELECTORS, VALUES

RULESETS = ("cr-2011", "cr-2026")
# A part of each kind, to carry a selector, a condition or a value into that layer.
CARRIERS = {"copy": {"copy": {"of": "clone-target"}}, "face_down": {"face_down": True},
            "control": {"control": "opponent"},
            "text_change": {"text_change": {"from": "green", "to": "red"}},
            "types": {"add_types": ["artifact"]}, "colors": {"add_colors": ["white"]},
            "abilities": {"add_abilities": ["vigilance"]}, "pt_set": {"set_pt": [1, 4]},
            "pt_modify": {"modify_pt": [1, 0]}, "pt_switch": {"switch_pt": True},
            "as_enters": {"becomes_chosen": {"choice": "form",
                                             "options": {"big": {"set_pt": [3, 3]}}}}}


@dataclass(frozen=True)
class Reader:
    """A reader word used once: what it is, what it reads, and the static ability it makes
    given the kind of part it must meet in (None when it cannot meet that kind)."""

    family: str
    use: dict[str, Any]
    reads: frozenset[str]
    kind: str | None  # a part reader's own kind; None for words carried by any part

    def ability(self, kind: str) -> dict[str, Any] | None:
        if self.kind is not None:
            return {"applies_to": {}, "effects": [self.use]} if self.kind == kind else None
        carrier = CARRIERS[kind]
        if self.family == "selector":
            return {"applies_to": self.use, "effects": [carrier]}
        if self.family == "condition":
            return {"applies_to": {}, "condition": self.use, "effects": [carrier]}
        return {"applies_to": {}, "condition": {"ge": [self.use, 1]}, "effects": [carrier]}


def readers() -> list[Reader]:
    found = [Reader("selector", u, selector_reads(Node(u, "<pairs>")), None)
             for u in uses(SELECTORS)]
    found += [Reader("condition", u, condition_reads(Node(u, "<pairs>")), None)
              for u in uses(CONDITIONS)]
    found += [Reader("value", u, value_reads(Node(u, "<pairs>")), None) for u in uses(VALUES)]
    for u in uses(PARTS):
        part = compile_part(Node(u, "<pairs>"), False, "pairs")
        found.append(Reader("part", u, part.reads | {"abilities"}, part.kind))
    return found


def writers() -> list[tuple[dict[str, Any], frozenset[str], str]]:
    found = []
    for u in uses(PARTS):
        part = compile_part(Node(u, "<pairs>"), False, "pairs")
        found.append((u, part.writes, part.kind))
    return found


def pairs() -> Iterator[tuple[dict[str, Any], Reader, dict[str, Any]]]:
    """(writer use, reader, the reader's ability) for every pair that can meet in a layer.
    A reader that reads nothing a writer writes is still paired with the writers that can
    reach its source's abilities (its existence and text)."""
    for (w_use, w_writes, kind), reader in itertools.product(writers(), readers()):
        ability = reader.ability(kind)
        if ability is None:
            continue
        if touches(w_writes, reader.reads | {"abilities", "zone", "controller"}):
            yield w_use, reader, ability


def board(writer: dict[str, Any], reader: dict[str, Any], writer_first: bool,
          aimed: bool) -> dict[str, Any]:
    """Two named creatures, lands and an artifact, the reader's source and the writer's;
    ``aimed``: the writer applies only to the reader's source, else to every permanent."""
    w_stamp, r_stamp = (10, 11) if writer_first else (11, 10)
    objects = [
        creature("bears", "Grizzly Bears", 1, controller="you"),
        creature("clone-target", "Clone Target", 2, controller="opponent",
                 abilities=["flying"], counters={"+1/+1": 1}),
        {"id": "forest", "name": "Forest", "types": ["land"], "supertypes": ["basic"],
         "subtypes": ["Forest"], "timestamp": 3},
        {"id": "desert", "name": "Desert", "types": ["land"], "subtypes": ["Desert"],
         "timestamp": 4},
        {"id": "relic", "name": "Relic", "types": ["artifact"], "colors": ["blue"],
         "timestamp": 5, "abilities": ["flying"]},
        {"id": "reader", "name": "Reader", "types": ["enchantment"], "colors": ["green"],
         "timestamp": r_stamp, "attached_to": "bears", "choices": dict(CHOICES),
         "abilities": [{"static": reader}]},
        {"id": "writer", "name": "Writer", "types": ["enchantment"], "timestamp": w_stamp,
         "choices": dict(CHOICES),
         "abilities": [{"static": {"applies_to": {"ids": ["reader"]} if aimed else {},
                                   "effects": [writer]}}]},
    ]
    return {"players": PLAYERS, "active_player": "you", "objects": objects}


VARIANTS = list(itertools.product((True, False), (False, True), RULESETS))


def agree(data: dict[str, Any], ruleset: str) -> bool:
    scenario = mtglogic.load_scenario(data, ruleset)
    fast = mtglogic.compute_layers(scenario)
    literal = mtglogic.compute_layers(scenario, dependency="literal")
    return dump_json(mtglogic.to_json(fast)) == dump_json(mtglogic.to_json(literal))


def main() -> None:
    """Every variant of every pair: print the counts and each mismatch."""
    start = time.perf_counter()
    found = list(pairs())
    boards = mismatches = 0
    for writer, reader, ability in found:
        for writer_first, aimed, ruleset in VARIANTS:
            boards += 1
            if not agree(board(writer, ability, writer_first, aimed), ruleset):
                mismatches += 1
                print(f"MISMATCH {ruleset} writer={writer} reader={reader.use} "
                      f"writer_first={writer_first} aimed={aimed}")
    writer_words = {next(iter(w)) for w, _, _ in found}
    reader_words = {(r.family, next(iter(r.use))) for _, r, _ in found}
    print(f"pairs: {len(found)} (writer words {len(writer_words)}, reader words "
          f"{len(reader_words)}); boards: {boards}; mismatches: {mismatches}; "
          f"{time.perf_counter() - start:.0f} s")


if __name__ == "__main__":
    main()
