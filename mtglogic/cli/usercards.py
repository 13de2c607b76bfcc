"""``--cards DIR`` and ``MTGLOGIC_CARDS``: the user's card folders, on every command that
reads cards.

The folders' cards are merged over the built-in library for the whole command
(``mtglogic.loading.card_folders``). What a user should know is said on stderr, once: one
line naming the cards that replace cards of the same name, and one warning line for each
card file left out for an error (the command goes on without it) or folder with no card
file.
"""
from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from mtglogic.budget import Budget
from mtglogic.cli.colour import paint
from mtglogic.cli.shell import one_line
from mtglogic.errors import InputError
from mtglogic.library import corpus_cards
from mtglogic.loading.card_folders import (
    BUILT_IN,
    CARDS_ENV,
    card_folders,
    empty_folders,
    merge_cards,
    replaced_note,
)
from mtglogic.loading.cards import CardLibrary, LazySource, builtin_library, using_cards

if TYPE_CHECKING:
    from mtglogic.drafting.corpus_cards import DraftedCard

ORACLE_ENV = "MTGLOGIC_ORACLE"
ORACLE_KEY = "mtglogic.oracle"  # the --oracle files, in the command's ctx.meta
STRICT_KEY = "mtglogic.strict_cards"
DRAFTED_KEY = "mtglogic.drafted"  # the cards drafted so far, for --json


def _keep(key: str) -> Callable[[click.Context, click.Parameter, Any], Any]:
    def store(ctx: click.Context, param: click.Parameter, value: Any) -> Any:
        ctx.meta[key] = value
        return value
    return store


def cards_option(func: Callable) -> Callable:
    """--cards DIR, and the options of the cards drafted from Oracle data: --oracle FILE
    and --strict-cards (kept in the command's context, read by ``use_card_folders``)."""
    func = click.option("--strict-cards", is_flag=True, expose_value=False,
                        callback=_keep(STRICT_KEY),
                        help="Stop (exit 2) rather than use a card drafted from its Oracle "
                             "text with an ability left as text.")(func)
    func = click.option("--oracle", multiple=True, metavar="FILE", expose_value=False,
                        callback=_keep(ORACLE_KEY), type=click.Path(dir_okay=False),
                        help=f"A Scryfall (bulk file or list) or MTGJSON AtomicCards file: "
                             f"its cards answer by name, drafted from their Oracle text, "
                             f"over the built-in corpus (repeatable; also {ORACLE_ENV}, a "
                             f"path list).")(func)
    return click.option("--cards", "card_folders", multiple=True, metavar="DIR",
                        help=f"A folder of your own card files, merged over the built-in "
                             f"library (repeatable; also {CARDS_ENV}, a path list). A card "
                             f"with a built-in name replaces it.")(func)


def say(kind: str, message: str) -> None:
    """``mtglogic: note: ...`` or ``mtglogic: warning: ...`` on stderr, one line."""
    click.echo(f"{paint(f'mtglogic: {kind}:', kind)} {one_line(message)}", err=True)


def user_library(options: tuple[str, ...], budget: Budget | None = None,
                 base: CardLibrary | None = None,
                 base_label: str = BUILT_IN) -> CardLibrary | None:
    """The library with the user's folders (``MTGLOGIC_CARDS``, then ``--cards``) merged
    over ``base`` (the built-in library by default), after saying once which cards replace
    others; None when the user gave no folder."""
    folders = card_folders(options, os.environ.get(CARDS_ENV))
    if not folders:
        return None
    for folder in empty_folders(folders):
        say("warning", f"{folder.given_by}: no card file (*.yaml, *.yml) in "
                       f"{str(folder.path)!r}")
    library = merge_cards(builtin_library() if base is None else base, folders, budget,
                          base_label)
    note = replaced_note(library)
    if note is not None:
        say("note", note)
    return library


def warn_problems(library: CardLibrary) -> None:
    """A warning for each card file left out for an error: the command goes on without it."""
    for problem in library.problems:
        say("warning", f"{problem}; this card file is left out")


def oracle_files(ctx: click.Context) -> list[Path]:
    """The user's Oracle files: those of ``MTGLOGIC_ORACLE``, then ``--oracle``."""
    listed = [e for e in os.environ.get(ORACLE_ENV, "").split(os.pathsep) if e.strip()]
    given = list(ctx.meta.get(ORACLE_KEY) or ())
    for entry in given:
        if not entry.strip():
            raise InputError("expected a card data file, got an empty string", "--oracle")
    files = [Path(e) for e in listed + given]
    for path in files:
        if not path.is_file():
            raise InputError(f"no card data file {str(path)!r}",
                             "--oracle" if str(path) in given else ORACLE_ENV)
    return files


def drafted_report(ctx: click.Context) -> Callable[[DraftedCard], None]:
    """What is said of each drafted card: its abilities left as text, one warning each
    (refused under --strict-cards); every drafted card is kept for ``--json``."""
    def report(drafted: DraftedCard) -> None:
        ctx.meta.setdefault(DRAFTED_KEY, []).append(drafted)
        for sentence in drafted.ignored:
            if ctx.meta.get(STRICT_KEY):
                raise InputError(f"card {drafted.card.name!r}, drafted from its Oracle text, "
                                 f"has an ability left as text: {sentence!r}; "
                                 f"--strict-cards refuses it")
            say("warning", f"card {drafted.card.name!r}, drafted from its Oracle text "
                           f"({drafted.source}), is used without this ability, left as "
                           f"text: {sentence!r}")
    return report


def corpus_source(ctx: click.Context) -> LazySource:
    """The Oracle corpus and the user's Oracle files, as the command's card source (made
    when a name first falls through the library)."""
    return corpus_cards(oracle_files(ctx), drafted_report(ctx))


def drafted_cards(ctx: click.Context | None) -> list[DraftedCard]:
    """The cards the command drafted so far, in the order they were named."""
    return list(ctx.meta.get(DRAFTED_KEY, [])) if ctx is not None else []


def drafted_json(ctx: click.Context | None) -> list[dict[str, Any]]:
    """The cards the command drafted, each with its ignored abilities (``--json``)."""
    found = drafted_cards(ctx)
    return [{"name": d.card.name, "source": d.source, "ignored": list(d.ignored)}
            for d in found]


def use_card_folders(options: tuple[str, ...], budget: Budget) -> None:
    """Read cards from the user's folders merged over the built-in library for the rest
    of the running command, warning of each card file left out for an error; any other
    card is drafted from the Oracle corpus and files when named."""
    ctx = click.get_current_context()
    library = user_library(options, budget)
    if library is not None:
        warn_problems(library)
    base = builtin_library() if library is None else library
    ctx.with_resource(using_cards(base.with_source(corpus_source(ctx), say_note)))


def say_note(message: str) -> None:
    """A name taken loosely (``CardLibrary.get``), said on stderr."""
    say("note", message)
