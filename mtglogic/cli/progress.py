"""Progress of a long run, on a terminal only: click's progress bar on stderr.

A command that runs for more than a second shows, on stderr when it is a terminal, a bar
of the time it has used of its --timeout, with the states explored and what they are
(``12,345 states (replacement search states)``; ``verify``: the ruling being checked, and
its place among them).
Never in pipes or files, never with ``--json``: the bar is made only when stderr is a
terminal and the command prints no JSON, and it is wiped off before the answer is printed.
"""
from __future__ import annotations

import sys
import time
from collections.abc import Callable
from typing import Any

import click

from mtglogic.budget import Budget
from mtglogic.cli.shell import DOING_KEY

PROGRESS_KEY = "mtglogic.progress"  # the running command's Progress, in ctx.meta
DELAY = 1.0  # seconds before a bar appears: short runs show none
EVERY = 0.2  # seconds between two redraws
STEPS = 1000  # the bar's length: thousandths of --timeout
LABEL = 48  # characters of the label at most
WIPE = "\r\x1b[2K\x1b[?25h"  # back to the line's start, clear it, show the cursor again


def stderr_is_terminal() -> bool:
    try:
        return sys.stderr.isatty()
    except (AttributeError, ValueError):  # no stderr, or a closed one
        return False


Clock = Callable[[], float]
clock: Clock = time.monotonic  # the clock of the bars start_progress makes (tests: a fake)


class Progress:
    """A progress bar that appears ``DELAY`` seconds after it is made and is redrawn at
    most every ``EVERY`` seconds from the budget's ticks, by its own ``clock``."""

    def __init__(self, context: click.Context, clock: Clock = time.monotonic) -> None:
        self.context = context
        self.clock = clock
        self.started = clock()
        self.bar: Any = None
        self.drawn = -float("inf")

    def __call__(self, budget: Budget) -> None:
        now = self.clock()
        if now - self.drawn < EVERY or now - self.started < DELAY:
            return
        self.drawn = now
        if self.bar is None:
            self.bar = click.progressbar(length=STEPS, file=sys.stderr, show_eta=False,
                                         show_percent=False, width=20)
            self.bar.__enter__()  # drawn from now on, redrawn by update
        doing = f"({self.context.meta.get(DOING_KEY) or budget.doing})"
        states = f"{budget.states:,} states "
        room = LABEL - len(states)
        # A long label keeps its end: the ruling's file and its place among the rulings.
        self.bar.label = states + (doing if len(doing) <= room else "..." + doing[3 - room:])
        used = min((now - self.started) / budget.timeout, 1.0)
        self.bar.update(int(used * STEPS) - self.bar.pos)

    def end(self) -> None:
        """Wipe the bar off, for good: the answer or the error comes next."""
        if self.bar is not None:
            sys.stderr.write(WIPE)
            sys.stderr.flush()
            self.bar = None
        self.drawn = float("inf")  # never drawn again


def start_progress(budget: Budget) -> None:
    """Show the progress of the running command, if it prints to a terminal and no JSON."""
    context = click.get_current_context(silent=True)
    if context is None or not stderr_is_terminal():
        return
    params = context.params
    if params.get("as_json") or params.get("fmt") == "json":
        return
    progress = Progress(context, clock)
    context.meta[PROGRESS_KEY] = progress
    context.call_on_close(progress.end)
    budget.on_tick = progress


def end_progress() -> None:
    """Wipe off the running command's progress bar before printing (nothing if none)."""
    context = click.get_current_context(silent=True)
    progress = context.meta.get(PROGRESS_KEY) if context is not None else None
    if isinstance(progress, Progress):
        progress.end()
