"""A built-in ruleset read and checked once, not at every command.

Every command loads a ruleset, and a ruleset's file is read and each of its sections checked
by its engine's reader (``ruleset_sections``): milliseconds that do not change while the file
and the code do not. After a built-in ruleset has been read and checked, its data is kept as
JSON in the cache folder, a checked entry (``mtglogic.loading.cache_folder``) made from the
file's bytes (their size and hash) and the package's code: a file or a module that changes
makes it stale, and an entry that is damaged, planted or stale is not used, so the file is
read and checked again. Data that JSON would not give back as it was is not kept; where the
cache cannot be written or read, the file is read and checked as before.
"""
from __future__ import annotations

import hashlib
import json
from typing import Any

from mtglogic.loading.cache_folder import Origin, keep_cached_text, read_cached_text

KIND = "ruleset-checked-2"  # changes when what is kept changes


def _origin(text: bytes) -> Origin:
    return Origin.of(KIND, f"{len(text)}|{hashlib.sha256(text).hexdigest()}")


def _name(origin: Origin) -> str:
    return f"ruleset-{origin.key()}.json"


def checked_data(text: bytes) -> Any | None:
    """The data of a ruleset file whose bytes are ``text``, when it was kept as checked."""
    origin = _origin(text)
    kept = read_cached_text(_name(origin), origin)
    if kept is None:
        return None
    try:
        return json.loads(kept)
    except (ValueError, RecursionError):
        return None


def keep_checked(text: bytes, data: Any) -> None:
    """Keep the data of a ruleset file that was read and checked (when JSON gives it back
    unchanged and the cache can be written; a cache that cannot is only slower)."""
    try:
        written = json.dumps(data)
    except (TypeError, ValueError):
        return
    if json.loads(written) == data:
        origin = _origin(text)
        keep_cached_text(_name(origin), origin, written)
