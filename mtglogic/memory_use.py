"""How much memory the process holds, and a reserve to free when it runs out.

``address_space`` reads the process's address space (Linux ``/proc/self/statm``; None
elsewhere). The ``Reserve`` is a block allocated when a memory ceiling is set and freed
before a memory limit is reported, so that building the message (and the partial answer)
has room to allocate.
"""
from __future__ import annotations

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
    """A block of memory held until ``release``: room to report a memory limit in."""

    def __init__(self) -> None:
        self._block: bytearray | None = None

    def hold(self, size: int = RESERVE_BYTES) -> None:
        """Allocate the block (once), touching its pages so that they are really held."""
        if self._block is None:
            self._block = bytearray(size)
            self._block[::4096] = b"\x01" * len(range(0, size, 4096))

    def release(self) -> None:
        """Free the block (nothing when it is not held)."""
        self._block = None


RESERVE = Reserve()
