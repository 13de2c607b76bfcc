"""``mtglogic schema``: the JSON Schemas of the documents mtglogic reads (for editors) and
of what its commands print with ``--json`` (for programs that read it)."""
from __future__ import annotations

import click

from mtglogic.cli.options import Choice, run_safely
from mtglogic.errors import InputError
from mtglogic.loading.schema import KINDS_OF_DOCUMENT, document_schema
from mtglogic.loading.yamlio import dump_json
from mtglogic.outputs.case_schema import case_schema
from mtglogic.outputs.schemas import OUTPUTS, output_schema

KINDS = (*KINDS_OF_DOCUMENT, "case")  # a case: one line of `mtglogic export`


@click.command("schema")
@click.option("--kind", type=Choice(KINDS), default=None,
              help="A document mtglogic reads: scenario (layers, replace; the default), "
                   "subgame (subgame scenarios), card, ruling, case (a line of "
                   "`mtglogic export`, docs/engine-authors.md).")
@click.option("--output", "command", type=Choice(list(OUTPUTS)), default=None,
              help="What a command prints with --json (deps: --format json); "
                   "docs/json-output.md.")
@run_safely
def schema_command(kind: str | None, command: str | None) -> None:
    """Print a JSON Schema (draft 2020-12): of one kind of document mtglogic reads, or of
    one command's --json output."""
    if kind is not None and command is not None:
        raise InputError("give either --kind or --output, not both")
    if command:
        schema = output_schema(command)
    else:
        schema = case_schema() if kind == "case" else document_schema(kind or "scenario")
    click.echo(dump_json(schema))
