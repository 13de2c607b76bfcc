"""Text and JSON output of the replacement engine's answers."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mtglogic.model.answers import plain
from mtglogic.replacement.analysis import (
    EventAnswer,
    ReplacementResult,
    explain_order,
    explained_order,
    outcome_text,
)
from mtglogic.replacement.model import Choice, Outcome
from mtglogic.replacement.process import Process
from mtglogic.replacement.state import loss_reasons, outcome_state
from mtglogic.replacement.structured import outcome_record
from mtglogic.text import agreeing, plural
from mtglogic.vocabulary.events import CreateTokens, ZoneChange


def order_words(answer: EventAnswer, order: tuple[Choice, ...]) -> str:
    effects = answer.process.effects
    if not order:
        return "(no effect applies)"
    return ", then ".join(effects[c.effect].id + ("" if c.apply else " (declined)") for c in order)


def outcome_data(answer: EventAnswer, outcome: Outcome) -> dict[str, Any]:
    effects = answer.process.effects
    cants = answer.process.cants
    return {
        "result": outcome_text(answer.process, outcome),
        "events": [e.plain() for e in outcome.events],
        "cant_happen": [{"event": e.short(), "because": cants[i].id} for e, i in outcome.cant],
        "shields": [{"effect": effects[i].id, "prevented": n} for i, n in outcome.spent],
    }


def answer_json(answer: EventAnswer, explain: bool,
                follows: OutcomeJson | None = None) -> dict[str, Any]:
    process = answer.process
    start_options = process.options(process.start)
    data: dict[str, Any] = {
        "id": answer.id,
        "event": answer.event,
        "chooser": start_options.chooser,
        "effects_in_force": answer.effects_in_force,
        "total_orders": answer.total_orders,
        "outcomes": [],
    }
    for outcome, tally in answer.outcomes.items():
        item = outcome_data(answer, outcome)
        item["orders"] = tally.count
        item["witness"] = explain_order(process, tally.witness) if explain else \
            [process.effects[c.effect].id for c in tally.witness]
        record = outcome_record(process, outcome, tally, item["result"])
        item["state"] = record.state.plain()
        item["witness_steps"] = [plain(step) for step in record.witness]
        item["tokens_created"] = [plain(token) for token in record.tokens]
        if follows is not None:
            item["next"] = follows(answer, outcome)
        data["outcomes"].append(item)
    if answer.unfinished:
        data["unfinished"] = True
    elif explain:  # each effect on the board that applied to no event, and why (614.1)
        data["not_applied"] = [item.plain() for item in answer.not_applied()]
    if answer.orders is not None:
        data["orders"] = [{"steps": [{"effect": process.effects[c.effect].id, "applies": c.apply}
                                     for c in order],
                           "result": outcome_data(answer, answer.outcome_of(order))["result"]}
                          for order in answer.orders]
    return data


# What an outcome adds to the answer beyond its own events (what follows it: triggered
# abilities and state-based actions), as lines of text or as JSON.
OutcomeLines = Callable[[EventAnswer, Outcome], list[str]]
OutcomeJson = Callable[[EventAnswer, Outcome], dict[str, Any]]


def result_json(result: ReplacementResult, explain: bool = False,
                follows: OutcomeJson | None = None) -> dict[str, Any]:
    return {"ruleset": result.ruleset, "scenario": result.scenario,
            "events": [answer_json(a, explain, follows) for a in result.answers]}


def result_lines(result: ReplacementResult, title: str, explain: bool = False,
                 follows: OutcomeLines | None = None) -> list[str]:
    """The whole answer as text: the ruleset, then each event's outcomes (and what follows
    each, where ``follows`` says)."""
    lines = [f"ruleset {result.ruleset}: {title}"]
    for answer in result.answers:
        lines += answer_lines(answer, explain, follows)
    return lines


def _unregenerable(process: Process) -> bool:
    """Whether a regeneration shield watches a destruction of a permanent that can't be
    regenerated (701.19c; 701.12c in 2011), so that it is not applied to it."""
    world = process.world
    shields = [e for e in process.effects
               if e.spec.action is not None and e.spec.action.key == "regenerate"]
    return any(isinstance(event, ZoneChange) and event.cause == "destroy"
               and not world.can_regenerate(event)
               and any(e.spec.watch.matches(event, e.binding, world) for e in shields)
               for event in (part.event for part in process.parts))


def _counters_remaining(answer: EventAnswer) -> list[str]:
    """A line for each move in the outcomes after which counters remain on the object, as
    its own ability says (101.1 over 122.2; 121.2 in 2011)."""
    process = answer.process
    lines: list[str] = []
    for outcome in answer.outcomes:
        for move in outcome.events:
            if not isinstance(move, ZoneChange):
                continue
            counters = process.world.counters_remaining(move)
            line = (f"  counters remain on {move.obj} as it moves to {move.to_zone} ("
                    + ", ".join(plural(n, f"{k} counter") for k, n in counters)
                    + f"), as its own ability says ({process.rules.cite('counters_remain')})")
            if counters and line not in lines:
                lines.append(line)
    return lines


def loss_lines(process: Process, outcome: Outcome) -> list[str]:
    """Who the state-based actions then make lose (704.5a, 704.5c), and why."""
    state = outcome_state(outcome, process.world)
    reasons = loss_reasons(state, process.world, process.rules, outcome.events)
    words = {"sba_life": "0 or less life",
             "sba_poison": f"{process.rules.poison_limit} or more poison counters"}
    return [f"       then {agreeing(player, 'loses')} the game as a state-based action: "
            f"{words[key]} ({process.rules.cite(key)})"
            for player, key in sorted(reasons.items())]


def answer_lines(answer: EventAnswer, explain: bool,
                 follows: OutcomeLines | None = None) -> list[str]:
    process = answer.process
    rules = process.rules
    chooser = process.options(process.start).chooser
    lines = [f"event {answer.id}: {answer.event}"]
    # what each rule of the process taking part did, in their order (``explain``)
    lines += [f"  {line}" for rule in process.steps for line in rule.explain()]
    for effect in process.effects:
        if effect.fixed.chosen:
            lines.append(f"  {effect.id}: the source of damage chosen as it was made is "
                         f"{', '.join(sorted(effect.fixed.chosen))} "
                         f"({rules.cite('chosen_source')})")
    if any(isinstance(e, CreateTokens) and e.zone != "battlefield"
           for outcome in answer.outcomes for e in outcome.events):
        lines.append(f"  tokens created in another zone than the battlefield never enter and "
                     f"cease to exist there ({rules.cite('token_elsewhere')})")
    lines += _counters_remaining(answer)
    if explain and not answer.unfinished:
        lines += [item.line() for item in answer.not_applied()]
    if _unregenerable(process):
        lines.append(f"  a regeneration shield is not applied to a permanent that can't be "
                     f"regenerated ({rules.cite('cant_regenerate')})")
    if answer.unfinished:
        lines.append("  UNFINISHED: stopped at a limit; " + (
            f"{plural(len(answer.outcomes), 'distinct outcome')} found whole, "
            f"{plural(len(answer.orders or []), 'order')} listed before it"
            + ("" if answer.counts_known else
               "; orders not counted yet: each count is at least the one shown")
            if answer.outcomes else "no outcome was found whole before it"))
    elif not process.options(process.start).candidates:
        # never "no effect applies" just before the effect that stopped the event
        stopped = any(outcome.cant for outcome in answer.outcomes)
        lines.append("  what a \"can't\" effect forbids doesn't happen; nothing else modifies "
                     "the event" if stopped else "  no replacement or prevention effect applies")
    else:
        lines.append(f"  {agreeing(chooser, 'chooses')} ({rules.cite('chooser')}); "
                     f"{plural(len(answer.outcomes), 'distinct outcome')} from "
                     f"{plural(answer.total_orders, 'order')}")
    for number, (outcome, tally) in enumerate(answer.outcomes.items(), 1):
        result = outcome_data(answer, outcome)["result"]
        lines.append(f"  {number}. {result}  [{plural(tally.count, 'order')}]")
        lines += follows(answer, outcome) if follows is not None else \
            loss_lines(process, outcome)
        if not tally.witness:
            continue
        if explain:
            for step, after in explained_order(process, tally.witness):
                verb = "applies" if step["applies"] else "pays" if step["paid"] else "declines"
                lines.append(f"       {agreeing(step['chooser'], verb)} "
                             f"{'to stop ' if step['paid'] else ''}{step['effect']} "
                             f"({step['text']}): "
                             f"{step['why']} ({step['rule']}) -> {step['event_after']}")
                lines += [f"       {line}" for line in after]
        else:
            lines.append(f"       e.g. {order_words(answer, tally.witness)}")
    if answer.orders is not None:
        lines.append(f"  orders listed: {len(answer.orders)}")
        for number, order in enumerate(answer.orders, 1):
            result = outcome_data(answer, answer.outcome_of(order))["result"]
            lines.append(f"    {number}. {order_words(answer, order)} -> {result}")
    return lines
