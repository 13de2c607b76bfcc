"""Signals while the command line is still starting (importing click and the command).

Nothing has been read or written yet, so a Ctrl-C, SIGTERM or SIGHUP then ends the process
at once with one line and the shell's code for the signal (130, 143, 129), instead of a
``KeyboardInterrupt`` traceback from inside an import. Once the command group runs, it
sets its own handlers (``mtglogic.cli.shell``), which stop the command cleanly.
"""
from __future__ import annotations

import contextlib
import os
import signal
import sys
from pathlib import Path

NAMES = {"SIGINT": "Ctrl-C", "SIGTERM": "SIGTERM", "SIGHUP": "SIGHUP"}


def _end_at_once(signum: int, frame: object) -> None:
    name = NAMES.get(signal.Signals(signum).name, signal.Signals(signum).name)
    with contextlib.suppress(OSError):
        os.write(2, f"mtglogic: error: interrupted ({name}) while starting\n".encode())
    os._exit(128 + signum)


def end_at_once_on_signals() -> None:
    """Until the command group takes over: a signal ends the process with one line."""
    for name in NAMES:
        number = getattr(signal, name, None)
        if number is not None and signal.getsignal(number) is not signal.SIG_IGN:
            with contextlib.suppress(ValueError, OSError):  # not the main thread
                signal.signal(number, _end_at_once)


def is_the_program() -> bool:
    """Whether this process is the ``mtglogic`` command (its script, or ``python -m
    mtglogic``), rather than another program importing the command line."""
    return Path(sys.argv[0]).name in ("mtglogic", "__main__.py") if sys.argv else False
