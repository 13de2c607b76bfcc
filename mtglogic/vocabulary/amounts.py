"""Numbers in replacement effects: a whole number or a value, worked out as the effect applies.

Where an effect's action or template takes a number (``multiply``, ``add``, ``set``,
``enter_with_counters``' count, an event template's amount), a value of the values registry
may stand instead: ``{chosen: x}`` (Hangarback Walker's X), ``{power: it}``,
``{count: {...}}``, ``{counters: {kind: +1/+1, on: self}}``. It is worked out on the board
as replacement effects see it: ``self`` is the effect's source, ``it`` the object the event
concerns, seen as it would exist on the battlefield when it is entering (614.12).
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from mtglogic.node import Node
from mtglogic.vocabulary import argschema as s
from mtglogic.vocabulary.compiler import compile_value
from mtglogic.vocabulary.spec import Spec

if TYPE_CHECKING:  # the words of events, loaded when an event is met (event_words)
    from mtglogic.vocabulary.events import Event
    from mtglogic.vocabulary.world import Binding, World

Amount = Callable[["Event", "Binding", "World"], int]


def number_schema(minimum: int | None = None, maximum: int | None = None) -> dict[str, Any]:
    """A whole number (within bounds) or a value word (a mapping: a bare number is the
    whole number, bounds and all)."""
    whole = s.integer(minimum) if maximum is None else s.integer(minimum, maximum)
    return {"anyOf": [whole, s.ref("value") | {"type": "object"}]}


def _concerned(event: Event, world: World):  # type: ignore[no-untyped-def]
    entering = world.entering(event)
    if entering is not None:
        return entering, entering
    for field in ("target", "obj", "recipient"):
        ref = getattr(event, field, "")
        if ref and world.obj(ref) is not None:
            return world.obj(ref), None
    return None, None


def compile_amount(arg: Node, minimum: int | None = None,
                   maximum: int | None = None) -> Amount:
    """A number an effect uses: fixed, or a value worked out when it applies (negative
    results of a value count as 0 where ``minimum`` is 0)."""
    if not arg.is_map():
        fixed = arg.as_int(minimum) if maximum is None else arg.as_int(minimum, maximum)
        return lambda event, bind, world: fixed
    value = compile_value(arg)

    def amount(event: Event, bind: Binding, world: World) -> int:
        it, entering = _concerned(event, world)
        found = value.evaluate(world.context(bind.source, bind.you, it, entering))
        return found if minimum is None else max(minimum, found)
    return amount


@dataclass(frozen=True)
class AmountOf(Spec[Amount]):
    """The spec of such a number: a whole number within bounds, or a value."""

    minimum: int | None = None
    maximum: int | None = None

    def schema(self) -> dict[str, Any]:
        return number_schema(self.minimum, self.maximum)

    def parse(self, node: Node) -> Amount:
        return compile_amount(node, self.minimum, self.maximum)
