"""The ``mtglogic`` command line: a thin layer over the engines.

Subcommands are imported only when used, so that ``mtglogic --help`` stays fast and each
engine keeps its command next to its code (``mtglogic/<engine>/command.py``).
"""
from __future__ import annotations

import importlib

import click

from mtglogic import __version__

COMMANDS = {
    "layers": "mtglogic.layers.command:layers_command",
    "deps": "mtglogic.layers.command:deps_command",
    "replace": "mtglogic.replacement.command:replace_command",
    "subgame": "mtglogic.subgame.command:subgame_command",
    "verify": "mtglogic.verify.command:verify_command",
    "cards": "mtglogic.cards_command:cards_command",
    "schema": "mtglogic.schema:schema_command",
}


class LazyGroup(click.Group):
    """A click group whose subcommands live in other modules, imported on demand."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(COMMANDS)

    def get_command(self, ctx: click.Context, name: str) -> click.Command | None:
        target = COMMANDS.get(name)
        if target is None:
            return None
        module_name, attr = target.split(":")
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as exc:
            if exc.name != module_name:
                raise
            return None  # an engine not built yet: "No such command", exit 2, no traceback
        return getattr(module, attr)


@click.group(cls=LazyGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="mtglogic")
def main() -> None:
    """mtglogic: exact answers to Magic: The Gathering rules questions.

    Layers (rule 613), replacement and prevention effects (614-616) and subgames
    (715 in 2011, 728 today), under the cr-2011 or cr-2026 ruleset.
    """
