"""Where mtglogic keeps what it builds once and reads again: the card and Oracle indexes,
the atlas's state.

``MTGLOGIC_CACHE`` when set, else ``$XDG_CACHE_HOME/mtglogic``, else ``~/.cache/mtglogic``.
A module of its own, so that a query that only reads the library's index does not import
what the Oracle index needs (SQLite).
"""
from __future__ import annotations

import os
from pathlib import Path

from mtglogic.deferred import DeferredModule

CACHE_ENV = "MTGLOGIC_CACHE"
# Only a command that writes to the cache imports it.
tempfile = DeferredModule("tempfile")


def cache_folder() -> Path:
    """Where indexes are kept."""
    given = os.environ.get(CACHE_ENV)
    if given:
        return Path(given)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "mtglogic"


def write_cache_text(path: Path, text: str) -> None:
    """Write ``text`` to a cache file whole (a temporary file renamed into place), where
    the cache can be written; a cache that cannot is only slower."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=path.parent, suffix=".tmp")
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            out.write(text)
        os.replace(temporary, path)
    except OSError:
        pass
