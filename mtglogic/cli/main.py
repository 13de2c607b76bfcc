"""The ``mtglogic`` command line: a thin layer over the API and the engines' registry.

Each command lives in its own module of this package: it loads its input, asks the API,
and renders with its engine's renderer (``mtglogic.engines``). A command's module is
imported only when that command runs (or its help or completion is asked for): ``mtglogic
--version`` and ``mtglogic --help`` read the table below and import no engine.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import click
from click.shell_completion import add_completion_class

from mtglogic.cli.bash_completion import EscapingBashComplete
from mtglogic.cli.colour import CHOICES, COLOUR_HELP, choose_colour, colour_option
from mtglogic.cli.examples import add_examples
from mtglogic.cli.shell import MtglogicGroup
from mtglogic.cli.starting import imports_without_collection
from mtglogic.deferred import deferred
from mtglogic.version import __version__


@dataclass(frozen=True)
class CommandEntry:
    """A command of the group: its module's command object, loaded on demand, and the
    first sentence of its help, which ``mtglogic --help`` shows (a test checks it is the
    command's own)."""

    load: Callable[[], click.Command]
    short_help: str


COMMANDS: dict[str, CommandEntry] = {
    "layers": CommandEntry(
        deferred("mtglogic.cli.layers:layers_command"),
        "Each object's characteristics after all continuous effects (rule 613)."),
    "deps": CommandEntry(
        deferred("mtglogic.cli.layers:deps_command"),
        "Each layer's dependency graph, as found when the layer started (613.7 / 613.8)."),
    "replace": CommandEntry(
        deferred("mtglogic.cli.replace:replace_command"),
        "Every distinct outcome of the replacement and prevention effects on each event of"
        " SCENARIO, who chooses, how many orders lead to each, and a witness order."),
    "subgame": CommandEntry(
        deferred("mtglogic.cli.subgame:subgame_command"),
        "Play a subgame scenario (rule 715 in cr-2011, 728 in cr-2026) step by step."),
    "report": CommandEntry(
        deferred("mtglogic.cli.report:report_command"),
        "Write one self-contained HTML page of SCENARIO's answer, to look at and share."),
    "verify": CommandEntry(
        deferred("mtglogic.cli.verify:verify_command"),
        "Check rulings: with no PATHS, the whole built-in corpus of every ruleset."),
    "export": CommandEntry(
        deferred("mtglogic.cli.export:export_command"),
        "Write rulings as engine-neutral cases, one JSON object a line (JSON Lines)."),
    "cards": CommandEntry(
        deferred("mtglogic.cli.cards:cards_command"),
        "The card library: list, show or check it (the default: `cards list`), or draft a"
        " card file from Oracle text (`cards draft`)."),
    "rulings": CommandEntry(
        deferred("mtglogic.cli.rulings:rulings_command"),
        "List the built-in rulings: name, kind, the rules each names, and source."),
    "atlas": CommandEntry(
        deferred("mtglogic.cli.atlas:atlas_command"),
        "Find every pair of cards (with --triples, every triple) that interacts."),
    "schema": CommandEntry(
        deferred("mtglogic.cli.schema:schema_command"),
        "Print a JSON Schema (draft 2020-12): of one kind of document mtglogic reads, or of"
        " one command's --json output."),
}


class DeferredGroup(MtglogicGroup):
    """The group whose subcommands are imported from ``COMMANDS`` when first asked for."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(COMMANDS)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        entry = COMMANDS.get(cmd_name)
        if entry is None:
            return None
        with imports_without_collection():
            command = entry.load()
        add_examples(command, cmd_name)
        _take_colour_option(command)
        return command

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        """The commands and their one-line help, cut to the width as click cuts it."""
        names = self.list_commands(ctx)
        limit = formatter.width - 6 - max(len(name) for name in names)
        rows = [(name, click.Command(name, help=COMMANDS[name].short_help)
                 .get_short_help_str(limit)) for name in names]
        with formatter.section("Commands"):
            formatter.write_dl(rows)


def _take_colour_option(command: click.Command) -> None:
    """``--color`` after the subcommand too (and after a subcommand of ``cards``)."""
    if not any(param.name == "color" for param in command.params):
        command.params.append(colour_option())
    if isinstance(command, click.Group):
        for sub in command.commands.values():
            _take_colour_option(sub)


@click.group("mtglogic", cls=DeferredGroup,
             context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="mtglogic")
@click.option("--color", "colour", type=click.Choice(CHOICES), default="auto",
              show_default=True,
              help=COLOUR_HELP)
@click.pass_context
def main(ctx: click.Context, colour: str) -> None:
    """mtglogic: exact answers to Magic: The Gathering rules questions.

    Layers (rule 613), replacement and prevention effects (614-616) and subgames
    (715 in 2011, 728 today), under the cr-2011 or cr-2026 ruleset.
    """
    ctx.color = choose_colour(colour)


add_completion_class(EscapingBashComplete, "bash")
