"""Triggered abilities as data (603): what makes one trigger, and the rest of its definition.

In a card file, under ``abilities: [{triggered: {...}}]`` (a plain string stays text the
engines do not read)::

    text: "Whenever Blood Artist or another creature dies, target player loses 1 life and
      you gain 1 life."
    when: {dies: {object: {type: creature}}}     # one trigger event word (TRIGGERS)
    effect:                                       # what it does (trigger_effects.py)
      - {lose_life: {player: target_player, amount: 1}}
      - {gain_life: {player: you, amount: 1}}
    one_or_more: true       # "whenever one or more ...": once for the whole event (603.2c)
    if: {exists: ...}       # an intervening "if": checked as it triggers and as it
                            # resolves (603.4)
    during: {your_turn: true}  # part of the trigger event: checked only as it triggers
    once_each_turn: true    # "do this only once each turn" (603.2h in 2026)
    optional: true          # "you may": chosen as it resolves (603.5)
    works_from: [graveyard] # the zones its source works from (default: the battlefield)
    target: {type: creature} # what "target" names in its effect, chosen as it is put on
                             # the stack (603.3d)

A modal ability (700.2) lists ``modes`` instead of ``effect``, each with its own
``effect`` (and ``target``, ``text``), and ``choose``: how many (``1``; or ``{min: 1, max:
2}`` for "choose one or both"). Its controller chooses the modes as it is put on the
stack; a mode whose target can't be chosen can't be, and with no mode chosen the ability is
removed (603.3c, 700.2b); the chosen modes are followed in the order printed (608.2c)::

    modes:
      - {text: "target player gains 3 life", effect: [{gain_life: {player: target_player, amount: 3}}]}
      - {text: "draw a card", effect: [{draw: {player: you, amount: 1}}]}
    choose: 1

A trigger event word names the kind of occurrence it is about and takes the watch keys
that make sense for it (``mtglogic.vocabulary.watch``: ``object``, ``player``, ``source``,
``recipient``, ``counter``, ...), which test each occurrence as the board that the rules
say to look at shows it: the one right after the event (603.6a-b), or for abilities that
look back in time the one right before it (603.10; 603.6d in 2011). ``state`` is a state
trigger (603.8): a condition on the game, not an event. Each word names its rule by key
(the rulesets' ``word_rules:``); whether and why a word looks back is ruleset data too
(``triggers: look_back:``), since the 2011 list of such abilities is shorter.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from mtglogic.errors import ConsistencyError
from mtglogic.model.frozen import freeze
from mtglogic.model.objects import ObjState
from mtglogic.model.terms import STEPS, ZONES
from mtglogic.node import Node, to_plain
from mtglogic.vocabulary import argschema as s
from mtglogic.vocabulary import watch  # noqa: F401 - the watch keys the trigger words read
from mtglogic.vocabulary.compiled import Condition, Selector
from mtglogic.vocabulary.compiler import CONDITION, SELECTOR
from mtglogic.vocabulary.events import Event, Triggering
from mtglogic.vocabulary.registry import TRIGGERS, WATCH
from mtglogic.vocabulary.spec import (
    Flag,
    ListOf,
    PlayerRef,
    Record,
    Spec,
    Word,
    Words,
    Written,
    WrittenValue,
    only_true,
)
from mtglogic.vocabulary.trigger_effects import INSTRUCTION, Instruction
from mtglogic.vocabulary.watch_base import WatchTest, Who, as_written
from mtglogic.vocabulary.watch_objects import FromZones, ToZones
from mtglogic.vocabulary.world import Binding, World

# The kinds of occurrence an outcome is made of (``mtglogic.triggers.occurrences``): one
# object moving (a created token enters as one, 111.1), damage dealt, counters put, life
# gained or lost, one card drawn, one token created, a player losing, a step beginning, a
# permanent becoming tapped.
OCCURRENCE_KINDS = ("zone_change", "damage", "put_counters", "gain_life", "lose_life", "draw",
                    "create_tokens", "lose_game", "begin_step", "tap", "cast",
                    "ability_triggers")
# The ways a trigger event looks back in time (603.10a-f; 603.6d in 2011), keys of the
# rulesets' ``triggers: look_back:`` tables (a ruleset whose list lacks one: null).
LOOK_BACKS = ("leaves_battlefield", "leaves_graveyard", "hand_or_library", "loses_game")
# The kinds of an object an occurrence is about, read on the board as an object already
# there (``zone_change``): what entered is read as it is after the event (603.6b).
OBJECT_VIEW = frozenset({"zone_change"})


@dataclass(frozen=True, repr=False)
class TriggerEvent:
    """A compiled trigger event (603.2): the occurrences it is about, the tests each must
    pass, how it looks back in time (one of ``LOOK_BACKS``; "" for none: the board right
    after the event), and for a state trigger (603.8) its condition."""

    word: str
    kinds: frozenset[str]
    tests: tuple[WatchTest, ...] = ()
    look_back: str = ""
    state: Condition | None = None
    written: str = ""
    alternatives: tuple[TriggerEvent, ...] = ()  # ``any_of``: each its own event

    def matches(self, event: Event, bind: Binding, world: World) -> bool:
        """Does this occurrence match, on this board, for an ability so bound?"""
        if self.alternatives:
            return any(e.matches(event, bind, world) for e in self.alternatives)
        return event.kind in self.kinds and all(t.holds(event, bind, world)
                                                for t in self.tests)

    def parts(self) -> tuple[TriggerEvent, ...]:
        """The events it is made of: its alternatives (``any_of``), else itself; each
        looks back in time or not on its own (603.10)."""
        return self.alternatives or (self,)

    @property
    def dies(self) -> bool:
        return self.word == "dies"

    def describe(self) -> str:
        if self.alternatives:
            return " or ".join(e.describe() for e in self.alternatives)
        return f"{self.word.replace('_', ' ')} {self.written}".strip()

    def __repr__(self) -> str:
        return f"<trigger {self.describe()}>"


def _tests(parsed: Mapping[str, Any], kinds: frozenset[str] = OBJECT_VIEW
           ) -> tuple[WatchTest, ...]:
    """The watch tests of a trigger word's keys, each compiled by its watch word, seeing an
    object as the board holds it (the board the trigger is checked on)."""
    return tuple(WATCH[key].compile(value).for_kinds(kinds) for key, value in parsed.items())


def _keys(*names: str, required: tuple[str, ...] = ()) -> Record:
    """A trigger word's argument: these watch keys, each read by its watch word's spec."""
    specs: dict[str, Spec[Any]] = {}
    for name in names:  # read as the module loads: the watch keys declared so far
        spec = WATCH.declared[name].spec
        assert spec is not None, name
        specs[name] = spec
    return Record(specs, required=required)


def _object_event(word: str, moves: tuple[FromZones | ToZones, ...], look_back: str
                  ) -> Any:
    def compile_word(parsed: Mapping[str, Any]) -> TriggerEvent:
        return TriggerEvent(word, frozenset({"zone_change"}), moves + _tests(parsed),
                            look_back, written=as_written(_written(parsed)))
    return compile_word


def _written(parsed: Mapping[str, Any]) -> dict[str, Any]:
    """The keys of a trigger word as written, for its description."""
    return {key: value.data if isinstance(value, WrittenValue) else
            list(value) if isinstance(value, tuple) else
            getattr(value, "word", value) for key, value in parsed.items()}


BATTLEFIELD = frozenset({"battlefield"})

TRIGGERS.add("enters", "a permanent enters the battlefield (a token created enters too), seen "
             "as it is there", {"object": {"self": True}}, _keys("object"),
             rule="trigger_enters", samples=({"object": {"type": "creature", "other": True}},))(
    _object_event("enters", (ToZones(BATTLEFIELD),), ""))
TRIGGERS.add("dies", "a permanent is put into a graveyard from the battlefield, seen as it "
             "last existed there", {"object": {"type": "creature"}}, _keys("object", "cause"),
             rule="trigger_dies", samples=({"object": {"self": True}},))(
    _object_event("dies", (FromZones(BATTLEFIELD), ToZones(frozenset({"graveyard"}))),
                  "leaves_battlefield"))
def _look_back_of(parsed: Mapping[str, Any]) -> str:
    """How a zone change to ``to`` (from ``from``) looks back: leaving the battlefield or a
    graveyard, or going to a hand or a library (603.10a); "from anywhere" never counts as
    leaving the battlefield (603.6c)."""
    origin = set(parsed.get("from", ()))
    if "battlefield" in origin:
        return "leaves_battlefield"
    if "graveyard" in origin:
        return "leaves_graveyard"
    if "to" in parsed and set(parsed["to"]) <= {"hand", "library"}:
        return "hand_or_library"
    return ""


@TRIGGERS.add("leaves", "an object leaves the battlefield (or the zones of `from`: "
              "\"leaves your graveyard\"; `to`: for these zones), seen as it last existed "
              "there", {"object": {"self": True}}, _keys("object", "to", "from", "cause"),
              rule="trigger_leaves",
              samples=({"object": {"type": "creature"}, "to": ["exile"]},
                       {"object": {"type": "creature", "card": True, "owner": "you"},
                        "from": ["graveyard"]}))
def _leaves(parsed: Mapping[str, Any]) -> TriggerEvent:
    origin = {} if "from" in parsed else {"from": ("battlefield",)}
    moves = () if "from" in parsed else (FromZones(BATTLEFIELD),)
    return TriggerEvent("leaves", frozenset({"zone_change"}), moves + _tests(parsed),
                        _look_back_of({**origin, **parsed}),
                        written=as_written(_written(parsed)))


@TRIGGERS.add("put_into", "an object is put into one of these zones (`to`), from anywhere or "
              "from `from`", {"object": {"type": "creature"}, "to": ["graveyard"]},
              _keys("object", "to", "from", "cause", required=("to",)),
              rule="trigger_zone_change",
              samples=({"to": ["hand"], "from": ["graveyard"]},))
def _put_into(parsed: Mapping[str, Any]) -> TriggerEvent:
    return TriggerEvent("put_into", frozenset({"zone_change"}), _tests(parsed),
                        _look_back_of(parsed), written=as_written(_written(parsed)))


def _simple(word: str, kind: str) -> Any:
    def compile_word(parsed: Mapping[str, Any]) -> TriggerEvent:
        return TriggerEvent(word, frozenset({kind}), _tests(parsed, frozenset({kind})),
                            "loses_game" if kind == "lose_game" else "",
                            written=as_written(_written(parsed)))
    return compile_word


TRIGGERS.add("damage", "a source deals damage (after prevention: damage dealt)",
             {"source": {"self": True}, "recipient": {"player": "opponent"}, "combat": True},
             _keys("source", "recipient", "combat"), rule="trigger_event",
             samples=({"recipient": {"object": {"self": True}}},))(_simple("damage", "damage"))
TRIGGERS.add("counters", "counters are put on an object or a player (entering with counters "
             "too, 122.6)", {"counter": ["+1/+1"], "object": {"type": "creature"}},
             _keys("object", "player", "counter", "by"), rule="trigger_event",
             samples=({"player": "you", "counter": ["poison"]},))(
    _simple("counters", "put_counters"))
TRIGGERS.add("gains_life", "a player gains life", {"player": "you"}, _keys("player"),
             rule="trigger_event")(_simple("gains_life", "gain_life"))
TRIGGERS.add("loses_life", "a player loses life", {"player": "opponent"},
             _keys("player", "from_damage"), rule="trigger_event")(
    _simple("loses_life", "lose_life"))
TRIGGERS.add("draws", "a player draws a card (each card drawn)", {"player": "opponent"},
             _keys("player"), rule="trigger_event")(_simple("draws", "draw"))
TRIGGERS.add("creates_tokens", "a player creates a token (each token)", {"player": "you"},
             _keys("player"), rule="trigger_event")(_simple("creates_tokens", "create_tokens"))
TRIGGERS.add("loses_game", "a player loses the game", {"player": "opponent"}, _keys("player"),
             rule="trigger_loses_game")(_simple("loses_game", "lose_game"))
TRIGGERS.add("casts", "a player casts a spell (`object`: the spell, on the stack)",
             {"player": "you", "object": {"color": ["white"], "zone": ["stack"]}},
             _keys("player", "object"), rule="trigger_casts")(_simple("casts", "cast"))
TRIGGERS.add("becomes_tapped", "a permanent becomes tapped (entering tapped does not count)",
             {"object": {"self": True}}, _keys("object"), rule="trigger_becomes")(
    _simple("becomes_tapped", "tap"))

@dataclass(frozen=True, repr=False)
class CausedBy(WatchTest):
    """A triggered ability triggering (``Triggering``): of a permanent ``controller``
    controls, and made to trigger by a permanent entering that ``entering`` matches, seen
    as it is on the battlefield."""

    entering: Selector | None
    who: Who | None
    written: str = ""

    def holds(self, event: Event, bind: Binding, world: World) -> bool:
        if not isinstance(event, Triggering):
            return False
        if self.who is not None and not self.who(event.controller, bind.you):
            return False
        if self.entering is None:
            return True
        mover = world.obj(event.entering) if event.entering else None
        return mover is not None and self.entering.matches(
            mover, world.context(bind.source, bind.you, mover))

    def describe(self) -> str:
        return f"a triggered ability triggering {self.written}".strip()


CAUSE = Record({"entering": Written(SELECTOR),
                "controller": PlayerRef(("you", "opponent", "any"))})


@TRIGGERS.add("ability_triggers", "a triggered ability triggers (`entering`: made to trigger "
              "by a permanent entering that matches; `controller`: its controller); such "
              "abilities go on the stack after the others (603.3b in 2026)",
              {"entering": {"permanent": True}}, CAUSE, rule="trigger_ability_triggers",
              samples=({"controller": "opponent"},))
def _ability_triggers(parsed: Mapping[str, Any]) -> TriggerEvent:
    entering = parsed.get("entering")
    who = parsed.get("controller")
    written = as_written({k: v.data if isinstance(v, WrittenValue) else v
                          for k, v in parsed.items()})
    return TriggerEvent("ability_triggers", frozenset({"ability_triggers"}),
                        (CausedBy(entering.value if entering else None,
                                  Who(who) if who else None, written),), written=written)


STEP = Record({"step": Word(STEPS), "player": PlayerRef(("you", "opponent", "any"))},
              required=("step",))


@dataclass(frozen=True, repr=False)
class StepOf(WatchTest):
    """The step that begins, of whose turn (``player``; any when not written)."""

    step: str
    who: Who

    def holds(self, event: Event, bind: Binding, world: World) -> bool:
        return getattr(event, "step", None) == self.step and \
            self.who(getattr(event, "player", None), bind.you)

    def describe(self) -> str:
        return f"{self.step.replace('_', ' ')} of {self.who.describe()}"


@TRIGGERS.add("step", "a step of a turn begins (\"at the beginning of your upkeep\": "
              "`{step: upkeep, player: you}`; any player's when `player` is not written)",
              {"step": "upkeep", "player": "you"}, STEP, rule="trigger_step",
              samples=({"step": "end"},))
def _step(parsed: Mapping[str, Any]) -> TriggerEvent:
    who = Who(parsed.get("player", "any"))
    return TriggerEvent("step", frozenset({"begin_step"}), (StepOf(parsed["step"], who),),
                        written=f"{parsed['step']} of {who.describe()}")


@TRIGGERS.add("state", "a state trigger: the game is in this state (603.8), checked whenever "
              "a player would receive priority; it triggers again only once it has left the "
              "stack", {"exists": {"type": "creature", "controller": "you"}},
              Written(CONDITION), rule="trigger_state")
def _state(arg: WrittenValue[Condition]) -> TriggerEvent:
    return TriggerEvent("state", frozenset(), state=arg.value, written=as_written(arg.data))


def _when(node: Node) -> TriggerEvent:
    word, arg = TRIGGERS.one_key(node)
    event: TriggerEvent = word.compile(word.parse(arg))
    return event


def _one_event(words: dict[str, Any]) -> dict[str, Any]:
    return {"type": "object", "additionalProperties": False, "minProperties": 1,
            "maxProperties": 1, "properties": words}


@dataclass(frozen=True)
class EventList(Spec[tuple[TriggerEvent, ...]]):
    """Two or more trigger events, each a one-key mapping of a word declared before it
    (no state trigger: a state is no event)."""

    def schema(self) -> s.Schema:
        words = {w.name: w.schema for w in TRIGGERS if w.name != "state"}
        return {"type": "array", "minItems": 2, "items": _one_event(words)}

    def parse(self, node: Node) -> tuple[TriggerEvent, ...]:
        items = node.as_list(strict=True)
        if len(items) < 2:
            node.fail("`any_of` lists two or more trigger events")
        found = []
        for item in items:
            event = _when(item)
            if event.state is not None or event.alternatives:
                item.fail("each event of `any_of` is one trigger event word (no state "
                          "trigger, 603.8; no `any_of` within it)")
            found.append(event)
        return tuple(found)


@TRIGGERS.add("any_of", "any of these trigger events (\"whenever A, or B\"): an occurrence "
              "that matches one or more of them triggers it once; each looks back in time or "
              "not on its own (603.10)",
              [{"dies": {"object": {"type": "creature", "other": True}}},
               {"leaves": {"object": {"type": "creature", "card": True, "owner": "you"},
                           "from": ["graveyard"]}}],
              EventList(), rule="trigger_event")
def _any_of(events: tuple[TriggerEvent, ...]) -> TriggerEvent:
    return TriggerEvent("any_of", frozenset().union(*(e.kinds for e in events)),
                        alternatives=events)


@dataclass(frozen=True, repr=False)
class During(WatchTest):
    """``during``: a condition the game must meet as the event occurs, part of the trigger
    event ("during your turn"): checked as the ability would trigger, and only then (not
    an intervening "if", 603.4)."""

    condition: Condition
    written: str

    def holds(self, event: Event, bind: Binding, world: World) -> bool:
        return self.condition.holds(world.context(bind.source, bind.you))

    def describe(self) -> str:
        return f"during {self.written}"


def _during(when: TriggerEvent, node: Node) -> TriggerEvent:
    """The trigger event with the ``during`` condition added to each of its parts."""
    if when.state is not None:
        node.fail("a state trigger's condition is its state: write it there (603.8)")
    arg = Written(CONDITION).parse(node)
    test = During(arg.value, as_written(arg.data))

    def add(event: TriggerEvent) -> TriggerEvent:
        return replace(event, tests=event.tests + (test,),
                       written=f"{event.written} {test.describe()}".strip())
    if when.alternatives:
        return replace(when, alternatives=tuple(add(e) for e in when.alternatives))
    return add(when)


# -- the triggered ability ------------------------------------------------------------
WHEN = _one_event({w.name: w.schema for w in TRIGGERS.declared.values()})  # all declared above
MODE_SCHEMA = s.mapping({"text": s.string(), "effect": s.array(INSTRUCTION.schema()),
                         "target": s.ref("selector")}, required=("effect",))
CHOOSE_SCHEMA = {"anyOf": [s.integer(1), s.mapping({"min": s.integer(1), "max": s.integer(1)},
                                                   required=("min", "max"))]}
TRIGGER_SCHEMA = s.mapping({
    "text": s.string(),
    "when": WHEN,
    "effect": s.array(INSTRUCTION.schema()),
    "modes": {**s.array(MODE_SCHEMA), "minItems": 2},
    "choose": CHOOSE_SCHEMA,
    "one_or_more": s.BOOLEAN,
    "during": s.ref("condition"),
    "if": s.ref("condition"),
    "once_each_turn": {"const": True},
    "optional": s.BOOLEAN,
    "works_from": {"anyOf": [{"const": "anywhere"}, s.words(ZONES)]},
    "target": s.ref("selector"),
}, required=("when",))
TRIGGER_SCHEMA["not"] = {"required": ["effect", "modes"]}
TRIGGER_SCHEMA["dependentRequired"] = {"choose": ["modes"], "modes": ["choose"]}
# A reflexive ability (603.12): what it does, as a triggered ability writes it, with no
# trigger event of its own (it triggers on its parent's action) and none of its own.
REFLEXIVE_KEYS = ("text", "effect", "modes", "choose", "if", "optional", "target")
REFLEXIVE_SCHEMA = s.mapping({k: TRIGGER_SCHEMA["properties"][k] for k in REFLEXIVE_KEYS})
REFLEXIVE_SCHEMA.update({"not": TRIGGER_SCHEMA["not"],
                         "dependentRequired": TRIGGER_SCHEMA["dependentRequired"],
                         "anyOf": [{"required": ["effect"]}, {"required": ["modes"]}]})
TRIGGER_SCHEMA["properties"]["reflexive"] = REFLEXIVE_SCHEMA
TRIGGER_KEYS = tuple(TRIGGER_SCHEMA["properties"])
# What a reflexive ability triggers on: its parent's action, never an occurrence it
# watches (603.12).
REFLEXIVE_EVENT = TriggerEvent("reflexive", frozenset(), written="its parent's action")
EFFECT: Spec[tuple[Instruction, ...]] = ListOf(INSTRUCTION)
ONCE = only_true("once_each_turn")


@dataclass(frozen=True)
class Mode:
    """One mode of a modal triggered ability (700.2): what it does and what it targets."""

    text: str
    effect: tuple[Instruction, ...]
    target: Selector | None = None

    def names_target(self) -> bool:
        return any(i.obj == "target" for i in self.effect)


@dataclass(frozen=True)
class TriggerSpec:
    """A validated triggered ability, not yet bound to a source or controller (603.1)."""

    text: str
    when: TriggerEvent
    effect: tuple[Instruction, ...]
    one_or_more: bool = False
    condition: Condition | None = None  # the intervening "if" (603.4)
    once_each_turn: bool = False  # 603.2h
    optional: bool = False  # 603.5
    works_from: frozenset[str] = BATTLEFIELD
    target: Selector | None = None
    data: Any = None  # the frozen definition: equal data means abilities alike
    rule: str = ""  # the rule that defines it, when a keyword does (702.79a: persist)
    tokens: tuple[ObjState, ...] = ()  # the tokens its instructions define (111.3)
    modes: tuple[Mode, ...] = ()  # a modal ability's modes (700.2), ``effect`` then empty
    choose: tuple[int, int] = (1, 1)  # how many modes, at least and at most
    # "When you do, ...": the reflexive ability it creates as it resolves, which
    # triggers when the last instruction of its effect was done (603.12 in 2026)
    reflexive: TriggerSpec | None = None

    @property
    def instructions(self) -> tuple[Instruction, ...]:
        """Every instruction it may follow: its effect, or those of all its modes."""
        return self.effect + tuple(i for mode in self.modes for i in mode.effect)

    def does(self) -> str:
        """What it does, in words ("nothing read" when its effect is not written)."""
        if self.modes:
            low, high = self.choose
            many = str(low) if low == high else \
                "one or both" if (low, high) == (1, 2) == (1, len(self.modes)) else \
                f"{low} to {high}"
            words = f"choose {many}: " + " / ".join(
                mode.text or "; ".join(i.describe() for i in mode.effect)
                for mode in self.modes)
        else:
            words = "; ".join(i.describe() for i in self.effect) or "its effect is not read"
        return ("you may: " if self.optional else "") + words


def compile_trigger(node: Node, reflexive: bool = False) -> TriggerSpec:
    """Validate and compile one triggered ability (located errors); with ``reflexive``,
    the reflexive ability of one (``REFLEXIVE_KEYS``: no trigger event)."""
    if reflexive:
        node.mapping(allowed=REFLEXIVE_KEYS)
        if "effect" not in node and "modes" not in node:
            node.fail("a reflexive ability (\"when you do\", 603.12) says what it does: "
                      "`effect` or `modes`")
        when = REFLEXIVE_EVENT
    else:
        node.mapping(allowed=TRIGGER_KEYS, required=("when",))
        when = _when(node["when"])
    if when.state is not None and "one_or_more" in node:
        node["one_or_more"].fail("a state trigger has no event to count (603.8)")
    if "one_or_more" in node and len({e.look_back for e in when.parts()}) > 1:
        node["one_or_more"].fail("\"one or more\" of events that look back in time and "
                                 "events that don't (603.10) is not something the engine "
                                 "can count as one")
    if "during" in node:
        when = _during(when, node["during"])
    if "effect" in node and "modes" in node:
        node["modes"].fail("a modal ability lists its modes, each with its effect, and no "
                           "effect of its own (700.2)")
    effect = EFFECT.parse(node["effect"]) if "effect" in node else ()
    modes, choose = _modes(node)
    condition = CONDITION.parse(node["if"]) if "if" in node else None
    works = BATTLEFIELD
    if "works_from" in node:
        raw = node["works_from"]
        works = frozenset(ZONES) if raw.value == "anywhere" else frozenset(Words(ZONES).parse(raw))
    target = SELECTOR.parse(node["target"]) if "target" in node else None
    if target is not None and modes:
        node["target"].fail("a modal ability's targets are its modes': write `target` in "
                            "each mode that names one (700.2)")
    wants_target = any(i.targets for i in effect)
    if wants_target and target is None and any(i.targets_object for i in effect):
        node.fail("its effect names `target`: say what it targets with `target:` (a "
                  "selector, 115.1)")
    if "reflexive" in node and not effect:
        node["reflexive"].fail("\"when you do\" follows an action of the effect: write "
                               "`effect` (its last instruction is the action, 603.12)")
    reflexive_spec = compile_trigger(node["reflexive"], reflexive=True) \
        if "reflexive" in node else None
    text = node["text"].as_str() if "text" in node else f"when {when.describe()}"
    return TriggerSpec(
        text, when, effect,
        one_or_more=Flag().parse(node["one_or_more"]) if "one_or_more" in node else False,
        condition=condition,
        once_each_turn=ONCE.parse(node["once_each_turn"]) if "once_each_turn" in node
        else False,
        optional=Flag().parse(node["optional"]) if "optional" in node else False,
        works_from=works, target=target, data=freeze(to_plain(node.value)),
        tokens=tuple(t for i in effect + tuple(i for m in modes for i in m.effect)
                     for t in (i.field("token"),) if isinstance(t, ObjState)),
        modes=modes, choose=choose, reflexive=reflexive_spec)


def _modes(node: Node) -> tuple[tuple[Mode, ...], tuple[int, int]]:
    """A modal ability's modes and how many are chosen (700.2), checked: each mode naming
    `target` says what it targets; two modes that can be chosen together don't both name
    `target` (one word, one target)."""
    if "modes" not in node:
        if "choose" in node:
            node["choose"].fail("`choose` says how many modes: give `modes` too (700.2)")
        return (), (1, 1)
    if "choose" not in node:
        node["modes"].fail("say how many modes are chosen with `choose` (700.2)")
    items = node["modes"].as_list()
    if len(items) < 2:
        node["modes"].fail("a modal ability has two or more modes (700.2)")
    modes = []
    for item in items:
        item.mapping(allowed=("text", "effect", "target"), required=("effect",))
        effect = EFFECT.parse(item["effect"])
        target = SELECTOR.parse(item["target"]) if "target" in item else None
        mode = Mode(item["text"].as_str() if "text" in item else "", effect, target)
        if mode.names_target() and target is None:
            item.fail("this mode names `target`: say what it targets with `target:` (a "
                      "selector, 115.1)", ConsistencyError)
        modes.append(mode)
    raw = node["choose"]
    if isinstance(raw.value, dict):
        raw.mapping(allowed=("min", "max"), required=("min", "max"))
        low, high = raw["min"].as_int(1), raw["max"].as_int(1)
    else:
        low = high = raw.as_int(1)
    if not low <= high <= len(modes):
        raw.fail(f"choose at least {low} and at most {high} of {len(modes)} modes: not a "
                 f"number of modes that can be chosen (700.2)", ConsistencyError)
    if high > 1 and sum(m.names_target() for m in modes) > 1:
        node["modes"].fail("two modes that can be chosen together both name `target`: "
                           "not something this vocabulary can tell apart yet",
                           ConsistencyError)
    return tuple(modes), (low, high)


@dataclass(frozen=True)
class DelayedTrigger:
    """A delayed triggered ability in force (603.7): made by a resolved spell or ability,
    with the source and controller the rules give it (603.7d-f); it triggers once, the
    next time its event occurs (603.7b), unless it lasts ``this_turn``."""

    id: str
    controller: str
    source: str | None
    spec: TriggerSpec
    this_turn: bool = False


__all__ = ["LOOK_BACKS", "OCCURRENCE_KINDS", "TRIGGER_SCHEMA", "DelayedTrigger", "Mode", "TriggerEvent",
           "TriggerSpec", "compile_trigger"]
