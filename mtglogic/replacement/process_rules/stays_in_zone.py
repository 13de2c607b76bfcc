"""A card that can't be put onto the battlefield transformed stays where it is (712.14a in
cr-2026).

An instruction to put a card onto the battlefield transformed (its back face up) puts a
double-faced card there back face up; a card that isn't double-faced stays in its current
zone, so that part of the written event doesn't happen and no replacement effect sees it
(614.7). Cites the ruleset key ``stays_untransformed``. cr-2011 has no such rule and no way
to put a card onto the battlefield transformed (711.5): its scenarios refuse the event, so
its ruleset does not list this rule.
"""
from __future__ import annotations

from mtglogic.model.faces import is_double_faced
from mtglogic.replacement.process_rules.base import Core, ProcessRule
from mtglogic.vocabulary.events import Event, ZoneChange


class StaysInZone(ProcessRule):
    """712.14a: a written part putting a card that isn't double-faced onto the battlefield
    back face up is dropped (``stayed``: the ids of those cards)."""

    key = "stays_in_zone"
    cites = ("stays_untransformed",)
    order = 5  # before any other rule reads the written event
    concerns = (ZoneChange,)

    def __init__(self, core: Core) -> None:
        super().__init__(core)
        self.stayed: list[str] = []

    def begin(self, event: tuple[Event, ...]) -> tuple[Event, ...]:
        kept = []
        for part in event:
            if self._stays(part):
                assert isinstance(part, ZoneChange)
                self.stayed.append(part.obj)
            else:
                kept.append(part)
        return tuple(kept)

    def _stays(self, part: Event) -> bool:
        if not isinstance(part, ZoneChange) or part.to_zone != "battlefield" \
                or part.enter is None or part.enter.face != "back":
            return False
        obj = self.world.game.objects.get(part.obj)
        return obj is not None and not is_double_faced(obj)

    def explain(self) -> list[str]:
        if not self.stayed:
            return []
        return [f"{name} isn't a double-faced card, so it is not put onto the battlefield "
                f"transformed and stays in its zone ({self.cite('stays_untransformed')})"
                for name in self.stayed]
