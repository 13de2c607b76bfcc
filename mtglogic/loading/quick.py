"""One-line queries: a scenario built from card names given on the command line.

``--card NAME`` puts a card onto the battlefield under the first player's control, one
timestamp after the previous card; ``--opponent-card NAME`` does the same for the second
player. Ids are made from the names (``grizzly-bears``, then ``grizzly-bears-2``).
``--counter ID:KIND:N`` puts counters, ``--attach ID:TARGET`` attaches an Aura or
Equipment, ``--choose ID:KEY:VALUE`` records a choice made as the object entered.
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from mtglogic.budget import Budget
from mtglogic.errors import ConsistencyError, InputError
from mtglogic.loading.cards import card_library
from mtglogic.loading.yamlio import MAX_DIGITS
from mtglogic.model.scenario import Scenario
from mtglogic.names import suggest
from mtglogic.node import MAX_SHOWN


def slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-") or "card"


def _split(spec: str, parts: int, option: str) -> list[str]:
    pieces = spec.rsplit(":", parts - 1) if parts > 1 else [spec]
    if len(pieces) != parts or not all(pieces):
        raise InputError(f"{spec!r} should look like {option}", option.split(" ")[0])
    return pieces


def _known(ids: dict[str, Any]) -> str:
    """``; known: a, b`` (the first few ids, or a hint when there are many)."""
    names = list(ids)
    if len(names) > MAX_SHOWN:
        return f"; known: {', '.join(names[:MAX_SHOWN])}, ... ({len(names)} objects)"
    return f"; known: {', '.join(names)}"


def quick_scenario(cards: list[tuple[str, str]], counters: list[str], attach: list[str],
                   choose: list[str], budget: Budget | None = None) -> dict[str, Any]:
    """A scenario mapping from (player, card name) pairs in timestamp order; ``budget``'s
    clock is checked at each card (its --timeout is the whole command's)."""
    library = card_library()
    objects: list[dict[str, Any]] = []
    ids: dict[str, dict[str, Any]] = {}
    suffixes: dict[str, int] = {}  # the next number to try after each name's slug
    for stamp, (player, name) in enumerate(cards, 1):
        if budget is not None:
            budget.check_time(f"reading --card options ({stamp - 1} of {len(cards)} read)")
        card = library.find(name) or library.loosely(name)  # as Scryfall's fuzzy lookup
        if card is None:
            raise ConsistencyError(library.missing(name), "--card")
        base = oid = slug(card.name)
        while oid in ids:  # once per card, not once per earlier copy: linear in the cards
            suffixes[base] = suffixes.get(base, 1) + 1
            oid = f"{base}-{suffixes[base]}"
        obj = {"id": oid, "card": card.name, "controller": player, "timestamp": stamp}
        ids[oid] = obj
        objects.append(obj)
    for spec in counters:
        oid, kind, count = _split(spec, 3, "--counter ID:KIND:N")
        if oid not in ids:
            raise ConsistencyError(f"{spec!r}: no object {oid!r}{_known(ids)}"
                                   f"{suggest(oid, ids)}", "--counter")
        if not (count.isascii() and count.isdigit()):
            raise InputError(f"{spec!r}: the count {count!r} is not a whole number",
                             "--counter")
        if len(count) > MAX_DIGITS:
            raise InputError(f"{spec!r}: the count has {len(count)} digits, more than "
                             f"{MAX_DIGITS}", "--counter")
        ids[oid].setdefault("counters", {})[kind] = int(count)
    for spec in attach:
        oid, target = _split(spec, 2, "--attach ID:TARGET")
        if oid not in ids or target not in ids:
            unknown = oid if oid not in ids else target
            raise ConsistencyError(f"{spec!r}: no object {unknown!r}{_known(ids)}"
                                   f"{suggest(unknown, ids)}", "--attach")
        ids[oid]["attached_to"] = target
    for spec in choose:
        oid, key, value = _split(spec, 3, "--choose ID:KEY:VALUE")
        if oid not in ids:
            raise ConsistencyError(f"{spec!r}: no object {oid!r}{_known(ids)}"
                                   f"{suggest(oid, ids)}", "--choose")
        ids[oid].setdefault("choices", {})[key] = value
    return {"players": ["you", "opponent"], "active_player": "you", "objects": objects}


def choose_in(scenario: Scenario, choose: list[str]) -> Scenario:
    """A loaded scenario with ``--choose ID:KEY:VALUE`` choices made too (over the file's
    own): the object must be the scenario's, and a copy choice name one of its objects."""
    objects = dict(scenario.game.objects)
    for spec in choose:
        oid, key, value = _split(spec, 3, "--choose ID:KEY:VALUE")
        if oid not in objects:
            raise ConsistencyError(f"{spec!r}: no object {oid!r}{_known(objects)}"
                                   f"{suggest(oid, objects)}", "--choose")
        if key == "copy" and value not in objects:
            raise ConsistencyError(f"{spec!r}: no object {value!r} to copy"
                                   f"{suggest(value, objects)}", "--choose")
        obj = objects[oid].copy()
        obj.choices = {**obj.choices, key: value}
        objects[oid] = obj
    return replace(scenario, game=replace(scenario.game, objects=objects))
