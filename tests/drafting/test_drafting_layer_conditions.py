"""Layer effects under conditions, drafted from real Oracle text (611.3a: a static ability's
effect applies while its condition holds). Every expected definition is written here by hand
from the sentence and its rule, never copied from the drafter's output.
"""
from __future__ import annotations

from mtglogic.drafting import OracleCard, draft
from mtglogic.loading.cards import parse_card
from mtglogic.node import Node

GAINED_LIFE = {"gt": [{"life_gained_this_turn": "you"}, 0]}  # "you gained life this turn"


def one(name: str, text: str, type_line: str, pt: tuple[str, str] = ("2", "2")) -> dict:
    """The single static ability drafted from a card's one line (after the card loads)."""
    result = draft(OracleCard(name, text, type_line, "{1}", *pt))
    parse_card(Node(result.card, "<test>", "", 1))
    assert not result.untranslated, result.untranslated
    assert len(result.abilities) == 1
    data = result.abilities[0].data
    assert isinstance(data, dict) and "static" in data
    return data["static"]


def test_infusion_is_an_ability_word_the_list_does_not_name_yet():
    # Tenured Concocter. "Infusion" ties abilities of several cards together and the
    # ability's own text says its condition (207.2c): +2/+0 in layer 7c (613.4c) while
    # its controller gained life this turn.
    drafted = one("Tenured Concocter", "Infusion \u2014 This creature gets +2/+0 as long as "
                  "you gained life this turn.", "Creature \u2014 Troll Druid", ("4", "5"))
    assert drafted["condition"] == GAINED_LIFE
    assert drafted["applies_to"] == {"self": True}
    assert drafted["effects"] == [{"modify_pt": [2, 0]}]


def test_infusion_over_a_group_with_two_effects():
    # Thornfist Striker: trample in layer 6 (613.1f) and +1/+0 in 7c (613.4c), for
    # creatures you control, while you gained life this turn.
    drafted = one("Thornfist Striker", "Infusion \u2014 Creatures you control get +1/+0 and "
                  "have trample as long as you gained life this turn.", "Creature \u2014 Elf",
                  ("3", "3"))
    assert drafted["condition"] == GAINED_LIFE
    assert drafted["applies_to"] == {"type": "creature", "controller": "you"}
    assert sorted(drafted["effects"], key=str) == sorted(
        [{"modify_pt": [1, 0]}, {"add_abilities": ["trample"]}], key=str)


def test_jump_before_during_your_turn():
    # Kain, Traitorous Dragoon: "Jump" is no rule; "during your turn" is its condition
    # (611.3a), flying in layer 6 (613.1f).
    drafted = one("Kain, Traitorous Dragoon", "Jump \u2014 During your turn, Kain has "
                  "flying.", "Legendary Creature \u2014 Human Knight", ("2", "4"))
    assert drafted["condition"] == {"your_turn": True}
    assert drafted["applies_to"] == {"self": True}
    assert drafted["effects"] == [{"add_abilities": ["flying"]}]


def test_the_most_common_color_among_all_permanents():
    # Zanam Djinn: blue no other color outnumbers among the permanents, each counted once
    # per color (105.2): -2/-2 in layer 7c (613.4c) on the Djinn itself.
    drafted = one("Zanam Djinn", "This creature gets -2/-2 as long as blue is the most common "
                  "color among all permanents or is tied for most common.",
                  "Creature \u2014 Djinn", ("5", "6"))
    assert drafted["condition"] == {"most_common_color": {"color": "blue",
                                                          "among": {"permanent": True}}}
    assert drafted["applies_to"] == {"self": True}
    assert drafted["effects"] == [{"modify_pt": [-2, -2]}]


def test_the_most_common_color_of_other_objects_stays_text():
    # only "all permanents" is read: a group of them ("among creatures you control") is not
    # the same count, and is left as text rather than guessed.
    result = draft(OracleCard("Test Card", "This creature gets -2/-2 as long as blue is the "
                              "most common color among creatures you control.",
                              "Creature \u2014 Djinn", "{1}", "2", "2"))
    assert result.untranslated


def test_life_greater_than_the_starting_life_total():
    # Elenda, Saint of Dusk, its second line: two static abilities (611.3a), the first
    # +1/+1 (613.4c) and menace (613.1f) while your life total exceeds your starting life
    # total (103.4), the second "an additional" +5/+5 (one more P/T change) while it is at
    # least 10 more: life >= starting life + 10.
    result = draft(OracleCard(
        "Elenda, Saint of Dusk", "As long as your life total is greater than your starting "
        "life total, Elenda gets +1/+1 and has menace. Elenda gets an additional +5/+5 as long "
        "as your life total is at least 10 greater than your starting life total.",
        "Legendary Creature \u2014 Vampire Knight", "{2}{W}{B}", "4", "4"))
    parse_card(Node(result.card, "<test>", "", 1))
    assert not result.untranslated
    first, second = (a.data["static"] for a in result.abilities)
    assert first["condition"] == {"gt": [{"life": "you"}, {"starting_life": "you"}]}
    assert sorted(first["effects"], key=str) == [{"add_abilities": ["menace"]},
                                                 {"modify_pt": [1, 1]}]
    assert second["condition"] == {"ge": [{"life": "you"},
                                          {"sum": [{"starting_life": "you"}, 10]}]}
    assert second["effects"] == [{"modify_pt": [5, 5]}]
    assert first["applies_to"] == second["applies_to"] == {"self": True}


def test_at_least_seven_life_more_than_the_starting_life_total():
    # Leyline of Hope: creatures you control get +2/+2 while life >= starting life + 7.
    drafted = one("Leyline of Hope", "As long as you have at least 7 life more than your "
                  "starting life total, creatures you control get +2/+2.", "Enchantment",
                  (None, None))  # type: ignore[arg-type]
    assert drafted["condition"] == {"ge": [{"life": "you"},
                                           {"sum": [{"starting_life": "you"}, 7]}]}
    assert drafted["applies_to"] == {"type": "creature", "controller": "you"}
    assert drafted["effects"] == [{"modify_pt": [2, 2]}]


def test_a_sentence_opening_with_it_gets_an_additional_stays_text():
    # "It" of a second sentence names the equipped creature of the first: the grammar does
    # not read such an "it", so the line stays text rather than meaning the Equipment.
    result = draft(OracleCard("Test Card", "Equipped creature gets +2/+0. It gets an "
                              "additional +0/+2 as long as you control a Forest.",
                              "Artifact \u2014 Equipment", "{1}", None, None))
    assert result.untranslated


def test_a_counter_of_any_kind_lets_the_wall_attack():
    # Demon Wall: with a counter of any kind on it (122.1), it can attack as though it
    # didn't have defender (702.3b): a rules effect on the card itself while it holds.
    drafted = one("Demon Wall", "As long as this creature has a counter on it, it can attack "
                  "as though it didn't have defender.", "Creature \u2014 Demon Wall", ("3", "3"))
    assert drafted["condition"] == {"ge": [{"counters_total": "self"}, 1]}
    assert drafted["applies_to"] == {"self": True}
    assert drafted["rules"] == [{"attacks_despite_defender": True}]


def test_either_condition_with_what_happened_this_turn():
    # Earth Rumble Wrestlers: +1/+0 (613.4c) and trample (613.1f) while you control a land
    # creature OR a land entered the battlefield under your control this turn.
    drafted = one("Earth Rumble Wrestlers", "This creature gets +1/+0 and has trample as long "
                  "as you control a land creature or a land entered the battlefield under your "
                  "control this turn.", "Creature \u2014 Human Warrior", ("3", "4"))
    land_creature = {"exists": {"all": [{"type": "land"}], "type": "creature",
                                "controller": "you"}}
    land_entered = {"ge": [{"entered_battlefield_this_turn": {"type": "land",
                                                              "controller": "you"}}, 1]}
    assert drafted["condition"] == {"any": [land_creature, land_entered]}
    assert sorted(drafted["effects"], key=str) == [{"add_abilities": ["trample"]},
                                                   {"modify_pt": [1, 0]}]


def test_the_chosen_player_controls_a_permanent_of_the_chosen_color():
    # Jihad: white creatures get +2/+1 (613.4c) while the player chosen as it entered
    # controls a nontoken permanent of the chosen color (the object's choices, 614.12).
    result = draft(OracleCard(
        "Jihad", "As this enchantment enters, choose a color and an opponent.\nWhite creatures "
        "get +2/+1 as long as the chosen player controls a nontoken permanent of the chosen "
        "color.", "Enchantment", "{W}{W}{W}", None, None))
    parse_card(Node(result.card, "<test>", "", 1))
    assert not result.untranslated
    (ability,) = result.abilities
    drafted = ability.data["static"]
    assert drafted["condition"] == {"exists": {"permanent": True, "token": False,
                                               "color": {"chosen": "color"},
                                               "controller": {"chosen": "player"}}}
    assert drafted["applies_to"] == {"type": "creature", "color": ["white"]}
    assert drafted["effects"] == [{"modify_pt": [2, 1]}]


def test_for_each_graveyard_with_seven_or_more_cards():
    # Master's Councillors: +2/+0 per graveyard holding seven or more cards (404.1, 613.4c)
    drafted = one("Master's Councillors", "This creature gets +2/+0 for each graveyard with "
                  "seven or more cards in it.", "Creature \u2014 Human Advisor", ("1", "3"))
    assert drafted["effects"] == [{"modify_pt": [
        {"product": [2, {"graveyards_with_at_least": 7}]}, 0]}]


def test_for_each_of_its_creature_types_to_a_maximum():
    # Diligent Zookeeper: "its" is each creature the effect applies to (205.3m), at most 10
    drafted = one("Diligent Zookeeper", "Each non-Human creature you control gets +1/+1 for "
                  "each of its creature types, to a maximum of 10.",
                  "Creature \u2014 Human Citizen Ally", ("4", "4"))
    capped = {"least": [{"creature_types_of": "it"}, 10]}
    assert drafted["applies_to"] == {"type": "creature", "controller": "you",
                                     "not": {"subtype": "Human"}}
    assert drafted["effects"] == [{"modify_pt": [capped, capped]}]


def test_as_long_as_you_have_the_city_s_blessing():
    # Tendershoot Dryad: +2/+2 for your Saprolings (613.4c) while you have the city's
    # blessing (702.131c)
    drafted = one("Tendershoot Dryad", "Saprolings you control get +2/+2 as long as you have "
                  "the city's blessing.", "Creature \u2014 Dryad", ("2", "2"))
    assert drafted["condition"] == {"citys_blessing": "you"}
    assert drafted["applies_to"] == {"subtype": "Saproling", "controller": "you"}
    assert drafted["effects"] == [{"modify_pt": [2, 2]}]
