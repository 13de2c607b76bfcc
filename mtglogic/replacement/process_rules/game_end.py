"""The game ends as soon as a player wins (104.1, 104.2b; the same numbers in cr-2011).

Once an event in which a player wins the game has happened (no effect is left to modify
it, and no "can't" effect stops the win), the game is over: the events still queued after
it (the rest of a sequence of draws, 121.6b; the other objects' parts, 616.1) never happen,
so nothing more is chosen or applied, and the orders counted are only those of the choices
made before the end. The parts of the event in which the player wins still happen with it.
Cites the ruleset key ``game_end``.
"""
from __future__ import annotations

from mtglogic.replacement.model import State
from mtglogic.replacement.process_rules.base import Core, ProcessRule
from mtglogic.vocabulary.events import WinGame


class GameEnd(ProcessRule):
    """104.1: after the event in which a player wins, the queued events are dropped."""

    key = "game_end"
    cites = ("game_end",)
    order = 140  # it settles a step last
    concerns = (WinGame,)

    def __init__(self, core: Core) -> None:
        super().__init__(core)
        self.ended = False  # whether some order ended the game (so far)

    def settle(self, state: State) -> State:
        if not state.queue or not self._wins(state):
            return state
        if self.core.options(state).choices:
            return state  # effects may still modify the event the player wins in
        self.ended = True
        return state._replace(queue=())

    def explain(self) -> list[str]:
        if not self.ended:
            return []
        return [f"once a player wins, the game is over: nothing queued after that event is "
                f"done ({self.cite('game_end')})"]

    def _wins(self, state: State) -> bool:
        """Whether a part of the current event is a win nothing stops."""
        parts = self.parts
        return any(isinstance(parts[p].event, WinGame) and parts[p].blocked is None
                   for p in state.parts)
