"""The combat rules words (issue 19, item 5): applied after the layers (613.10 in 2011,
613.11 in 2026) to what the ability's selector picks on the final board, each citing the
613 rule and its own: whom a creature can't attack (508.1b-c), restrictions unless the
declaration meets a condition (508.1c, 509.1b), attacking alone (506.5), the costs to attack
(508.1h; 508.1g in 2011) and to block (509.1d), limits on a whole combat, a requirement on
every blocker (509.1c), defender (702.3b) and transforming (701.27a; 701.25a in 2011).
What the word says about the declaration (the defending player, the other attackers, the
blockers' power) is its argument, checked when attackers or blockers are declared."""
from __future__ import annotations

import pytest
from cards_support import obj, run

from mtglogic.errors import InputError
from mtglogic.layers.rules_applied import RulesRecord

BOTH = ("cr-2011", "cr-2026")
RULE_EFFECTS = {"cr-2011": "613.10", "cr-2026": "613.11"}


def records(objects: list[dict], ruleset: str = "cr-2026") -> list[RulesRecord]:
    result = run(objects, None, ruleset)
    assert len(result.outcomes) == 1
    return result.outcomes[0].run.rules


def source(*abilities: dict) -> dict:
    return {"id": "src", "name": "Source", "types": ["enchantment"], "controller": "you",
            "abilities": [{"static": a} for a in abilities]}


@pytest.mark.parametrize("ruleset, cost_rule", [("cr-2011", "508.1g"), ("cr-2026", "508.1h")])
def test_propaganda_puts_a_cost_on_every_creature_attacking_its_controller(
        ruleset: str, cost_rule: str) -> None:
    # Propaganda (the opponent's): each creature, the Bears and the Ogre alike, costs {2}
    # to attack "you", Propaganda's controller (109.5); the cost rule is 508.1h today,
    # 508.1g in the 2011 rules (their 508.1g is the determining of the total cost).
    found = records([obj("propaganda", "Propaganda", controller="opponent"),
                     obj("bears", "Grizzly Bears", controller="you"),
                     obj("ogre", "Gray Ogre", controller="opponent")], ruleset)
    assert [(r.word, r.objects, r.argument, r.rules) for r in found] == [
        ("attack_cost", ["bears", "ogre"], {"mana": "{2}", "players": "you"},
         [RULE_EFFECTS[ruleset], cost_rule])]


@pytest.mark.parametrize("tapped, attacking, words", [
    (False, False, ["attack_cost"]),  # untapped, not attacking: the attack cost only
    (True, True, ["block_cost"]),     # tapped and attacking: the block cost only
    (True, False, [])])               # tapped, not attacking: neither (611.3a)
def test_archangel_of_tithes_costs_follow_its_state(tapped: bool, attacking: bool,
                                                    words: list[str]) -> None:
    status = {"tapped": tapped, **({"attacking": True} if attacking else {})}
    found = records([obj("angel", "Archangel of Tithes", controller="you", **status),
                     obj("bears", "Grizzly Bears", controller="opponent")])
    assert [r.word for r in found] == words
    assert all(r.objects == ["angel", "bears"] for r in found)


@pytest.mark.parametrize("ruleset", BOTH)
def test_dueling_grounds_limits_every_player_s_combat(ruleset: str) -> None:
    # No player named: the limit is on each player's creatures (508.1c, 509.1b).
    found = records([obj("grounds", "Dueling Grounds", controller="you")], ruleset)
    assert [(r.word, r.players, r.argument, r.rules) for r in found] == [
        ("max_attackers", ["you", "opponent"], {"count": 1},
         [RULE_EFFECTS[ruleset], "508.1c"]),
        ("max_blocking", ["you", "opponent"], {"count": 1},
         [RULE_EFFECTS[ruleset], "509.1b"])]


def test_teferi_s_moat_reads_the_colors_and_flying_the_layers_gave() -> None:
    # Teferi's Moat (green chosen) and Levitation: Llanowar Elves are green and fly (layer
    # 6), so only the Bears, green without flying on the final board, can't attack you
    # (613.11 after the layers); the Ogre is red.
    found = records([obj("moat", "Teferi's Moat", controller="you",
                         choices={"color": "green"}),
                     obj("levitation", "Levitation", controller="opponent"),
                     obj("bears", "Grizzly Bears", controller="you"),
                     obj("elves", "Llanowar Elves", controller="opponent"),
                     obj("ogre", "Gray Ogre", controller="opponent")])
    assert [(r.word, r.objects, r.argument) for r in found] == [
        ("cant_attack_player", ["bears"], {"players": "you"})]


@pytest.mark.parametrize("ruleset, numbers", [
    ("cr-2011", {"cant_attack_unless": ["508.1c"], "cant_block_unless": ["509.1b"],
                 "cant_attack_alone": ["506.5", "508.1c"],
                 "must_be_blocked_by_all": ["509.1c"],
                 "cant_be_blocked": ["509.1b"]}),
    ("cr-2026", {"cant_attack_unless": ["508.1c"], "cant_block_unless": ["509.1b"],
                 "cant_attack_alone": ["506.5", "508.1c"],
                 "must_be_blocked_by_all": ["509.1c"],
                 "cant_be_blocked": ["509.1b"]})])
def test_the_library_s_combat_creatures(ruleset: str, numbers: dict[str, list[str]]) -> None:
    # Each creature's own restriction or requirement applies to itself; the condition on
    # the declaration is the word's argument (Goblin Goon: more creatures than the other
    # player; Scarred Puma: a black or green creature attacking too; Dandân: the defending
    # player's Island), and the Pet's blockers are compared with its own power. Militia
    # Rallier is no library card: it is drafted from the corpus by name (its "can't attack
    # alone", 506.5).
    found = records([obj("goon", "Goblin Goon"), obj("puma", "Scarred Puma"),
                     obj("dandan", "Dandân"), obj("elf", "Taunting Elf"),
                     obj("pet", "Prehistoric Pet"), obj("rallier", "Militia Rallier")],
                    ruleset)
    got = {(r.word, tuple(r.objects), str(r.argument), tuple(r.rules)) for r in found}
    first = RULE_EFFECTS[ruleset]
    assert got == {
        ("cant_attack_unless", ("goon",), "{'more_creatures_than': 'defending_player'}",
         (first, *numbers["cant_attack_unless"])),
        ("cant_block_unless", ("goon",), "{'more_creatures_than': 'attacking_player'}",
         (first, *numbers["cant_block_unless"])),
        ("cant_attack_unless", ("puma",),
         "{'also_attacks': {'type': 'creature', 'color': ['black', 'green']}}",
         (first, *numbers["cant_attack_unless"])),
        ("cant_attack_unless", ("dandan",),
         "{'defending_player_controls': {'subtype': 'Island'}}",
         (first, *numbers["cant_attack_unless"])),
        ("must_be_blocked_by_all", ("elf",), "True", (first, *numbers["must_be_blocked_by_all"])),
        ("cant_be_blocked", ("pet",),
         "{'by': {'type': 'creature', 'power': {'gt': {'power': 'self'}}}}",
         (first, *numbers["cant_be_blocked"])),
        ("cant_attack_alone", ("rallier",), "True", (first, *numbers["cant_attack_alone"]))}


@pytest.mark.parametrize("ruleset, number", [("cr-2011", "701.25a"), ("cr-2026", "701.27a")])
def test_defender_and_transforming_words_cite_their_rules(ruleset: str, number: str) -> None:
    found = records([source({"text": "x", "applies_to": {"type": "creature"},
                             "rules": [{"attacks_despite_defender": True},
                                       {"cant_transform": True}]}),
                     obj("bears", "Grizzly Bears")], ruleset)
    assert [(r.word, r.rules) for r in found] == [
        ("attacks_despite_defender", [RULE_EFFECTS[ruleset], "702.3b", "508.1c"]),
        ("cant_transform", [RULE_EFFECTS[ruleset], number])]


@pytest.mark.parametrize("rule, message", [
    ({"cant_attack_unless": {}}, "write one of `defending_player_controls`"),
    ({"cant_attack_unless": {"more_creatures_than": "you"}}, "unknown value 'you'"),
    ({"min_blockers": 1}, "must be at least 2, got 1"),  # one blocker is no restriction
    ({"attack_cost": {"mana": "{1}"}}, "missing required key 'players'"),
    ({"cant_attack_player": {"players": "someone"}}, "unknown value 'someone'"),
])
def test_a_malformed_combat_word_is_a_located_error(rule: dict, message: str) -> None:
    with pytest.raises(InputError, match=message):
        records([source({"text": "x", "applies_to": {"type": "creature"}, "rules": [rule]})])


@pytest.mark.parametrize("anthem, words", [(False, ["cant_attack", "cant_block"]), (True, [])])
def test_a_restriction_unless_its_own_power_reads_the_power_the_layers_gave(
        anthem: bool, words: list[str]) -> None:
    # Technodrome's "can't attack or block unless its power is 6 or greater" on a 5/5:
    # 5 < 6, restricted; with Glorious Anthem, 5 + 1 = 6 in layer 7c, so the condition
    # "not (power >= 6)" fails on the final board and neither word applies (611.3a, 613.11).
    drome = {"id": "drome", "name": "Drome", "types": ["creature"], "power": 5,
             "toughness": 5, "controller": "you", "abilities": [{"static": {
                 "text": "This creature can't attack or block unless its power is 6 or greater.",
                 "condition": {"not": {"exists": {"self": True, "power": {"ge": 6}}}},
                 "applies_to": {"self": True},
                 "rules": [{"cant_attack": True}, {"cant_block": True}]}}]}
    objects = [drome] + ([obj("anthem", "Glorious Anthem", controller="you")] if anthem else [])
    assert [r.word for r in records(objects)] == words
