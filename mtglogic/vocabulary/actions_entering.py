"""The action words that change how a permanent enters (614.1c-d, 614.12): tapped, with
counters, under a player's control, as a copy, back face up, several at once or one way
of several, amplify (702.38a) and devour (702.82a) with the objects they choose (614.13),
and moving chosen cards. One record each in ``ACTIONS``, as in ``actions``, which imports
this module once the names it uses are defined.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from mtglogic.model.terms import ZONES
from mtglogic.node import Node
from mtglogic.vocabulary.actions import (
    COUNTERS_ARG,
    ENTERING_EVENTS,
    Action,
    Applied,
    Apply,
    Choose,
    entering_change,
    unchanged,
)
from mtglogic.vocabulary.amounts import Amount
from mtglogic.vocabulary.compiler import compile_selector
from mtglogic.vocabulary.events import (
    Entering,
    Event,
    ZoneChange,
    entering_event,
    entering_status,
    with_status,
)
from mtglogic.vocabulary.registry import ACTIONS
from mtglogic.vocabulary.spec import Flag, ListOf, PlayerRef, Record, Whole, Word, Words, only_true
from mtglogic.vocabulary.world import Binding, World


@ACTIONS.add("enter_tapped", "the permanent enters tapped", True, Flag(),
             events=ENTERING_EVENTS, rule="enters_with")
def _enter_tapped(flag: bool, node: Node) -> Action:
    return Action("enter_tapped", entering_change(lambda st, b: replace(st, tapped=flag)))


@ACTIONS.add("enter_with_counters", "the permanent enters with counters",
             {"counter": "+1/+1", "count": 1}, COUNTERS_ARG, events=ENTERING_EVENTS,
             rule="enters_with")
def _enter_with_counters(arg: Mapping[str, Any], node: Node) -> Action:
    kind: str = arg.get("counter", "+1/+1")
    count: Amount = arg["count"]

    def apply(event: Event, bind: Binding, world: World) -> Applied:
        entering = entering_event(event)
        if entering is None:
            return unchanged(event)
        status = entering.enter or Entering()
        return Applied((with_status(entering, status.add_counters(
            kind, count(event, bind, world))),))
    return Action("enter_with_counters", apply)


@ACTIONS.add("enter_under_control_of", "the permanent enters under `you`'s (or a player's) "
             "control", "you", PlayerRef(("you",)), events=ENTERING_EVENTS, kind="control",
             rule="control_first")
def _enter_under_control_of(who: str, node: Node) -> Action:
    return Action("enter_under_control_of", entering_change(lambda st, b: replace(
        st, controller=b.you if who == "you" else who)), tier="control")


@ACTIONS.add("enter_as_copy_of", "the permanent enters as a copy of `self` or an object id",
             "self", Word(), events=ENTERING_EVENTS, kind="copy", rule="copy_first")
def _enter_as_copy_of(model: str, node: Node) -> Action:
    return Action("enter_as_copy_of", entering_change(lambda st, b: replace(
        st, copy_of=b.source if model == "self" else model)), tier="copy")


@ACTIONS.add("enter_back_face_up", "the permanent enters with its back face up", True,
             only_true("enter_back_face_up"), events=ENTERING_EVENTS, kind="back_face",
             rule="back_face_first")
def _enter_back_face_up(arg: bool, node: Node) -> Action:
    return Action("enter_back_face_up", entering_change(lambda st, b: replace(st, face="back")),
                  tier="back_face")


ENTER_WITH = Record({"tapped": Flag(), "counters": ListOf(COUNTERS_ARG), "abilities": Words()},
                    min_keys=1, message="write at least one of tapped, counters, abilities")


def _enter_with_all(arg: Mapping[str, Any]) -> Apply:
    """The entering modified by all of ``arg`` at once."""
    tapped: bool = arg.get("tapped", False)
    counters: tuple[Mapping[str, Any], ...] = arg.get("counters", ())
    abilities: tuple[str, ...] = arg.get("abilities", ())

    def apply(event: Event, bind: Binding, world: World) -> Applied:
        entering = entering_event(event)
        if entering is None:
            return unchanged(event)
        status = entering.enter or Entering()
        status = replace(status, tapped=True) if tapped else status
        for put in counters:
            status = status.add_counters(put.get("counter", "+1/+1"),
                                         put["count"](event, bind, world))
        return Applied((with_status(entering, status.add_abilities(abilities)),))
    return apply


@ACTIONS.add("enter_with", "the permanent enters with all of these at once, one replacement "
             "effect (614.1c: \"enters tapped with three stun counters\", \"with two +1/+1 "
             "counters and with first strike\"): `tapped`, `counters` (each a counter and its "
             "count), `abilities` (keywords it has as it enters)",
             {"tapped": True, "counters": [{"counter": "stun", "count": 3}]}, ENTER_WITH,
             events=ENTERING_EVENTS, rule="enters_with",
             samples=({"counters": [{"counter": "+1/+1", "count": 2}],
                       "abilities": ["first strike"]},))
def _enter_with(arg: Mapping[str, Any], node: Node) -> Action:
    return Action("enter_with", _enter_with_all(arg), cites="enters_with")


@ACTIONS.add("enter_with_one_of", "the permanent enters with one of these, its controller "
             "choosing as it enters: each item an `enter_with`, each one way to apply the one "
             "effect (614.12a; riot, 702.136a: a +1/+1 counter or haste)",
             [{"counters": [{"counter": "+1/+1", "count": 1}]}, {"abilities": ["haste"]}],
             ListOf(ENTER_WITH, 2, message="expected a list of at least two ways to enter"),
             events=ENTERING_EVENTS, rule="entering_choice")
def _enter_with_one_of(ways: tuple[Mapping[str, Any], ...], node: Node) -> Action:
    written = [n.value for n in node["enter_with_one_of"].as_list()]
    options = tuple(Action(_way_words(raw), _enter_with_all(way), cites="entering_choice")
                    for raw, way in zip(written, ways))
    return Action("enter_with_one_of", _same_event, ways=options)


def _way_words(raw: Mapping[str, Any]) -> str:
    """A way to enter in a few words, as written ("with 1 +1/+1 counter", "with haste")."""
    words = ["tapped"] if raw.get("tapped") else []
    for put in raw.get("counters", ()):
        count = put.get("count")
        words.append(f"with {count if isinstance(count, int) else 'X'} "
                     f"{put.get('counter', '+1/+1')} counter{'' if count == 1 else 's'}")
    words += [f"with {a}" for a in raw.get("abilities", ())]
    return ", ".join(words)


def _same_event(event: Event, bind: Binding, world: World) -> Applied:
    return unchanged(event)


AMPLIFIED = {"zone": ["hand"], "owner": "you", "shares_creature_type": "self"}


@ACTIONS.add("amplify", "as it enters, its controller reveals any number of `objects` "
             "(default: cards in their hand sharing a creature type with it, 702.38a), and it "
             "enters with this many +1/+1 counters for each; each choice is one way to apply "
             "it, none of them entering at the same time (614.13a)", 1, Whole(1),
             events=ENTERING_EVENTS, rule="amplify")
def _amplify(each: int, node: Node) -> Action:
    return Action("amplify", _counters_for_chosen(each, sacrificed=False),
                  choose=_chosen(node, AMPLIFIED, None), cites="amplify")


def _counters_for_chosen(each: int, sacrificed: bool) -> Apply:
    """It enters with ``each`` +1/+1 counters for each object chosen, those objects
    sacrificed at the same time where ``sacrificed`` (devour) or only revealed (amplify)."""
    def apply(event: Event, bind: Binding, world: World) -> Applied:
        entering = entering_event(event)
        if entering is None:
            return unchanged(event)
        status = entering.enter or Entering()
        gone = tuple(ZoneChange(obj=oid, from_zone="battlefield", to_zone="graveyard",
                                cause="sacrifice") for oid in bind.pick) if sacrificed else ()
        return Applied((with_status(entering, status.add_counters(
            "+1/+1", each * len(bind.pick))),) + gone)
    return apply


DEVOURED = {"type": "creature", "controller": "you"}
FROM_GRAVEYARD = {"zone": "graveyard"}


def _chosen(node: Node, default: dict[str, Any], number: int | None) -> Choose:
    """The objects an effect chooses (``objects:``, else ``default``) and how many
    (``choose:``, else ``number``)."""
    chosen = node.get("objects")
    how_many = node.get("choose")
    if how_many is not None:
        if isinstance(how_many.value, str) and how_many.value != "any":
            how_many.fail(f"write a whole number or `any`, not {how_many.value!r}")
        number = None if how_many.value == "any" else how_many.as_int(1)
    return Choose(compile_selector(chosen if chosen is not None
                                   else Node(default, node.file, node.path, node.line)),
                  number)


@ACTIONS.add("devour", "as it enters, its controller may sacrifice any number of `objects` "
             "(default: creatures they control, 702.82a), and it enters with this many "
             "+1/+1 counters for each; each choice of objects is one way to apply it, and "
             "an object can't be chosen twice in one event (614.13b)", 2, Whole(1),
             events=ENTERING_EVENTS, rule="entering_choices")
def _devour(each: int, node: Node) -> Action:
    return Action("devour", _counters_for_chosen(each, sacrificed=True),
                  choose=_chosen(node, DEVOURED, None))


@ACTIONS.add("move_chosen", "as it enters, its controller chooses `choose` (default 1, or "
             "`any` number) of `objects` (a selector naming their zone; default: cards in "
             "graveyards) and they move to this zone; each choice of objects is one way to "
             "apply it (with fewer objects, all of them, 609.3), none of them entering at the "
             "same time (614.13a) nor chosen twice in one event (614.13b)", "exile",
             Word(ZONES), events=ENTERING_EVENTS, rule="entering_choices")
def _move_chosen(to_zone: str, node: Node) -> Action:

    def apply(event: Event, bind: Binding, world: World) -> Applied:
        if entering_status(event) is None:
            return unchanged(event)
        return Applied((event,) + tuple(
            ZoneChange(obj=oid, from_zone=world.board[oid].zone, to_zone=to_zone)
            for oid in bind.pick))
    return Action("move_chosen", apply, choose=_chosen(node, FROM_GRAVEYARD, 1))
