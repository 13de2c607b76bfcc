"""Instructions that choose or change rather than make an event: "unless" (603.5), paying a
cost, changing a spell's target (115.7a), and the reflexive ability a resolution creates
(603.12).

"Unless": "[do it] unless [a player] [pays or does something]" means the player may do the
other thing, and if they don't, it happens (118.12a in 2026; 2011's 117.12a says it of
"unless you" only, its 603.5 of any player: the ruleset's ``unless_cost`` and
``unless_cost_you``). The choice is made as the ability resolves (603.5), by the player
named; with ``any_player``, each player in APNAP order may (101.4): the first who does stops
it, and what the others then choose changes nothing, so it is not followed further. Each
choice is a way. A cost whose resources the engine doesn't model (mana) can always be
paid; one made of instructions can be done only if they do something (608.2d).

A reflexive triggered ability ("when you do", 603.12) triggers right after the action its
text follows, during its parent's resolution, when that action was done; it waits and goes
on the stack the next time a player would receive priority (603.3), controlled by the
parent's controller, with the parent's source (603.7d-f), and triggers once: "triggers an
additional time" doesn't apply to it (603.2d in 2026).
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from mtglogic.layers.rules_applied import RulesRecord
from mtglogic.model.scenario import Scenario
from mtglogic.stack.effects import players_of
from mtglogic.stack.model import OnStack, Step
from mtglogic.stack.spell_targets import cant_target, requirement, targets_of, with_target
from mtglogic.stack.way import Way
from mtglogic.text import agreeing
from mtglogic.triggers.detect import Triggered
from mtglogic.triggers.rules import TriggerRules
from mtglogic.vocabulary.events import Cast
from mtglogic.vocabulary.trigger_effects import Instruction, Unless
from mtglogic.vocabulary.world import World


def _rules_of_unless(unless: Unless, rules: TriggerRules) -> tuple[str, ...]:
    cost = rules.cite("unless_cost_you" if unless.player == "you" else "unless_cost")
    return tuple(r for r in (rules.cite("unless"), cost) if r)


def unless_choices(ability: OnStack, unless: Unless, way: Way, rules: TriggerRules
                   ) -> list[tuple[Way, bool]]:
    """Each way the "unless" can be chosen, and whether the instruction then happens."""
    world = way.world
    players = world.game.apnap() if unless.player == "any_player" else \
        players_of(unless.player, ability, world)
    cites = _rules_of_unless(unless, rules)
    what = unless.offer()
    if not players:
        return [(replace(way, steps=way.steps + [Step(
            f"no player to {what} instead (\"unless\"): it happens", cites,
            kind="choice")]), True)]
    found = []
    declined: list[Step] = []
    for player in players:
        chose = Step(f"{agreeing(player, 'chooses to')} {what} (\"unless\"): it doesn't "
                     f"happen", cites, player, "choice")
        found.append((replace(way, steps=way.steps + declined + [chose], eventful=True),
                      False))
        declined.append(Step(f"{agreeing(player, 'chooses not to')} {what} (\"unless\")",
                             cites, player, "choice"))
    found.append((replace(way, steps=way.steps + declined, eventful=True), True))
    return found


def paid(ability: OnStack, instruction: Instruction, way: Way, rules: TriggerRules
         ) -> list[Way]:
    """A cost paid whose resources the engine doesn't model: it is paid (118.1)."""
    players = players_of(instruction.player or "you", ability, way.world)
    cost = instruction.field("cost")
    return [replace(way, steps=way.steps + [Step(
        f"{agreeing(player, 'pays')} {cost} (mana is not modelled: it can be paid)",
        (rules.cite("instructions"),), player, "event")], done=())
        for player in players[:1]] or [way]


@dataclass(frozen=True)
class Retarget:
    """One way a change of target went: the scenario with the new target (None: the
    target stays) and the step that says it."""

    scenario: Scenario | None
    step: Step


def retarget(ability: OnStack, instruction: Instruction, world: World, rules: TriggerRules,
             records: list[RulesRecord]) -> list[Retarget]:
    """Change the target of the spell the trigger event names to an object ``to``
    matches, if able (115.7a; 114.6a in 2011): a spell with one target; among several
    legal new targets, the ability's controller chooses (608.2d)."""
    rule = rules.cite("change_targets")
    occurrence = ability.occurrence
    spell = world.game.objects.get(occurrence.obj) if isinstance(occurrence, Cast) else None
    if spell is None or spell.zone != "stack":
        return [Retarget(None, Step("that spell is no longer on the stack: nothing "
                                    "changes", (rule,), kind="event"))]
    targets = targets_of(spell)
    if len(targets) != 1:
        return [Retarget(None, Step(f"{spell.id} has {len(targets)} targets, not one: "
                                    f"this says which target changes only for one",
                                    (rule,), kind="event"))]
    key, current = targets[0]
    selector = instruction.field("to").value
    context = world.context(ability.source, ability.controller)
    candidates = [o.id for o in sorted(world.board.values(), key=lambda o: o.id)
                  if selector.matches(o, context.with_it(o)) and o.id != current]
    reasons = {c: cant_target(spell, c, world, records) for c in candidates}
    legal = [c for c in candidates if not reasons[c][0]]
    unread = "" if requirement(spell) is not None else \
        f" (what {spell.id} may target is not given, `target_types`: only the general " \
        f"rules of targeting are checked)"
    if not legal:
        why = "; ".join(f"{c}: {r}" for c, (r, _) in reasons.items()) or \
            "no other object matches"
        cites = (rule, *dict.fromkeys(rules.cite(key) for _, key in reasons.values()
                                      if rules.cite(key)))
        return [Retarget(None, Step(f"the target of {spell.id} can't change to another "
                                    f"legal target ({why}): it stays {current}{unread}",
                                    cites, kind="event"))]
    return [Retarget(with_target(world.scenario, spell.id, key, new), Step(
        f"the target of {spell.id} changes from {current} to {new}{unread}", (rule,),
        ability.controller if len(legal) > 1 else None, "event")) for new in legal
        if world.scenario is not None]


def reflexive(ability: OnStack, way: Way, rules: TriggerRules) -> Way:
    """The way, with the ability's reflexive ability waiting if the action it follows was
    done (see the module docstring)."""
    spec = ability.spec.reflexive
    if spec is None or way.done is None:
        return way
    rule = rules.needs("reflexive", f"{ability.ability}: a reflexive triggered ability "
                                    f"(\"when you do\")")
    occurrence = way.done[:1]
    triggered = Triggered(
        f"{ability.ability}:reflexive", ability.source, ability.controller, spec.text,
        tuple(e.short() for e in occurrence) or ("its action was done",), spec.does(),
        kind="reflexive", rules=(rule, rules.cite("delayed_controller")),
        notes=("it triggers once: \"triggers an additional time\" doesn't apply to a "
               "reflexive ability" + (f" ({rules.cite('additional')})"
                                      if rules.cite("additional") else ""),),
        name=ability.name, spec=spec, occurrences=occurrence)
    return replace(way, waiting=way.waiting + [triggered], steps=way.steps + [Step(
        f"{ability.ability}'s reflexive ability triggers (\"when you do\"): {spec.text}",
        (rule,), kind="event")], eventful=True)


__all__ = ["Retarget", "paid", "reflexive", "retarget", "unless_choices"]
