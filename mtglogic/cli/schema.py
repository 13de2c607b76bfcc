"""``mtglogic schema``: the JSON Schemas of the documents mtglogic reads, for editors."""
from __future__ import annotations

import click

from mtglogic.cli.options import run_safely
from mtglogic.loading.schema import KINDS_OF_DOCUMENT, document_schema
from mtglogic.loading.yamlio import dump_json


@click.command("schema")
@click.option("--kind", type=click.Choice(KINDS_OF_DOCUMENT), default="scenario",
              show_default=True,
              help="scenario (layers, replace), subgame (subgame scenarios), card, ruling.")
@run_safely
def schema_command(kind: str) -> None:
    """Print the JSON Schema (draft 2020-12) of one kind of document."""
    click.echo(dump_json(document_schema(kind)))
