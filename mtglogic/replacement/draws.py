"""Single draws (121.2 in 2026, 120.2 in 2011): an instruction to draw N cards is N events.

An instruction to draw is first modified as a whole by the effects that look at the
number of cards (121.2a, 616.1g in 2026: watch ``cards``); once no such effect is left, it
becomes that many individual draws, done one at a time, each its own event for replacement
effects (every effect gets a new opportunity, 614.5). Draws a replacement makes ("draw two
cards instead") are instructions too, done before the sequence goes on (121.6b, 614.11a);
the effects that already modified the event they replace don't apply to them again
(614.5). A player's draws are counted through the turn (``this_turn`` of the scenario, then
this event's draws), so "except the first one" sees which draw it is, and a draw knows how
many cards are left in the library (121.6a: a draw from an empty library is still
replaced). Players draw in APNAP order (121.2c).
"""
from __future__ import annotations

from mtglogic.replacement.model import Options, State
from mtglogic.vocabulary.events import Draw, Event
from mtglogic.vocabulary.world import World


class DrawSteps:
    """The part of the 616.1 process that sequences single draws (mixed into ``Process``)."""

    world: World
    events: list[Event]
    _instruction: list[bool]  # per part: an instruction to draw, not yet single draws
    _blocked: list[int | None]

    def intern(self, part: Event) -> int:
        raise NotImplementedError

    def options(self, state: State) -> Options:
        raise NotImplementedError

    @property
    def sequences_draws(self) -> bool:
        """Whether some instruction to draw became single draws (so far)."""
        return any(self._instruction)

    def advance(self, state: State) -> State:
        """Once no effect is left for the current event, its instructions to draw become
        single draws queued first, and the next draw of the queue becomes the event."""
        while state.queue or any(self._instruction[p] for p in state.parts):
            if self.options(state).choices:
                return state
            orders = self.world.game.apnap()
            drawing = sorted((p for p in state.parts if self._instruction[p]),
                             key=lambda p: orders.index(self.events[p].player)
                             if self.events[p].player in orders else len(orders))
            queue = tuple((self.events[p].player, self.events[p].amount, state.used)
                          for p in drawing) + state.queue
            done = state.done + tuple(p for p in state.parts if not self._instruction[p])
            state = self._next_draw(done, queue, state)
        return state

    def _next_draw(self, done: tuple[int, ...], queue: tuple[tuple[str, int, int], ...],
                   state: State) -> State:
        if not queue:
            return state._replace(parts=(), done=done, queue=())
        (player, count, used), rest = queue[0], queue[1:]
        if count > 1:
            rest = ((player, count - 1, used),) + rest
        drawn = sum(1 for p in done if self._drew(p, player))
        history = self.world.history
        single = Draw(amount=1, player=player, single=True,
                      ordinal=history.drawn(player) + drawn + 1,
                      in_step=history.drawn(player, this_step=True) + drawn + 1,
                      library=max(0, self.world.library_size(player) - drawn))
        return State((self.intern(single),), used, state.spent, done, rest)

    def _drew(self, pid: int, player: str) -> bool:
        """Whether this finished part is a card the player drew (not one that can't be)."""
        part = self.events[pid]
        return isinstance(part, Draw) and part.single and part.player == player \
            and self._blocked[pid] is None
