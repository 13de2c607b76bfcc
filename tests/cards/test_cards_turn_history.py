"""What happened this turn, read by every engine (issue 19, item 5): the scenario's
``this_turn`` (objects that died, entered, left, were sacrificed or cast, as they last
existed; players who attacked or committed a crime; speed) reaches the layer engine, the
rules effects applied after it and the replacement engine alike.

Every expected answer is worked out by hand from the card's Oracle text and the rule named
beside it: P/T changes in layer 7c (613.4c; 613.3c in 2011), abilities in layer 6 (613.1f),
counters an entering permanent gets (614.1c), dies (700.4; 700.6 in 2011), cast (601.2i;
601.2h in 2011), modified (700.9) and speed (702.179) only in 2026.
"""
from __future__ import annotations

from typing import Any

import pytest
from cards_support import BOTH, obj

import mtglogic
from mtglogic.errors import InputError

YOU, THEM = "you", "opponent"


def board(objects: list[dict], this_turn: dict[str, Any] | None = None,
          ruleset: str = "cr-2026", **extra: Any) -> mtglogic.Scenario:
    data: dict[str, Any] = {"players": [YOU, THEM], "active_player": YOU, "objects": objects,
                            **extra}
    if this_turn is not None:
        data["this_turn"] = this_turn
    return mtglogic.load_scenario(data, ruleset)


def final(objects: list[dict], this_turn: dict[str, Any] | None = None,
          ruleset: str = "cr-2026") -> dict[str, dict[str, Any]]:
    result = mtglogic.compute_layers(board(objects, this_turn, ruleset))
    assert len(result.outcomes) == 1
    return result.outcomes[0].characteristics()


def pt(chars: dict[str, Any]) -> tuple[int, int]:
    return chars["power"], chars["toughness"]


def counters_as_it_enters(card: str, this_turn: dict[str, Any] | None,
                          ruleset: str = "cr-2026", extra: list[dict] | None = None) -> int:
    """The +1/+1 counters the card enters with from its owner's hand (one outcome)."""
    scenario = board([obj("card", card, zone="hand", owner=YOU), *(extra or [])], this_turn,
                     ruleset, events=[{"id": "play", "zone_change": {
                         "object": "card", "to": "battlefield"}}])
    result = mtglogic.answer_replacement(scenario)
    counts = set()
    for answer in result.answers:
        for outcome in answer.outcomes:
            entering = outcome.events[0].enter
            counts.add(dict(entering.counters).get("+1/+1", 0) if entering else 0)
    assert len(counts) == 1, counts
    return counts.pop()


# ---- layers: Armory Mice (celebration) ------------------------------------------------

def mice(*others: dict) -> list[dict]:
    return [obj("mice", "Armory Mice", controller=YOU), *others]


@pytest.mark.parametrize("ruleset", BOTH)
def test_armory_mice_with_nothing_entered_is_its_printed_3_1(ruleset: str) -> None:
    # No permanent entered this turn: the condition fails (611.3a), 3/1 as printed.
    assert pt(final(mice(obj("bears", "Grizzly Bears", controller=YOU)), None,
                    ruleset)["mice"]) == (3, 1)


@pytest.mark.parametrize("ruleset", BOTH)
def test_armory_mice_counts_one_on_the_battlefield_and_one_gone(ruleset: str) -> None:
    # The Bears entered this turn and are still here; a token artifact entered and has
    # left since: two nonland permanents under your control, so 3/1 + 0/+2 = 3/3.
    chars = final(mice(obj("bears", "Grizzly Bears", controller=YOU,
                           entered_this_turn=True)),
                  {"entered": [{"types": ["artifact"], "controller": YOU, "token": True}]},
                  ruleset)
    assert pt(chars["mice"]) == (3, 3)


@pytest.mark.parametrize("entered", [
    [{"types": ["land"], "controller": YOU}],           # a land is not a nonland permanent
    [{"types": ["creature"], "controller": THEM}],      # not under your control
])
def test_armory_mice_does_not_count_lands_or_an_opponent_s(entered: list[dict]) -> None:
    # The Bears and one other: only one nonland permanent entered under your control.
    chars = final(mice(obj("bears", "Grizzly Bears", controller=YOU,
                           entered_this_turn=True)), {"entered": entered})
    assert pt(chars["mice"]) == (3, 1)


def test_the_mice_itself_counts_when_it_entered_this_turn() -> None:
    # "two or more nonland permanents": the Mice are one of them when they entered too;
    # with the Bears, two: 3/3.
    chars = final([obj("mice", "Armory Mice", controller=YOU, entered_this_turn=True),
                   obj("bears", "Grizzly Bears", controller=YOU, entered_this_turn=True)])
    assert pt(chars["mice"]) == (3, 3)


# ---- replacement: entering with counters (614.1c, 614.12) -----------------------------

@pytest.mark.parametrize("ruleset", BOTH)
def test_cackling_slasher_gets_a_counter_after_any_creature_died(ruleset: str) -> None:
    # An opponent's creature died this turn: "a creature died" holds, one counter; with
    # none dead, none.
    died = {"died": [{"types": ["creature"], "controller": THEM}]}
    assert counters_as_it_enters("Cackling Slasher", died, ruleset) == 1
    assert counters_as_it_enters("Cackling Slasher", None, ruleset) == 0


def test_cackling_slasher_is_not_counted_by_a_noncreature_that_died() -> None:
    # Only creatures: an artifact put into a graveyard from the battlefield is no creature.
    died = {"died": [{"types": ["artifact"], "controller": YOU}]}
    assert counters_as_it_enters("Cackling Slasher", died) == 0


@pytest.mark.parametrize("ruleset", BOTH)
def test_festerhide_boar_gets_two_counters_with_morbid(ruleset: str) -> None:
    # Innistrad's morbid, in 2011's rules too (700.6): two counters after a creature died.
    died = {"died": [{"types": ["creature"], "controller": YOU, "token": True}]}
    assert counters_as_it_enters("Festerhide Boar", died, ruleset) == 2


@pytest.mark.parametrize("ruleset", BOTH)
def test_goblin_boarders_raid_is_you_attacking(ruleset: str) -> None:
    # You attacked this turn (508.1a): one counter; only the opponent attacked: none.
    assert counters_as_it_enters("Goblin Boarders", {"attacked": [YOU]}, ruleset) == 1
    assert counters_as_it_enters("Goblin Boarders", {"attacked": [THEM]}, ruleset) == 0


def test_grizzly_ghoul_counts_every_creature_that_died() -> None:
    # Two of yours (one described twice with count) and one of the opponent's died, and an
    # enchantment: 3 creatures, 3 counters.
    died = {"died": [{"types": ["creature"], "controller": YOU, "count": 2},
                     {"types": ["creature"], "subtypes": ["Goblin"], "controller": THEM},
                     {"types": ["enchantment"], "controller": THEM}]}
    assert counters_as_it_enters("Grizzly Ghoul", died) == 3


def test_a_creature_card_in_a_graveyard_named_as_the_one_that_died() -> None:
    # `object:` names the card now in the graveyard: the Bears, a creature, died.
    bears = obj("bears", "Grizzly Bears", zone="graveyard", owner=THEM)
    assert counters_as_it_enters("Grizzly Ghoul", {"died": [{"object": "bears"}]},
                                 extra=[bears]) == 1


# ---- rules effects after the layers: costs and blocking --------------------------------

def rules_words(objects: list[dict], this_turn: dict[str, Any] | None,
                ruleset: str = "cr-2026") -> list[tuple[str, list[str]]]:
    result = mtglogic.compute_layers(board(objects, this_turn, ruleset))
    assert len(result.outcomes) == 1
    return [(r.word, r.objects) for r in result.outcomes[0].run.rules]


@pytest.mark.parametrize("ruleset", BOTH)
def test_dreaded_bat_cloud_costs_less_only_after_a_creature_died(ruleset: str) -> None:
    # On the stack as it is cast (601.2f): {3} less if a creature died this turn.
    spell = [obj("bat", "Dreaded Bat-Cloud", zone="stack", controller=YOU)]
    died = {"died": [{"types": ["creature"], "controller": THEM}]}
    assert [w for w, _ in rules_words(spell, died, ruleset)] == ["spells_cost"]
    assert rules_words(spell, None, ruleset) == []


@pytest.mark.parametrize("cast, blocked", [
    ([{"types": ["instant"], "controller": YOU, "count": 2}], False),     # two: unblockable
    ([{"types": ["instant"], "controller": YOU}], True),                  # one is not two
    ([{"types": ["instant"], "controller": YOU},
      {"types": ["sorcery"], "controller": THEM}], True),                 # theirs don't count
])
def test_illvoi_infiltrator_reads_the_spells_you_cast(cast: list[dict], blocked: bool) -> None:
    found = rules_words([obj("jelly", "Illvoi Infiltrator", controller=YOU)], {"cast": cast})
    assert (found == []) == blocked
    if not blocked:
        assert found == [("cant_be_blocked", ["jelly"])]


# ---- modified (700.9, 2026) ------------------------------------------------------------

@pytest.mark.parametrize("others, flying", [
    ([], False),                                                          # nothing on it
    ([obj("plate", "Bonesplitter", controller=THEM, attached_to="spider")], True),  # equipped
    ([obj("aura", "Holy Strength", controller=YOU, attached_to="spider")], True),   # your Aura
    ([obj("aura", "Holy Strength", controller=THEM, attached_to="spider")], False),  # theirs
])
def test_skyward_spider_is_modified_by_equipment_its_aura_or_a_counter(
        others: list[dict], flying: bool) -> None:
    chars = final([obj("spider", "Skyward Spider", controller=YOU), *others])
    assert ("flying" in chars["spider"]["abilities"]) == flying


def test_a_counter_makes_it_modified() -> None:
    chars = final([obj("spider", "Skyward Spider", controller=YOU, counters={"+1/+1": 1})])
    assert "flying" in chars["spider"]["abilities"]


# ---- speed (702.179, 2026) -------------------------------------------------------------

def speedster() -> dict:
    return {"id": "goblin", "controller": YOU, "card": {
        "name": "Test Speedster", "types": ["Creature"], "power": 1, "toughness": 1,
        "abilities": [{"static": {"text": "Max speed — This creature has double strike.",
                                  "applies_to": {"self": True},
                                  "condition": {"ge": [{"speed": "you"}, 4]},
                                  "effects": [{"add_abilities": ["double strike"]}]}}]}}


@pytest.mark.parametrize("speed, strikes", [(None, False), (3, False), (4, True)])
def test_max_speed_is_a_speed_of_4(speed: int | None, strikes: bool) -> None:
    # 702.179e: max speed is 4; a player with no speed has 0 (702.179f).
    turn = {"speed": {YOU: speed}} if speed is not None else None
    chars = final([speedster()], turn)
    assert ("double strike" in chars["goblin"]["abilities"]) == strikes


# ---- time steps: leaving the battlefield, a new turn -----------------------------------

def test_a_creature_moved_to_a_graveyard_in_a_step_has_died_this_turn() -> None:
    # The Ghoul-like lord reads "a creature died this turn": not at first; after the Bears
    # move to the graveyard (a step), +1/+1; after the next turn begins, nothing has died in
    # it: back to 2/2.
    lord = {"id": "lord", "controller": YOU, "card": {
        "name": "Test Mourner", "types": ["Creature"], "power": 2, "toughness": 2,
        "abilities": [{"static": {"text": "x", "applies_to": {"self": True},
                                  "condition": {"ge": [{"died_this_turn": {
                                      "type": "creature"}}, 1]},
                                  "effects": [{"modify_pt": [1, 1]}]}}]}}
    scenario = board([lord, obj("bears", "Grizzly Bears", controller=THEM)],
                     steps=[{"moves": {"object": "bears", "to": "graveyard"}}, "next_turn"])
    result = mtglogic.compute_layers(scenario)
    boards = [result.outcomes[0].characteristics()] + \
        [moment.result.outcomes[0].characteristics() for moment in result.moments]
    assert [pt(b["lord"]) for b in boards] == [(2, 2), (3, 3), (2, 2)]


# ---- bad input -------------------------------------------------------------------------

@pytest.mark.parametrize("this_turn, message", [
    ({"speed": {YOU: 5}}, "at most 4"),
    ({"attacked": ["nobody"]}, "player"),
    ({"died": [{"types": ["creature"]}]}, "controller"),
    ({"died": [{"controller": YOU}]}, "types"),
    ({"died": [{"object": "bears"}]}, "on the battlefield"),
    ({"entered": [{"object": "bears"}]}, "entered_this_turn"),
])
def test_a_wrong_this_turn_is_a_located_error(this_turn: dict, message: str) -> None:
    with pytest.raises(InputError, match=message) as error:
        board([obj("bears", "Grizzly Bears", controller=YOU)], this_turn)
    assert "this_turn" in str(error.value)


@pytest.mark.parametrize("key, value", [("speed", {YOU: 1}), ("committed_crime", [YOU])])
def test_cr_2011_refuses_what_its_rules_do_not_have(key: str, value: Any) -> None:
    # No speed (702.179) and no crimes (700.13) in 2011's rules.
    with pytest.raises(InputError, match="cr-2011 has no rule"):
        board([], {key: value}, "cr-2011")
    board([], {key: value}, "cr-2026")  # and 2026 reads them
