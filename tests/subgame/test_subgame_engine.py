"""Unit tests of the subgame engine (rules 715 in cr-2011, 728 in cr-2026)."""
from __future__ import annotations

import random

import pytest

from mtglogic.budget import Budget
from mtglogic.errors import BudgetExceeded, InputError
from mtglogic.loading.rulesets import load_ruleset
from mtglogic.loading.subgame import parse_subgame_scenario as parse_scenario
from mtglogic.loading.yamlio import parse_yaml_text
from mtglogic.node import Node
from mtglogic.subgame.engine import Engine, IllegalStep, half_rounded_up
from mtglogic.subgame.rules import rules_for
from mtglogic.subgame.runner import run_scenario


def scenario(text: str):
    return parse_scenario(Node(parse_yaml_text(text, "t.yaml"), "t.yaml", "", 1))


def run(text: str, ruleset: str = "cr-2026", seed: int | None = None, **budget):
    return run_scenario(scenario(text), rules_for(load_ruleset(ruleset)), Budget(**budget), seed)


TWO = """
players:
  A: {library: [a1, a2, a3, a4, a5, a6, a7, a8], hand: [{id: s1, card: Shahrazad}],
      outside: [{id: s2, card: Shahrazad}, {id: s3, card: Shahrazad}]}
  B: {library: [b1, b2, b3, b4, b5, b6, b7, b8]}
steps:
"""


@pytest.mark.parametrize("life, after", [(20, 10), (15, 7), (1, 0), (0, 0), (-3, -3), (2, 1)])
def test_half_rounded_up(life: int, after: int) -> None:
    assert life - half_rounded_up(life) == after


def test_no_seed_reports_every_starting_player_at_every_level() -> None:
    runs = run(TWO + """
  - cast: s1
  - resolve: s1
  - bring_in: s2
  - cast: s2
  - resolve: s2
""")
    assert [[p for _, p in r.choices] for r in runs] == [["A", "A"], ["A", "B"],
                                                         ["B", "A"], ["B", "B"]]
    assert all(not rec.problems for r in runs for rec in r.records)


def test_seed_gives_one_deterministic_run() -> None:
    text = TWO + "  - cast: s1\n  - resolve: s1\n"
    first, again = run(text, seed=7), run(text, seed=7)
    assert len(first) == 1
    assert first[0].records[-1].snapshot == again[0].records[-1].snapshot
    assert first[0].choices == again[0].choices


def test_max_depth_is_a_budget() -> None:
    with pytest.raises(BudgetExceeded) as err:
        run(TWO + """
  - cast: s1
  - resolve: s1
    first: A
  - bring_in: s2
  - cast: s2
  - resolve: s2
    first: A
""", max_depth=1)
    assert err.value.option == "--max-depth"


def test_ending_needs_a_result() -> None:
    with pytest.raises(InputError, match="has no result yet") as err:
        run(TWO + "  - cast: s1\n  - resolve: s1\n    first: A\n  - end_subgame: true\n")
    assert err.value.line is not None and err.value.file == "t.yaml"


@pytest.mark.parametrize("bad, message", [
    ("  - cast: nope\n", "no card 'nope'"),
    ("  - frobnicate: 1\n", "exactly one action"),
    ("  - resolve: s1\n", "not on the stack"),
    ("  - cast: s1\n  - resolve: s1\n    first: Z\n", "not a player"),
    ("  - move: a1\n", "move needs `to`"),
    ("  - bring_in: a1\n", "already in main"),
])
def test_bad_steps_are_located_input_errors(bad: str, message: str) -> None:
    with pytest.raises(InputError, match=message) as err:
        run(TWO + bad)
    assert str(err.value).startswith("t.yaml:")


def test_unknown_deck_for_the_ruleset() -> None:
    text = """
players:
  A: {library: [a1], hand: [{id: s1, card: Shahrazad}], decks: {attraction: [x1]}}
steps:
  - cast: s1
  - resolve: s1
"""
    assert run(text, "cr-2026")  # 728.2a: every supplementary deck
    with pytest.raises(InputError, match="knows no attraction deck"):
        run(text, "cr-2011")  # 715.2a/d: planar and scheme decks only


@pytest.mark.parametrize("ruleset, hand", [("cr-2011", 6), ("cr-2026", 6)])
def test_mulligan_style_follows_the_ruleset(ruleset: str, hand: int) -> None:
    runs = run(TWO + "  - cast: s1\n  - resolve: s1\n    first: A\n  - mulligan: A\n", ruleset)
    snap = runs[0].records[-1].snapshot["games"]["sub1"]["players"]["A"]
    assert len(snap["hand"]) == hand and len(snap["library"]) == 8 - hand
    rules = {e.rule for e in runs[0].records[-1].events}
    assert ("103.4" if ruleset == "cr-2011" else "103.5") in rules


def test_scheme_deck_return_cites_no_rule_in_2011() -> None:
    text = """
players:
  A: {library: [a1], hand: [{id: s1, card: Shahrazad}], decks: {scheme: [x1, x2]}}
  B: {library: [b1]}
steps:
  - cast: s1
  - resolve: s1
    first: A
  - result: draw
  - end_subgame: true
"""
    rules_2011 = {e.rule for r in run(text, "cr-2011")[0].records for e in r.events}
    rules_2026 = {e.rule for r in run(text, "cr-2026")[0].records for e in r.events}
    assert "none in cr-2011" in rules_2011 and "715.2d" in rules_2011
    assert "728.5a" in rules_2026


def test_engine_counts_subgame_starts_against_max_states() -> None:
    sc = scenario(TWO + "  - cast: s1\n")
    session = sc.new_session()
    engine = Engine(session, rules_for(load_ruleset("cr-2026")), random.Random(0),
                    Budget(max_states=1), lambda game, players: players[0])
    engine.cast("s1")
    with pytest.raises(IllegalStep):
        engine.resolve("nope", None)
    engine.start_subgame("s1")
    with pytest.raises(BudgetExceeded):
        engine.start_subgame("s1")


RIP = """
players:
  A: {library: [a1, a2, a3, a4, a5, a6, a7, a8], hand: [{id: s1, card: Shahrazad}, h1],
      battlefield: [{id: rip, card: Rest in Peace}]}
  B: {library: [b1, b2, b3, b4, b5, b6, b7, b8]}
steps:
"""


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
def test_an_effect_acts_only_in_the_game_its_permanent_is_in(ruleset: str) -> None:
    # 728.1b (715.1b): the main game's Rest in Peace exiles the main game's card going to
    # a graveyard, not the subgame's; it exiles Shahrazad finishing resolving (728.5).
    [result] = run(RIP + """
  - move: h1
    to: graveyard
  - cast: s1
  - resolve: s1
    first: A
  - move: a8
    to: graveyard
  - result: {winners: [A]}
  - end_subgame: true
""", ruleset)
    main = result.records[-1].snapshot["games"]["main"]["players"]["A"]
    assert main["exile"] == ["h1", "s1"] and main["graveyard"] == []
    in_sub = result.records[3].snapshot["games"]["sub1"]["players"]["A"]
    assert in_sub["graveyard"] == ["a8"]


def test_two_effects_on_one_move_are_a_choice_the_engine_refuses() -> None:
    # 616.1: the card's owner would choose between Rest in Peace and a second one.
    text = RIP.replace("battlefield: [{id: rip, card: Rest in Peace}]",
                       "battlefield: [{id: rip, card: Rest in Peace}, "
                       "{id: rip2, card: Rest in Peace}]")
    with pytest.raises(InputError, match="its owner would choose one"):
        run(text + "  - move: h1\n    to: graveyard\n")
