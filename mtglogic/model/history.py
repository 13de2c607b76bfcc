"""What already happened this turn, as a scenario states it (the ``this_turn`` section).

Some replacement effects read the turn so far: "except the first card they draw each
turn" or "in each of their draw steps" (121.2 in 2026, 120.2 in 2011: every draw is its
own event, so each has its place in the turn), "a creature dealt damage by this creature
this turn" (Kumano's Pupils), "if you gained life this turn". The replacement
engine adds the draws an event makes to these counts as it goes.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class DamageDealt:
    """Damage a source dealt to a player or an object earlier this turn, and the player
    who controlled the source then."""

    source: str
    recipient: str
    amount: int
    controller: str


@dataclass(frozen=True)
class TurnHistory:
    """Cards drawn this turn and in the current step, damage dealt and life gained and
    lost this turn, by player (objects by id). Empty by default: nothing happened yet."""

    draws: tuple[tuple[str, int], ...] = ()
    draws_this_step: tuple[tuple[str, int], ...] = ()
    damage: tuple[DamageDealt, ...] = ()
    life_gained: tuple[tuple[str, int], ...] = ()
    life_lost: tuple[tuple[str, int], ...] = ()

    def drawn(self, player: str, this_step: bool = False) -> int:
        """How many cards the player drew this turn (or in the current step)."""
        table = dict(self.draws_this_step if this_step else self.draws)
        return table.get(player, 0)

    def damage_to(self, recipient: str) -> tuple[DamageDealt, ...]:
        """The damage dealt to this player or object this turn."""
        return tuple(d for d in self.damage if d.recipient == recipient)

    def gained(self, player: str) -> int:
        return dict(self.life_gained).get(player, 0)

    def lost(self, player: str) -> int:
        return dict(self.life_lost).get(player, 0)
