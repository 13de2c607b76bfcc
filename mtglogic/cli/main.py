"""The ``mtglogic`` command line: a thin layer over the API and the engines' registry.

Each command lives in its own module of this package: it loads its input, asks the API,
and renders with its engine's renderer (``mtglogic.engines``).
"""
from __future__ import annotations

import click

from mtglogic.cli.cards import cards_command
from mtglogic.cli.layers import deps_command, layers_command
from mtglogic.cli.replace import replace_command
from mtglogic.cli.rulings import rulings_command
from mtglogic.cli.schema import schema_command
from mtglogic.cli.shell import MtglogicGroup
from mtglogic.cli.subgame import subgame_command
from mtglogic.cli.verify import verify_command
from mtglogic.version import __version__

COMMANDS = (layers_command, deps_command, replace_command, subgame_command, verify_command,
            cards_command, rulings_command, schema_command)


@click.group("mtglogic", cls=MtglogicGroup,
             context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="mtglogic")
def main() -> None:
    """mtglogic: exact answers to Magic: The Gathering rules questions.

    Layers (rule 613), replacement and prevention effects (614-616) and subgames
    (715 in 2011, 728 today), under the cr-2011 or cr-2026 ruleset.
    """


for _command in COMMANDS:
    main.add_command(_command)
