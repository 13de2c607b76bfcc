"""What a triggered ability does: instructions, each one event it makes happen as it resolves.

A triggered ability's ``effect`` lists instructions (608.2c: in the order written), each a
one-key mapping of an event word of the replacement engine and its fields, where players
and objects are named relative to the ability::

    effect:
      - {lose_life: {player: target_player, amount: 1}}
      - {gain_life: {player: you, amount: 1}}
      - {damage: {to: each_opponent, amount: 1}}          # the source: the ability's (self)
      - {zone_change: {object: same, to: hand}}           # "return it to its owner's hand"
      - {put_counters: {target: self, counter: "+1/+1", count: same}}
      - {zone_change: {choose: {type: land, controller: you}, to: hand}}  # "a land you control"
      - {sacrifice: {player: same, choose: {type: creature}}}  # "that player sacrifices a creature"

Players: ``you`` (its controller), ``same`` (the player the trigger event concerns),
``target_player``, ``target_opponent`` (chosen as it is put on the stack, 603.3d),
``each_player``, ``each_opponent``, ``controller_of_same`` and ``owner_of_same`` (of the
object the trigger event concerns, as it last existed), ``active_player``.
Objects: ``self`` (its source), ``same`` (the object the trigger event concerns, found in
the zone it went to, 603.6), ``target`` (the ability's ``target:``), or an id; or, beside
the player who acts, ``choose`` (objects that player chooses as it resolves, not targeted:
"return a land you control") or ``all`` (every object a selector matches as it resolves:
"exile all graveyards"). Amounts: a number, ``same`` ("that much": the trigger event's
amount) or a value word.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Any

from mtglogic.model.objects import ObjState
from mtglogic.model.terms import ZONES
from mtglogic.node import Node
from mtglogic.text import agreeing, plural
from mtglogic.vocabulary import argschema as s
from mtglogic.vocabulary.amounts import Amount as AmountFn
from mtglogic.vocabulary.amounts import AmountOf
from mtglogic.vocabulary.compiler import SELECTOR
from mtglogic.vocabulary.events import CAUSES
from mtglogic.vocabulary.registry import INSTRUCTIONS
from mtglogic.vocabulary.spec import (
    Defined,
    Either,
    Flag,
    MapOf,
    Record,
    Shaped,
    Spec,
    Whole,
    Word,
    WordOr,
    Written,
    WrittenValue,
)
from mtglogic.vocabulary.tokens import TOKEN_SCHEMA, token_state
from mtglogic.vocabulary.watch_base import as_written

# How an instruction names a player, and in words.
PLAYER_REFS: dict[str, str] = {
    "you": "you", "same": "that player", "target_player": "target player",
    "target_opponent": "target opponent", "each_player": "each player",
    "each_opponent": "each opponent", "controller_of_same": "its controller",
    "owner_of_same": "its owner", "active_player": "the active player"}
# How an instruction names an object, and in words.
OBJECT_REFS: dict[str, str] = {"self": "this", "same": "that object", "target": "the target"}
TARGET_REFS = ("target_player", "target_opponent", "target")
PLAYER = Word(tuple(PLAYER_REFS))  # a card names players by these words, never by an id
OBJECT = Word()  # an object word of OBJECT_REFS or an object id
# A number, "that much" (``same``) or a value word, worked out as it resolves; kept with
# what was written, which its words say.
AMOUNT: Spec[WrittenValue[Any]] = Written(WordOr(("same",), AmountOf(0),
                                                 "an amount is a whole number, a value or "
                                                 "`same`"))
# A token by name (one the ruleset predefines, 111.10) or defined where it is made (111.3).
TOKEN: Spec[Any] = Either(Word(), Defined(TOKEN_SCHEMA, token_state))
# Objects named by what they are, kept as written for their words: chosen as it resolves
# (``choose``) or all of them (``all``).
CHOSEN: Spec[WrittenValue[Any]] = Written(SELECTOR)
# Counters an object is put onto the battlefield with (122.6): ``{-1/-1: 1}``.
WITH_COUNTERS: Spec[Any] = Written(MapOf(Whole(1)))
# Whose control a permanent enters under: the ability's controller (the default, 110.2) or
# its owner's ("return it to the battlefield under its owner's control").
UNDER = Word(("you", "owner"))
Amount = str | AmountFn


@dataclass(frozen=True)
class Instruction:
    """One instruction: the event kind it makes, whom it names (``player``, ``obj``: a
    reference word or an id), its amount and its other fields, as written."""

    word: str
    player: str | None = None
    obj: str | None = None
    amount: Amount | None = None
    fields: tuple[tuple[str, Any], ...] = ()
    written: Any = 1  # the amount as written: a number, ``same`` or a value's mapping
    unless: Unless | None = None  # "... unless [a player] pays or does something"

    @property
    def targets(self) -> bool:
        """Whether it names a target, chosen as the ability is put on the stack."""
        return self.player in TARGET_REFS or self.obj in TARGET_REFS

    @property
    def targets_object(self) -> bool:
        return self.obj == "target"

    def field(self, name: str, default: Any = None) -> Any:
        return dict(self.fields).get(name, default)

    def describe(self) -> str:
        """The instruction in words, references named as the card would say them."""
        words = DESCRIBE[self.word](self)
        return f"{words} {self.unless.describe()}" if self.unless is not None else words


@dataclass(frozen=True)
class Unless:
    """"[Do it] unless [a player] [pays a cost or does something]": the player named may
    do the other thing as the ability resolves; if they don't, the instruction happens
    (603.5; 118.12a in 2026, 117.12a in 2011). ``player``: a reference word, or
    ``any_player`` (each player may, in APNAP order, 101.4); ``pays``: a cost in words
    whose resources the engine doesn't model (mana: paying it is a choice, always open);
    ``does``: instructions the player follows instead (named as in the ability)."""

    player: str
    pays: str = ""
    does: tuple[Instruction, ...] = ()

    def describe(self) -> str:
        """"unless you pay {2}"; "unless, instead, you sacrifice ..." (what it does names
        its own players)."""
        who = "any player" if self.player == "any_player" else _player(self.player)
        if self.pays:
            return f"unless {agreeing(who, 'pays')} {self.pays}"
        return "unless, instead, " + "; ".join(i.describe() for i in self.does)

    def offer(self) -> str:
        """What the player may do instead, after "chooses to"."""
        return f"pay {self.pays}" if self.pays else \
            "do instead: " + "; ".join(i.describe() for i in self.does)


def _player(ref: str | None) -> str:
    return PLAYER_REFS.get(ref or "you", ref or "you")


def _says(instruction: Instruction, verb: str) -> str:
    """Its player and the verb agreeing: "you gain", "each opponent loses"."""
    return agreeing(_player(instruction.player), verb)


def _object(ref: str | None) -> str:
    return OBJECT_REFS.get(ref or "self", ref or "this")


def _amount(written: Any, unit: str = "") -> str:
    if written == "same":
        return f"that many {unit}s".strip() if unit else "that much"
    if isinstance(written, int):
        return plural(written, unit) if unit else str(written)
    return f"X {unit}s".strip() + f" (X: {as_written(written)})"


def _token_name(instruction: Instruction) -> str:
    token = instruction.field("token")
    return token.name if isinstance(token, ObjState) else str(token)


def _to(instruction: Instruction) -> str:
    ref = instruction.obj
    return _object(ref) if ref in OBJECT_REFS or ref not in PLAYER_REFS else _player(ref)


def _objects(instruction: Instruction) -> str:
    """The objects it acts on: a reference, every object a selector matches, or as many as
    its count of those its player chooses as it resolves."""
    every, chosen = instruction.field("all"), instruction.field("choose")
    if every is not None:
        return f"every object {as_written(every.data)}"
    if chosen is not None:
        count = instruction.written if isinstance(instruction.written, int) else 1
        return f"{_amount(count, 'object')} {as_written(chosen.data)} (chosen as it resolves)"
    return _object(instruction.obj)


def _moved(instruction: Instruction) -> str:
    """Where a zone change puts its objects, and how (tapped, whose control, counters,
    only while they match a selector)."""
    zone = instruction.field("to")
    where = {"battlefield": "onto the battlefield", "exile": "into exile",
             "stack": "onto the stack"}.get(zone, f"into its owner's {zone}")
    words = f"destroy {_objects(instruction)}" if instruction.field("cause") == "destroy" \
        else f"put {_objects(instruction)} {where}"
    if instruction.field("tapped"):
        words += " tapped"
    only_if = instruction.field("only_if")
    if only_if is not None:
        words += f" if it matches {as_written(only_if.data)}"
    if instruction.field("under") == "owner":
        words += " under its owner's control"
    counters = instruction.field("counters")
    if counters is not None:
        words += " with " + " and ".join(plural(n, f"{kind} counter")
                                         for kind, n in counters.value.items())
    return words


def _sacrificed(instruction: Instruction) -> str:
    if instruction.field("choose") is None:
        return f"sacrifice {_object(instruction.obj)}"
    return f"{_says(instruction, 'sacrifices')} {_objects(instruction)}"


DESCRIBE: dict[str, Callable[[Instruction], str]] = {
    "lose_life": lambda i: f"{_says(i, 'loses')} {_amount(i.written)} life",
    "gain_life": lambda i: f"{_says(i, 'gains')} {_amount(i.written)} life",
    "draw": lambda i: f"{_says(i, 'draws')} {_amount(i.written, 'card')}",
    "damage": lambda i: f"{_object(i.field('source', 'self'))} deals {_amount(i.written)} "
                        f"damage to {_to(i)}",
    "put_counters": lambda i: f"put {_amount(i.written, i.field('counter', '+1/+1') + ' counter')}"
                              f" on {_to(i)}",
    "remove_counters": lambda i: f"remove {_amount(i.written, i.field('counter') + ' counter')}"
                                 f" from {_to(i)}",
    "create_tokens": lambda i: f"{_says(i, 'creates')} "
                               f"{_amount(i.written, _token_name(i) + ' token')}",
    "zone_change": _moved,
    "sacrifice": _sacrificed,
    "tap": lambda i: f"tap {_object(i.obj)}",
    "lose_game": lambda i: f"{_says(i, 'loses')} the game",
    "win_game": lambda i: f"{_says(i, 'wins')} the game",
}


# The same in the schema: exactly one of the three, and `count` only beside `choose`.
ONE_OBJECT: s.Schema = {"oneOf": [{"required": [key]} for key in ("object", "choose", "all")],
                        "dependentRequired": {"count": ["choose"]}}


def _one_object(arg: Mapping[str, Any], node: Node) -> Mapping[str, Any]:
    """Exactly one way of naming the objects it acts on: a reference (``object``), the
    ones its player chooses (``choose``) or all of them (``all``)."""
    named = [key for key in ("object", "choose", "all") if key in arg]
    if len(named) != 1:
        node.fail("name its objects one way: `object` (a reference), `choose` (a selector: "
                  "chosen as it resolves) or `all` (a selector)")
    if "count" in arg and "choose" not in arg:
        node.fail("`count` goes with `choose`: how many objects are chosen")
    return arg


def _declare(word: str, doc: str, example: dict[str, Any], fields: dict[str, Spec[Any]],
             required: tuple[str, ...], rule: str, one_object: bool = False,
             samples: tuple[Any, ...] = ()) -> None:
    """An instruction word: its argument is a record of these fields; ``player``, ``object``
    (or ``to``, ``target``) name whom it is about, ``amount`` (or ``count``) how much; with
    ``one_object``, its objects are named one way (``_one_object``)."""
    record = Record(fields, required=required)
    spec: Spec[Mapping[str, Any]] = Shaped(record, _one_object, ONE_OBJECT) if one_object \
        else record

    def compile_fn(arg: Mapping[str, Any]) -> Instruction:
        player = arg.get("player")
        obj = arg.get("object", arg.get("to" if word == "damage" else "target"))
        amount = arg.get("amount", arg.get("count"))
        rest = tuple(sorted((k, v) for k, v in arg.items()
                            if k not in ("player", "object", "target", "amount", "count")
                            and not (word == "damage" and k == "to")))
        if amount is None:
            return Instruction(word, player, obj, None, rest)
        return Instruction(word, player, obj, amount.value, rest, amount.data)
    INSTRUCTIONS.add(word, doc, example, spec, rule=rule, samples=samples)(compile_fn)


_declare("lose_life", "a player loses life", {"player": "target_player", "amount": 1},
         {"player": PLAYER, "amount": AMOUNT}, ("player",), "life_change")
_declare("gain_life", "a player gains life", {"player": "you", "amount": 1},
         {"player": PLAYER, "amount": AMOUNT}, ("player",), "life_change")
_declare("draw", "a player draws cards", {"player": "you", "count": 1},
         {"player": PLAYER, "count": AMOUNT}, ("player",), "drawing")
_declare("damage", "the ability's source (or `source`) deals damage to a player or an "
         "object", {"to": "each_opponent", "amount": 1},
         {"to": OBJECT, "amount": AMOUNT, "source": Word(("self", "same"))}, ("to",), "damage")
_declare("put_counters", "counters are put on an object or a player",
         {"target": "self", "counter": "+1/+1", "count": 1},
         {"target": OBJECT, "counter": Word(), "count": AMOUNT}, ("target",), "counters")
_declare("remove_counters", "counters are removed from an object or a player",
         {"target": "self", "counter": "charge", "count": 1},
         {"target": OBJECT, "counter": Word(), "count": AMOUNT}, ("target", "counter"),
         "counters")
_declare("create_tokens", "a player creates tokens (a name the ruleset predefines, or a "
         "token of the question)", {"player": "you", "token": "Spirit", "count": 1},
         {"player": PLAYER, "token": TOKEN, "count": AMOUNT, "tapped": Flag()},
         ("player", "token"), "token_owner")
_declare("zone_change", "objects are put into a zone (`object`; `choose`: chosen as it "
         "resolves, `count` of them; `all`: every one a selector matches), onto the "
         "battlefield `tapped`, `under` its owner's control, with `counters` (122.6); "
         "`cause`: why, as `destroy`; `only_if`: only while the object matches this "
         "selector, \"if it's tapped\"",
         {"object": "same", "to": "hand"},
         {"object": OBJECT, "choose": CHOSEN, "count": AMOUNT, "all": CHOSEN,
          "to": Word(ZONES), "tapped": Flag(), "under": UNDER, "counters": WITH_COUNTERS,
          "cause": Word(CAUSES), "only_if": Written(SELECTOR)},
         ("to",), "zone_change", one_object=True,
         samples=({"choose": {"type": "land", "controller": "you"}, "to": "hand"},
                  {"all": {"zone": "graveyard"}, "to": "exile"},
                  {"object": "self", "to": "battlefield", "under": "owner",
                   "counters": {"-1/-1": 1}}))
_declare("sacrifice", "permanents are sacrificed: this one (`object`), or `count` of those a "
         "selector matches that `player` controls, chosen by that player as it resolves "
         "(`choose`), or all of them (`all`)", {"object": "self"},
         {"object": OBJECT, "player": PLAYER, "choose": CHOSEN, "count": AMOUNT,
          "all": CHOSEN}, (),
         "sacrifice", one_object=True,
         samples=({"player": "same", "choose": {"type": "creature"}},))
_declare("tap", "a permanent becomes tapped", {"object": "target"}, {"object": OBJECT},
         ("object",), "tapping")
_declare("lose_game", "a player loses the game", {"player": "target_player"},
         {"player": PLAYER}, ("player",), "losing")
_declare("win_game", "a player wins the game", {"player": "you"}, {"player": PLAYER},
         ("player",), "winning")


_declare("counter_ability", "counter the triggered ability its trigger event names (`ability: "
         "same`: the one whose triggering it saw)", {"ability": "same"},
         {"ability": Word(("same",))}, ("ability",), "countering")
DESCRIBE["counter_ability"] = lambda i: "counter that ability"
_declare("pay", "a player pays a cost the engine doesn't model (mana, in words): it is "
         "paid; \"you may pay {2}\" is an optional ability that pays it",
         {"player": "you", "cost": "{2}"}, {"player": PLAYER, "cost": Word()},
         ("player", "cost"), "costs")
DESCRIBE["pay"] = lambda i: f"{_says(i, 'pays')} {i.field('cost')}"
_declare("change_target", "change the target of the spell its trigger event names (`spell: "
         "same`) to an object `to` matches, if able: only to another legal target, else it "
         "is unchanged; of several, the ability's controller chooses as it resolves",
         {"spell": "same", "to": {"enchanted": True}},
         {"spell": Word(("same",)), "to": CHOSEN}, ("spell", "to"), "change_targets")
DESCRIBE["change_target"] = lambda i: f"change the target of that spell to " \
    f"{as_written(i.field('to').data)} if able"

# Who an "unless" names: one player, or any of them.
UNLESS_PLAYERS = tuple(r for r in PLAYER_REFS if not r.startswith("each_")) + ("any_player",)
UNLESS_KEYS = ("player", "pays", "does")


def _unless_schema() -> s.Schema:
    schema = s.mapping({"player": s.string(UNLESS_PLAYERS), "pays": s.string(),
                        "does": s.array(s.ref("instruction"))}, required=("player",))
    schema["oneOf"] = [{"required": ["pays"]}, {"required": ["does"]}]
    return schema


def _unless(node: Node) -> Unless:
    """An ``unless`` beside an instruction word (located errors)."""
    node.mapping(allowed=UNLESS_KEYS, required=("player",))
    if ("pays" in node) == ("does" in node):
        node.fail("say what the player may do instead, one way: `pays` (a cost in words) "
                  "or `does` (instructions)")
    does = tuple(_instruction(item) for item in node["does"].as_list()) \
        if "does" in node else ()
    return Unless(node["player"].as_str(UNLESS_PLAYERS),
                  node["pays"].as_str() if "pays" in node else "", does)


def _instruction(node: Node) -> Instruction:
    """One instruction: an instruction word's mapping, with ``unless`` beside it."""
    node.mapping()
    unless = _unless(node["unless"]) if "unless" in node else None
    words = Node({k: v for k, v in node.value.items() if k != "unless"}, node.file,
                 node.path, node.line) if unless is not None else node
    word, arg = INSTRUCTIONS.one_key(words)
    instruction: Instruction = word.compile(word.parse(arg))
    return replace(instruction, unless=unless) if unless is not None else instruction


@dataclass(frozen=True)
class InstructionSpec(Spec[Instruction]):
    """One instruction: a one-key mapping of an instruction word, with ``unless`` beside
    it where the instruction happens unless a player pays or does something."""

    def schema(self) -> s.Schema:
        return {"type": "object", "additionalProperties": False,
                "properties": {**{w.name: w.schema for w in INSTRUCTIONS},
                               "unless": _unless_schema()},
                "oneOf": [{"required": [w.name]} for w in INSTRUCTIONS]}

    def parse(self, node: Node) -> Instruction:
        return _instruction(node)


INSTRUCTION = InstructionSpec()

__all__ = ["INSTRUCTION", "OBJECT_REFS", "PLAYER_REFS", "UNLESS_PLAYERS", "Instruction", "Unless"]
