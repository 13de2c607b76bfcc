"""Where mtglogic keeps what it builds once and reads again: the card and Oracle indexes,
the atlas's state.

``MTGLOGIC_CACHE`` when set, else ``$XDG_CACHE_HOME/mtglogic``, else ``~/.cache/mtglogic``.
A module of its own, so that a query that only reads the library's index does not import
what the Oracle index needs (SQLite).
"""
from __future__ import annotations

import os
from pathlib import Path

CACHE_ENV = "MTGLOGIC_CACHE"


def cache_folder() -> Path:
    """Where indexes are kept."""
    given = os.environ.get(CACHE_ENV)
    if given:
        return Path(given)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "mtglogic"
