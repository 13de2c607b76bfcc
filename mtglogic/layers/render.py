"""Rendering layer results: readable tables, explanations and JSON."""
from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from mtglogic.layers.changes import changes_json
from mtglogic.layers.compute import LayerResult, Outcome
from mtglogic.layers.engine import Step
from mtglogic.layers.graphs import effect_card
from mtglogic.layers.rules_applied import by_target
from mtglogic.layers.ties import TieGroup
from mtglogic.layers.timeline import Moment
from mtglogic.model.objects import ObjState
from mtglogic.model.ruleset import Ruleset
from mtglogic.text import plural, table, type_line, wrap_line
from mtglogic.vocabulary.rules_effects import GAME_WORDS


def pt(chars: dict[str, Any]) -> str:
    if "power" not in chars:
        return ""
    return f"{chars['power']}/{chars['toughness']}"


def describe_choice(choice: list[tuple[TieGroup, tuple[str, ...]]]) -> str:
    return "; ".join(f"{g.chooser} orders timestamp {g.timestamp:g}: {' then '.join(order)}"
                     for g, order in choice)


def step_json(step: Step) -> dict[str, Any]:
    """One applied effect; with what it changed when the explanation was recorded."""
    found: dict[str, Any] = {"layer": step.layer, "effect": step.effect, "text": step.text,
             "affected": step.affected, "reason": step.reason, "rules": step.rules}
    if step.changes is not None:
        found["changes"] = changes_json(step.changes)
    return found


def object_json(obj: ObjState) -> dict[str, Any]:
    """An object's final characteristics with its owner, counters and whether it is a
    token: all that ``Characteristics`` holds (its id is the key)."""
    return {**obj.characteristics(), "owner": obj.owner,
            "counters": {kind: n for kind, n in sorted(obj.counters.items()) if n},
            "is_token": obj.is_token}


def outcome_json(outcome: Outcome, only: str | None = None) -> dict[str, Any]:
    objects = {oid: object_json(obj) for oid, obj in sorted(outcome.board.items())}
    if only is not None:
        objects = {k: v for k, v in objects.items() if k == only}
    return {
        "objects": objects,
        "orders": len(outcome.choices),
        "choices": [[{"chooser": g.chooser, "timestamp": g.timestamp, "order": list(order)}
                     for g, order in choice] for choice in outcome.choices],
        "steps": [step_json(s) for s in outcome.run.steps],
        "vanished": [{"layer": s.layer, "effect": s.effect, "text": s.text, "reason": s.reason,
                      "rules": s.rules, "after_step": after}
                     for after, s in outcome.run.vanished],
        "player_effects": [{"effect": p.effect, "text": p.text, "players": p.players,
                            "gains": p.gains, "rule": p.rule} for p in outcome.run.player_effects],
        "state_based": [{"object": c.object, "rule": c.rule, "action": c.action,
                         "reason": c.reason} for c in outcome.run.consequences
                        if only is None or c.object == only],
        "inactive": [{"effect": i.effect, "text": i.text, "rule": i.rule}
                     for i in outcome.run.inactive],
        "ended": [{"effect": e.effect, "text": e.text, "rule": e.rule}
                  for e in outcome.run.ended],
        "rules_effects": [r.json() for r in outcome.run.rules
                          if only is None or only in r.objects],
        "rules": by_target([r for r in outcome.run.rules
                            if only is None or only in r.objects]),
    }


# What the engine adds under each time step (``mtglogic.engines.layers``: what it
# triggers and the state-based actions after it, 603.2, 704.3), as lines and as JSON.
StepLines = Callable[[Moment], list[str]]
StepJson = Callable[[Moment], dict[str, Any]]


def moment_json(moment: Moment, only: str | None = None,
                follows: StepJson | None = None) -> dict[str, Any]:
    found = {"step": moment.label, "rules": moment.rules, "notes": moment.notes,
             "ended": moment.ended, "active_player": moment.result.moment_game.active_player,
             "turn": moment.result.moment_game.turn,
             "outcomes": [outcome_json(o, only) for o in moment.result.outcomes]}
    if follows is not None:
        found["next"] = follows(moment)
        found["trigger_notes"] = list(moment.trigger_notes)
    if moment.settled is not None:  # the board the state-based actions leave (704.3)
        found["after_state_based_actions"] = [outcome_json(o, only)
                                              for o in moment.settled.outcomes]
    return found


def result_json(result: LayerResult, ruleset: Ruleset, only: str | None = None,
                follows: StepJson | None = None) -> dict[str, Any]:
    return {
        "ruleset": ruleset.id,
        "tie_groups": [{"chooser": g.chooser, "timestamp": g.timestamp, "units": list(g.units),
                        "rule": ruleset.cite("timestamp_simultaneous")} for g in result.groups],
        "orders_tried": result.orders_tried,
        "notes": list(result.moment_game.notes) if result.moment_game is not None else [],
        "outcomes": [outcome_json(o, only) for o in result.outcomes],
        "time_steps": [moment_json(m, only, follows) for m in result.moments],
    }


def shown_subtypes(subtypes: list[str], ruleset: Ruleset) -> list[str]:
    """The subtypes for a table: an object that has every creature type the ruleset lists
    (205.3m; changeling, 702.73a) shows "(every creature type)" in their place, then its
    other subtypes; JSON output keeps the full list."""
    every = ruleset.subtype_lists.get("creature_types", frozenset())
    if not every or not every <= set(subtypes):
        return subtypes
    return ["(every creature type)"] + [s for s in subtypes if s not in every]


def outcome_lines(outcome: Outcome, ruleset: Ruleset, explain: bool,
                  only: str | None = None) -> Iterable[str]:
    rows = [["id", "name", "controller", "types", "P/T", "colors", "abilities"]]
    for oid, chars in outcome.characteristics().items():
        if only is not None and oid != only:
            continue
        kinds = type_line(chars["supertypes"], chars["types"],
                          shown_subtypes(chars["subtypes"], ruleset))
        rows.append([oid, chars["name"] or "(no name)", str(chars["controller"] or "-"), kinds,
                     pt(chars), ",".join(chars["colors"]) or "colorless",
                     "; ".join(chars["abilities"]) or "-"])
    yield from table(rows)
    for line in _notes(outcome, only):
        yield from wrap_line(line)
    if explain:
        yield "  Explanation:"
        layer_names = {layer.id: layer for layer in ruleset.layers}
        current = None
        for step, applied in explained_steps(outcome):
            if step.layer != current:
                current = step.layer
                layer = layer_names[step.layer]
                yield f"    Layer {layer.id} ({layer.rule}, {layer.name}):"
            card = effect_card(outcome.run, step.effect)
            name = step.effect if card == step.effect else f"{step.effect} ({card})"
            if not applied:
                yield from wrap_line(f"      {name}: {step.text} -- {step.reason} "
                                     f"[{', '.join(step.rules)}]")
                continue
            affected = ", ".join(step.affected) or "no object"
            yield from wrap_line(f"      {name}: {step.text} -> {affected}; "
                                 f"{step.reason} [{', '.join(step.rules)}]")
        for record in outcome.run.inactive:
            yield from wrap_line(f"    Not applying: {record.effect}: {record.text} -- its "
                                 f"condition does not hold now [{record.rule}]")


def _notes(outcome: Outcome, only: str | None) -> Iterable[str]:
    """Effects that ended on this board, effects on players and the state-based actions
    the board calls for."""
    for ended in outcome.run.ended:
        yield (f"  Ended [{ended.rule}]: {ended.effect}: {ended.text} -- its \"for as long "
               f"as\" condition is false on this board, so it no longer applies")
    for record in outcome.run.player_effects:
        who = ", ".join(record.players)
        gains = f" ({who} gain {', '.join(record.gains)})" if record.gains else ""
        yield f"  [{record.rule}] {record.effect}: {record.text}{gains}"
    for rule in outcome.run.rules:
        if only is not None and only not in rule.objects:
            continue
        whom = ", ".join(rule.objects + rule.players) or \
            ("the game" if rule.word in GAME_WORDS else "nothing now")
        now = rule.argument.get("amount") if isinstance(rule.argument, dict) else None
        if isinstance(now, dict):  # an amount for each caster
            now = ", ".join(f"{who} {each}" for who, each in now.items())
        amount = f" {now}" if now else ""
        nth = rule.argument.get("next_spell_is_it") if isinstance(rule.argument, dict) \
            else None
        if nth is not None:
            amount += f"; such spell {rule.argument['nth_this_turn']} this turn is next " \
                f"for {', '.join(nth) or 'no one'}"
        yield (f"  Rules effect [{', '.join(rule.rules)}] {rule.effect}: {rule.text} "
               f"({rule.word}{amount}) -> {whom}")
    for sba in outcome.run.consequences:
        if only is None or sba.object == only:
            yield f"  State-based action [{sba.rule}]: {sba.object} {sba.action} ({sba.reason})"


def explained_steps(outcome: Outcome) -> list[tuple[Any, bool]]:
    """Applied steps and vanished effects in the order they happened: (step, applied)."""
    merged: list[tuple[Any, bool]] = []
    vanished = list(outcome.run.vanished)
    for index, step in enumerate(outcome.run.steps):
        while vanished and vanished[0][0] <= index:
            merged.append((vanished.pop(0)[1], False))
        merged.append((step, True))
    merged.extend((s, False) for _, s in vanished)
    return merged


def result_lines(result: LayerResult, ruleset: Ruleset, explain: bool,
                 only: str | None = None, header: bool = True,
                 follows: StepLines | None = None) -> Iterable[str]:
    if header:
        yield f"Ruleset {ruleset.id}: {ruleset.title}"
        for note in result.moment_game.notes if result.moment_game is not None else ():
            yield from wrap_line(f"Note: {note}")
    count = len(result.outcomes)
    if result.groups:
        for g in result.groups:
            yield from wrap_line(
                f"Simultaneous timestamps [{ruleset.cite('timestamp_simultaneous')}]: "
                f"{g.chooser} orders {', '.join(g.units)} (timestamp {g.timestamp:g})")
        yield (f"{plural(result.orders_tried, 'order')} tried, "
               f"{plural(count, 'distinct outcome')}.")
    for index, outcome in enumerate(result.outcomes, 1):
        if count > 1 or result.groups:
            yield from wrap_line(f"Outcome {index} of {count} "
                                 f"({plural(len(outcome.choices), 'order')}), e.g. "
                                 f"{describe_choice(outcome.choices[0])}:")
        yield from outcome_lines(outcome, ruleset, explain, only)
    for index, moment in enumerate(result.moments, 1):
        cited = f" [{', '.join(moment.rules)}]" if moment.rules else ""
        yield from wrap_line(f"After step {index}, {moment.label}{cited}:")
        for note in moment.notes:
            yield from wrap_line(f"  - {note}")
        yield from result_lines(moment.result, ruleset, explain, only, header=False)
        if follows is not None:
            yield from follows(moment)
