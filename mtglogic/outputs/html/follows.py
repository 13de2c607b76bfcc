"""What follows each outcome of a replacement answer, in the report (603, 704, 405, 608).

In the answer block, compact lines under each outcome (``OUTCOME_LINES`` of ``summary``):
each ability that triggers, with its controller (603.3a), how many times and why; each
round of state-based actions (704.3) with what it triggered; how the game ended; and with
``--resolve``, each distinct result of resolving the stack with its count of ways. Further
down (``follows_section``), each outcome in full: the abilities with their text and what
they will do, the rounds, and the stack as a timeline for one way to each result (what was
put on it in which order, what each resolution did, the state-based actions), with the
rules linked. Everything is read from the outcome's JSON ``next`` (``replace --json``).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mtglogic.outputs.html.lines import SummaryLine, names
from mtglogic.outputs.html.markup import el, esc, items, join
from mtglogic.outputs.html.rules import RuleIndex
from mtglogic.outputs.html.timeline import (
    LETTERS,
    grouped,
    result_words,
    shared_state,
    stack_timeline,
    state_in_words,
)
from mtglogic.text import agreeing, plural

MOST_CAUSES = 1  # occurrences named in a trigger's line of the answer block
MOST_RESULTS = 6  # stack results listed in the answer block; the timelines have them all
MOST_TIMELINES = 12  # stack results drawn as a timeline under one outcome

Data = dict[str, Any]
Cite = Callable[[list[str]], str]  # rule numbers as the page shows them


def _plain(rules: list[str]) -> str:
    return ", ".join(rules)


def _kind(item: Data) -> str:
    return {"delayed": "delayed ", "state": "state trigger "}.get(item["kind"], "")


def trigger_head(item: Data, times: int) -> str:
    """``artist (Blood Artist) triggers 4 times, controlled by p1``, already safe."""
    named = f" ({esc(item['name'])})" if item.get("name") else ""
    count = "" if times == 1 else f" {times} times"
    return (f"{_kind(item)}{el('strong', esc(item['ability']))}{named} triggers{count}, "
            f"controlled by {esc(item['controller'])}")


def _trigger_line(item: Data, times: int, causes: list[str]) -> SummaryLine:
    why = [f"on {esc(names(causes, MOST_CAUSES))}"] + [esc(n) for n in item["notes"]]
    return SummaryLine("trigger", f"{trigger_head(item, times)}: {'; '.join(why)} "
                                  f"({esc(_plain(item['rules']))})")


def _held_line(item: Data) -> SummaryLine:
    rules = f" ({esc(_plain(item['rules']))})" if item.get("rules") else ""
    return SummaryLine("note", f"{el('strong', esc(item['ability']))} does not trigger: "
                               f"{esc(item['reason'])}{rules}")


def triggered_lines(triggered: list[Data], held: list[Data]) -> list[SummaryLine]:
    return [_trigger_line(first, times, causes) for first, times, causes in grouped(triggered)] \
        + [_held_line(h) for h in held]


def _action_rules(round_: Data) -> list[str]:
    return list(dict.fromkeys(a["rule"] for a in round_["actions"] if a["rule"]))


def _round_line(round_: Data) -> SummaryLine:
    actions = "; ".join(a["text"] for a in round_["actions"])
    choice = f" ({round_['choice']})" if round_.get("choice") else ""
    return SummaryLine(
        "sba", f"state-based actions{esc(choice)}: {esc(actions)} "
               f"({esc(_plain(_action_rules(round_)))}) → {esc(round_['outcome'])}",
        tuple(triggered_lines(round_["triggered"], round_["held_back"])))


def end_words(data: Data) -> str:
    """How the game ended after it, or where a limit stopped it ("" when it goes on)."""
    if data.get("stopped"):
        return f"unfinished: {data['stopped']}"
    if data.get("draw"):
        return "the game is a draw: every player left lost at once"
    if data.get("winners"):
        lost = f" ({', '.join(data['losers'])} lost)" if data.get("losers") else ""
        return f"the game is over: {agreeing(', '.join(data['winners']), 'wins')}{lost}"
    return ""


def next_lines(data: Data) -> list[SummaryLine]:
    """What follows an outcome (its JSON ``next``), as lines of the answer block."""
    lines = triggered_lines(data["triggered"], data["held_back"])
    lines += [_round_line(r) for r in data["rounds"]]
    lines += [SummaryLine("note", "kept: " + esc(note)) for note in data["kept"]]
    lines += [SummaryLine("note", f"or, {esc(b['label'])}:", tuple(next_lines(b["next"])))
              for b in data["branches"]]
    end = end_words(data)
    if end:
        lines.append(SummaryLine("end", esc(end)))
    return lines


def follow_lines(outcome: Data, key: str | None = None) -> list[SummaryLine]:
    """The lines under an outcome of what follows it (none when it is not known)."""
    data = outcome.get("next")
    return next_lines(data) if data else []


def stack_rules(stack: Data) -> list[str]:
    """The rules of putting abilities on the stack and resolving the top (603.3b, 405.3,
    405.5), as the results' ways cite them."""
    found = [r for result in stack["results"] for step in result["witness"]
             if step["kind"] in ("place", "resolve") for r in step["rules"]]
    return list(dict.fromkeys(found))


def stack_result_lines(outcome: Data, key: str | None = None) -> list[SummaryLine]:
    """With ``--resolve``: the stack's distinct results under the outcome, each with its
    ways (linked to its timeline under ``key``, the outcome's anchor, when the page has
    one)."""
    stack = (outcome.get("next") or {}).get("stack")
    if not stack:
        return []
    if stack.get("unfinished"):
        return [SummaryLine("result", "resolving the stack: unfinished: "
                                      + esc(stack["unfinished"]))]
    results = stack["results"]
    if not results:
        return [SummaryLine("result", "nothing to resolve: the stack stays empty")]
    shared = shared_state(results)
    under = []
    for letter, result in zip(LETTERS, results[:MOST_RESULTS]):
        words = esc(result_words(result, shared))
        if key is not None:
            words = el("a", words, href=f"#{key}-{letter}")
        under.append(SummaryLine("result", f"{el('strong', letter + '.')} {words} — "
                                           f"{plural(result['ways'], 'way')}"))
    if len(results) > MOST_RESULTS:
        more = plural(len(results) - MOST_RESULTS, "more result")
        under.append(SummaryLine("note", f"and {more}: see the timelines"))
    alike = state_in_words(shared)
    also = f"; alike in all: {esc('; '.join(alike))}" if alike else ""
    head = (f"the stack ({esc(_plain(stack_rules(stack)))}): "
            f"{plural(len(results), 'distinct result')} from "
            f"{plural(stack['total'], 'order')} and choices{also}")
    return [SummaryLine("result", head, tuple(under))]


# Further down the page --------------------------------------------------------------------

def _trigger_item(item: Data, times: int, causes: list[str], index: RuleIndex) -> str:
    text = el("div", esc(item["text"]), class_="oracle") if item.get("text") else ""
    notes = "".join(el("div", esc(n), class_="why") for n in item["notes"])
    return (trigger_head(item, times) + f" [{index.links(item['rules'])}]" + text
            + el("div", "on: " + esc("; ".join(causes))) + notes
            + el("div", "it will: " + esc(item["does"])))


def _triggered_html(triggered: list[Data], held: list[Data], index: RuleIndex) -> str:
    rows = [_trigger_item(first, times, causes, index)
            for first, times, causes in grouped(triggered)]
    rows += [f"{el('strong', esc(h['ability']))} does not trigger: {esc(h['reason'])}"
             + (f" [{index.links(h['rules'])}]" if h.get("rules") else "") for h in held]
    return el("ul", join(el("li", r) for r in rows), class_="changes") if rows else ""


def next_html(data: Data, index: RuleIndex, check: str) -> str:
    """What follows one outcome in full (``check``: the rule of checking state-based
    actions, 704.3)."""
    parts = []
    triggered = _triggered_html(data["triggered"], data["held_back"], index)
    parts.append(el("p", "It triggers:") + triggered if triggered else
                 el("p", "It triggers nothing.", class_="none"))
    for round_ in data["rounds"]:
        actions = items([f"{esc(a['text'])} [{index.link(a['rule'])}]"
                         for a in round_["actions"]] + [f"kept: {esc(k)}"
                                                        for k in round_["kept"]])
        choice = f" ({esc(round_['choice'])})" if round_.get("choice") else ""
        parts.append(el("p", f"State-based actions, round {round_['number']}, performed at "
                             f"once as one event{choice} [{index.link(check)}]:")
                     + actions + el("p", f"→ {esc(round_['outcome'])}")
                     + _triggered_html(round_["triggered"], round_["held_back"], index))
    if not data["rounds"] and not data["branches"]:
        kept = "; ".join(data["kept"])
        parts.append(el("p", f"No state-based action applies [{index.link(check)}]"
                             + (f": {esc(kept)}" if kept else "") + "."))
    for branch in data["branches"]:
        parts.append(el("div", el("p", f"Or, {esc(branch['label'])}:")
                        + next_html(branch["next"], index, check), class_="game"))
    end = end_words(data)
    if end:
        parts.append(el("p", el("strong", esc(end[0].upper() + end[1:] + "."))))
    return join(parts)


def _stack_html(stack: Data, outcome: Data, key: str, index: RuleIndex) -> str:
    if stack.get("unfinished"):
        return el("p", "Resolving the stack: unfinished: " + esc(stack["unfinished"]),
                  class_="partial")
    results = stack["results"]
    if not results:
        return ""
    shared = shared_state(results)
    blocks = [el("p", f"Resolving the stack [{index.links(stack_rules(stack))}]: "
                      f"{plural(len(results), 'distinct result')} from "
                      f"{plural(stack['total'], 'order')} and choices; one way to each, "
                      f"step by step:")]
    for letter, result in zip(LETTERS, results[:MOST_TIMELINES]):
        anchor = f"{key}-{letter}"
        blocks.append(el("h4", f"Result {letter}: {esc(result_words(result, shared))} "
                               f"({plural(result['ways'], 'way')} of {stack['total']})",
                         id=anchor)
                      + stack_timeline(result, outcome, index))
    if len(results) > MOST_TIMELINES:
        blocks.append(el("p", f"And {plural(len(results) - MOST_TIMELINES, 'more result')}: "
                              f"`mtglogic replace --resolve --explain` shows a way to each.",
                         class_="none"))
    return join(blocks)


def follows_section(event: Data, number: int, index: RuleIndex, check: str) -> str:
    """Under an event's outcome tree: what follows each of its outcomes, and the stack's
    timelines ("" when the answer does not say what follows)."""
    outcomes = [o for o in event.get("outcomes") or [] if o.get("next")]
    if not outcomes:
        return ""
    key = f"follows-{number}"
    blocks = []
    for position, outcome in enumerate(event.get("outcomes") or [], 1):
        data = outcome.get("next")
        if not data:
            continue
        anchor = f"stack-{number}-{position}"
        stack = data.get("stack")
        blocks.append(el("h3", f"Outcome {position}: {esc(outcome.get('result', ''))}",
                         id=f"{key}-{position}")
                      + next_html(data, index, check)
                      + (_stack_html(stack, outcome, anchor, index) if stack else ""))
    return el("section", el("h2", f"What follows, event {esc(event.get('id', number))}",
                            id=key) + join(blocks), aria_labelledby=key)


__all__ = ["follow_lines", "follows_section", "next_lines", "stack_result_lines"]
