"""Output files: checked before the work starts, written whole or not at all.

A report is written to a temporary file in the folder it goes to, then renamed into place
(``os.replace``): a reader never sees half a file, and two runs writing the same report
leave one of them whole. Renaming replaces what is at the path, so the path is checked
first: only a missing file or a regular file is written over; a device, a FIFO, a socket
or a folder is refused, as is a file the command reads. A symbolic link is followed: the
file it points to is the one written (the link stays a link).
"""
from __future__ import annotations

import os
import stat
import tempfile
from collections.abc import Iterable
from pathlib import Path

from mtglogic.errors import InputError


def check_output_path(raw: str, option: str, reading: Iterable[str | Path] = ()) -> Path:
    """The path of an output file, refused at once when it cannot be written, when
    something other than a regular file is there, or when it is one of the files READING
    (those the command reads). A symbolic link is resolved: its target is written."""
    if not raw.strip():
        raise InputError("expected a file name, got an empty string", option)
    try:
        path = Path(os.path.realpath(raw)) if os.path.islink(raw) else Path(raw)
        there = os.stat(path) if os.path.lexists(path) else None
    except (OSError, ValueError) as exc:
        raise InputError(f"cannot write {raw!r}: {getattr(exc, 'strerror', None) or exc}",
                         option) from None
    folder = path.parent if str(path.parent) else Path(".")
    if there is not None and stat.S_ISDIR(there.st_mode):
        raise InputError(f"{raw!r} is a folder, expected a file name", option)
    if there is not None and not stat.S_ISREG(there.st_mode):
        raise InputError(f"will not write over {raw!r}: it is {_kind(there.st_mode)}, "
                         "not a regular file", option)
    if not folder.is_dir():
        raise InputError(f"cannot write {raw!r}: no folder {str(folder)!r}", option)
    if not os.access(folder, os.W_OK):
        raise InputError(f"cannot write {raw!r}: the folder is not writable", option)
    if there is not None and any(_same_file(path, read) for read in reading):
        raise InputError(f"will not write over {raw!r}: the command reads that file", option)
    return path


def _kind(mode: int) -> str:
    """What a file that is not a regular one is, in words."""
    for test, name in ((stat.S_ISCHR, "a character device"), (stat.S_ISBLK, "a block device"),
                       (stat.S_ISFIFO, "a FIFO"), (stat.S_ISSOCK, "a socket")):
        if test(mode):
            return name
    return "not a regular file"


def _same_file(path: Path, other: str | Path) -> bool:
    try:
        return os.path.samefile(path, other)
    except (OSError, ValueError):
        return False


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def write_atomically(path: Path, data: bytes, option: str) -> None:
    """Write ``data`` to a temporary file beside ``path``, then rename it into place."""
    folder = path.parent if str(path.parent) else Path(".")
    temporary: str | None = None
    try:
        descriptor, temporary = tempfile.mkstemp(dir=folder, prefix=f".{path.name}.",
                                                 suffix=".tmp")
        with os.fdopen(descriptor, "wb") as handle:
            handle.write(data)
        os.chmod(temporary, 0o666 & ~_umask())  # as an ordinary new file, not mkstemp's 0600
        os.replace(temporary, path)
    except OSError as exc:
        if temporary is not None and os.path.exists(temporary):
            os.unlink(temporary)
        raise InputError(f"cannot write {str(path)!r}: {exc.strerror or exc}", option) from None
