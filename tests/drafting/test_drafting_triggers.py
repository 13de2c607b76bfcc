"""Trigger sentences drafted as data (issue 32 item 6; ``mtglogic/drafting/phrases/triggers``):
each drafted ability loads, means what the library's hand-written one means, and a sentence
whose event or effect the vocabulary cannot say stays text and is said."""
from __future__ import annotations

from typing import Any

import pytest
import yaml
from triggers.triggers_support import creature, in_hand, only, times

from mtglogic.drafting.compare import equivalent
from mtglogic.drafting.drafter import Draft, OracleCard, draft
from mtglogic.drafting.phrases import triggers
from mtglogic.library import not_read
from mtglogic.loading.cards import parse_card
from mtglogic.loading.paths import data_root
from mtglogic.node import Node


def drafted(name: str, text: str, type_line: str = "Creature \u2014 Beast") -> Draft:
    return draft(OracleCard(name, text, type_line, "{1}{B}", "1", "1"))


def written(name: str) -> dict[str, Any]:
    """The library's hand-written card file of ``name``, as data."""
    path = data_root() / "cards" / f"{name.lower().replace(' ', '-')}.yaml"
    found: dict[str, Any] = yaml.safe_load(path.read_text(encoding="utf-8"))
    return found


@pytest.mark.parametrize("example", [e for p in triggers.PHRASES for e in p.examples],
                         ids=lambda e: e.text[:50])
def test_every_example_of_the_family_loads_as_a_card_file(example: Any) -> None:
    # The loader is the judge: the drafted data is a triggered ability it compiles.
    card = {"name": "Test Card", "types": ["Creature"], "power": 1, "toughness": 1,
            "abilities": example.data}
    parse_card(Node(card, "<example>", "", 1))


@pytest.mark.parametrize("name", ["Soul Warden", "Thragtusk"])
def test_drafted_soul_warden_and_thragtusk_are_the_library_cards(name: str) -> None:
    # Same event, same effect, same keys: the compare measure of the drafting benchmark.
    card = written(name)
    made = drafted(name, card["text"])
    assert made.untranslated == []
    assert len(made.card["abilities"]) == len(card["abilities"])
    for mine, theirs in zip(made.card["abilities"], card["abilities"]):
        assert equivalent(theirs, mine), (mine, theirs)


def test_drafted_blood_artist_says_this_creature_or_another_one() -> None:
    # The library writes "a creature dies"; the text says "this creature or another
    # creature" (700.4), which the draft keeps: its own death whatever it is then. Its
    # effect is the library's, word for word.
    card = written("Blood Artist")
    mine = drafted("Blood Artist", card["text"]).card["abilities"][0]["triggered"]
    theirs = card["abilities"][0]["triggered"]
    assert mine["effect"] == theirs["effect"]
    assert mine["when"] == {"dies": {"object": {"any": [{"self": True},
                                                        {"type": "creature", "other": True}]}}}


def inline(made: Draft, oid: str, controller: str = "p1") -> dict[str, Any]:
    return {"id": oid, "controller": controller, "card": made.card}


def test_drafted_and_written_blood_artist_trigger_alike_in_a_wrath() -> None:
    # Both artists and a Bear are destroyed at once: three creatures die, three
    # occurrences (603.2c), each artist seeing all of them as they last existed, itself
    # and the other artist included (603.10a): three triggers each.
    mine = drafted("Blood Artist", written("Blood Artist")["text"])
    board = [inline(mine, "drafted"), {"id": "library", "card": "Blood Artist",
                                       "controller": "p1"}, creature("bear", "p2")]
    wrath = {"at_once": [{"zone_change": {"object": oid, "to": "graveyard",
                                          "cause": "destroy"}}
                         for oid in ("drafted", "library", "bear")]}
    assert times(only(board, wrath)) == {"drafted": 3, "library": 3}


@pytest.mark.parametrize("ruleset", ["cr-2026", "cr-2011"])
def test_drafted_thragtusk_triggers_entering_and_leaving(ruleset: str) -> None:
    # Entering: its enters ability (603.6a), and Soul Warden's for another creature.
    # Exiled: its leaves ability, looking back (603.10a; 603.6d in 2011).
    tusk = drafted("Thragtusk", written("Thragtusk")["text"])
    warden = drafted("Soul Warden", written("Soul Warden")["text"])
    board = [in_hand(inline(tusk, "tusk")), inline(warden, "warden")]
    enters = {"zone_change": {"object": "tusk", "to": "battlefield"}}
    assert times(only(board, enters, ruleset)) == {"tusk#1": 1, "warden": 1}
    board = [inline(tusk, "tusk")]
    exiled = {"zone_change": {"object": "tusk", "to": "exile"}}
    assert times(only(board, exiled, ruleset)) == {"tusk#2": 1}


@pytest.mark.parametrize("text", [
    # An event the vocabulary has but an effect it cannot say ("exile it").
    "Whenever another creature dies, exile it.",
    # "This ability triggers only once each turn" limits triggering, not doing (603.2h is
    # "do this only once each turn"): no key says it.
    "Whenever you gain life, draw a card. This ability triggers only once each turn.",
    # "You may ... If you do, ...": a reflexive choice the body does not read.
    "When this creature enters, you may draw a card. If you do, you lose 1 life.",
    # An event no word names (attacking).
    "Whenever this creature attacks, you gain 1 life.",
    # A target the effect reads but no key can name ("any target").
    "When this creature enters, it deals 1 damage to any target.",
])
def test_a_sentence_the_vocabulary_cannot_say_stays_text_and_is_said(text: str) -> None:
    # Kept whole as a text ability, which the card's views say no engine reads.
    made = drafted("Test Card", text)
    assert made.card["abilities"] == [{"triggered": text}]
    [ability] = parse_card(Node(made.card, "<draft>", "", 1)).abilities
    assert not_read(ability)


def test_a_spells_when_sentence_is_no_triggered_ability_of_the_spell() -> None:
    # An instant's "when" sentence makes a delayed trigger as it resolves (603.7).
    made = drafted("Test Card", "When this creature enters, you gain 5 life.",
                   "Instant")
    assert made.card["abilities"] == [{"triggered": "When this creature enters, you gain "
                                                    "5 life."}]
