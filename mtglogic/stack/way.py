"""One way an ability's resolution went (``resolving``), as the search follows it."""
from __future__ import annotations

from dataclasses import dataclass, field

from mtglogic.replacement.aftermath import After
from mtglogic.stack.model import Step
from mtglogic.triggers.detect import Triggered
from mtglogic.vocabulary.events import Event
from mtglogic.vocabulary.world import World


@dataclass
class Way:
    """One way an ability's resolution went: the game it leaves, what triggered on the way
    (waiting to be put on the stack), how many orders and choices lead to it, the steps in
    words, and how the game ended if it did."""

    after: After | None
    world: World
    waiting: list[Triggered] = field(default_factory=list)
    weight: int = 1
    steps: list[Step] = field(default_factory=list)
    winners: tuple[str, ...] = ()
    losers: tuple[str, ...] = ()
    draw: bool = False
    stopped: str = ""
    # Whether anything on the way could make another order differ: an effect that
    # applied to or was offered for an event, an ability matching an occurrence (triggered
    # or held back), a state-based action performed (``commute``'s checks read this).
    eventful: bool = False
    # the abilities it counters, each as the triggering occurrence that names it (701.6a)
    countered: tuple[Event, ...] = ()
    # what the instruction just followed did: the events that happened (empty: done with
    # no event, as a cost paid); None: it did nothing (what a reflexive ability reads)
    done: tuple[Event, ...] | None = None


__all__ = ["Way"]
