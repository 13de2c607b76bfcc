"""One-line queries: a scenario built from card names given on the command line.

``--card NAME`` puts a card onto the battlefield under the first player's control, one
timestamp after the previous card; ``--opponent-card NAME`` does the same for the second
player. Ids are made from the names (``grizzly-bears``, then ``grizzly-bears-2``).
``--counter ID:KIND:N`` puts counters, ``--attach ID:TARGET`` attaches an Aura or
Equipment, ``--choose ID:KEY:VALUE`` records a choice made as the object entered.
"""
from __future__ import annotations

import re
from typing import Any

from mtglogic.errors import ConsistencyError, InputError
from mtglogic.loading.cards import card_library


def slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-") or "card"


def _split(spec: str, parts: int, option: str) -> list[str]:
    pieces = spec.rsplit(":", parts - 1) if parts > 1 else [spec]
    if len(pieces) != parts or not all(pieces):
        raise InputError(f"{spec!r} should look like {option}", option.split(" ")[0])
    return pieces


def quick_scenario(cards: list[tuple[str, str]], counters: list[str], attach: list[str],
                   choose: list[str]) -> dict[str, Any]:
    """A scenario mapping from (player, card name) pairs in timestamp order."""
    library = card_library()
    objects: list[dict[str, Any]] = []
    ids: dict[str, dict[str, Any]] = {}
    for stamp, (player, name) in enumerate(cards, 1):
        card = library.find(name)
        if card is None:
            raise ConsistencyError(library.missing(name), "--card")
        oid = slug(card.name)
        n = 2
        while oid in ids:
            oid = f"{slug(card.name)}-{n}"
            n += 1
        obj = {"id": oid, "card": card.name, "controller": player, "timestamp": stamp}
        ids[oid] = obj
        objects.append(obj)
    for spec in counters:
        oid, kind, count = _split(spec, 3, "--counter ID:KIND:N")
        if oid not in ids or not (count.isascii() and count.isdigit()):
            raise InputError(f"{spec!r}: unknown object {oid!r} or bad count", "--counter")
        ids[oid].setdefault("counters", {})[kind] = int(count)
    for spec in attach:
        oid, target = _split(spec, 2, "--attach ID:TARGET")
        if oid not in ids or target not in ids:
            raise ConsistencyError(f"{spec!r}: unknown object id; known: {', '.join(ids)}",
                                   "--attach")
        ids[oid]["attached_to"] = target
    for spec in choose:
        oid, key, value = _split(spec, 3, "--choose ID:KEY:VALUE")
        if oid not in ids:
            raise ConsistencyError(f"{spec!r}: unknown object {oid!r}", "--choose")
        ids[oid].setdefault("choices", {})[key] = value
    return {"players": ["you", "opponent"], "active_player": "you", "objects": objects}
