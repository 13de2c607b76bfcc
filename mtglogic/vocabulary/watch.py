"""Watch words: which events an effect applies to (event kinds, tests on what they involve).

Written under ``watch:``::

    {event: damage, source: {color: red, controller: you}, recipient: {player: opponent}}
    {event: zone_change, to: graveyard, object: {self: true}}       # "from anywhere"
    {event: enter, object: {type: creature, controller: you}}         # 614.1c-d, 614.12
    {event: put_counters, counter: "+1/+1", target: {type: creature, controller: you}}
    {event: create_tokens, player: you}    {event: draw, player: you}
    {event: damage, recipient: target}      # the targets of the resolved spell (a shield)
    {event: damage, source: target}         # damage the resolved spell's target would deal
    {event: lose_life, player: you, from_damage: true}    # a result of damage (120.4c)

``enter`` watches a permanent entering the battlefield: a zone change to it, or the
entering contained in creating tokens (616.1g in 2026). The object is seen as it would
exist on the battlefield (614.12). ``if:`` adds a condition on the game.

Each key declares its argument once with a typed spec (``mtglogic.vocabulary.spec``: its
schema and parser; nested selectors and conditions are compiled as it is parsed) and names
its rule by a key of the rulesets' ``word_rules:`` tables. Its compiler takes the parsed
argument to a small test record (``watch_base``, ``watch_damage``, ``watch_objects``,
``watch_draws``) that looks only at the events its key concerns and says what it checks; a
``Watch`` is the event kinds plus those tests, all of which must hold. Some tests follow
from which keys are written (``implied``): a draw watch without ``cards`` sees single draws.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import partial
from typing import Any

from mtglogic.model.terms import ZONES
from mtglogic.node import Node
from mtglogic.vocabulary import argschema as s
from mtglogic.vocabulary.compiled import COMPARATORS, Selector
from mtglogic.vocabulary.compiler import CONDITION, SELECTOR, compile_selector
from mtglogic.vocabulary.events import (
    CAUSES,
    EVENT_KINDS,
    CreateTokens,
    Damage,
    Event,
    ZoneChange,
    entering_status,
)
from mtglogic.vocabulary.registry import WATCH
from mtglogic.vocabulary.spec import (
    Compiled,
    Flag,
    OneKey,
    PlayerRef,
    Record,
    Shaped,
    Spec,
    Whole,
    Word,
    WordOr,
    Words,
    Written,
    WrittenValue,
)
from mtglogic.vocabulary.watch_base import (
    Comparison,
    GameCondition,
    Skipped,
    WatchTest,
    Who,
    as_written,
)
from mtglogic.vocabulary.watch_colors import SourceSharesColor
from mtglogic.vocabulary.watch_damage import (
    ChosenSource,
    Combat,
    DamageAmount,
    DamageInvolving,
    FromDamage,
    RecipientIs,
    RecipientTargeted,
    SourceIs,
    SourceTargeted,
)
from mtglogic.vocabulary.watch_draws import (
    DrawCards,
    EmptyLibrary,
    ExceptFirst,
    HandHolds,
    LibraryHolds,
    SingleDraws,
)
from mtglogic.vocabulary.watch_life import LibraryCoversAmount, PaidLife
from mtglogic.vocabulary.watch_objects import (
    ByEffect,
    Causes,
    CounterKinds,
    CountersOn,
    DamagedThisTurn,
    ExceptCauses,
    FromZones,
    ObjectIs,
    ObjectTargeted,
    PlayerIs,
    PutBy,
    ToZones,
)
from mtglogic.vocabulary.world import Binding, World

WATCH_KINDS = EVENT_KINDS + ("enter",)
COUNTER_KINDS = frozenset({"put_counters", "remove_counters"})


@dataclass(frozen=True, repr=False)
class Watch:
    """A compiled ``watch``: the event kinds it concerns and its tests, all of which must
    hold (614.1: an effect applies to the events it watches)."""

    kinds: frozenset[str]
    tests: tuple[WatchTest, ...] = ()

    @property
    def self_only(self) -> bool:
        """True when it watches only its own source (``object: {self: true}``, 614.12)."""
        return any(isinstance(t, ObjectIs) and t.self_only for t in self.tests)

    def contained(self, event: Event) -> bool:
        """True when this watches the entering contained in a token creation, or the
        counters the tokens enter with (616.1g)."""
        return isinstance(event, CreateTokens) and (
            ("enter" in self.kinds and "create_tokens" not in self.kinds)
            or bool(self.entering_counters(event)))

    def entering_counters(self, event: Event) -> tuple[str, ...]:
        """The counter kinds a ``put_counters`` watch sees on a permanent entering with
        counters: those are put on it too (122.6; 121.6 in 2011). Empty for other watches
        and events."""
        if "put_counters" not in self.kinds or event.kind in self.kinds or "enter" in self.kinds:
            return ()
        status = entering_status(event)
        if status is None:
            return ()
        return tuple(k for k, n in status.counters
                     if n > 0 and all(t.admits_counter(k) for t in self.tests))

    def concerns(self, event: Event) -> bool:
        """Is the event of a kind this watches (its tests aside)?"""
        return event.kind in self.kinds or self._enters(event) or \
            bool(self.entering_counters(event))

    def matches(self, event: Event, bind: Binding, world: World) -> bool:
        """Does this effect apply to ``event`` (one atomic part) on this board? Damage
        already dealt has become its results, which effects see instead (120.4c; 119.4b
        in 2011)."""
        if event.kind not in self.kinds and not self._enters(event):
            if "put_counters" in self.kinds and self.entering_counters(event):
                return all(t.holds_entering(event, bind, world) for t in self.tests)
            return False
        if isinstance(event, Damage) and event.dealt:
            return False
        for test in self.tests:  # noqa: SIM110 - a plain loop: this runs for every part and effect
            if not test.holds(event, bind, world):
                return False
        return True

    def _enters(self, event: Event) -> bool:
        """Does an ``enter`` watch see this event: a permanent entering the battlefield?"""
        return "enter" in self.kinds and (isinstance(event, CreateTokens) or (
            isinstance(event, ZoneChange) and event.to_zone == "battlefield"))

    def describe(self) -> str:
        """The event kinds, then each test, in plain words."""
        tests = "; ".join(repr(t) for t in self.tests)
        return f"{' or '.join(sorted(self.kinds))}" + (f" where {tests}" if tests else "")

    def __repr__(self) -> str:
        return f"Watch({self.describe()})"


def _any_zone_selector(arg: Node) -> Selector:
    arg.mapping()
    return compile_selector(arg, None)


def _who(word: str, node: Node) -> Who:
    return Who(word)


def _comparison(pair: tuple[str, int], node: Node) -> Comparison:
    return Comparison(*pair)


# Selectors of no default zone (the object may be anywhere), kept as written: the moving or
# entering object's (a mapping), the damage source's.
ANY_ZONE: Spec[WrittenValue[Selector]] = Written(Compiled("selector", _any_zone_selector))
SOURCE_SELECTOR: Spec[WrittenValue[Selector]] = Written(
    Compiled("selector", partial(compile_selector, default_zone=None)))
# A player relative to the effect's controller: `you`, `opponent`, `any` or an id.
WHO: Spec[Who] = Shaped(Word(), _who)
PLAYER: Spec[Who] = Shaped(PlayerRef(("you", "opponent", "any")), _who)
COMPARISONS = tuple(COMPARATORS)
COMPARISON: Spec[Comparison] = Shaped(OneKey(dict.fromkeys(COMPARISONS, Whole(0)),
                                             f"give one comparison: {', '.join(COMPARISONS)}"),
                                      _comparison)

OBJECT_EVENTS = ("zone_change", "enter", "put_counters", "remove_counters", "create_tokens",
                 "mark_damage", "tap", "cast")
PLAYER_EVENTS = ("draw", "gain_life", "lose_life", "skip", "move_cards", "win_game",
                 "create_tokens", "put_counters", "remove_counters", "lose_game", "begin_step",
                 "cast")
# The results of damage (120.3): each says which source's damage it comes from.
RESULT_EVENTS = ("lose_life", "gain_life", "put_counters", "remove_counters", "mark_damage")
# The damaged object is on the battlefield unless its selector says otherwise (SELECTOR).
RECIPIENT = WordOr(("target",), Written(Record({"player": WHO, "object": SELECTOR},
                                               min_keys=1,
                                               message="give `player`, `object` or both")))


def _some_kinds(kinds: tuple[str, ...], node: Node) -> frozenset[str]:
    if not kinds:
        node.fail("name at least one event")
    return frozenset(kinds)


EVENT_KINDS_SPEC: Spec[frozenset[str]] = Shaped(Words(WATCH_KINDS), _some_kinds,
                                                s.some_words(WATCH_KINDS))


@WATCH.add("event", "the event kinds it watches (`enter`: a permanent entering the "
           "battlefield)", "damage", EVENT_KINDS_SPEC, rule="watch_events",
           samples=(["draw"], "enter", ["put_counters"]))
def _event_kinds(kinds: frozenset[str]) -> frozenset[str]:
    return kinds


@WATCH.add("source", "a selector on the damage source (of damage, or of a result of damage); "
           "`target`: a target of the spell that made the effect",
           {"color": ["red"], "controller": "you"}, WordOr(("target",), SOURCE_SELECTOR),
           events=("damage",) + RESULT_EVENTS, rule="damage_dealt", samples=("target",))
def _source(arg: str | WrittenValue[Selector]) -> WatchTest:
    if isinstance(arg, WrittenValue):
        return SourceIs(arg.value, as_written(arg.data))
    return SourceTargeted()


@WATCH.add("recipient", "the damaged player or object (`target`: the spell's targets)",
           {"player": "opponent"}, RECIPIENT, events=("damage",), rule="damage_dealt",
           samples=("target", {"object": {"type": "creature"}}))
def _recipient(arg: str | WrittenValue[Mapping[str, Any]]) -> WatchTest:
    if not isinstance(arg, WrittenValue):
        return RecipientTargeted()
    return RecipientIs(arg.value.get("player"), arg.value.get("object"), as_written(arg.data))


def _object_is(arg: WrittenValue[Selector]) -> ObjectIs:
    return ObjectIs(arg.value, as_written(arg.data), self_only=arg.data.get("self") is True)


WATCH.add("combat", "combat damage only (true) or noncombat only (false)", True, Flag(),
          events=("damage",), rule="combat_damage")(Combat)
WATCH.add("source_of_choice", "the damage source is one the effect's controller chose as it was "
          "made (true; a scenario's `chosen:`), \"a source of your choice\"", True, Flag(),
          events=("damage",) + RESULT_EVENTS, rule="chosen_source")(ChosenSource)
WATCH.add("source_shares_color", "the damage source is another object than the damaged one "
          "and shares a color with it (true), \"if they share a color\"", True, Flag(),
          events=("damage",), rule="colors")(SourceSharesColor)
WATCH.add("amount", "the damage a source would deal, as modified so far, compares so "
          "(`eq ne lt le gt ge`: \"3 or less damage\" is `{le: 3}`)", {"le": 3}, COMPARISON,
          events=("damage",), rule="damage_dealt")(DamageAmount)


@WATCH.add("involving", "damage dealt by or dealt to an object the selector matches (`target`: "
           "a target of the spell that made the effect): \"dealt to and dealt by ~\", one "
           "effect", {"self": True}, WordOr(("target",), SOURCE_SELECTOR), events=("damage",),
           rule="damage_dealt", samples=("target",))
def _involving(arg: str | WrittenValue[Selector]) -> WatchTest:
    if isinstance(arg, WrittenValue):
        return DamageInvolving(arg.value, as_written(arg.data))
    return DamageInvolving(None, "a target of the spell that made the effect")


WATCH.add("object", "a selector on the object that moves, enters or gets counters",
          {"type": "creature", "controller": "you"}, ANY_ZONE, events=OBJECT_EVENTS,
          rule="entering_permanent", samples=({"self": True},))(_object_is)
WATCH.add("target", "the same as `object` (the object counters are put on)",
          {"type": "creature"}, ANY_ZONE, events=OBJECT_EVENTS,
          rule="entering_permanent")(_object_is)
WATCH.add("targeted", "the object is a target of the spell or ability that made the effect "
          "(\"that creature\" of a resolved spell)", True, Flag(), events=OBJECT_EVENTS,
          rule="targets")(ObjectTargeted)
WATCH.add("from", "the zones it moves from", ["battlefield"], Words(ZONES),
          events=("zone_change",), rule="zone_change")(
    lambda zones: FromZones(frozenset(zones)))
WATCH.add("to", "the zones it moves to", ["graveyard"], Words(ZONES),
          events=("zone_change",), rule="zone_change")(
    lambda zones: ToZones(frozenset(zones)))
WATCH.add("cause", "why it moves (destroy, sacrifice, mill, discard, ...)", ["destroy"],
          Words(CAUSES), events=("zone_change",), rule="keyword_actions")(
    lambda causes: Causes(frozenset(causes)))
WATCH.add("except_cause", "why it doesn't move: any cause but these (\"if it wasn't cast\": "
          "`[cast]`)", ["cast"], Words(CAUSES), events=("zone_change",),
          rule="keyword_actions")(
    lambda causes: ExceptCauses(frozenset(causes)))
WATCH.add("player", "the player the event concerns: `you`, `opponent`, `any` or an id", "you",
          PLAYER, events=PLAYER_EVENTS, rule="you_words", samples=("opponent",))(PlayerIs)
WATCH.add("counter", "the counter kinds", ["+1/+1"], Words(),
          events=("put_counters", "remove_counters"), rule="counter")(
    lambda kinds: CounterKinds(frozenset(kinds)))
WATCH.add("from_damage", "a result of damage (true) or not (false): life lost or gained, "
          "counters, marked damage", True, Flag(), events=RESULT_EVENTS,
          rule="damage_results")(FromDamage)
WATCH.add("by_effect", "counters put by an effect (true) or as a cost (false)", True,
          Flag(), events=("put_counters",), rule="counters_by_effect")(ByEffect)
WATCH.add("by", "who puts the counters: `you`, `opponent`, `any` or an id (the event's `by`; "
          "else the object's controller, 122.6a, or the player they go on)", "you",
          WHO, events=("put_counters",), rule="counters_put_by", samples=("opponent",))(PutBy)
WATCH.add("if", "a condition on the game", {"exists": {"type": "artifact"}},
          Written(CONDITION), rule="watch_events")(
    lambda arg: GameCondition(arg.value, as_written(arg.data)))
WATCH.add("cards", "the instruction to draw, as a whole, when its number of cards compares "
          "so (`eq ne lt le gt ge`); it is modified before the single draws", {"ge": 2},
          COMPARISON, events=("draw",), rule="draw_instruction")(DrawCards)
WATCH.add("except_first", "every single draw but the player's first this `turn`, or but "
          "the first in each of their draw steps (`draw_step`)", "draw_step",
          Word(("turn", "draw_step")), events=("draw",), rule="single_draws",
          samples=("turn",))(ExceptFirst)
WATCH.add("empty_library", "a draw while the player's library is empty (true) or not",
          True, Flag(), events=("draw",), rule="empty_library_draw")(EmptyLibrary)


def _damaged(arg: tuple[str, str]) -> DamagedThisTurn:
    """Damage dealt this turn by the effect's source (``source: self``) or an object id, or
    by a source that ``by`` controlled then (the scenario's ``this_turn``)."""
    key, word = arg
    if key == "by":
        return DamagedThisTurn(by=Who(word))
    return DamagedThisTurn(source=word)


WATCH.add("library", "a single draw while the player's library holds so many cards (dredge "
          "N needs N, 702.52b)", {"ge": 6}, COMPARISON, events=("draw",),
          rule="dredge_library")(LibraryHolds)
WATCH.add("hand", "a single draw while the player's hand holds so many cards, those drawn "
          "before it in the same sequence counted (\"while you have no cards in hand\"); "
          "beside `cards`, the hand as the instruction comes, read once for all its cards "
          "before any is drawn (\"as long as you have one or fewer cards in hand\")",
          {"eq": 0}, COMPARISON, events=("draw",), rule="hand_between_draws")(HandHolds)
WATCH.add("paid", "life paid as a cost (true) or lost otherwise (false); paying life is losing "
          "it, so a `lose_life` watch without `paid` sees both", True, Flag(),
          events=("lose_life",), rule="paying_life")(PaidLife)
WATCH.add("library_covers", "the player's library holds at least as many cards as the event's "
          "amount (true: \"while your library has at least that many cards in it\") or not",
          True, Flag(), events=("lose_life", "gain_life", "move_cards"),
          rule="watch_events")(LibraryCoversAmount)
WATCH.add("damaged_this_turn", "an object dealt damage this turn by the effect's source "
          "(`source: self`), an object (`source: ID`) or a source a player controlled then "
          "(`by: you`); the scenario's `this_turn` says what was dealt", {"source": "self"},
          OneKey({"source": Word(), "by": Word()},
                 "give `source` (self or an id) or `by` (a player)"),
          events=OBJECT_EVENTS, rule="damage", samples=({"by": "opponent"},))(_damaged)
WATCH.add("what", "what is skipped", "draw step", Word(), events=("skip",),
          rule="skip")(Skipped)


# Read as the module loads: the keys declared so far, every key (this module imports the
# modules that declare them).
WATCH_SCHEMA = s.mapping({w.name: w.schema for w in WATCH.declared.values()},
                         required=("event",)) | {
    "not": {"required": ["target", "object"]},
    "allOf": [{"if": {"required": [w.name]},
               "then": {"properties": {"event": s.names_any(w.events)}}}
              for w in WATCH.declared.values() if w.events]}


def compile_watch(node: Node) -> Watch:
    """Validate and compile a ``watch`` mapping, key by key from the registry."""
    node.mapping(allowed=WATCH.names(), required=("event",))
    if "target" in node and "object" in node:
        node["target"].fail("give `target` or `object`, not both")
    event = WATCH["event"]
    kinds: frozenset[str] = event.compile(event.parse(node["event"]))  # at least one
    for key, arg in node.items():
        concerns = WATCH[key].events
        if concerns and kinds.isdisjoint(concerns):
            arg.fail(f"`{key}` is about {', '.join(concerns)} events; this effect watches "
                     f"{', '.join(sorted(kinds))}")
    tests = [WATCH[key].compile(WATCH[key].parse(arg)) for key, arg in node.items()
             if key != "event"]
    tests = sorted(tests + implied(node, kinds), key=lambda t: EVALUATION_ORDER.index(t.key))
    return Watch(kinds, tuple(t.for_kinds(kinds) for t in tests))


# The order a watch runs its tests in, whatever the order of the keys written: the game
# condition first, then the event's own fields, the player, the object last. A test may
# raise (a selector reading a choice not made), so the order is fixed, and so is which
# error a watch reports. "" is the implied tests'.
EVALUATION_ORDER = ("if", "combat", "from_damage", "source", "source_of_choice", "recipient",
                    "source_shares_color",
                    "involving", "amount", "from", "to", "cause", "except_cause", "counter",
                    "by_effect", "by", "cards", "except_first",
                    "library", "empty_library", "hand", "paid", "library_covers",
                    "player", "", "damaged_this_turn", "targeted", "object",
                    "what")


def implied(node: Node, kinds: frozenset[str]) -> list[WatchTest]:
    """The tests the keys imply by their absence or presence: a draw watch without
    ``cards`` sees single draws (121.2); what counters may go on (``CountersOn``)."""
    found: list[WatchTest] = []
    if "draw" in kinds and "cards" not in node:
        found.append(SingleDraws())
    if not kinds.isdisjoint(COUNTER_KINDS):
        objects = "player" not in node or "object" in node or "target" in node
        found.append(CountersOn(players="player" in node, objects=objects))
    return found
