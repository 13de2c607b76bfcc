"""Watch tests on draws (121.2; 120.2 in 2011): the instruction to draw, or each single draw.

An effect on the number of cards (``cards``) sees the instruction to draw (121.2a in 2026);
every other draw watch sees each single draw (121.2; 120.2), with its place in the turn
(``except_first``), the cards left in the library (``library``: dredge, 702.52b in 2026) and
a draw from an empty library (``empty_library``, 121.6a; 120.6a in 2011) and the cards in
the player's hand as each single draw comes (``hand``, the cards drawn before it in the same
sequence included: 121.1, 121.6b; 120.1, 120.6b in 2011). The first three are about single
draws and let an instruction pass; ``hand`` beside ``cards`` reads the hand as the
instruction comes, once for all its cards, before any is drawn (121.2a; cr-2011 has no such
rule): "as long as you have one or fewer cards in hand, if you would draw one or more
cards" (Quantum Riddler).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from mtglogic.vocabulary.events import Draw, Event
from mtglogic.vocabulary.watch_base import Comparison, WatchTest
from mtglogic.vocabulary.world import Binding, World


@dataclass(frozen=True, repr=False)
class DrawCards(WatchTest):
    """``cards``: the instruction to draw, when its number of cards compares so."""

    key: ClassVar[str] = "cards"
    cards: Comparison

    def holds(self, event: Event, bind: Binding, world: World) -> bool:
        return not isinstance(event, Draw) or (not event.single and self.cards(event.amount))

    def describe(self) -> str:
        return f"an instruction to draw {self.cards.describe()} cards"


@dataclass(frozen=True, repr=False)
class SingleDraws(WatchTest):
    """A draw watch without ``cards`` sees each single draw, not the instruction."""

    follows: ClassVar[str] = "cards"  # the rule it follows is that of ``cards``

    def holds(self, event: Event, bind: Binding, world: World) -> bool:
        return not isinstance(event, Draw) or event.single

    def describe(self) -> str:
        return "each single draw, not the instruction to draw"


@dataclass(frozen=True, repr=False)
class ExceptFirst(WatchTest):
    """``except_first``: every single draw but the player's first this ``turn``, or but the
    first in each of their draw steps (``draw_step``)."""

    key: ClassVar[str] = "except_first"
    scope: str  # "turn" or "draw_step"

    def holds(self, event: Event, bind: Binding, world: World) -> bool:
        if not isinstance(event, Draw) or not event.single:
            return True
        if self.scope == "turn":
            return event.ordinal != 1
        game = world.game
        return not (event.in_step == 1 and game.step == "draw"
                    and game.active_player == event.player)

    def describe(self) -> str:
        where = "this turn" if self.scope == "turn" else "in their draw step"
        return f"every draw but the player's first {where}"


@dataclass(frozen=True, repr=False)
class LibraryHolds(WatchTest):
    """``library``: a single draw while the player's library holds so many cards."""

    key: ClassVar[str] = "library"
    cards: Comparison

    def holds(self, event: Event, bind: Binding, world: World) -> bool:
        return not isinstance(event, Draw) or not event.single or self.cards(event.library)

    def describe(self) -> str:
        return f"a draw from a library of {self.cards.describe()} cards"


@dataclass(frozen=True, repr=False)
class EmptyLibrary(WatchTest):
    """``empty_library``: a single draw while the library is empty (true) or not (false)."""

    key: ClassVar[str] = "empty_library"
    value: bool

    def holds(self, event: Event, bind: Binding, world: World) -> bool:
        if not isinstance(event, Draw) or not event.single:
            return True
        return (event.library == 0) == self.value

    def describe(self) -> str:
        return "a draw from an empty library" if self.value else \
            "a draw from a library that is not empty"


@dataclass(frozen=True, repr=False)
class HandHolds(WatchTest):
    """``hand``: a single draw while the player's hand holds so many cards, the cards drawn
    before it in the same sequence counted (121.1, 121.6b; 120.1, 120.6b in 2011); for a
    watch on the instruction (``cards``), the hand as the instruction comes, read once for
    all its cards (121.2a in 2026)."""

    key: ClassVar[str] = "hand"
    cards: Comparison

    def holds(self, event: Event, bind: Binding, world: World) -> bool:
        return not isinstance(event, Draw) or self.cards(event.hand)

    def describe(self) -> str:
        return f"a draw while the hand holds {self.cards.describe()} cards"
