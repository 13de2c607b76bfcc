"""Where batches run: a ``concurrent.futures`` executor, a local process pool by default,
or a Dask cluster (``distributed``'s ``Client(address).get_executor()``) when given one.

Dask is an optional extra (``pip install "mtglogic[dask]"``), imported only when a
scheduler is named.
"""
from __future__ import annotations

import os
from collections.abc import Callable
from concurrent.futures import Executor, ProcessPoolExecutor

from mtglogic.atlas.worker import ignore_interrupts
from mtglogic.deferred import deferred
from mtglogic.errors import InputError

_distributed = deferred("distributed")
Closer = Callable[[], None]


def default_workers() -> int:
    return os.cpu_count() or 1


def local_executor(workers: int) -> tuple[Executor, Closer]:
    """A pool of ``workers`` processes, which leave Ctrl-C to the command."""
    pool = ProcessPoolExecutor(max_workers=workers, initializer=ignore_interrupts)
    return pool, lambda: pool.shutdown(wait=True, cancel_futures=True)


def dask_executor(address: str) -> tuple[Executor, Closer]:
    """The executor of the Dask scheduler at ``address``."""
    try:
        distributed = _distributed()
    except ImportError as exc:
        raise InputError(f"--scheduler needs Dask's distributed ({exc}): install the extra, "
                         f"pip install \"mtglogic[dask]\"", "--scheduler") from None
    try:
        client = distributed.Client(address, timeout="10s")
    except (OSError, TimeoutError, ValueError) as exc:
        raise InputError(f"no Dask scheduler answers at {address!r}: {exc}",
                         "--scheduler") from None
    executor: Executor = client.get_executor()

    def close() -> None:
        executor.shutdown(wait=False)
        client.close()

    return executor, close
