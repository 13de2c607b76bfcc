"""``mtglogic layers`` and ``mtglogic deps``."""
from __future__ import annotations

import click

from mtglogic.cli_common import (budget_options, json_option, make_budget, quick_options,
                                 ruleset_option, run_safely)
from mtglogic.errors import InputError
from mtglogic.layers.api import compute_scenario
from mtglogic.layers.render import result_json, result_lines
from mtglogic.loading.quick import scenario_from_args
from mtglogic.loading.yamlio import dump_json


@click.command("layers")
@click.argument("scenario", required=False, type=click.Path(dir_okay=False))
@ruleset_option
@click.option("--object", "only", metavar="ID", help="Show only this object.")
@click.option("--explain", is_flag=True, help="List each effect applied, layer by layer, and why.")
@click.option("--no-dependencies", is_flag=True,
              help="Ignore dependency (plain timestamp order), to compare.")
@json_option
@quick_options
@budget_options
@run_safely
def layers_command(scenario: str | None, ruleset_id: str | None, only: str | None, explain: bool,
                   no_dependencies: bool, as_json: bool, card, opponent_card, counter, attach,
                   choose, **limits) -> None:
    """Each object's characteristics after all continuous effects (rule 613).

    SCENARIO is a YAML file (docs/scenario-format.md); or name cards with --card.
    """
    budget = make_budget(limits)
    loaded = scenario_from_args(scenario, ruleset_id, card, opponent_card, counter, attach, choose)
    if only is not None and only not in loaded.game.objects:
        raise InputError(f"no object with id {only!r}; ids: {', '.join(loaded.game.objects)}",
                         "--object")
    result = compute_scenario(loaded, budget, dependency=not no_dependencies)
    if as_json:
        click.echo(dump_json(result_json(result, loaded.ruleset, only)))
        return
    for line in result_lines(result, loaded.ruleset, explain, only):
        click.echo(line)


@click.command("deps")
@click.argument("scenario", required=False, type=click.Path(dir_okay=False))
@ruleset_option
@click.option("--layer", "layer_id", metavar="L", help="Only this layer or sublayer (e.g. 4, 7b).")
@click.option("--format", "fmt", type=click.Choice(["text", "json", "dot", "svg"]), default="text",
              show_default=True, help="svg needs Graphviz's `dot` on the PATH.")
@quick_options
@budget_options
@run_safely
def deps_command(scenario: str | None, ruleset_id: str | None, layer_id: str | None, fmt: str,
                 card, opponent_card, counter, attach, choose, **limits) -> None:
    """Each layer's dependency graph, as found when the layer started (613.7 / 613.8)."""
    from mtglogic.layers.graphs import graphs_dot, graphs_json, graphs_text, render_svg

    budget = make_budget(limits)
    loaded = scenario_from_args(scenario, ruleset_id, card, opponent_card, counter, attach, choose)
    if layer_id is not None:
        loaded.ruleset.layer(layer_id)
    result = compute_scenario(loaded, budget, record_graphs=True)
    run = result.outcomes[0].run
    data = graphs_json(run, loaded.ruleset, layer_id)
    if fmt == "json":
        click.echo(dump_json(data))
    elif fmt == "dot":
        click.echo(graphs_dot(data))
    elif fmt == "svg":
        click.echo(render_svg(graphs_dot(data)))
    else:
        for line in graphs_text(data):
            click.echo(line)
