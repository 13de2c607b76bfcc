""""For as long as" durations (611.2b in both rulesets) read on the board as it is.

An effect of a resolved spell or ability that lasts "for as long as" a condition holds ends
once the condition is false, for good. The condition is a fact of the game, so it reads
each object's final characteristics, after every layer (613.1): a control effect (layer 2)
lasting "for as long as that creature's power is 1 or less" has ended once a pump or a
counter (layer 7) makes the creature bigger, though the control effect applies first.

The layer process is therefore run with every effect still in force; an effect whose
condition is false on the board it gives has ended, and the process runs again without it
until every condition left holds (each run ends at least one more effect, so this stops).
What ended is said with the board (``EndedRecord``).
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from mtglogic.model.objects import Game, ObjState
from mtglogic.model.ruleset import Ruleset
from mtglogic.model.scenario import ResolvedEffect
from mtglogic.vocabulary.context import EvalContext


@dataclass(frozen=True)
class EndedRecord:
    """An effect whose "for as long as" condition is false on the board: it has ended."""

    effect: str
    text: str
    rule: str


def as_long_as_rule(ruleset: Ruleset) -> str:
    """The rule of "for as long as" durations in the ruleset's ``time`` section."""
    return str(ruleset.section("time")["rules"].value.get("as_long_as", ""))


def lapsed(game: Game, effects: list[ResolvedEffect], board: Mapping[str, ObjState],
           ruleset: Ruleset) -> list[ResolvedEffect]:
    """The effects whose "for as long as" condition is false on ``board``; ``it`` in the
    condition is the effect's object when it has exactly one."""
    found = []
    for effect in effects:
        duration = effect.spec.duration
        if duration is None or duration.condition is None:
            continue
        targets = [t for t in effect.targets if t in board]
        ctx = EvalContext(game, board, effect.source, effect.controller,
                          board[targets[0]] if len(targets) == 1 else None, effect.timestamp,
                          effect.choices, ruleset.subtype_lists)
        if not duration.condition.holds(ctx):
            found.append(effect)
    return found


def run_lasting(run_with: Callable[[list[ResolvedEffect]], Any], game: Game,
                effects: list[ResolvedEffect], ruleset: Ruleset) -> Any:
    """A run of the layer process (``run_with`` the effects in force) in which every effect
    left has its "for as long as" condition true on the final board; the run's ``ended``
    lists those that ended, in the order they were found."""
    kept = list(effects)
    ended: list[ResolvedEffect] = []
    rule = as_long_as_rule(ruleset)
    while True:
        run = run_with(kept)
        gone = lapsed(game, kept, run.board, ruleset)
        if not gone:
            run.ended = [EndedRecord(e.id, e.spec.text, rule) for e in ended]
            return run
        ended += gone
        ids = {e.id for e in gone}
        kept = [e for e in kept if e.id not in ids]
