"""``mtglogic subgame SCENARIO``: play a scenario script and show every game's zones."""
from __future__ import annotations

import sys

import click

from mtglogic.cli_common import budget_options, json_option, make_budget, ruleset_option, \
    run_safely
from mtglogic.errors import EXIT_FAILED
from mtglogic.loading.yamlio import dump_json, load_yaml
from mtglogic.rulesets import DEFAULT_RULESET, load_ruleset
from mtglogic.subgame import render
from mtglogic.subgame.rules import rules_for
from mtglogic.subgame.runner import run_scenario
from mtglogic.subgame.script import parse_scenario


@click.command("subgame")
@click.argument("scenario", type=click.Path(dir_okay=False))
@click.option("--seed", type=click.IntRange(0), default=None,
              help="Draw shuffles and starting players from random.Random(N); without it "
                   "every starting player is reported.")
@click.option("--explain", is_flag=True, help="Say what each rule applied means.")
@ruleset_option
@json_option
@budget_options
@run_safely
def subgame_command(scenario: str, seed: int | None, explain: bool, ruleset_id: str | None,
                    as_json: bool, **limits) -> None:
    """Play a subgame scenario (rule 715 in cr-2011, 728 in cr-2026) step by step.

    Prints the zones of every game after each step, the rule applied, and checks that
    every card is in exactly one place. Exit 1 if that invariant ever breaks.
    """
    budget = make_budget(limits)
    parsed = parse_scenario(load_yaml(scenario))
    ruleset = load_ruleset(ruleset_id or parsed.ruleset_id or DEFAULT_RULESET)
    runs = run_scenario(parsed, rules_for(ruleset), budget, seed)
    used_seed = seed if seed is not None else parsed.seed
    if as_json:
        click.echo(dump_json(render.json_report(runs, ruleset.id, used_seed)))
    else:
        for line in render.text_report(runs, ruleset.id, used_seed, explain):
            click.echo(line)
    if not render.invariant_ok(runs):
        sys.exit(EXIT_FAILED)
