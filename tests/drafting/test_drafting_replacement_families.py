"""Replacement and prevention families of real cards' Oracle text (614, 615), drafted.

Each expected definition is written by hand from the Oracle sentence and the rule it
follows: "enters tapped unless" is tapped when the condition fails (614.1c), a check made
as the permanent would enter (614.12); "dies" is put into a graveyard from the battlefield
(700.4; 700.6 in 2011); "that creature" of a resolving spell is its target (115.1; 114.1
in 2011), and only when the line names one target before it; a spell's "this turn" makes
its effect as it resolves (611.2a). The drafted cards are then loaded and run on small
boards whose outcomes are worked out by hand from the same rules.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

import mtglogic
from mtglogic.drafting import OracleCard, draft
from mtglogic.drafting.compare import equivalent
from mtglogic.drafting.yamlout import card_yaml
from mtglogic.engines import ENGINES
from mtglogic.loading.cards import parse_card
from mtglogic.node import Node


def drafted(text: str, type_line: str, name: str = "Test Card") -> list[Any]:
    """The abilities drafted from a card's text (after checking the card file loads)."""
    pt = ("2", "2") if "Creature" in type_line else (None, None)
    result = draft(OracleCard(name, text, type_line, "{1}", *pt))
    parse_card(Node(result.card, "<test>", "", 1))
    return [a.data for a in result.abilities if a.translated]


def only_replacement(text: str, type_line: str = "Enchantment") -> Any:
    found = drafted(text, type_line)
    assert len(found) == 1, found
    return found[0]["replacement"]


SELF_ENTERS = {"works_from": "anywhere", "watch": {"event": "enter", "object": {"self": True}}}
LANDS = "Land"
OTHER_LANDS = {"count": {"type": "land", "controller": "you", "other": True}}
TAPPED_UNLESS = [
    # 614.1c: tapped unless the condition holds; the condition negated on the watch
    ("This land enters tapped unless you control two or fewer other lands.",
     {"le": [OTHER_LANDS, 2]}),
    ("This land enters tapped unless you control two or more other lands.",
     {"ge": [OTHER_LANDS, 2]}),
    ("This land enters tapped unless you control a basic land.",
     {"exists": {"type": "land", "supertype": "basic", "controller": "you"}}),
    ("This land enters tapped unless you control a legendary creature.",
     {"exists": {"type": "creature", "supertype": "legendary", "controller": "you"}}),
    ("This land enters tapped unless you control a Plains or an Island.",
     {"any": [{"exists": {"subtype": "Plains", "controller": "you"}},
              {"exists": {"subtype": "Island", "controller": "you"}}]}),
    ("This land enters tapped unless you control a Mount or Vehicle.",
     {"exists": {"subtype": ["Mount", "Vehicle"], "controller": "you"}}),
]


@pytest.mark.parametrize("text,condition", TAPPED_UNLESS, ids=[t for t, _ in TAPPED_UNLESS])
def test_enters_tapped_unless(text, condition):
    expected = {**SELF_ENTERS, "watch": {**SELF_ENTERS["watch"], "if": {"not": condition}},
                "instead": {"enter_tapped": True}}
    assert equivalent({"replacement": only_replacement(text, LANDS)},
                      {"replacement": expected})


@pytest.mark.parametrize("text,counter", [
    ("This creature enters with a +1/+1 counter on it.", "+1/+1"),
    ("This creature enters with a -1/-1 counter on it.", "-1/-1"),
    ("This creature enters with a shield counter on it.", "shield"),  # 122.1c
])
def test_enters_with_one_counter(text, counter):
    # 614.1c: "a" counter is one counter of that kind
    expected = {**SELF_ENTERS, "instead": {"enter_with_counters": {"counter": counter,
                                                                   "count": 1}}}
    assert equivalent({"replacement": only_replacement(text, "Creature \u2014 Elf")},
                      {"replacement": expected})


def test_named_counters_by_number():
    # 107.3m: X is the value chosen as it was cast (Chalice of the Void)
    expected = {**SELF_ENTERS, "instead": {"enter_with_counters": {
        "counter": "charge", "count": {"chosen": "x"}}}}
    assert equivalent({"replacement": only_replacement(
        "This artifact enters with X charge counters on it.", "Artifact")},
        {"replacement": expected})


DIES = {"event": "zone_change", "from": "battlefield", "to": "graveyard"}


def test_a_group_that_would_die_is_exiled():
    # 700.4: "dies" is from the battlefield to a graveyard; 614.1a: exiled instead
    assert equivalent({"replacement": only_replacement(
        "If a creature an opponent controls would die, exile it instead.")},
        {"replacement": {"watch": {**DIES, "object": {"type": "creature",
                                                       "controller": "opponent"}},
                         "instead": {"destination": "exile"}}})


def test_your_graveyard_from_anywhere():
    # 404.1: a card goes to its owner's graveyard, so "your graveyard" is cards you own
    assert equivalent({"replacement": only_replacement(
        "If a card or token would be put into your graveyard from anywhere, exile it "
        "instead.")}, {"replacement": {"watch": {"event": "zone_change", "to": "graveyard",
                                                 "object": {"owner": "you"}},
                                       "instead": {"destination": "exile"}}})


def test_that_creature_of_a_spell_is_its_target():
    # 115.1: the spell's one target; 611.2a: "this turn", made as the spell resolves. The
    # damage sentence stays the spell's text (608.2c), the replacement stands alone.
    found = drafted("Feed the Flames deals 5 damage to target creature. If that creature "
                    "would die this turn, exile it instead.", "Instant", "Feed the Flames")
    assert len(found) == 1
    assert equivalent(found[0], {"replacement": {
        "resolved": True, "watch": {**DIES, "targeted": True},
        "instead": {"destination": "exile"}}})


@pytest.mark.parametrize("text", [
    # two targets: "that creature" is not known to be the one (never guessed)
    "Fiery Annihilation deals 5 damage to target creature. Exile up to one target Equipment "
    "attached to that creature. If that creature would die this turn, exile it instead.",
    # no target at all: "that creature" names something else
    "If that creature would die this turn, exile it instead.",
    # a mode (700.2): its effect exists only if the mode was chosen
    "\u2022 Suplex deals 3 damage to target creature. If that creature would die this turn, "
    "exile it instead.",
])
def test_that_creature_without_one_target_is_left_as_text(text):
    assert not [a for a in drafted(text, "Instant") if "replacement" in a]


def test_that_creature_on_a_permanent_is_left_as_text():
    # a static ability has no target and no resolving moment (611.2a, 611.3)
    assert not drafted("If that creature would die this turn, exile it instead.",
                       "Enchantment")


@pytest.mark.parametrize("text,watch", [
    # 615.1: the sources named by "by"; a spell's "this turn" (611.2a)
    ("Prevent all damage that would be dealt this turn by non-Elf creatures.",
     {"event": "damage", "source": {"type": "creature", "not": {"subtype": "Elf"}}}),
    ("Prevent all combat damage that would be dealt this turn by red creatures.",
     {"event": "damage", "combat": True, "source": {"type": "creature", "color": ["red"]}}),
    ("Prevent all damage that would be dealt to you this turn by artifact sources.",
     {"event": "damage", "recipient": {"player": "you"}, "source": {"type": "artifact"}}),
    # 115.1: the target creature as the source
    ("Prevent all damage target creature would deal this turn.",
     {"event": "damage", "source": "target"}),
])
def test_spell_prevention_by_sources(text, watch):
    assert equivalent({"replacement": only_replacement(text, "Instant")},
                      {"replacement": {"resolved": True, "watch": watch,
                                       "instead": {"prevent": "all"}}})


def test_prevention_of_a_permanent_by_sources():
    # 615.1 on a static ability: damage by artifact sources to the enchanted creature
    assert equivalent({"replacement": only_replacement(
        "Prevent all damage that would be dealt to enchanted creature by artifact sources.")},
        {"replacement": {"watch": {"event": "damage", "recipient": {"object": {
            "enchanted": True}}, "source": {"type": "artifact"}},
            "instead": {"prevent": "all"}}})


def test_a_choice_as_it_enters_after_enters_tapped():
    # 614.12: both are about how it enters; the choice is the object's `choices`
    found = drafted("This land enters tapped.\nAs it enters, choose a color.", LANDS)
    assert found == [{"replacement": {"text": "This land enters tapped.", **SELF_ENTERS,
                                      "instead": {"enter_tapped": True}}}]
    assert drafted("As this creature enters the battlefield, choose a creature type.",
                   "Creature \u2014 Shapeshifter") == []


# ---- drafted real cards on small boards, outcomes by hand ------------------------------
def answers(tmp_path: Path, cards: list[tuple[str, str, str]], scenario: dict[str, Any],
            ruleset: str = "cr-2026") -> dict[str, dict[str, int]]:
    """Each event's outcomes (text: number of orders) with the drafted cards in a folder."""
    for name, type_line, text in cards:
        pt = ("2", "2") if "Creature" in type_line else (None, None)
        result = draft(OracleCard(name, text, type_line, "{1}", *pt))
        (tmp_path / f"{name.lower().replace(' ', '-')}.yaml").write_text(
            card_yaml(result.card, result.untranslated))
    library = mtglogic.load_cards(tmp_path)
    assert not library.problems, library.problems
    with mtglogic.using_cards(library):
        result = mtglogic.answer_replacement(mtglogic.load_scenario(scenario, ruleset))
    return {e["id"]: {o["result"]: o["orders"] for o in e["outcomes"]}
            for e in ENGINES["replacement"].json(result)["events"]}


CLIFFS = ("Blackcleave Cliffs", "Land",
          "This land enters tapped unless you control two or fewer other lands.")


def lands(count: int, owner: str = "p1") -> list[dict[str, Any]]:
    return [{"id": f"land{i}", "name": f"Land {i}", "types": ["land"], "controller": owner}
            for i in range(count)]


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
@pytest.mark.parametrize("other_lands,tapped", [(2, False), (3, True)])
def test_a_fast_land_enters_tapped_only_with_three_other_lands(tmp_path, ruleset,
                                                               other_lands, tapped):
    # 614.1c / 614.12: as it would enter, p1 controls `other_lands` other lands; two or
    # fewer: untapped; three: "two or fewer" fails, so it enters tapped.
    scenario = {"players": ["p1", "p2"],
                "objects": [*lands(other_lands), {"id": "cliffs", "card": CLIFFS[0],
                                                  "zone": "hand", "owner": "p1"}],
                "events": [{"id": "play", "zone_change": {"object": "cliffs",
                                                          "to": "battlefield"}}]}
    mark = " (tapped)" if tapped else ""
    assert answers(tmp_path, [CLIFFS], scenario, ruleset) == {
        "play": {f"cliffs: hand -> battlefield{mark}": 1}}


def test_an_opponents_creature_that_would_die_is_exiled(tmp_path):
    # 700.4 and 614.1a: p2's bear dying is exiled; p1's own bear goes to the graveyard.
    hunt = ("Head of the Hunt", "Creature — Elf",
            "If a creature an opponent controls would die, exile it instead.")
    scenario = {"players": ["p1", "p2"], "objects": [
        {"id": "hunt", "card": hunt[0], "controller": "p1"},
        {"id": "theirs", "card": "Grizzly Bears", "controller": "p2"},
        {"id": "mine", "card": "Grizzly Bears", "controller": "p1"}],
        "events": [
            {"id": "theirs", "zone_change": {"object": "theirs", "to": "graveyard"}},
            {"id": "mine", "zone_change": {"object": "mine", "to": "graveyard"}}]}
    assert answers(tmp_path, [hunt], scenario) == {
        "theirs": {"theirs: battlefield -> exile": 1},
        "mine": {"mine: battlefield -> graveyard": 1}}


def test_the_target_of_feed_the_flames_is_exiled_and_no_other(tmp_path):
    # 115.1 / 611.2a: the effect made as the spell resolved watches its target only.
    flames = ("Feed the Flames", "Instant", "Feed the Flames deals 5 damage to target "
              "creature. If that creature would die this turn, exile it instead.")
    scenario = {"players": ["p1", "p2"], "objects": [
        {"id": "flames", "card": flames[0], "owner": "p1", "zone": "graveyard"},
        {"id": "target", "card": "Grizzly Bears", "controller": "p2"},
        {"id": "other", "card": "Grizzly Bears", "controller": "p2"}],
        "replacements": [{"from": "flames", "targets": ["target"]}],
        "events": [
            {"id": "target", "zone_change": {"object": "target", "to": "graveyard"}},
            {"id": "other", "zone_change": {"object": "other", "to": "graveyard"}}]}
    assert answers(tmp_path, [flames], scenario) == {
        "target": {"target: battlefield -> exile": 1},
        "other": {"other: battlefield -> graveyard": 1}}


def test_prevention_by_non_elf_creatures(tmp_path):
    # 615.1: the bear's 2 damage is prevented (a non-Elf creature); the Elf's 2 is dealt
    # and p2 loses 2 life (120.3a).
    spell = ("Test Fog", "Instant",
             "Prevent all damage that would be dealt this turn by non-Elf creatures.")
    scenario = {"players": ["p1", "p2"], "objects": [
        {"id": "fog", "card": spell[0], "owner": "p1", "zone": "graveyard"},
        {"id": "bear", "card": "Grizzly Bears", "controller": "p1"},
        {"id": "elf", "name": "Elf", "types": ["creature"], "subtypes": ["Elf"],
         "power": 2, "toughness": 2, "controller": "p1"}],
        "replacements": [{"from": "fog"}],
        "events": [
            {"id": "bear", "damage": {"source": "bear", "to": "p2", "amount": 2}},
            {"id": "elf", "damage": {"source": "elf", "to": "p2", "amount": 2}}]}
    found = answers(tmp_path, [spell], scenario)
    assert found["elf"] == {"2 damage from elf to p2 + p2 loses 2 life": 1}
    assert found["bear"] == {"nothing": 1}  # all 2 prevented: no event is left (614.7)


def test_enters_with_a_shield_counter(tmp_path):
    # 614.1c: it enters with one shield counter (122.1c names the counter)
    duelist = ("Disciplined Duelist", "Creature — Human",
               "This creature enters with a shield counter on it.")
    scenario = {"players": ["p1", "p2"], "objects": [
        {"id": "duelist", "card": duelist[0], "zone": "hand", "owner": "p1"}],
        "events": [{"id": "cast", "zone_change": {"object": "duelist", "to": "battlefield"}}]}
    assert answers(tmp_path, [duelist], scenario) == {
        "cast": {"duelist: hand -> battlefield (with 1 shield counter)": 1}}


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
@pytest.mark.parametrize("life,tapped", [(13, False), (14, True)])
def test_a_land_that_enters_untapped_when_a_player_is_low(tmp_path, ruleset, life, tapped):
    # 614.1c: p2 at 13 has "13 or less life", so it enters untapped; at 14 (and p1 at 20)
    # no player has, so it enters tapped.
    campground = ("Abandoned Campground", "Land",
                  "This land enters tapped unless a player has 13 or less life.")
    scenario = {"players": ["p1", {"id": "p2", "life": life}],
                "objects": [{"id": "camp", "card": campground[0], "zone": "hand",
                             "owner": "p1"}],
                "events": [{"id": "play", "zone_change": {"object": "camp",
                                                          "to": "battlefield"}}]}
    mark = " (tapped)" if tapped else ""
    assert answers(tmp_path, [campground], scenario, ruleset) == {
        "play": {f"camp: hand -> battlefield{mark}": 1}}


@pytest.mark.parametrize("kicked,counters", [(1, " (with 2 +1/+1 counters)"), (0, "")])
def test_kicked_it_enters_with_counters(tmp_path, kicked, counters):
    # 702.33d (702.31d in 2011): kicked once, it enters with two +1/+1 counters (614.1c);
    # not kicked, it enters as it is.
    drake = ("Academy Drake", "Creature \u2014 Drake",
             "If this creature was kicked, it enters with two +1/+1 counters on it.")
    scenario = {"players": ["p1", "p2"], "objects": [
        {"id": "drake", "card": drake[0], "zone": "hand", "owner": "p1",
         "choices": {"kicked": kicked}}],
        "events": [{"id": "cast", "zone_change": {"object": "drake", "to": "battlefield"}}]}
    assert answers(tmp_path, [drake], scenario) == {
        "cast": {f"drake: hand -> battlefield{counters}": 1}}


@pytest.mark.parametrize("text,type_line,expected", [
    # 614.1a: "a creature or Vehicle", "an Army, Goblin, or Orc": any of those types
    ("If one or more +1/+1 counters would be put on a creature or Vehicle you control, that "
     "many plus one +1/+1 counters are put on it instead.", "Enchantment",
     {"watch": {"event": "put_counters", "counter": "+1/+1", "target": {
         "controller": "you", "any": [{"type": ["creature"]}, {"subtype": ["Vehicle"]}]}},
      "instead": {"add": 1}}),
    ("If one or more +1/+1 counters would be put on an Army, Goblin, or Orc you control, that "
     "many plus one +1/+1 counters are put on it instead.", "Enchantment",
     {"watch": {"event": "put_counters", "counter": "+1/+1", "target": {
         "controller": "you", "subtype": ["Army", "Goblin", "Orc"]}}, "instead": {"add": 1}}),
    ("If one or more counters would be put on a creature, Spacecraft, or Planet you control, "
     "twice that many of each of those kinds of counters are put on it instead.",
     "Enchantment",
     {"watch": {"event": "put_counters", "target": {"controller": "you", "any": [
         {"type": ["creature"]}, {"subtype": ["Spacecraft", "Planet"]}]}},
      "instead": {"multiply": 2}}),
    # 611.3a-like: "during your turn" is a condition on whose turn it is
    ("During your turn, prevent all damage that would be dealt to this creature.",
     "Creature \u2014 Hobbit",
     {"watch": {"event": "damage", "recipient": {"object": {"self": True}},
                "if": {"your_turn": True}}, "instead": {"prevent": "all"}}),
    # 615.1, a spell's "this turn" (611.2a); attacking creatures as the sources (506.4)
    ("Prevent all damage that would be dealt to you this turn by attacking creatures.",
     "Instant", {"resolved": True, "watch": {"event": "damage", "recipient": {"player": "you"},
                                             "source": {"type": "creature", "attacking": True}},
                 "instead": {"prevent": "all"}}),
    ("Prevent all combat damage that would be dealt by target attacking creature this turn.",
     "Instant", {"resolved": True, "watch": {"event": "damage", "combat": True,
                                             "source": "target"},
                 "instead": {"prevent": "all"}}),
    # 614.1a: a damage doubler of the equipped creature (301.5)
    ("Double all damage equipped creature would deal.", "Artifact \u2014 Equipment",
     {"watch": {"event": "damage", "source": {"equipped": True}}, "instead": {"multiply": 2}}),
    # a life-loss doubler, on your turn only
    ("If an opponent would lose life during your turn, they lose twice that much life "
     "instead.", "Creature \u2014 Vampire",
     {"watch": {"event": "lose_life", "player": "opponent", "if": {"your_turn": True}},
      "instead": {"multiply": 2}}),
    # 700.4 on a spell: every creature that would die this turn (611.2a)
    ("If a creature would die this turn, exile it instead.", "Instant",
     {"resolved": True, "watch": {**DIES, "object": {"type": "creature"}},
      "instead": {"destination": "exile"}}),
])
def test_more_families(text, type_line, expected):
    assert equivalent({"replacement": only_replacement(text, type_line)},
                      {"replacement": expected})


def test_this_aura_is_the_card_itself():
    # 201.5: "this Aura" names the object itself, as "this enchantment" does
    assert drafted("As this Aura enters, choose a color.", "Enchantment \u2014 Aura") == []


@pytest.mark.parametrize("active,lost", [("p1", 6), ("p2", 3)])
def test_a_life_loss_doubler_on_your_turn(tmp_path, active, lost):
    # 614.1a: p2 would lose 3 life; on p1's turn, twice that: 6; on p2's turn, 3.
    vampire = ("Bloodletter of Aclazotz", "Creature \u2014 Vampire",
               "If an opponent would lose life during your turn, they lose twice that much "
               "life instead.")
    scenario = {"players": ["p1", "p2"], "active_player": active, "objects": [
        {"id": "vampire", "card": vampire[0], "controller": "p1"}],
        "events": [{"id": "drain", "lose_life": {"player": "p2", "amount": 3}}]}
    assert answers(tmp_path, [vampire], scenario) == {"drain": {f"p2 loses {lost} life": 1}}


@pytest.mark.parametrize("text,keyword", [
    ("Protection from Goblins", "protection from goblins"),
    ("Protection from Elves", "protection from elves"),
    ("Protection from Zombies and from Vampires", "protection from zombies and from vampires"),
])
def test_protection_from_creature_types(text, keyword):
    # 702.16a: a creature type is a quality; the keyword names it as the rulesets do
    assert drafted(text, "Creature \u2014 Human") == [keyword]


def test_protection_from_a_type_the_rulesets_lack_is_left_as_text():
    # an unknown quality would prevent nothing: never drafted to a keyword without effect
    assert drafted("Protection from Kithkin", "Creature \u2014 Human") == []


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
def test_protection_from_goblins_prevents_a_goblins_damage(tmp_path, ruleset):
    # 702.16e (615 prevention): the Goblin's 2 damage to the Guide is prevented, nothing is
    # left (614.7); the Bear's 2 is dealt and marked (120.3e).
    guide = ("Foothill Guide", "Creature \u2014 Human Cleric", "Protection from Goblins")
    scenario = {"players": ["p1", "p2"], "objects": [
        {"id": "guide", "card": guide[0], "controller": "p1"},
        {"id": "goblin", "name": "Goblin", "types": ["creature"], "subtypes": ["Goblin"],
         "power": 2, "toughness": 2, "controller": "p2"},
        {"id": "bear", "card": "Grizzly Bears", "controller": "p2"}],
        "events": [
            {"id": "goblin", "damage": {"source": "goblin", "to": "guide", "amount": 2}},
            {"id": "bear", "damage": {"source": "bear", "to": "guide", "amount": 2}}]}
    found = answers(tmp_path, [guide], scenario, ruleset)
    assert found["goblin"] == {"nothing": 1}
    assert found["bear"] == {"2 damage from bear to guide + 2 damage marked on guide": 1}


def test_devour_and_absorb_are_the_replacement_and_prevention_they_stand_for():
    # 702.82a: devour N, sacrifices as it enters and N counters for each (614.1c);
    # 702.64a: absorb N, N of each damage to it prevented (615.1)
    assert equivalent(drafted("Devour 3", "Creature \u2014 Viashino Warrior")[0], {
        "replacement": {**SELF_ENTERS, "instead": {"devour": 3}}})
    assert equivalent(drafted("Absorb 2", "Creature \u2014 Wall")[0], {"replacement": {
        "watch": {"event": "damage", "recipient": {"object": {"self": True}}},
        "instead": {"prevent": 2}}})


def test_absorb_prevents_part_of_each_damage(tmp_path):
    # 702.64a: 3 damage to a creature with absorb 2: 2 prevented, 1 dealt (615.1)
    wall = ("Test Absorber", "Creature \u2014 Wall", "Absorb 2")
    scenario = {"players": ["p1", "p2"], "objects": [
        {"id": "wall", "card": wall[0], "controller": "p1"},
        {"id": "bear", "card": "Grizzly Bears", "controller": "p2"}],
        "events": [{"id": "hit", "damage": {"source": "bear", "to": "wall", "amount": 3}}]}
    assert answers(tmp_path, [wall], scenario) == {
        "hit": {"1 damage from bear to wall + 1 damage marked on wall": 1}}


TOKENS_YOU = {"event": "create_tokens", "player": "you"}
SAME_TOKENS = {"event": "create_tokens", "token": "same", "count": "same"}


@pytest.mark.parametrize("text,extra", [
    # 614.1a: the tokens, and one more predefined token (111.10 in 2026)
    ("If one or more tokens would be created under your control, those tokens plus a Clue "
     "token are created instead.", {"event": "create_tokens", "token": "Clue", "count": 1}),
    ("If one or more tokens would be created under your control, those tokens plus an "
     "additional Food token are created instead.",
     {"event": "create_tokens", "token": "Food", "count": 1}),
    # as many 1/1 green Squirrels as the tokens (Chatterfang, 111.4)
    ("If one or more tokens would be created under your control, those tokens plus that many "
     "1/1 green Squirrel creature tokens are created instead.",
     {"event": "create_tokens", "count": "same", "token": {
         "name": "Squirrel", "types": ["creature"], "subtypes": ["Squirrel"],
         "colors": ["green"], "power": 1, "toughness": 1}}),
])
def test_those_tokens_plus_more(text, extra):
    assert equivalent({"replacement": only_replacement(text)}, {"replacement": {
        "watch": TOKENS_YOU, "instead": {"become": [SAME_TOKENS, extra]}}})


def test_a_token_the_rulesets_do_not_define_is_left_as_text():
    assert drafted("If one or more tokens would be created under your control, those tokens "
                   "plus a Widget token are created instead.", "Enchantment") == []


def test_those_tokens_plus_a_food(tmp_path):
    # 614.1a: p1 would create 2 Treasures; instead 2 Treasures and 1 Food. p2's creation
    # is not "under your control": unchanged.
    took = ("Peregrin Took", "Creature \u2014 Halfling",
            "If one or more tokens would be created under your control, those tokens plus an "
            "additional Food token are created instead.")
    scenario = {"players": ["p1", "p2"], "objects": [
        {"id": "took", "card": took[0], "controller": "p1"}],
        "events": [
            {"id": "mine", "create_tokens": {"player": "p1", "token": "Treasure", "count": 2}},
            {"id": "theirs", "create_tokens": {"player": "p2", "token": "Treasure"}}]}
    assert answers(tmp_path, [took], scenario) == {
        "mine": {"p1 creates 1 Food token + p1 creates 2 Treasure tokens": 1},
        "theirs": {"p2 creates 1 Treasure token": 1}}


def test_prevention_to_equipped_creature():
    # 615.1 and 301.5: 1 of each damage to the equipped creature prevented
    assert equivalent({"replacement": only_replacement(
        "If a source would deal damage to equipped creature, prevent 1 of that damage.",
        "Artifact \u2014 Equipment")}, {"replacement": {
            "watch": {"event": "damage", "recipient": {"object": {"equipped": True}}},
            "instead": {"prevent": 1}}})


def test_you_and_creatures_you_control(tmp_path):
    # 615.1: a spell prevents combat damage to p1 and to p1's creatures this turn; p2's
    # ogre's 2 to p1 and its 3 to p1's bear are prevented (nothing is left,
    # 614.7); the bear's 2 to p2 is dealt and p2 loses 2 life (120.3a).
    spell = ("Test Shelter", "Instant", "Prevent all combat damage that would be dealt to "
             "you and creatures you control this turn.")
    scenario = {"players": ["p1", "p2"], "objects": [
        {"id": "shelter", "card": spell[0], "owner": "p1", "zone": "graveyard"},
        {"id": "bear", "card": "Grizzly Bears", "controller": "p1"},
        {"id": "ogre", "card": "Grizzly Bears", "controller": "p2"}],
        "replacements": [{"from": "shelter"}],
        "events": [
            {"id": "to-me", "damage": {"source": "ogre", "to": "p1", "amount": 2,
                                       "combat": True}},
            {"id": "to-bear", "damage": {"source": "ogre", "to": "bear", "amount": 3,
                                         "combat": True}},
            {"id": "to-them", "damage": {"source": "bear", "to": "p2", "amount": 2,
                                         "combat": True}}]}
    found = answers(tmp_path, [spell], scenario)
    assert found["to-me"] == {"nothing": 1} and found["to-bear"] == {"nothing": 1}
    assert found["to-them"] == {"2 damage from bear to p2 (combat) + p2 loses 2 life": 1}


# -- draws and the hand (121.1, 121.2a) -------------------------------------------------------
def test_a_draw_while_the_hand_is_empty():
    # Phial of Galadriel: each single draw while the hand holds no card (121.1, 121.6b).
    written = "If you would draw a card while you have no cards in hand, draw two cards instead."
    assert only_replacement(written, "Artifact") == {
        "text": written,
        "watch": {"event": "draw", "player": "you", "hand": {"eq": 0}},
        "instead": {"become": {"event": "draw", "player": "you", "count": 2}}}


def test_the_instruction_with_the_hand_read_once():
    # Quantum Riddler: "one or more cards" is the number drawn, so the instruction as a
    # whole (121.2a), the hand read as it comes: at most one card; that many plus one.
    written = ("As long as you have one or fewer cards in hand, if you would draw one or more "
               "cards, you draw that many cards plus one instead.")
    assert only_replacement(written, "Creature — Sphinx") == {
        "text": written,
        "watch": {"event": "draw", "player": "you", "cards": {"ge": 1}, "hand": {"le": 1}},
        "instead": {"add": 1}}


def test_an_activated_ability_s_cant_be_regenerated():
    # Hurr Jackal: the ability's effect, made as it resolves, applies to its target for the
    # turn: its regeneration shields are not applied (701.19c; 701.12c in 2011).
    found = drafted("{T}: Target creature can't be regenerated this turn.", "Creature — Jackal")
    assert found == [{"activated": "{T}: Target creature can't be regenerated this turn."},
                     {"replacement": {"text": "Target creature can't be regenerated this turn.",
                                      "resolved": True,
                                      "watch": {"event": "zone_change", "targeted": True},
                                      "cant_be_regenerated": True}}]
