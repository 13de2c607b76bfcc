"""Rules effects applied after the layers (613.10 in 2011, 613.11 in 2026).

Once every object's characteristics are known, each rules effect that exists now (its
source in a zone it works in, its condition holding, 611.3a) applies to the objects its
ability's selector picks on the final board, or to the players its word names. So "creatures
without flying can't attack" leaves out a creature an earlier layer gave flying. Each record
cites the 613 rule and the word's own rule (its key in the ruleset's ``word_rules``).
"""
from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from mtglogic.errors import ConsistencyError
from mtglogic.layers.effects import ActiveEffect
from mtglogic.model.objects import Game, ObjState
from mtglogic.model.ruleset import Ruleset
from mtglogic.vocabulary.compiled import Selector
from mtglogic.vocabulary.context import EvalContext
from mtglogic.vocabulary.continuous import EffectSpec
from mtglogic.vocabulary.rules_effects import (
    GAME,
    NEEDS_ITS_RULE,
    OBJECT,
    RuleEffect,
    cited,
    scaled,
)
from mtglogic.vocabulary.turn_history import last_known
from mtglogic.vocabulary.word_rules import word_rules


@dataclass
class RulesRecord:
    """One rules effect that applies now: its word and argument, whom it applies to, and
    the rules it follows."""

    effect: str
    text: str
    word: str
    argument: Any
    objects: list[str]
    players: list[str]
    rules: list[str]
    # The effect's source and controller, and the selectors its word holds (evaluated by
    # whoever uses the rule: the trigger engine tests "creatures entering" on each mover).
    source: str | None = field(default=None, compare=False)
    controller: str | None = field(default=None, compare=False)
    selectors: tuple[Selector, ...] = field(default=(), compare=False)

    def selector(self, key: str) -> Selector | None:
        """The selector written under ``key`` of the argument (``entering``, ``leaving``),
        or the argument's only selector when it is one (``key`` ""); None when absent."""
        if not self.selectors:
            return None
        if isinstance(self.argument, Mapping) and key:
            keys = [k for k, v in self.argument.items() if isinstance(v, Mapping)]
            return self.selectors[keys.index(key)] if key in keys else None
        return self.selectors[0] if not key else None

    @property
    def describe(self) -> str:
        name = self.word.replace("_", " ")
        return name if self.argument is True else f"{name} {self.argument}"

    def json(self) -> dict[str, Any]:
        return {"effect": self.effect, "text": self.text, "word": self.word,
                "argument": self.argument, "objects": self.objects, "players": self.players,
                "rules": self.rules}


@dataclass(frozen=True)
class _Made:
    """A rules effect's word as one effect makes it: the records it gives."""

    effect: ActiveEffect
    text: str
    rule: RuleEffect
    controller: str | None

    def record(self, argument: Any, objects: list[str], players: list[str],
               rules: list[str]) -> RulesRecord:
        return RulesRecord(self.effect.id, self.text, self.rule.word, argument, objects,
                           players, rules, self.effect.source, self.controller,
                           self.rule.selectors)


def players_named(who: str, you: str | None, game: Game) -> list[str]:
    """The players of ``you``, ``opponents`` or ``each`` for an effect controlled by ``you``."""
    if who == "each":
        return list(game.player_ids())
    if you is None:
        return []
    return [you] if who == "you" else list(game.opponents(you))


def rules_records(effects: Iterable[ActiveEffect], board: Mapping[str, ObjState], game: Game,
                  ruleset: Ruleset,
                  spec_of: Callable[[ActiveEffect], EffectSpec | None],
                  exists: Callable[[ActiveEffect], bool],
                  affected: Callable[[ActiveEffect], frozenset[str]],
                  controller: Callable[[ActiveEffect], str | None],
                  context: Callable[[ActiveEffect], EvalContext] | None = None
                  ) -> list[RulesRecord]:
    """The rules effects that apply on the final board, in timestamp order; a cost change
    ``times`` a value says its ``amount`` on this board (601.2f)."""
    records = []
    for effect in sorted(effects, key=lambda e: e.order):
        spec = spec_of(effect)
        if spec is None or not spec.rules or not exists(effect):
            continue
        objects = sorted(o for o in affected(effect) if o in board)
        for rule in spec.rules:
            refuse_without_rule(rule, spec.text, ruleset)
            made = _Made(effect, spec.text, rule, controller(effect))
            if rule.kind == GAME:  # on the game itself: no object, no player
                records.append(made.record(rule.argument, [], [], cited(rule, ruleset)))
                continue
            if rule.kind == OBJECT:
                records.append(made.record(rule.argument, objects, [], cited(rule, ruleset)))
                continue
            who = players_named(str(rule.argument["players"]), controller(effect), game)
            argument = {k: v for k, v in rule.argument.items() if k != "players"}
            rules = cited(rule, ruleset)
            if rule.times is not None and context is not None:
                argument["amount"] = per_caster(rule, argument, who, context(effect)) \
                    if argument.get("per_caster") else amount(rule, argument, context(effect))
            if "nth_this_turn" in argument and context is not None:
                argument["next_spell_is_it"] = next_is_nth(rule, argument, who,
                                                           context(effect))
                rules += word_rules(ruleset).get("spell_cast", ())
            records.append(made.record(argument or True, [], who, rules))
    return records


def amount(rule: RuleEffect, argument: Mapping[str, Any], context: EvalContext) -> str:
    """How much a cost change ``times`` a value changes the cost now: "{1} less for each
    creature card in your graveyard" with three there is {3} less (601.2f; 601.2e in
    2011)."""
    times = rule.times.evaluate(context) if rule.times is not None else 1
    return scaled(str(argument.get("more", argument.get("less", ""))), times)


def per_caster(rule: RuleEffect, argument: Mapping[str, Any], players: list[str],
               context: EvalContext) -> dict[str, str]:
    """Each player's amount of a cost change ``times`` a value counted for its caster
    ("for each other spell that player has cast this turn"): the value with that player as
    ``you`` (601.2f; 601.2e in 2011)."""
    return {p: amount(rule, argument, replace(context, you=p)) for p in players}


KEPT = ("card_types", "subtypes", "supertypes", "colors")  # what a spell cast this turn keeps


def next_is_nth(rule: RuleEffect, argument: Mapping[str, Any], players: list[str],
                context: EvalContext) -> list[str]:
    """The players whose next spell of the effect's ``spells`` would be the Nth of them they
    cast this turn (``nth_this_turn``): those who cast N - 1 such spells earlier this turn,
    as the turn's history has them (601.2i; 601.2h in 2011). The change applies to that
    spell as its cost is determined (601.2f; 601.2e in 2011)."""
    spells = rule.selectors[0] if "spells" in argument and rule.selectors else None
    unkept = sorted(r for r in (spells.reads if spells else ()) if r.split(":")[0] not in KEPT)
    if unkept:
        raise ConsistencyError(f"`nth_this_turn` of {rule.word}: the turn's history keeps "
                               f"no {', '.join(unkept)} of the spells cast (only their card "
                               f"types, subtypes, supertypes and colors)")
    cast = [gone for gone in context.turn_history().objects("cast")
            if spells is None or spells.test(last_known(gone), context)]
    nth = int(argument["nth_this_turn"])
    return [p for p in players if sum(1 for gone in cast if gone.controller == p) == nth - 1]


def refuse_without_rule(rule: RuleEffect, text: str, ruleset: Ruleset) -> None:
    """A word that only its own rule makes mean anything (an ability triggering an additional
    time, 603.2d in 2026) is refused under a ruleset whose table gives that rule no number:
    the rules of that ruleset do not say what it does."""
    if rule.word in NEEDS_ITS_RULE and word_rules(ruleset).get(rule.rule, ("?",)) == ():
        raise ConsistencyError(f"{text!r}: `{rule.word}` needs a rule ({rule.rule}) that "
                               f"ruleset {ruleset.id} does not have; ask under a later ruleset")


def by_target(records: list[RulesRecord]) -> dict[str, dict[str, list[str]]]:
    """Each object's and each player's rules effects, as the answer lists them."""
    found: dict[str, dict[str, list[str]]] = {"objects": {}, "players": {}}
    for record in records:
        for key, ids in (("objects", record.objects), ("players", record.players)):
            for target in ids:
                found[key].setdefault(target, []).append(record.word)
    return found
