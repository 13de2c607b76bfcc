"""Protection keyword lines of real cards (702.16 in 2026; 702.15 in the 2011 text), drafted.

Each expected draft is written by hand from the Oracle line: a keyword line is its keywords
in order, protection from a creature type named by the plural quality the rulesets define
(702.16a), a semicolon separating keywords as a comma does. The drafted cards are then run on
small boards whose outcomes come from 702.16e (702.15e in 2011): damage from a source with the
quality is prevented (615), nothing is left (614.7); other damage is dealt and marked (120.3e).
"""
from __future__ import annotations

from typing import Any

import pytest
from test_drafting_replacement_families import answers

from mtglogic.drafting import OracleCard, draft
from mtglogic.loading.cards import parse_card
from mtglogic.node import Node


def drafted(text: str, type_line: str) -> list[Any]:
    """The translated abilities of a card's text, after checking the card file loads."""
    result = draft(OracleCard("Test Card", text, type_line, "{1}", "2", "2"))
    parse_card(Node(result.card, "<test>", "", 1))
    return [a.data for a in result.abilities if a.translated]


@pytest.mark.parametrize("text,type_line,keywords", [
    # Grave Bramble, Resilient Roadrunner: a keyword, then protection from a creature type
    ("Defender, protection from Zombies", "Creature \u2014 Plant",
     ["defender", "protection from zombies"]),
    ("Haste, protection from Coyotes", "Creature \u2014 Bird",
     ["haste", "protection from coyotes"]),
    # Tel-Jilad Archers: a semicolon between two keywords (reminder text is not rules, 207.2a)
    ("Protection from artifacts; reach (This creature can block creatures with flying.)",
     "Creature \u2014 Elf Archer", ["protection from artifacts", "reach"]),
    # Tsabo Tavoc: a supertype with a card type is one quality (702.16a)
    ("Protection from legendary creatures", "Legendary Creature \u2014 Horror",
     ["protection from legendary creatures"]),
])
def test_protection_keyword_lines(text, type_line, keywords):
    assert drafted(text, type_line) == keywords


def test_a_keyword_the_engine_lacks_leaves_the_line_as_text():
    # Knights of Thorn: banding (702.22) has no rules in the engine; the line stays text
    assert drafted("Protection from red; banding", "Creature \u2014 Human Knight") == []


def test_a_creature_type_the_rulesets_lack_leaves_the_line_as_text():
    # an undefined quality would prevent nothing (702.16a): never drafted
    assert drafted("Defender, protection from Kithkin", "Creature \u2014 Plant") == []


def test_a_player_protection_from_each_opponent():
    # Absolute Virtue (702.16b, 702.16k): the player keyword the library card has
    text = ("You have protection from each of your opponents. (You can't be dealt damage, "
            "enchanted, or targeted by anything controlled by your opponents.)")
    assert drafted(text, "Legendary Creature \u2014 Avatar Warrior") == [
        "you have protection from each of your opponents"]


def creature(cid: str, supertypes: list[str], subtypes: list[str]) -> dict[str, Any]:
    return {"id": cid, "name": cid.capitalize(), "types": ["creature"],
            "supertypes": supertypes, "subtypes": subtypes, "power": 2, "toughness": 2,
            "controller": "p2"}


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
def test_protection_from_legendary_creatures_prevents_only_theirs(tmp_path, ruleset):
    # 702.16e (702.15e in 2011): the legendary creature's 2 damage is prevented, nothing
    # left (614.7); the nonlegendary creature's 2 and a legendary artifact's 2 are dealt.
    tsabo = ("Test Tsabo", "Legendary Creature \u2014 Horror",
             "Protection from legendary creatures")
    relic = {"id": "relic", "name": "Relic", "types": ["artifact"],
             "supertypes": ["legendary"], "controller": "p2"}
    scenario = {"players": ["p1", "p2"], "objects": [
        {"id": "tsabo", "card": tsabo[0], "controller": "p1"},
        creature("hero", ["legendary"], ["Human"]), creature("bear", [], ["Bear"]), relic],
        "events": [
            {"id": "hero", "damage": {"source": "hero", "to": "tsabo", "amount": 2}},
            {"id": "bear", "damage": {"source": "bear", "to": "tsabo", "amount": 2}},
            {"id": "relic", "damage": {"source": "relic", "to": "tsabo", "amount": 2}}]}
    found = answers(tmp_path, [tsabo], scenario, ruleset)
    assert found["hero"] == {"nothing": 1}
    assert found["bear"] == {"2 damage from bear to tsabo + 2 damage marked on tsabo": 1}
    assert found["relic"] == {"2 damage from relic to tsabo + 2 damage marked on tsabo": 1}


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
def test_haste_and_protection_from_coyotes(tmp_path, ruleset):
    # 702.16e (702.15e in 2011): the Coyote's 2 damage prevented; the Bear's 2 dealt
    runner = ("Test Roadrunner", "Creature \u2014 Bird", "Haste, protection from Coyotes")
    scenario = {"players": ["p1", "p2"], "objects": [
        {"id": "runner", "card": runner[0], "controller": "p1"},
        creature("coyote", [], ["Coyote"]), creature("bear", [], ["Bear"])],
        "events": [
            {"id": "coyote", "damage": {"source": "coyote", "to": "runner", "amount": 2}},
            {"id": "bear", "damage": {"source": "bear", "to": "runner", "amount": 2}}]}
    found = answers(tmp_path, [runner], scenario, ruleset)
    assert found["coyote"] == {"nothing": 1}
    assert found["bear"] == {"2 damage from bear to runner + 2 damage marked on runner": 1}


def test_drafted_player_protection_prevents_an_opponents_damage(tmp_path):
    # 702.16e, 702.16k (cr-2026): p2's creature deals 2 to p1, who has protection from each
    # of their opponents: prevented, p1 stays at 20; its own creature's 2 to p1 is dealt.
    virtue = ("Test Virtue", "Legendary Creature \u2014 Avatar Warrior",
              "You have protection from each of your opponents.")
    mine = dict(creature("mine", [], ["Bear"]), controller="p1")
    scenario = {"players": ["p1", "p2"], "objects": [
        {"id": "virtue", "card": virtue[0], "controller": "p1"},
        creature("bear", [], ["Bear"]), mine],
        "events": [
            {"id": "bear", "damage": {"source": "bear", "to": "p1", "amount": 2}},
            {"id": "mine", "damage": {"source": "mine", "to": "p1", "amount": 2}}]}
    found = answers(tmp_path, [virtue], scenario, "cr-2026")
    assert found["bear"] == {"nothing": 1}
    assert found["mine"] == {"2 damage from mine to p1 + p1 loses 2 life": 1}


def test_until_your_next_turn_prevention_of_a_spell():
    # Morningtide's Light (611.2a, 615.1): made as the sorcery resolves, all damage to its
    # controller prevented; the duration stays in the text
    found = drafted("Until your next turn, prevent all damage that would be dealt to you.",
                    "Sorcery")
    assert found == [{"replacement": {
        "text": "Until your next turn, prevent all damage that would be dealt to you.",
        "resolved": True, "watch": {"event": "damage", "recipient": {"player": "you"}},
        "instead": {"prevent": "all"}}}]


def test_until_your_next_turn_on_a_permanent_is_left_as_text():
    # a static ability has no duration (611.3a): the sentence is no template of it
    assert drafted("Until your next turn, prevent all damage that would be dealt to you.",
                   "Enchantment") == []


SPIRIT = "As long as you control a permanent of each color, prevent all damage that would " \
    "be dealt to you."


def test_prevention_as_long_as_you_control_a_permanent_of_each_color():
    # Spirit of Resistance (611.3a, 615.1): one test per color of the five (105.1)
    each = [{"exists": {"permanent": True, "color": [c], "controller": "you"}}
            for c in ("white", "blue", "black", "red", "green")]
    assert drafted(SPIRIT, "Enchantment") == [{"replacement": {
        "text": SPIRIT, "watch": {"event": "damage", "recipient": {"player": "you"},
                                  "if": {"all": each}},
        "instead": {"prevent": "all"}}}]


def colored(cid: str, color: str, controller: str = "p1") -> dict[str, Any]:
    return {"id": cid, "name": cid.capitalize(), "types": ["artifact"], "colors": [color],
            "controller": controller}


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
@pytest.mark.parametrize("colors,result", [
    # all five colors among p1's permanents: the Bear's 2 damage to p1 is prevented (615.1)
    (["white", "blue", "black", "red", "green"], "nothing"),
    # no green permanent: the condition fails (611.3a), the 2 damage is dealt, p1 loses 2
    (["white", "blue", "black", "red"], "2 damage from bear to p1 + p1 loses 2 life"),
])
def test_spirit_of_resistance_on_a_board(tmp_path, ruleset, colors, result):
    spirit = ("Test Spirit", "Enchantment", SPIRIT)
    bear = creature("bear", [], ["Bear"])
    scenario = {"players": ["p1", "p2"], "objects": [
        {"id": "spirit", "card": spirit[0], "controller": "p1"}, bear,
        *[colored(c, c) for c in colors]],
        "events": [{"id": "hit", "damage": {"source": "bear", "to": "p1", "amount": 2}}]}
    assert answers(tmp_path, [spirit], scenario, ruleset)["hit"] == {result: 1}


PLANS = "Prevent all damage that would be dealt to a creature by another creature if they " \
    "share a color."


def test_prevention_between_creatures_sharing_a_color_is_drafted():
    # Well-Laid Plans (615.1, 105.2): the source and the damaged creature, two objects
    assert drafted(PLANS, "Enchantment") == [{"replacement": {
        "text": PLANS, "watch": {"event": "damage", "recipient": {"object": {"type": "creature"}},
                                 "source": {"type": "creature"}, "source_shares_color": True},
        "instead": {"prevent": "all"}}}]


def tinted(cid: str, colors: list[str], controller: str = "p2") -> dict[str, Any]:
    return {"id": cid, "name": cid.capitalize(), "types": ["creature"], "colors": colors,
            "power": 2, "toughness": 2, "controller": controller}


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
def test_well_laid_plans_on_a_board(tmp_path, ruleset):
    # 615.1: red-green deals 2 to red: they share red, prevented (nothing, 614.7); blue
    # deals 2 to red: no color shared, dealt; colorless to colorless: no color at all (105.2c),
    # dealt; red-green deals 2 to p1: a player is no creature, dealt (p1 loses 2)
    plans = ("Test Plans", "Enchantment", PLANS)
    scenario = {"players": ["p1", "p2"], "objects": [
        {"id": "plans", "card": plans[0], "controller": "p1"},
        tinted("gruul", ["red", "green"]), tinted("ember", ["red"], "p1"),
        tinted("drake", ["blue"]), tinted("golem", []), tinted("myr", [], "p1")],
        "events": [
            {"id": "shared", "damage": {"source": "gruul", "to": "ember", "amount": 2}},
            {"id": "apart", "damage": {"source": "drake", "to": "ember", "amount": 2}},
            {"id": "colorless", "damage": {"source": "golem", "to": "myr", "amount": 2}},
            {"id": "player", "damage": {"source": "gruul", "to": "p1", "amount": 2}}]}
    found = answers(tmp_path, [plans], scenario, ruleset)
    assert found["shared"] == {"nothing": 1}
    assert found["apart"] == {"2 damage from drake to ember + 2 damage marked on ember": 1}
    assert found["colorless"] == {"2 damage from golem to myr + 2 damage marked on myr": 1}
    assert found["player"] == {"2 damage from gruul to p1 + p1 loses 2 life": 1}
