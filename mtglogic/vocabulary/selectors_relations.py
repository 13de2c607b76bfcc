"""Selector words that relate the object tested to another: the object an effect is being
applied to (``it``), the effect's source (``self``) or an object id.

    {type: creature, other_than: it, shares_creature_type: it}   # Coat of Arms's count
    {subtype: Equipment, attached_to: it}       # "for each Equipment attached to it"
    {type: creature, entered_this_turn: true}   # "creatures that entered this turn"
    {type: creature, defending_player_controls: true}   # "creatures defending player controls"

``it`` is the object the effect is being applied to (in a count inside its value); with no
such object (a selector of which objects an effect applies to), the object is not there
and the relation does not hold. Each word reads the tested object's field and, for
``it`` and ``self``, the same field of that object (``mtglogic.vocabulary.values``).
"""
from __future__ import annotations

from collections.abc import Callable

from mtglogic.model.objects import ObjState
from mtglogic.vocabulary.compiled import Test
from mtglogic.vocabulary.context import EvalContext
from mtglogic.vocabulary.game_state import COMBAT_STEPS
from mtglogic.vocabulary.registry import SELECTORS, fixed_fields
from mtglogic.vocabulary.spec import Flag, Word
from mtglogic.vocabulary.values import object_getter, ref_reads

OBJECT = Word()  # it, self, or an object id


def _related_reads(*fields: str) -> Callable[[str], frozenset[str]]:
    return lambda ref: frozenset(fields) | ref_reads(ref)


@SELECTORS.add("other_than", "is not that object (`it`: the object the effect is being "
               "applied to, `self`: the source, or an id): \"each other creature\"", "it",
               OBJECT, reads=_related_reads("id"), samples=("self",))
def _other_than(ref: str) -> Test:
    get = object_getter(ref)

    def test(obj: ObjState, ctx: EvalContext) -> bool:
        other = get(ctx)
        return other is None or other.id != obj.id
    return test


def creature_types(obj: ObjState, ctx: EvalContext) -> frozenset[str]:
    """Its subtypes that are creature types (205.3m): the ruleset's list, when the context
    has it; else every subtype of a creature or Kindred object."""
    lists = ctx.subtype_lists or {}
    if "creature_types" in lists:
        return obj.subtypes & lists["creature_types"]
    kinds = {"creature", "kindred", "tribal"}
    return obj.subtypes if not obj.card_types.isdisjoint(kinds) else frozenset()


@SELECTORS.add("shares_creature_type", "has a creature type that object has (`it`, `self` "
               "or an id; 205.3m: creature types only)", "it", OBJECT,
               reads=_related_reads("subtypes", "card_types"), rule="creature_types",
               samples=("self",))
def _shares_creature_type(ref: str) -> Test:
    get = object_getter(ref)

    def test(obj: ObjState, ctx: EvalContext) -> bool:
        other = get(ctx)
        if other is None:
            return False
        return not creature_types(obj, ctx).isdisjoint(creature_types(other, ctx))
    return test


@SELECTORS.add("attached_to", "is attached to that object (`it`, `self` or an id): an Aura, "
               "Equipment or Fortification on it", "it", OBJECT,
               reads=_related_reads("attached_to", "id"), rule="attach",
               samples=("self",))
def _attached_to(ref: str) -> Test:
    get = object_getter(ref)

    def test(obj: ObjState, ctx: EvalContext) -> bool:
        other = get(ctx)
        return other is not None and obj.attached_to == other.id
    return test


@SELECTORS.add("entered_this_turn", "entered the battlefield this turn (true) or did not "
               "(false): a permanent is a new object as it enters (400.7)", True, Flag(),
               reads=fixed_fields("entered_this_turn", "zone"), rule="zone_change",
               samples=(False,))
def _entered_this_turn(wanted: bool) -> Test:
    return lambda o, c: o.zone == "battlefield" and o.entered_this_turn == wanted


def _defending(obj: ObjState, ctx: EvalContext) -> bool:
    """Controlled by the defending player: in the combat phase, a player other than the
    active (attacking) player (506.2; of several opponents, any of them: a limit)."""
    return ctx.game.step in COMBAT_STEPS and obj.controller is not None \
        and obj.controller != ctx.game.active_player


@SELECTORS.add("defending_player_controls", "is controlled by the defending player, in the "
               "combat phase (true), or is not (false)", True, Flag(),
               reads=fixed_fields("controller"), rule="defending_player", samples=(False,))
def _defending_player_controls(wanted: bool) -> Test:
    if wanted:
        return _defending
    return lambda o, c: not _defending(o, c)
