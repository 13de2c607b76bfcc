"""How a permanent was cast (601.2), read by its entering replacement (614.1c, 614.12),
drafted from real cards' Oracle text.

The cast record is the object's choices, made by its caster as the spell was cast: `cast`
(the zone it was cast from, 601.2a, or `not_cast`), `mana_spent` (601.2h; 601.2g in 2011)
and `colors_spent`. Each expected definition is written by hand from the Oracle sentence;
the boards' outcomes are worked out by hand in the comments, in both rulesets (the 2011
rules number the same steps 601.2a-h and 614.1c, 614.12 alike).
"""
from __future__ import annotations

import re
from typing import Any

import pytest
import yaml
from test_drafting_entering import abilities, own
from test_drafting_replacement_families import answers

import mtglogic
from mtglogic.drafting import OracleCard, draft
from mtglogic.drafting.compare import equivalent
from mtglogic.drafting.enters_sentences import enters_sentence
from mtglogic.drafting.yamlout import card_yaml
from mtglogic.engines import ENGINES
from mtglogic.errors import MtglogicError
from mtglogic.loading.paths import data_root

PLUS = "+1/+1"
DRAFTS = [
    # 601.2a: the zone it was cast from
    ("Myojin of Night's Reach enters with a divinity counter on it if you cast it from your "
     "hand.", "Legendary Creature \u2014 Spirit", "Myojin of Night's Reach",
     {"enter_with_counters": {"counter": "divinity", "count": 1}}, {"cast_from": "hand"}),
    ("This creature enters with two -1/-1 counters on it if you cast it from your hand.",
     "Artifact Creature \u2014 Bear", "Patched Plaything",
     {"enter_with_counters": {"counter": "-1/-1", "count": 2}}, {"cast_from": "hand"}),
    # 601.2i (601.2h in 2011): cast at all, from anywhere
    ("This creature enters with eight revival counters on it if you cast it.",
     "Creature \u2014 Cat", "Nine-Lives Familiar",
     {"enter_with_counters": {"counter": "revival", "count": 8}}, {"was_cast": True}),
    # not cast, or cast with no mana spent (601.2h): either one
    ("This creature enters with two +1/+1 counters on it if it wasn't cast or no mana was "
     "spent to cast it.", "Creature \u2014 Centaur Mercenary", "Freestrider Commando",
     {"enter_with_counters": {"counter": PLUS, "count": 2}},
     {"any": [{"was_cast": False}, {"le": [{"mana_spent": "self"}, 0]}]}),
    # the amount of mana spent (601.2h)
    ("Dyadrine enters with a number of +1/+1 counters on it equal to the amount of mana "
     "spent to cast it.", "Legendary Artifact Creature \u2014 Construct",
     "Dyadrine, Synthesis Amalgam",
     {"enter_with_counters": {"counter": PLUS, "count": {"mana_spent": "self"}}}, None),
    # converge (207.2c: an ability word, no rules meaning): the colors of mana spent
    ("Converge \u2014 This creature enters with a +1/+1 counter on it for each color of "
     "mana spent to cast it.", "Creature \u2014 Avatar", "Magmablood Archaic",
     {"enter_with_counters": {"counter": PLUS, "count": {"colors_spent": "self"}}}, None),
]


@pytest.mark.parametrize("text,type_line,name,instead,condition", DRAFTS,
                         ids=[d[2] for d in DRAFTS])
def test_what_the_spell_was_is_drafted(text, type_line, name, instead, condition):
    assert abilities(text, type_line, name) == [own(instead, text, condition)]


def entering(card: tuple[str, str, str], *objects: dict[str, Any]) -> dict[str, Any]:
    events = [{"id": o["id"], "zone_change": {"object": o["id"], "to": "battlefield"}}
              for o in objects]
    return {"players": ["p1", "p2"],
            "objects": [{"card": card[0], "owner": "p1", **o} for o in objects],
            "events": events}


MYOJIN = ("Test Myojin", "Legendary Creature \u2014 Spirit", DRAFTS[0][0].replace(
    "Myojin of Night's Reach", "Test Myojin"))
COMMANDO = ("Test Commando", "Creature \u2014 Centaur", DRAFTS[3][0])
ARCHAIC = ("Test Archaic", "Creature \u2014 Avatar", DRAFTS[5][0])
DYADRINE = ("Test Dyadrine", "Artifact Creature \u2014 Construct", DRAFTS[4][0].replace(
    "Dyadrine", "Test Dyadrine"))


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
def test_myojin_has_its_counter_only_cast_from_the_hand(tmp_path, ruleset):
    # 601.2a: cast from the hand, a divinity counter (614.1c); cast from the graveyard or
    # put onto the battlefield without being cast, none
    scenario = entering(MYOJIN,
                        {"id": "hand", "zone": "stack", "choices": {"cast": "hand"}},
                        {"id": "grave", "zone": "stack", "choices": {"cast": "graveyard"}},
                        {"id": "put", "zone": "graveyard", "choices": {"cast": "not_cast"}})
    assert answers(tmp_path, [MYOJIN], scenario, ruleset) == {
        "hand": {"hand: stack -> battlefield (with 1 divinity counter)": 1},
        "grave": {"grave: stack -> battlefield": 1},
        "put": {"put: graveyard -> battlefield": 1}}


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
def test_commando_has_counters_unless_mana_was_spent(tmp_path, ruleset):
    # not cast: 2 counters; cast for 0 mana (601.2h, e.g. its plot): 2; cast for 3: none
    scenario = entering(COMMANDO,
                        {"id": "put", "zone": "exile", "choices": {"cast": "not_cast"}},
                        {"id": "free", "zone": "stack",
                         "choices": {"cast": "exile", "mana_spent": 0}},
                        {"id": "paid", "zone": "stack",
                         "choices": {"cast": "hand", "mana_spent": 3}})
    assert answers(tmp_path, [COMMANDO], scenario, ruleset) == {
        "put": {"put: exile -> battlefield (with 2 +1/+1 counters)": 1},
        "free": {"free: stack -> battlefield (with 2 +1/+1 counters)": 1},
        "paid": {"paid: stack -> battlefield": 1}}


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
def test_archaic_and_dyadrine_count_what_was_spent(tmp_path, ruleset):
    # converge: red, green and white mana spent, 3 colors -> 3 counters; Hardened Scales is
    # not here. Dyadrine cast with 5 mana: 5 counters; not cast: no mana spent, 0 counters
    scenario = entering(ARCHAIC, {"id": "arch", "zone": "stack",
                                  "choices": {"cast": "hand", "mana_spent": 6,
                                              "colors_spent": 3}})
    dyadrine = entering(DYADRINE, {"id": "cast", "zone": "stack",
                                   "choices": {"cast": "hand", "mana_spent": 5}},
                        {"id": "put", "zone": "graveyard", "choices": {"cast": "not_cast"}})
    scenario["objects"] += dyadrine["objects"]
    scenario["events"] += dyadrine["events"]
    assert answers(tmp_path, [ARCHAIC, DYADRINE], scenario, ruleset) == {
        "arch": {"arch: stack -> battlefield (with 3 +1/+1 counters)": 1},
        "cast": {"cast: stack -> battlefield (with 5 +1/+1 counters)": 1},
        "put": {"put: graveyard -> battlefield": 1}}


@pytest.mark.parametrize("choices", [{}, {"cast": "sideboard"},
                                     {"cast": "hand", "colors_spent": 6}])
def test_a_missing_or_wrong_cast_record_is_an_input_error(tmp_path, choices):
    # the zone it was cast from must be said (601.2a), and a spell has at most five colors
    # of mana spent on it (105.1): never a silent 0
    scenario = entering(ARCHAIC, {"id": "arch", "zone": "stack", "choices": choices})
    with pytest.raises(MtglogicError):
        answers(tmp_path, [ARCHAIC], scenario)


# ---- an ability word newer than the ruleset's list --------------------------------------
PALS_TEXT = ("Disappear \u2014 This creature enters with two +1/+1 counters on it if a "
             "permanent left the battlefield under your control this turn.")


def test_disappear_is_an_ability_word_with_no_rules_meaning():
    # "Disappear" (printed after the 2026-01-16 rules' 207.2c list) ties abilities together
    # and means nothing itself: the ability is the sentence after the dash, a condition on
    # what left the battlefield this turn under your control (400.7), checked as it would
    # enter (614.1c, 614.12)
    found = abilities(PALS_TEXT, "Creature \u2014 Human Ooze Mutant", "Putrid Pals")
    left = {"ge": [{"left_battlefield_this_turn": {"permanent": True, "controller": "you"}},
                   1]}
    assert found == [own({"enter_with_counters": {"counter": PLUS, "count": 2}}, PALS_TEXT,
                         left)]


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
@pytest.mark.parametrize("controller,result", [
    ("p1", "pals: hand -> battlefield (with 2 +1/+1 counters)"),  # p1's permanent left
    ("p2", "pals: hand -> battlefield")])                          # only p2's: none
def test_putrid_pals_counts_what_left_under_your_control(tmp_path, ruleset, controller,
                                                        result):
    pals = ("Test Pals", "Creature \u2014 Ooze", PALS_TEXT)
    scenario = {"players": ["p1", "p2"],
                "objects": [{"id": "pals", "card": pals[0], "zone": "hand", "owner": "p1"}],
                "this_turn": {"left": [{"types": ["artifact"], "controller": controller,
                                        "token": True}]},
                "events": [{"id": "cast", "zone_change": {"object": "pals",
                                                          "to": "battlefield"}}]}
    assert answers(tmp_path, [pals], scenario, ruleset) == {"cast": {result: 1}}


# ---- "where X is" a value as it would enter ----------------------------------------------
ZEGANA_TEXT = ("Prime Speaker Zegana enters with X +1/+1 counters on it, where X is the "
               "greatest power among other creatures you control.")


def test_zegana_counts_the_greatest_power_among_the_others():
    # 614.1c: X is a value, the greatest power among other creatures you control
    found = abilities(ZEGANA_TEXT, "Legendary Creature \u2014 Merfolk Wizard",
                      "Prime Speaker Zegana")
    greatest = {"greatest": {"of": "power", "among": {"other": True, "type": "creature",
                                                       "controller": "you"}}}
    assert found == [own({"enter_with_counters": {"counter": PLUS, "count": greatest}},
                         ZEGANA_TEXT)]


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
def test_zegana_enters_with_the_power_of_the_biggest_other_creature(tmp_path, ruleset):
    # p1's Grizzly Bears (2) and a 6/4, p2's 7/7 (not p1's): the greatest power among
    # p1's other creatures is max(2, 6) = 6 -> 6 counters; with none of p1's, the greatest
    # of nothing is 0: no counter, it enters as it is
    zegana = ("Test Zegana", "Legendary Creature \u2014 Merfolk Wizard",
              ZEGANA_TEXT.replace("Prime Speaker Zegana", "Test Zegana"))
    scenario = {"players": ["p1", "p2"], "objects": [
        {"id": "bears", "card": "Grizzly Bears", "controller": "p1"},
        {"id": "wurm", "name": "Wurm", "types": ["creature"], "power": 6, "toughness": 4,
         "controller": "p1"},
        {"id": "theirs", "name": "Theirs", "types": ["creature"], "power": 7,
         "toughness": 7, "controller": "p2"},
        {"id": "zegana", "card": zegana[0], "zone": "stack", "owner": "p1"}],
        "events": [{"id": "cast", "zone_change": {"object": "zegana", "to": "battlefield"}}]}
    assert answers(tmp_path, [zegana], scenario, ruleset) == {
        "cast": {"zegana: stack -> battlefield (with 6 +1/+1 counters)": 1}}
    alone = {"players": ["p1", "p2"], "objects": [scenario["objects"][2],
                                                  scenario["objects"][3]],
             "events": scenario["events"]}
    assert answers(tmp_path, [zegana], alone, ruleset) == {
        "cast": {"zegana: stack -> battlefield": 1}}


# ---- "if its mana value is N or less. Otherwise, ..." -----------------------------------
VELOCIPEDE_TEXT = ("Each other Vehicle and creature you control enters with an additional "
                   "+1/+1 counter on it if its mana value is 4 or less. Otherwise, it enters "
                   "with three additional +1/+1 counters on it.")


def test_velocipede_is_one_counter_or_three_by_mana_value():
    # 614.1d: the others entering under your control; the entering one's mana value (202.3)
    # picks one counter (4 or less) or three (5 or more): two cases that never meet
    found = abilities(VELOCIPEDE_TEXT, "Artifact \u2014 Vehicle", "Thunderous Velocipede")
    others = [{"other": True, "subtype": "Vehicle", "controller": "you"},
              {"type": "creature", "controller": "you", "other": True}]

    def case(bound: dict[str, int], count: int) -> dict[str, Any]:
        return {"replacement": {"text": VELOCIPEDE_TEXT, "watch": {
            "event": "enter", "object": {"any": others, "mana_value": bound}},
            "instead": {"enter_with_counters": {"counter": PLUS, "count": count}}}}
    assert found == [case({"le": 4}, 1), case({"ge": 5}, 3)]


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
def test_velocipede_counts_by_the_entering_ones_mana_value(tmp_path, ruleset):
    # Grizzly Bears ({1}{G}: mana value 2, 4 or less) -> 1 counter; a {4}{G}{G} creature
    # (6) -> 3; p2's Bears don't enter under p1's control -> none
    velo = ("Test Velocipede", "Artifact \u2014 Vehicle", VELOCIPEDE_TEXT)
    big = {"name": "Big", "mana_cost": "{4}{G}{G}", "types": ["creature"], "power": 6,
           "toughness": 6}
    scenario = {"players": ["p1", "p2"], "objects": [
        {"id": "velo", "card": velo[0], "controller": "p1"},
        {"id": "bears", "card": "Grizzly Bears", "zone": "stack", "owner": "p1"},
        {"id": "big", **big, "zone": "stack", "owner": "p1"},
        {"id": "theirs", "card": "Grizzly Bears", "zone": "stack", "owner": "p2"}],
        "events": [{"id": o, "zone_change": {"object": o, "to": "battlefield"}}
                   for o in ("bears", "big", "theirs")]}
    assert answers(tmp_path, [velo], scenario, ruleset) == {
        "bears": {"bears: stack -> battlefield (with 1 +1/+1 counter)": 1},
        "big": {"big: stack -> battlefield (with 3 +1/+1 counters)": 1},
        "theirs": {"theirs: stack -> battlefield": 1}}


# ---- "equal to three minus X. If X is 2 or less, it enters tapped" ----------------------
TRUDGE_TEXT = ("This creature enters with a number of stun counters on it equal to three "
               "minus X. If X is 2 or less, it enters tapped.")


def test_trudge_is_tapped_with_stun_counters_while_x_is_small():
    # 614.1c: 3 - X stun counters and tapped when X <= 2; for X >= 3, 3 - X <= 0 counters
    # (107.1b: none) and untapped, so the one effect has the condition X <= 2
    found = abilities(TRUDGE_TEXT + " (If a permanent with a stun counter would become "
                      "untapped, remove one from it instead.)", "Creature \u2014 Plant Beast",
                      "Slumbering Trudge")
    assert found == [own({"enter_with": {"tapped": True, "counters": [
        {"counter": "stun", "count": {"difference": [3, {"chosen": "x"}]}}]}}, TRUDGE_TEXT,
        {"le": [{"chosen": "x"}, 2]})]


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
@pytest.mark.parametrize("x,result", [
    (0, "trudge: stack -> battlefield (tapped, with 3 stun counters)"),   # 3 - 0 = 3
    (2, "trudge: stack -> battlefield (tapped, with 1 stun counter)"),    # 3 - 2 = 1
    (3, "trudge: stack -> battlefield"),                                  # 3 - 3 = 0
    (5, "trudge: stack -> battlefield")])                                 # 3 - 5 < 0: none
def test_trudge_by_x(tmp_path, ruleset, x, result):
    trudge = ("Test Trudge", "Creature \u2014 Plant Beast", TRUDGE_TEXT)
    scenario = entering(trudge, {"id": "trudge", "zone": "stack", "choices": {"x": x}})
    assert answers(tmp_path, [trudge], scenario, ruleset) == {"trudge": {result: 1}}


# ---- "it becomes your choice of" forms, as it enters --------------------------------------
CLAY_TEXT = ("As this creature enters, it becomes your choice of a 3/3 artifact creature, a "
             "2/2 artifact creature with flying, or a 1/6 Wall artifact creature with defender "
             "in addition to its other types.")
CLAY_FORMS = {
    "3/3 artifact creature": {"set_pt": [3, 3], "add_types": ["artifact", "creature"]},
    "2/2 artifact creature with flying": {"set_pt": [2, 2],
                                          "add_types": ["artifact", "creature"],
                                          "add_abilities": ["flying"]},
    "1/6 Wall artifact creature with defender": {"set_pt": [1, 6],
                                                 "add_types": ["artifact", "creature"],
                                                 "add_subtypes": ["Wall"],
                                                 "add_abilities": ["defender"]}}


def test_primal_clay_is_the_form_chosen_as_it_enters():
    # 614.12a: the form is chosen as it enters, each named by its own words; it is part of
    # its copiable values (707.2; 706.2 in 2011), as the library's Primal Clay says
    found = abilities(CLAY_TEXT + " (A creature with defender can't attack.)",
                      "Artifact Creature \u2014 Shapeshifter", "Primal Clay")
    assert found == [{"static": {"text": CLAY_TEXT, "applies_to": {"self": True},
                                 "effects": [{"becomes_chosen": {"choice": "form",
                                                                 "options": CLAY_FORMS}}]}}]
    # the library's hand-written card: the same three forms, under the same names
    library = yaml.safe_load((data_root() / "cards" / "primal-clay.yaml").read_text())
    assert library["abilities"][0]["static"]["effects"] == found[0]["static"]["effects"]


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
def test_primal_clay_wall_is_a_1_6_defender(tmp_path, ruleset):
    # the Wall form chosen: 1/6, set in layer 1 (1a in 2026) as copiable values,
    # a Wall with defender, still a Shapeshifter (in addition to its other types)
    result = draft(OracleCard("Test Clay", CLAY_TEXT, "Artifact Creature \u2014 Shapeshifter",
                              "{4}", "0", "0"))
    (tmp_path / "clay.yaml").write_text(card_yaml(result.card, result.untranslated))
    board = {"players": ["p1", "p2"], "objects": [
        {"id": "clay", "card": "Test Clay", "controller": "p1",
         "choices": {"form": "1/6 Wall artifact creature with defender"}}]}
    with mtglogic.using_cards(mtglogic.load_cards(tmp_path)):
        layered = mtglogic.compute_layers(mtglogic.load_scenario(board, ruleset))
    (outcome,) = ENGINES["layers"].json(layered)["outcomes"]
    clay = outcome["objects"]["clay"]
    assert (clay["power"], clay["toughness"]) == (1, 6)
    assert set(clay["subtypes"]) == {"Shapeshifter", "Wall"}
    assert "defender" in [a.lower() for a in clay["abilities"]]


# ---- protection from the color chosen as it entered -----------------------------------------
def test_ward_sliver_gives_all_slivers_protection_from_the_chosen_color():
    # 614.12a: the color is the object's choice `color`; "All Slivers" is every Sliver on
    # the battlefield, anyone's, as "All Slivers have flying" reads; protection from that
    # color (702.16a; 702.15a in 2011), layer 6
    text = ("As this creature enters, choose a color. All Slivers have protection from the "
            "chosen color.")
    found = abilities(text, "Creature \u2014 Sliver", "Ward Sliver")
    assert found == [{"static": {"text": "All Slivers have protection from the chosen color.",
                                 "applies_to": {"subtype": "Sliver"},
                                 "effects": [{"add_protection": [{"chosen": "color"}]}]}}]


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
def test_ward_sliver_protects_another_players_sliver(tmp_path, ruleset):
    # red chosen: p2's Sliver has protection from red too (all Slivers), the Bears don't
    text = ("As this creature enters, choose a color. All Slivers have protection from the "
            "chosen color.")
    result = draft(OracleCard("Test Ward", text, "Creature \u2014 Sliver", "{4}{W}", "2",
                              "2"))
    (tmp_path / "ward.yaml").write_text(card_yaml(result.card, result.untranslated))
    board = {"players": ["p1", "p2"], "objects": [
        {"id": "ward", "card": "Test Ward", "controller": "p1", "choices": {"color": "red"}},
        {"id": "other", "name": "Other Sliver", "types": ["creature"], "subtypes": ["Sliver"],
         "power": 1, "toughness": 1, "controller": "p2"},
        {"id": "bears", "card": "Grizzly Bears", "controller": "p1"}]}
    with mtglogic.using_cards(mtglogic.load_cards(tmp_path)):
        layered = mtglogic.compute_layers(mtglogic.load_scenario(board, ruleset))
    (outcome,) = ENGINES["layers"].json(layered)["outcomes"]
    shown = {oid: [a.lower() for a in outcome["objects"][oid]["abilities"]]
             for oid in ("ward", "other", "bears")}
    # (the Ward Sliver also lists its own static ability)
    assert {oid: "protection from red" in found for oid, found in shown.items()} == {
        "ward": True, "other": True, "bears": False}


# ---- "As ~ enters, put ... on it" and "or is turned face up" ------------------------------
def test_as_it_enters_put_counters_is_enters_with():
    # 614.1c names both wordings: "As [this] enters, put" is the entering replacement;
    # X is the number of other creatures you control as it would enter (614.12)
    text = ("As this creature enters, put X +1/+1 counters on it, where X is the number of "
            "other creatures you control.")
    found = abilities(text, "Creature \u2014 Human Soldier", "Crowd-Control Warden")
    count = {"count": {"other": True, "type": "creature", "controller": "you"}}
    assert found == [own({"enter_with_counters": {"counter": PLUS, "count": count}}, text)]


def test_enters_or_turned_face_up_needs_both_halves():
    # Crowd-Control Warden: the entering (614.1c) and the turning face up (614.1e) are each
    # read on their own; one half unread declines the sentence, never half of it drafted
    form = ("as ~ enters or is turned face up, put x +1/+1 counters on it, where x is the "
            "number of other creatures you control")
    asked: list[str] = []

    def entering_only(text: str) -> list[Any] | None:
        asked.append(text)
        return [{"entering": text}] if text.startswith("as ~ enters,") else None
    assert enters_sentence(form, entering_only) is None
    assert asked == ["as ~ enters, put x +1/+1 counters on it, where x is the number of "
                     "other creatures you control",
                     "as ~ is turned face up, put x +1/+1 counters on it, where x is the "
                     "number of other creatures you control"]
    both = enters_sentence(form, lambda text: [{"read": text}])
    assert both == [{"read": asked[0]}, {"read": asked[1]}]


# ---- the library cards written by hand and their drafts -----------------------------------
@pytest.mark.parametrize("name,type_line", [
    ("Myojin of Night's Reach", "Legendary Creature \u2014 Spirit"),
    ("Magmablood Archaic", "Creature \u2014 Avatar"),
    ("Slumbering Trudge", "Creature \u2014 Plant Beast"),
    ("Ward Sliver", "Creature \u2014 Sliver"),
])
def test_the_library_card_is_its_draft(name, type_line):
    # the hand-checked card file and the draft of its Oracle text say the same effects
    file = data_root() / "cards" / (re.sub(r"[^a-z0-9]+", "-", name.lower()) + ".yaml")
    card = yaml.safe_load(file.read_text(encoding="utf-8"))
    result = draft(OracleCard(name, card["text"], type_line, card["mana_cost"], "2", "2"))
    drafted = [a.data for a in result.abilities if a.translated and isinstance(a.data, dict)
               and ({"replacement", "static"} & set(a.data))]
    checked = [a for a in card["abilities"] if isinstance(a, dict) and
               ({"replacement", "static"} & set(a))]
    assert len(drafted) == len(checked) > 0
    for mine, theirs in zip(drafted, checked):
        (kind,) = theirs
        mine, theirs = ({k: v for k, v in r[kind].items() if k != "text"}
                        for r in (mine, theirs))
        assert equivalent({kind: mine}, {kind: theirs}), (mine, theirs)
