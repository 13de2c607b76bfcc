"""Signals taken at a safe point while batches run.

A handler that raises (Ctrl-C's ``KeyboardInterrupt``, the command's SIGTERM and SIGHUP)
fires wherever the main thread is, also inside ``concurrent.futures``: its ``wait()``
takes the locks of the futures it waits on one by one, in a Python loop, and a raise in
the middle leaves some of them held. The executor's own thread must take those locks to
report the batches cancelled or ended, so it waits forever, and the command hangs
instead of stopping. While batches run, a signal is only noted; the loop that waits on
them raises it, by calling the handler that was in place, between two waits.
"""
from __future__ import annotations

import signal
import threading
from types import FrameType, TracebackType
from typing import Any

NAMES = ("SIGINT", "SIGTERM", "SIGHUP")


class HeldSignals:
    """Within ``with``: the signals whose handler raises are noted, and raised by
    ``raise_noted()`` (or on leaving the block) through that handler."""

    def __init__(self) -> None:
        self._before: dict[int, Any] = {}
        self._noted: list[tuple[int, FrameType | None]] = []

    def __enter__(self) -> HeldSignals:
        if threading.current_thread() is not threading.main_thread():
            return self  # only the main thread may set handlers, and only it gets signals
        for name in NAMES:
            number: int | None = getattr(signal, name, None)
            if number is None:
                continue
            handler = signal.getsignal(number)
            if callable(handler):  # the default (ending) and ignoring are left alone
                self._before[number] = handler
                signal.signal(number, self._note)
        return self

    def _note(self, signum: int, frame: FrameType | None) -> None:
        self._noted.append((signum, frame))

    def raise_noted(self) -> None:
        """Raise the first signal noted, as its own handler would have."""
        if self._noted:
            signum, frame = self._noted.pop(0)
            self._before[signum](signum, frame)

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        for number, handler in self._before.items():
            signal.signal(number, handler)
        if kind is None:
            self.raise_noted()
        self._before.clear()
