"""The answer first: the block at the top of every report page (issue 38). The question
in one sentence, then one line per distinct outcome with its count of orders and who
chooses; under it, lines of other kinds: for layers the characteristics that changed, for
subgames how each game ended and what waits, for a replacement outcome what follows it
(``follows``: what triggers, the state-based actions, the stack's results).

A line is a ``SummaryLine`` of a kind of ``LINE_KINDS`` (its sign and its CSS class), with
the lines that belong under it. A new kind of line is one entry of ``LINE_KINDS`` and a
function that makes the lines (for a replacement outcome, a function of ``OUTCOME_LINES``:
each is called with the outcome's JSON and gives the lines under it).
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from mtglogic.model.ruleset import Ruleset
from mtglogic.node import to_plain
from mtglogic.outputs.html.follows import follow_lines, stack_result_lines
from mtglogic.outputs.html.lines import LINE_KINDS, SummaryLine
from mtglogic.outputs.html.lines import names as _names
from mtglogic.outputs.html.markup import el, esc, join
from mtglogic.text import plural

MOST_CHANGES = 6  # changed objects listed under a layers outcome; the board has the rest


def summary_section(question: str, lines: Sequence[SummaryLine]) -> str:
    """The answer block: the question, then the lines (nested as given)."""
    return el("section", el("h2", "The answer", id="answer")
              + el("p", question, class_="question") + _lines(lines),
              class_="answer", aria_labelledby="answer")


def _lines(lines: Sequence[SummaryLine]) -> str:
    if not lines:
        return el("p", "Nothing was found before the limit.", class_="none")
    rows = [el("li", el("span", LINE_KINDS[line.kind], aria_hidden="true", class_="sign")
               + " " + line.html + (_lines(line.under) if line.under else ""),
               class_=f"line-{line.kind}") for line in lines]
    return el("ul", join(rows), class_="summary-lines")


def _orders(count: int, total: int | None = None) -> str:
    return plural(count, "order") + (f" of {total}" if total else "")


# Layers (613) ---------------------------------------------------------------------------

def _shown(chars: dict[str, Any], key: str) -> str:
    if key == "P/T":
        return f"{chars['power']}/{chars['toughness']}" if chars.get("power") is not None \
            else "—"
    value = chars.get(key)
    if isinstance(value, list):
        return ", ".join(map(str, value)) or "none"
    return "—" if value in (None, "") else str(value)


CHARACTERISTICS = ("P/T", "types", "subtypes", "supertypes", "colors", "abilities",
                   "controller")


def changed_lines(before: dict[str, dict[str, Any]],
                  after: dict[str, dict[str, Any]]) -> list[SummaryLine]:
    """One line per object whose characteristics changed: each change, before → after."""
    lines = []
    for oid, new in after.items():
        old = before.get(oid)
        if old is None:
            continue
        changes = [f"{key} {_shown(old, key)} → {_shown(new, key)}" for key in CHARACTERISTICS
                   if _shown(old, key) != _shown(new, key)]
        if changes:
            lines.append(SummaryLine("change", el("strong", esc(new.get("name") or oid))
                                     + f" ({esc(oid)}): " + esc("; ".join(changes))))
    if len(lines) > MOST_CHANGES:
        rest = len(lines) - MOST_CHANGES
        lines = lines[:MOST_CHANGES] + [SummaryLine(
            "note", f"and {plural(rest, 'more object')} changed: see the "
                    f"{el('a', 'board', href='#board')}")]
    return lines or [SummaryLine("note", "no characteristic changed")]


def layers_summary(answer: dict[str, Any], before: dict[str, dict[str, Any]],
                   layer_rule: str) -> str:
    """The answer block of a layers page: each outcome, who orders what, what changed
    (``layer_rule``: the rule's link, already HTML)."""
    outcomes = answer.get("outcomes") or []
    names = esc(_names(chars["name"] or oid for oid, chars in before.items()))
    question = (f"What are the characteristics of {names} after every continuous effect "
                f"(rule {layer_rule})?")
    tried = answer.get("orders_tried") or 0
    lines = []
    for number, outcome in enumerate(outcomes, 1):
        choices = [f"{c['chooser']} orders timestamp {c['timestamp']}: "
                   f"{' then '.join(c['order'])}" for choice in outcome["choices"] for c in choice]
        rule = "; ".join(sorted({g["rule"] for g in answer.get("tie_groups", [])}))
        who = (esc("; ".join(choices)) + (f" ({esc(rule)})" if rule else "")) if choices \
            else "no player chooses"
        head = ("The only outcome" if len(outcomes) == 1 else f"Outcome {number} of "
                f"{len(outcomes)}")
        lines.append(SummaryLine(
            "outcome", f"{el('strong', head)} — {_orders(outcome.get('orders') or 1, tried)}; "
                       f"{who}", tuple(changed_lines(before, outcome["objects"]))))
    return summary_section(question, lines)


# Replacement and prevention (614-616) -----------------------------------------------------

def _choosers(outcome: dict[str, Any]) -> str:
    """Who chooses on the way to an outcome: the players of the witness's real choices."""
    steps = [s for s in outcome.get("witness") or [] if isinstance(s, dict)]
    players = [s["chooser"] for s in steps
               if len(s.get("candidates") or []) > 1 and s.get("chooser")]
    if not players:
        return "no choice"
    return f"{_names(players)} choose{'s' if len(set(players)) == 1 else ''} (616.1)"


def _shields(outcome: dict[str, Any], key: str | None = None) -> list[SummaryLine]:
    """What an outcome leaves: shields not used, events that can't happen."""
    lines = []
    if outcome.get("shields"):
        lines.append(SummaryLine("note", "shields left: "
                                 + esc(", ".join(map(str, outcome["shields"])))))
    if outcome.get("cant_happen"):
        lines.append(SummaryLine("note", "can't happen: "
                                 + esc(", ".join(map(str, outcome["cant_happen"])))))
    return lines


# The lines under each replacement outcome, in this order: one function per kind of line.
# Each is called with the outcome's JSON and the anchor of its part further down the page
# (None: the answer block stands alone, in a notebook). What follows it (603, 704) and the
# stack's results (405) come from ``follows``.
OUTCOME_LINES: list[Callable[[dict[str, Any], str | None], list[SummaryLine]]] = [
    _shields, follow_lines, stack_result_lines]


LONG_EVENT = 60  # characters past which the question names an event by its id


def _event_named(event: dict[str, Any]) -> str:
    """An event as the question names it: its words, or when they are long its id (the
    outcome lines below say it in full)."""
    words = str(event.get("event", ""))
    return f"“{words}”" if len(words) <= LONG_EVENT or not event.get("id") else \
        f"event {event['id']}"


def replacement_summary(answer: dict[str, Any], linked: bool = True) -> str:
    """The answer block of a replacement page: per event, each distinct outcome, with the
    lines under it (``OUTCOME_LINES``); ``linked``: they link to the page's parts below."""
    events = answer.get("events") or []
    said = "; ".join(_event_named(e) for e in events[:3])
    if len(events) > 3:
        said += f" and {plural(len(events) - 3, 'more event')}"
    effects = _names(x for e in events for x in e.get("effects_in_force", [])) or "no effect"
    question = (f"What happens to {esc(said or 'the events')} with {esc(effects)} in force, "
                f"and who chooses (rules 614-616)?")
    lines = []
    for number, event in enumerate(events, 1):
        outcomes = event.get("outcomes") or []
        total = event.get("total_orders")
        prefix = f"{el('strong', esc(event.get('id', '')))}: " if len(events) > 1 else ""
        if not outcomes:
            lines.append(SummaryLine("outcome", prefix + "no outcome found"))
        for position, outcome in enumerate(outcomes, 1):
            key = f"stack-{number}-{position}" if linked else None
            under = tuple(line for make in OUTCOME_LINES for line in make(outcome, key))
            lines.append(SummaryLine(
                "outcome", prefix + el("strong", esc(outcome.get("result", "")))
                + f" — {_orders(outcome.get('orders', 0), total)}; {esc(_choosers(outcome))}",
                under))
    return summary_section(question, lines)


# Subgames (715 / 728) ----------------------------------------------------------------------

def _player_state(name: str, data: dict[str, Any]) -> str:
    sizes = data.get("sizes") or {}
    zones = ", ".join(f"{zone} {count}" for zone, count in sizes.items() if count)
    lost = " (lost)" if data.get("lost") else ""
    return f"{name}{lost}: life {data.get('life', '?')}" + (f", {zones}" if zones else "")


def _result(result: Any) -> str:
    """A game's result in words: ``winners: A; losers: B`` (``nobody`` for an empty list)."""
    if not isinstance(result, dict):
        return str(result)
    return "; ".join(f"{key}: {', '.join(map(str, value)) or 'nobody'}"
                     if isinstance(value, list) else f"{key}: {value}"
                     for key, value in result.items())


def run_lines(run: dict[str, Any]) -> tuple[SummaryLine, ...]:
    """How a run ends: each game's last state (its result, or its players' zones) and what
    waits (a stack, triggers waiting for a game to end)."""
    last: dict[str, dict[str, Any]] = {}
    for step in run.get("steps") or []:
        last.update(step.get("games") or {})
    lines = []
    for name, game in last.items():
        if game.get("result"):
            lines.append(SummaryLine("end", f"{el('strong', esc(name))} ended: "
                                            + esc(_result(game["result"]))))
        else:
            players = "; ".join(_player_state(p, d) for p, d in
                                (game.get("players") or {}).items())
            lines.append(SummaryLine("end", f"{el('strong', esc(name))} "
                                            f"({esc(game.get('status', ''))}): {esc(players)}"))
        waiting = list(game.get("stack") or []) + list(game.get("waiting_triggers") or [])
        if waiting and not game.get("result"):
            lines.append(SummaryLine("waits", f"waits in {esc(name)}: "
                                              + esc("; ".join(map(str, waiting)))))
    if not any(line.kind == "waits" for line in lines):
        lines.append(SummaryLine("waits", "nothing waits: every stack is empty"))
    return tuple(lines)


def subgame_rule(ruleset: Ruleset) -> str:
    """The number of the subgame rule (715 in cr-2011, 728 in cr-2026), read from the
    ruleset's ``subgame`` table: its definition's rule, without the subrule."""
    rules = to_plain(ruleset.sections["subgame"].value).get("rules", {}) \
        if "subgame" in ruleset.sections else {}
    return str(rules.get("definition", "?")).split(".")[0]


def subgame_summary(answer: dict[str, Any], rule: str) -> str:
    """The answer block of a subgame page: per run, how each game ended and what waits
    (``rule``: the subgame rule's link, already HTML)."""
    runs = answer.get("runs") or []
    question = f"How does each game end, where is every card, and what waits (rule {rule})?"
    lines = []
    for number, run in enumerate(runs, 1):
        starts = "; ".join(f"{c.get('starting_player')} starts {c.get('game')}"
                           for c in run.get("choices", [])) or "the starting players as written"
        head = "The only run" if len(runs) == 1 else f"Run {number} of {len(runs)}"
        lines.append(SummaryLine("outcome", f"{el('strong', head)}: {esc(starts)}",
                                 run_lines(run)))
    return summary_section(question, lines)
