"""Printing an engine's answer: whole, or partial when a limit stopped the engine.

A limit's ``BudgetExceeded`` carries what the engine had found (``partial``); the command
prints it marked partial (text: a first ``PARTIAL ANSWER`` line; JSON: a ``partial`` key
saying which limit and what was explored), then the limit ends the command as before (its
line on stderr, exit 3). The command's clock is spent by then, so a partial answer is
printed within a grace of its own (a tenth of --timeout, 1 to 10 seconds): what does not
fit is cut, and said to be (text: a last line; JSON: ``"cut": true`` and no answer).
"""
from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from typing import Any

import click

from mtglogic.budget import Budget
from mtglogic.cli.colour import paint
from mtglogic.cli.options import echo_json, echo_lines
from mtglogic.cli.progress import end_progress
from mtglogic.errors import BudgetExceeded
from mtglogic.version import JSON_FORMAT_VERSION

Partial = dict[str, Any]  # how a partial answer stopped: the limit and what was explored
GRACE = (0.1, 1.0, 10.0)  # share of --timeout, least and most seconds to print a partial
CHUNKS = 2048  # JSON pieces encoded between two looks at the clock


@contextmanager
def partial_answer(show: Callable[[Any, Partial], None], budget: Budget,
                   as_json: bool = False,
                   nothing: Callable[[Partial], None] | None = None) -> Iterator[None]:
    """When a limit stops the engine, print what it had found so far (``show(found,
    partial)``, marked partial with what was explored), then let the limit end the
    command as before: its one line on stderr, exit 3. Nothing found: ``nothing(partial)``
    when given (a report's page of the board alone); else text prints nothing, JSON
    (``as_json``) the ``partial`` key alone, so a reader still gets a document its schema
    describes."""
    try:
        yield
    except BudgetExceeded as exc:
        partial = {"limit": exc.limit_name, "value": exc.limit, "option": exc.option,
                   "explored": exc.explored}
        if exc.partial is not None:
            show(exc.partial, partial)
        elif nothing is not None:
            nothing(partial)
        elif as_json:
            echo_json({"partial": partial})
        raise


def grace(budget: Budget) -> Budget:
    """The clock a partial answer is printed with, the command's own being spent."""
    share, least, most = GRACE
    return Budget(timeout=min(max(least, budget.timeout * share), most))


def echo_answer(as_json: bool, data: Callable[[], dict[str, Any]],
                lines: Callable[[], Iterable[str]], budget: Budget,
                partial: Partial | None = None) -> None:
    """Print an engine's answer, as JSON or as text with headings; a partial one marked
    so, within its grace."""
    if partial is None:
        if as_json:
            echo_json(data())
        else:
            echo_lines(lines(), budget, headings=True)
    elif as_json:
        text = json_within({"format_version": JSON_FORMAT_VERSION, **data(),
                            "partial": partial}, grace(budget))
        end_progress()
        click.echo(text if text is not None else
                   json_within({"format_version": JSON_FORMAT_VERSION,
                                "partial": {**partial, "cut": True}}, Budget()))
    else:
        end_progress()
        click.echo(paint(f"PARTIAL ANSWER: stopped at a limit ({partial['limit']} = "
                         f"{partial['value']}; {partial['explored']}); what was found "
                         f"before it:", "limit"))
        try:
            echo_lines(lines(), grace(budget), headings=True)
        except BudgetExceeded:
            click.echo(paint("... the partial answer is cut here: printing all of it would "
                             "take longer than the time allowed after the limit", "limit"))


def json_within(value: Any, clock: Budget) -> str | None:
    """``value`` as ``dump_json`` writes it, or None when encoding it outlasts ``clock``."""
    encoder = json.JSONEncoder(indent=2, sort_keys=True, ensure_ascii=False)
    pieces = []
    try:
        for count, piece in enumerate(encoder.iterencode(value)):
            pieces.append(piece)
            if count % CHUNKS == 0:
                clock.check_time("printing the partial answer")
    except BudgetExceeded:
        return None
    return "".join(pieces)
