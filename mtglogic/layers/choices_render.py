"""Text and JSON of every outcome over missing choices (``layers --each-choice``)."""
from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from mtglogic.layers.choices import ChoiceGroup, EachChoiceResult, Made
from mtglogic.layers.compute import LayerResult
from mtglogic.layers.render import StepJson, StepLines, result_json, result_lines
from mtglogic.text import plural, wrap_line

SHOWN = 12  # values of one choice listed in a group's heading


def describe(group: ChoiceGroup[Any]) -> str:
    """The combinations of a group: one choice's values in a list, else each combination."""
    combos = group.combinations
    if not combos[0]:
        return "no choice read"
    if all(len(c) == 1 and (c[0].who, c[0].key) == (combos[0][0].who, combos[0][0].key)
           for c in combos):
        first = combos[0][0]
        values = [c[0].value for c in combos]
        many = f" ({plural(len(values), 'value')}, the same answer)" if len(values) > 1 else ""
        if len(values) > SHOWN:
            values = values[:SHOWN] + [f"... ({len(values) - SHOWN} more; --json lists all)"]
        return f"{first.who}'s {first.key} = {', '.join(values)}{many}"
    return "; ".join(", ".join(f"{m.who}'s {m.key} = {m.value}" for m in c) for c in combos)


def each_choice_lines(result: EachChoiceResult[Any],
                      answer_lines: Callable[[Any], Iterable[str]]) -> Iterable[str]:
    """The text: the choices not made, then each answer (``answer_lines``) under the values
    that give it."""
    ruleset = result.ruleset
    yield f"Ruleset {ruleset.id}: {ruleset.title}"
    missing = ", ".join(f"{who}'s {key} ({plural(n, 'value')})" for who, key, n in result.keys)
    yield from wrap_line(f"Every outcome over the choices not made: {missing or 'none read'}; "
                         f"{plural(result.tried, 'combination')} tried, "
                         f"{plural(len(result.groups), 'distinct answer')}.")
    for index, group in enumerate(result.groups, 1):
        yield from wrap_line(f"Answer {index} of {len(result.groups)}, with {describe(group)}:")
        yield from answer_lines(group.result)


def layer_answer_lines(result: EachChoiceResult[LayerResult], explain: bool,
                       only: str | None = None, follows: StepLines | None = None
                       ) -> Iterable[str]:
    """``follows``: what each time step triggers (``mtglogic.engines.layers``)."""
    return each_choice_lines(result, lambda answer: result_lines(
        answer, result.ruleset, explain, only, header=False, follows=follows))


def _made(made: Made) -> dict[str, str]:
    return {"object": made.who, "key": made.key, "value": made.value}


def each_choice_json(result: EachChoiceResult[Any],
                     answer_json: Callable[[Any], dict[str, Any]]) -> dict[str, Any]:
    """The JSON: the choices not made, then each answer's keys (``answer_json``, without
    the ruleset) after the combinations of values that give it."""
    groups = []
    for group in result.groups:
        answer = {k: v for k, v in answer_json(group.result).items() if k != "ruleset"}
        groups.append({"combinations": [[_made(m) for m in c] for c in group.combinations],
                       **answer})
    return {"ruleset": result.ruleset.id,
            "missing_choices": [{"object": who, "key": key, "values": n}
                                for who, key, n in result.keys],
            "combinations_tried": result.tried, "each_choice": groups}


def layer_answer_json(result: EachChoiceResult[LayerResult], only: str | None = None,
                      follows: StepJson | None = None) -> dict[str, Any]:
    return each_choice_json(result, lambda answer: result_json(answer, result.ruleset, only,
                                                               follows))
