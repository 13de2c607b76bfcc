"""From a scenario to the problems the engine solves: effects in force and one process per event.

Effects in force come from replacement abilities of objects in the zones they work from
(the battlefield unless ``works_from`` says otherwise), from a permanent's own abilities
that modify how it enters (614.12), and from the scenario's ``replacements:`` (effects of
resolved spells and abilities, such as shields, or the self-replacement effect of the
spell that is resolving)::

    replacements:
      - {from: bandage}                      # the resolved effects of this object's card
      - id: salve
        controller: p1
        source: salve-card                   # optional
        text: "Prevent the next 3 damage to p1"
        watch: {event: damage, recipient: {player: p1}}
        instead: {shield: 3}
      - {from: bandage, targets: [bear]}     # `recipient: target` means these
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from mtglogic.budget import Budget
from mtglogic.loading.yamlio import Node
from mtglogic.model.objects import thaw
from mtglogic.replacement.model import Effect
from mtglogic.replacement.process import Process
from mtglogic.replacement.rules import ChoiceRules, choice_rules
from mtglogic.replacement.scenario_events import ScenarioEvent, scenario_events
from mtglogic.replacement.vocabulary import SPEC_KEYS, compile_spec
from mtglogic.replacement.world import World, layered_board

INLINE_KEYS = SPEC_KEYS + ("id", "controller", "source", "from", "targets")


@dataclass
class Problem:
    """A scenario ready to solve: its world, rules, effects in force and events."""

    world: World
    rules: ChoiceRules
    effects: tuple[Effect, ...]
    cants: tuple[Effect, ...]
    events: list[ScenarioEvent]

    def process(self, event: ScenarioEvent) -> Process:
        return Process(event.parts, self.effects, self.cants, self.world, self.rules)


def _card_effects(world: World) -> list[Effect]:
    effects = []
    for obj in world.board.values():
        abilities = [a for a in obj.abilities if a.kind == "replacement"]
        for k, ability in enumerate(abilities):
            spec = compile_spec(Node(thaw(ability.data), obj.name, f"{obj.id}.abilities", None))
            if spec.resolved:
                continue
            own_entering = spec.watch.self_only and "enter" in spec.watch.kinds
            if obj.zone not in spec.works_from and not own_entering:
                continue
            eid = obj.id if len(abilities) == 1 else f"{obj.id}#{k + 1}"
            effects.append(Effect(eid, f"{obj.name}: {spec.text}", spec, obj.id,
                                  obj.controller or obj.owner, ability=ability.data))
    return effects


def _inline_effects(root: Node, world: World) -> list[Effect]:
    effects: list[Effect] = []
    if "replacements" not in root:
        return effects
    for index, item in enumerate(root["replacements"].list()):
        item.mapping(allowed=INLINE_KEYS)
        source = item["source"].str() if "source" in item else None
        if "from" in item:
            source = item["from"].str()
        if source is not None and world.obj(source) is None:
            (item["from"] if "from" in item else item["source"]).fail(
                f"no object with id {source!r}")
        src_obj = world.obj(source) if source else None
        if "controller" in item:
            you = item["controller"].str(world.players())
        else:
            you = (src_obj.controller or src_obj.owner) if src_obj else world.game.active_player
        base_id = item["id"].str() if "id" in item else (source or f"replacement-{index + 1}")
        targets = frozenset(_targets(item, world))
        if "from" in item:
            specs = [compile_spec(Node(thaw(a.data), src_obj.name, f"{source}.abilities", None))
                     for a in src_obj.abilities if a.kind == "replacement"]
            specs = [s for s in specs if s.resolved]
            if not specs:
                item["from"].fail(f"{src_obj.name} has no resolved replacement effect "
                                  f"(`resolved: true`)")
            for k, spec in enumerate(specs):
                eid = base_id if len(specs) == 1 else f"{base_id}#{k + 1}"
                effects.append(Effect(eid, f"{src_obj.name}: {spec.text}", spec, source, you,
                                      targets=targets))
            continue
        body = {k: v for k, v in item.value.items() if k in SPEC_KEYS}
        spec = compile_spec(Node(body, item.file, item.path, item.line))
        label = f"{src_obj.name}: {spec.text}" if src_obj else spec.text
        effects.append(Effect(base_id, label, spec, source, you, targets=targets))
    return effects


def _targets(item: Node, world: World) -> list[str]:
    """The targets of the spell or ability that created an effect (``recipient: target``)."""
    if "targets" not in item:
        return []
    found = []
    for node in item["targets"].list(allow_single=True):
        ref = node.str()
        if not world.is_player(ref) and world.obj(ref) is None:
            node.fail(f"no player or object with id {ref!r}")
        found.append(ref)
    return found


def _classify(effects: list[Effect], rules: ChoiceRules) -> tuple[Effect, ...]:
    """Give each effect its 616.1 tier and its class of interchangeable effects."""
    tiered = [replace(e, tier=rules.tier_of(e.spec.tier_kinds())) for e in effects]
    classes: dict[tuple, int] = {}
    result = []
    for eff in tiered:
        klass = classes.setdefault(eff.class_key(), len(classes))
        result.append(replace(eff, klass=klass))
    return tuple(result)


def build_problem(scenario, budget: Budget, use_layers: bool = True) -> Problem:
    """The world, rules, effects and events of a loaded scenario."""
    game = scenario.game
    board = layered_board(game, scenario.effects, scenario.ruleset, budget) if use_layers \
        else {oid: obj.copy() for oid, obj in game.objects.items()}
    world = World(game, board, scenario.ruleset, budget, list(scenario.effects),
                  use_layers=use_layers)
    rules = choice_rules(scenario.ruleset)
    events = scenario_events(scenario.root, world)
    found = _card_effects(world) + _inline_effects(scenario.root, world)
    seen: set[str] = set()
    for eff in found:
        if eff.id in seen:
            scenario.root.fail(f"two replacement effects have the id {eff.id!r}")
        seen.add(eff.id)
    effects = _classify([e for e in found if not e.spec.cant], rules)
    cants = tuple(e for e in found if e.spec.cant)
    return Problem(world, rules, effects, cants, events)


def problem_from_data(data: dict, ruleset_id: str = "cr-2026", budget: Budget | None = None,
                      use_layers: bool = True) -> Problem:
    """A problem from a scenario written as plain data (tests, benchmarks, the API)."""
    from mtglogic.loading.scenario import parse_scenario
    from mtglogic.rulesets import load_ruleset

    scenario = parse_scenario(Node(data, "<data>", "", 1), load_ruleset(ruleset_id))
    return build_problem(scenario, budget or Budget(), use_layers)
