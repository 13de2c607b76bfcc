"""The memory ceiling of a command (``--max-memory``), as a limit on its address space.

The ceiling is counted from what the process holds when the command starts (about 50 MB
for ``mtglogic``), so the default keeps a whole run under 1 GB. Past it an allocation
fails with ``MemoryError``, which ``run_safely`` reports as a limit (exit 3). The previous
limit is put back when the command ends (commands also run inside test processes). It
needs ``resource.setrlimit`` and ``/proc/self/statm`` (Linux); elsewhere it does nothing.
"""
from __future__ import annotations

import os
from collections.abc import Callable

try:
    import resource
except ImportError:  # pragma: no cover - Windows
    resource = None  # type: ignore[assignment]

DEFAULT_MAX_MEMORY = 900  # MiB on top of the process at the start of the command
MIB = 1024 * 1024


def address_space() -> int | None:
    """The bytes of address space the process uses now, or None where it cannot be read."""
    try:
        with open("/proc/self/statm", encoding="ascii") as statm:
            pages = int(statm.read().split()[0])
    except (OSError, ValueError, IndexError):
        return None
    return pages * os.sysconf("SC_PAGE_SIZE")


def limit_memory(megabytes: int) -> Callable[[], None]:
    """Cap the address space at its current size plus ``megabytes`` MiB; return the
    function that puts the previous limit back."""
    used = address_space()
    if resource is None or used is None:
        return lambda: None
    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    ceiling = used + megabytes * MIB
    if hard != resource.RLIM_INFINITY:
        ceiling = min(ceiling, hard)
    if soft != resource.RLIM_INFINITY and soft <= ceiling:
        return lambda: None  # a lower ceiling is already in force
    resource.setrlimit(resource.RLIMIT_AS, (ceiling, hard))
    return lambda: resource.setrlimit(resource.RLIMIT_AS, (soft, hard))
