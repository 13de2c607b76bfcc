"""Every outcome over the choices a scenario lacks (``mtglogic layers --each-choice``).

A choice an effect reads and nobody made (a color, a creature type, a player named as a
permanent entered) is an input error by default. Asked for every outcome instead, the
engine tries each possible value of each missing choice in turn (a second missing choice
found under the first one's value is tried under it, and so on), computes the layers for
each combination, and groups the combinations that give the same answer. The values come
from the choice's kind: the colors, the players, the ruleset's creature types (205.3m) or
land types (205.3i) for a subtype, unless the user lists the values to try; a kind
with no finite list (a number, a card name) must be chosen or listed. Each combination is
one outcome for ``--max-outcomes``.
"""
from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any, Generic, TypeVar

from mtglogic.budget import Budget
from mtglogic.errors import BudgetExceeded, ConsistencyError, MissingChoice
from mtglogic.layers.compute import LayerResult
from mtglogic.model.ruleset import Ruleset
from mtglogic.model.scenario import Scenario
from mtglogic.text import plural

SUBTYPE_KINDS = ("subtype", "creature type", "land type")
Who = str  # the object whose choice it is, or "(effect)" for a resolved effect with no source
Answer = TypeVar("Answer")  # an engine's answer: a ``LayerResult``, a replacement answer
NO_SOURCE = "(effect)"


@dataclass(frozen=True)
class Made:
    """One choice made for the enumeration: whose, which key, which value."""

    who: Who
    key: str
    value: str


@dataclass
class ChoiceGroup(Generic[Answer]):
    """The combinations of choice values that give one answer, and that answer."""

    combinations: list[tuple[Made, ...]]
    result: Answer


@dataclass
class EachChoiceResult(Generic[Answer]):
    """Every answer over the missing choices; ``unfinished`` when a limit stopped it."""

    groups: list[ChoiceGroup[Answer]]
    ruleset: Ruleset
    tried: int = 0
    unfinished: bool = False
    keys: list[tuple[Who, str, int]] = field(default_factory=list)  # missing: whose, key, values

    def __repr__(self) -> str:
        return (f"<EachChoiceResult {self.ruleset.id}: {plural(len(self.groups), 'answer')} "
                f"over {plural(self.tried, 'combination')}"
                f"{', partial' if self.unfinished else ''}>")


def choice_values(error: MissingChoice, ruleset: Ruleset,
                  given: Mapping[tuple[Who, str], tuple[str, ...]]) -> tuple[str, ...]:
    """The values to try for a missing choice: the user's list, else its kind's values."""
    who = error.source or NO_SOURCE
    lists = ruleset.subtype_lists
    kind_list: tuple[str, ...] | None = error.allowed
    if error.kind in SUBTYPE_KINDS:  # every subtype would be allowed: the key says which
        land = "land" in error.kind or "land" in error.key
        kind_list = tuple(sorted(lists.get("land_types" if land else "creature_types", ())))
        kind_list = kind_list or None
    if (who, error.key) in given:
        values = given[(who, error.key)]
        wrong = [v for v in values if kind_list is not None and v not in kind_list]
        if wrong:
            raise ConsistencyError(f"--choice-values {who}:{error.key}: {wrong[0]!r} is not a "
                                   f"{error.kind}")
        return values
    if not kind_list:
        raise ConsistencyError(f"{who}'s choice {error.key!r} ({error.kind}) has no finite list "
                               f"of values to try: give it with --choose {who}:{error.key}:VALUE "
                               f"or list values with --choice-values {who}:{error.key}:V1,V2")
    return kind_list


def with_choice(scenario: Scenario, made: Made) -> Scenario:
    """The scenario with one more choice: the object's (effects from it read it too), or
    each sourceless resolved effect's that lacks it."""
    objects = scenario.game.objects
    if made.who in objects:
        obj = objects[made.who].copy()
        obj.choices = {**obj.choices, made.key: made.value}
        game = replace(scenario.game, objects={**objects, made.who: obj})
        return replace(scenario, game=game)
    source = None if made.who == NO_SOURCE else made.who
    effects = [replace(e, choices={**e.choices, made.key: made.value})
               if e.source == source and made.key not in e.choices else e
               for e in scenario.effects]
    return replace(scenario, effects=effects)


def board_key(result: LayerResult) -> str:
    """What makes two answers the same: the boards of their outcomes, before and after
    each time step (which effect did it may differ: the first combination's is shown)."""
    results = [result] + [m.result for m in result.moments]
    return json.dumps([[o.identity() for o in r.outcomes] for r in results],
                      sort_keys=True, default=str)


def each_choice(scenario: Scenario, compute: Callable[[Scenario], Answer], budget: Budget,
                given: Mapping[tuple[Who, str], tuple[str, ...]] | None = None,
                same: Callable[[Any], str] = board_key) -> EachChoiceResult[Answer]:
    """Every answer of ``compute`` over the values of the choices ``scenario`` lacks, the
    combinations whose answers are the ``same`` (by default, the same boards) grouped."""
    found: EachChoiceResult[Answer] = EachChoiceResult([], scenario.ruleset)
    by_answer: dict[str, ChoiceGroup[Answer]] = {}
    seen_keys: set[tuple[Who, str]] = set()
    pending: list[tuple[Made, ...]] = [()]
    try:
        while pending:
            combination = pending.pop(0)
            state = scenario
            for made in combination:
                state = with_choice(state, made)
            try:
                result = compute(state)
            except MissingChoice as missing:
                who = missing.source or NO_SOURCE
                values = choice_values(missing, scenario.ruleset, given or {})
                if (who, missing.key) not in seen_keys:
                    seen_keys.add((who, missing.key))
                    found.keys.append((who, missing.key, len(values)))
                if any(m.who == who and m.key == missing.key for m in combination):
                    raise  # the value set did not reach the effect: report it as it is
                pending = [combination + (Made(who, missing.key, v),) for v in values] + pending
                continue
            budget.check_outcomes(found.tried + 1, "combinations of choice values")
            budget.tick("combinations of choice values")
            key = same(result)
            if key in by_answer:
                by_answer[key].combinations.append(combination)
            else:
                by_answer[key] = ChoiceGroup([combination], result)
                found.groups.append(by_answer[key])
            found.tried += 1
    except BudgetExceeded as exc:
        found.unfinished = True
        exc.keep(found)
        raise
    unused_values(given or {}, seen_keys)
    return found


def unused_values(given: Mapping[tuple[Who, str], tuple[str, ...]],
                  missing: set[tuple[Who, str]]) -> None:
    """Values listed for a choice no effect asked for (an unknown id, a key misspelled, a
    choice already made) are an error naming the choices that were missing: a list the
    enumeration never read would otherwise be ignored in silence."""
    unused = [f"{who}:{key}" for who, key in given if (who, key) not in missing]
    if not unused:
        return
    known = ", ".join(sorted(f"{who}:{key}" for who, key in missing)) or "none"
    raise ConsistencyError(f"--choice-values {', '.join(unused)}: no effect asks for this "
                           f"choice; the choices not made are: {known}")
