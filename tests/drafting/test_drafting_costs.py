"""Costs, alternative costs, casting permissions and casting keywords drafted from real
Oracle text (issue 19, item 5; drafting/rules_costs.py).

Every expected definition is written by hand from the card's Oracle sentence and its rule:
a cost change times a count or value (601.2f; 601.2e in 2011), a spell's own cost working
on the stack (113.6d), spells cast from zones, ability costs not below one mana (602.2b),
alternative costs (118.9; 117.9 in 2011), permissions and prohibitions to cast (601.3;
none in 2011), and keywords that work as a spell is cast granted to spells on the stack
(layer 6; 702.51a convoke, 702.40a storm). What is not read exactly stays as text.
"""
from __future__ import annotations

import pytest

from mtglogic.drafting import OracleCard, draft
from mtglogic.loading.cards import parse_card
from mtglogic.model.terms import ZONES
from mtglogic.node import Node

CREATURE = "Creature \u2014 Beast"
OWN = {"players": "each", "spells": {"self": True}, "less": "{1}"}
GRAVEYARD = {"zone": "graveyard", "owner": "you"}


def body(text: str, name: str = "Test Card", type_line: str = CREATURE) -> dict:
    result = draft(OracleCard(name, text, type_line, "{1}", "1", "1"))
    parse_card(Node(result.card, "<test>", "", 1))  # the draft loads
    assert not result.untranslated, result.untranslated
    (ability,) = [a.data for a in result.abilities if isinstance(a.data, dict)
                  and "static" in a.data]
    found = dict(ability["static"])
    found.pop("text")
    return found


def own(times: dict) -> dict:
    """A spell's own cost {1} less, times a value: it works on the stack (113.6d)."""
    return {"functions_in": ["stack"], "rules": [{"spells_cost": {**OWN, "times": times}}]}


@pytest.mark.parametrize("text, expected", [
    # Tolarian Terror: {1} for each instant and sorcery card in its controller's graveyard
    ("This spell costs {1} less to cast for each instant and sorcery card in your graveyard.",
     own({"count": {"type": ["instant", "sorcery"], **GRAVEYARD}})),
    # Ghoultree
    ("This spell costs {1} less to cast for each creature card in your graveyard.",
     own({"count": {"type": "creature", **GRAVEYARD}})),
    # Diamond Weapon: permanent cards (110.4a: a card of a permanent type)
    ("This spell costs {1} less to cast for each permanent card in your graveyard.",
     own({"count": {"permanent": True, **GRAVEYARD}})),
    # Chitin Gravestalker: a card that is an artifact, a creature or both, counted once
    ("This spell costs {1} less to cast for each artifact and/or creature card in your "
     "graveyard.", own({"count": {"type": ["artifact", "creature"], **GRAVEYARD}})),
    # Serpent of the Pass: neither a creature nor a land
    ("This spell costs {1} less to cast for each noncreature, nonland card in your "
     "graveyard.", own({"count": {"not": {"type": ["creature", "land"]}, **GRAVEYARD}})),
    # Emrakul, the Promised End: card types among them (205.2a)
    ("This spell costs {1} less to cast for each card type among cards in your graveyard.",
     own({"card_types_among": {"zone": ["graveyard"], "owner": "you"}})),
    # Gargantuan Leech: the Caves you control and the Cave cards in your graveyard, added
    # (an object is in one zone only, 400.1)
    ("This spell costs {1} less to cast for each Cave you control and each Cave card in "
     "your graveyard.", own({"sum": [{"count": {"subtype": "Cave", "controller": "you"}},
                                     {"count": {"subtype": "Cave", **GRAVEYARD}}]})),
    # Huskburster Swarm: your creature cards in either zone
    ("This spell costs {1} less to cast for each creature card you own in exile and in your "
     "graveyard.", own({"count": {"type": "creature", "zone": ["exile", "graveyard"],
                                  "owner": "you"}})),
    # Static Snare: any player's attacking creatures
    ("This spell costs {1} less to cast for each attacking creature.",
     own({"count": {"attacking": True, "type": "creature"}})),
    # Ghalta, Primal Hunger: {X} less is {1} times X
    ("This spell costs {X} less to cast, where X is the total power of creatures you "
     "control.", own({"total": {"of": "power", "among": {"type": "creature",
                                                         "controller": "you"}}})),
    # Wildvine Pummeler (vivid): each color among your permanents counted once (105.2)
    ("This spell costs {1} less to cast for each color among permanents you control.",
     own({"colors_among": {"permanent": True, "controller": "you"}})),
    # Molten Monstrosity
    ("This spell costs {X} less to cast, where X is the greatest power among creatures you "
     "control.", own({"greatest": {"of": "power", "among": {"type": "creature",
                                                             "controller": "you"}}})),
])
def test_a_spell_s_own_cost_times_a_count_or_value(text: str, expected: dict) -> None:
    assert body(text) == expected


@pytest.mark.parametrize("text, expected", [
    # Aven Interrupter: opponents' spells cast from either zone (601.2f)
    ("Spells your opponents cast from graveyards or from exile cost {2} more to cast.",
     {"spells_cost": {"players": "opponents", "from": ["graveyard", "exile"],
                      "more": "{2}"}}),
    # Bilbo, Thief in the Night
    ("Spells you cast from anywhere other than your hand cost {1} less to cast.",
     {"spells_cost": {"players": "you", "not_from": "hand", "less": "{1}"}}),
    # Goreclaw, Terror of Qal Sisma: the power of the spell (on the stack)
    ("Creature spells you cast with power 4 or greater cost {2} less to cast.",
     {"spells_cost": {"players": "you", "spells": {"type": "creature", "power": {"ge": 4}},
                      "less": "{2}"}}),
    # Jhoira's Familiar: historic is artifact, legendary or Saga (700.6)
    ("Historic spells you cast cost {1} less to cast.",
     {"spells_cost": {"players": "you", "spells": {"any": [
         {"type": "artifact"}, {"supertype": ["legendary"]}, {"subtype": "Saga"}]},
         "less": "{1}"}}),
    # The Scarlet Witch: {X} where X is the source's power
    ("Instant and sorcery spells you cast with mana value 4 or greater cost {X} less to "
     "cast, where X is ~'s power.",
     {"spells_cost": {"players": "you", "spells": {"type": ["instant", "sorcery"],
                                                   "mana_value": {"ge": 4}},
                      "less": "{1}", "times": {"power": "self"}}}),
    # Forensic Gadgeteer: the reduction keeps one mana of the cost
    ("Activated abilities of artifacts you control cost {1} less to activate. This effect "
     "can't reduce the mana in that cost to less than one mana.",
     {"abilities_cost": {"players": "each", "of": {"type": "artifact", "controller": "you"},
                         "less": "{1}", "at_least_one": True}}),
    # Boom Scholar: exhaust abilities only (702.177a)
    ("Exhaust abilities of other permanents you control cost {2} less to activate.",
     {"abilities_cost": {"players": "each", "of": {"other": True, "permanent": True,
                                                   "controller": "you"},
                         "less": "{2}", "ability": "exhaust"}}),
    # Jodah, Archmage Eternal: an alternative cost (118.9)
    ("You may pay {W}{U}{B}{R}{G} rather than pay the mana cost for spells you cast.",
     {"alternative_cost": {"players": "you", "pay": "{W}{U}{B}{R}{G}"}}),
    # Omniscience: "without paying its mana cost" is an alternative cost too (118.9)
    ("You may cast spells from your hand without paying their mana costs.",
     {"alternative_cost": {"players": "you", "from": "hand", "free": True}}),
    # Doran, Besieged by Time: the spell's toughness against its own power
    ("Each creature spell you cast with toughness greater than its power costs {1} less to "
     "cast.", {"spells_cost": {"players": "you", "spells": {
         "type": "creature", "toughness": {"gt": {"power": "it"}}}, "less": "{1}"}}),
    # Warped Space: one spell each turn, cast from exile, for {0} (118.9)
    ("Once each turn, you may pay {0} rather than pay the mana cost for a spell you cast "
     "from exile.", {"alternative_cost": {"players": "you", "from": "exile", "pay": "{0}",
                                          "once_each_turn": True}}),
    # Edgewalker: {W}{B} less, of the colored mana only (its reminder: {1}{W} costs {1})
    ("Cleric spells you cast cost {W}{B} less to cast. This effect reduces only the amount "
     "of colored mana you pay.",
     {"spells_cost": {"players": "you", "spells": {"subtype": "Cleric"}, "less": "{W}{B}",
                      "colored_only": True}}),
    # Mistform Warchief: sharing a creature type with the source (205.3m)
    ("Creature spells you cast that share a creature type with ~ cost {1} less to cast.",
     {"spells_cost": {"players": "you", "spells": {"type": "creature",
                                                   "shares_creature_type": "self"},
                      "less": "{1}"}}),
    # Rule of Law; Yawgmoth's Agenda (601.3)
    ("Each player can't cast more than one spell each turn.",
     {"max_spells_each_turn": {"players": "each", "count": 1}}),
    ("You can't cast more than one spell each turn.",
     {"max_spells_each_turn": {"players": "you", "count": 1}}),
    # Brisela, Voice of Nightmares
    ("Your opponents can't cast spells with mana value 3 or less.",
     {"cant_cast": {"players": "opponents", "spells": {"mana_value": {"le": 3}}}}),
    # Johann, Apprentice Sorcerer: one spell each turn this way
    ("Once each turn, you may cast an instant or sorcery spell from the top of your library.",
     {"may_cast_from": {"players": "you", "from": "top_of_library", "once_each_turn": True,
                        "cards": {"type": ["instant", "sorcery"]}}}),
])
def test_player_costs_and_permissions(text: str, expected: dict) -> None:
    assert body(text, type_line="Enchantment") == {"rules": [expected]}


def test_a_condition_on_whose_turn_it_is_and_a_count() -> None:
    # Temur Battlecrier: during your turn, {1} less for each creature you control with
    # power 4 or greater (611.3a; 601.2f)
    assert body("During your turn, spells you cast cost {1} less to cast for each creature "
                "you control with power 4 or greater.") == {
        "condition": {"your_turn": True},
        "rules": [{"spells_cost": {"players": "you", "less": "{1}", "times": {"count": {
            "type": "creature", "controller": "you", "power": {"ge": 4}}}}}]}
    # Geyser Drake: on the other players' turns
    assert body("During turns other than yours, spells you cast cost {1} less to cast.") == {
        "condition": {"not": {"your_turn": True}},
        "rules": [{"spells_cost": {"players": "you", "less": "{1}"}}]}


def test_a_card_s_own_permission_works_in_every_zone() -> None:
    # Gravecrawler: an ability that modifies from where its own card can be cast works
    # everywhere (113.6f; 112.6e in 2011), while you control a Zombie
    assert body("You may cast this card from your graveyard as long as you control a "
                "Zombie.", "Gravecrawler", "Creature \u2014 Zombie") == {
        "condition": {"exists": {"subtype": "Zombie", "controller": "you"}},
        "functions_in": list(ZONES),
        "rules": [{"may_cast_from": {"players": "you", "from": "graveyard",
                                     "cards": {"self": True}}}]}


OWN_FLASH_ZONES = [z for z in ZONES if z not in ("battlefield", "outside")]


def test_a_card_s_own_flash_permission_with_a_condition_or_a_cost() -> None:
    # Bard's Company: while you control a Human; it works wherever the card could be cast
    # from and on the stack (113.6e; 112.6d in 2011): anywhere but the battlefield
    assert body("You may cast this spell as though it had flash if you control a Human.",
                "Bard's Company") == {
        "condition": {"exists": {"subtype": "Human", "controller": "you"}},
        "functions_in": OWN_FLASH_ZONES,
        "rules": [{"cast_as_though_flash": {"players": "you", "spells": {"self": True}}}]}
    # Harbinger of the Tides: as though it had flash if you pay {2} more (601.2f)
    assert body("You may cast this spell as though it had flash if you pay {2} more to cast "
                "it.", "Harbinger of the Tides") == {
        "functions_in": OWN_FLASH_ZONES,
        "rules": [{"cast_as_though_flash": {"players": "you", "spells": {"self": True},
                                            "more": "{2}"}}]}


def test_once_during_each_of_your_turns_from_your_graveyard() -> None:
    # Gisa and Geralf: a permission used once each turn, during your turns only
    assert body("Once during each of your turns, you may cast a Zombie creature spell from "
                "your graveyard.") == {
        "condition": {"your_turn": True},
        "rules": [{"may_cast_from": {"players": "you", "from": "graveyard",
                                     "once_each_turn": True,
                                     "cards": {"subtype": "Zombie", "type": "creature"}}}]}


def test_once_during_each_of_your_turns_without_paying_its_mana_cost() -> None:
    # Zaffai and the Tempests: an alternative cost (118.9) for one spell each turn, on
    # your turns, cast from your hand
    assert body("Once during each of your turns, you may cast an instant or sorcery spell "
                "from your hand without paying its mana cost.") == {
        "condition": {"your_turn": True},
        "rules": [{"alternative_cost": {"players": "you",
                                        "spells": {"type": ["instant", "sorcery"]},
                                        "from": "hand", "free": True,
                                        "once_each_turn": True}}]}


def test_a_keyword_granted_to_cards_in_a_zone() -> None:
    # Lorehold, the Historian: the cards in your hand have miracle {2} (layer 6; 702.94a)
    assert body("Each instant and sorcery card in your hand has miracle {2}.",
                type_line="Enchantment") == {
        "applies_to": {"type": ["instant", "sorcery"], "zone": "hand", "owner": "you"},
        "effects": [{"add_abilities": ["miracle {2}"]}]}


@pytest.mark.parametrize("text, selector, keyword", [
    # Dazzling Theater: the player's creature spells on the stack get convoke (702.51a)
    ("Creature spells you cast have convoke.", {"type": "creature"}, "convoke"),
    # Prismari, the Inspiration (702.40a)
    ("Instant and sorcery spells you cast have storm.", {"type": ["instant", "sorcery"]},
     "storm"),
    # Sami, Wildcat Captain: every spell (702.41a)
    ("Spells you cast have affinity for artifacts.", {}, "affinity for artifacts"),
    # Heartflame Duelist: "you control": on the stack, a spell's controller (601.2a), any
    # keyword the grammar knows (702.15a lifelink)
    ("Instant and sorcery spells you control have lifelink.",
     {"type": ["instant", "sorcery"]}, "lifelink"),
    # Silverquill, the Disputant: "each ... spell ... has"
    ("Each instant and sorcery spell you cast has casualty 1.",
     {"type": ["instant", "sorcery"]}, "casualty 1"),
])
def test_a_casting_keyword_granted_to_spells(text: str, selector: dict, keyword: str) -> None:
    assert body(text, type_line="Enchantment") == {
        "applies_to": {**selector, "controller": "you", "zone": "stack"},
        "effects": [{"add_abilities": [keyword]}]}


@pytest.mark.parametrize("text", [
    # the first spell each turn with an ability: the turn's history keeps no abilities
    # of the spells cast (test_drafting_spell_order.py drafts the others)
    "The first non-Lemur creature spell with flying you cast during each of your turns "
    "costs {1} less to cast.",
    # a cost that depends on the target
    "This spell costs {1} less to cast if it targets a creature with flying.",
    # "from your hand" on the granted keyword: no selector says where a spell was cast from
    "Instant and sorcery spells you cast from your hand have cascade.",
    # a keyword that doesn't work as the spell is cast
    "Creature spells you cast have flying.",
    # a group the grammar reads with a card on the battlefield: not said exactly, declined
    "Artifact cards and red creature cards in your hand have warp {2}{R}.",
])
def test_what_is_not_read_stays_as_text(text: str) -> None:
    result = draft(OracleCard("Test Card", text, "Enchantment", "{1}", None, None))
    assert result.untranslated == [text]
