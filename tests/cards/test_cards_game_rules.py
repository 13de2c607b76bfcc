"""Game-rule effects as words (issue 19, item 5): triggers, untapping, damage, mana, winning
and losing, prohibitions. Applied after the layers (613.11 in 2026, 613.10 in 2011), each
cites the 613 rule and its own, looked up in each ruleset's ``word_rules`` table; a word
whose rule 2011 does not have (an ability triggering additional times, 603.2d) is refused
there. Every expected value comes from the card's Oracle text and the rule named beside it.
"""
from __future__ import annotations

import pytest
from cards_support import obj, rules_records
from cards_support import rules_source as source
from click.testing import CliRunner

from mtglogic.cli import main
from mtglogic.errors import ConsistencyError
from mtglogic.layers.rules_applied import RulesRecord

RULE = {"cr-2011": "613.10", "cr-2026": "613.11"}


def records(objects: list[dict], ruleset: str = "cr-2026") -> list[RulesRecord]:
    return rules_records(objects, None, ruleset)


@pytest.mark.parametrize("ruleset, numbers", [("cr-2011", ["603.2", "603.6a"]),
                                              ("cr-2026", ["603.2", "603.6a"])])
def test_torpor_orb_is_a_rule_of_the_game(ruleset: str, numbers: list[str]) -> None:
    # "Creatures entering don't cause abilities to trigger": no object and no player is
    # changed; the game's trigger rule is (an enters-the-battlefield ability triggers when a
    # permanent enters, 603.6a, and this one says a creature's entering is no such event).
    found = records([obj("orb", "Torpor Orb"), obj("bears", "Grizzly Bears")], ruleset)
    assert [(r.word, r.argument, r.objects, r.players, r.rules) for r in found] == \
        [("entering_doesnt_trigger", {"type": "creature"}, [], [], [RULE[ruleset], *numbers])]


def test_the_answer_says_a_game_word_applies_to_the_game() -> None:
    result = CliRunner().invoke(main, ["layers", "--card", "Torpor Orb"])
    assert result.exit_code == 0, result.output
    assert "(entering_doesnt_trigger) -> the game" in " ".join(result.stdout.split())


@pytest.mark.parametrize("ruleset, untap", [("cr-2011", "502.2"), ("cr-2026", "502.3")])
def test_seedborn_muse_untaps_its_controller_s_permanents(ruleset: str, untap: str) -> None:
    # "Untap all permanents you control during each other player's untap step": the Muse
    # and the Bears of its controller, not the opponent's Ogre (the untap step's rule).
    found = records([obj("muse", "Seedborn Muse", controller="you"),
                     obj("bears", "Grizzly Bears", controller="you"),
                     obj("ogre", "Gray Ogre", controller="opponent")], ruleset)
    assert [(r.word, r.objects, r.rules) for r in found] == \
        [("untaps_during_others", ["bears", "muse"], [RULE[ruleset], untap])]


@pytest.mark.parametrize("ruleset, empties", [("cr-2011", "500.4"), ("cr-2026", "500.5")])
def test_upwelling_keeps_every_player_s_mana(ruleset: str, empties: str) -> None:
    # "Players don't lose unspent mana": each player, whoever controls it (mana empties
    # as a step ends: 500.4 in 2011, 500.5 today).
    found = records([obj("upwelling", "Upwelling", controller="opponent")], ruleset)
    assert [(r.word, r.players, r.argument, r.rules) for r in found] == \
        [("keeps_unspent_mana", ["you", "opponent"], True, [RULE[ruleset], empties])]


def test_damping_matrix_spares_mana_abilities() -> None:
    # Artifacts and creatures (the Bears, the Matrix itself), not the Forest (602.5).
    found = records([obj("matrix", "Damping Matrix"), obj("bears", "Grizzly Bears"),
                     obj("forest", "Forest")])
    assert [(r.word, r.objects, r.argument, r.rules) for r in found] == \
        [("cant_activate", ["bears", "matrix"], {"mana_abilities": True}, ["613.11", "602.5"])]


def test_cursed_totem_and_stony_silence_prohibit_all_activations() -> None:
    # Cursed Totem: creatures' abilities; Stony Silence: artifacts' (Cursed Totem itself).
    found = records([obj("totem", "Cursed Totem"), obj("silence", "Stony Silence"),
                     obj("bears", "Grizzly Bears")])
    assert sorted((r.text, tuple(r.objects), str(r.argument)) for r in found) == [
        ("Activated abilities of artifacts can't be activated.", ("totem",), "True"),
        ("Activated abilities of creatures can't be activated.", ("bears",), "True")]


@pytest.mark.parametrize("zone, expected", [("stack", ["sliver"]),
                                            ("battlefield", ["bears"])])
def test_root_sliver_protects_sliver_spells(zone: str, expected: list[str]) -> None:
    # On the battlefield, "Sliver spells can't be countered" spares a Sliver spell on the
    # stack (a Bears card given the type by hand here). On the stack, Root Sliver is a
    # spell: only its "this spell" line works there (113.6: a static ability works on the
    # battlefield unless it says otherwise), so it alone is spared (701.6a).
    sliver_bears = {"id": "bears", "name": "Sliver Bears", "types": ["creature"],
                    "subtypes": ["Sliver"], "power": 2, "toughness": 2, "zone": "stack",
                    "owner": "opponent"}
    found = records([obj("sliver", "Root Sliver", zone=zone, owner="you"), sliver_bears])
    covered = sorted({o for r in found if r.word == "cant_be_countered" for o in r.objects})
    assert covered == expected


@pytest.mark.parametrize("ruleset, numbers", [("cr-2011", ["103.5", "103.5a"]),
                                              ("cr-2026", ["103.6", "103.6a"])])
def test_a_leyline_works_from_the_opening_hand(ruleset: str, numbers: list[str]) -> None:
    # In its owner's hand, the ability is there (it works before the game); on the
    # battlefield it does nothing any more.
    in_hand = records([obj("leyline", "Leyline of the Void", zone="hand", owner="you")],
                      ruleset)
    assert [(r.word, r.objects, r.rules) for r in in_hand] == \
        [("may_begin_on_battlefield", ["leyline"], [RULE[ruleset], *numbers])]
    assert records([obj("leyline", "Leyline of the Void")], ruleset) == []


def test_thorn_elemental_may_assign_as_though_unblocked() -> None:
    found = records([obj("thorn", "Thorn Elemental")])
    assert [(r.word, r.objects, r.rules) for r in found] == \
        [("may_assign_as_unblocked", ["thorn"], ["613.11", "510.1b", "609.4"])]


@pytest.mark.parametrize("word, rules_2011, rules_2026", [
    ({"cant_lose": {"players": "you"}}, ["104.3"], ["104.3"]),
    ({"cant_cycle": {"players": "each"}}, ["702.27a", "602.5"], ["702.29a", "602.5"]),
    ({"plays_hand_revealed": {"players": "opponents"}}, ["402.3"], ["402.3"]),
])
def test_player_words_cite_each_ruleset_s_number(word: dict, rules_2011: list[str],
                                                 rules_2026: list[str]) -> None:
    # Cycling was 702.27 in 2011 and is 702.29 today; losing is 104.3 in both.
    for ruleset, numbers in (("cr-2011", rules_2011), ("cr-2026", rules_2026)):
        (found,) = records([source({"text": "x", "rules": [word]})], ruleset)
        assert found.rules == [RULE[ruleset], *numbers]


def test_the_legend_rule_exemption_cites_the_legend_rule() -> None:
    # "The legend rule doesn't apply to Spiders you control" (704.5j; 704.5k in 2011).
    ability = {"text": "x", "applies_to": {"subtype": "Spider", "controller": "you"},
               "rules": [{"legend_rule_exempt": True}]}
    spider = {"id": "spider", "name": "Spider", "types": ["creature"], "subtypes": ["Spider"],
              "power": 1, "toughness": 2, "controller": "you"}
    for ruleset, number in (("cr-2011", "704.5k"), ("cr-2026", "704.5j")):
        (found,) = records([source(ability), spider], ruleset)
        assert (found.objects, found.rules) == (["spider"], [RULE[ruleset], number])


ADDITIONAL = {"text": "If a triggered ability of a permanent you control triggers, that "
              "ability triggers an additional time.",
              "applies_to": {"permanent": True, "controller": "you"},
              "rules": [{"triggers_additional": True}]}


def test_an_additional_trigger_under_2026() -> None:
    # 603.2d: the source's controller's permanents (the source itself, an enchantment).
    (found,) = records([source(ADDITIONAL), obj("ogre", "Gray Ogre", controller="opponent")])
    assert (found.objects, found.rules) == (["src"], ["613.11", "603.2d"])


def test_an_additional_trigger_is_refused_under_2011() -> None:
    # The 2011 rules say nothing of an ability triggering additional times: refused, with
    # the ability's text and the ruleset named.
    with pytest.raises(ConsistencyError, match="ruleset cr-2011 does not have"):
        records([source(ADDITIONAL)], "cr-2011")
