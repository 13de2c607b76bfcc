"""The targets of a spell on the stack, and changing them (115.7a and 115.9a in 2026;
114.6a and 114.8a in 2011).

A spell on the stack names its targets among the choices made as it was cast (601.2c):
``choices: {target: bear}`` for its one target, ``target_1``, ``target_2``, ... for several
(each time a target was chosen counts, 115.9a). What it may target is ``target_types``:
words among the card types, ``player``, or ``any`` ("any target": a creature, a player, a
planeswalker or a battle, 115.4); a spell that doesn't say is checked by the general rules
of targeting only, and the change says so. A target can be changed only to another legal
target, else it stays (115.7a): a permanent (115.2), not the spell itself (115.5; 114.4 in
2011), not one with shroud, with hexproof against the spell's controller, with protection
from a color of the spell (702.18a, 702.11b, 702.16b), nor one a rules effect says can't be
the target of such spells.
"""
from __future__ import annotations

from dataclasses import replace

from mtglogic.layers.rules_applied import RulesRecord
from mtglogic.model.objects import ObjState
from mtglogic.model.scenario import Scenario
from mtglogic.vocabulary.selectors_targets import chosen_targets as targets_of
from mtglogic.vocabulary.world import World

REQUIREMENT = "target_types"
ANY_TARGET = ("creature", "player", "planeswalker", "battle")


def requirement(spell: ObjState) -> tuple[str, ...] | None:
    """What the spell may target (``target_types``), or None when not given."""
    words = spell.choices.get(REQUIREMENT)
    if words is None:
        return None
    found = tuple(w.lower() for w in words.replace(",", " ").split())
    return ANY_TARGET if found == ("any",) else found


def cant_target(spell: ObjState, candidate: str, world: World,
                records: list[RulesRecord]) -> tuple[str, str]:
    """Why ``candidate`` can't be a target of the spell, and the key of the rule that says
    so in the ruleset's ``triggers: rules:`` ("" when it can), by the rules of the module
    docstring."""
    if candidate == spell.id:
        return "a spell can't target itself", "targeting"
    wanted = requirement(spell)
    only = f"it targets only {' or '.join(wanted or ())}", "targeting"
    if world.is_player(candidate):
        return ("", "") if wanted is None or "player" in wanted else only
    obj = world.board.get(candidate)
    if obj is None or obj.zone != "battlefield":
        return "it is no permanent", "targeting"
    if wanted is not None and not obj.card_types & set(wanted) and "permanent" not in wanted:
        return only
    controller = spell.controller or spell.owner
    shielded = keyword_shield(obj, controller, spell)
    if shielded[0]:
        return shielded
    if forbidden(obj, "spells", controller, spell, world, records):
        return "a rules effect says it can't be the target of this spell", "rules_effects"
    return "", ""


def keyword_shield(obj: ObjState, controller: str, source: ObjState | None
                   ) -> tuple[str, str]:
    """Why a keyword of ``obj`` keeps a spell or ability that ``controller`` controls, from
    ``source``, from targeting it, and the key of its rule ("" when none does): shroud
    (702.18a), hexproof against an opponent (702.11b), protection from a color of the
    source (702.16b)."""
    if obj.has_keyword("shroud"):
        return "it has shroud", "shroud"
    if obj.has_keyword("hexproof") and (obj.controller or obj.owner) != controller:
        return "it has hexproof", "hexproof"
    for color in source.colors if source is not None else ():
        if obj.has_keyword(f"protection from {color}"):
            return f"it has protection from {color}", "protection_targets"
    return "", ""


def forbidden(obj: ObjState, what: str, controller: str, source: ObjState | None,
              world: World, records: list[RulesRecord]) -> bool:
    """Whether a rules effect says ``obj`` can't be the target of ``what`` (``spells`` or
    ``abilities``) that ``controller`` controls, from ``source``."""
    other = "abilities" if what == "spells" else "spells"
    for record in records:
        if record.word != "cant_be_targeted" or obj.id not in record.objects:
            continue
        argument = record.argument if isinstance(record.argument, dict) else {}
        if argument.get("what") == other:
            continue
        who = argument.get("controlled_by")
        if (who == "opponents" and controller == record.controller) or \
                (who == "you" and controller != record.controller):
            continue
        selector = record.selector("sources")
        if selector is not None and (source is None or not selector.matches(
                source, world.context(record.source, record.controller, source))):
            continue
        return True
    return False


def with_target(scenario: Scenario, spell: str, key: str, new: str) -> Scenario:
    """The scenario with one target of the spell changed (the spell's choices)."""
    game = scenario.game
    changed = game.objects[spell].copy()
    changed.choices[key] = new
    return replace(scenario, game=replace(game, objects={**game.objects, spell: changed}))


__all__ = ["REQUIREMENT", "cant_target", "forbidden", "keyword_shield", "requirement",
           "targets_of", "with_target"]
