"""The protocol of a rule of the replacement process: a few named hooks the core calls.

A rule of the process (120.4, 121.2, 614.12b, 614.13, 614.17c, 616.1, 616.1g...) is a
subclass of ``ProcessRule`` in a module of its own, named in the ruleset's
``replacement.process`` list by its ``key``. The core (``replacement/process.py``) makes
one instance per event for each rule that is ``active`` and calls the hooks the rule
overrides, in the order of ``process_rules.RULES``:

* ``begin``: the written event before any part is interned (120.4a);
* ``intern``: what the rule adds to a part when it is interned (a mask, a hold);
* ``start``: the first state (616.1: one event per object);
* ``context``, ``candidates``, ``allowed``, ``declines``: the legal choices at a state
  (what else they depend on; which applicable effects are candidates; which candidates
  may be chosen now, with the rule cited; which optional ones may be declined);
* ``ways``: how many ways an allowed effect has to apply now, each a choice (615.7: the
  splits of a shield among simultaneous damage);
* ``open_parts``, ``applied``, ``caps``, ``chosen``, ``settle``: what a step modifies
  (each part on its own, or the event as a whole: 120.4c; how much of a shield each part
  may use, 615.7), what choosing does besides, and how the state goes on after it
  (120.4b: the damage is dealt);
* ``queued``, ``finished``, ``next_event``, ``replaced``: events done one after another
  (121.2): what the current event leaves to do, how a finished part is counted, the next
  event of the queue, and what an effect's result becomes.

Every hook's default does nothing, so a rule overrides only what it changes. A rule that
makes the event events done one after another says so by ``sequences``. A rule holds only a
weak reference to the core (the core holds its rules).

A rule explains itself (as python-chess's variants report through hooks the core calls):
``cites`` names the keys of the ruleset's ``replacement.rules`` table it reads (the table's
keys are derived from them, ``replacement/rules.py``), ``explain`` gives the lines the
event's explanation prints about what the rule did, and ``step_note`` what it says about
one step of an order (``StepNote``). ``order`` places its hooks among the other rules'
(lower first); ``concerns`` names the kinds of events it can act on: until one of them
appears in the event (written, or made by an effect), the core calls none of its hooks.
"""
from __future__ import annotations

import weakref
from collections.abc import Hashable
from dataclasses import dataclass
from typing import ClassVar, Protocol, cast

from mtglogic.replacement.choice import ChoiceRules
from mtglogic.replacement.model import Choice, Effect, Options, State
from mtglogic.replacement.part import Part
from mtglogic.vocabulary.events import Event
from mtglogic.vocabulary.world import World

Queue = tuple[tuple[tuple[int, ...], int, int], ...]  # (parts or a draw, how many, used)
Done = tuple[tuple[int, int, int], ...]  # (part, what stopped it or -1, how many)


class Core(Protocol):
    """What a rule of the process may read and ask of the core."""

    effects: tuple[Effect, ...]
    world: World
    rules: ChoiceRules
    parts: list[Part]
    cants: tuple[Effect, ...]

    def intern(self, event: Event) -> int: ...

    def options(self, state: State) -> Options: ...

    def moving(self, state: State) -> frozenset[str]: ...

    def open_parts(self, state: State) -> tuple[int, ...]: ...

    def apnap_index(self, player: str | None) -> int: ...

    def parts_of(self, state: State) -> tuple[Event, ...]: ...

    def adds(self, idx: int, pid: int) -> bool: ...


# What an effect added to one part: the events, and which of them take the amount prevented.
Added = tuple[tuple[Event, ...], tuple[bool, ...]]


@dataclass(frozen=True)
class StepNote:
    """What a rule says about one step of an order, for its explanation: the rule numbers
    the step follows (shown with it and cited), numbers only cited, words added to why it
    was chosen, facts a step's record shows (``damage_dealt``, ``paid``: the names of its
    fields in the JSON output) and a line the text prints after the step."""

    rules: tuple[str, ...] = ()
    cites: tuple[str, ...] = ()
    why: str = ""
    facts: frozenset[str] = frozenset()
    then: str = ""


class ProcessRule:
    """A rule of the process; ``key`` names it in ``replacement.process``."""

    key: ClassVar[str] = ""
    # the keys of the ruleset's replacement.rules table the rule cites or follows
    cites: ClassVar[tuple[str, ...]] = ()
    # where its hooks are called among the other rules' (lower first; each its own)
    order: ClassVar[int] = 0
    # the kinds of events it can act on (None: any); asleep until one appears
    concerns: ClassVar[tuple[type[Event], ...] | None] = None

    def __init__(self, core: Core) -> None:
        # the core holds its rules: a weak reference back keeps them out of a reference
        # cycle, so a finished process is freed at once, not by the cyclic collector
        self.core = cast(Core, weakref.proxy(core))
        self.parts = core.parts
        self.effects = core.effects
        self.world = core.world

    @classmethod
    def active(cls, rules: ChoiceRules, event: tuple[Event, ...],
               effects: tuple[Effect, ...]) -> bool:
        """Whether the rule takes part in this event's process under these rules."""
        return rules.has(cls.key)

    @property
    def sequences(self) -> bool:
        """Whether the rule made this event events done one after another (so far)."""
        return False

    def cite(self, key: str) -> str:
        """The rule number the ruleset's table gives ``key`` ("" when it has none)."""
        return self.core.rules.cite(key)

    def explain(self) -> list[str]:
        """What the rule did to this event (so far), as lines of its explanation."""
        return []

    def step_note(self, before: State, choice: Choice, after: State) -> StepNote | None:
        """What the rule says about this step of an order (None: nothing)."""
        return None

    def begin(self, event: tuple[Event, ...]) -> tuple[Event, ...]:
        return event

    def intern(self, part: Part) -> Part:
        return part

    def start(self, state: State) -> State:
        return state

    def context(self, state: State) -> Hashable:
        return None

    def candidates(self, state: State, context: Hashable, mask: int) -> int:
        return mask

    def allowed(self, state: State, mask: int) -> tuple[int, str]:
        """The candidates (``mask``) that may be chosen now, and the rule that says so."""
        return mask, ""

    def declines(self, optional: list[int], context: Hashable) -> list[int]:
        return optional

    def open_parts(self, state: State) -> tuple[int, ...] | None:
        """The parts effects may modify now (None: this rule doesn't restrict them)."""
        return None

    def applied(self, state: State, effect: int) -> tuple[int, ...] | None:
        """The parts the event becomes when this effect applies to it as a whole (None:
        the core applies it to each part it is a candidate for)."""
        return None

    def ways(self, state: State, effect: int) -> int | None:
        """How many ways there are to apply this allowed effect now, each its own choice
        (None: one; 615.7: the splits of a shield shared among parts)."""
        return None

    def caps(self, state: State, choice: Choice) -> dict[int, int] | None:
        """For the way chosen, how much of a shield each part may use (None: all of it)."""
        return None

    def added(self, follows: list[Added]) -> list[Event] | None:
        """The events an applied effect adds besides modifying the parts (615.5), from what
        it added to each part it modified (None: all of them, part by part)."""
        return None

    def chosen(self, before: State, choice: Choice, after: State) -> State:
        return after

    def settle(self, state: State) -> State:
        return state

    def queued(self, state: State) -> tuple[Queue, list[int]] | None:
        """When the current event is finished: events it leaves to do first, and its
        parts that are done (None: it leaves none)."""
        return None

    def finished(self, pid: int) -> tuple[int, int] | None:
        """How a finished part is counted among those done: (part, stop) or None."""
        return None

    def next_event(self, parts: tuple[int, ...], done: Done) -> tuple[int, ...]:
        return parts

    def replaced(self, event: Event, source: Event | None) -> Event:
        """An event an effect made, from the part it modified (``source``; None for an
        event it added besides, 615.5), as the rule sees it."""
        return event


def bits(mask: int) -> tuple[int, ...]:
    """The indexes of the set bits of a mask, in increasing order."""
    found = []
    while mask:
        low = mask & -mask
        found.append(low.bit_length() - 1)
        mask ^= low
    return tuple(found)
