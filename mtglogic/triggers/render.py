"""What follows an outcome, in words and as JSON: the abilities it triggers, each round of
state-based actions, and how the game ends."""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from mtglogic.text import agreeing
from mtglogic.triggers.aftermath import Aftermath, Round
from mtglogic.triggers.detect import HeldBack, Triggered


def _grouped(triggered: Iterable[Triggered]) -> list[tuple[Triggered, list[Triggered]]]:
    """Instances of one ability, triggered alike, together (first instance, all of them)."""
    groups: dict[tuple[Any, ...], list[Triggered]] = {}
    for item in triggered:
        key = (item.ability, item.controller, item.kind, item.times, item.notes, item.rules)
        groups.setdefault(key, []).append(item)
    return [(items[0], items) for items in groups.values()]


def triggered_lines(triggered: list[Triggered], held: list[HeldBack], pad: str) -> list[str]:
    """Each ability that triggered (its instances together), then those held back."""
    lines = []
    for first, items in _grouped(triggered):
        count = sum(i.times for i in items)
        times = "" if count == 1 else f" {count} times"
        kind = {"delayed": "delayed ", "state": "state trigger "}.get(first.kind, "")
        named = f" ({first.name})" if first.name else ""
        lines.append(f"{pad}triggers: {kind}{first.ability}{named}{times}, controlled by "
                     f"{first.controller} ({', '.join(first.rules)})")
        lines.append(f"{pad}  on: {'; '.join(c for i in items for c in i.cause)}")
        lines += [f"{pad}  {note}" for note in first.notes]
        lines.append(f"{pad}  it will: {first.does}")
    for item in held:
        rules = f" ({', '.join(item.rules)})" if item.rules else ""
        lines.append(f"{pad}does not trigger: {item.ability}: {item.reason}{rules}")
    return lines


def _round_lines(round_: Round, pad: str) -> list[str]:
    lines = [f"{pad}state-based actions, round {round_.number}, performed at once as one "
             f"event ({round_.rule}):" + (f" {round_.choice}" if round_.choice else "")]
    lines += [f"{pad}  {action.text} ({action.rule})" for action in round_.actions]
    lines += [f"{pad}  kept: {note}" for note in round_.kept]
    lines.append(f"{pad}  -> {round_.outcome}")
    if round_.triggered or round_.held:
        lines += triggered_lines(round_.triggered, round_.held, pad + "  ")
    return lines


def aftermath_lines(result: Aftermath, pad: str = "       ") -> list[str]:
    """What follows one outcome, indented by ``pad``."""
    lines = triggered_lines(result.triggered, result.held, pad)
    for round_ in result.rounds:
        lines += _round_lines(round_, pad)
    lines += [f"{pad}no state-based action ({result.check_rule}): {note}"
              for note in result.kept]
    for label, branch in result.branches:
        lines.append(f"{pad}or, {label}:")
        lines += aftermath_lines(branch, pad + "  ")
    lines += end_lines(result, pad)
    return lines


def end_lines(result: Aftermath, pad: str) -> list[str]:
    if result.stopped:
        return [f"{pad}UNFINISHED: {result.stopped}"]
    if result.draw:
        return [f"{pad}the game is a draw: every player left lost at once"]
    if result.winners:
        lost = f" ({', '.join(result.losers)} lost)" if result.losers else ""
        return [f"{pad}the game is over: {agreeing(', '.join(result.winners), 'wins')}{lost}"]
    waiting = len(result.waiting())
    if waiting and not result.branches:
        count = f"{waiting} triggered abilities wait" if waiting > 1 else \
            "1 triggered ability waits"
        return [f"{pad}then {count} to be put on the stack"]
    return []


def triggered_json(item: Triggered) -> dict[str, Any]:
    return {"ability": item.ability, "source": item.source, "controller": item.controller,
            "kind": item.kind, "name": item.name, "text": item.text, "cause": list(item.cause),
            "times": item.times, "does": item.does, "rules": list(item.rules),
            "notes": list(item.notes)}


def held_json(item: HeldBack) -> dict[str, Any]:
    return {"ability": item.ability, "source": item.source, "reason": item.reason,
            "rules": list(item.rules)}


def aftermath_json(result: Aftermath) -> dict[str, Any]:
    """What follows one outcome, as JSON (docs/json-output.md)."""
    return {
        "triggered": [triggered_json(t) for t in result.triggered],
        "held_back": [held_json(h) for h in result.held],
        "rounds": [{"number": r.number, "choice": r.choice, "outcome": r.outcome,
                    "actions": [{"text": a.text, "rule": a.rule} for a in r.actions],
                    "kept": list(r.kept),
                    "triggered": [triggered_json(t) for t in r.triggered],
                    "held_back": [held_json(h) for h in r.held]} for r in result.rounds],
        "kept": list(result.kept),
        "branches": [{"label": label, "next": aftermath_json(branch)}
                     for label, branch in result.branches],
        "winners": list(result.winners), "losers": list(result.losers), "draw": result.draw,
        "stopped": result.stopped,
    }


__all__ = ["aftermath_json", "aftermath_lines", "triggered_lines"]
