"""Burning Wish and Living Wish: a card from outside the game, by card type (715.4 / 728.4)."""
from __future__ import annotations

import pytest

from mtglogic.budget import Budget
from mtglogic.errors import InputError
from mtglogic.loading.rulesets import load_ruleset
from mtglogic.loading.subgame import parse_subgame_scenario as parse_scenario
from mtglogic.loading.yamlio import parse_yaml_text
from mtglogic.node import Node
from mtglogic.subgame.rules import rules_for
from mtglogic.subgame.runner import run_scenario

BOARD = """
players:
  A:
    library: [a1, a2, a3]
    hand: [{{id: wish, card: {wish}}}]
    outside:
      - {{id: sorcery, name: Outside Sorcery, types: [Sorcery]}}
      - {{id: beast, name: Outside Beast, types: [Creature]}}
      - {{id: land, name: Outside Land, types: [Land]}}
  B:
    library: [b1, b2, b3]
steps:
  - cast: wish
  - resolve: wish
    choose: {choice}
"""


def final_zones(wish: str, choice: str):
    """The main game's player A after the script, and the runs' invariant problems."""
    text = BOARD.format(wish=wish, choice=choice)
    scenario = parse_scenario(Node(parse_yaml_text(text, "t.yaml"), "t.yaml", "", 1))
    (run,) = run_scenario(scenario, rules_for(load_ruleset("cr-2026")), Budget(), 0)
    problems = [p for record in run.records for p in record.problems]
    return run.session.games[0].players["A"], problems


@pytest.mark.parametrize("wish, choice", [("Burning Wish", "sorcery"),
                                          ("Living Wish", "beast"), ("Living Wish", "land")])
def test_wish_brings_a_card_of_its_types_and_is_exiled(wish: str, choice: str) -> None:
    # By the cards' text: the chosen card goes to the caster's hand, the wish is exiled.
    player, problems = final_zones(wish, choice)
    assert choice in player.zones["hand"]
    assert player.zones["exile"] == ["wish"]
    assert problems == []


@pytest.mark.parametrize("wish, choice", [("Burning Wish", "beast"), ("Living Wish", "sorcery")])
def test_wish_refuses_a_card_of_another_type(wish: str, choice: str) -> None:
    # Burning Wish only finds sorceries; Living Wish only creatures and lands.
    with pytest.raises(InputError, match="is not a"):
        final_zones(wish, choice)
