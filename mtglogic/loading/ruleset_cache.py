"""A built-in ruleset read and checked once, not at every command.

Every command loads a ruleset, and a ruleset's file is read and each of its sections checked
by its engine's reader (``ruleset_sections``): milliseconds that do not change while the file
and the code do not. After a built-in ruleset has been read and checked, its data is kept as
JSON in the cache folder (``mtglogic.loading.cache_folder``), under a key made of the file's
bytes and the signature of the package's code (each module's name, size and modification
time): a file or a module that changes gets a new key, so the file is read and checked again.
Data that JSON would not give back as it was is not kept; where the cache cannot be written
or read, the file is read and checked as before.
"""
from __future__ import annotations

import hashlib
import json
import os
from functools import cache
from pathlib import Path
from typing import Any

from mtglogic.loading.cache_folder import cache_folder, write_cache_text

FORMAT = "ruleset-checked-1"  # changes when what is kept changes
PACKAGE = Path(__file__).resolve().parent.parent


@cache
def code_signature() -> str:
    """A hash of every module of the package: its path, size and modification time."""
    digest = hashlib.sha256(FORMAT.encode())
    for folder, subfolders, files in os.walk(PACKAGE):
        subfolders[:] = sorted(d for d in subfolders if d != "__pycache__")
        for name in sorted(files):
            if name.endswith(".py"):
                info = os.stat(os.path.join(folder, name))
                digest.update(f"{folder}/{name}|{info.st_size}|{info.st_mtime_ns}\n".encode())
    return digest.hexdigest()


def _file(text: bytes) -> Path:
    digest = hashlib.sha256(code_signature().encode())
    digest.update(text)
    return cache_folder() / f"ruleset-{digest.hexdigest()[:32]}.json"


def checked_data(text: bytes) -> Any | None:
    """The data of a ruleset file whose bytes are ``text``, when it was kept as checked."""
    try:
        return json.loads(_file(text).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None


def keep_checked(text: bytes, data: Any) -> None:
    """Keep the data of a ruleset file that was read and checked (when JSON gives it back
    unchanged and the cache can be written; a cache that cannot is only slower)."""
    try:
        written = json.dumps(data)
    except (TypeError, ValueError):
        return
    if json.loads(written) == data:
        write_cache_text(_file(text), written)
