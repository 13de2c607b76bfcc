"""Watch tests on damage and its results (120; 119 in 2011): source, recipient, combat, amount.

Damage is tested by its source and recipient (120.1; 119.1 in 2011); combat damage apart
(510.2). A result of damage (120.3; 119.3: life lost or gained, counters, marked damage)
names the source whose damage it comes from, so ``source`` tests it too, and
``from_damage`` tells results from other events of their kind (120.4c; 119.4b in 2011).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from mtglogic.vocabulary.compiled import Selector
from mtglogic.vocabulary.events import (
    Damage,
    Event,
    GainLife,
    LoseLife,
    MarkDamage,
    PutCounters,
    RemoveCounters,
)
from mtglogic.vocabulary.watch_base import Comparison, WatchTest, Who
from mtglogic.vocabulary.world import Binding, World

# The events that can be results of damage (120.3), each naming its damage's source.
RESULTS = (LoseLife, GainLife, PutCounters, RemoveCounters, MarkDamage)


def source_of(event: Event) -> str | None:
    """The damage source the event is about: damage's own, a result's origin ("" when the
    event is not a result of damage); None for events neither damage nor results."""
    if isinstance(event, (Damage, LoseLife, GainLife, PutCounters, RemoveCounters, MarkDamage)):
        return event.source
    return None


@dataclass(frozen=True, repr=False)
class SourceIs(WatchTest):
    """``source``: the damage source (of damage, or of a result of damage) matches."""

    key: ClassVar[str] = "source"
    selector: Selector
    written: str

    def holds(self, event: Event, bind: Binding, world: World) -> bool:
        origin = source_of(event)
        if origin is None:
            return True
        src = world.obj(origin) if origin else None
        return src is not None and self.selector.matches(
            src, world.context(bind.source, bind.you, src))

    def describe(self) -> str:
        return f"damage from a source {self.written}"


@dataclass(frozen=True, repr=False)
class SourceTargeted(WatchTest):
    """``source: target``: the damage source is a target of the spell that made the effect."""

    key: ClassVar[str] = "source"

    def holds(self, event: Event, bind: Binding, world: World) -> bool:
        origin = source_of(event)
        return origin is None or (bool(origin) and origin in bind.targets)

    def describe(self) -> str:
        return "damage from a target of the spell that made the effect"


@dataclass(frozen=True, repr=False)
class FromDamage(WatchTest):
    """``from_damage``: a result of damage (true) or an event of its kind that is not."""

    key: ClassVar[str] = "from_damage"
    value: bool

    def holds(self, event: Event, bind: Binding, world: World) -> bool:
        if not isinstance(event, RESULTS):
            return True
        return bool(event.source) == self.value

    def describe(self) -> str:
        return "a result of damage" if self.value else "not a result of damage"


@dataclass(frozen=True, repr=False)
class Combat(WatchTest):
    """``combat``: combat damage only (true) or noncombat damage only (false)."""

    key: ClassVar[str] = "combat"
    value: bool

    def holds(self, event: Event, bind: Binding, world: World) -> bool:
        return not isinstance(event, Damage) or event.combat == self.value

    def describe(self) -> str:
        return "combat damage" if self.value else "noncombat damage"


@dataclass(frozen=True, repr=False)
class RecipientIs(WatchTest):
    """``recipient``: the damaged player passes the player test, the damaged object the
    selector (an absent one lets none through)."""

    key: ClassVar[str] = "recipient"
    player: Who | None
    selector: Selector | None
    written: str

    def holds(self, event: Event, bind: Binding, world: World) -> bool:
        if not isinstance(event, Damage):
            return True
        ref = event.recipient
        if world.is_player(ref):
            return self.player is not None and self.player(ref, bind.you)
        state = world.obj(ref)
        if state is None or self.selector is None:
            return False
        return self.selector.matches(state, world.context(bind.source, bind.you, state))

    def describe(self) -> str:
        return f"damage to {self.written}"


@dataclass(frozen=True, repr=False)
class RecipientTargeted(WatchTest):
    """``recipient: target``: damage to a target of the spell that made the effect."""

    key: ClassVar[str] = "recipient"

    def holds(self, event: Event, bind: Binding, world: World) -> bool:
        return not isinstance(event, Damage) or event.recipient in bind.targets

    def describe(self) -> str:
        return "damage to a target of the spell that made the effect"


@dataclass(frozen=True, repr=False)
class DamageAmount(WatchTest):
    """``amount``: damage one source would deal, as modified so far, compares so ("3 or
    less damage", "4 or more damage"; 120.1, 119.1 in 2011)."""

    key: ClassVar[str] = "amount"
    amount: Comparison

    def holds(self, event: Event, bind: Binding, world: World) -> bool:
        return not isinstance(event, Damage) or self.amount(event.amount)

    def describe(self) -> str:
        return f"{self.amount.describe()} damage"


@dataclass(frozen=True, repr=False)
class DamageInvolving(WatchTest):
    """``involving``: damage dealt by or dealt to an object the selector matches (or a target
    of the spell that made the effect, ``target``): "all damage that would be dealt to and
    dealt by ~" is one prevention effect (615.1), not two."""

    key: ClassVar[str] = "involving"
    selector: Selector | None  # None: the effect's targets
    written: str

    def holds(self, event: Event, bind: Binding, world: World) -> bool:
        if not isinstance(event, Damage):
            return True
        for ref in (event.source, event.recipient):
            if self.selector is None:
                if ref in bind.targets:
                    return True
                continue
            state = world.obj(ref) if ref and not world.is_player(ref) else None
            if state is not None and self.selector.matches(
                    state, world.context(bind.source, bind.you, state)):
                return True
        return False

    def describe(self) -> str:
        return f"damage dealt by or to {self.written}"


@dataclass(frozen=True, repr=False)
class ChosenSource(WatchTest):
    """``source_of_choice``: the damage source (of damage, or of a result of damage) is one
    the effect's controller chose as the effect was made ("a source of your choice",
    609.7a)."""

    key: ClassVar[str] = "source_of_choice"
    value: bool

    def holds(self, event: Event, bind: Binding, world: World) -> bool:
        origin = source_of(event)
        return origin is None or (bool(origin) and origin in bind.chosen) == self.value

    def describe(self) -> str:
        return "damage from the source chosen" if self.value else \
            "damage from a source not chosen"
