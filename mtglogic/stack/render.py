"""Resolving the stack, in words and as JSON: each distinct result, how many orders and
choices reach it, and one way there (405.5, 603.3b)."""
from __future__ import annotations

from typing import Any

from mtglogic.stack.answer import StackOutcome
from mtglogic.stack.search import Result
from mtglogic.text import plural
from mtglogic.triggers.rules import TriggerRules


def state_phrases(state: dict[str, Any]) -> list[str]:
    """The state a result leaves (``Result.state``, its JSON ``state``), a phrase per
    entry: ``p1 at 21 life``, ``bear in graveyard``."""
    parts = []
    for key, table in state.items():
        for ref, value in table.items():
            if key == "life":
                parts.append(f"{ref} at {value} life")
            elif key == "zones":
                parts.append(f"{ref} in {value}")
            elif key == "damage":
                parts.append(f"{value} damage on {ref}")
            elif key == "tapped":
                parts.append(f"{ref} {'tapped' if value else 'untapped'}")
            elif key == "targets":
                parts.append(f"{ref} targeting {value}")
            elif key == "counters":
                counters = ", ".join(plural(n, f"{k} counter") for k, n in value.items())
                parts.append(f"{ref} with {counters or 'no counters'}")
            else:
                parts.append(f"{ref} created " + ", ".join(plural(n, f"{k} token")
                                                            for k, n in value.items()))
    return parts


def state_words(result: Result) -> str:
    """A result in words: the state it leaves, then how the game ended."""
    parts = state_phrases(result.state)
    if result.winners:
        parts.append(f"{', '.join(result.winners)} won")
    if result.draw:
        parts.append("the game is a draw")
    if result.stopped:
        parts.append(f"UNFINISHED: {result.stopped}")
    return "; ".join(parts) or "nothing changed"


def stack_lines(found: StackOutcome, rules: TriggerRules, explain: bool = False,
                pad: str = "       ") -> list[str]:
    """Every distinct result of resolving the stack, with one way to it."""
    if found.unfinished:
        return [f"{pad}resolving the stack: UNFINISHED: {found.unfinished}"]
    if not found.results:
        return []
    lines = [f"{pad}resolving the stack ({rules.cite('resolve_top')}, "
             f"{rules.cite('stack_order')}): {plural(len(found.results), 'distinct result')}"
             f" from {plural(found.total, 'order')} and choices"]
    for letter, result in zip(_letters(), found.results):
        lines.append(f"{pad}  {letter}. {state_words(result)}  "
                     f"[{plural(result.count, 'way')}]")
        if explain:
            lines += [f"{pad}       {step.text}" + (f" ({', '.join(r for r in step.rules if r)})"
                                                     if any(step.rules) else "")
                      for step in result.witness]
        elif result.witness:
            lines.append(f"{pad}       e.g. " + "; ".join(s.text for s in result.witness))
    return lines


def _letters() -> list[str]:
    letters = "abcdefghijklmnopqrstuvwxyz"
    return [a + b for a in ("",) + tuple(letters) for b in letters]


def stack_json(found: StackOutcome) -> dict[str, Any]:
    if found.unfinished:
        return {"total": 0, "results": [], "unfinished": found.unfinished}
    return {"total": found.total, "results": [
        {"state": result.state, "winners": list(result.winners),
         "losers": list(result.losers), "draw": result.draw, "stopped": result.stopped,
         "ways": result.count,
         "witness": [{"text": s.text, "rules": [r for r in s.rules if r],
                      "chooser": s.chooser, "kind": s.kind,
                      "abilities": list(s.abilities)} for s in result.witness]}
        for result in found.results]}


__all__ = ["stack_json", "stack_lines", "state_phrases", "state_words"]
