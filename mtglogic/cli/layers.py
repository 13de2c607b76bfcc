"""``mtglogic layers`` and ``mtglogic deps``: the layer engine (rule 613)."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import click

from mtglogic.api import EachChoiceResult, LayerResult, compute_each_choice, compute_layers
from mtglogic.cli.answers import Partial, echo_answer, partial_answer
from mtglogic.cli.choice_options import choice_values, each_choice_options
from mtglogic.cli.completion import complete_object, complete_scenario
from mtglogic.cli.options import (
    Choice,
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
from mtglogic.engines.layers import step_json, step_lines
from mtglogic.errors import InputError
from mtglogic.layers.choices_render import layer_answer_json, layer_answer_lines
from mtglogic.layers.dependency import STRATEGIES
from mtglogic.layers.graphs import graphs_dot, graphs_json, graphs_text
from mtglogic.names import suggest
from mtglogic.outputs.svg import render_svg

LAYERS = ENGINES["layers"]


def dependency_option(func: Callable[..., Any]) -> Callable[..., Any]:
    func = click.option("--no-dependencies", "no_dependencies", is_flag=True, hidden=True,
                        help="The same as --dependencies off.")(func)
    return click.option("--dependencies", "dependency", type=Choice(list(STRATEGIES)),
                        default="fast", show_default=True,
                        help="How dependencies are found: fast, literal (613.8a read "
                             "literally, slower) or off (plain timestamp order).")(func)


@click.command("layers")
@click.argument("scenario", required=False, type=click.Path(dir_okay=False),
                shell_complete=complete_scenario)
@ruleset_option
@click.option("--object", "only", metavar="ID", help="Show only this object.",
              shell_complete=complete_object)
@click.option("--explain", is_flag=True, help="List each effect applied, layer by layer, and why.")
@dependency_option
@each_choice_options
@json_option
@quick_options
@cards_option
@budget_options
@run_safely
def layers_command(scenario: str | None, ruleset_id: str | None, only: str | None, explain: bool,
                   dependency: str, no_dependencies: bool, each: bool,
                   choice_given: tuple[str, ...], as_json: bool, card: tuple[str, ...],
                   opponent_card: tuple[str, ...], counter: tuple[str, ...],
                   attach: tuple[str, ...], choose: tuple[str, ...],
                   card_folders: tuple[str, ...], **limits: Any) -> None:
    """Each object's characteristics after all continuous effects (rule 613).

    SCENARIO is a YAML file (docs/scenario-format.md); or name cards with --card.
    """
    budget = make_budget(limits)
    use_card_folders(card_folders, budget)
    loaded = scenario_from_args(scenario, ruleset_id, card, opponent_card, counter, attach, choose,
                                budget=budget)
    if only is not None and only not in loaded.game.objects:
        raise InputError(f"no object with id {only!r}; ids: {', '.join(loaded.game.objects)}"
                         f"{suggest(only, loaded.game.objects)}", "--object")
    strategy = "off" if no_dependencies else dependency
    values = choice_values(choice_given, each)

    def show(result: LayerResult | EachChoiceResult, partial: Partial | None = None) -> None:
        if isinstance(result, EachChoiceResult):
            echo_answer(as_json, lambda: layer_answer_json(result, only, step_json),
                        lambda: list(layer_answer_lines(result, explain, only, step_lines)),
                        budget, partial)
            return
        echo_answer(as_json, lambda: LAYERS.json(result, only=only),
                    lambda: LAYERS.text(result, explain=explain, only=only), budget, partial)

    with partial_answer(show, budget, as_json):
        answer = compute_each_choice(loaded, budget, strategy, values) if each else \
            compute_layers(loaded, budget, strategy, record_changes=True)
    show(answer)



@click.command("deps")
@click.argument("scenario", required=False, type=click.Path(dir_okay=False),
                shell_complete=complete_scenario)
@ruleset_option
@click.option("--layer", "layer_id", metavar="L", help="Only this layer or sublayer (e.g. 4, 7b).")
@click.option("--format", "fmt", type=Choice(["text", "json", "dot", "svg"]), default="text",
              show_default=True, help="svg needs Graphviz's `dot` on the PATH.")
@click.option("--dependencies", "dependency", type=Choice(["fast", "literal"]),
              default="fast", show_default=True, help="How dependencies are found.")
@quick_options
@cards_option
@budget_options
@run_safely
def deps_command(scenario: str | None, ruleset_id: str | None, layer_id: str | None, fmt: str,
                 dependency: str, card: tuple[str, ...], opponent_card: tuple[str, ...],
                 counter: tuple[str, ...], attach: tuple[str, ...], choose: tuple[str, ...],
                 card_folders: tuple[str, ...], **limits: Any) -> None:
    """Each layer's dependency graph, as found when the layer started (613.7 / 613.8)."""
    budget = make_budget(limits)
    use_card_folders(card_folders, budget)
    loaded = scenario_from_args(scenario, ruleset_id, card, opponent_card, counter, attach, choose,
                                budget=budget)
    if layer_id is not None:
        loaded.ruleset.layer(layer_id)
    def show(result: LayerResult, partial: Partial | None = None) -> None:
        data = graphs_json(result.outcomes[0].run, loaded.ruleset, layer_id)
        if fmt == "dot":
            click.echo(graphs_dot(data))
        elif fmt == "svg":
            click.echo(render_svg(graphs_dot(data)))
        else:
            echo_answer(fmt == "json", lambda: data, lambda: graphs_text(data), budget, partial)

    # A drawing is made of a whole answer only: dot and svg print nothing at a limit.
    with partial_answer(show if fmt in ("json", "text") else lambda *_: None, budget,
                        fmt == "json"):
        result = compute_layers(loaded, budget, dependency, record_graphs=True)
    show(result)
