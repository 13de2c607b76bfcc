"""``mtglogic replace``: every legal order of replacement and prevention effects (614-616)."""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import click

from mtglogic.api import EachChoiceResult, ReplacementResult, answer_each_choice, answer_replacement
from mtglogic.cli.answers import Partial, echo_answer, partial_answer
from mtglogic.cli.choice_options import choice_values, each_choice_options
from mtglogic.cli.completion import complete_event, complete_scenario
from mtglogic.cli.options import (
    budget_options,
    json_option,
    make_budget,
    quick_options,
    ruleset_option,
    run_safely,
    scenario_from_args,
)
from mtglogic.cli.usercards import cards_option, use_card_folders
from mtglogic.engines import ENGINES
from mtglogic.engines.replacement import follow_now
from mtglogic.errors import InputError
from mtglogic.layers.choices_render import each_choice_json, each_choice_lines
from mtglogic.loading.yamlio import parse_yaml_text
from mtglogic.node import to_plain

REPLACEMENT = ENGINES["replacement"]
ALL = "all"  # --orders without N


class OrderCount(click.ParamType):
    """How many orders --orders lists: a whole number of at least 0, or all of them."""

    name = "N"

    def convert(self, value: object, param: click.Parameter | None,
                ctx: click.Context | None) -> int | str:
        if value == ALL:
            return ALL
        try:
            count = int(str(value))
        except ValueError:
            self.fail(f"{value!r} is not a whole number", param, ctx)
        if count < 0:
            self.fail(f"{value!r} is not at least 0", param, ctx)
        return count


@click.command("replace")
@click.argument("scenario", required=False, type=click.Path(),
                shell_complete=complete_scenario)
@click.option("--event", "event_id", default=None, metavar="ID", shell_complete=complete_event,
              help="Only this event of the scenario's `events:`.")
@click.option("--orders", "orders", type=OrderCount(), is_flag=False, flag_value=ALL,
              default=None, metavar="[N]",
              help="Also list the legal application orders (the first N; all without N).")
@click.option("--explain", is_flag=True,
              help="Show who chooses each step, among what, and the rule behind it.")
@click.option("--resolve", is_flag=True,
              help="Then resolve the stack: every distinct result of putting what triggered "
                   "on the stack and resolving it, every order and choice (405, 603.3b).")
@click.option("--happens", multiple=True, metavar="EVENT",
              help="With --card: an event as one YAML mapping, e.g. "
                   "'put_counters: {target: grizzly-bears, counter: \"+1/+1\", count: 1}'.")
@ruleset_option
@each_choice_options
@json_option
@quick_options
@cards_option
@budget_options(depth=True)
@run_safely
def replace_command(scenario: str | None, event_id: str | None, orders: int | str | None,
                    explain: bool, resolve: bool, happens: tuple[str, ...],
                    ruleset_id: str | None,
                    each: bool, choice_given: tuple[str, ...], as_json: bool,
                    card: tuple[str, ...], opponent_card: tuple[str, ...],
                    counter: tuple[str, ...], attach: tuple[str, ...], choose: tuple[str, ...],
                    card_folders: tuple[str, ...], **limits: Any) -> None:
    """Every distinct outcome of the replacement and prevention effects on each event of
    SCENARIO, who chooses, how many orders lead to each, and a witness order.

    Without a file: name the cards with --card (yours) and --opponent-card, and the events
    with --happens; object ids are the card names in lower case with dashes.
    """
    budget = make_budget(limits)
    use_card_folders(card_folders, budget)
    if happens and scenario:
        raise InputError("--happens goes with --card options, not with a SCENARIO file")
    events = [_event_option(text, index) for index, text in enumerate(happens, 1)]
    if (card or opponent_card) and not events:
        raise InputError("a one-line query needs at least one --happens EVENT")
    loaded = scenario_from_args(scenario, ruleset_id, card, opponent_card, counter, attach,
                                choose, events or None, budget)
    limit = orders if isinstance(orders, int) else None
    values = choice_values(choice_given, each)

    def show(result: ReplacementResult | EachChoiceResult, partial: Partial | None = None) -> None:
        if isinstance(result, EachChoiceResult):
            echo_answer(as_json, lambda: each_answer_json(result, explain),
                        lambda: list(each_answer_lines(result, explain)), budget, partial)
            return
        echo_answer(as_json, lambda: REPLACEMENT.json(result, explain),
                    lambda: REPLACEMENT.text(result, explain=explain), budget, partial)

    with partial_answer(show, budget, as_json):
        if each:
            answer: ReplacementResult | EachChoiceResult = answer_each_choice(
                loaded, None, event_id, limit, orders is not None, budget, values)
        else:
            answer = answer_replacement(loaded, event=event_id, orders=limit,
                                        list_orders=orders is not None, budget=budget,
                                        resolve=resolve)
            follow_now(answer)  # what follows each outcome, printed with it: a limit here too
    show(answer)


def each_answer_lines(result: EachChoiceResult, explain: bool) -> Iterable[str]:
    """Each answer's text without its ruleset line (said once, above)."""
    return each_choice_lines(result,
                             lambda answer: list(REPLACEMENT.text(answer, explain=explain))[1:])


def each_answer_json(result: EachChoiceResult, explain: bool) -> dict[str, Any]:
    """Each answer's events; the scenario named once, after the ruleset."""
    groups = each_choice_json(result, lambda answer: {
        "events": REPLACEMENT.json(answer, explain)["events"]})
    scenario = REPLACEMENT.json(result.groups[0].result, explain)["scenario"] \
        if result.groups else ""
    return {"ruleset": groups.pop("ruleset"), "scenario": scenario, **groups}


def _event_option(text: str, index: int) -> dict:
    """One --happens option: a YAML mapping of one event kind, given the id ``e<index>``."""
    value = to_plain(parse_yaml_text(text, f"--happens {index}"))
    if not isinstance(value, dict):
        raise InputError(f"expected a mapping like 'draw: {{player: you, count: 1}}', got {text!r}",
                         f"--happens {index}")
    return {"id": f"e{index}", **value}
