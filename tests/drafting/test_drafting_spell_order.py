"""The Nth spell a player casts each turn, drafted from real Oracle text (issue 19, item 5;
drafting/spell_order.py): ``nth_this_turn`` on the cost change (601.2f; 601.2e in 2011)
and on the flash permission (702.8a) of that one spell. Expected drafts are written by
hand from each sentence; what the turn's history of spells cannot test stays as text.
"""
from __future__ import annotations

import pytest
from drafting_support import one_static

from mtglogic.drafting import OracleCard, draft
from mtglogic.loading.cards import parse_card
from mtglogic.node import Node

CREATURE = "Creature \u2014 Beast"


def drafted(text: str) -> dict | None:
    return one_static(text, CREATURE, "1")


@pytest.mark.parametrize("text, expected", [
    # Highspire Bell-Ringer, Raging Battle Mouse: any spell, the second one
    ("The second spell you cast each turn costs {1} less to cast.",
     [{"spells_cost": {"players": "you", "nth_this_turn": 2, "less": "{1}"}}]),
    # Melek: the first instant or sorcery spell
    ("The first instant or sorcery spell you cast each turn costs {3} less to cast.",
     [{"spells_cost": {"players": "you", "spells": {"type": ["instant", "sorcery"]},
                       "nth_this_turn": 1, "less": "{3}"}}]),
    # Serah Farron: legendary creature spells (205.4a: a supertype)
    ("The first legendary creature spell you cast each turn costs {2} less to cast.",
     [{"spells_cost": {"players": "you", "spells": {"supertype": ["legendary"],
                                                   "type": "creature"},
                       "nth_this_turn": 1, "less": "{2}"}}]),
    # Eluge: {U} for each land you control with a flood counter on it
    ("The first instant or sorcery spell you cast each turn costs {U} less to cast for each "
     "land you control with a flood counter on it. (Excess cost reduction reduces generic "
     "mana.)",
     [{"spells_cost": {"players": "you", "spells": {"type": ["instant", "sorcery"]},
                       "nth_this_turn": 1, "less": "{U}",
                       "times": {"count": {"type": "land", "controller": "you",
                                           "counter": "flood"}}}}]),
    # Radagast: the same spell costs less and may be cast as though it had flash
    ("The first creature spell you cast each turn costs {2} less to cast and can be cast as "
     "though it had flash.",
     [{"spells_cost": {"players": "you", "spells": {"type": "creature"}, "nth_this_turn": 1,
                       "less": "{2}"}},
      {"cast_as_though_flash": {"players": "you", "spells": {"type": "creature"},
                                "nth_this_turn": 1}}]),
])
def test_the_nth_spell_you_cast_each_turn(text: str, expected: list[dict]) -> None:
    assert drafted(text) == {"rules": expected}


@pytest.mark.parametrize("text", [
    # Momo: a spell cast earlier keeps no abilities in the turn's history ("with flying")
    "The first non-Lemur creature spell with flying you cast during each of your turns "
    "costs {1} less to cast.",
    # Weftwalking: each player's first spell on their own turn, not a cost change
    "The first spell each player casts during each of their turns may be cast without "
    "paying its mana cost.",
])
def test_what_the_history_cannot_test_stays_text(text: str) -> None:
    assert drafted(text) is None


@pytest.mark.parametrize("text, condition", [
    # Lashwhip Predator: the creatures all the opponents control, together
    ("This spell costs {2} less to cast if your opponents control three or more creatures.",
     {"ge": [{"count": {"type": "creature", "controller": "opponent"}}, 3]}),
    # Orysa: the total toughness of the creatures you control (the `total` value)
    ("This spell costs {3} less to cast if creatures you control have total toughness 10 or "
     "greater.",
     {"ge": [{"total": {"of": "toughness", "among": {"type": "creature",
                                                     "controller": "you"}}}, 10]}),
])
def test_a_spell_s_own_cost_under_a_condition(text: str, condition: dict) -> None:
    # its own cost: it works on the stack (113.6d), for whoever casts it (601.2f)
    mana = text.split(" ")[3]
    assert drafted(text) == {"condition": condition, "functions_in": ["stack"],
                             "rules": [{"spells_cost": {"players": "each",
                                                        "spells": {"self": True},
                                                        "less": mana}}]}


def card_rules(text: str) -> list[dict] | None:
    """The rules of a whole card's one static ability, or None if a sentence stayed text."""
    result = draft(OracleCard("Test Card", text, "Artifact", "{3}", None, None))
    parse_card(Node(result.card, "<test>", "", 1))
    if result.untranslated:
        return None
    (ability,) = [a.data for a in result.abilities if isinstance(a.data, dict)]
    rules: list[dict] = ability["static"]["rules"]
    return rules


def test_gathering_stone_spells_of_the_chosen_creature_type() -> None:
    # Gathering Stone: the creature type chosen as it entered (614.12); a spell of that
    # type is one with that subtype (205.3m), of any card type
    assert card_rules("As this artifact enters, choose a creature type.\nSpells you cast of "
                      "the chosen type cost {1} less to cast.") == \
        [{"spells_cost": {"players": "you", "spells": {"subtype": [{"chosen": "creature_type"}]},
                          "less": "{1}"}}]


def test_arachne_s_chosen_card_type_stays_text() -> None:
    # Arachne chooses a card type, not a creature type: no subtype to test, so declined
    assert card_rules("As Arachne enters, look at an opponent's hand, then choose a card "
                      "type other than creature.\nSpells of the chosen type cost {1} more to "
                      "cast.") is None


def test_glamdring_x_is_the_equipped_creature_s_power() -> None:
    # the creature it is attached to (301.5a): the total power over that one creature, 0
    # when it equips none
    assert one_static("Instant and sorcery spells you cast cost {X} less to cast, where X "
                      "is equipped creature's power.", "Legendary Artifact \u2014 Equipment") \
        == {"rules": [{"spells_cost": {"players": "you",
                                       "spells": {"type": ["instant", "sorcery"]},
                                       "less": "{1}", "times": {"total": {
                                           "of": "power", "among": {"equipped": True}}}}}]}


@pytest.mark.parametrize("text, spells, times", [
    # Damping Sphere: the spells that player cast earlier this turn (601.2i)
    ("Each spell a player casts costs {1} more to cast for each other spell that player has "
     "cast this turn.", None, {"spells_cast_this_turn": {"controller": "you"}}),
    # Hum of the Radix: the artifacts the spell's controller (its caster, 601.2a) controls
    ("Each artifact spell costs {1} more to cast for each artifact its controller controls.",
     {"type": "artifact"}, {"count": {"type": "artifact", "controller": "you"}}),
])
def test_a_count_for_each_caster(text: str, spells: dict | None, times: dict) -> None:
    assert one_static(text, "Artifact") == {"rules": [{"spells_cost": {
        "players": "each", **({"spells": spells} if spells else {}), "more": "{1}",
        "times": times, "per_caster": True}}]}


def test_dream_chisel_face_down_creature_spells() -> None:
    # a spell cast face down is turned face down before it is put on the stack, a creature
    # spell then (708.4; 707.4 in 2011), and its cost is determined after that (601.2f)
    assert one_static("Face-down creature spells you cast cost {1} less to cast.",
                      "Artifact") == {"rules": [{"spells_cost": {
                          "players": "you", "spells": {"type": "creature", "face_down": True},
                          "less": "{1}"}}]}
