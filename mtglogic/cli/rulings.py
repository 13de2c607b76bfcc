"""``mtglogic rulings``: the built-in rulings corpus by name, ruleset, kind, source and the
rules each names.

A ruling's name (``cr-2026/blood-moon-urborg``) is what every command that reads a
scenario or ruling file takes in its place (``mtglogic.loading.ruling_names``). ``--rule``
finds the rulings that exercise a rule: those whose ``rules:`` name it or a subrule of it.
"""
from __future__ import annotations

import click

from mtglogic.cli.completion import complete_rule, complete_ruleset
from mtglogic.cli.options import (
    Choice,
    check_ruleset_id,
    echo_json,
    echo_lines,
    json_option,
    run_safely,
)
from mtglogic.deferred import deferred
from mtglogic.errors import InputError
from mtglogic.loading.rule_index import is_rule_number
from mtglogic.loading.ruling_names import list_rulings
from mtglogic.loading.rulings import RULING_KINDS
from mtglogic.text import plural, table

# Listing reads no ruleset; checking a --ruleset reads it (and every engine's section reader).
_load_ruleset = deferred("mtglogic.loading.rulesets:load_ruleset")


def check_rule(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    """A ``--rule`` written as a rule number (``613``, ``121.2``, ``616.1g``)."""
    if value is not None and not is_rule_number(value.strip()):
        raise click.BadParameter(f"{value!r} is not a rule number (like 613, 121.2 or 616.1g)")
    return value.strip() if value is not None else None


@click.command("rulings")
@click.argument("query", required=False)
@click.option("--ruleset", "ruleset_id", default=None, metavar="ID", callback=check_ruleset_id,
              shell_complete=complete_ruleset,
              help="Only the rulings of this ruleset (cr-2011, cr-2026).")
@click.option("--kind", type=Choice(RULING_KINDS), default=None,
              help="Only the rulings for this engine.")
@click.option("--rule", default=None, metavar="NUMBER", callback=check_rule,
              shell_complete=complete_rule,
              help="Only the rulings that name this rule or one of its subrules (121.2: "
                   "121.2a too), in their ruleset's numbering.")
@json_option
@run_safely
def rulings_command(query: str | None, ruleset_id: str | None, kind: str | None,
                    rule: str | None, as_json: bool) -> None:
    """List the built-in rulings: name, kind, the rules each names, and source.

    QUERY keeps the rulings whose name or title holds each of its words (any case). A
    ruling's name can be given to layers, deps, replace, subgame and verify in place of a
    file. Each ruling names the rules it exercises in its own ruleset's numbering: with
    --rule, give 715 or 728 for subgames as the ruleset numbers them.
    """
    if ruleset_id is not None:
        _load_ruleset()(ruleset_id)  # an unknown ruleset is an error, not an empty list
    found = list_rulings(query, ruleset_id, kind, rule)
    if as_json:
        echo_json({"rulings": found})
        return
    if not found:
        raise InputError(f"no built-in ruling matches {query!r}" if query else
                         f"no built-in ruling names rule {rule}" if rule else
                         "no built-in ruling matches these options")
    rows = [["name", "kind", "rules", "source"]] + [
        [r["name"], r["kind"], " ".join(r["rules"]), r["source"]] for r in found]
    echo_lines(table(rows) + [plural(len(found), "ruling")])
