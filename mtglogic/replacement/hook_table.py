"""The hooks of the process rules taking part in one event, by name (``HOOKS``).

The core calls each hook's overriding methods in the rules' fixed order. A rule that
concerns some kinds of events only (``ProcessRule.concerns``) sleeps until one of them is
met: its hooks would leave every state without such a part as it is, so the core skips
them (and the per-step cost of calling them) until then.
"""
from __future__ import annotations

from typing import Any

from mtglogic.replacement.process_rules import ProcessRule
from mtglogic.vocabulary.events import Event

HOOKS = ("begin", "intern", "start", "context", "candidates", "allowed", "declines", "ways",
         "open_parts", "applied", "caps", "added", "chosen", "settle", "queued", "finished",
         "next_event", "replaced")


def _overriding(steps: tuple[ProcessRule, ...]) -> dict[str, tuple[Any, ...]]:
    """For each hook, the bound methods of the rules that override it, in order."""
    return {name: tuple(getattr(rule, name) for rule in steps
                        if getattr(type(rule), name) is not getattr(ProcessRule, name))
            for name in HOOKS}


class HookTable:
    """The awake rules' hooks by name; ``notice`` wakes the rules an event concerns."""

    def __init__(self, steps: tuple[ProcessRule, ...]) -> None:
        self.steps = steps
        self._asleep = [r for r in steps if r.concerns is not None]
        self._update()

    def _update(self) -> None:
        self._waking = tuple({kind: None for rule in self._asleep
                              for kind in rule.concerns or ()})
        self._hooks = _overriding(tuple(r for r in self.steps if r not in self._asleep))

    def notice(self, event: Event) -> None:
        """Wake the rules that wait for this kind of event (before any hook sees it)."""
        if not isinstance(event, self._waking):
            return
        self._asleep = [r for r in self._asleep if not isinstance(event, r.concerns or ())]
        self._update()

    def __getitem__(self, name: str) -> tuple[Any, ...]:
        return self._hooks[name]


__all__ = ["HOOKS", "HookTable"]
