"""The general words triggered abilities are written with: instructions that name objects
by a selector, several trigger events in one ability, "during", leaving a graveyard; and
the rules each trigger event word cites."""
from __future__ import annotations

from typing import Any

import pytest

from mtglogic.errors import InputError
from mtglogic.node import Node
from mtglogic.vocabulary.triggers import TriggerSpec, compile_trigger
from triggers.triggers_support import creature, in_hand, only, times, triggered

SELF_ENTERS = {"enters": {"object": {"self": True}}}


def ability(**body: Any) -> TriggerSpec:
    return compile_trigger(Node({"when": SELF_ENTERS, **body}, "<ability>"))


@pytest.mark.parametrize(("instruction", "words"), [
    ({"zone_change": {"choose": {"type": "land", "controller": "you"}, "to": "hand"}},
     "put 1 object {type: land, controller: you} (chosen as it resolves) into its owner's "
     "hand"),
    ({"zone_change": {"all": {"zone": "graveyard"}, "to": "exile"}},
     "put every object {zone: graveyard} into exile"),
    ({"zone_change": {"object": "self", "to": "battlefield", "under": "owner",
                      "counters": {"+1/+1": 1}}},
     "put this onto the battlefield under its owner's control with 1 +1/+1 counter"),
    ({"sacrifice": {"object": "self"}}, "sacrifice this"),
    ({"sacrifice": {"player": "same", "choose": {"type": "creature"}}},
     "that player sacrifices 1 object {type: creature} (chosen as it resolves)"),
    ({"sacrifice": {"player": "you", "choose": {"type": "land"}, "count": 2}},
     "you sacrifice 2 objects {type: land} (chosen as it resolves)"),
])
def test_instructions_say_what_they_do(instruction: dict[str, Any], words: str) -> None:
    assert ability(effect=[instruction]).does() == words


@pytest.mark.parametrize(("instruction", "message"), [
    ({"sacrifice": {"player": "you"}}, "name its objects one way"),
    ({"zone_change": {"object": "self", "all": {"type": "land"}, "to": "exile"}},
     "name its objects one way"),
    ({"zone_change": {"object": "self", "count": 2, "to": "exile"}}, "`count` goes with"),
    ({"zone_change": {"object": "self", "to": "battlefield", "under": "opponent"}}, "under"),
])
def test_an_instruction_naming_its_objects_wrongly_is_refused(instruction: dict[str, Any],
                                                             message: str) -> None:
    with pytest.raises(InputError, match=message) as error:
        ability(effect=[instruction])
    assert "effect[0]" in str(error.value)


DIES = {"dies": {"object": {"type": "creature", "other": True}}}
LEAVES_GRAVEYARD = {"leaves": {"object": {"type": "creature"}, "from": ["graveyard"]}}


def test_any_of_looks_back_event_by_event() -> None:
    spec = compile_trigger(Node({"when": {"any_of": [DIES, LEAVES_GRAVEYARD, SELF_ENTERS]}},
                                "<ability>"))
    assert [e.look_back for e in spec.when.parts()] == ["leaves_battlefield",
                                                        "leaves_graveyard", ""]


@pytest.mark.parametrize(("when", "more", "message"), [
    ({"any_of": [DIES]}, {}, "two or more"),
    ({"any_of": [DIES, {"state": {"exists": {"type": "creature"}}}]}, {}, "no state"),
    ({"any_of": [DIES, {"any_of": [DIES, SELF_ENTERS]}]}, {}, "no `any_of` within"),
    ({"any_of": [DIES, SELF_ENTERS]}, {"one_or_more": True}, "look back in time"),
    ({"state": {"exists": {"type": "creature"}}}, {"during": {"your_turn": True}},
     "state trigger"),
])
def test_trigger_events_that_cannot_be_read_are_refused(when: dict[str, Any],
                                                        more: dict[str, Any],
                                                        message: str) -> None:
    with pytest.raises(InputError, match=message):
        compile_trigger(Node({"when": when, **more}, "<ability>"))


def test_an_occurrence_matching_two_events_of_one_ability_triggers_it_once() -> None:
    # "Whenever a creature dies or is put into a graveyard from anywhere": one death
    # matches both (the first looks back, the second doesn't), one trigger (603.2c).
    watcher = triggered("watcher", {"any_of": [
        {"dies": {"object": {"type": "creature"}}},
        {"put_into": {"object": {"type": "creature"}, "to": ["graveyard"]}}]})
    result = only([watcher, creature("bear")],
                  {"zone_change": {"object": "bear", "to": "graveyard"}})
    assert times(result) == {"watcher": 1}


def test_leaving_a_graveyard_looks_back_today() -> None:
    # 603.10a: the card's owner is read as it was in the graveyard, though the watcher's
    # own card leaves with it.
    watcher = {**triggered("watcher", LEAVES_GRAVEYARD, works_from=["graveyard"]),
               "zone": "graveyard", "owner": "p1"}
    watcher.pop("controller")
    ghoul = {**in_hand(creature("ghoul")), "zone": "graveyard"}
    event = {"at_once": [{"zone_change": {"object": oid, "to": "exile"}}
                         for oid in ("watcher", "ghoul")]}
    assert times(only([watcher, ghoul], event)) == {"watcher": 2}
    assert times(only([watcher, ghoul], event, ruleset="cr-2011")) == {}


@pytest.mark.parametrize(("when", "event", "rule"), [
    (SELF_ENTERS, {"zone_change": {"object": "watcher", "to": "battlefield"}}, "603.6a"),
    ({"becomes_tapped": {"object": {"type": "creature"}}}, {"tap": {"object": "bear"}},
     "603.2e"),
    ({"step": {"step": "upkeep"}}, {"begin_step": {"player": "p1", "step": "upkeep"}},
     "603.2b"),
    ({"dies": {"object": {"type": "creature"}}},
     {"zone_change": {"object": "bear", "to": "graveyard"}}, "700.4"),
])
def test_an_ability_cites_the_rule_of_its_trigger_event(when: dict[str, Any],
                                                        event: dict[str, Any],
                                                        rule: str) -> None:
    watcher = triggered("watcher", when)
    if "zone_change" in event and event["zone_change"]["to"] == "battlefield":
        watcher = in_hand(watcher)
    result = only([watcher, creature("bear")], event)
    assert [rule in t.rules for t in result.triggered] == [True]


def test_a_delayed_ability_lasting_the_turn_triggers_each_time() -> None:
    # 603.7b: "unless it has a stated duration, such as 'this turn'"; the one without
    # a duration triggers once for the two deaths.
    delayed = [{"id": key, "controller": "p2", "when": {"dies": {"object": {"type":
                                                                          "creature"}}},
                "effect": [{"gain_life": {"player": "you", "amount": 1}}], **more}
               for key, more in (("once", {}), ("turn", {"this_turn": True}))]
    result = only([creature("bear"), creature("wolf")],
                  {"at_once": [{"zone_change": {"object": oid, "to": "graveyard"}}
                               for oid in ("bear", "wolf")]}, delayed_triggers=delayed)
    assert times(result) == {"once": 1, "turn": 2}


def test_an_enters_ability_lost_as_it_enters_is_held_back_with_603_6b() -> None:
    strip = {"id": "strip", "controller": "p2", "card": {
        "name": "Strip", "types": ["Enchantment"], "abilities": [{"static": {
            "text": "Creatures lose all abilities.", "applies_to": {"type": "creature"},
            "effects": [{"remove_all_abilities": True}]}}]}}
    tusk = in_hand(triggered("tusk", SELF_ENTERS))
    for ruleset in ("cr-2026", "cr-2011"):
        result = only([strip, tusk], {"zone_change": {"object": "tusk", "to": "battlefield"}},
                      ruleset)
        assert [(h.ability, h.rules) for h in result.held] == [("tusk", ("603.6b",))]


GAIN = {"effect": [{"gain_life": {"player": "you", "amount": 1}}]}
DRAIN = {"effect": [{"lose_life": {"player": "target_player", "amount": 1}}]}
GROW = {"effect": [{"put_counters": {"target": "target", "counter": "+1/+1", "count": 1}}],
        "target": {"type": "creature"}}


@pytest.mark.parametrize("body,message", [
    ({"modes": [GAIN, DRAIN], "choose": 1, **GAIN}, "no effect of its own"),
    ({"modes": [GAIN, DRAIN]}, "with `choose`"),
    ({"choose": 1, **GAIN}, "give `modes` too"),
    ({"modes": [GAIN], "choose": 1}, "two or more modes"),
    ({"modes": [GAIN, DRAIN], "choose": 3}, "at most 3 of 2 modes"),
    ({"modes": [GAIN, DRAIN], "choose": {"min": 2, "max": 1}}, "at least 2 and at most 1"),
    ({"modes": [GAIN, {"effect": GROW["effect"]}], "choose": 1}, "say what it targets"),
    ({"modes": [GROW, GROW], "choose": {"min": 1, "max": 2}}, "both name `target`"),
    ({"modes": [GAIN, DRAIN], "choose": 1, "target": {"type": "creature"}},
     "write `target` in each mode"),
])
def test_a_modal_ability_written_wrongly_is_refused(body: dict[str, Any], message: str) -> None:
    # 700.2: two or more modes, a number of them chosen; each mode's target its own.
    with pytest.raises(InputError, match=message):
        compile_trigger(Node({"when": SELF_ENTERS, **body}, "<ability>"))


def test_a_modal_ability_says_its_modes() -> None:
    spec = compile_trigger(Node({"when": SELF_ENTERS, "modes": [
        {"text": "you gain 1 life", **GAIN}, {"text": "target player loses 1 life", **DRAIN}],
        "choose": {"min": 1, "max": 2}}, "<ability>"))
    assert spec.does() == "choose one or both: you gain 1 life / target player loses 1 life"
    assert len(spec.instructions) == 2 and spec.effect == ()
