"""``mtglogic report``: one self-contained HTML page of an answer, to look at and share.

The page is drawn from the engines' JSON answers (``layers``/``deps``, ``replace
--explain``, ``subgame``): the board, the layer timeline and dependency graphs (613), the
replacement outcome tree (614-616) with what follows each outcome (603, 704) and, with
``--resolve``, the stack as a timeline (405, 608), the subgames' nesting (715 in cr-2011,
728 in cr-2026); a partial answer (a limit reached) is written marked partial, then the limit ends
the command as the other commands do (exit 3).
"""
from __future__ import annotations

from typing import Any

import click

from mtglogic.api import answer_replacement, compute_layers, run_subgame
from mtglogic.cli.answers import Partial, partial_answer
from mtglogic.cli.completion import complete_scenario
from mtglogic.cli.files import check_output_path, write_atomically
from mtglogic.cli.options import (
    budget_options,
    make_budget,
    quick_options,
    ruleset_option,
    run_safely,
    scenario_from_args,
)
from mtglogic.cli.replace import _event_option
from mtglogic.cli.usercards import cards_option, use_card_folders
from mtglogic.engines import ENGINES
from mtglogic.errors import InputError
from mtglogic.layers.graphs import graphs_json
from mtglogic.loading.rulesets import load_ruleset
from mtglogic.loading.ruling_names import scenario_source
from mtglogic.loading.rulings import is_ruling
from mtglogic.loading.yamlio import load_yaml
from mtglogic.model.scenario import Scenario
from mtglogic.outputs.html import layers_page, replacement_page, subgame_page
from mtglogic.outputs.html.board import board_before, board_section

KINDS = ("layers", "replacement", "subgame")


def kind_of(scenario: str | None, happens: tuple[str, ...]) -> str:
    """The engine a report asks: a ruling's ``kind``; a subgame scenario (its players
    mapped to their zones), subgame; a scenario file with ``events:`` or a one-line query
    with --happens, replacement; else layers."""
    if scenario is None:
        return "replacement" if happens else "layers"
    root = load_yaml(scenario_source(scenario))
    if is_ruling(root):
        return str(root["kind"].value)
    inner = root["scenario"] if root.is_map() and "scenario" in root else root
    # A subgame scenario maps each player to their zones (docs/subgame.md); a board lists
    # its players in turn order (docs/scenario-format.md).
    if inner.is_map() and "players" in inner and inner["players"].is_map():
        return "subgame"
    return "replacement" if inner.is_map() and "events" in inner else "layers"


def layers_html(loaded: Scenario, budget: Any, write: Any, title: str) -> None:
    ruleset = loaded.ruleset
    before = board_before(loaded.game)

    def show(result: Any, partial: Partial | None = None) -> None:
        # An outcome kept at a limit is an order played to the end: its graphs are whole.
        graphs = graphs_json(result.outcomes[0].run, ruleset, None) if result.outcomes \
            else None
        write(layers_page(ENGINES["layers"].json(result), graphs, ruleset, before, title,
                          partial))

    def nothing(partial: Partial) -> None:  # stopped before any outcome: the board alone
        write(layers_page({"outcomes": []}, None, ruleset, before, title, partial))

    with partial_answer(show, budget, nothing=nothing):
        result = compute_layers(loaded, budget, "fast", record_graphs=True,
                                record_changes=True)
    show(result)


def expects_stack(scenario: str | None) -> bool:
    """Whether SCENARIO is a replacement ruling that expects what resolving the stack
    gives (``stack:`` under an event of its ``expect``): its page shows it, as ``verify``
    checks it."""
    if scenario is None:
        return False
    root = load_yaml(scenario_source(scenario))
    if not is_ruling(root) or "expect" not in root or not root["expect"].is_map():
        return False
    return any(body.is_map() and "stack" in body for _, body in root["expect"].items())


def replacement_html(loaded: Scenario, budget: Any, write: Any, title: str,
                     resolve: bool = False) -> None:
    engine = ENGINES["replacement"]
    board = board_section(board_before(loaded.game), {}, "Board")

    def show(result: Any, partial: Partial | None = None) -> None:
        write(replacement_page(engine.json(result, True), loaded.ruleset, title, board, partial))

    def nothing(partial: Partial) -> None:  # stopped before any outcome: the board alone
        write(replacement_page({"events": []}, loaded.ruleset, title, board, partial))

    with partial_answer(show, budget, nothing=nothing):
        result = answer_replacement(loaded, budget=budget, resolve=resolve)
    show(result)


@click.command("report")
@click.argument("scenario", required=False, type=click.Path(dir_okay=False),
                shell_complete=complete_scenario)
@click.option("--output", "-o", "output", required=True, type=click.Path(dir_okay=False),
              help="The HTML file to write.")
@click.option("--kind", type=click.Choice(KINDS), default=None,
              help="The engine to ask (default: the ruling's kind; a scenario with events: "
                   "replacement; else layers).")
@click.option("--happens", multiple=True, metavar="EVENT",
              help="With --card: an event as one YAML mapping (as `replace` takes it).")
@click.option("--resolve", is_flag=True,
              help="For a replacement answer: then resolve the stack, every order and choice, "
                   "and show each distinct result with one way to it as a timeline (405, "
                   "603.3b); a ruling that expects the stack's results shows them anyway.")
@click.option("--seed", type=click.IntRange(0), default=None,
              help="For a subgame: draw shuffles and starting players from random.Random(N).")
@ruleset_option
@quick_options
@cards_option
@budget_options(depth=True)
@run_safely
def report_command(scenario: str | None, output: str, kind: str | None,
                   happens: tuple[str, ...], resolve: bool, seed: int | None,
                   ruleset_id: str | None,
                   card: tuple[str, ...], opponent_card: tuple[str, ...],
                   counter: tuple[str, ...], attach: tuple[str, ...], choose: tuple[str, ...],
                   card_folders: tuple[str, ...], **limits: Any) -> None:
    """Write one self-contained HTML page of SCENARIO's answer, to look at and share.

    SCENARIO is a scenario file or a built-in ruling's name; or name cards with --card
    (and events with --happens). The page needs no network and no script.
    """
    budget = make_budget(limits)
    use_card_folders(card_folders, budget)
    reading = [scenario_source(scenario)] if scenario else []
    target = check_output_path(output, "--output", reading=reading)
    kind = kind or kind_of(scenario, happens)
    title = f"mtglogic {kind}: {scenario or ', '.join(card + opponent_card)}"

    def write(page: str) -> None:
        write_atomically(target, page.encode("utf-8"), "--output")

    if kind == "subgame":
        if scenario is None:
            raise InputError("a subgame report needs a SCENARIO file or ruling name")
        engine = ENGINES["subgame"]

        def show(result: Any, partial: Partial | None = None) -> None:
            answer = engine.json(result)
            write(subgame_page(answer, load_ruleset(answer["ruleset"]), title, partial))

        with partial_answer(show, budget):
            result = run_subgame(scenario_source(scenario), seed, ruleset_id, budget)
        show(result)
        return
    events = [_event_option(text, n) for n, text in enumerate(happens, 1)] or None
    loaded = scenario_from_args(scenario, ruleset_id, card, opponent_card, counter, attach,
                                choose, events, budget)
    if kind == "layers":
        layers_html(loaded, budget, write, title)
    else:
        replacement_html(loaded, budget, write, title, resolve or expects_stack(scenario))

