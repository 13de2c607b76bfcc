"""What each card's words read, write and watch (from the registry's records), and the
pairs and triples pruned from it before any board is built."""
from __future__ import annotations

import mtglogic  # noqa: F401 - the API sets the Oracle corpus as the default card source
from mtglogic.atlas.catalogue import builtin_catalogue
from mtglogic.atlas.plan import connected_triples, make_plan
from mtglogic.atlas.profiles import profile_of
from mtglogic.atlas.pruning import NO_MEETING, meet_pair
from mtglogic.loading.cards import card_library


def profile(name: str):
    return profile_of(card_library().get(name))


def test_profiles_come_from_the_registry_s_reads_and_writes() -> None:
    humility = profile("Humility")
    # remove_all_abilities writes abilities, set_pt power and toughness; its selector
    # {type: creature} reads the creature type (the registry's card_types:creature).
    assert {"abilities", "power", "toughness"} <= humility.writes
    assert "card_types:creature" in humility.reads
    assert humility.part_kinds == {"abilities", "pt_set"} and not humility.events
    season = profile("Doubling Season")
    assert season.events == {"create_tokens", "put_counters"} and not season.part_kinds
    bears = profile("Grizzly Bears")
    assert not bears.reads and not bears.writes and not bears.events


def test_humility_and_opalescence_meet_in_the_layers() -> None:
    # Opalescence makes enchantments creatures (writes card_types:creature), which
    # Humility's selector reads.
    meeting = meet_pair(profile("Humility"), profile("Opalescence"), builtin_catalogue())
    assert meeting.layers and not meeting.events
    assert "Opalescence writes card_types" in meeting.why or "Humility writes" in meeting.why


def test_scales_and_season_meet_on_counters_only() -> None:
    meeting = meet_pair(profile("Doubling Season"), profile("Hardened Scales"),
                        builtin_catalogue())
    assert not meeting.layers and meeting.events == ("put_counters",)


def test_a_static_card_and_a_replacement_card_are_pruned() -> None:
    # Humility has no replacement effect, Hardened Scales no static ability: their words
    # cannot meet, so no board is built.
    meeting = meet_pair(profile("Humility"), profile("Hardened Scales"), builtin_catalogue())
    assert meeting.pruned
    assert meeting.why == NO_MEETING


def test_entering_with_counters_meets_a_counters_effect() -> None:
    # Metallic Mimic watches a creature entering (it enters with a counter); Hardened
    # Scales watches counters put on a creature, which the counters it enters with are
    # (122.6): related kinds, probed with the events of both.
    meeting = meet_pair(profile("Hardened Scales"), profile("Metallic Mimic"),
                        builtin_catalogue())
    assert meeting.events == ("enter", "put_counters")


def test_triples_are_those_two_meeting_pairs_connect() -> None:
    cards = [card_library().get(n) for n in ("Corpsejack Menace", "Doubling Season",
                                             "Hardened Scales", "Grizzly Bears")]
    plan = make_plan(cards, builtin_catalogue(), "cr-2026", triples=True)
    # 4 cards: C(4,3) = 4 triples; only the three counter doublers and adders are
    # connected (each pair of them meets on put_counters); the 3 with Grizzly Bears are not.
    assert plan.triples_total == 4
    assert [m.cards for m in plan.triples or ()] == [
        ("Corpsejack Menace", "Doubling Season", "Hardened Scales")]
    pairs = {m.cards: m for m in plan.pairs}
    assert connected_triples(pairs) == [
        ("Corpsejack Menace", "Doubling Season", "Hardened Scales")]
