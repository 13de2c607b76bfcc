"""While the command line is still starting (importing click and the command).

Signals: nothing has been read or written yet, so a Ctrl-C, SIGTERM or SIGHUP then ends
the process at once with one line and the shell's code for the signal (130, 143, 129),
instead of a ``KeyboardInterrupt`` traceback from inside an import. Once the command group
runs, it sets its own handlers (``mtglogic.cli.shell``), which stop the command cleanly.

Garbage collection: importing a command makes tens of thousands of objects that live as
long as the process (modules, classes, functions, word declarations), and the cyclic
collector, run every few hundred new objects, would walk them again and again (about 5% of
a one-line query). So the command's modules are imported with the collector paused, and
what they made is then frozen out of its reach (``gc.freeze``); the collector runs as
usual for everything the command does after.
"""
from __future__ import annotations

import contextlib
import gc
import os
import signal
import sys
from collections.abc import Iterator
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
    if not sys.argv:
        return False
    script = Path(sys.argv[0])  # ``python -m pytest`` runs another package's __main__.py
    return script.name == "mtglogic" or (script.name == "__main__.py"
                                         and script.parent.name == "mtglogic")


def pause_collection() -> bool:
    """Pause the cyclic collector for the imports that follow, in the ``mtglogic`` process
    only (in a program that imports the command line, a test runner, nothing changes);
    whether it was paused, for ``resume_collection``."""
    if not is_the_program() or not gc.isenabled():
        return False
    gc.disable()
    return True


def resume_collection() -> None:
    """Freeze what the imports made, out of the collector's reach, and run it again."""
    gc.freeze()
    gc.enable()


@contextlib.contextmanager
def imports_without_collection() -> Iterator[None]:
    """Import inside this with the cyclic collector paused, then freeze what was made."""
    paused = pause_collection()
    try:
        yield
    finally:
        if paused:
            resume_collection()
