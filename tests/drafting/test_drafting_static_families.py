"""Static families of real cards the drafter reads or declines (issue 19, item 5).

Every expected definition is written by hand from the Oracle sentence and the rule it follows
(named beside it): an ability word has no rules meaning (207.2c) but "Solved —" is a
condition (702.169b); a Class's level-N ability works as long as it is level N or greater
(716.2a); a controller written once after "X and Y" and an "other" written once before them
are said of both groups (the plain reading of the Oracle sentence, 611.3a: the effect applies
to what its text names). A sentence the drafter is not sure of stays as text.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from mtglogic.drafting import OracleCard, draft
from mtglogic.drafting.compare import equivalent
from mtglogic.loading.cards import parse_card
from mtglogic.loading.paths import data_root
from mtglogic.node import Node

FIXTURES = Path(__file__).parent / "fixtures"


def drafted(text: str, type_line: str = "Enchantment", name: str = "Test Card") -> object:
    pt = ("1", "1") if "Creature" in type_line else (None, None)
    result = draft(OracleCard(name, text, type_line, "{1}", *pt))
    parse_card(Node(result.card, "<test>", "", 1))
    return result


def static_body(text: str, type_line: str = "Enchantment") -> dict:
    result = drafted(text, type_line)
    assert not result.untranslated, result.untranslated
    (ability,) = [a.data for a in result.abilities]
    body = dict(ability["static"])
    body.pop("text")
    return body


def test_an_ability_word_is_read_past():
    # Metalcraft is an ability word (207.2c): the ability is the rest, a condition on three
    # or more artifacts you control (611.3a) and +2/+2 to the creature itself (613.4c)
    body = static_body("Metalcraft \u2014 This creature gets +2/+2 as long as you control "
                       "three or more artifacts.", "Creature \u2014 Golem")
    assert body == {"condition": {"ge": [{"count": {"type": "artifact", "controller": "you"}},
                                         3]},
                    "applies_to": {"self": True}, "effects": [{"modify_pt": [2, 2]}]}


def test_a_word_before_a_dash_that_is_not_an_ability_word_is_kept():
    # "Solved — X" means "as long as this Case is solved, X" (702.169b): read without the
    # word it would be an anthem that always applies, so it stays as text
    result = drafted("Solved \u2014 Creatures you control get +1/+0.", "Enchantment \u2014 Case")
    assert result.untranslated == ["Solved \u2014 Creatures you control get +1/+0."]


CLASS = ("(Gain the next level as a sorcery to add its ability.)\n"
         "Creatures you control get +1/+1.\n"
         "{1}{B}: Level 2\n"
         "Other creatures you control get +1/+0 and have menace.\n"
         "{B}: Level 3\n"
         "This Class enters tapped.\n"
         "Whenever you attack, draw a card.")


def test_a_class_level_ability_works_from_its_level_on():
    result = drafted(CLASS, "Enchantment \u2014 Class")
    abilities = [a.data for a in result.abilities]
    # level 1's ability has no condition; level 2's works at level 2 or more (716.2a)
    assert abilities[0]["static"]["applies_to"] == {"type": "creature", "controller": "you"}
    assert "condition" not in abilities[0]["static"]
    assert abilities[1] == {"activated": "{1}{B}: Level 2"}
    assert abilities[2]["static"]["condition"] == {"ge": [{"class_level": "self"}, 2]}
    assert abilities[2]["static"]["applies_to"] == {"type": "creature", "controller": "you",
                                                    "other": True}
    # a replacement effect of level 3 is left as text; a triggered ability stays as it is,
    # text (no trigger word reads "you attack"), and both are said
    assert result.untranslated == ["This Class enters tapped.", "Whenever you attack, draw a card."]
    assert abilities[-1] == {"triggered": "Whenever you attack, draw a card."}


GROUPS = [
    # "you control" once, after both groups: both are yours
    ("Skeletons and Zombies you control get +1/+1.",
     {"any": [{"subtype": "Skeleton", "controller": "you"},
              {"subtype": "Zombie", "controller": "you"}]}),
    # "other" once, before both groups: neither includes the card itself
    ("Other Orcs and Goblins you control get +1/+1.",
     {"any": [{"subtype": "Orc", "controller": "you", "other": True},
              {"subtype": "Goblin", "controller": "you", "other": True}]}),
    # "other" before the second group only: the first may include the card (Death Baron
    # is a Skeleton and gets its own bonus)
    ("Skeletons you control and other Zombies you control get +1/+1.",
     {"any": [{"subtype": "Skeleton", "controller": "you"},
              {"subtype": "Zombie", "controller": "you", "other": True}]}),
    ("Saproling creatures and other Treefolk creatures get +1/+1.",
     {"any": [{"subtype": "Saproling", "type": "creature"},
              {"subtype": "Treefolk", "type": "creature", "other": True}]}),
]


@pytest.mark.parametrize(("text", "applies_to"), GROUPS)
def test_words_said_once_of_two_groups(text, applies_to):
    body = static_body(text)
    assert equivalent({"static": {"applies_to": applies_to,
                                  "effects": [{"modify_pt": [1, 1]}]}},
                      {"static": body}), body


def test_spells_of_a_subtype_are_objects_on_the_stack():
    # Lo and Li: a spell is a card on the stack (112.1); "Lesson spells you control" are
    # the stack's objects with that subtype, beside the Noble creatures on the battlefield,
    # and both get lifelink in layer 6 (613.1f)
    body = static_body("Noble creatures you control and Lesson spells you control have "
                       "lifelink.")
    assert body["applies_to"] == {"any": [
        {"zone": "battlefield", "subtype": "Noble", "type": "creature", "controller": "you"},
        {"subtype": ["Lesson"], "zone": "stack", "controller": "you"}]}
    assert body["effects"] == [{"add_abilities": ["lifelink"]}]


def test_the_chosen_type_of_a_basic_land_type_choice_sets_the_land_type():
    # Phantasmal Terrain chooses a basic land type: "the chosen type" is not a creature type
    # there, but that land type set on the land (305.7)
    text = "Enchant land\nAs this Aura enters, choose a basic land type.\n" \
           "Enchanted land is the chosen type."
    result = drafted(text, "Enchantment \u2014 Aura")
    assert result.untranslated == []
    (body,) = [a.data["static"] for a in result.abilities if "static" in a.data]
    assert body == {"text": "Enchanted land is the chosen type.",
                    "applies_to": {"enchanted": True},
                    "effects": [{"set_land_types": [{"chosen": "basic_land_type"}]}]}
    # after "choose a creature type" it sets the creature types (205.1a, 613.1d)
    body = static_body("As this creature enters, choose a creature type.\n"
                       "This creature is the chosen type.", "Creature \u2014 Shapeshifter")
    assert body["effects"] == [{"set_creature_types": [{"chosen": "creature_type"}]}]


def _floor() -> dict[str, int]:
    rows = (FIXTURES / "library_drafted_exactly.tsv").read_text(encoding="utf-8").splitlines()
    return {name: int(count) for count, name in
            (row.split("\t") for row in rows if row and not row.startswith("#"))}


def test_every_library_card_drafts_as_before_or_better():
    """Each hand-checked library card: its static and replacement abilities drafted to the
    written definition at least as often as before, and none drafted to another meaning."""
    floor = _floor()
    for path in sorted((data_root() / "cards").glob("*.yaml")):
        written = yaml.safe_load(path.read_text(encoding="utf-8"))
        left = " ".join([*written.get("supertypes", []), *written.get("types", [])])
        line = left + (" \u2014 " + " ".join(written["subtypes"])
                       if written.get("subtypes") else "")
        stats = {k: str(written[k]) for k in ("power", "toughness", "loyalty") if k in written}
        result = draft(OracleCard(written["name"], written.get("text", ""), line,
                                  written.get("mana_cost", ""), **stats,
                                  color_indicator=tuple(written.get("color_indicator", ()))))
        pool = [a for a in result.abilities if a.translated]
        exact = 0
        for ability in written.get("abilities", []):
            if not isinstance(ability, dict) or next(iter(ability)) not in ("static",
                                                                           "replacement"):
                continue
            match = next((d for d in pool if equivalent(ability, d.data)), None)
            if match is not None:
                pool.remove(match)
                exact += 1
                continue
            text = _key(next(iter(ability.values())).get("text", ""))
            same = [d for d in pool if _key(d.text) == text]
            assert not same, f"{written['name']}: drafted to another meaning: {same[0].data}"
        assert exact >= floor.get(written["name"], 0), written["name"]


def _key(text: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"\s*\([^()]*\)", "", text)).strip().lower()


FAMILIES = [
    # "during your turn": a condition on whose turn it is (611.3a), the ability granted in
    # layer 6 (613.1f)
    ("During your turn, this creature has first strike.",
     {"condition": {"your_turn": True}, "applies_to": {"self": True},
      "effects": [{"add_abilities": ["first strike"]}]}),
    # only the power defined by a characteristic-defining ability (604.3, 613.4a)
    ("This creature's power is equal to the number of creatures you control.",
     {"cda": True, "applies_to": {"self": True, "zone": ["battlefield", "stack", "hand",
                                                          "library", "graveyard", "exile",
                                                          "command"]},
      "functions_in": ["battlefield", "stack", "hand", "library", "graveyard", "exile",
                       "command"],
      "effects": [{"set_pt": {"power": {"count": {"type": "creature",
                                                  "controller": "you"}}}}]}),
    # "with +1/+1 counters on them" and "with a +1/+1 counter on it": a counter test (122.1)
    ("Creatures you control with +1/+1 counters on them have trample.",
     {"applies_to": {"type": "creature", "controller": "you", "counter": "+1/+1"},
      "effects": [{"add_abilities": ["trample"]}]}),
    ("Each creature you control with a +1/+1 counter on it has lifelink.",
     {"applies_to": {"type": "creature", "controller": "you", "counter": "+1/+1"},
      "effects": [{"add_abilities": ["lifelink"]}]}),
    # attacking (506.4) and tapped (110.5) creatures; a supertype (205.4); two card types
    ("Attacking creatures you control have double strike.",
     {"applies_to": {"type": "creature", "controller": "you", "attacking": True},
      "effects": [{"add_abilities": ["double strike"]}]}),
    ("Other tapped creatures you control have indestructible.",
     {"applies_to": {"type": "creature", "controller": "you", "tapped": True, "other": True},
      "effects": [{"add_abilities": ["indestructible"]}]}),
    ("Other legendary creatures you control get +1/+1.",
     {"applies_to": {"type": "creature", "controller": "you", "supertype": ["legendary"],
                     "other": True}, "effects": [{"modify_pt": [1, 1]}]}),
    ("Other artifact creatures you control get +1/+1.",
     {"applies_to": {"type": "creature", "all": [{"type": "artifact"}], "controller": "you",
                     "other": True}, "effects": [{"modify_pt": [1, 1]}]}),
    # three predicates in a list: layer 4 subtype, layer 6 ability, layer 7c P/T (613.1)
    ("Equipped creature gets +1/+1, has vigilance, and is a Knight in addition to its other "
     "types.",
     {"applies_to": {"equipped": True},
      "effects": [{"add_subtypes": ["Knight"]}, {"add_abilities": ["vigilance"]},
                  {"modify_pt": [1, 1]}]}),
    # conditions: creature cards in your graveyard; counters on the permanent itself
    ("This creature gets +2/+2 as long as there are two or more creature cards in your "
     "graveyard.",
     {"condition": {"ge": [{"count": {"zone": "graveyard", "owner": "you",
                                      "type": "creature"}}, 2]},
      "applies_to": {"self": True}, "effects": [{"modify_pt": [2, 2]}]}),
    ("As long as this enchantment has four or more quest counters on it, creatures you "
     "control get +2/+2.",
     {"condition": {"ge": [{"counters": {"kind": "quest", "on": "self"}}, 4]},
      "applies_to": {"type": "creature", "controller": "you"},
      "effects": [{"modify_pt": [2, 2]}]}),
    # counts: +1/+1 for each charge counter on the card itself (122.1); +X/+0 and -X/-X
    # where X is a number (613.4c: a minus sign subtracts it); 1 plus a number
    ("This creature gets +1/+1 for each charge counter on this creature.",
     {"applies_to": {"self": True},
      "effects": [{"modify_pt": [{"counters": {"kind": "charge", "on": "self"}},
                                 {"counters": {"kind": "charge", "on": "self"}}]}]}),
    ("This creature gets +X/+0, where X is the number of cards in your hand.",
     {"applies_to": {"self": True},
      "effects": [{"modify_pt": [{"count": {"zone": "hand", "owner": "you"}}, 0]}]}),
    ("Creatures your opponents control get -X/-X, where X is the number of creatures you "
     "control.",
     {"applies_to": {"type": "creature", "controller": "opponent"},
      "effects": [{"modify_pt": [
          {"product": [-1, {"count": {"type": "creature", "controller": "you"}}]},
          {"product": [-1, {"count": {"type": "creature", "controller": "you"}}]}]}]}),
    ("This creature's power and toughness are each equal to 1 plus the number of creatures "
     "you control.",
     {"cda": True, "applies_to": {"self": True, "zone": ["battlefield", "stack", "hand",
                                                          "library", "graveyard", "exile",
                                                          "command"]},
      "functions_in": ["battlefield", "stack", "hand", "library", "graveyard", "exile",
                       "command"],
      "effects": [{"set_pt": [{"sum": [1, {"count": {"type": "creature", "controller": "you"}}]},
                              {"sum": [1, {"count": {"type": "creature",
                                                     "controller": "you"}}]}]}]}),
    # permanent cards (110.4b) and instant and/or sorcery cards in your graveyard
    ("This creature gets +3/+0 as long as there are four or more permanent cards in your "
     "graveyard.",
     {"condition": {"ge": [{"count": {"zone": "graveyard", "owner": "you",
                                      "permanent": True}}, 4]},
      "applies_to": {"self": True}, "effects": [{"modify_pt": [3, 0]}]}),
    ("As long as there are two or more instant and/or sorcery cards in your graveyard, this "
     "creature gets +1/+0 and has haste.",
     {"condition": {"ge": [{"count": {"zone": "graveyard", "owner": "you",
                                      "type": ["instant", "sorcery"]}}, 2]},
      "applies_to": {"self": True},
      "effects": [{"add_abilities": ["haste"]}, {"modify_pt": [1, 0]}]}),
    # not of a color, not of a supertype
    ("Nonblack creatures get -1/-1.",
     {"applies_to": {"type": "creature", "not": {"color": ["black"]}},
      "effects": [{"modify_pt": [-1, -1]}]}),
    ("Nonlegendary creatures you control get +1/+1.",
     {"applies_to": {"type": "creature", "controller": "you",
                     "not": {"supertype": ["legendary"]}},
      "effects": [{"modify_pt": [1, 1]}]}),
    # irregular plurals of subtypes (205.3m: Mouse, Ox)
    ("Mice you control get +1/+1.",
     {"applies_to": {"subtype": "Mouse", "controller": "you"},
      "effects": [{"modify_pt": [1, 1]}]}),
    ("Oxen you control have double strike.",
     {"applies_to": {"subtype": "Ox", "controller": "you"},
      "effects": [{"add_abilities": ["double strike"]}]}),
]


@pytest.mark.parametrize(("text", "expected"), FAMILIES)
def test_static_families(text, expected):
    body = static_body(text, "Creature \u2014 Human")
    assert equivalent({"static": expected}, {"static": body}), body
