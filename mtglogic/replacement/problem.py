"""From a question to the problems the engine solves: effects in force and one process per event.

Effects in force come from replacement abilities of objects in the zones they work from
(the battlefield unless ``works_from`` says otherwise), from keywords whose rules make one
(protection, 702.16e: ruleset data) and from counters whose rules make one (shield and
finality counters, 122.1c and 122.1h: ruleset data), from a permanent's own abilities
that modify how it enters (614.12), and from the question's effects of resolved spells and
abilities (``replacements:`` of a scenario, read by ``mtglogic.loading.replacement``).
Objects are seen with the characteristics the layer engine gives them (rule 613). Effects
that say damage can't be prevented (615.12) are not replacement effects: the world holds
them, and prevention reads them; so are those that say permanents can't be regenerated
(701.19c; 701.12c in 2011), which regeneration shields read.
"""
from __future__ import annotations

import itertools
import math
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from mtglogic.budget import Budget
from mtglogic.errors import ComputedLimit, ConsistencyError
from mtglogic.layers.compute import compute_layers
from mtglogic.model.answers import EffectId
from mtglogic.model.copiable import entering_copy_effects
from mtglogic.model.objects import Game, ObjState
from mtglogic.node import Node
from mtglogic.replacement.effect_ids import ability_names
from mtglogic.replacement.model import Effect, Question, ScenarioEvent
from mtglogic.replacement.process import Process
from mtglogic.replacement.rules import ChoiceRules, choice_rules
from mtglogic.vocabulary.continuous import EffectSpec
from mtglogic.vocabulary.events import ZoneChange
from mtglogic.vocabulary.replacements import ReplacementSpec, compile_replacement
from mtglogic.vocabulary.tokens import predefined_tokens, token_table
from mtglogic.vocabulary.world import EventTest, Layers, World


@dataclass
class Problem:
    """A question ready to solve: its world, rules, effects in force and events."""

    world: World
    rules: ChoiceRules
    effects: tuple[Effect, ...]
    cants: tuple[Effect, ...]
    events: list[ScenarioEvent]
    unpreventable: tuple[Effect, ...] = ()  # "damage can't be prevented" (615.12)
    unregenerable: tuple[Effect, ...] = ()  # "it can't be regenerated" (701.19c)

    def process(self, event: ScenarioEvent) -> Process:
        try:
            return Process(event.parts, self.effects, self.cants, self.world, self.rules)
        except ConsistencyError as exc:
            event.node.fail(exc.message)  # the event written in the file: its line and path


def _card_effects(world: World, events: list[ScenarioEvent]) -> list[Effect]:
    """The effects of the objects' replacement abilities, as the layers give them; for a
    permanent about to enter, those that modify its own entering as it would exist on the
    battlefield (614.12: a Scarwood Treefolk put onto the battlefield from a graveyard where
    Yixlid Jailer removes its abilities still enters tapped)."""
    effects: dict[str, Effect] = {}
    for obj in world.board.values():
        _add_effects(effects, obj, _working_in(obj.zone))
    for event in events:
        for part in event.parts:
            entering = world.entering(part)
            if entering is not None:
                _add_effects(effects, entering, _own_entering)
    return list(effects.values())


def _own_entering(spec: ReplacementSpec) -> bool:
    return spec.watch.self_only and "enter" in spec.watch.kinds


def _working_in(zone: str) -> Callable[[ReplacementSpec], bool]:
    """Keeps the effects that work from ``zone`` (or modify their own entering)."""
    return lambda spec: zone in spec.works_from or _own_entering(spec)


def _add_effects(effects: dict[str, Effect], obj: ObjState,
                 wanted: Callable[[ReplacementSpec], bool]) -> None:
    """The effects of ``obj``'s replacement abilities that ``wanted`` keeps, by id (an id
    already present is kept)."""
    abilities = [a for a in obj.abilities if a.kind == "replacement"]
    names = ability_names([a.definition for a in abilities])
    for k, ability in enumerate(abilities):
        spec = ability.definition
        if spec.resolved or not wanted(spec):
            continue
        eid = obj.id if len(abilities) == 1 else f"{obj.id}#{k + 1}"
        effects.setdefault(eid, Effect(eid, f"{obj.name}: {spec.text}", spec, obj.id,
                                       obj.controller or obj.owner, ability=ability.data,
                                       ref=EffectId(obj.id, names[k])))


def _keyword_effects(world: World, rules: ChoiceRules,
                     events: list[ScenarioEvent]) -> list[Effect]:
    """The effects permanents' keywords make by rule (702.16e: protection prevents damage;
    702.12b: indestructible, can't be destroyed); for a permanent about to enter, those of
    its keywords that modify its own entering, as it would exist on the battlefield with
    the abilities other effects would give it (614.12: riot granted by another permanent),
    each instance its own effect (702.136b)."""
    effects: list[Effect] = []
    for obj in world.board.values():
        if obj.zone == "battlefield":
            effects += _keyword_effects_of(obj, rules, lambda spec: not _own_entering(spec))
            effects += _player_protection(obj, rules, world)
    for event in events:
        for part in event.parts:
            entering = world.entering(part)
            if entering is not None:
                effects += _keyword_effects_of(entering, rules, _own_entering)
    return effects


def _player_protection(obj: ObjState, rules: ChoiceRules, world: World) -> list[Effect]:
    """Protection a static ability of ``obj`` gives players ("you have protection from the
    chosen card name", Runed Halo: ``player_effect`` gaining it, 613.10; 613.9 in 2011),
    read as the keyword rule "you have protection from QUALITY" of each player it
    protects (702.16b, 702.16e), while the ability works where the object is and its
    condition holds."""
    found: list[Effect] = []
    controller = obj.controller or obj.owner
    for ability in obj.abilities:
        spec = ability.definition
        if ability.kind != "static" or not isinstance(spec, EffectSpec) \
                or spec.player_effect is None or obj.zone not in spec.functions_in:
            continue
        if spec.condition is not None and \
                not spec.condition.holds(world.context(obj.id, controller)):
            continue
        who = spec.player_effect.players
        players = world.players() if who == "each" else [controller] if who == "you" \
            else [p for p in world.players() if p != controller]
        for gain in spec.player_effect.gains:
            for rule in rules.keyword_rules:
                for quality, effect in rule.specs(f"you have {gain}"):
                    for player in players:
                        eid = f"{obj.id}:{rule.prefix}{quality}" + (
                            f"@{player}" if len(players) > 1 else "")
                        found.append(Effect(eid, f"{obj.name}: {effect.text} ({rule.rule})",
                                            effect, obj.id, player,
                                            ref=EffectId(obj.id, f"{rule.prefix}{quality}")))
    return found


def _keyword_effects_of(obj: ObjState, rules: ChoiceRules,
                        wanted: Callable[[ReplacementSpec], bool]) -> list[Effect]:
    """The effects ``obj``'s keywords make that ``wanted`` keeps; a keyword it has twice
    makes its effect twice (the second id numbered)."""
    found: list[Effect] = []
    seen: dict[str, int] = {}
    for ability in obj.abilities:
        if ability.kind != "keyword":
            continue
        for rule in rules.keyword_rules:
            for quality, spec in rule.specs(ability.text):
                if not wanted(spec):
                    continue
                name = f"{rule.prefix}{quality}"
                seen[name] = seen.get(name, 0) + 1
                suffix = f"#{seen[name]}" if seen[name] > 1 else ""
                found.append(Effect(f"{obj.id}:{name}{suffix}",
                                    f"{obj.name}: {spec.text} ({rule.rule})", spec,
                                    obj.id, obj.controller or obj.owner,
                                    ref=EffectId(obj.id, name + suffix)))
    return found


def _printed_counter_effects(world: World, rules: ChoiceRules,
                             events: list[ScenarioEvent]) -> list[Effect]:
    """The counters each permanent about to enter gets by rule (306.5b: a planeswalker's
    loyalty, 310.4b: a battle's defense), as it would exist on the battlefield (614.12): a
    copy's copied number, none for a face-down one."""
    effects: dict[str, Effect] = {}
    for event in events:
        for part in event.parts:
            entering = world.entering(part)
            if entering is None:
                continue
            for rule in rules.printed_counters:
                count = getattr(entering, rule.characteristic)
                if rule.card_type not in entering.card_types or not count:
                    continue
                spec = rule.effect(count)
                eid = f"{entering.id}:{rule.characteristic}"
                if eid in effects and effects[eid].spec != spec:  # entering as another copy
                    eid = f"{eid}={count}"
                effects.setdefault(eid, Effect(
                    eid, f"{entering.name}: {spec.text} ({rule.rule})", spec, entering.id,
                    entering.controller or entering.owner,
                    ref=EffectId(entering.id, rule.characteristic)))
    return list(effects.values())


def _copy_exception_effects(world: World, rules: ChoiceRules,
                            events: list[ScenarioEvent]) -> list[Effect]:
    """The additional effects of the copy effect a permanent enters with (707.9e: Spark
    Double's "except it enters with an additional +1/+1 counter"; 706.9 in 2011, the card's
    own text; the ruleset key ``copy_exception``): a replacement on how it enters (614.1c),
    read from its own "enter as a copy" ability (``copy`` with ``enters_with``), when the
    event says it enters as a copy; each counter only if the permanent it would be matches
    the exception's selector (707.9f). A token or a card copying such a permanent copies
    its characteristics, not the exception. The same object entering as a copy in several
    events has these effects once."""
    found: dict[str, Effect] = {}
    for event in events:
        for part in event.parts:
            if not isinstance(part, ZoneChange) or part.enter is None \
                    or part.enter.copy_of is None:
                continue
            base = world.game.objects.get(part.obj)
            if base is None:
                continue
            for n, extra in enumerate(_entering_copy_extras(base), 1):
                # only as it enters as a copy: entering as itself, it has no exception
                watched = {"self": True, "entered_as_copy": True, **extra.get("if", {})}
                spec = compile_replacement(Node({
                    "text": f"{base.name} enters with an additional {extra['counter']} "
                            f"counter as a copy ({rules.cite('copy_exception')})",
                    "works_from": "anywhere", "watch": {"event": "enter", "object": watched},
                    "instead": {"enter_with_counters": {"counter": extra["counter"],
                                                        "count": extra["count"]}}},
                    "<copy exception>", f"{base.id}.enters_with[{n - 1}]"))
                eid = f"{base.id}:copy exception#{n}"
                found.setdefault(eid, Effect(eid, f"{base.name}: {spec.text}", spec,
                                             base.id, base.controller or base.owner,
                                             ref=EffectId(base.id, f"copy exception#{n}")))
    return list(found.values())


def _entering_copy_extras(obj: ObjState) -> list[dict[str, Any]]:
    """The ``enters_with`` exceptions of the object's own abilities that make it enter as
    a copy of the object chosen as it enters (``copy: {of: {chosen: copy}}``)."""
    return [extra for copy in entering_copy_effects(obj)
            for extra in copy.get("enters_with", [])]


def _counter_effects(world: World, rules: ChoiceRules) -> list[Effect]:
    """The effects permanents' counters make by rule (122.1c shield, 122.1h finality): one
    set for one or more counters of a kind."""
    effects = []
    for obj in world.board.values():
        if obj.zone != "battlefield":
            continue
        for rule in rules.counter_rules:
            if obj.counters.get(rule.counter, 0) <= 0:
                continue
            names = ability_names(rule.effects)
            for k, spec in enumerate(rule.effects):
                suffix = f"#{k + 1}" if len(rule.effects) > 1 else ""
                effects.append(Effect(f"{obj.id}:{rule.counter} counter{suffix}",
                                      f"{obj.name}: {spec.text} ({rule.rule})", spec,
                                      obj.id, obj.controller or obj.owner,
                                      ref=EffectId(obj.id, f"{rule.counter} counter" + (
                                          f" {names[k]}" if len(rule.effects) > 1 else ""))))
    return effects


def _classify(effects: list[Effect], rules: ChoiceRules) -> tuple[Effect, ...]:
    """Give each effect its 616.1 tier and its class of interchangeable effects."""
    tiered = [replace(e, tier=rules.tier_of(e.spec.tier_kinds())) for e in effects]
    classes: dict[tuple[Any, ...], int] = {}
    result = []
    for eff in tiered:
        klass = classes.setdefault(eff.class_key(), len(classes))
        result.append(replace(eff, klass=klass))
    return tuple(result)


def build_problem(question: Question, budget: Budget, use_layers: bool = True) -> Problem:
    """The world, rules, effects and events of a question. Without ``use_layers`` objects
    keep their printed characteristics (to test the replacement engine alone)."""
    scenario = question.scenario
    layers: Layers | None = None
    if use_layers:
        def layers(game: Game) -> dict[str, ObjState]:
            return compute_layers(game, scenario.effects, scenario.ruleset, budget).board
    game = scenario.game
    rules_in_force, layered = None, None
    if use_layers:
        layered = question.layered or compute_layers(game, scenario.effects, scenario.ruleset,
                                                     budget)
        run = layered.outcomes[0].run
        board, rules_in_force = dict(run.board), list(run.rules)
    else:
        board = {oid: obj.copy() for oid, obj in game.objects.items()}
    world = World(game, board, layers, {**predefined_tokens(scenario.ruleset), **question.tokens},
                  history=question.history, subtype_lists=scenario.ruleset.subtype_lists,
                  scenario=scenario, rules=rules_in_force, layered=layered)
    rules = choice_rules(scenario.ruleset)
    found = _card_effects(world, question.events) \
        + _keyword_effects(world, rules, question.events) \
        + _printed_counter_effects(world, rules, question.events) \
        + _copy_exception_effects(world, rules, question.events) \
        + _counter_effects(world, rules) + list(question.inline)
    seen: set[str] = set()
    for eff in found:
        if eff.id in seen:
            scenario.root.fail(f"two replacement effects have the id {eff.id!r}",
                               ConsistencyError)
        seen.add(eff.id)
    # The tokens the effects in play write out, named in their order (111.3).
    world.tokens = token_table((t for e in found for t in e.spec.tokens), world.tokens)
    effects = _classify(_ways([e for e in found if e.spec.action is not None], world, budget),
                        rules)
    cants = tuple(e for e in found if e.spec.cant)
    unpreventable = tuple(e for e in found if e.spec.unpreventable)
    world.unpreventable = tuple(_watch_test(e) for e in unpreventable)
    unregenerable = tuple(e for e in found if e.spec.unregenerable)
    world.unregenerable = tuple(_watch_test(e) for e in unregenerable)
    return Problem(world, rules, effects, cants, question.events, unpreventable,
                   unregenerable)


MAX_WAYS = 4096  # ways to apply one effect that chooses objects (2^12: any number of 12)


def _ways(effects: list[Effect], world: World, budget: Budget) -> list[Effect]:
    """An effect that chooses objects as it applies (614.13a: devour, "exile a card from a
    graveyard") is one effect per choice, all of one family: applying one is the family's
    one opportunity (614.5). Its source can't be chosen (614.13a); the others entering at
    the same time and objects chosen twice are ruled out per event (``Process``)."""
    found: list[Effect] = []
    for eff in effects:
        choose = eff.spec.action.choose if eff.spec.action is not None else None
        ways = eff.spec.action.ways if eff.spec.action is not None else ()
        if ways:  # one of several ways to enter, chosen as it applies (614.12a)
            ref = eff.ref or EffectId(eff.id)
            found += [replace(eff, id=f"{eff.id}({way.key})", spec=replace(eff.spec, action=way),
                              family=eff.id, label=f"{eff.label} [choosing: {way.key}]",
                              ref=EffectId(ref.object, ref.ability, (way.key,)))
                      for way in ways]
            continue
        if choose is None:
            found.append(eff)
            continue
        able = sorted(o.id for o in world.board.values() if o.id != eff.source
                      and choose.objects.matches(o, world.context(eff.source, eff.you, o)))
        sizes = range(len(able) + 1) if choose.number is None \
            else (min(choose.number, len(able)),)
        total = sum(math.comb(len(able), size) for size in sizes)
        if total > MAX_WAYS:
            raise ComputedLimit(f"limit reached: {eff.id} has {total} ways to choose among "
                                f"{len(able)} objects (614.13a); at most {MAX_WAYS} are "
                                "explored")
        for size in sizes:
            if size == 0 and eff.spec.optional:
                continue  # "you may": choosing nothing is declining it
            for pick in itertools.combinations(able, size):
                budget.tick("ways to apply an effect that chooses objects")
                words = ", ".join(pick) if pick else "none"
                found.append(replace(eff, id=f"{eff.id}({words})", pick=pick, family=eff.id,
                                     label=f"{eff.label} [choosing: {words}]"))
    return found


def _watch_test(effect: Effect) -> EventTest:
    """Whether an effect that is not a replacement covers this event: one that says damage
    can't be prevented (615.12), or that a permanent can't be regenerated (701.19c)."""
    watch, binding = effect.spec.watch, effect.binding
    return lambda event, world: watch.matches(event, binding, world)
