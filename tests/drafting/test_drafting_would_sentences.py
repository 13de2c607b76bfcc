"""The "would" templates (``mtglogic/drafting/would_sentences.py``) on real Oracle text: each
expected draft is written by hand from the card's text and 614-615 (the same numbers in
cr-2011 and cr-2026), and every draft loads."""
from __future__ import annotations

from typing import Any

import pytest

from mtglogic.drafting import OracleCard, draft
from mtglogic.loading.cards import parse_card
from mtglogic.node import Node

SELF_DAMAGE = {"event": "damage", "recipient": {"object": {"self": True}}}
DIES = {"event": "zone_change", "from": "battlefield", "to": "graveyard"}

CASES: list[tuple[str, str, str, dict[str, Any]]] = [
    # 615.1 with each source's amount compared (the watch key `amount`)
    ("Callous Giant", "Creature \u2014 Giant",
     "If a source would deal 3 or less damage to this creature, prevent that damage.",
     {"watch": {**SELF_DAMAGE, "amount": {"le": 3}}, "instead": {"prevent": "all"}}),
    # 614.1a: 4 or more becomes 3, to whatever it is dealt
    ("Divine Presence", "Enchantment",
     "If a source would deal 4 or more damage to a permanent or player, that source deals 3 "
     "damage to that permanent or player instead.",
     {"watch": {"event": "damage", "amount": {"ge": 4}}, "instead": {"set": 3}}),
    # 615.5: prevented, and the counters for the damage prevented
    ("Anti-Venom, Horrifying Healer", "Legendary Creature \u2014 Symbiote Hero",
     "If damage would be dealt to Anti-Venom, prevent that damage and put that many +1/+1 "
     "counters on him.",
     {"watch": SELF_DAMAGE, "instead": {"prevent": "all", "then": {
         "event": "put_counters", "target": "self", "counter": "+1/+1",
         "amount": "prevented"}}}),
    # 614.1a: the damage becomes counters on the card
    ("Force Bubble", "Enchantment",
     "If damage would be dealt to you, put that many depletion counters on Force Bubble "
     "instead.",
     {"watch": {"event": "damage", "recipient": {"player": "you"}},
      "instead": {"become": {"event": "put_counters", "target": "self",
                             "counter": "depletion", "amount": "same"}}}),
    # 614.1a: dies (700.4) becomes exile with three egg counters
    ("Darigaaz Reincarnated", "Legendary Creature \u2014 Dragon",
     "If Darigaaz Reincarnated would die, instead exile it with three egg counters on it.",
     {"watch": {**DIES, "object": {"self": True}},
      "instead": {"destination": "exile", "counters": {"egg": 3}}}),
    ("The Darkness Crystal", "Legendary Artifact",
     "If a nontoken creature an opponent controls would die, instead exile it and you gain 2 "
     "life.",
     {"watch": {**DIES, "object": {"token": False, "type": "creature",
                                   "controller": "opponent"}},
      "instead": {"destination": "exile", "then": {"event": "gain_life", "player": "you",
                                                   "amount": 2}}}),
    # 614.1a, 122.6a: counters you put, on a permanent you control, one more of each kind
    ("Doc Samson, Super Psychiatrist", "Legendary Creature \u2014 Human Doctor Hero",
     "If you would put one or more counters on a permanent you control, put that many plus "
     "one of each of those kinds of counters on that permanent instead.",
     {"watch": {"event": "put_counters", "by": "you",
                "target": {"permanent": True, "controller": "you"}}, "instead": {"add": 1}}),
    # 614.1a, 111.4: the tokens and one more token of that definition
    ("Quina, Qu Gourmet", "Legendary Creature \u2014 Qu",
     "If one or more tokens would be created under your control, those tokens plus a 1/1 "
     "green Frog creature token are created instead.",
     {"watch": {"event": "create_tokens", "player": "you"}, "instead": {"become": [
         {"event": "create_tokens", "token": "same", "count": "same"},
         {"event": "create_tokens", "count": 1, "token": {
             "name": "Frog", "types": ["creature"], "subtypes": ["Frog"], "power": 1,
             "toughness": 1, "colors": ["green"]}}]}}),
    # 614.1a, 614.12: creature tokens, as they would exist, three times as many
    ("Ojer Taq, Deepest Foundation", "Legendary Creature \u2014 God",
     "If one or more creature tokens would be created under your control, three times that "
     "many of those tokens are created instead.",
     {"watch": {"event": "create_tokens", "player": "you", "object": {"type": "creature"}},
      "instead": {"multiply": 3}}),
    # 614.1a, 111.10: a predefined Map token besides
    ("Worldwalker Helm", "Artifact",
     "If you would create one or more artifact tokens, instead create those tokens plus an "
     "additional Map token.",
     {"watch": {"event": "create_tokens", "player": "you", "object": {"type": "artifact"}},
      "instead": {"become": [{"event": "create_tokens", "token": "same", "count": "same"},
                             {"event": "create_tokens", "token": "Map", "count": 1}]}}),
    # 615.12
    ("Frenzied Baloth", "Creature \u2014 Beast", "Combat damage can't be prevented.",
     {"watch": {"event": "damage", "combat": True}, "unpreventable": True}),
    # 614.1a: no life gained
    ("Sulfuric Vortex", "Enchantment",
     "If a player would gain life, that player gains no life instead.",
     {"watch": {"event": "gain_life", "player": "any"}, "instead": {"set": 0}}),
    # 614.1b, 121.6a: a draw from an empty library skipped
    ("Living Conundrum", "Creature \u2014 Elemental",
     "If you would draw a card while your library has no cards in it, skip that draw instead.",
     {"watch": {"event": "draw", "player": "you", "empty_library": True},
      "instead": {"nothing": True}}),
    ("Neriv, Heart of the Storm", "Legendary Creature \u2014 Spirit Dragon",
     "If a creature you control that entered this turn would deal damage, it deals twice that "
     "much damage instead.",
     {"watch": {"event": "damage", "source": {"type": "creature", "controller": "you",
                                              "entered_this_turn": True}},
      "instead": {"multiply": 2}}),
    # 614.9: redirected to the card
    ("Ancient Adamantoise", "Creature \u2014 Turtle",
     "All damage that would be dealt to you and other permanents you control is dealt to this "
     "creature instead.",
     {"watch": {"event": "damage", "recipient": {"player": "you", "object": {
         "other": True, "controller": "you"}}}, "instead": {"redirect": {"object": "self"}}}),
    ("Martyrs of Korlis", "Creature \u2014 Human",
     "As long as this creature is untapped, all damage that would be dealt to you by "
     "artifacts is dealt to this creature instead.",
     {"watch": {"event": "damage", "if": {"exists": {"self": True, "tapped": False}},
                "source": {"type": "artifact"}, "recipient": {"player": "you"}},
      "instead": {"redirect": {"object": "self"}}}),
    # 614.1: the grammar's "if EVENT, RESULT instead" while a condition holds
    ("The Rollercrusher Ride", "Legendary Enchantment",
     "If a source you control would deal noncombat damage to a permanent or player while there "
     "are four or more card types among cards in your graveyard, it deals double that damage "
     "instead.",
     {"watch": {"event": "damage", "source": {"controller": "you",
                                              "zone": ["battlefield", "stack"]},
                "combat": False, "if": {"ge": [{"card_types_among": {
                    "zone": ["graveyard"], "owner": "you"}}, 4]}},
      "instead": {"multiply": 2}}),
    # 614.1a: plus a value worked out as it applies (the card's power)
    ("Hawkeye, Young Avenger", "Legendary Creature — Human Archer Hero",
     "If a source you control would deal noncombat damage to an opponent or a permanent an "
     "opponent controls, instead it deals that much damage plus X, where X is Hawkeye's "
     "power.",
     {"watch": {"event": "damage", "source": {"controller": "you",
                                              "zone": ["battlefield", "stack"]},
                "combat": False, "recipient": {"player": "opponent", "object": {
                    "controller": "opponent"}}},
      "instead": {"add": {"power": "self"}}}),
    # "while you have 5 or less life": the life total at most 5 as the life would be gained
    ("Phial of Galadriel", "Legendary Artifact",
     "If you would gain life while you have 5 or less life, you gain twice that much life "
     "instead.",
     {"watch": {"event": "gain_life", "player": "you", "if": {"le": [{"life": "you"}, 5]}},
      "instead": {"multiply": 2}}),
    # one effect: a creature card (a nontoken permanent is a card) owned by an opponent going
    # to the graveyard from anywhere (dying is from the battlefield, 700.4; a card elsewhere
    # goes to its owner's graveyard)
    ("Anafenza, the Foremost", "Legendary Creature — Human Soldier",
     "If a nontoken creature an opponent owns would die or a creature card not on the "
     "battlefield would be put into an opponent's graveyard, exile that card instead.",
     {"watch": {"event": "zone_change", "to": "graveyard", "object": {
         "type": "creature", "card": True, "owner": "opponent"}},
      "instead": {"destination": "exile"}}),
]


def _card(name: str, type_line: str, text: str) -> OracleCard:
    stats = ("1", "1") if "Creature" in type_line else (None, None)
    return OracleCard(name, text, type_line, "{1}", *stats)


@pytest.mark.parametrize("name, type_line, text, expected", CASES, ids=[c[0] for c in CASES])
def test_static_would_sentences(name, type_line, text, expected):
    result = draft(_card(name, type_line, text))
    assert result.untranslated == []
    assert [a.data for a in result.abilities] == [{"replacement": {"text": text, **expected}}]
    parse_card(Node(result.card, "<draft>", "", 1))


ACTIVATED: list[tuple[str, str, str, list[dict[str, Any]]]] = [
    # 615.7: a shield on the ability's target (what may be targeted is the target's rule)
    ("Argivian Blacksmith", "Creature \u2014 Human Artificer",
     "{T}: Prevent the next 2 damage that would be dealt to target artifact creature this "
     "turn.",
     [{"resolved": True, "watch": {"event": "damage", "recipient": "target"},
       "instead": {"shield": 2}}]),
    # 615.1: one effect on the damage dealt to and by the target (the one named before)
    ("Maze of Ith", "Land",
     "{T}: Untap target attacking creature. Prevent all combat damage that would be dealt to "
     "and dealt by that creature this turn.",
     [{"resolved": True, "watch": {"event": "damage", "combat": True, "involving": "target"},
       "instead": {"prevent": "all"}}]),
    # 614.3, 615.8: the next draw, used up by it
    ("Words of Worship", "Enchantment",
     "{1}: The next time you would draw a card this turn, you gain 5 life instead.",
     [{"resolved": True, "once": True, "watch": {"event": "draw", "player": "you"},
       "instead": {"become": {"event": "gain_life", "player": "you", "amount": 5}}}]),
    ("Words of Wilding", "Enchantment",
     "{1}: The next time you would draw a card this turn, create a 2/2 green Bear creature "
     "token instead.",
     [{"resolved": True, "once": True, "watch": {"event": "draw", "player": "you"},
       "instead": {"become": {"event": "create_tokens", "player": "you", "count": 1, "token": {
           "name": "Bear", "types": ["creature"], "subtypes": ["Bear"], "power": 2,
           "toughness": 2, "colors": ["green"]}}}}]),
]


@pytest.mark.parametrize("name, type_line, text, expected", ACTIVATED,
                         ids=[c[0] for c in ACTIVATED])
def test_effects_of_activated_abilities(name, type_line, text, expected):
    result = draft(_card(name, type_line, text))
    effects = [a.data["replacement"] for a in result.abilities if "replacement" in a.data]
    assert [{k: v for k, v in e.items() if k != "text"} for e in effects] == expected
    parse_card(Node(result.card, "<draft>", "", 1))


CHOSEN = ("Circle of Protection: Artifacts", "Enchantment",
          "{2}: The next time an artifact source of your choice would deal damage to you this "
          "turn, prevent that damage.",
          [{"resolved": True, "once": True, "watch": {
              "event": "damage", "source_of_choice": True, "source": {"type": "artifact"},
              "recipient": {"player": "you"}}, "instead": {"prevent": "all"}}])
MORE_ACTIVATED = [
    CHOSEN,
    # 609.7a, 614.9: the chosen source's next damage to you dealt to the card instead
    ("Beacon of Destiny", "Creature — Human Cleric",
     "{T}: The next time a source of your choice would deal damage to you this turn, that "
     "damage is dealt to this creature instead.",
     [{"resolved": True, "once": True, "watch": {
         "event": "damage", "source_of_choice": True, "recipient": {"player": "you"}},
       "instead": {"redirect": {"object": "self"}}}]),
    # 615.1, 115.1: the damage of the ability's targets
    ("Shieldmage Elder", "Creature — Human Cleric Wizard",
     "Tap two untapped Wizards you control: Prevent all damage target spell would deal this "
     "turn.",
     [{"resolved": True, "watch": {"event": "damage", "source": "target"},
       "instead": {"prevent": "all"}}]),
    # 122.6a: +1/+1 counters you put on your creatures, one more, until end of turn
    ("Prairie Dog", "Creature — Prairie Dog",
     "{4}{W}: Until end of turn, if you would put one or more +1/+1 counters on a creature you "
     "control, put that many plus one +1/+1 counters on it instead.",
     [{"resolved": True, "watch": {"event": "put_counters", "by": "you", "counter": "+1/+1",
                                   "target": {"type": "creature", "controller": "you"}},
       "instead": {"add": 1}}]),
]


@pytest.mark.parametrize("name, type_line, text, expected", MORE_ACTIVATED,
                         ids=[c[0] for c in MORE_ACTIVATED])
def test_more_effects_of_activated_abilities(name, type_line, text, expected):
    test_effects_of_activated_abilities(name, type_line, text, expected)


def test_a_level_of_a_class_conditions_its_replacement():
    # 716.2a: the level 3 ability is in force while the Class is level 3 or greater (the
    # bar and the ability on one line, as today's Oracle text prints them)
    text = ("{2}{R}: Level 3 — If a source you control would deal noncombat damage to an "
            "opponent or a permanent an opponent controls, it deals that much damage plus 2 "
            "instead.")
    result = draft(_card("Artist's Talent", "Enchantment — Class", text))
    effects = [a.data["replacement"] for a in result.abilities if "replacement" in a.data]
    assert len(effects) == 1 and effects[0]["instead"] == {"add": 2}
    assert effects[0]["watch"]["if"] == {"ge": [{"class_level": "self"}, 3]}
    assert result.untranslated == []


def test_that_creature_needs_one_target_before():
    # two targets before "that creature": which one it is, the draft can't say (115.1)
    text = ("{T}: Untap target attacking creature and target blocking creature. Prevent all "
            "combat damage that would be dealt to and dealt by that creature this turn.")
    result = draft(_card("Test Land", "Land", text))
    assert not [a for a in result.abilities if "replacement" in a.data]


def test_a_spells_own_damage_cant_be_prevented():
    # 615.12: "The damage can't be prevented" of the damage the spell deals as it resolves;
    # the one-shot damage itself stays the spell's text (611.2)
    text = "Pinpoint Avalanche deals 4 damage to target creature. The damage can't be prevented."
    result = draft(OracleCard("Pinpoint Avalanche", text, "Instant", "{3}{R}{R}"))
    effects = [a.data["replacement"] for a in result.abilities if "replacement" in a.data]
    assert effects == [{"text": "The damage can't be prevented.", "resolved": True,
                        "watch": {"event": "damage", "source": {"self": True}},
                        "unpreventable": True}]
    assert result.untranslated == ["Pinpoint Avalanche deals 4 damage to target creature."]


def test_a_static_next_draw_is_left_as_text():
    # "the next time ... this turn" is a resolved effect's (611.2a); on a static ability the
    # drafter can't say when it was made
    text = "The next time you would draw a card this turn, you gain 5 life instead."
    assert draft(_card("Test", "Enchantment", text)).untranslated == [text]
