"""Where mtglogic keeps what it builds once and reads again, and how: checked, never trusted.

The folder is ``MTGLOGIC_CACHE`` when set, else ``$XDG_CACHE_HOME/mtglogic``, else
``~/.cache/mtglogic``. Every cache (the card index, the checked rulesets, the Oracle
index's rows, the atlas's batches) writes its entries through this module:

- an entry says what it was made from (an ``Origin``: which cache, the facts of each input
  it read, its size with its modification time or its hash, and the signature of the code
  that made it) and carries a checksum of itself (SHA-256 of its origin and payload);
- ``read_entry`` gives the payload back only when the file is a regular file (never a FIFO
  or a device, never through a link, opened without blocking), under a size limit, read
  within the command's clock, made from the same origin and whole; anything else is None,
  and the caller builds the entry again from its inputs;
- ``write_entry`` writes a temporary file of its own (its name holds the writer's process
  id) beside the entry and renames it into place: a reader sees a whole entry or none,
  and a write that fails, or is interrupted, leaves nothing behind (temporary files of
  writers that were killed are removed by the next write).

A cache that cannot be used (a folder that cannot be made or searched, a name too long, a
full disk) makes a command slower, never wrong and never failing: every system error is
the same as a missing entry.
"""
from __future__ import annotations

import contextlib
import hashlib
import json
import os
import re
import stat
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from mtglogic.deferred import DeferredModule
from mtglogic.loading.yamlio import READING_CLOCK

CACHE_ENV = "MTGLOGIC_CACHE"
ENTRY_FORMAT = "mtglogic-cache-1"  # changes when the layout of an entry does
MAX_ENTRY_BYTES = 64 * 1024 * 1024  # an entry larger than this is not read (none is)
CHUNK = 1024 * 1024
STALE_SECONDS = 24 * 3600  # a temporary file this old is a dead writer's, whatever its pid
PACKAGE = Path(__file__).resolve().parent.parent
OPEN_FLAGS = (os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOFOLLOW", 0)
              | getattr(os, "O_CLOEXEC", 0))
# Only a command that writes to the cache imports it.
tempfile = DeferredModule("tempfile")


def cache_folder() -> Path:
    """Where caches are kept."""
    given = os.environ.get(CACHE_ENV)
    if given:
        return Path(given)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "mtglogic"


@cache
def code_signature() -> str:
    """A hash of every module of the package: its path, size and modification time (code
    that changes makes every entry it made stale)."""
    digest = hashlib.sha256(ENTRY_FORMAT.encode())
    for folder, subfolders, files in os.walk(PACKAGE):
        subfolders[:] = sorted(d for d in subfolders if d != "__pycache__")
        for name in sorted(files):
            if name.endswith(".py"):
                info = os.stat(os.path.join(folder, name))
                digest.update(f"{folder}/{name}|{info.st_size}|{info.st_mtime_ns}\n".encode())
    return digest.hexdigest()


def check_clock(what: str) -> None:
    """Stop at the command's ``--timeout`` (reading a cache is part of its time)."""
    budget = READING_CLOCK.get()
    if budget is not None:
        budget.check_time(what)


def stat_facts(path: Path) -> str:
    """What a file is by its metadata: its resolved path, size and modification time (a
    user's file, which a query must not read whole). Raises OSError when it is not a
    regular file."""
    info = os.stat(path)
    if not stat.S_ISREG(info.st_mode):
        raise OSError(f"{path} is not a regular file")
    return f"{path.resolve()}|{info.st_size}|{info.st_mtime_ns}"


def content_facts(path: Path) -> str:
    """What a file is by its content: its size and SHA-256 (the package's own data, whose
    installed files keep no meaningful modification time). Raises OSError when it cannot
    be read."""
    digest = hashlib.sha256()
    with open_regular_file(path) as (handle, info):
        for block in iter(lambda: handle.read(CHUNK), b""):
            check_clock(f"hashing {path}")
            digest.update(block)
    return f"{info.st_size}|{digest.hexdigest()}"


@dataclass(frozen=True)
class Origin:
    """What an entry was made from: the cache it belongs to, the facts of its inputs
    (``stat_facts``, ``content_facts``, or any text that changes when an input does), and
    the code."""

    kind: str
    inputs: tuple[str, ...]
    code: str = ""

    @classmethod
    def of(cls, kind: str, *inputs: str) -> Origin:
        """An origin made by this version of the code."""
        return cls(kind, inputs, code_signature())

    def as_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "inputs": list(self.inputs), "code": self.code}

    def key(self) -> str:
        """A short hash of the origin (to name an entry by what it was made from)."""
        text = json.dumps(self.as_json(), sort_keys=True)
        return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


def checksum(origin: Origin, payload: bytes) -> str:
    digest = hashlib.sha256(json.dumps(origin.as_json(), sort_keys=True).encode("utf-8"))
    digest.update(b"\n")
    digest.update(payload)
    return digest.hexdigest()


@contextlib.contextmanager
def open_regular_file(path: Path) -> Iterator[tuple[Any, os.stat_result]]:
    """A regular file opened for reading, never a link (``O_NOFOLLOW``) and without
    blocking (a FIFO or a device is refused, OSError, before any read)."""
    descriptor = os.open(path, OPEN_FLAGS)
    try:
        info = os.fstat(descriptor)
        if not stat.S_ISREG(info.st_mode):
            raise OSError(f"{path} is not a regular file")
        handle = os.fdopen(descriptor, "rb")
    except BaseException:
        os.close(descriptor)
        raise
    with handle:
        yield handle, info


def read_entry(path: Path, origin: Origin, limit: int = MAX_ENTRY_BYTES) -> bytes | None:
    """The payload of the entry at ``path`` when it is whole and made from ``origin``,
    else None (missing, unreadable, not a regular file, too large, damaged or stale)."""
    try:
        with open_regular_file(path) as (handle, info):
            if info.st_size > limit:
                return None
            chunks = []
            for block in iter(lambda: handle.read(CHUNK), b""):
                check_clock(f"reading the cache entry {path}")
                chunks.append(block)
        data = b"".join(chunks)
    except (OSError, ValueError):
        return None
    head, newline, payload = data.partition(b"\n")
    if not newline:
        return None
    try:
        header = json.loads(head.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None
    if not isinstance(header, dict) or header.get("format") != ENTRY_FORMAT \
            or header.get("origin") != origin.as_json() \
            or header.get("bytes") != len(payload) \
            or header.get("sha256") != checksum(origin, payload):
        return None
    return payload


def entry_bytes(origin: Origin, payload: bytes) -> bytes:
    """An entry's bytes: its header line, then its payload."""
    header = {"format": ENTRY_FORMAT, "origin": origin.as_json(), "bytes": len(payload),
              "sha256": checksum(origin, payload)}
    return json.dumps(header, sort_keys=True).encode("utf-8") + b"\n" + payload


def write_entry(path: Path, origin: Origin, payload: bytes) -> bool:
    """Write an entry whole (a temporary file renamed into place) where the cache can be
    written; False when it cannot (a cache that cannot is only slower)."""
    return write_whole(path, entry_bytes(origin, payload))


def temporary_prefix(path: Path) -> str:
    """The name this process's temporary files for ``path`` begin with."""
    return f".{path.name}.{os.getpid()}."


def write_whole(path: Path, data: bytes) -> bool:
    """``data`` at ``path``, whole or not at all: written to a temporary file of this
    process beside it, then renamed into place (a link at ``path`` is replaced, never
    followed). False, and nothing left behind, when the cache cannot be written."""
    return build_whole(path, lambda temporary: temporary.write_bytes(data))


def build_whole(path: Path, build: Callable[[Path], object]) -> bool:
    """Call ``build(temporary)`` to make a file at a new temporary path beside ``path``,
    then rename it into place. Whatever stops the build (an error, a limit, Ctrl-C), the
    temporary file is removed; a system error (the cache unusable) only returns False."""
    temporary: Path | None = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        sweep_stale(path)
        handle, name = tempfile.mkstemp(dir=path.parent, prefix=temporary_prefix(path),
                                        suffix=".tmp")
        os.close(handle)
        temporary = Path(name)
        build(temporary)
        os.replace(temporary, path)
        temporary = None
        return True
    except (OSError, ValueError):
        return False
    finally:
        if temporary is not None:
            with contextlib.suppress(OSError):
                temporary.unlink()


def sweep_stale(path: Path) -> None:
    """Remove the temporary files for ``path`` of writers that died before renaming them
    (killed: nothing of theirs could clean up): those of a process that no longer runs,
    or older than a day. Only names this module makes are looked at."""
    own = re.compile(re.escape(f".{path.name}.") + r"(\d+)\.[^.]+\.tmp")
    now = time.time()
    with contextlib.suppress(OSError), os.scandir(path.parent) as entries:
        for entry in entries:
            match = own.fullmatch(entry.name)
            if match is None or not entry.is_file(follow_symlinks=False):
                continue
            with contextlib.suppress(OSError):
                if not _running(int(match.group(1))) or \
                        now - entry.stat(follow_symlinks=False).st_mtime > STALE_SECONDS:
                    os.unlink(entry.path)


def _running(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except (ProcessLookupError, OverflowError):
        return False
    except OSError:  # another user's process
        return True
    return True


def kept_signature(kind: str, prefix: str, files: Sequence[tuple[str, str]]) -> str:
    """A hash of the content of ``files`` (each a name and a path; a file that cannot be
    read is left out, which changes the hash), kept in the cache folder as
    ``PREFIX-KEY.txt`` under the files' paths, sizes and modification times, so that a
    later call stats the files and reads none."""
    stamp = hashlib.sha256(kind.encode())
    for _, path in files:
        try:
            info = os.stat(path)
        except OSError:
            continue
        stamp.update(f"{path}|{info.st_size}|{info.st_mtime_ns}\n".encode())
    origin = Origin(kind, (stamp.hexdigest(),))
    entry = f"{prefix}-{origin.key()}.txt"
    kept = read_cached_text(entry, origin)  # checked: what it was made from, whole
    if kept is not None and len(kept) == 64 and all(c in "0123456789abcdef" for c in kept):
        return kept
    content = hashlib.sha256(kind.encode())
    for name, path in files:
        try:
            with open(path, "rb") as handle:
                data = handle.read()
        except OSError:
            continue
        content.update(f"{name}|{len(data)}\n".encode())
        content.update(data)
    signature = content.hexdigest()
    keep_cached_text(entry, origin, signature)
    return signature


def read_cached_text(name: str, origin: Origin) -> str | None:
    """The text kept in the cache folder under ``name`` for ``origin``, or None."""
    payload = read_entry(cache_folder() / name, origin)
    if payload is None:
        return None
    try:
        return payload.decode("utf-8")
    except UnicodeDecodeError:
        return None


def keep_cached_text(name: str, origin: Origin, text: str) -> bool:
    """Keep ``text`` in the cache folder under ``name`` for ``origin`` (False when the
    cache cannot be written, or the text is no UTF-8: nothing kept)."""
    try:
        payload = text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return write_entry(cache_folder() / name, origin, payload)
