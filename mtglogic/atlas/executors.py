"""Where batches run: a ``concurrent.futures`` executor, a local process pool by default,
or a Dask cluster (``distributed``'s ``Client(address).get_executor()``) when given one.

A local pool has no more processes than there are batches to run and cores to run them
(``--workers 10000`` on two cores starts two). A scheduler is reached within the
command's clock: connecting (and the first words of the protocol) waits at most
``CONNECT_SECONDS`` or the time the command has left, whichever is shorter, in a thread of
its own, so that an address that accepts and never speaks, or speaks garbage, is one
error line, never a hang nor a traceback. Dask is an optional extra (``pip install
"mtglogic[dask]"``), imported only when a scheduler is named.
"""
from __future__ import annotations

import os
import threading
import time
import traceback
from collections.abc import Callable
from concurrent.futures import Executor, ProcessPoolExecutor
from typing import Any

from mtglogic.atlas.worker import worker_signals
from mtglogic.budget import Budget
from mtglogic.deferred import deferred
from mtglogic.errors import InputError

_distributed = deferred("distributed")
Closer = Callable[[bool], None]  # closes an executor; True: at once (the run stopped early)
CONNECT_SECONDS = 10.0  # the longest a scheduler may take to answer
CLOSE_SECONDS = 5.0  # the longest closing the client may take


def machine_cores() -> int:
    """The cores this process may run on."""
    try:
        return len(os.sched_getaffinity(0)) or 1
    except (AttributeError, OSError):
        return os.cpu_count() or 1


def default_workers() -> int:
    return machine_cores()


def pool_size(requested: int | None, batches: int) -> int:
    """Worker processes for ``batches`` batches: as requested (default: one per core),
    never more than the batches nor the cores, at least one."""
    return max(1, min(requested or machine_cores(), batches, machine_cores()))


def local_executor(workers: int) -> tuple[Executor, Closer]:
    """A pool of ``workers`` processes, which leave Ctrl-C to the command. Closed when the
    run stopped early (a limit, Ctrl-C, a lost worker), its processes are ended at once,
    not waited for: the batches they were running are not kept, the command's
    ``--timeout`` holds."""
    pool = ProcessPoolExecutor(max_workers=workers, initializer=worker_signals)

    def close(at_once: bool) -> None:
        if at_once:  # ProcessPoolExecutor has no public way to end its workers (3.11)
            for process in list((getattr(pool, "_processes", None) or {}).values()):
                process.terminate()
        pool.shutdown(wait=True, cancel_futures=True)

    return pool, close


def _within(seconds: float, call: Callable[[], Any]) -> tuple[bool, Any]:
    """(done, what ``call`` returned or raised), waiting for it at most ``seconds`` in a
    thread of its own (left behind, as a daemon, when it does not end)."""
    outcome: list[Any] = []

    def run() -> None:
        try:
            outcome.append(call())
        except BaseException as exc:  # said by the caller, in one line
            outcome.append(exc)

    thread = threading.Thread(target=run, name="mtglogic-dask-connect", daemon=True)
    thread.start()
    thread.join(seconds)
    return (not thread.is_alive() and bool(outcome)), (outcome[0] if outcome else None)


def _forget_clients(error: BaseException, kind: type) -> None:
    """Mark the clients a failed connection left half made as closed: closing them when
    they are collected would wait for the scheduler that never answered, then print a
    traceback from the collector."""
    for frame, _ in traceback.walk_tb(error.__traceback__):
        client = frame.f_locals.get("self")
        if isinstance(client, kind):
            setattr(client, "status", "closed")  # noqa: B010 (a Client, typed as object)


def dask_executor(address: str, budget: Budget | None = None) -> tuple[Executor, Closer]:
    """The executor of the Dask scheduler at ``address``."""
    try:
        distributed = _distributed()
    except ImportError as exc:
        raise InputError(f"--scheduler needs Dask's distributed ({exc}): install the extra, "
                         f"pip install \"mtglogic[dask]\"", "--scheduler") from None
    seconds = CONNECT_SECONDS
    if budget is not None:
        seconds = max(0.01, min(seconds, budget.timeout - (time.monotonic() - budget.started)))
    def connect() -> Any:
        try:
            return distributed.Client(address, timeout=f"{seconds}s", set_as_default=False)
        except BaseException as exc:
            _forget_clients(exc, distributed.Client)
            raise

    done, client = _within(seconds, connect)
    if not done:
        raise InputError(f"no Dask scheduler answers at {address!r} within {seconds:.1f}s",
                         "--scheduler")
    if isinstance(client, BaseException):
        reason = " ".join(str(client).split())[:200] or type(client).__name__
        raise InputError(f"no Dask scheduler answers at {address!r}: {reason}",
                         "--scheduler")
    executor: Executor = client.get_executor()

    def close(at_once: bool) -> None:
        executor.shutdown(wait=False)
        _within(CLOSE_SECONDS, lambda: client.close(timeout=CLOSE_SECONDS))

    return executor, close
