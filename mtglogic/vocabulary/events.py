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

from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Any, ClassVar, Protocol

from mtglogic.errors import ConsistencyError
from mtglogic.model.terms import STEPS, ZONES
from mtglogic.node import MAX_INT, Node
from mtglogic.text import agreeing, plural
from mtglogic.vocabulary import argschema as s
from mtglogic.vocabulary.registry import EVENTS, player_key
from mtglogic.vocabulary.spec import (
    Either,
    Flag,
    Kept,
    Located,
    MapOf,
    OrNone,
    Record,
    Shaped,
    Spec,
    Whole,
    Word,
)


@dataclass(frozen=True)
class Entering:
    """How a permanent enters the battlefield (614.1c-d, 614.12): status chosen as it enters."""

    controller: str | None = None  # None: its owner (or, for tokens, their creator)
    tapped: bool = False
    copy_of: str | None = None
    counters: tuple[tuple[str, int], ...] = ()
    face: str = "up"  # up, down, back (back face up, 616.1d in 2026)
    abilities: tuple[str, ...] = ()  # keywords it enters with ("enters with first strike")

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
        if self.abilities:
            parts.append(f"with {' and '.join(self.abilities)}")
        if self.controller:
            owner = "your" if self.controller == "you" else f"{self.controller}'s"
            parts.append(f"under {owner} control")
        return parts

    def plain(self) -> dict[str, Any]:
        found = {"controller": self.controller, "tapped": self.tapped, "copy_of": self.copy_of,
                 "counters": dict(self.counters), "face": self.face}
        return {**found, "abilities": list(self.abilities)} if self.abilities else found

    def add_abilities(self, abilities: tuple[str, ...]) -> Entering:
        """It enters with these abilities too (614.1c: "enters with first strike")."""
        kept = self.abilities + tuple(a for a in abilities if a not in self.abilities)
        return replace(self, abilities=kept)

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
        changed: dict[str, Any] = {name: fields[name].default for name in self.provenance
                   if getattr(self, name) != fields[name].default}
        return replace(self, **changed) if changed else self

    def plain(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind}
        for name in self.__dataclass_fields__:
            value = getattr(self, name)
            if isinstance(value, Entering):
                value = value.plain()
            elif isinstance(value, tuple) and name == "placed":
                value = dict(value)  # counters as a table, as an entering's are
            elif isinstance(value, tuple):
                value = list(value)
            data[name] = value
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
    cant_be_regenerated: bool = False  # "it can't be regenerated" (701.19c)
    # counters the object has in a zone other than the battlefield, put on it as it moves
    # ("exile it with three egg counters on it"); the new object has no others (122.2)
    placed: tuple[tuple[str, int], ...] = ()

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
        if self.cant_be_regenerated:
            extra.append("can't be regenerated")
        extra.extend(f"with {plural(count, kind + ' counter')}" for kind, count in self.placed)
        tail = f" ({', '.join(extra)})" if extra else ""
        return f"{self.obj}: {self.from_zone} -> {self.to_zone}{tail}"


@dataclass(frozen=True)
class Draw(Event):
    """An instruction to draw ``amount`` cards, which effects on the number drawn modify
    as a whole (121.2a in 2026), or, ``single``, one of the individual draws it becomes
    (121.2; 120.2 in 2011): ``ordinal`` is its place among the player's draws this turn,
    ``in_step`` among those of the current step, ``library`` the cards left to draw from,
    ``hand`` the cards in the player's hand as it is drawn (those drawn before it in the
    same sequence included, 121.1 and 121.6b; 120.1 and 120.6b in 2011)."""

    kind: ClassVar[str] = "draw"
    provenance: ClassVar[tuple[str, ...]] = ("single", "ordinal", "in_step", "library",
                                             "hand")
    player: str = ""
    single: bool = False
    ordinal: int = 0
    in_step: int = 0
    library: int = 0
    hand: int = 0

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
    """Life lost; ``source``: the source whose damage it results from (120.3a); ``paid``:
    life paid as a cost, which is losing that much life (119.4; 118.4 in 2011) but an
    event of its own for the effects that watch payments."""

    kind: ClassVar[str] = "lose_life"
    provenance: ClassVar[tuple[str, ...]] = ("source",)
    player: str = ""
    source: str = ""
    paid: bool = False

    def short(self) -> str:
        if self.paid:
            return f"{agreeing(self.player, 'pays')} {self.amount} life"
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
    """Tokens created by ``player`` (111.2); entering the battlefield is contained in it.
    ``zone``: where they are created when an effect puts them elsewhere as they would
    enter ("exile it instead"): they don't enter, and cease to exist there (111.7; 110.5f
    in 2011)."""

    kind: ClassVar[str] = "create_tokens"
    player: str = ""
    token: str = ""  # token name, or an object id it is a copy of
    enter: Entering = Entering()
    zone: str = "battlefield"

    def short(self) -> str:
        words = self.enter.words()
        tail = f" ({', '.join(words)})" if words else ""
        tokens = plural(self.amount, self.token + " token")
        where = f" in {self.zone}" if self.zone != "battlefield" else ""
        return f"{agreeing(self.player, 'creates')} {tokens}{where}{tail}"


@dataclass(frozen=True)
class MoveCards(Event):
    """A player puts cards of their choice from one zone into another (return a card...);
    ``top``: the cards on top of a library, in its order (exile the top two cards); once
    it happens, ``cards`` names the cards it moved when they are known (609.3: no more
    than the zone holds)."""

    kind: ClassVar[str] = "move_cards"
    player: str = ""
    from_zone: str = "graveyard"
    to_zone: str = "hand"
    top: bool = False
    cards: tuple[str, ...] = ()

    def short(self) -> str:
        where = f"the top of {self.from_zone}" if self.top else self.from_zone
        which = f" ({', '.join(self.cards)})" if self.cards else ""
        return (f"{agreeing(self.player, 'puts')} {plural(self.amount, 'card')} from "
                f"{where} into {self.to_zone}{which}")


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


@dataclass(frozen=True)
class Regenerate(Event):
    """A permanent regenerates instead of being destroyed (701.19a; 701.12a in 2011): its
    controller taps it, all damage marked on it is removed, and it is removed from combat."""

    kind: ClassVar[str] = "regenerate"
    target: str = ""

    def has_amount(self) -> bool:
        return False

    def short(self) -> str:
        return (f"{self.target} regenerates (tapped, all damage removed from it, removed "
                f"from combat)")


@dataclass(frozen=True)
class LoseGame(Event):
    """A player loses the game, as a state-based action (704.5a-c) or by an effect (104.3);
    it exists as a result, which abilities that trigger on a player losing see (603.9)."""

    kind: ClassVar[str] = "lose_game"
    player: str = ""

    def has_amount(self) -> bool:
        return False

    def short(self) -> str:
        return f"{agreeing(self.player, 'loses')} the game"


@dataclass(frozen=True)
class BeginStep(Event):
    """A step or phase of ``player``'s turn begins, which abilities that trigger "at the
    beginning of" it see (603.2b; the same number in 2011)."""

    kind: ClassVar[str] = "begin_step"
    player: str = ""
    step: str = ""

    def has_amount(self) -> bool:
        return False

    def short(self) -> str:
        return f"{self.player}'s {self.step.replace('_', ' ')} step begins"


@dataclass(frozen=True)
class Tap(Event):
    """A permanent becomes tapped (701.26a; 701.17a in 2011), which abilities that trigger
    when it "becomes tapped" see (603.2e; 603.2d in 2011); entering tapped is not this."""

    kind: ClassVar[str] = "tap"
    obj: str = ""

    def has_amount(self) -> bool:
        return False

    def short(self) -> str:
        return f"{self.obj} becomes tapped"


@dataclass(frozen=True)
class Cast(Event):
    """A player casts a spell (``obj``, on the stack): it becomes cast, which abilities that
    trigger on casting see (601.2i; 601.2h in 2011). What the spell then does is its own."""

    kind: ClassVar[str] = "cast"
    player: str = ""
    obj: str = ""

    def has_amount(self) -> bool:
        return False

    def short(self) -> str:
        return f"{agreeing(self.player, 'casts')} {self.obj}"


@dataclass(frozen=True)
class Triggering(Event):
    """A triggered ability triggering, as the abilities that trigger on that see it (603.3b
    in 2026: "whenever ... causes a triggered ability to trigger"); ``entering``: the
    permanent whose entering made it trigger, if one did; ``cause``: the occurrence it
    triggered from, in words (what tells two of its triggerings apart). Never written in a
    scenario: the trigger engine makes it."""

    kind: ClassVar[str] = "ability_triggers"
    ability: str = ""
    source: str = ""
    controller: str = ""
    entering: str = ""
    cause: str = ""

    def has_amount(self) -> bool:
        return False

    @property
    def player(self) -> str:
        return self.controller

    def short(self) -> str:
        return f"{self.ability} triggers ({self.cause})"


EVENT_CLASSES: dict[str, type[Event]] = {cls.kind: cls for cls in (
    Damage, ZoneChange, Draw, GainLife, LoseLife, PutCounters, RemoveCounters, MarkDamage,
    CreateTokens, MoveCards, Skip, WinGame, Regenerate, LoseGame, BeginStep, Tap, Cast)}
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
CAUSES = ("destroy", "sacrifice", "dies", "mill", "discard", "exile", "put", "return", "cast",
          "state_based", "cost", "other")
FACES = ("up", "down", "back")
# The names an event resolves against the scenario, kept as their nodes (located errors).
NAME = Located(Word())
COUNT = Whole(0, MAX_AMOUNT)
ENTER_FIELDS: dict[str, Spec[Any]] = {
    "tapped": Flag(), "controller": NAME, "copy_of": OrNone(NAME),
    "counters": MapOf(Whole(0)), "face": Word(FACES)}
ENTER_KEYS = tuple(ENTER_FIELDS)
Arg = Mapping[str, Any]


def _count(arg: Arg, key: str = "count") -> int:
    """The number of an event (cards, counters, tokens, life), 1 when not written."""
    found: int = arg.get(key, 1)
    return found


def _entering(arg: Arg, refs: Refs) -> Entering:
    controller = refs.player(arg["controller"]) if "controller" in arg else None
    written: Node | None = arg.get("copy_of")
    copy_of = refs.object(written) if written is not None else None
    counters = tuple(sorted(arg.get("counters", {}).items()))
    return Entering(controller, arg.get("tapped", False), copy_of, counters,
                    arg.get("face", "up"))


@EVENTS.add("damage", "a source deals damage to a player or an object",
            {"source": "goblin", "to": "p2", "amount": 2, "combat": True},
            Record({"source": NAME, "to": NAME, "amount": COUNT, "combat": Flag(),
                    "unpreventable": Flag(), "excess_to": NAME},
                   required=("source", "to", "amount")), rule="damage",
            samples=({"source": "goblin", "to": "p2", "amount": 3, "unpreventable": True},
                     {"source": "goblin", "to": "bear", "amount": 4, "excess_to": "p2"}))
def _damage(arg: Arg, refs: Refs) -> Event:
    recipient = refs.recipient(arg["to"])
    written: Node | None = arg.get("excess_to")
    excess_to = refs.recipient(written) if written is not None else ""
    if written is not None and excess_to == recipient:
        written.fail("excess damage goes to another player or object (120.4a)",
                     ConsistencyError)
    return Damage(amount=arg["amount"], source=refs.object(arg["source"]),
                  recipient=recipient, excess_to=excess_to,
                  combat=arg.get("combat", False), unpreventable=arg.get("unpreventable", False))


def _only_entering(arg: Arg, node: Node) -> Arg:
    """The status an object enters with is written only when it enters the battlefield."""
    if arg["to"] != "battlefield":
        for key in ENTER_KEYS:
            if key in node:
                node[key].fail(f"{key!r} is only for an object entering the battlefield")
    return arg


@EVENTS.add("zone_change", "an object moves to another zone (entering the battlefield: how)",
            {"object": "colossus", "to": "graveyard", "cause": "sacrifice"},
            Shaped(Record({"object": NAME, "from": Word(ZONES), "to": Word(ZONES),
                           "cause": Word(CAUSES), "cant_be_regenerated": Flag(),
                           **ENTER_FIELDS}, required=("object", "to")),
                   _only_entering, {"if": {"properties": {"to": {"const": "battlefield"}}},
                                    "else": s.absent(*ENTER_KEYS)}),
            rule="zone_change",
            samples=({"object": "sentinel", "to": "battlefield", "tapped": False,
                      "counters": {"+1/+1": 1}},))
def _zone_change(arg: Arg, refs: Refs) -> Event:
    oid = refs.object(arg["object"])
    to_zone: str = arg["to"]
    from_zone: str = arg["from"] if "from" in arg else refs.zone_of(oid)
    enter = _entering(arg, refs) if to_zone == "battlefield" else None
    return ZoneChange(obj=oid, from_zone=from_zone, to_zone=to_zone,
                      cause=arg.get("cause", ""), enter=enter,
                      cant_be_regenerated=arg.get("cant_be_regenerated", False))


@EVENTS.add("put_counters", "counters are put on an object or a player",
            {"target": "bear", "counter": "+1/+1", "count": 1},
            Record({"target": NAME, "counter": Word(), "count": COUNT, "by_effect": Flag(),
                    "by": NAME}, required=("target",)),
            rule="counters", samples=({"target": "bear", "count": 2, "by": "p2"},))
def _put_counters(arg: Arg, refs: Refs) -> Event:
    return PutCounters(amount=_count(arg), target=refs.recipient(arg["target"]),
                       counter=arg.get("counter", "+1/+1"),
                       by_effect=arg.get("by_effect", True),
                       by=refs.player(arg["by"]) if "by" in arg else "")


@EVENTS.add("remove_counters", "counters are removed from an object or a player",
            {"target": "jace", "counter": "loyalty", "count": 2},
            Record({"target": NAME, "counter": Word(), "count": COUNT},
                   required=("target", "counter")), rule="counters")
def _remove_counters(arg: Arg, refs: Refs) -> Event:
    return RemoveCounters(amount=_count(arg), target=refs.recipient(arg["target"]),
                          counter=arg["counter"])


@EVENTS.add("create_tokens", "a player creates tokens (a name, an inline card, or an object "
            "id to copy); their entering is contained in it",
            {"player": "p1", "count": 1, "token": "Soldier"},
            Record({"player": NAME, "count": COUNT,
                    # An inline card is read by the loader, which knows the scenario.
                    "token": Located(Either(Word(), Kept(s.ref("card")))), **ENTER_FIELDS},
                   required=("player", "token")), rule="token_owner")
def _create_tokens(arg: Arg, refs: Refs) -> Event:
    return CreateTokens(amount=_count(arg), player=refs.player(arg["player"]),
                        token=refs.token(arg["token"]), enter=_entering(arg, refs))


@EVENTS.add("move_cards", "a player puts cards of their choice from one zone into another "
            "(`top`: the top cards of a library, in its order); no more than the zone holds "
            "(609.3)",
            {"player": "p1", "count": 1, "from": "graveyard", "to": "hand"},
            Record({"player": NAME, "count": COUNT, "from": Word(ZONES), "to": Word(ZONES),
                    "top": Flag()},
                   required=("player",)), rule="zone_change")
def _move_cards(arg: Arg, refs: Refs) -> Event:
    top = bool(arg.get("top", False))
    return MoveCards(amount=_count(arg), player=refs.player(arg["player"]),
                     from_zone=arg.get("from", "library" if top else "graveyard"),
                     to_zone=arg.get("to", "hand"), top=top)


@EVENTS.add("skip", "a player skips a step, phase, turn or action",
            {"player": "p1", "what": "draw step"},
            Record({"player": NAME, "what": Word()}, required=("player", "what")),
            rule="skip")
def _skip(arg: Arg, refs: Refs) -> Event:
    return Skip(player=refs.player(arg["player"]), what=arg["what"])


PlayerAmount = type[Draw] | type[GainLife] | type[LoseLife]


def _player_amount(cls: PlayerAmount, key: str) -> Callable[[Arg, Refs], Event]:
    """An event of a player and a number (draw, gain or lose life)."""
    def compile_event(arg: Arg, refs: Refs) -> Event:
        return cls(amount=_count(arg, key), player=refs.player(arg["player"]))
    return compile_event


def _player_and(key: str) -> Spec[Arg]:
    return Record({"player": NAME, key: COUNT}, required=("player",))


@EVENTS.add("begin_step", "a step of a player's turn begins (\"at the beginning of\" "
            "triggers see it)", {"player": "p1", "step": "upkeep"},
            Record({"player": NAME, "step": Word(STEPS)}, required=("player", "step")),
            rule="beginning_of_step", samples=({"player": "p2", "step": "end"},))
def _begin_step(arg: Arg, refs: Refs) -> Event:
    return BeginStep(player=refs.player(arg["player"]), step=arg["step"])


@EVENTS.add("cast", "a player casts a spell (an object on the stack): \"whenever you cast\" "
            "triggers see it", {"player": "p1", "spell": "bolt"},
            Record({"player": NAME, "spell": NAME}, required=("player", "spell")),
            rule="spell_cast")
def _cast(arg: Arg, refs: Refs) -> Event:
    return Cast(player=refs.player(arg["player"]), obj=refs.object(arg["spell"]))


@EVENTS.add("tap", "a permanent becomes tapped", {"object": "bear"},
            Record({"object": NAME}, required=("object",)), rule="tapping")
def _tap(arg: Arg, refs: Refs) -> Event:
    return Tap(obj=refs.object(arg["object"]))


EVENTS.add("draw", "a player draws cards", {"player": "p1", "count": 1},
           _player_and("count"), rule="drawing")(_player_amount(Draw, "count"))
EVENTS.add("gain_life", "a player gains life", {"player": "p1", "amount": 3},
           _player_and("amount"), rule="life_change")(_player_amount(GainLife, "amount"))
EVENTS.add("lose_life", "a player loses life", {"player": "p1", "amount": 3},
           _player_and("amount"), rule="life_change")(_player_amount(LoseLife, "amount"))


def parse_event(kind: str, body: Node, refs: Refs) -> Event:
    """Validate one event input and build it (its kind's word in the registry)."""
    word = EVENTS[kind]
    event: Event = word.compile(word.parse(body), refs)
    return event


EnteringEvent = CreateTokens | ZoneChange


def entering_event(event: Event) -> EnteringEvent | None:
    """The event, if it puts a permanent onto the battlefield (tokens, or an object moving
    there)."""
    if isinstance(event, CreateTokens):
        return event if event.zone == "battlefield" else None
    if isinstance(event, ZoneChange) and event.to_zone == "battlefield":
        return event
    return None


def entering_status(event: Event) -> Entering | None:
    """How the permanent an event puts onto the battlefield enters, if it puts one."""
    entering = entering_event(event)
    if entering is None:
        return None
    return entering.enter or Entering()


def with_status(event: EnteringEvent, status: Entering) -> EnteringEvent:
    """The entering event with the permanent entering with this status."""
    return replace(event, enter=status)


def entering_object(event: Event) -> str:
    """The object (or token) an entering event puts onto the battlefield."""
    return event.token if isinstance(event, CreateTokens) else getattr(event, "obj", "")


def with_counters(event: Event, counters: dict[str, int]) -> Event:
    """The entering event with these counters on the permanent as it enters (none at 0)."""
    entering = entering_event(event)
    assert entering is not None, "counters are given to an entering permanent"
    kept = tuple(sorted((k, n) for k, n in counters.items() if n > 0))
    return with_status(entering, replace(entering.enter or Entering(), counters=kept))


def describe(parts: tuple[Event, ...]) -> str:
    """A compound event in words; ``nothing`` when every part was replaced away."""
    return " + ".join(sorted(p.short() for p in parts)) if parts else "nothing"


def player_of(event: Event) -> str | None:
    """The player an event names directly (draw, life, skip, tokens...), if any."""
    return getattr(event, "player", None)
