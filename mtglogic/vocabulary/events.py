"""Event words: what replacement and prevention effects watch and rewrite (614-616).

Every event is a small frozen value. Amounts (damage, cards, life, counters, tokens) are
plain integers, never lists, so doubling a million tokens thirty times costs nothing more
than doubling one. A replacement may turn an event into another kind (616.2), into several
events, or into nothing; a *compound* event is the tuple of atomic events it became.

Each kind a scenario can write under ``events:`` is a word of the registry, whose compiler
reads its input (``win_game`` exists only as what a replacement makes, ``mark_damage`` as
a result of damage, 120.3e).
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, ClassVar, Protocol

from mtglogic.errors import ConsistencyError
from mtglogic.model.terms import ZONES
from mtglogic.node import MAX_INT, Node
from mtglogic.text import agreeing, plural
from mtglogic.vocabulary import argschema as s
from mtglogic.vocabulary.registry import EVENTS, player_key


@dataclass(frozen=True)
class Entering:
    """How a permanent enters the battlefield (614.1c-d, 614.12): status chosen as it enters."""

    controller: str | None = None  # None: its owner (or, for tokens, their creator)
    tapped: bool = False
    copy_of: str | None = None
    counters: tuple[tuple[str, int], ...] = ()
    face: str = "up"  # up, down, back (back face up, 616.1d in 2026)

    def words(self) -> list[str]:
        parts = []
        if self.tapped:
            parts.append("tapped")
        if self.copy_of:
            parts.append(f"as a copy of {self.copy_of}")
        if self.face != "up":
            parts.append("face down" if self.face == "down" else "back face up")
        for kind, count in self.counters:
            parts.append(f"with {plural(count, kind + ' counter')}")
        if self.controller:
            owner = "your" if self.controller == "you" else f"{self.controller}'s"
            parts.append(f"under {owner} control")
        return parts

    def plain(self) -> dict[str, Any]:
        return {"controller": self.controller, "tapped": self.tapped, "copy_of": self.copy_of,
                "counters": dict(self.counters), "face": self.face}

    def add_counters(self, kind: str, count: int) -> Entering:
        if count <= 0:
            return self
        table = dict(self.counters)
        table[kind] = table.get(kind, 0) + count
        return replace(self, counters=tuple(sorted(table.items())))


@dataclass(frozen=True)
class Event:
    """Base of every atomic event. ``amount`` is the number an effect may set, add to or
    multiply (damage, cards, life, counters, tokens); 0 means no event at all (614.7)."""

    kind: ClassVar[str] = "event"
    # Fields that say where a part came from but not what it does to the game (a result's
    # damage source, who put counters): equal games once these are dropped (``settled``).
    provenance: ClassVar[tuple[str, ...]] = ()
    amount: int = 0

    @property
    def player(self) -> str:
        """The player the event names (who draws, gains life, creates tokens...); "" for
        the events that name none. Each event that names one has it as a field."""
        return ""

    def short(self) -> str:
        """The event in a few words, for explanations; each kind of event says its own."""
        raise NotImplementedError(f"{type(self).__name__} has no short form")

    def has_amount(self) -> bool:
        return True

    def happens(self) -> bool:
        """False when the event has nothing left to do (0 damage, 0 tokens: 614.7a)."""
        return not self.has_amount() or self.amount > 0

    def with_amount(self, amount: int) -> Event:
        return replace(self, amount=max(0, amount))

    def settled(self) -> Event:
        """The part as the game keeps it once it happened (its provenance dropped)."""
        fields = self.__dataclass_fields__
        changed = {name: fields[name].default for name in self.provenance
                   if getattr(self, name) != fields[name].default}
        return replace(self, **changed) if changed else self

    def plain(self) -> dict[str, Any]:
        data = {"kind": self.kind}
        for name in self.__dataclass_fields__:
            value = getattr(self, name)
            data[name] = value.plain() if isinstance(value, Entering) else value
        return data


@dataclass(frozen=True)
class Damage(Event):
    """Damage a source would deal (120.4b: replacement and prevention effects modify it).
    ``unpreventable``: it can't be prevented (615.12). ``dealt``: it has been dealt and
    processed into its results (120.4c); no effect modifies it any more. ``excess_to``:
    the effect dealing it says excess damage goes to this player or object instead, which
    splits it before anything else (120.4a, ``mtglogic.vocabulary.damage.split_excess``)."""

    kind: ClassVar[str] = "damage"
    provenance: ClassVar[tuple[str, ...]] = ("unpreventable",)
    source: str = ""
    recipient: str = ""
    combat: bool = False
    unpreventable: bool = False
    dealt: bool = False
    excess_to: str = ""

    def short(self) -> str:
        notes = [w for w, on in (("combat", self.combat),
                                 ("can't be prevented", self.unpreventable),
                                 (f"excess to {self.excess_to}", bool(self.excess_to))) if on]
        tail = f" ({', '.join(notes)})" if notes else ""
        return f"{self.amount} damage from {self.source} to {self.recipient}{tail}"


@dataclass(frozen=True)
class ZoneChange(Event):
    """An object moving between zones; ``enter`` is its status when it enters the battlefield."""

    kind: ClassVar[str] = "zone_change"
    obj: str = ""
    from_zone: str = ""
    to_zone: str = ""
    cause: str = ""
    shuffle: bool = False
    position: str = ""  # top / bottom of a library
    enter: Entering | None = None

    def has_amount(self) -> bool:
        return False

    def short(self) -> str:
        extra = []
        if self.position:
            extra.append(f"on {self.position}")
        if self.shuffle:
            extra.append("shuffled")
        if self.enter is not None:
            extra.extend(self.enter.words())
        tail = f" ({', '.join(extra)})" if extra else ""
        return f"{self.obj}: {self.from_zone} -> {self.to_zone}{tail}"


@dataclass(frozen=True)
class Draw(Event):
    """An instruction to draw ``amount`` cards, which effects on the number drawn modify
    as a whole (121.2a in 2026), or, ``single``, one of the individual draws it becomes
    (121.2; 120.2 in 2011): ``ordinal`` is its place among the player's draws this turn,
    ``in_step`` among those of the current step, ``library`` the cards left to draw from."""

    kind: ClassVar[str] = "draw"
    provenance: ClassVar[tuple[str, ...]] = ("single", "ordinal", "in_step", "library")
    player: str = ""
    single: bool = False
    ordinal: int = 0
    in_step: int = 0
    library: int = 0

    def short(self) -> str:
        return f"{agreeing(self.player, 'draws')} {plural(self.amount, 'card')}"


@dataclass(frozen=True)
class GainLife(Event):
    """Life gained; ``source``: the lifelink source whose damage it results from (120.3f)."""

    kind: ClassVar[str] = "gain_life"
    provenance: ClassVar[tuple[str, ...]] = ("source",)
    player: str = ""
    source: str = ""

    def short(self) -> str:
        return f"{agreeing(self.player, 'gains')} {self.amount} life"


@dataclass(frozen=True)
class LoseLife(Event):
    """Life lost; ``source``: the source whose damage it results from (120.3a)."""

    kind: ClassVar[str] = "lose_life"
    provenance: ClassVar[tuple[str, ...]] = ("source",)
    player: str = ""
    source: str = ""

    def short(self) -> str:
        return f"{agreeing(self.player, 'loses')} {self.amount} life"


@dataclass(frozen=True)
class PutCounters(Event):
    """Counters put on an object or a player (122); ``by_effect`` as opposed to a cost;
    ``source``: the source whose damage they result from (120.3b, 120.3d, 120.3g); ``by``:
    the player who puts them ("": the object's controller, 122.6a, or the player)."""

    kind: ClassVar[str] = "put_counters"
    provenance: ClassVar[tuple[str, ...]] = ("by_effect", "source", "by")
    target: str = ""
    counter: str = "+1/+1"
    by_effect: bool = True
    source: str = ""
    by: str = ""

    def short(self) -> str:
        return f"{plural(self.amount, self.counter + ' counter')} on {self.target}"


@dataclass(frozen=True)
class RemoveCounters(Event):
    """Counters removed from an object or a player (122); ``source``: the source whose
    damage removes them (loyalty 120.3c, defense 120.3h)."""

    kind: ClassVar[str] = "remove_counters"
    provenance: ClassVar[tuple[str, ...]] = ("source",)
    target: str = ""
    counter: str = "+1/+1"
    source: str = ""

    def short(self) -> str:
        return f"{plural(self.amount, self.counter + ' counter')} removed from {self.target}"


@dataclass(frozen=True)
class MarkDamage(Event):
    """Damage marked on a creature, a result of damage dealt to it (120.3e)."""

    kind: ClassVar[str] = "mark_damage"
    provenance: ClassVar[tuple[str, ...]] = ("source",)
    target: str = ""
    source: str = ""

    def short(self) -> str:
        return f"{self.amount} damage marked on {self.target}"


@dataclass(frozen=True)
class CreateTokens(Event):
    """Tokens created by ``player`` (111.2); entering the battlefield is contained in it."""

    kind: ClassVar[str] = "create_tokens"
    player: str = ""
    token: str = ""  # token name, or an object id it is a copy of
    enter: Entering = Entering()

    def short(self) -> str:
        words = self.enter.words()
        tail = f" ({', '.join(words)})" if words else ""
        tokens = plural(self.amount, self.token + " token")
        return f"{agreeing(self.player, 'creates')} {tokens}{tail}"


@dataclass(frozen=True)
class MoveCards(Event):
    """A player puts cards of their choice from one zone into another (return a card...)."""

    kind: ClassVar[str] = "move_cards"
    player: str = ""
    from_zone: str = "graveyard"
    to_zone: str = "hand"

    def short(self) -> str:
        return (f"{agreeing(self.player, 'puts')} {plural(self.amount, 'card')} from "
                f"{self.from_zone} into {self.to_zone}")


@dataclass(frozen=True)
class Skip(Event):
    """A player skips a step, phase, turn or action (614.1b, 614.10)."""

    kind: ClassVar[str] = "skip"
    player: str = ""
    what: str = ""

    def has_amount(self) -> bool:
        return False

    def short(self) -> str:
        return f"{agreeing(self.player, 'skips')} {self.what}"


@dataclass(frozen=True)
class WinGame(Event):
    kind: ClassVar[str] = "win_game"
    player: str = ""

    def has_amount(self) -> bool:
        return False

    def short(self) -> str:
        return f"{agreeing(self.player, 'wins')} the game"


EVENT_CLASSES: dict[str, type[Event]] = {cls.kind: cls for cls in (
    Damage, ZoneChange, Draw, GainLife, LoseLife, PutCounters, RemoveCounters, MarkDamage,
    CreateTokens, MoveCards, Skip, WinGame)}
EVENT_KINDS = tuple(EVENT_CLASSES)


class Refs(Protocol):
    """How an event's input names players, objects and tokens: the loader checks each
    reference against the scenario and builds token definitions (111.3)."""

    def player(self, node: Node) -> str: ...
    def object(self, node: Node) -> str: ...
    def recipient(self, node: Node) -> str: ...
    def token(self, node: Node) -> str: ...
    def zone_of(self, oid: str) -> str: ...


# An event's player, a watch's `player` and a recipient's: an id, or in a watch any player.
player_key("player", ("you", "opponent", "any"))
MAX_AMOUNT = MAX_INT
ENTER_SCHEMA = {"tapped": s.BOOLEAN, "controller": s.string(),
                "copy_of": {"anyOf": [{"type": "null"}, s.string()]},
                "counters": {"type": "object", "additionalProperties": s.integer(0)},
                "face": s.string(("up", "down", "back"))}
ENTER_KEYS = tuple(ENTER_SCHEMA)
CAUSES = ("destroy", "sacrifice", "dies", "mill", "discard", "exile", "put", "return", "cast",
          "state_based", "cost", "other")


def _amount(body: Node, key: str) -> int:
    return body[key].as_int(0, MAX_AMOUNT) if key in body else 1


def _entering(node: Node, refs: Refs) -> Entering:
    controller = refs.player(node["controller"]) if "controller" in node else None
    written = node.get("copy_of")
    copy_of = refs.object(written) if written is not None and written.value is not None else None
    counters = tuple(sorted((k, v.as_int(0)) for k, v in node["counters"].items())) \
        if "counters" in node else ()
    face = node["face"].as_str(("up", "down", "back")) if "face" in node else "up"
    tapped = node["tapped"].as_bool() if "tapped" in node else False
    return Entering(controller, tapped, copy_of, counters, face)


@EVENTS.add("damage", "a source deals damage to a player or an object",
            {"source": "goblin", "to": "p2", "amount": 2, "combat": True},
            s.mapping({"source": s.string(), "to": s.string(), "amount": s.integer(0),
                       "combat": s.BOOLEAN, "unpreventable": s.BOOLEAN,
                       "excess_to": s.string()},
                      required=("source", "to", "amount")), rule="damage",
            samples=({"source": "goblin", "to": "p2", "amount": 3, "unpreventable": True},
                     {"source": "goblin", "to": "bear", "amount": 4, "excess_to": "p2"}))
def _damage(body: Node, refs: Refs) -> Event:
    body.mapping(allowed=("source", "to", "amount", "combat", "unpreventable", "excess_to"),
                 required=("source", "to", "amount"))
    flags = {key: body[key].as_bool() if key in body else False
             for key in ("combat", "unpreventable")}
    recipient = refs.recipient(body["to"])
    excess_to = refs.recipient(body["excess_to"]) if "excess_to" in body else ""
    if excess_to and excess_to == recipient:
        body["excess_to"].fail("excess damage goes to another player or object (120.4a)",
                               ConsistencyError)
    return Damage(amount=body["amount"].as_int(0, MAX_AMOUNT), source=refs.object(body["source"]),
                  recipient=recipient, excess_to=excess_to, **flags)


@EVENTS.add("zone_change", "an object moves to another zone (entering the battlefield: how)",
            {"object": "colossus", "to": "graveyard", "cause": "sacrifice"},
            s.mapping({"object": s.string(), "from": s.string(ZONES), "to": s.string(ZONES),
                       "cause": s.string(CAUSES), **ENTER_SCHEMA}, required=("object", "to")) | {
                "if": {"properties": {"to": {"const": "battlefield"}}},
                "else": s.absent(*ENTER_KEYS)},
            rule="zone_change",
            samples=({"object": "sentinel", "to": "battlefield", "tapped": False,
                      "counters": {"+1/+1": 1}},))
def _zone_change(body: Node, refs: Refs) -> Event:
    body.mapping(allowed=("object", "from", "to", "cause") + ENTER_KEYS, required=("object", "to"))
    oid = refs.object(body["object"])
    to_zone = body["to"].as_str(ZONES)
    from_zone = body["from"].as_str(ZONES) if "from" in body else refs.zone_of(oid)
    enter = _entering(body, refs) if to_zone == "battlefield" else None
    if enter is None:
        for key in ENTER_KEYS:
            if key in body:
                body[key].fail(f"{key!r} is only for an object entering the battlefield")
    return ZoneChange(obj=oid, from_zone=from_zone, to_zone=to_zone,
                      cause=body["cause"].as_str(CAUSES) if "cause" in body else "", enter=enter)


@EVENTS.add("put_counters", "counters are put on an object or a player",
            {"target": "bear", "counter": "+1/+1", "count": 1},
            s.mapping({"target": s.string(), "counter": s.string(), "count": s.integer(0),
                       "by_effect": s.BOOLEAN, "by": s.string()}, required=("target",)),
            rule="counters", samples=({"target": "bear", "count": 2, "by": "p2"},))
def _put_counters(body: Node, refs: Refs) -> Event:
    body.mapping(allowed=("target", "counter", "count", "by_effect", "by"), required=("target",))
    return PutCounters(amount=_amount(body, "count"), target=refs.recipient(body["target"]),
                       counter=body["counter"].as_str() if "counter" in body else "+1/+1",
                       by_effect=body["by_effect"].as_bool() if "by_effect" in body else True,
                       by=refs.player(body["by"]) if "by" in body else "")


@EVENTS.add("remove_counters", "counters are removed from an object or a player",
            {"target": "jace", "counter": "loyalty", "count": 2},
            s.mapping({"target": s.string(), "counter": s.string(), "count": s.integer(0)},
                      required=("target", "counter")), rule="counters")
def _remove_counters(body: Node, refs: Refs) -> Event:
    body.mapping(allowed=("target", "counter", "count"), required=("target", "counter"))
    return RemoveCounters(amount=_amount(body, "count"), target=refs.recipient(body["target"]),
                          counter=body["counter"].as_str())


@EVENTS.add("create_tokens", "a player creates tokens (a name, an inline card, or an object "
            "id to copy); their entering is contained in it",
            {"player": "p1", "count": 1, "token": "Soldier"},
            s.mapping({"player": s.string(), "count": s.integer(0),
                       "token": {"anyOf": [s.string(), s.ref("card")]}, **ENTER_SCHEMA},
                      required=("player", "token")), rule="token_owner")
def _create_tokens(body: Node, refs: Refs) -> Event:
    body.mapping(allowed=("player", "count", "token") + ENTER_KEYS, required=("player", "token"))
    return CreateTokens(amount=_amount(body, "count"), player=refs.player(body["player"]),
                        token=refs.token(body["token"]), enter=_entering(body, refs))


@EVENTS.add("move_cards", "a player puts cards of their choice from one zone into another",
            {"player": "p1", "count": 1, "from": "graveyard", "to": "hand"},
            s.mapping({"player": s.string(), "count": s.integer(0), "from": s.string(ZONES),
                       "to": s.string(ZONES)}, required=("player",)), rule="zone_change")
def _move_cards(body: Node, refs: Refs) -> Event:
    body.mapping(allowed=("player", "count", "from", "to"), required=("player",))
    return MoveCards(amount=_amount(body, "count"), player=refs.player(body["player"]),
                     from_zone=body["from"].as_str(ZONES) if "from" in body else "graveyard",
                     to_zone=body["to"].as_str(ZONES) if "to" in body else "hand")


@EVENTS.add("skip", "a player skips a step, phase, turn or action",
            {"player": "p1", "what": "draw step"},
            s.mapping({"player": s.string(), "what": s.string()}, required=("player", "what")),
            rule="skip")
def _skip(body: Node, refs: Refs) -> Event:
    body.mapping(allowed=("player", "what"), required=("player", "what"))
    return Skip(player=refs.player(body["player"]), what=body["what"].as_str())


def _player_amount(cls: type[Event], key: str):  # type: ignore[no-untyped-def]
    def parse(body: Node, refs: Refs) -> Event:
        body.mapping(allowed=("player", key), required=("player",))
        return cls(amount=_amount(body, key), player=refs.player(body["player"]))
    return parse


EVENTS.add("draw", "a player draws cards", {"player": "p1", "count": 1},
           s.mapping({"player": s.string(), "count": s.integer(0)}, required=("player",)),
           rule="drawing")(_player_amount(Draw, "count"))
EVENTS.add("gain_life", "a player gains life", {"player": "p1", "amount": 3},
           s.mapping({"player": s.string(), "amount": s.integer(0)}, required=("player",)),
           rule="life_change")(_player_amount(GainLife, "amount"))
EVENTS.add("lose_life", "a player loses life", {"player": "p1", "amount": 3},
           s.mapping({"player": s.string(), "amount": s.integer(0)}, required=("player",)),
           rule="life_change")(_player_amount(LoseLife, "amount"))


def parse_event(kind: str, body: Node, refs: Refs) -> Event:
    """Validate one event input and build it (its kind's word in the registry)."""
    return EVENTS[kind].compile(body, refs)


def entering_status(event: Event) -> Entering | None:
    """How the permanent an event puts onto the battlefield enters, if it puts one."""
    if isinstance(event, CreateTokens):
        return event.enter
    if isinstance(event, ZoneChange) and event.to_zone == "battlefield":
        return event.enter or Entering()
    return None


def entering_object(event: Event) -> str:
    """The object (or token) an entering event puts onto the battlefield."""
    return event.token if isinstance(event, CreateTokens) else getattr(event, "obj", "")


def with_counters(event: Event, counters: dict[str, int]) -> Event:
    """The entering event with these counters on the permanent as it enters (none at 0)."""
    status = entering_status(event)
    assert status is not None
    kept = tuple(sorted((k, n) for k, n in counters.items() if n > 0))
    return replace(event, enter=replace(status, counters=kept))


def describe(parts: tuple[Event, ...]) -> str:
    """A compound event in words; ``nothing`` when every part was replaced away."""
    return " + ".join(sorted(p.short() for p in parts)) if parts else "nothing"


def player_of(event: Event) -> str | None:
    """The player an event names directly (draw, life, skip, tokens...), if any."""
    return getattr(event, "player", None)
