"""Words that read how a permanent was cast: the record its spell left (601.2; the same
numbers in 2011 up to 601.2g-h), kept in the object's choices as its caster made them::

    choices: {cast: hand, mana_spent: 5, colors_spent: 2}   # cast from the hand with 5 mana
    choices: {cast: not_cast}                               # put onto the battlefield

    {cast_from: hand}                     # "if you cast it from your hand" (601.2a)
    {was_cast: true}                      # "if you cast it" (601.2i; 601.2h in 2011)
    {mana_spent: self}                    # "the amount of mana spent to cast it" (601.2h)
    {colors_spent: self}                  # converge: "each color of mana spent" (601.2h)

The choice ``cast`` is the zone the card was cast from (601.2a: it moves from there to the
stack) or ``not_cast``; a permanent that wasn't cast had no mana spent to cast it. A
replacement effect that modifies how a permanent enters reads the spell that became it
(614.12), whose choices the permanent keeps (the scenario's object on the stack).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mtglogic.errors import ConsistencyError
from mtglogic.model.frozen import FrozenMap
from mtglogic.vocabulary.compiled import Value
from mtglogic.vocabulary.context import EvalContext
from mtglogic.vocabulary.registry import CONDITIONS, VALUES, fixed_fields
from mtglogic.vocabulary.spec import Flag, Word, Words

NOT_CAST = "not_cast"
CAST_ZONES = ("hand", "graveyard", "library", "exile", "command")
_CAST_CHOICES = CAST_ZONES + (NOT_CAST,)
_SELF = Word(("self",))


def _cast_zone(c: EvalContext) -> str:
    # an undefined choice (607.5a): no record of its casting, as if it was not cast
    return c.chosen("cast", _CAST_CHOICES, kind="zone it was cast from") or NOT_CAST


@CONDITIONS.add("cast_from", "the source was cast from one of these zones (its choice "
                "`cast`: the zone, or `not_cast`)", "hand", Words(CAST_ZONES),
                reads=fixed_fields("choices"), rule="cast_from", samples=(["graveyard"],))
def _cast_from(zones: tuple[str, ...]) -> Callable[[EvalContext], bool]:
    return lambda c: _cast_zone(c) in zones


@CONDITIONS.add("was_cast", "the source was cast as a spell (true) or not (false): its "
                "choice `cast` is a zone, not `not_cast`", True, Flag(),
                reads=fixed_fields("choices"), rule="spell_cast", samples=(False,))
def _was_cast(wanted: bool) -> Callable[[EvalContext], bool]:
    return lambda c: (_cast_zone(c) != NOT_CAST) == wanted


def _spent(key: str, most: int | None) -> Callable[[EvalContext], int]:
    """A number of the cast record, 0 when it wasn't cast (no mana was spent on it)."""
    def spent(c: EvalContext) -> int:
        if _cast_zone(c) == NOT_CAST:
            return 0
        value = c.chosen(key, kind="number")
        if value is None:  # undefined (607.5a): nothing recorded
            return 0
        if not value.isdigit() or (most is not None and int(value) > most):
            bound = f" from 0 to {most}" if most is not None else ""
            raise ConsistencyError(f"`{key}` of {c.source or 'the effect'} needs a whole "
                                   f"number{bound}, not {value!r}")
        return int(value)
    return spent


@VALUES.add("mana_spent", "the amount of mana spent to cast the source (its choice "
            "`mana_spent`; 0 when it wasn't cast)", "self", _SELF,
            reads=fixed_fields("choices"), rule="mana_spent")
def _mana_spent(ref: str) -> Value:
    return Value(_spent("mana_spent", None), frozenset())


@VALUES.add("colors_spent", "how many colors of mana were spent to cast the source (its "
            "choice `colors_spent`, 0 to 5; 0 when it wasn't cast)", "self", _SELF,
            reads=fixed_fields("choices"), rule="mana_spent")
def _colors_spent(ref: str) -> Value:
    return Value(_spent("colors_spent", 5), frozenset())


# The key of each word's rule in the rulesets' tables (``word_rules``, and the
# ``replacement.rules`` an explanation cites from).
RULE_KEYS = {"cast_from": "cast_from", "was_cast": "spell_cast", "mana_spent": "mana_spent",
             "colors_spent": "mana_spent"}


def cast_record_rules(data: Any) -> tuple[str, ...]:
    """The rule keys of the cast record words a definition uses (its plain or frozen
    data), each once, in the order first met."""
    found: list[str] = []

    def walk(item: Any) -> None:
        if isinstance(item, (FrozenMap, dict)):
            for key, value in (item.items() if isinstance(item, dict) else item):
                rule = RULE_KEYS.get(key) if isinstance(key, str) else None
                if rule is not None and rule not in found:
                    found.append(rule)
                walk(value)
        elif isinstance(item, (list, tuple)):
            for value in item:
                walk(value)
    walk(data)
    return tuple(found)
