"""The ``mtglogic`` command line (the top floor: it imports the API, nothing imports it).

Its signal handling for the first instants is set before the command line's own imports
(``mtglogic.cli.starting``), so an early Ctrl-C is one line, not a traceback; they are
imported with the garbage collector paused (the same module says why).
"""
from mtglogic.cli.starting import (
    end_at_once_on_signals,
    is_the_program,
    pause_collection,
    resume_collection,
)

if is_the_program():  # not when a program of its own (a test runner) imports the CLI
    end_at_once_on_signals()
PAUSED = pause_collection()

from mtglogic.cli.main import main  # noqa: E402  (after the signal handlers, on purpose)

if PAUSED:
    resume_collection()

__all__ = ["main"]
