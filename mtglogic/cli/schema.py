"""``mtglogic schema``: the JSON Schemas of the documents mtglogic reads (for editors) and
of what its commands print with ``--json`` (for programs that read it)."""
from __future__ import annotations

import click

from mtglogic.atlas.schema import atlas_output
from mtglogic.cli.options import Choice, run_safely
from mtglogic.errors import InputError
from mtglogic.loading.schema import KINDS_OF_DOCUMENT, document_schema
from mtglogic.loading.yamlio import dump_json
from mtglogic.outputs.case_schema import case_schema
from mtglogic.outputs.schemas import OUTPUTS, output_schema

# Documents mtglogic writes beside the command outputs: a case (one line of `mtglogic
# export`) and the atlas's --json (whose interactions are cases any engine can read).
WRITTEN = {"case": case_schema, "atlas": atlas_output}


@click.command("schema")
@click.option("--kind", type=Choice([*KINDS_OF_DOCUMENT, *WRITTEN]), default=None,
              help="A document mtglogic reads: scenario (layers, replace; the default), "
                   "subgame (subgame scenarios), card, ruling; or writes: case (a line of "
                   "`mtglogic export`, docs/engine-authors.md), atlas (mtglogic atlas --json).")
@click.option("--output", "command", type=Choice(list(OUTPUTS)), default=None,
              help="What a command prints with --json (deps: --format json); "
                   "docs/json-output.md.")
@run_safely
def schema_command(kind: str | None, command: str | None) -> None:
    """Print a JSON Schema (draft 2020-12): of one kind of document mtglogic reads, or of
    one command's --json output."""
    if kind is not None and command is not None:
        raise InputError("give either --kind or --output, not both")
    if kind in WRITTEN:
        schema = WRITTEN[kind]()
    else:
        schema = output_schema(command) if command else document_schema(kind or "scenario")
    click.echo(dump_json(schema))
