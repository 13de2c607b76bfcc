"""Cards are drawn one at a time (121.2 in cr-2026, 120.2 in cr-2011).

An instruction to draw is first modified as a whole by the effects that look at the
number of cards (121.2a in cr-2026; cr-2011 has no such rule and the engine cites none);
once no effect on it is left, it becomes that many single draws, queued before the rest,
each its own event for replacement effects (614.5: a new opportunity each). A single draw
an effect changes into another number of cards is an instruction again (121.2, 614.11a).
A player's draws count through the turn (``this_turn``, then this event's draws), so a
draw knows which one it is, how many cards the library holds (121.6a) and how many the
hand holds, the cards drawn before it included (121.1, 121.6b; 120.1, 120.6b in 2011); players draw in
APNAP order (121.2c). A finished single draw is counted as a plain draw of one card.
An instruction knows the cards in the player's hand as it comes, before any of its cards is
drawn: an effect that watches the instruction as a whole reads the hand once for all of it
(121.2a: it modifies the instruction before the single draws are considered; cr-2011 has no
such rule, and the engine lets such an effect see the instruction the same way). An
instruction an effect makes of a single draw comes with that draw's hand; one made of
another event, or added besides, with the hand before the event.
Cites the ruleset keys ``single_draws``, ``draw_number`` and ``hand_between_draws``, and
follows ``draw_sequence`` (614.11a).
"""
from __future__ import annotations

from dataclasses import replace

from mtglogic.replacement.model import Choice, State
from mtglogic.replacement.part import Part
from mtglogic.replacement.process_rules.base import Core, Done, ProcessRule, Queue, StepNote
from mtglogic.vocabulary.events import Draw, Event, MoveCards
from mtglogic.vocabulary.watch_base import GameCondition
from mtglogic.vocabulary.watch_draws import DrawCards, HandHolds


class SingleDraws(ProcessRule):
    """121.2: instructions to draw held until they become single draws."""

    key = "single_draws"
    cites = ("single_draws", "draw_number", "hand_between_draws", "draw_sequence")
    order = 50
    concerns = (Draw,)

    def __init__(self, core: Core) -> None:
        super().__init__(core)
        self.used = False  # whether some instruction to draw was interned (so far)

    @property
    def sequences(self) -> bool:
        return self.used

    def explain(self) -> list[str]:
        if not self.used:
            return []
        first = self.cite("draw_number")
        line = f"cards are drawn one at a time, each draw an event of its own " \
               f"({self.cite('single_draws')})"
        if first:
            line += f", after the effects on the number drawn ({first})"
        if self._reads_hand():
            line += f"; each card drawn is in the hand before the next draw " \
                    f"({self.cite('hand_between_draws')})"
        if self._reads_hand(whole=True):
            line += f"; an effect on the instruction reads the hand once, as it comes, " \
                    f"before any card is drawn ({first or 'no rule of ' + self.core.rules.ruleset})"
        return [line]

    def step_note(self, before: State, choice: Choice, after: State) -> StepNote | None:
        if not self.used:
            return None
        return StepNote(cites=tuple(c for c in (self.cite("single_draws"),
                                                self.cite("draw_number")) if c))

    def _reads_hand(self, whole: bool = False) -> bool:
        """Whether an effect watches the cards in hand as each single draw comes (121.1),
        or, with ``whole``, as an instruction to draw comes (121.2a)."""
        return any((isinstance(test, HandHolds)
                    or (isinstance(test, GameCondition) and "hand_size" in test.written))
                   and whole == any(isinstance(t, DrawCards) for t in effect.spec.watch.tests)
                   for effect in self.effects for test in effect.spec.watch.tests)

    def begin(self, event: tuple[Event, ...]) -> tuple[Event, ...]:
        """A written instruction to draw knows the player's hand as it comes (121.2a)."""
        return tuple(self._with_hand(part, None) for part in event)

    def intern(self, part: Part) -> Part:
        if isinstance(part.event, Draw) and not part.event.single:
            self.used = True
            return part.held(self.key)
        return part

    def queued(self, state: State) -> tuple[Queue, list[int]] | None:
        if not self.used:
            return None
        parts = self.parts
        drawing = [p for p in state.parts if parts[p].held_by == self.key]
        if not drawing:
            return None
        core = self.core
        drawing.sort(key=lambda p: core.apnap_index(_player(parts[p].event)))
        queue: Queue = tuple(((core.intern(Draw(amount=1, player=_player(parts[p].event))),),
                              parts[p].event.amount, state.used) for p in drawing)
        return queue, [p for p in state.parts if parts[p].held_by != self.key]

    def finished(self, pid: int) -> tuple[int, int] | None:
        part = self.parts[pid]
        event = part.event
        if not (isinstance(event, Draw) and event.single):
            return None
        stop = -1 if part.blocked is None else part.blocked
        return self.core.intern(Draw(amount=1, player=event.player)), stop

    def next_event(self, parts: tuple[int, ...], done: Done) -> tuple[int, ...]:
        first = self.parts[parts[0]].event
        if isinstance(first, Draw):
            return (self.core.intern(self._single(first.player, done)),)
        return parts

    def replaced(self, event: Event, source: Event | None) -> Event:
        if isinstance(event, Draw) and event.single and event.amount != 1:
            return Draw(amount=event.amount, player=event.player, hand=event.hand)
        return self._with_hand(event, source)

    def _with_hand(self, event: Event, source: Event | None) -> Event:
        """An instruction to draw with the cards in its player's hand as it comes: those of
        the single draw it replaces (121.1, 121.6b), else those the scenario gives."""
        if not isinstance(event, Draw) or event.single:
            return event
        if isinstance(source, Draw) and source.single and source.player == event.player:
            hand = source.hand
        else:
            hand = self.world.cards_in(event.player, "hand")
        return replace(event, hand=hand) if hand != event.hand else event

    def _single(self, player: str, done: Done) -> Draw:
        """The player's next single draw, with its place in the turn and the library."""
        plain = Draw(amount=1, player=player)
        parts = self.parts
        drawn = sum(count for pid, stop, count in done
                    if stop == -1 and parts[pid].event == plain)
        world = self.world
        history = world.history
        library = world.library_size(player)
        # 121.1 (120.1 in 2011): each card drawn before this one is in the hand now (a draw
        # from an empty library puts none there), as is each card the event's parts done
        # put into it (121.6b: a replaced draw is finished before the sequence goes on)
        moved = sum(parts[pid].event.amount * count for pid, stop, count in done
                    if stop == -1 and _into_hand(parts[pid].event, player))
        return Draw(amount=1, player=player, single=True,
                    ordinal=history.drawn(player) + drawn + 1,
                    in_step=history.drawn(player, this_step=True) + drawn + 1,
                    library=max(0, library - drawn),
                    hand=world.cards_in(player, "hand") + min(drawn, library) + moved)


def _into_hand(event: Event, player: str) -> bool:
    """Whether a part done put cards into the player's hand other than by drawing."""
    return isinstance(event, MoveCards) and event.to_zone == "hand" and event.player == player


def _player(event: Event) -> str:
    assert isinstance(event, Draw)
    return event.player
