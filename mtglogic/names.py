"""Close names, offered when a name is not known: near misses and partial names.

On the ground floor, so that every reader of names can offer them: the YAML node (an
unknown key, an id the document does not declare), the loaders (cards, rulings) and the
CLI's options (``--object``, ``--event``, ``--counter``).
"""
from __future__ import annotations

import difflib
import re
from collections.abc import Iterable

WORD = re.compile(r"[^\W_]+")  # a run of letters and digits
MOST = 5  # names offered at most


def close_names(query: str, names: Iterable[str], most: int = MOST) -> list[str]:
    """Names like ``query``, any case: near misses first (difflib), then the names holding
    every word of the query (``urborg`` finds ``Urborg, Tomb of Yawgmoth``), then the names
    the query holds whole (``Grizzly Bears token`` finds ``Grizzly Bears``)."""
    folded = {str(name).casefold(): str(name) for name in names}
    key = str(query).casefold().strip()
    found = difflib.get_close_matches(key, list(folded), n=3, cutoff=0.6)
    words = WORD.findall(key)
    if sum(len(word) for word in words) >= 3:
        found += [name for name in sorted(folded) if all(word in name for word in words)]
    found += [name for name in sorted(folded) if len(name) >= 4 and name in key]
    return [folded[name] for name in dict.fromkeys(found)][:most]


def did_you_mean(names: list[str]) -> str:
    """``; did you mean 'A' or 'B'?``, or nothing when there is no name to offer."""
    return f"; did you mean {' or '.join(map(repr, names))}?" if names else ""


def suggest(query: str, names: Iterable[str]) -> str:
    """``; did you mean ...?`` for the names close to ``query``, or nothing."""
    return did_you_mean(close_names(query, names))
