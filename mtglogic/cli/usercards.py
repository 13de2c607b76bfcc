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

import click

from mtglogic.budget import Budget
from mtglogic.cli.colour import paint
from mtglogic.cli.shell import one_line
from mtglogic.loading.card_folders import (
    BUILT_IN,
    CARDS_ENV,
    card_folders,
    empty_folders,
    merge_cards,
    replaced_note,
)
from mtglogic.loading.cards import CardLibrary, builtin_library, using_cards


def cards_option(func: Callable) -> Callable:
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


def use_card_folders(options: tuple[str, ...], budget: Budget) -> None:
    """Read cards from the user's folders merged over the built-in library for the rest
    of the running command, warning of each card file left out for an error."""
    library = user_library(options, budget)
    if library is None:
        return
    warn_problems(library)
    click.get_current_context().with_resource(using_cards(library))
