"""A watch test relating the two objects of damage by their colors (105.2; the same in 2011).

"Damage that would be dealt to a creature by another creature if they share a color"
(Well-Laid Plans): the damage source and the damaged object are two objects with at least
one color in common, as they are when the damage would be dealt (611.3a: a static ability's
effect applies at each moment). A colorless object shares a color with nothing; damage to a
player never passes.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from mtglogic.vocabulary.events import Damage, Event
from mtglogic.vocabulary.watch_base import WatchTest
from mtglogic.vocabulary.world import Binding, World


@dataclass(frozen=True, repr=False)
class SourceSharesColor(WatchTest):
    """``source_shares_color``: the damage source is another object than the damaged one
    and they share a color (true), or they don't (false)."""

    key: ClassVar[str] = "source_shares_color"
    value: bool

    def holds(self, event: Event, bind: Binding, world: World) -> bool:
        if not isinstance(event, Damage):
            return True
        source, recipient = world.obj(event.source), world.obj(event.recipient)
        shares = source is not None and recipient is not None and \
            event.source != event.recipient and not source.colors.isdisjoint(recipient.colors)
        return shares == self.value

    def describe(self) -> str:
        return "damage from another object sharing a color with the damaged one" \
            if self.value else "damage from no other object sharing a color with the damaged one"
