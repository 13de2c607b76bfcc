"""Progress of a long run, on a terminal only: click's progress bar on stderr.

A command that runs for more than a second shows, on stderr when it is a terminal, a bar
of the work it has done when its total is known, with the time left at the pace so far
(``verify``: ``12 of 194 rulings, ~40s left``; ``replace``: the states counted
swept of those the search found, the orders listed of those to list); else of the time it
has used of its --timeout, with the states explored and what they are (``12,345 states
(replacement search states)``).
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
WORK_KEY = "mtglogic.work"  # the command's own work done of its total (verify: rulings)
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
        work = self.context.meta.get(WORK_KEY) or budget.work
        if work is not None and work[1] > 0:
            done, total, what = work
            left = time_left(now - self.started, done, total)
            self.bar.label = f"{done:,} of {total:,} {what}{left}"
            used = min(done / total, 1.0)
        else:
            doing = f"({self.context.meta.get(DOING_KEY) or budget.doing})"
            states = f"{budget.states:,} states "
            room = LABEL - len(states)
            # A long label keeps its end.
            self.bar.label = states + (doing if len(doing) <= room else "..." + doing[3 - room:])
            used = min((now - self.started) / budget.timeout, 1.0)
        # Set, not advanced: a new phase may start lower, and a label may change alone.
        self.bar.pos = int(used * STEPS)
        self.bar.render_progress()

    def end(self) -> None:
        """Wipe the bar off, for good: the answer or the error comes next."""
        if self.bar is not None:
            sys.stderr.write(WIPE)
            sys.stderr.flush()
            self.bar = None
        self.drawn = float("inf")  # never drawn again


def time_left(elapsed: float, done: int, total: int) -> str:
    """``, ~1m 05s left`` at the pace so far; "" before anything is done."""
    if done <= 0 or done >= total:
        return ""
    left = round(elapsed * (total - done) / done)
    return f", ~{left // 60}m {left % 60:02d}s left" if left >= 60 else f", ~{left}s left"


def note_work(done: int, total: int, what: str) -> None:
    """The running command's own work done of its total (``verify``: the rulings)."""
    context = click.get_current_context(silent=True)
    if context is not None:
        context.meta[WORK_KEY] = (done, total, what)


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
