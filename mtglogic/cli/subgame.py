"""``mtglogic subgame SCENARIO``: play a scenario script and show every game's zones."""
from __future__ import annotations

import sys
from typing import Any

import click

from mtglogic.api import SubgameResult, run_subgame
from mtglogic.cli.answers import Partial, echo_answer, partial_answer
from mtglogic.cli.completion import complete_scenario
from mtglogic.cli.options import (
    budget_options,
    json_option,
    make_budget,
    ruleset_option,
    run_safely,
)
from mtglogic.cli.usercards import cards_option, use_card_folders
from mtglogic.engines import ENGINES
from mtglogic.errors import EXIT_FAILED
from mtglogic.loading.ruling_names import scenario_source

SUBGAME = ENGINES["subgame"]


@click.command("subgame")
@click.argument("scenario", type=click.Path(dir_okay=False), shell_complete=complete_scenario)
@click.option("--seed", type=click.IntRange(0), default=None,
              help="Draw shuffles and starting players from random.Random(N); without it "
                   "every starting player is reported.")
@click.option("--explain", is_flag=True, help="Say what each rule applied means.")
@ruleset_option
@json_option
@cards_option
@budget_options(depth=True)
@run_safely
def subgame_command(scenario: str, seed: int | None, explain: bool, ruleset_id: str | None,
                    as_json: bool, card_folders: tuple[str, ...], **limits: Any) -> None:
    """Play a subgame scenario (rule 715 in cr-2011, 728 in cr-2026) step by step.

    SCENARIO is a scenario file, or a subgame ruling file or built-in ruling's name (its
    scenario is played, under the ruleset of its cr-XXXX folder). Prints the zones of every game after each step, the
    rule applied, and checks that every card is in exactly one place. Exit 1 if that
    invariant ever breaks.
    """
    budget = make_budget(limits)
    use_card_folders(card_folders, budget)
    def show(result: SubgameResult, partial: Partial | None = None) -> None:
        echo_answer(as_json, lambda: SUBGAME.json(result),
                    lambda: SUBGAME.text(result, explain=explain), budget, partial)

    with partial_answer(show, budget, as_json):
        result = run_subgame(scenario_source(scenario), seed, ruleset_id, budget)
    show(result)
    if not result.invariant_ok:
        sys.exit(EXIT_FAILED)
