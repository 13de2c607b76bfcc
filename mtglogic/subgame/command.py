"""``mtglogic subgame SCENARIO``: play a scenario script and show every game's zones."""
from __future__ import annotations

import sys
from pathlib import Path

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
from mtglogic.verify.ruling import ruleset_from_path


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

    SCENARIO is a scenario file, or a subgame ruling file (its scenario is played, under
    the ruleset of its cr-XXXX folder). Prints the zones of every game after each step, the
    rule applied, and checks that every card is in exactly one place. Exit 1 if that
    invariant ever breaks.
    """
    budget = make_budget(limits)
    root = load_yaml(scenario)
    folder_ruleset = None
    if root.is_map() and "scenario" in root and "kind" in root:  # a ruling file: its scenario
        root["kind"].str(("subgame",))
        folder_ruleset = ruleset_from_path(Path(scenario))
        root = root["scenario"]
    parsed = parse_scenario(root)
    ruleset = load_ruleset(ruleset_id or parsed.ruleset_id or folder_ruleset or DEFAULT_RULESET)
    runs = run_scenario(parsed, rules_for(ruleset), budget, seed)
    used_seed = seed if seed is not None else parsed.seed
    if as_json:
        click.echo(dump_json(render.json_report(runs, ruleset.id, used_seed)))
    else:
        for line in render.text_report(runs, ruleset.id, used_seed, explain):
            click.echo(line)
    if not render.invariant_ok(runs):
        sys.exit(EXIT_FAILED)
