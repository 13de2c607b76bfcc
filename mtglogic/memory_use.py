"""How much memory the process holds, and a reserve to free when it runs out.

``address_space`` reads the process's address space (Linux ``/proc/self/statm``; None
elsewhere). The ``Reserve`` is a block mapped when a memory ceiling is set and unmapped
before a memory limit is reported, so that building the message (and the partial answer)
has room to allocate. The ceiling caps address space (``RLIMIT_AS``), which a mapping
counts in full as soon as it is made, so the block is an anonymous mapping whose pages are
never touched: holding it costs no page faults at start-up.
"""
from __future__ import annotations

import mmap
import os

MIB = 1024 * 1024
RESERVE_BYTES = 16 * MIB


def address_space() -> int | None:
    """The bytes of address space the process uses now, or None where it cannot be read."""
    try:
        with open("/proc/self/statm", encoding="ascii") as statm:
            pages = int(statm.read().split()[0])
    except (OSError, ValueError, IndexError):
        return None
    return pages * os.sysconf("SC_PAGE_SIZE")


class Reserve:
    """Address space held until ``release``: room to report a memory limit in."""

    def __init__(self) -> None:
        self._block: mmap.mmap | None = None

    def hold(self, size: int = RESERVE_BYTES) -> None:
        """Map the block (once); it counts against the address-space ceiling at once."""
        if self._block is None:
            self._block = mmap.mmap(-1, size)

    def release(self) -> None:
        """Unmap the block (nothing when it is not held)."""
        if self._block is not None:
            self._block.close()
            self._block = None


RESERVE = Reserve()
