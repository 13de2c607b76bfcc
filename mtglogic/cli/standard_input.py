"""Standard input read as a command's text, within its limits.

Standard input may be a file, a pipe that never ends (``yes |``, ``< /dev/zero``) or one
that never writes: it is read in pieces of at most ``limit`` bytes in all (more is an
input error, exit 2), waiting for each piece only as long as the command's ``--timeout``
leaves (then the limit, exit 3), and decoded as UTF-8 (else an input error naming the
offset of the first byte that is not).
"""
from __future__ import annotations

import io
import os
import select
import sys
import time
from typing import Any

from mtglogic.budget import Budget
from mtglogic.errors import InputError
from mtglogic.loading.yamlio import READ_CHUNK, utf8_text

WHERE = "standard input"


def read_standard_input(limit: int, budget: Budget, what: str) -> str:
    """At most ``limit`` bytes of standard input, as UTF-8 text holding ``what``."""
    if sys.stdin is None:
        raise InputError(f"{WHERE} is closed: nothing to read")
    stream: Any = getattr(sys.stdin, "buffer", sys.stdin)
    try:
        descriptor: int | None = stream.fileno()
    except (AttributeError, OSError, io.UnsupportedOperation):
        descriptor = None  # a stream of the program's own (tests): read it as it is
    data = _read_stream(stream, limit) if descriptor is None else \
        _read_descriptor(descriptor, limit, budget)
    if len(data) > limit:
        raise InputError(f"{what} is more than the limit of {limit} bytes", WHERE)
    return utf8_text(data, WHERE, what)


def _read_stream(stream: Any, limit: int) -> bytes:
    data: bytes | str = stream.read(limit + 1)
    return data.encode("utf-8", "surrogateescape") if isinstance(data, str) else data


def _read_descriptor(descriptor: int, limit: int, budget: Budget) -> bytes:
    chunks: list[bytes] = []
    size = 0
    while size <= limit:
        left = budget.timeout - (time.monotonic() - budget.started)
        ready, _, _ = select.select([descriptor], [], [], max(left, 0.0))
        if not ready:
            budget.check_time(f"waiting for {WHERE}")
            continue
        try:
            chunk = os.read(descriptor, min(READ_CHUNK, limit + 1 - size))
        except BlockingIOError:
            continue
        except OSError as exc:
            raise InputError(f"cannot read: {exc.strerror or exc}", WHERE) from None
        if not chunk:
            break
        chunks.append(chunk)
        size += len(chunk)
    return b"".join(chunks)
