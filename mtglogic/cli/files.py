"""Output files: checked before the work starts, written whole or not at all.

A report is written to a temporary file in the folder it goes to, then renamed into place
(``os.replace``): a reader never sees half a file, and two runs writing the same report
leave one of them whole.
"""
from __future__ import annotations

import os
import tempfile
from pathlib import Path

from mtglogic.errors import InputError


def check_output_path(raw: str, option: str) -> Path:
    """The path of an output file, refused at once when it cannot be written."""
    if not raw.strip():
        raise InputError("expected a file name, got an empty string", option)
    path = Path(raw)
    folder = path.parent if str(path.parent) else Path(".")
    if path.is_dir():
        raise InputError(f"{raw!r} is a folder, expected a file name", option)
    if not folder.is_dir():
        raise InputError(f"cannot write {raw!r}: no folder {str(folder)!r}", option)
    if not os.access(folder, os.W_OK):
        raise InputError(f"cannot write {raw!r}: the folder is not writable", option)
    return path


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
