"""``mtglogic rulings``: the built-in rulings corpus by name, ruleset, kind and source.

A ruling's name (``cr-2026/blood-moon-urborg``) is what every command that reads a
scenario or ruling file takes in its place (``mtglogic.loading.ruling_names``).
"""
from __future__ import annotations

import click

from mtglogic.cli.completion import complete_ruleset
from mtglogic.cli.options import (Choice, check_ruleset_id, echo_json, echo_lines, json_option,
                                  run_safely)
from mtglogic.errors import InputError
from mtglogic.loading.ruling_names import list_rulings
from mtglogic.loading.rulesets import load_ruleset
from mtglogic.loading.rulings import RULING_KINDS
from mtglogic.text import plural, table


@click.command("rulings")
@click.argument("query", required=False)
@click.option("--ruleset", "ruleset_id", default=None, metavar="ID", callback=check_ruleset_id,
              shell_complete=complete_ruleset,
              help="Only the rulings of this ruleset (cr-2011, cr-2026).")
@click.option("--kind", type=Choice(RULING_KINDS), default=None,
              help="Only the rulings for this engine.")
@json_option
@run_safely
def rulings_command(query: str | None, ruleset_id: str | None, kind: str | None,
                    as_json: bool) -> None:
    """List the built-in rulings: name, kind and source.

    QUERY keeps the rulings whose name or title holds each of its words (any case). A
    ruling's name can be given to layers, deps, replace, subgame and verify in place of a
    file.
    """
    if ruleset_id is not None:
        load_ruleset(ruleset_id)  # an unknown ruleset is an error, not an empty list
    found = list_rulings(query, ruleset_id, kind)
    if as_json:
        echo_json({"rulings": found})
        return
    if not found:
        raise InputError(f"no built-in ruling matches {query!r}" if query else
                         "no built-in ruling matches these options")
    rows = [["name", "kind", "source"]] + [[r["name"], r["kind"], r["source"]] for r in found]
    echo_lines(table(rows) + [plural(len(found), "ruling")])
