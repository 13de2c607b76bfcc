"""One atomic part of an event as the choice process interns it: the event and what is
known of it once (the effects that may modify it, what "can't" effect stops it, who is
affected, which rule of the process holds it back until its step)."""
from __future__ import annotations

from typing import NamedTuple

from mtglogic.vocabulary.events import Event

KeptOff = tuple[tuple[str, ...], int]  # counter kinds a "can't" effect keeps off, and which


class Part(NamedTuple):
    """An interned atomic part (its id is its index in ``Process.parts``); a named tuple,
    as cheap to make as the tuples the process used to keep in parallel lists."""

    event: Event
    candidates: int = 0  # bit mask of the effects that apply to it (614.12, 616.2)
    inner: int = 0  # those of them that watch an event contained in it (616.1g)
    blocked: int | None = None  # the "can't" effect that stops it (614.17)
    kept_off: KeptOff | None = None  # counters a "can't" effect keeps off it as it enters
    affected: str | None = None  # its affected object's controller or player (616.1)
    held_by: str = ""  # the rule of the process that holds it until its step, if any

    def held(self, by: str) -> Part:
        """This part, held by the rule ``by`` until its step."""
        return Part(self.event, self.candidates, self.inner, self.blocked, self.kept_off,
                    self.affected, by)

    def narrowed(self, candidates: int, inner: int) -> Part:
        """This part with other masks of candidates (614.17c) and contained ones (616.1g)."""
        return Part(self.event, candidates, inner, self.blocked, self.kept_off, self.affected,
                    self.held_by)
