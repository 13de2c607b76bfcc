"""Cost changes times a value, on the board (601.2f; 601.2e in 2011): the layers answer
says how much the cost changes now, from the value as the layers leave the board (613.11;
613.10 in 2011). Expected amounts are counted by hand in each test."""
from __future__ import annotations

import pytest
from cards_support import obj, run

from mtglogic.errors import InputError
from mtglogic.layers.rules_applied import RulesRecord
from mtglogic.vocabulary.rules_effects import scaled


def records(objects: list[dict], ruleset: str = "cr-2026") -> list[RulesRecord]:
    result = run(objects, None, ruleset)
    assert len(result.outcomes) == 1
    return result.outcomes[0].run.rules


@pytest.mark.parametrize("ruleset, rules", [("cr-2011", ["613.10", "601.2e"]),
                                            ("cr-2026", ["613.11", "601.2f"])])
def test_tolarian_terror_costs_one_less_for_each_instant_and_sorcery_card(
        ruleset: str, rules: list[str]) -> None:
    # Tolarian Terror on the stack, cast by "you": your graveyard holds Lightning Bolt and
    # Giant Growth (two instants) and Grizzly Bears (a creature); the opponent's Lightning
    # Bolt is not in your graveyard. {1} x 2 = {2} less.
    found = records([obj("terror", "Tolarian Terror", controller="you", zone="stack"),
                     obj("bolt", "Lightning Bolt", owner="you", zone="graveyard"),
                     obj("growth", "Giant Growth", owner="you", zone="graveyard"),
                     obj("bears", "Grizzly Bears", owner="you", zone="graveyard"),
                     obj("bolt2", "Lightning Bolt", owner="opponent", zone="graveyard")],
                    ruleset)
    assert [(r.word, r.argument["amount"], r.rules) for r in found] == \
        [("spells_cost", "{2}", rules)]


def test_a_spell_s_own_cost_change_does_not_work_on_the_battlefield() -> None:
    # 113.6d: the ability changes what its own object costs, on the stack only
    assert records([obj("terror", "Tolarian Terror", controller="you"),
                    obj("bolt", "Lightning Bolt", owner="you", zone="graveyard")]) == []


def test_ghalta_reads_the_power_the_layers_gave() -> None:
    # Ghalta on the stack; you control Grizzly Bears (2/2) and Gray Ogre (2/2), each +1/+1
    # from Glorious Anthem (layer 7c): 3 + 3 = 6, so {1} x 6 = {6} less. The opponent's
    # Bears don't count ("creatures you control").
    found = records([obj("ghalta", "Ghalta, Primal Hunger", controller="you", zone="stack"),
                     obj("anthem", "Glorious Anthem", controller="you"),
                     obj("bears", "Grizzly Bears", controller="you"),
                     obj("ogre", "Gray Ogre", controller="you"),
                     obj("theirs", "Grizzly Bears", controller="opponent")])
    assert [(r.word, r.argument["amount"]) for r in found] == [("spells_cost", "{6}")]


@pytest.mark.parametrize("mana, times, expected", [
    ("{1}", 3, "{3}"),        # generic mana multiplied
    ("{2}", 2, "{4}"),
    ("{U}", 2, "{U}{U}"),     # each colored symbol repeated
    ("{1}{W}", 2, "{2}{W}{W}"),
    ("{1}", 0, "{0}"),        # nothing is {0} (118.7)
])
def test_a_mana_amount_times_a_number(mana: str, times: int, expected: str) -> None:
    assert scaled(mana, times) == expected


def test_a_cost_change_says_more_or_less_not_both() -> None:
    effect = {"id": "src", "name": "Source", "types": ["enchantment"], "controller": "you",
              "abilities": [{"static": {"text": "x", "rules": [{"spells_cost": {
                  "players": "each", "more": "{1}", "less": "{1}"}}]}}]}
    with pytest.raises(InputError, match="`more` or `less`"):
        run([effect])


def test_an_alternative_cost_says_pay_or_free_not_both() -> None:
    effect = {"id": "src", "name": "Source", "types": ["enchantment"], "controller": "you",
              "abilities": [{"static": {"text": "x", "rules": [{"alternative_cost": {
                  "players": "you", "pay": "{0}", "free": True}}]}}]}
    with pytest.raises(InputError, match="`pay` or `free`"):
        run([effect])


def test_power_artifact_s_reduction_keeps_one_mana_and_applies_to_each_player() -> None:
    # Power Artifact enchants an Ornithopter: the activated abilities of the enchanted
    # artifact cost {2} less, not below one mana; no player is named, and only the
    # artifact's controller can activate them (602.2), so the word names each player
    # (602.2b, 601.2f). No count: no amount is worked out.
    found = records([obj("thopter", "Ornithopter", controller="you"),
                     obj("power", "Power Artifact", controller="you",
                         attached_to="thopter")])
    assert [(r.word, r.players, r.argument) for r in found] == [
        ("abilities_cost", ["you", "opponent"],
         {"of": {"enchanted": True}, "less": "{2}", "at_least_one": True})]
