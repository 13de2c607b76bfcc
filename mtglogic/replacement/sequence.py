"""Events done one after another: single draws (121.2) and an event's objects one by one (616.1).

Single draws (121.2 in 2026, 120.2 in 2011): an instruction to draw is first modified as a
whole by the effects that look at the number of cards (121.2a, 616.1g in 2026: watch
``cards``); once no such effect is left, it becomes that many individual draws, done one
at a time, each its own event for replacement effects (every effect gets a new
opportunity, 614.5). Draws a replacement makes ("draw two cards instead") are instructions
too, done before the sequence goes on (121.6b, 614.11a); the effects that already modified
the event they replace don't apply to them again (614.5). A player's draws are counted
through the turn (``this_turn`` of the scenario, then this event's draws), so "except the
first one" sees which draw it is, and a draw knows how many cards are left in the library
(121.6a: a draw from an empty library is still replaced). Players draw in APNAP order
(121.2c).

An event that moves several objects or puts counters on several at once (a wrath): each
affected object's (or player's) part is modified on its own, its controller (or owner,
or the player) choosing among the effects on it (616.1), every effect having one
opportunity per part. The parts are taken in APNAP order of who chooses (616.1, 101.4);
nothing one of them does changes what the others see, so the orders of the whole event are
the product of the orders of its parts.
"""
from __future__ import annotations

from mtglogic.replacement.model import Options, State
from mtglogic.vocabulary.events import (Damage, Draw, Event, PutCounters, RemoveCounters,
                                        ZoneChange)
from mtglogic.vocabulary.world import World

PER_OBJECT = (ZoneChange, PutCounters, RemoveCounters)
Queue = tuple[tuple[tuple[int, ...], int, int], ...]  # (parts or a draw, how many, used)
Done = tuple[tuple[int, int, int], ...]  # (part, what stopped it or -1, how many)


class Sequence:
    """The part of the 616.1 process that sequences events (mixed into ``Process``)."""

    world: World
    events: list[Event]
    _instruction: list[bool]  # per part: an instruction to draw, not yet single draws
    _blocked: list[int | None]
    _affected: list[str | None]
    _sequenced: bool

    def intern(self, part: Event) -> int:
        raise NotImplementedError

    def options(self, state: State) -> Options:
        raise NotImplementedError

    @property
    def sequences_draws(self) -> bool:
        """Whether some instruction to draw became single draws (so far)."""
        return any(self._instruction)

    @property
    def splits_objects(self) -> bool:
        """Whether the event's objects are modified one by one (616.1)."""
        return self._sequenced

    @property
    def sequenced(self) -> bool:
        """Whether an event became events done one after another (so far): then an effect
        may apply once to each of them."""
        return self._sequenced or self.sequences_draws

    def _apnap_key(self, player: str | None) -> int:
        order = self.world.game.apnap()
        return order.index(player) if player in order else len(order)

    def split(self, parts: tuple[int, ...]) -> State:
        """The start of an event: one event per affected object when it moves or puts
        counters on several objects at once (616.1), else the event as it is."""
        groups: dict[str, list[int]] = {}
        for pid in parts:
            part = self.events[pid]
            if isinstance(part, Damage) or not isinstance(part, PER_OBJECT):
                return State(parts)
            ref = part.obj if isinstance(part, ZoneChange) else part.target
            groups.setdefault(ref, []).append(pid)
        if len(groups) < 2:
            return State(parts)
        self._sequenced = True
        ordered = sorted(groups.values(), key=lambda g: self._apnap_key(self._affected[g[0]]))
        queue = tuple((tuple(g), 1, 0) for g in ordered[1:])
        return State(tuple(ordered[0]), queue=queue)

    def advance(self, state: State) -> State:
        """Once no effect is left for the current event, its instructions to draw become
        single draws queued first, and the next event of the queue becomes the event."""
        while state.queue or any(self._instruction[p] for p in state.parts):
            if self.options(state).choices:
                return state
            drawing = sorted((p for p in state.parts if self._instruction[p]),
                             key=lambda p: self._apnap_key(self.events[p].player))
            queue: Queue = tuple(((self.intern(Draw(amount=1, player=self.events[p].player)),),
                                  self.events[p].amount, state.used) for p in drawing)
            done = self._finish(state.done, [p for p in state.parts if not self._instruction[p]])
            state = self._next(done, queue + state.queue, state)
        return state

    def _finish(self, done: Done, parts: list[int]) -> Done:
        """The finished parts added to those done, counted; a single draw counts as a plain
        draw of one card, with the "can't" effect that stopped it, if any."""
        table = {(pid, stop): count for pid, stop, count in done}
        for pid in parts:
            part, stop = self.events[pid], -1
            if isinstance(part, Draw) and part.single:
                blocked = self._blocked[pid]
                pid, stop = self.intern(Draw(amount=1, player=part.player)), \
                    -1 if blocked is None else blocked
            table[(pid, stop)] = table.get((pid, stop), 0) + 1
        return tuple(sorted((pid, stop, count) for (pid, stop), count in table.items()))

    def _next(self, done: Done, queue: Queue, state: State) -> State:
        if not queue:
            return state._replace(parts=(), done=done, queue=())
        (parts, count, used), rest = queue[0], queue[1:]
        if count > 1:
            rest = ((parts, count - 1, used),) + rest
        first = self.events[parts[0]]
        if isinstance(first, Draw):
            parts = (self.intern(self._single(first.player, done)),)
        return State(parts, used, state.spent, done, rest)

    def _single(self, player: str, done: Done) -> Draw:
        """The player's next single draw, with its place in the turn and the library."""
        plain = Draw(amount=1, player=player)
        drawn = sum(count for pid, stop, count in done
                    if stop == -1 and self.events[pid] == plain)
        history = self.world.history
        return Draw(amount=1, player=player, single=True,
                    ordinal=history.drawn(player) + drawn + 1,
                    in_step=history.drawn(player, this_step=True) + drawn + 1,
                    library=max(0, self.world.library_size(player) - drawn))
