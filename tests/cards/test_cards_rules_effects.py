"""Rules effects as words (issue 19, item 5): applied after the layers (613.10 in 2011,
613.11 in 2026), to what a selector picks on the final board or to the players a word
names, each citing the 613 rule and its own (508.1c-d, 509.1a-c, 601.2f / 601.2e...)."""
from __future__ import annotations

import copy
import json

import jsonschema
import pytest
from cards_support import obj
from cards_support import rules_records as records
from cards_support import rules_source as source
from click.testing import CliRunner

from mtglogic.cli import main
from mtglogic.errors import InputError
from mtglogic.outputs.schemas import output_schema

BOTH = ("cr-2011", "cr-2026")


@pytest.mark.parametrize("ruleset, rule", [("cr-2011", "613.10"), ("cr-2026", "613.11")])
def test_a_power_restriction_reads_the_power_the_layers_gave(ruleset: str, rule: str) -> None:
    # "Creatures with power 2 or less can't attack", and Glorious Anthem: the Bears are
    # 2/2 + 1/1 = 3/3 (layer 7c), so the restriction, applied after the layers, leaves
    # them out; the opponent's Gray Ogre, 2/2 without the anthem, is restricted (508.1c).
    found = records([source({"text": "Creatures with power 2 or less can't attack.",
                             "applies_to": {"type": "creature", "power": {"le": 2}},
                             "rules": [{"cant_attack": True}]}),
                     obj("anthem", "Glorious Anthem", controller="you"),
                     obj("bears", "Grizzly Bears", controller="you"),
                     obj("ogre", "Gray Ogre", controller="opponent")], ruleset=ruleset)
    assert [(r.word, r.objects, r.rules) for r in found] == \
        [("cant_attack", ["ogre"], [rule, "508.1c"])]


def test_a_condition_that_does_not_hold_makes_no_rules_effect() -> None:
    # "As long as you control a Forest, creatures can't block": no Forest, no effect (611.3a).
    ability = {"text": "x", "applies_to": {"type": "creature"},
               "condition": {"exists": {"subtype": "Forest", "controller": "you"}},
               "rules": [{"cant_block": True}]}
    assert records([source(ability), obj("bears", "Grizzly Bears")]) == []
    with_forest = records([source(ability), obj("bears", "Grizzly Bears"),
                           obj("forest", "Forest", controller="you")])
    assert [(r.word, r.objects) for r in with_forest] == [("cant_block", ["bears"])]


@pytest.mark.parametrize("who, players", [("you", ["you"]), ("opponents", ["opponent"]),
                                          ("each", ["you", "opponent"])])
def test_a_player_word_applies_to_the_players_it_names(who: str, players: list[str]) -> None:
    # "you" is the source's controller (109.5); "opponents" the others; "each" all.
    found = records([source({"text": "x", "rules": [{"cant_cast": {"players": who}}]})])
    assert [(r.word, r.players, r.argument) for r in found] == [("cant_cast", players, True)]


@pytest.mark.parametrize("ruleset, numbers", [("cr-2011", ["613.10"]),
                                              ("cr-2026", ["613.11", "601.3"])])
def test_a_rule_2011_lacks_is_not_cited_there(ruleset: str, numbers: list[str]) -> None:
    # 601.3 (a spell is cast only where allowed and not prohibited) is not in 2011's rules.
    found = records([source({"text": "x", "rules": [{"cant_cast": {"players": "each"}}]})],
                    ruleset=ruleset)
    assert found[0].rules == numbers


def test_an_aura_s_restriction_follows_what_it_enchants() -> None:
    found = records([obj("bears", "Grizzly Bears"),
                     obj("pacifism", "Pacifism", attached_to="bears"),
                     obj("ogre", "Gray Ogre")])
    assert [(r.word, r.objects) for r in found] == [("cant_attack", ["bears"]),
                                                    ("cant_block", ["bears"])]


def test_a_spell_s_rules_effect_applies_to_its_target() -> None:
    # "Target creature can't block this turn" (611.2c: its target, fixed as it resolves).
    found = records([obj("bears", "Grizzly Bears"), obj("ogre", "Gray Ogre")],
                    [{"id": "e", "targets": ["ogre"], "text": "Target creature can't block "
                      "this turn.", "rules": [{"cant_block": True}],
                      "duration": "end_of_turn"}])
    assert [(r.word, r.objects) for r in found] == [("cant_block", ["ogre"])]


def test_an_object_word_without_a_selector_is_an_error() -> None:
    with pytest.raises(InputError, match="a rules effect on objects needs `applies_to`"):
        records([source({"text": "x", "rules": [{"cant_attack": True}]})])


def test_a_player_word_needs_its_players() -> None:
    with pytest.raises(InputError, match="players"):
        records([source({"text": "x", "rules": [{"cant_cast": {}}]})])


@pytest.mark.parametrize("ruleset", BOTH)
def test_the_library_s_rules_cards(ruleset: str) -> None:
    # Moat (no flying: the Bears), Juggernaut (it attacks each combat; Walls can't block
    # it), Thalia (each player's noncreature spells), Exploration and Future Sight ("you":
    # their controller, the opponent here).
    found = records([obj("moat", "Moat"), obj("bears", "Grizzly Bears"),
                     obj("juggernaut", "Juggernaut"),
                     obj("thalia", "Thalia, Guardian of Thraben"),
                     obj("exploration", "Exploration", controller="opponent"),
                     obj("sight", "Future Sight", controller="opponent")], ruleset=ruleset)
    assert sorted((r.word, tuple(r.objects), tuple(r.players)) for r in found) == sorted([
        ("cant_attack", ("bears", "juggernaut", "thalia"), ()),
        ("attacks_each_combat", ("juggernaut",), ()),
        ("cant_be_blocked", ("juggernaut",), ()),
        ("spells_cost", (), ("you", "opponent")),
        ("additional_land", (), ("opponent",)),
        ("plays_top_revealed", (), ("opponent",)),
        ("may_play_from", (), ("opponent",))])


def test_more_library_cards_with_rules_words() -> None:
    # Lodestone Golem: each player's nonartifact spells (no player named); Brisela, Voice
    # of Nightmares (Bruna melded with Gisela, 712.8g): the opponent can't cast spells of
    # mana value 3 or less; Dryad: "you", its controller;
    # Questing Beast: blockers with power 2 or less can't block it (509.1b); Brazen
    # Borrower: it can block only fliers.
    found = records([obj("golem", "Lodestone Golem"), obj("brisela", "Bruna, the Fading Light",
                                                      melded_with="Gisela, the Broken Blade"),
                     obj("dryad", "Dryad of the Ilysian Grove"),
                     obj("beast", "Questing Beast"), obj("borrower", "Brazen Borrower")])
    assert sorted((r.word, tuple(r.objects), tuple(r.players), str(r.argument))
                  for r in found) == sorted([
        ("spells_cost", (), ("you", "opponent"),
         "{'spells': {'not': {'type': 'artifact'}}, 'more': '{1}'}"),
        ("cant_cast", (), ("opponent",), "{'spells': {'mana_value': {'le': 3}}}"),
        ("additional_land", (), ("you",), "{'count': 1}"),
        ("cant_be_blocked", ("beast",), (), "{'by': {'type': 'creature', 'power': {'le': 2}}}"),
        ("blocks_only", ("borrower",), (), "{'type': 'creature', 'keyword': 'flying'}")])


@pytest.mark.parametrize("zone, expected", [("stack", [["stag"]]), ("battlefield", [])])
def test_a_spell_that_cant_be_countered_only_on_the_stack(zone: str, expected: list) -> None:
    # Great Sable Stag's ability works on the stack, where it is a spell (701.6a); on the
    # battlefield it is a permanent, which no spell counters: no rules effect.
    found = records([obj("stag", "Great Sable Stag", zone=zone, owner="you")])
    assert [r.objects for r in found if r.word == "cant_be_countered"] == expected


def _layers_json(*args: str) -> dict:
    result = CliRunner().invoke(main, ["layers", *args, "--json"])
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def test_the_json_answer_lists_rules_effects_by_object_and_player() -> None:
    # Pacifism on alice's Bears, Thalia's cost increase on both players' spells (the
    # ruling's board), validated against the published schema of `layers --json`.
    data = _layers_json("cr-2026/613.11-pacifism-thalia-future-sight")
    validator = jsonschema.Draft202012Validator(output_schema("layers"))
    validator.validate(data)
    outcome = data["outcomes"][0]
    assert outcome["rules"]["objects"] == {"bears": ["cant_attack", "cant_block"]}
    assert outcome["rules"]["players"]["bob"] == ["spells_cost"]
    thalia = next(r for r in outcome["rules_effects"] if r["word"] == "spells_cost")
    assert thalia["players"] == ["alice", "bob"]
    assert thalia["rules"] == ["613.11", "601.2f"]
    wrong = copy.deepcopy(data)
    wrong["outcomes"][0]["rules_effects"][0]["objects"] = "bears"  # a list of ids
    assert not validator.is_valid(wrong)
    wrong = copy.deepcopy(data)
    del wrong["outcomes"][0]["rules_effects"][0]["rules"]
    assert not validator.is_valid(wrong)


def test_the_text_answer_names_the_rules_and_whom_they_apply_to() -> None:
    result = CliRunner().invoke(main, ["layers", "cr-2011/613.10-moat-levitation"])
    assert result.exit_code == 0, result.output
    lines = " ".join(result.stdout.split())
    assert "Rules effect [613.10, 508.1c] moat#0: Creatures without flying can't attack. " \
           "(cant_attack) -> ogre" in lines


def test_no_maximum_hand_size_for_its_controller() -> None:
    # "You have no maximum hand size" (402.2): the source's controller only.
    found = records([source({"text": "You have no maximum hand size.",
                             "rules": [{"max_hand_size": {"players": "you", "size": None}}]},
                            controller="opponent")])
    assert [(r.word, r.players, r.argument, r.rules) for r in found] == \
        [("max_hand_size", ["opponent"], {"size": None}, ["613.11", "402.2"])]
