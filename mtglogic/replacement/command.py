"""``mtglogic replace``: every legal order of replacement and prevention effects (614-616)."""
from __future__ import annotations

import click

from mtglogic.cli_common import (budget_options, json_option, make_budget, ruleset_option,
                                 run_safely)
from mtglogic.errors import InputError
from mtglogic.loading.yamlio import dump_json
from mtglogic.replacement.analysis import answer_event
from mtglogic.replacement.problem import build_problem
from mtglogic.replacement.render import answer_lines, report_json


@click.command("replace")
@click.argument("scenario", type=click.Path())
@click.option("--event", "event_id", default=None, metavar="ID",
              help="Only this event of the scenario's `events:`.")
@click.option("--orders", "orders", type=click.IntRange(-1), is_flag=False, flag_value=-1,
              default=None, metavar="[N]",
              help="Also list the legal application orders (the first N; all without N).")
@click.option("--explain", is_flag=True,
              help="Show who chooses each step, among what, and the rule behind it.")
@ruleset_option
@json_option
@budget_options
@run_safely
def replace_command(scenario: str, event_id: str | None, orders: int | None, explain: bool,
                    ruleset_id: str | None, as_json: bool, **limits) -> None:
    """Every distinct outcome of the replacement and prevention effects on each event of
    SCENARIO, who chooses, how many orders lead to each, and a witness order."""
    from mtglogic.loading.scenario import load_scenario

    budget = make_budget(limits)
    loaded = load_scenario(scenario, ruleset_id)
    problem = build_problem(loaded, budget)
    events = problem.events
    if event_id is not None:
        events = [e for e in events if e.id == event_id]
        if not events:
            raise InputError(f"no event {event_id!r}; events: "
                             f"{', '.join(e.id for e in problem.events)}", scenario)
    limit = None if orders is None or orders < 0 else orders
    answers = [answer_event(problem, e, budget, limit, orders is not None) for e in events]
    if as_json:
        click.echo(dump_json(report_json(loaded.ruleset.id, loaded.name, answers, explain)))
        return
    click.echo(f"ruleset {loaded.ruleset.id}: {loaded.ruleset.title}")
    for answer in answers:
        for line in answer_lines(answer, explain):
            click.echo(line)
