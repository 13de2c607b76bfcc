"""``mtglogic cards``: list, show and check the card library (``rulesets/cards``) and the
user's card folders (``--cards DIR``, ``MTGLOGIC_CARDS``).

``mtglogic cards`` lists every card; ``mtglogic cards QUERY`` lists the cards whose name
contains QUERY (any case), or shows the card in full when one name matches: its
characteristics, its abilities, the layer each part of a continuous effect applies in under
the ruleset, and the event each replacement effect watches. ``--check`` validates the whole
library under every ruleset and, when a ``tests/`` folder is found, that each card's name
appears in at least one test; it prints ``N cards OK`` (exit 1 with the names of cards
without a test, exit 2 for an invalid card file). With user folders, ``--check`` checks
their cards instead: every card file and every ability under every ruleset, each error on
a line of its own (exit 2 when there is one), and their names in tests only with --tests.
``mtglogic cards draft`` drafts a card file from Oracle text (``mtglogic.cli.draft``); the
listing is the group's default, so every form above keeps working.
"""
from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import click

from mtglogic.cli.completion import complete_card, complete_ruleset
from mtglogic.cli.options import check_ruleset_id, echo_json, echo_lines, json_option, run_safely
from mtglogic.cli.ruleset_dir import ruleset_dir_option
from mtglogic.cli.shell import error_line
from mtglogic.cli.usercards import (
    cards_option,
    corpus_source,
    drafted_cards,
    say_note,
    user_library,
    warn_problems,
)
from mtglogic.deferred import deferred
from mtglogic.errors import EXIT_FAILED, EXIT_INPUT, InputError
from mtglogic.library import (
    card_json,
    card_lines,
    cards_without_tests,
    check_library,
    default_tests_dir,
    library_problems,
    list_lines,
    matching,
    summary_json,
)
from mtglogic.loading.card_folders import BUILT_IN
from mtglogic.loading.cards import CardLibrary, builtin_library, load_card_folder
from mtglogic.loading.paths import data_root
from mtglogic.loading.rulesets import available_rulesets, load_ruleset
from mtglogic.model.cards import CardDef
from mtglogic.model.ruleset import DEFAULT_RULESET
from mtglogic.text import plural

# Subcommands imported only when they run (or their help is asked for): ``cards show``
# never loads the drafter, the search grammar or HTTP.
LAZY: dict[str, Callable[[], click.Command]] = {
    "draft": deferred("mtglogic.cli.draft:draft_command"),
    "search": deferred("mtglogic.cli.card_search:search_command"),
    "update": deferred("mtglogic.cli.card_update:update_command"),
}


class CardsGroup(click.Group):
    """``mtglogic cards``: its listing runs unless the first word names a subcommand, so
    ``mtglogic cards QUERY`` and ``mtglogic cards --check`` are ``mtglogic cards list ...``
    (a card whose name is ``draft`` is listed with ``mtglogic cards list draft``)."""

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        if not args or (args[0] not in self.list_commands(ctx)
                        and args[0] not in ctx.help_option_names):
            args = ["list", *args]
        return super().parse_args(ctx, args)

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted({*self.commands, *LAZY})

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name in LAZY and cmd_name not in self.commands:
            self.add_command(LAZY[cmd_name](), cmd_name)
        return self.commands.get(cmd_name)


@click.group("cards", cls=CardsGroup)
def cards_command() -> None:
    """The card library: list, show or check it (the default: `cards list`), or draft a
    card file from Oracle text (`cards draft`).

    `cards show NAME` is `cards list NAME`."""


@cards_command.command("list")
@click.argument("query", required=False, shell_complete=complete_card)
@click.option("--check", is_flag=True,
              help="Validate the whole library; each card must also be named in a test.")
@click.option("--tests", "tests_dir", type=click.Path(file_okay=False), default=None,
              help="Folder scanned by --check for each card's name (default: the project's "
                   "tests/, when present).")
@click.option("--library", "library_dir", type=click.Path(file_okay=False), default=None,
              help="Read the cards of this folder instead of the built-in library.")
@click.option("--ruleset", "ruleset_id", default=None, metavar="ID", callback=check_ruleset_id,
              shell_complete=complete_ruleset,
              help=f"Ruleset whose layers are shown (default {DEFAULT_RULESET}); --check uses "
                   f"every ruleset unless one is given.")
@ruleset_dir_option
@cards_option
@json_option
@run_safely
def list_command(query: str | None, check: bool, tests_dir: str | None,
                 library_dir: str | None, ruleset_id: str | None,
                 card_folders: tuple[str, ...], as_json: bool) -> None:
    """List the card library, show one card, or check the whole library.

    QUERY matches card names (any case, any part of the name); a single match is shown in
    full: characteristics, abilities, the layer of each effect part, the event of each
    replacement effect. With --cards (or MTGLOGIC_CARDS), --check checks those folders.
    """
    if check and query is not None:
        raise InputError("give either QUERY or --check, not both")
    if library_dir is not None:
        folder = Path(library_dir)
        if not folder.is_dir():
            raise InputError(f"no card folder {library_dir!r}", "--library")
        base = load_card_folder(folder)
    else:
        base = builtin_library()
    merged = user_library(card_folders, base=base,
                          base_label=BUILT_IN if library_dir is None else "the --library card")
    if check:
        if merged is None:
            run_check(base, tests_dir, ruleset_id, as_json)
        else:
            check_folders(merged, base, tests_dir, ruleset_id, as_json)
        return
    if merged is not None:
        warn_problems(merged)
    library = (base if merged is None else merged).with_source(
        corpus_source(click.get_current_context()), say_note)
    ruleset = load_ruleset(ruleset_id or DEFAULT_RULESET)
    cards = matching(library, query) if query is not None else \
        [library.cards[n] for n in library.names()]
    if query is not None and not cards:
        raise InputError(f"no card matches {query!r}{library.advice(query)}")
    show_one = query is not None and len(cards) == 1
    if as_json:
        payload: dict[str, Any] = {"ruleset": ruleset.id}
        if show_one:
            payload["card"] = card_json(cards[0], ruleset)
        else:
            payload["cards"] = [summary_json(c) for c in cards]
        echo_json(payload)
        return
    echo_lines(card_lines(cards[0], ruleset) + source_lines(cards[0]) if show_one
               else list_lines(cards))


def source_lines(card: CardDef) -> list[str]:
    """Where the card came from: a hand-checked card file (the library's or the user's),
    or its Oracle text (which source), with each sentence left as text (which the engines
    ignore)."""
    found = [d for d in drafted_cards(click.get_current_context()) if d.card is card]
    if not found:
        library = (data_root() / "cards").resolve()
        own = Path(card.file).resolve().parent == library if card.file else False
        return ["From the hand-checked card library." if own else
                "From your card file (--cards, MTGLOGIC_CARDS)."]
    drafted = found[0]
    lines = [f"Drafted from its Oracle text ({drafted.source}), not hand-checked."]
    if drafted.ignored:
        lines.append("Left as text and ignored by the engines:")
        lines += [f"  {sentence}" for sentence in drafted.ignored]
    return lines


# ``cards show NAME``, the name judges reach for, is the listing of one name.
cards_command.add_command(list_command, "show")


def run_check(library: CardLibrary, tests_dir: str | None, ruleset_id: str | None,
              as_json: bool) -> None:
    ids = [ruleset_id] if ruleset_id else available_rulesets()
    check_library(library, [load_ruleset(i) for i in ids])
    tests = Path(tests_dir) if tests_dir else default_tests_dir()
    if tests is not None and not tests.is_dir():
        raise InputError(f"no tests folder {tests_dir!r}", "--tests")
    missing = cards_without_tests(library, tests) if tests is not None else []
    count = len(library.cards)
    if as_json:
        echo_json({"cards": count, "rulesets": ids, "tests_checked": tests is not None,
                   "without_tests": missing, "ok": not missing})
    elif missing:
        click.echo(f"{len(missing)} of {count} cards have no test: {', '.join(missing)}",
                   err=True)
    else:
        click.echo(f"{count} cards OK")
    if missing:
        sys.exit(EXIT_FAILED)


def check_folders(merged: CardLibrary, base: CardLibrary, tests_dir: str | None,
                  ruleset_id: str | None, as_json: bool) -> None:
    """Check the cards of the user's folders: every file read, every ability compiled
    under each ruleset; each error is a line on stderr, and any makes the exit code 2.
    Their names are looked for in tests only when --tests is given."""
    ids = [ruleset_id] if ruleset_id else available_rulesets()
    own = CardLibrary(dict(merged.own))
    problems = [str(p) for p in merged.problems]
    problems += [str(p) for p in library_problems(own, [load_ruleset(i) for i in ids])]
    tests = Path(tests_dir) if tests_dir else None
    if tests is not None and not tests.is_dir():
        raise InputError(f"no tests folder {tests_dir!r}", "--tests")
    missing = cards_without_tests(own, tests) if tests is not None else []
    if as_json:
        echo_json({"cards": len(own.cards), "folders": list(merged.folders), "rulesets": ids,
                   "errors": problems, "tests_checked": tests is not None,
                   "without_tests": missing, "ok": not problems and not missing})
    else:
        for problem in problems:
            click.echo(error_line(problem), err=True)
        if missing:
            click.echo(f"{len(missing)} of {len(own.cards)} cards have no test: "
                       f"{', '.join(missing)}", err=True)
        click.echo(f"{plural(len(own.cards), 'card')} read from {', '.join(merged.folders)}; "
                   + (f"{plural(len(problems), 'error')}" if problems else "OK"))
    if problems:
        sys.exit(EXIT_INPUT)
    if missing:
        sys.exit(EXIT_FAILED)
