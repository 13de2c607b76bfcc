"""What an outcome is made of, as triggered abilities see it: one occurrence at a time.

An ability triggers once each time its trigger event occurs, and repeatedly when one event
holds several occurrences (603.2c; the same number in 2011): each object that moves, each
token created (which enters, 111.1), each card drawn (121.2), each dealing of damage (the
damage as dealt, once prevention is done: an event prevented or replaced triggers nothing,
603.2g; 603.2f in 2011), each change of life, each putting of counters (a permanent
entering with counters has them put on it, 122.6), each player losing, each step that
begins, each permanent becoming tapped (a permanent regenerating is tapped, 701.19a).
"""
from __future__ import annotations

from collections.abc import Iterable

from mtglogic.replacement.aftermath import After
from mtglogic.vocabulary.events import (
    BeginStep,
    Cast,
    CreateTokens,
    Damage,
    Draw,
    Entering,
    Event,
    GainLife,
    LoseGame,
    LoseLife,
    MoveCards,
    PutCounters,
    Regenerate,
    Tap,
    ZoneChange,
)
from mtglogic.vocabulary.world import World

ALONE = (GainLife, LoseLife, LoseGame, BeginStep, Tap, PutCounters, Cast)


def _entering_counters(oid: str, status: Entering | None) -> list[Event]:
    """The counters a permanent enters with, put on it as it enters (122.6)."""
    if status is None:
        return []
    return [PutCounters(amount=count, target=oid, counter=kind)
            for kind, count in status.counters if count > 0]


def occurrences(events: Iterable[Event], before: World, after: After) -> tuple[Event, ...]:
    """Each occurrence of an outcome's events, in the order they are listed (tokens named
    by the objects they became in ``after``)."""
    found: list[Event] = []
    tokens = {name: list(ids) for name, ids in after.created.items()}
    for event in events:
        if isinstance(event, ZoneChange):
            found.append(event)
            if event.to_zone == "battlefield":
                found += _entering_counters(event.obj, event.enter)
        elif isinstance(event, CreateTokens) and event.zone == "battlefield":
            made = tokens.get(event.token, [])
            for oid in made[:event.amount]:
                found.append(ZoneChange(obj=oid, from_zone="", to_zone="battlefield",
                                        enter=event.enter))
                found.append(CreateTokens(amount=1, player=event.player, token=oid,
                                          enter=event.enter))
                found += _entering_counters(oid, event.enter)
            tokens[event.token] = made[event.amount:]
        elif isinstance(event, Draw):
            found += [Draw(amount=1, player=event.player)] * event.amount
        elif isinstance(event, Damage):
            if event.amount > 0:
                found.append(event)
        elif isinstance(event, MoveCards):
            found += [ZoneChange(obj=card, from_zone=event.from_zone, to_zone=event.to_zone)
                      for card in event.cards]
        elif isinstance(event, Regenerate):
            obj = before.obj(event.target)
            if obj is not None and not obj.tapped:
                found.append(Tap(obj=event.target))
        elif isinstance(event, ALONE) and event.happens():
            found.append(event)
    return tuple(found)


__all__ = ["occurrences"]
