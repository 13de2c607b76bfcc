"""The plan of an atlas run: the cards' profiles, every pair (and triple) met or pruned,
and the probes of those that meet, cut into batches, all decided before any board is built.

The plan is deterministic: cards sorted by name, pairs and triples in that order, probes
in that order, so the same cards always give the same probes, batches and key (a run is
resumed only with the plan it started with).
"""
from __future__ import annotations

import hashlib
import itertools
import json
import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from mtglogic.atlas.catalogue import Catalogue
from mtglogic.atlas.profiles import Profile, profile_of
from mtglogic.atlas.pruning import Meeting, meet_pair, meet_triple
from mtglogic.model.cards import CardDef
from mtglogic.version import JSON_FORMAT_VERSION

DEFAULT_BATCH = 200  # probes per batch: Dask's 0.2-1 ms per task is lost in a batch's time
GENERIC_FIELDS = frozenset({"abilities", "zone", "id"})  # read by (nearly) every static
PLAN_FORMAT = 2  # bumped when probes are built differently: an old state is not resumed


@dataclass(frozen=True)
class Plan:
    """What an atlas run does: its meetings (pruned ones included) and its probes."""

    ruleset: str
    cards: tuple[str, ...]
    profiles: dict[str, Profile]
    pairs: tuple[Meeting, ...]
    triples: tuple[Meeting, ...] | None
    probes: tuple[dict[str, Any], ...]
    batch_size: int
    triples_total: int = 0  # every triple of the cards; those not in ``triples`` are pruned

    @property
    def batches(self) -> list[list[dict[str, Any]]]:
        return [list(self.probes[i:i + self.batch_size])
                for i in range(0, len(self.probes), self.batch_size)]

    @property
    def key(self) -> str:
        """The plan's identity: what a state folder must have been made for."""
        text = json.dumps({"format": [PLAN_FORMAT, JSON_FORMAT_VERSION],
                           "ruleset": self.ruleset, "batch": self.batch_size,
                           "probes": list(self.probes)}, sort_keys=True)
        return hashlib.sha256(text.encode("utf-8")).hexdigest()[:20]


def objects_for(profiles: Sequence[Profile], catalogue: Catalogue) -> list[dict[str, Any]]:
    """The standard objects of a layers probe: those showing a field the cards read or
    write (beyond the fields every static ability reads)."""
    fields = frozenset().union(*(p.fields for p in profiles)) - GENERIC_FIELDS
    return [o.written() for o in catalogue.objects if o.shows & fields]


def objects_named(event: dict[str, Any], catalogue: Catalogue) -> list[dict[str, Any]]:
    """The standard objects an event names."""
    text = json.dumps(event)
    return [o.written() for o in catalogue.objects if json.dumps(o.id) in text]


def probes_of(meeting: Meeting, profiles: Sequence[Profile], catalogue: Catalogue,
              ruleset: str) -> list[dict[str, Any]]:
    """The probes of cards that meet: one layers board if their statics meet, one event
    of each catalogue entry for each event kind they share, and one for each event kind
    they meet at on the stack, its triggered abilities resolved (603.3b, 405.5)."""
    cards = list(meeting.cards)
    label = " + ".join(cards)
    found: list[dict[str, Any]] = []
    if meeting.layers:
        found.append({"id": f"layers: {label}", "kind": "layers", "cards": cards,
                      "ruleset": ruleset, "objects": objects_for(profiles, catalogue),
                      "choices": catalogue.choices})
    for probe_kind, kinds in (("replacement", meeting.events), ("stack", meeting.stack)):
        for kind in kinds:
            for number, event in enumerate(catalogue.events.get(kind, ())):
                objects = objects_named(event, catalogue) + (
                    [catalogue.object(o).written() for o in catalogue.stack_board]
                    if probe_kind == "stack" else [])
                found.append({"id": f"{probe_kind}: {label}: {kind} #{number + 1}",
                              "kind": probe_kind, "cards": cards, "ruleset": ruleset,
                              "event": event, "objects": objects,
                              "choices": catalogue.choices})
    return found


def make_plan(cards: Sequence[CardDef], catalogue: Catalogue, ruleset: str,
              triples: bool = False, batch_size: int = DEFAULT_BATCH) -> Plan:
    """Every pair (and with ``triples`` every triple) of the cards, met or pruned, and the
    probes of those that meet."""
    by_name = {card.name: card for card in cards}
    names = tuple(sorted(by_name))
    profiles = {name: profile_of(by_name[name]) for name in names}
    pairs = {(a, b): meet_pair(profiles[a], profiles[b], catalogue)
             for a, b in itertools.combinations(names, 2)}
    probes: list[dict[str, Any]] = []
    for (a, b), meeting in pairs.items():
        if not meeting.pruned:
            probes += probes_of(meeting, (profiles[a], profiles[b]), catalogue, ruleset)
    found_triples = None
    if triples:
        found_triples = []
        for group in connected_triples(pairs):
            chosen = [profiles[n] for n in group]
            meeting = meet_triple(chosen, pairs, catalogue)
            found_triples.append(meeting)
            if not meeting.pruned:
                probes += probes_of(meeting, chosen, catalogue, ruleset)
    return Plan(ruleset, names, profiles, tuple(pairs.values()),
                None if found_triples is None else tuple(found_triples), tuple(probes),
                batch_size, math.comb(len(names), 3) if triples else 0)


def connected_triples(pairs: dict[tuple[str, str], Meeting]) -> list[tuple[str, str, str]]:
    """The triples (names sorted) that at least two meeting pairs connect: a card that
    meets both others. Every other triple is pruned without being looked at."""
    neighbours: dict[str, set[str]] = {}
    for (a, b), meeting in pairs.items():
        if not meeting.pruned:
            neighbours.setdefault(a, set()).add(b)
            neighbours.setdefault(b, set()).add(a)
    found: set[tuple[str, str, str]] = set()
    for centre, around in neighbours.items():
        for a, c in itertools.combinations(sorted(around), 2):
            first, second, third = sorted((a, centre, c))
            found.add((first, second, third))
    return sorted(found)
