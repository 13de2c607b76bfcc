"""The drafter's grammar, family by family: each sentence and the definition it must give.

Every expected definition is written here by hand from the sentence and the rule it follows
(the rule is named beside it), never copied from the drafter's output: an anthem gives +N/+N
in layer 7c (613.4c), "is a Mountain" sets the land type (305.7), "enters tapped" is a
replacement of how it enters (614.1c), "prevent the next N" is a shield (615.7), a doubler
multiplies the amount (614.1a), "can't" stops the event (614.17 in 2026). Sentences the
drafter must not translate are left as text, never guessed.
"""
from __future__ import annotations

import pytest

from mtglogic.drafting import OracleCard, draft
from mtglogic.drafting.compare import equivalent
from mtglogic.loading.cards import parse_card
from mtglogic.node import Node


def one(text: str, name: str = "Test Card", type_line: str = "Enchantment") -> object:
    """The single ability drafted from one sentence (after checking the card loads)."""
    pt = ("1", "1") if "Creature" in type_line else (None, None)
    result = draft(OracleCard(name, text, type_line, "{1}", *pt))
    parse_card(Node(result.card, "<test>", "", 1))
    assert not result.untranslated, result.untranslated
    assert len(result.abilities) == 1
    return result.abilities[0].data


def left_as_text(text: str, type_line: str = "Enchantment") -> bool:
    pt = ("1", "1") if "Creature" in type_line else (None, None)
    result = draft(OracleCard("Test Card", text, type_line, "{1}", *pt))
    return bool(result.untranslated) and not any(a.translated for a in result.abilities)


STATIC = [
    # anthems and lords: 613.4c (7c) and 613.1f (layer 6)
    ("Creatures you control get +1/+1.",
     {"applies_to": {"type": "creature", "controller": "you"}, "effects": [{"modify_pt": [1, 1]}]}),
    ("Other Goblins get +1/+1 and have mountainwalk.",
     {"applies_to": {"subtype": "Goblin", "other": True},
      "effects": [{"add_abilities": ["mountainwalk"]}, {"modify_pt": [1, 1]}]}),
    ("Other Elf creatures you control get +1/+1.",
     {"applies_to": {"subtype": "Elf", "type": "creature", "controller": "you", "other": True},
      "effects": [{"modify_pt": [1, 1]}]}),
    ("Nontoken creatures you control get +1/+1 and have vigilance.",
     {"applies_to": {"type": "creature", "controller": "you", "token": False},
      "effects": [{"add_abilities": ["vigilance"]}, {"modify_pt": [1, 1]}]}),
    ("White creatures you control get +0/+2.",
     {"applies_to": {"type": "creature", "color": ["white"], "controller": "you"},
      "effects": [{"modify_pt": [0, 2]}]}),
    ("Creatures you control with flying get +1/+1.",
     {"applies_to": {"type": "creature", "controller": "you", "keyword": "flying"},
      "effects": [{"modify_pt": [1, 1]}]}),
    ('Lands you control have "{T}: Add one mana of any color."',
     {"applies_to": {"type": "land", "controller": "you"},
      "effects": [{"add_abilities": [{"mana": "{T}: Add one mana of any color."}]}]}),
    # "loses all abilities" (613.1f) and base power and toughness (613.4b, 7b)
    ("All creatures lose all abilities and have base power and toughness 1/1.",
     {"applies_to": {"type": "creature"},
      "effects": [{"remove_all_abilities": True}, {"set_pt": [1, 1]}]}),
    # type, color and land type setting and adding (205.1a-b, 305.7, 105.3)
    ("Nonbasic lands are Mountains.",
     {"applies_to": {"type": "land", "not": {"supertype": "basic"}},
      "effects": [{"set_land_types": ["Mountain"]}]}),
    ("Each land is a Swamp in addition to its other land types.",
     {"applies_to": {"type": "land"}, "effects": [{"add_subtypes": ["Swamp"]}]}),
    ("All creatures are black.",
     {"applies_to": {"type": "creature"}, "effects": [{"set_colors": ["black"]}]}),
    ("All Forests are 1/1 creatures that are still lands.",
     {"applies_to": {"subtype": "Forest"},
      "effects": [{"add_types": ["creature"]}, {"set_pt": [1, 1]}]}),
    ("Enchanted artifact is a creature with base power and toughness 5/5 in addition to its "
     "other types.",
     {"applies_to": {"enchanted": True},
      "effects": [{"add_types": ["creature"]}, {"set_pt": [5, 5]}]}),
    ("Enchanted creature is a Treefolk with base power and toughness 0/4 and loses all "
     "abilities.",
     {"applies_to": {"enchanted": True}, "effects": [
         {"set_creature_types": ["Treefolk"]}, {"remove_all_abilities": True},
         {"set_pt": [0, 4]}]}),
    # "as long as": a condition on the game (611.3a) or a test of the object itself
    ("This creature gets +1/+2 as long as you control a Forest.",
     {"condition": {"exists": {"subtype": "Forest", "controller": "you"}},
      "applies_to": {"self": True}, "effects": [{"modify_pt": [1, 2]}]}),
    ("As long as there are seven or more cards in your graveyard, this creature gets +1/+1.",
     {"condition": {"ge": [{"count": {"zone": "graveyard", "owner": "you"}}, 7]},
      "applies_to": {"self": True}, "effects": [{"modify_pt": [1, 1]}]}),
    ("As long as this creature is attacking, it has flying.",
     {"applies_to": {"self": True, "attacking": True},
      "effects": [{"add_abilities": ["flying"]}]}),
    # control (613.1b) and an effect on a player (613.10)
    ("You control enchanted creature.",
     {"applies_to": {"enchanted": True}, "effects": [{"control": "you"}]}),
    ("You have hexproof.", {"player_effect": {"players": "you", "gains": ["hexproof"]}}),
]


@pytest.mark.parametrize("text,expected", STATIC, ids=[t for t, _ in STATIC])
def test_static_sentences(text, expected):
    assert equivalent(one(text), {"static": expected})


REPLACEMENT = [
    # entering tapped or with counters (614.1c); the card's own, from anywhere (614.12)
    ("This creature enters tapped.", "Creature — Golem",
     {"works_from": "anywhere", "watch": {"event": "enter", "object": {"self": True}},
      "instead": {"enter_tapped": True}}),
    ("Creatures your opponents control enter tapped.", "Enchantment",
     {"watch": {"event": "enter", "object": {"type": "creature", "controller": "opponent"}},
      "instead": {"enter_tapped": True}}),
    ("This creature enters with two +1/+1 counters on it.", "Creature — Spike",
     {"works_from": "anywhere", "watch": {"event": "enter", "object": {"self": True}},
      "instead": {"enter_with_counters": {"counter": "+1/+1", "count": 2}}}),
    # "if ... would ..., instead" and doublers (614.1a)
    ("If you would gain life, you gain twice that much life instead.", "Enchantment",
     {"watch": {"event": "gain_life", "player": "you"}, "instead": {"multiply": 2}}),
    ("If an effect would create one or more tokens under your control, it creates twice that "
     "many of those tokens instead.", "Enchantment",
     {"watch": {"event": "create_tokens", "player": "you"}, "instead": {"multiply": 2}}),
    ("If one or more +1/+1 counters would be put on a creature you control, that many plus one "
     "+1/+1 counters are put on it instead.", "Enchantment",
     {"watch": {"event": "put_counters", "counter": "+1/+1",
                "target": {"type": "creature", "controller": "you"}}, "instead": {"add": 1}}),
    ("If a source you control would deal damage to a permanent or player, it deals triple that "
     "damage to that permanent or player instead.", "Enchantment",
     {"watch": {"event": "damage", "source": {"controller": "you",
                                              "zone": ["battlefield", "stack"]}},
      "instead": {"multiply": 3}}),
    ("If an opponent would gain life, that player loses that much life instead.", "Enchantment",
     {"watch": {"event": "gain_life", "player": "opponent"},
      "instead": {"become": {"event": "lose_life", "player": "same", "amount": "same"}}}),
    ("If a card or token would be put into a graveyard from anywhere, exile it instead.",
     "Enchantment",
     {"watch": {"event": "zone_change", "to": "graveyard"}, "instead": {"destination": "exile"}}),
    # prevention (615): all damage, a part of it, a shield made as a spell resolves (615.7)
    ("Prevent all damage that would be dealt to this creature.", "Creature — Rebel",
     {"watch": {"event": "damage", "recipient": {"object": {"self": True}}},
      "instead": {"prevent": "all"}}),
    ("If a source would deal damage to you, prevent 1 of that damage.", "Artifact",
     {"watch": {"event": "damage", "recipient": {"player": "you"}}, "instead": {"prevent": 1}}),
    ("Prevent the next 3 damage that would be dealt to any target this turn.", "Instant",
     {"resolved": True, "watch": {"event": "damage", "recipient": "target"},
      "instead": {"shield": 3}}),
    # "can't" (614.17 in 2026) and "can't be prevented" (615.12)
    ("Your life total can't change.", "Artifact Creature — Golem",
     {"watch": {"event": ["gain_life", "lose_life"], "player": "you"}, "cant": True}),
    ("Damage can't be prevented.", "Enchantment",
     {"watch": {"event": "damage"}, "unpreventable": True}),
]


@pytest.mark.parametrize("text,type_line,expected", REPLACEMENT,
                         ids=[t for t, _, _ in REPLACEMENT])
def test_replacement_and_prevention_sentences(text, type_line, expected):
    assert equivalent(one(text, type_line=type_line), {"replacement": expected})


def test_the_card_name_is_the_card_itself():
    # 201.5: a card's name in its text means that object; a legendary card's short name too.
    drafted = one("Prevent all damage that would be dealt to Cho-Manno.",
                  "Cho-Manno, Revolutionary", "Legendary Creature — Human Rebel")
    assert drafted["replacement"]["watch"]["recipient"] == {"object": {"self": True}}


def test_keywords_and_text_kinds():
    result = draft(OracleCard("Test Card", "Flying, first strike\n{T}: Add {G}.\n"
                              "Whenever this creature attacks, draw a card.\n{2}: Untap it.",
                              "Creature — Elf", "{G}", "1", "1"))
    assert [a.data for a in result.abilities] == [
        "flying", "first strike", {"mana": "{T}: Add {G}."},
        {"triggered": "Whenever this creature attacks, draw a card."},
        {"activated": "{2}: Untap it."}]
    # no trigger event word reads "attacks" yet: the triggered ability stays text, and is
    # said (the engines would not see it trigger); so are the mana and activated abilities,
    # whose effects make nothing in force (605.1a, 611.2)
    assert result.untranslated == ["{T}: Add {G}.", "Whenever this creature attacks, draw a card.",
                                   "{2}: Untap it."]


def test_reminder_text_and_ability_words_are_not_parsed():
    # 207.2a and 207.2c: reminder text and an ability word have no rules meaning.
    drafted = one("Threshold \u2014 As long as there are seven or more cards in your graveyard, "
                  "this creature gets +1/+1. (Read the graveyard.)", type_line="Creature — Cat")
    assert drafted["static"]["text"].startswith("Threshold \u2014")
    assert drafted["static"]["effects"] == [{"modify_pt": [1, 1]}]


@pytest.mark.parametrize("text", [
    # ("except by two or more creatures" is read now, 509.1b: test_drafting_combat.py)
    "Creatures you control can't be blocked by creatures that don't have a name.",
    "If a source would deal damage to you, it deals damage to you twice instead.",
    # one sentence of a line is not known: the whole line stays text (never half a meaning)
    "Prevent the next 3 damage that would be dealt to target creature this turn. Put a +1/+1 "
    "counter on that creature for each 1 damage prevented this way.",
])
def test_unknown_sentences_are_left_as_text(text):
    type_line = "Instant" if text.startswith("Prevent") else "Enchantment"
    assert left_as_text(text, type_line)


def test_a_shield_and_what_it_does_with_the_damage_it_prevented():
    # 615.5: "for each 1 damage prevented this way" uses the amount the shield prevented.
    assert equivalent(one("Prevent the next 3 damage that would be dealt to target creature "
                          "this turn. For each 1 damage prevented this way, put a +1/+1 counter "
                          "on that creature.", type_line="Instant"),
                      {"replacement": {"resolved": True,
                                       "watch": {"event": "damage", "recipient": "target"},
                                       "instead": {"shield": 3, "then": {
                                           "event": "put_counters", "target": "recipient",
                                           "counter": "+1/+1", "amount": "prevented"}}}})


def test_the_sentences_of_a_spell_that_stand_alone():
    # 608.2c: a spell's instructions are followed in order; one that does not refer back
    # to another is drafted on its own, the rest stays as the spell's text.
    result = draft(OracleCard("Skullcrack", "Players can't gain life this turn. Damage can't be "
                              "prevented this turn. Skullcrack deals 3 damage to target player "
                              "or planeswalker.", "Instant", "{1}{R}"))
    kinds = [next(iter(a.data)) for a in result.abilities]
    assert kinds == ["replacement", "replacement", "spell"]
    assert result.untranslated == ["Skullcrack deals 3 damage to target player or planeswalker."]
    assert result.abilities[0].data["replacement"]["resolved"] is True


def test_subgame_sentences_make_the_cards_subgame_key():
    # 715 in 2011, 728 today: Shahrazad's subgame, and the half life lost by non-winners.
    result = draft(OracleCard("Shahrazad", "Players play a Magic subgame, using their libraries "
                              "as their decks. Each player who doesn't win the subgame loses half "
                              "their life, rounded up.", "Sorcery", "{W}{W}"))
    assert result.card["subgame"] == {"creates_subgame": True,
                                      "non_winners_lose_life": "half_rounded_up"}
    assert "abilities" not in result.card and not result.untranslated


def test_a_shield_outside_a_resolving_effect_is_not_guessed():
    # "this turn" on a permanent's static ability has no resolving effect to make it (611.2a).
    assert left_as_text("Prevent the next 1 damage that would be dealt to any target this turn.")


def test_a_result_that_does_not_fit_its_event_is_not_guessed():
    # Exiling a life gain means nothing: the grammar derives it, the builder refuses it.
    assert left_as_text("If you would gain life, exile it instead.")


def test_the_same_is_true_for_spells_and_cards_elsewhere():
    # Conspiracy's template: the effect also applies to spells on the stack and to cards
    # outside the battlefield (the spells being named apart, the cards are those elsewhere).
    drafted = one("Creatures you control are the chosen type. The same is true for creature "
                  "spells you control and creature cards you own that aren't on the "
                  "battlefield.")
    elsewhere = ["hand", "library", "graveyard", "exile", "command"]
    assert equivalent(drafted, {"static": {
        "applies_to": {"any": [
            {"type": "creature", "controller": "you", "zone": ["battlefield", "stack"]},
            {"type": "creature", "owner": "you", "zone": elsewhere}]},
        "effects": [{"set_creature_types": [{"chosen": "creature_type"}]}]}})


def test_changeling_is_the_keyword_alone():
    # 702.73a: changeling is every creature type, in every zone (604.3): the keyword makes
    # the characteristic-defining ability (the rulesets' keyword_cdas), no static besides.
    result = draft(OracleCard("Test Card", "Changeling (This card is every creature type.)",
                              "Creature \u2014 Shapeshifter", "{1}", "1", "1"))
    assert [a.data for a in result.abilities] == ["changeling"]


def test_a_spell_until_end_of_turn_has_that_duration():
    # 611.2a: a resolved effect lasts as long as it says; 205.1a: a creature that becomes a
    # Frog gets that creature type in place of its own.
    drafted = one("Until end of turn, target creature loses all abilities and becomes a blue "
                  "Frog with base power and toughness 1/1.", type_line="Instant")
    assert equivalent(drafted, {"spell": {"duration": "end_of_turn", "effects": [
        {"set_creature_types": ["Frog"]}, {"set_colors": ["blue"]},
        {"remove_all_abilities": True}, {"set_pt": [1, 1]}]}})


def test_a_permanent_that_becomes_a_creature_of_a_type():
    # 205.1a: the card type set to creature, the creature types replaced by Elk.
    drafted = one("Enchanted permanent loses all abilities and is a green Elk creature with "
                  "base power and toughness 3/3.")
    assert equivalent(drafted, {"static": {"applies_to": {"enchanted": True}, "effects": [
        {"set_types": ["creature"]}, {"set_creature_types": ["Elk"]},
        {"set_colors": ["green"]}, {"remove_all_abilities": True}, {"set_pt": [3, 3]}]}})


def test_a_creature_that_becomes_a_creature_of_a_type_loses_its_other_card_types():
    # 205.1a: "is a green Elk creature" sets the card type, so an artifact creature stops
    # being an artifact (Kenrith's Transformation's reminder text); only "artifact
    # creature" keeps the prior card types (205.1b).
    drafted = one("Enchanted creature loses all abilities and is a green Elk creature with "
                  "base power and toughness 3/3.")
    assert equivalent(drafted, {"static": {"applies_to": {"enchanted": True}, "effects": [
        {"set_types": ["creature"]}, {"set_creature_types": ["Elk"]},
        {"set_colors": ["green"]}, {"remove_all_abilities": True}, {"set_pt": [3, 3]}]}})


def test_half_rounded_as_written():
    drafted = one("If an opponent would put one or more counters on a permanent or player, they "
                  "put half that many of each of those kinds of counters on that permanent or "
                  "player instead, rounded down.", type_line="Creature \u2014 Phyrexian")
    assert drafted["replacement"]["instead"] == {"divide": 2, "round": "down"}
    assert drafted["replacement"]["watch"]["by"] == "opponent"


@pytest.mark.parametrize("text,instead,extra", [
    # 614.12a: pay the life or the land enters tapped
    ("As this land enters, you may pay 2 life. If you don't, it enters tapped.",
     {"enter_tapped": True}, {"unless": {"event": "lose_life", "player": "you", "amount": 2}}),
    # 107.3m: X is the value chosen as it was cast
    ("This creature enters with X +1/+1 counters on it.",
     {"enter_with_counters": {"counter": "+1/+1", "count": {"chosen": "x"}}}, {}),
    ("This creature enters with a +1/+1 counter on it for each creature card in your graveyard.",
     {"enter_with_counters": {"counter": "+1/+1", "count": {"count": {
         "type": "creature", "zone": "graveyard", "owner": "you"}}}}, {}),
])
def test_how_the_card_itself_enters(text, instead, extra):
    type_line = "Land \u2014 Island Mountain" if "land" in text else "Creature \u2014 Golem"
    drafted = one(text, type_line=type_line)
    assert equivalent(drafted, {"replacement": {
        "watch": {"event": "enter", "object": {"self": True}}, "instead": instead, **extra}})


@pytest.mark.parametrize("text,expected", [
    # "can't" (614.17 in 2026): the event does not happen
    ("Your opponents can't gain life.",
     {"watch": {"event": "gain_life", "player": "opponent"}, "cant": True}),
    ("You can't get poison counters.",
     {"watch": {"event": "put_counters", "counter": "poison", "player": "you"}, "cant": True}),
    ("Creatures you control can't have -1/-1 counters put on them.",
     {"watch": {"event": "put_counters", "counter": "-1/-1",
                "target": {"type": "creature", "controller": "you"}}, "cant": True}),
    # 614.9: damage dealt to another object instead
    ("All damage that would be dealt to you is dealt to enchanted creature instead.",
     {"watch": {"event": "damage", "recipient": {"player": "you"}},
      "instead": {"redirect": {"object": "enchanted"}}}),
    # an object this source dealt damage to this turn dies: exiled instead
    ("If a creature dealt damage by this creature this turn would die, exile it instead.",
     {"watch": {"event": "zone_change", "from": "battlefield", "to": "graveyard",
                "object": {"type": "creature"}, "damaged_this_turn": {"source": "self"}},
      "instead": {"destination": "exile"}}),
])
def test_cant_redirect_and_damaged_this_turn(text, expected):
    assert equivalent(one(text, type_line="Creature \u2014 Human"), {"replacement": expected})


def test_a_choice_as_it_enters_makes_no_ability():
    # The choice is the object's `choices` in a scenario (a color, a creature type...): the
    # line is known, makes no ability, and the abilities after it keep their numbers.
    result = draft(OracleCard("Test Card", "As this enchantment enters, choose a color.\n"
                              "Creatures you control of the chosen color get +1/+1.",
                              "Enchantment", "{3}"))
    assert not result.untranslated and len(result.abilities) == 1
    assert result.abilities[0].data["static"]["applies_to"]["color"] == {"chosen": "color"}


def test_all_abilities_but_mana_abilities():
    assert equivalent(one("All lands lose all abilities except mana abilities."), {"static": {
        "applies_to": {"type": "land"},
        "effects": [{"remove_all_abilities": {"except": ["mana"]}}]}})
