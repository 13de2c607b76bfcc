"""The shape of a watch's tests (614.1): small records, each testing one thing about an event.

A ``watch:`` mapping compiles to one ``WatchTest`` per key (``mtglogic.vocabulary.watch``
composes them: all must hold). A test looks only at the events its key concerns (the
``events`` its word declares in the registry) and lets every other event pass, so a
watch of several event kinds applies each key where it makes sense. Each test says what
it checks when printed, with the key of the rule its word follows (from the registry: a
ruleset-independent key, whose number each ruleset's ``word_rules:`` table gives, since a
test belongs to no ruleset).

Beside ``holds``, a test has two hooks for a permanent entering with counters, which a
``put_counters`` watch sees as counters put on it (122.6, 616.1g in 2026):
``holds_entering`` (the event is the entering, seen as that) and ``admits_counter``.
(122.6 is 121.6 in 2011's numbering; 616.1g is 2026's only.)
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, ClassVar

from mtglogic.vocabulary.compiled import COMPARATORS, Condition
from mtglogic.vocabulary.events import Draw, Event, Skip
from mtglogic.vocabulary.registry import WATCH
from mtglogic.vocabulary.world import Binding, World


def as_written(value: Any) -> str:
    """An argument in YAML flow style, as a card would write it: ``{type: creature}``."""
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {as_written(v)}" for k, v in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(as_written(v) for v in value) + "]"
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


@dataclass(frozen=True, repr=False)
class WatchTest:
    """One test of a watch; ``key`` names the watch key it compiles from ("" for a test
    the keys imply), ``follows`` the key whose rule it follows, when another."""

    key: ClassVar[str] = ""
    follows: ClassVar[str] = ""

    def holds(self, event: Event, bind: Binding, world: World) -> bool:
        """Does the event (one atomic part) pass this test, for an effect so bound?"""
        return True

    def holds_entering(self, event: Event, bind: Binding, world: World) -> bool:
        """Does a permanent's entering with counters pass, seen as those counters put on
        it (122.6)? Tests about nothing such an entering has let it pass."""
        return True

    def admits_counter(self, kind: str) -> bool:
        """Does the test let counters of this kind be watched?"""
        return True

    def for_kinds(self, kinds: frozenset[str]) -> WatchTest:
        """This test within a watch of these event kinds (most tests don't care)."""
        return self

    def describe(self) -> str:
        """What the test checks, in plain words."""
        return "any event"

    def __repr__(self) -> str:
        word = self.follows or self.key
        rule = WATCH[word].rule if word in WATCH else ""
        cited = f" ({rule})" if rule else ""
        named = f"{self.key}: " if self.key else ""
        return f"<{named}{self.describe()}{cited}>"


PLAYER_PHRASES = {"any": "any player", "you": "you", "opponent": "an opponent"}


@dataclass(frozen=True, repr=False)
class Who:
    """A player word relative to the effect's controller: ``you``, ``opponent``, ``any`` or
    a player's id."""

    word: str

    def __call__(self, player: str | None, you: str | None) -> bool:
        word = self.word
        if word == "you":
            return player == you
        if word == "any":
            return True
        if word == "opponent":
            return player != you
        return player == word

    def describe(self) -> str:
        return PLAYER_PHRASES.get(self.word, f"player {self.word}")

    def __repr__(self) -> str:
        return f"<{self.describe()}>"


COMPARISON_WORDS = {"eq": "exactly", "ne": "other than", "lt": "fewer than",
                    "le": "at most", "gt": "more than", "ge": "at least"}


@dataclass(frozen=True, repr=False)
class Comparison:
    """A number compared with a limit (``{ge: 2}``: at least 2)."""

    op: str
    limit: int
    compare: Callable[[int, int], bool] = field(init=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "compare", COMPARATORS[self.op])

    def __call__(self, number: int) -> bool:
        return self.compare(number, self.limit)

    def describe(self) -> str:
        return f"{COMPARISON_WORDS[self.op]} {self.limit}"

    def __repr__(self) -> str:
        return f"<{self.describe()}>"


@dataclass(frozen=True, repr=False)
class GameCondition(WatchTest):
    """``if``: a condition on the game, whatever the event."""

    key: ClassVar[str] = "if"
    condition: Condition
    written: str

    def holds(self, event: Event, bind: Binding, world: World) -> bool:
        """Read as the event comes: for a draw, the drawing player's hand is the one it
        comes with, the cards drawn before it in the sequence in it (121.6b; 120.6b in
        2011), as the ``hand`` test reads it."""
        ctx = world.context(bind.source, bind.you)
        if isinstance(event, Draw) and event.player:
            ctx.hands = {event.player: event.hand}
        return self.condition.holds(ctx)

    def holds_entering(self, event: Event, bind: Binding, world: World) -> bool:
        return self.holds(event, bind, world)

    def describe(self) -> str:
        return f"while {self.written} holds"


@dataclass(frozen=True, repr=False)
class Skipped(WatchTest):
    """``what``: what a skip event skips."""

    key: ClassVar[str] = "what"
    what: str

    def holds(self, event: Event, bind: Binding, world: World) -> bool:
        return not isinstance(event, Skip) or event.what == self.what

    def describe(self) -> str:
        return f"skipping {self.what}"
