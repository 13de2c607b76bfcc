"""Watch tests on life (119 today, 118 in 2011): life paid as a cost, or lost otherwise.

Paying life is losing that much life (119.4; 118.4 in 2011), so every watch of ``lose_life``
sees a payment too; ``paid`` tells them apart, for effects that watch payments.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from mtglogic.vocabulary.events import Event, GainLife, LoseLife, MoveCards
from mtglogic.vocabulary.watch_base import WatchTest
from mtglogic.vocabulary.world import Binding, World


@dataclass(frozen=True, repr=False)
class PaidLife(WatchTest):
    """``paid``: life paid as a cost (true) or life lost otherwise (false)."""

    key: ClassVar[str] = "paid"
    value: bool

    def holds(self, event: Event, bind: Binding, world: World) -> bool:
        return not isinstance(event, LoseLife) or event.paid == self.value

    def describe(self) -> str:
        return "life paid" if self.value else "life lost, not paid"


@dataclass(frozen=True, repr=False)
class LibraryCoversAmount(WatchTest):
    """``library_covers``: the player's library holds at least as many cards as the event's
    amount ("while your library has at least that many cards in it"), or not (false)."""

    key: ClassVar[str] = "library_covers"
    value: bool

    def holds(self, event: Event, bind: Binding, world: World) -> bool:
        if not isinstance(event, (LoseLife, GainLife, MoveCards)):
            return True
        return (world.library_size(event.player) >= event.amount) == self.value

    def describe(self) -> str:
        return "while the library holds at least that many cards" if self.value else \
            "while the library holds fewer cards than that"
