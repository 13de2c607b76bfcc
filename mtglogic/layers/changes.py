"""What one applied effect changed: each affected object's characteristics before and after
the step, as the output shows them (the values of 613.1's layers, one effect at a time).

The engine keeps, for the objects an effect is about to change, the raw values of the
fields the effect writes (its words declare them, as dependency detection needs, 613.8),
and compares them after the step; the values that differ are kept raw and turned into
plain data only when the answer is printed, so a step costs little more than the effect."""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from operator import attrgetter
from typing import Any

from mtglogic.model.objects import ObjState
from mtglogic.vocabulary.fields import family

# Per object id, per characteristic that changed (its output key): its raw value before
# and after the step.
Changes = dict[str, dict[str, tuple[Any, Any]]]

# The fields of ObjState that make its characteristics, with their key in the output.
FIELDS = (("name", "name"), ("controller", "controller"), ("zone", "zone"),
          ("mana_value", "mana_value"), ("colors", "colors"), ("card_types", "types"),
          ("subtypes", "subtypes"), ("supertypes", "supertypes"), ("abilities", "abilities"),
          ("power", "power"), ("toughness", "toughness"), ("loyalty", "loyalty"))
PT_KEYS = frozenset(["power", "toughness"])


@dataclass(frozen=True)
class Fields:
    """Some characteristics: their output keys, and a reader of their raw values."""

    keys: tuple[str, ...]
    read: Callable[[ObjState], tuple[Any, ...]]

    def values(self, obj: ObjState) -> tuple[Any, ...]:
        """The raw values; a power or toughness is None while the object has no P/T as a
        characteristic (a noncreature, 208.3 in both rulesets), as the output says it."""
        found = self.read(obj)
        if PT_KEYS.isdisjoint(self.keys) or obj.has_pt():
            return found
        return tuple(None if key in PT_KEYS else value for key, value in zip(self.keys, found))


@lru_cache(maxsize=256)
def written_fields(writes: frozenset[str]) -> Fields | None:
    """The characteristics among what an effect writes (``colors:blue`` is ``colors``);
    None when it writes none of them."""
    families = {family(w) for w in writes}
    chosen = [(name, key) for name, key in FIELDS if name in families]
    if not chosen:
        return None
    getter = attrgetter(*(name for name, _ in chosen))
    read = getter if len(chosen) > 1 else (lambda obj: (getter(obj),))
    return Fields(tuple(key for _, key in chosen), read)


def snapshot(board: Mapping[str, ObjState], targets: frozenset[str],
             fields: Fields | None) -> dict[str, tuple[Any, ...]]:
    """The raw values of ``fields`` of the objects an effect is about to change (the board
    edits them in place)."""
    if fields is None:
        return {}
    return {oid: fields.values(board[oid]) for oid in targets if oid in board}


SET_KEYS = frozenset(["colors", "types", "subtypes", "supertypes"])


def _plain(key: str, value: Any) -> Any:
    """A raw value as ``ObjState.characteristics`` writes it: sets sorted, abilities by
    their label."""
    if key in SET_KEYS:
        return sorted(value)
    if key == "abilities":
        return [a.label() for a in value]
    return value


def changed_values(before: Mapping[str, tuple[Any, ...]], board: Mapping[str, ObjState],
                   fields: Fields | None) -> Changes:
    """The characteristics among ``fields`` whose value differs between ``before`` and
    ``board``, by object."""
    found: Changes = {}
    if fields is None:
        return found
    for oid in sorted(before):
        if oid not in board:
            continue
        was, now = before[oid], fields.values(board[oid])
        if was == now:
            continue
        diff = {}
        for key, old, new in zip(fields.keys, was, now):
            if old != new:
                diff[key] = (old, new)
        if diff:
            found[oid] = diff
    return found


def changes_json(changes: Changes) -> dict[str, dict[str, dict[str, Any]]]:
    """A step's changes as plain data, as ``ObjState.characteristics`` gives values (None
    where the object had no such value): object -> characteristic -> before and after.
    A raw change that reads the same (an ability granted that it already had) is none."""
    found: dict[str, dict[str, dict[str, Any]]] = {}
    for oid, diff in changes.items():
        plain = {key: {"before": _plain(key, old), "after": _plain(key, new)}
                 for key, (old, new) in diff.items()}
        plain = {key: c for key, c in plain.items() if c["before"] != c["after"]}
        if plain:
            found[oid] = plain
    return found
