"""Text and JSON views of subgame runs: the zones of each game after each step."""
from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from mtglogic.subgame.model import PLAYER_ZONES
from mtglogic.subgame.rules import EXPLAIN
from mtglogic.subgame.runner import Run, StepRecord
from mtglogic.text import plural, wrap_line

SHOWN = 12  # cards listed per zone before "+N more"


def _cards(ids: list[str]) -> str:
    shown = " ".join(ids[:SHOWN])
    return shown + (f" +{len(ids) - SHOWN} more" if len(ids) > SHOWN else "")


def game_lines(name: str, game: dict[str, Any]) -> list[str]:
    head = f"  {name} [{game['status']}]"
    if game["starting_player"]:
        head += f" starting player {game['starting_player']}"
    if game["result"] is not None:
        winners = game["result"]["winners"]
        head += f"; over: {', '.join(winners) + ' won' if winners else 'no winner'}"
    lines = [head]
    if game["stack"]:
        lines.append(f"    stack (bottom first): {'; '.join(game['stack'])}")
    if game["waiting_triggers"]:
        lines.append(f"    waiting: {'; '.join(game['waiting_triggers'])}")
    for pid, p in game["players"].items():
        parts = [f"life {p['life']}"] + [f"{k} {v}" for k, v in sorted(p["counters"].items())]
        if p["lost"]:
            parts.append("lost")
        for zone in PLAYER_ZONES:
            if p[zone]:
                parts.append(f"{zone}({len(p[zone])}): {_cards(p[zone])}")
        for kind, deck in p["decks"].items():
            parts.append(f"{kind} deck({len(deck)}): {_cards(deck)}")
        lines.append(f"    {pid}: " + " | ".join(parts))
    return lines


def record_lines(record: StepRecord, explain: bool) -> list[str]:
    step = record.step
    # a file's line, or the option it was given in (``--step:3``, loading/quick_subgame.py)
    where = f"{step.node.file}:" if step.node.file.startswith("--") else "line "
    title = f"step {record.index} ({where}{step.node.line}): {step.describe()}"
    lines = [title + (f"  [{step.label}]" if step.label else "")]
    for event in record.events:
        rule = f"[{event.rule}] " if event.rule else ""
        why = f" -- {EXPLAIN[event.key]}" if explain and event.key in EXPLAIN else ""
        lines.append(f"  {rule}{event.text}{why}")
    snap = record.snapshot or {"games": {}, "outside": {}}
    for name, game in snap["games"].items():
        lines.extend(game_lines(name, game))
    outside = {p: c for p, c in snap["outside"].items() if c}
    if outside:
        lines.append("  outside the game: " + " | ".join(f"{p}: {_cards(c)}"
                                                         for p, c in outside.items()))
    lines.append("  invariant: " + ("ok, every card exactly once" if not record.problems
                                    else "BROKEN: " + "; ".join(record.problems)))
    return lines


def text_lines(runs: list[Run], ruleset_id: str, seed: int | None,
               explain: bool) -> Iterator[str]:
    """The text report, one line at a time (a caller can stop, or check its clock, between
    lines: many runs make a long report)."""
    how = (f"seed {seed}" if seed is not None else
           "no seed: one run per possible starting player, shuffles seeded with 0")
    yield from wrap_line(f"ruleset {ruleset_id}; {how}; {plural(len(runs), 'run')}")
    for n, run in enumerate(runs, 1):
        choices = ", ".join(f"{g} starts with {p}" for g, p in run.choices) or "no subgame"
        yield from wrap_line(f"== run {n} of {len(runs)}: {choices}")
        for record in run.records:
            for line in record_lines(record, explain):
                yield from wrap_line(line)
        if run.unfinished:
            yield from wrap_line(f"UNFINISHED: run {n} stopped at a limit after "
                                 f"{plural(len(run.records), 'step')} played whole")
    yield "invariant: " + ("held at every step of every run" if invariant_ok(runs)
                           else "BROKEN (see above)")


def text_report(runs: list[Run], ruleset_id: str, seed: int | None, explain: bool) -> list[str]:
    return list(text_lines(runs, ruleset_id, seed, explain))


def invariant_ok(runs: list[Run]) -> bool:
    return all(not r.problems for run in runs for r in run.records)


def json_report(runs: list[Run], ruleset_id: str, seed: int | None) -> dict[str, Any]:
    return {
        "ruleset": ruleset_id,
        "seed": seed,
        "invariant_ok": invariant_ok(runs),
        "runs": [{
            **({"unfinished": True} if run.unfinished else {}),
            "choices": [{"game": g, "starting_player": p} for g, p in run.choices],
            "steps": [{
                "index": r.index, "line": r.step.node.line, "action": r.step.action,
                "label": r.step.label,
                "events": [{"rule": e.rule, "text": e.text} for e in r.events],
                "games": (r.snapshot or {}).get("games"),
                "outside": (r.snapshot or {}).get("outside"),
                "invariant": {"ok": not r.problems, "problems": r.problems},
            } for r in run.records],
        } for run in runs],
    }
