"""Game rules changed by static abilities, as words of the library cards (issue 19, item 5,
rules7): Arrest, Vizier of the Menagerie, Cloudspire Captain, Oath of Teferi, Sigarda.
Applied after the layers (613.11 in 2026, 613.10 in 2011), each cites the 613 rule and its
own from the ruleset's ``word_rules`` table; crewing and saddling (702.122a, 702.171a, not
in 2011's rules) is refused under cr-2011. The expected values come from the cards' Oracle
text and the rules named beside them.
"""
from __future__ import annotations

import pytest
from cards_support import obj, rules_records, rules_source

from mtglogic.errors import ConsistencyError

RULE = {"cr-2011": "613.10", "cr-2026": "613.11"}
BEARS = obj("bears", "Grizzly Bears", controller="opponent")


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
def test_arrest_stops_attacking_blocking_and_activating(ruleset: str) -> None:
    # Arrest on the opponent's Bears: the Bears can't attack (508.1c), block (509.1b) or
    # activate abilities (602.5), the numbers the same in both rulesets.
    arrest = obj("arrest", "Arrest", controller="you", attached_to="bears")
    found = rules_records([BEARS, arrest], None, ruleset)
    assert [(r.word, r.objects, r.rules) for r in found] == [
        ("cant_attack", ["bears"], [RULE[ruleset], "508.1c"]),
        ("cant_block", ["bears"], [RULE[ruleset], "509.1b"]),
        ("cant_activate", ["bears"], [RULE[ruleset], "602.5"])]


@pytest.mark.parametrize("ruleset, spend", [("cr-2011", "609.4"), ("cr-2026", "609.4b")])
def test_vizier_lets_its_controller_spend_mana_of_any_type(ruleset: str, spend: str) -> None:
    # Only its controller ("you"), and only to cast creature spells: 609.4b today, the
    # general "as though" rule 609.4 in 2011 (which has no 609.4b).
    found = rules_records([obj("vizier", "Vizier of the Menagerie", controller="you")],
                          None, ruleset)
    spent = [r for r in found if r.word == "spend_as_any_type"]
    assert [(r.players, r.argument, r.rules) for r in spent] == \
        [(["you"], {"casting": {"type": "creature"}}, [RULE[ruleset], spend])]


def test_cloudspire_captain_crews_as_though_it_had_more_power() -> None:
    # Power 2 crews and saddles as power 4 (2 + 2): the word on the Captain only.
    found = rules_records([obj("captain", "Cloudspire Captain", controller="you"), BEARS])
    assert [(r.word, r.argument, r.objects, r.rules) for r in found] == \
        [("crews_and_saddles_with", {"power_plus": 2}, ["captain"],
          ["613.11", "702.122a", "702.171a", "609.4"])]


def test_crewing_is_refused_under_2011() -> None:
    # The 2011 rules have no crew (702.122 since 2016) and no saddle (702.171 since 2024).
    with pytest.raises(ConsistencyError, match="ruleset cr-2011 does not have"):
        rules_records([obj("captain", "Cloudspire Captain", controller="you")], None,
                      "cr-2011")


@pytest.mark.parametrize("ruleset, sacrifice", [("cr-2011", "701.14a"),
                                                ("cr-2026", "701.21a")])
def test_oath_and_sigarda_are_rules_of_their_controller(ruleset: str, sacrifice: str) -> None:
    # Oath of Teferi: loyalty abilities twice (606.3 in both); Sigarda: the opponent's
    # spells can't make you sacrifice (sacrificing is 701.14a in 2011, 701.21a today).
    found = rules_records([obj("oath", "Oath of Teferi", controller="you"),
                           obj("sigarda", "Sigarda, Host of Herons", controller="you")],
                          None, ruleset)
    assert [(r.word, r.players, r.rules) for r in found] == [
        ("loyalty_activations", ["you"], [RULE[ruleset], "606.3"]),
        ("cant_be_made_to_sacrifice", ["you"], [RULE[ruleset], sacrifice])]


STATIONS = {"text": "x", "applies_to": {"type": "creature", "toughness_exceeds_power": True},
            "rules": [{"stations_with_toughness": True}]}


def test_stations_with_toughness_reads_the_final_board() -> None:
    # A 1/3 and a 3/3: only the 1/3 has toughness greater than power (3 > 1); the rule is
    # station's (702.184a).
    small = {"id": "small", "name": "Small", "types": ["creature"], "power": 1,
             "toughness": 3, "controller": "you"}
    even = {"id": "even", "name": "Even", "types": ["creature"], "power": 3, "toughness": 3,
            "controller": "you"}
    (found,) = rules_records([rules_source(STATIONS), small, even])
    assert (found.objects, found.rules) == (["small"], ["613.11", "702.184a"])


def test_stations_is_refused_under_2011() -> None:
    # No station in the 2011 rules (702.184 today).
    with pytest.raises(ConsistencyError, match="ruleset cr-2011 does not have"):
        rules_records([rules_source(STATIONS)], None, "cr-2011")


@pytest.mark.parametrize("word, numbers", [
    # the same numbers in both rulesets: 302.6 and 609.4 ("as though"), equip's sorcery
    # timing (702.6a, 602.5d, 307.1), the recipients of combat damage (510.1b-c)
    ({"activates_as_though_haste": {"players": "you", "of": {"type": "creature"}}},
     ["302.6", "609.4"]),
    ({"activates_at_instant_speed": {"players": "you", "ability": "equip"}},
     ["702.6a", "602.5d", "307.1"]),
])
def test_timing_words_cite_their_rules(word: dict, numbers: list[str]) -> None:
    for ruleset in ("cr-2011", "cr-2026"):
        (found,) = rules_records([rules_source({"text": "x", "rules": [word]})], None, ruleset)
        assert (found.players, found.rules) == (["you"], [RULE[ruleset], *numbers])


def test_divided_damage_is_the_source_s_own() -> None:
    ability = {"text": "x", "applies_to": {"self": True},
               "rules": [{"assigns_damage_among_defenders": True}]}
    (found,) = rules_records([rules_source(ability)])
    assert (found.objects, found.rules) == (["src"], ["613.11", "510.1b", "510.1c"])
