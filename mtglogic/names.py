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


def _words(name: str) -> list[str]:
    """A name's words for a fuzzy lookup: any case, apostrophes and hyphens ignored."""
    return WORD.findall(name.casefold().replace("'", "").replace("\u2019", ""))


def _in_order(wanted: list[str], words: list[str]) -> bool:
    """Whether each wanted word begins a word of ``words``, in order (``jac bele``:
    Jace Beleren)."""
    position = 0
    for word in wanted:
        while position < len(words) and not words[position].startswith(word):
            position += 1
        if position == len(words):
            return False
        position += 1
    return True


def fuzzy_name(query: str, names: Iterable[str]) -> tuple[str | None, list[str]]:
    """The one name a loosely written ``query`` means, as Scryfall's fuzzy lookup takes
    one: the same words in any case and punctuation, else the only name whose words the
    query's begin, in order (``vorinclex monstrous``: Vorinclex, Monstrous Raider), else
    the only name one typing slip away (two for a long name: ``lightning blot``). ``(None, candidates)`` when no name, or more than
    one, fits."""
    wanted = _words(query)
    if not wanted:
        return None, []
    listed = list(dict.fromkeys(str(name) for name in names))
    same = [name for name in listed if _words(name) == wanted]
    if len(same) == 1:
        return same[0], same
    begun = [name for name in listed if _in_order(wanted, _words(name))]
    if len(begun) == 1:
        return begun[0], begun
    if begun:
        return None, sorted(begun, key=len)[:MOST]
    joined = {" ".join(_words(name)): name for name in listed}
    typed = " ".join(wanted)
    close = difflib.get_close_matches(typed, list(joined), n=MOST, cutoff=0.8)
    near = [name for name in close if _slips(typed, name) <= (2 if len(name) >= 16 else 1)]
    if len(near) == 1:
        return joined[near[0]], [joined[near[0]]]
    return None, [joined[n] for n in near or close]


def _slips(typed: str, name: str) -> int:
    """Typing slips between two texts: characters left out, added, changed or swapped with
    their neighbour (the optimal string alignment distance)."""
    before: list[int] = []
    row = list(range(len(name) + 1))
    for i, char in enumerate(typed, 1):
        current = [i] + [0] * len(name)
        for j, other in enumerate(name, 1):
            current[j] = min(row[j] + 1, current[j - 1] + 1, row[j - 1] + (char != other))
            if i > 1 and j > 1 and char == name[j - 2] and typed[i - 2] == other:
                current[j] = min(current[j], before[j - 2] + 1)
        before, row = row, current
    return row[-1]
