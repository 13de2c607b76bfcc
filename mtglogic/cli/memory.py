"""The memory ceiling of a command (``--max-memory``), as a limit on its address space.

The ceiling is counted from what the process holds when the command starts (about 50 MB
for ``mtglogic``), so the default keeps a whole run under 1 GB. A reserve block is held
inside the ceiling (``mtglogic.memory_use``), and searches stop as a limit (exit 3, with
their partial answer) a margin under it (``Budget.memory_stop``); an allocation that fails
anyway raises ``MemoryError``, which ``run_safely`` reports as the same limit after
freeing the reserve. The previous limit is put back when the command ends (commands also
run inside test processes). It needs ``resource.setrlimit`` and ``/proc/self/statm``
(Linux); elsewhere it does nothing.
"""
from __future__ import annotations

from collections.abc import Callable

from mtglogic.memory_use import MIB, RESERVE, RESERVE_BYTES, address_space

try:
    import resource
except ImportError:  # pragma: no cover - Windows
    resource = None  # type: ignore[assignment]

DEFAULT_MAX_MEMORY = 900  # MiB on top of the process at the start of the command
STOP_MARGIN = 0.15  # searches stop this share of the ceiling's room under it...
MIN_STOP_MARGIN = 12 * MIB  # ...and at least this far under it

__all__ = ["DEFAULT_MAX_MEMORY", "MIB", "address_space", "limit_memory", "stop_point"]


def stop_point(ceiling: int, room: int) -> int:
    """Where a search stops: a margin under the ``ceiling``, ``room`` bytes above the start."""
    return ceiling - max(int(room * STOP_MARGIN), MIN_STOP_MARGIN)


def limit_memory(megabytes: int) -> tuple[Callable[[], None], int | None]:
    """Cap the address space at its current size plus ``megabytes`` MiB; return the
    function that puts the previous limit back, and the address space at which searches
    stop (None when no ceiling is set)."""
    used = address_space()
    if resource is None or used is None:
        return (lambda: None), None
    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    ceiling = used + megabytes * MIB
    if hard != resource.RLIM_INFINITY:
        ceiling = min(ceiling, hard)
    if soft != resource.RLIM_INFINITY and soft <= ceiling:
        return (lambda: None), stop_point(soft, soft - used)  # a lower ceiling is in force
    resource.setrlimit(resource.RLIMIT_AS, (ceiling, hard))
    RESERVE.hold(min(RESERVE_BYTES, megabytes * MIB // 4))

    def restore() -> None:
        RESERVE.release()
        resource.setrlimit(resource.RLIMIT_AS, (soft, hard))

    return restore, stop_point(ceiling, ceiling - used)
