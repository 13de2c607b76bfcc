"""``mtglogic cards update``: Scryfall's Oracle cards downloaded and installed
(``mtglogic.loading.card_download``), or a card file given by hand, or how old the
installed one is."""
from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import click

from mtglogic.cli.options import run_safely
from mtglogic.cli.progress import stderr_is_terminal
from mtglogic.errors import InputError
from mtglogic.loading.card_download import (
    SCRYFALL_API,
    installed_age,
    update_from,
    update_from_file,
)


@click.command("update")
@click.option("--from", "from_file", type=click.Path(dir_okay=False), default=None,
              metavar="FILE",
              help="Install a card file downloaded by hand: Scryfall's bulk file (JSON, "
                   "JSON Lines, gzipped or not) or MTGJSON AtomicCards.")
@click.option("--source", "api", default=SCRYFALL_API, show_default=True, metavar="URL",
              help="The bulk-data service to download from (URL/bulk-data lists the "
                   "files, as Scryfall's does): a mirror.")
@click.option("--check", is_flag=True, help="Say how old the installed card file is.")
@click.option("--force", is_flag=True,
              help="Download even when the installed file is less than a day old.")
@click.option("--timeout", type=click.FloatRange(min=0, min_open=True), default=60.0,
              show_default=True, metavar="SECONDS",
              help="Give up when the server sends nothing for this long.")
@run_safely
def update_command(from_file: str | None, api: str, check: bool, force: bool,
                   timeout: float) -> None:
    """Download every card by name: Scryfall's Oracle cards file, installed in the cache
    folder.

    From then on every command knows every card by name, offline: an installed card
    answers before the built-in corpus (the hand-checked library still answers first).
    Scryfall asks for at most one download a day; --force downloads again.
    """
    if check:
        if from_file is not None or force:
            raise InputError("--check only says how old the installed file is: give it alone")
        click.echo(installed_age())
        return
    if from_file is not None:
        click.echo(update_from_file(Path(from_file)))
        return
    bar = DownloadBar(stderr_is_terminal())
    try:
        said = update_from(api, timeout, force, bar)
    finally:
        bar.close()
    click.echo(said)


class DownloadBar:
    """The download's progress, on stderr when it is a terminal (click's progress bar)."""

    def __init__(self, shown: bool) -> None:
        self.shown = shown
        self.bar: Any = None
        self.done = 0

    def __call__(self, done: int, total: int | None) -> None:
        if not self.shown:
            return
        if self.bar is None:
            self.bar = click.progressbar(length=total or 0, label="Downloading",
                                         file=sys.stderr)
            self.bar.__enter__()
        self.bar.update(done - self.done)
        self.done = done

    def close(self) -> None:
        if self.bar is not None:
            self.bar.__exit__(None, None, None)
