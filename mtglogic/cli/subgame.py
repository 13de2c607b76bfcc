"""``mtglogic subgame SCENARIO``: play a scenario script and show every game's zones."""
from __future__ import annotations

import sys
from typing import Any

import click

from mtglogic.api import SubgameResult, run_subgame, run_subgame_lines
from mtglogic.cli.answers import Partial, echo_answer, partial_answer
from mtglogic.cli.completion import complete_card, complete_scenario
from mtglogic.cli.options import (
    board_option,
    board_text,
    budget_options,
    json_option,
    make_budget,
    ruleset_option,
    run_safely,
)
from mtglogic.cli.usercards import cards_option, use_card_folders
from mtglogic.engines import ENGINES
from mtglogic.errors import EXIT_FAILED, InputError
from mtglogic.loading.ruling_names import scenario_source

SUBGAME = ENGINES["subgame"]


@click.command("subgame")
@click.argument("scenario", type=click.Path(dir_okay=False), shell_complete=complete_scenario,
                required=False)
@click.option("--card", multiple=True, metavar="LINE", shell_complete=complete_card,
              help="Without a file: a card of the main game as it starts, as --card "
                   'takes board lines ("graveyard: Kitchen Finks", "opponent library: '
                   'Forest", "outside: Ornithopter"; docs/subgame.md).')
@board_option
@click.option("--step", multiple=True, metavar="STEP",
              help="Without a file: one step of the script, as a file writes it, braces "
                   "optional ('resolve: shahrazad, first: you').")
@click.option("--seed", type=click.IntRange(0), default=None,
              help="Draw shuffles and starting players from random.Random(N); without it "
                   "every starting player is reported.")
@click.option("--explain", is_flag=True, help="Say what each rule applied means.")
@ruleset_option
@json_option
@cards_option
@budget_options(depth=True)
@run_safely
def subgame_command(scenario: str | None, card: tuple[str, ...], step: tuple[str, ...],
                    seed: int | None, explain: bool, ruleset_id: str | None,
                    as_json: bool, card_folders: tuple[str, ...], **limits: Any) -> None:
    """Play a subgame scenario (rule 715 in cr-2011, 728 in cr-2026) step by step.

    SCENARIO is a scenario file, or a subgame ruling file or built-in ruling's name (its
    scenario is played, under the ruleset of its cr-XXXX folder). Prints the zones of every game after each step, the
    rule applied, and checks that every card is in exactly one place. Exit 1 if that
    invariant ever breaks. Without a file, --card lines give the main game's cards and
    --step lines the script.
    """
    budget = make_budget(limits)
    use_card_folders(card_folders, budget)
    def show(result: SubgameResult, partial: Partial | None = None) -> None:
        echo_answer(as_json, lambda: SUBGAME.json(result),
                    lambda: SUBGAME.text(result, explain=explain), budget, partial)

    board, board_name = board_text(budget)
    if scenario is not None and (card or step or board is not None):
        raise InputError("give either a SCENARIO file or --card (or --board) and --step "
                         "lines, not both")
    if scenario is None and not card and board is None:
        raise InputError("give a SCENARIO file, or --card (or --board) and --step lines")
    with partial_answer(show, budget, as_json):
        result = (run_subgame(scenario_source(scenario), seed, ruleset_id, budget)
                  if scenario is not None
                  else run_subgame_lines(card, step, (), seed, ruleset_id, budget, board,
                                         board_name))
    show(result)
    if not result.invariant_ok:
        sys.exit(EXIT_FAILED)
