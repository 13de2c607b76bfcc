"""An effect does only as much as possible (609.3; the same number in cr-2011): cards moved
from the top of a library are no more than it holds.

Effects modify the event as it would happen ("exile the top two cards" stays two for an
effect that watches it); once no effect is left for the event, each move from the top of a
library (``top``) is bounded by the player's cards there, those that other parts of the same
event moved first (done before it, or earlier in it) and objects this event moves counted
out, and takes them in the library's order, the first the scenario lists being the top: it
names them, so the outcome says where each card went. A move bounded to 0 doesn't happen
(614.7). A move of cards of a player's choice (``top`` not given) is not bounded: a scenario
need not list the cards of a graveyard or a hand it moves. Cites the ruleset key
``bounded_amounts``.
"""
from __future__ import annotations

from dataclasses import replace

from mtglogic.replacement.model import State
from mtglogic.replacement.process_rules.base import Core, ProcessRule
from mtglogic.vocabulary.events import MoveCards

Zone = tuple[str, str]  # (player, zone)


class BoundedAmounts(ProcessRule):
    """609.3: when the event is settled, its moves of cards are bounded by what exists."""

    key = "bounded_amounts"
    cites = ("bounded_amounts",)
    order = 120
    concerns = (MoveCards,)

    def __init__(self, core: Core) -> None:
        super().__init__(core)
        self.bounded = False  # whether some move was bounded (so far)

    def settle(self, state: State) -> State:
        parts = self.parts
        if not any(self._open(p) for p in state.parts):
            return state
        if self.core.options(state).choices:
            return state  # effects may still modify the event
        used: dict[Zone, int] = {}  # cards each zone gave to the moves before
        taken: set[str] = set()  # the cards they named
        for pid, stop, count in state.done:
            event = parts[pid].event
            if isinstance(event, MoveCards) and stop == -1:
                where = (event.player, event.from_zone)
                used[where] = used.get(where, 0) + event.amount * count
                taken.update(event.cards)
        moving = self.core.moving(state)
        new = []
        for pid in state.parts:
            event = parts[pid].event
            if not isinstance(event, MoveCards) or parts[pid].blocked is not None:
                new.append(pid)
                continue
            where = (event.player, event.from_zone)
            if self._open(pid):
                cards = self._cards(where, moving)
                amount = min(event.amount, max(0, len(cards) - used.get(where, 0)))
                self.bounded = self.bounded or amount < event.amount
                if not amount:
                    continue
                top = tuple([c for c in cards if c not in taken][:amount]) if event.top else ()
                event = replace(event, amount=amount, cards=top)
                pid = self.core.intern(event)
            used[where] = used.get(where, 0) + event.amount
            taken.update(event.cards)
            new.append(pid)
        return state._replace(parts=tuple(new))

    def explain(self) -> list[str]:
        if not self.bounded:
            return []
        return [f"no more cards are moved than the zone holds: the effect does only as much "
                f"as possible ({self.cite('bounded_amounts')})"]

    def _open(self, pid: int) -> bool:
        """Whether a part is a move of cards not yet named, that nothing stops."""
        part = self.parts[pid]
        event = part.event
        return isinstance(event, MoveCards) and event.top and not event.cards \
            and part.blocked is None

    def _cards(self, where: Zone, moving: frozenset[str]) -> list[str]:
        """The player's cards in the zone, in the scenario's order (a library's top first),
        tokens and objects this event moves left out."""
        player, zone = where
        return [o.id for o in self.world.game.objects.values()
                if o.zone == zone and o.owner == player and not o.is_token
                and o.id not in moving]
