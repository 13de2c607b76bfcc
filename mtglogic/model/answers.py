"""The engines' answers as plain typed data, for programs (docs/api.md).

``Characteristics`` is one object as the layer engine leaves it (rule 613). A replacement
answer (rules 614-616) is one ``EventOutcomes`` per event: each distinct
``ReplacementOutcome`` as the ``GameState`` it leaves, its number of orders and one order
that leads to it (``witness``), each step naming who chose (616.1) and the effect by its
stable ``EffectId``. ``GameState`` is the same form a ruling's ``state:`` expectation is
written in (its keys are ``STATE_KEYS``); the English sentence is ``text``, a rendering.

Every type is frozen; lists are tuples and tables plain dicts (compare them with ``==``).
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from typing import Any

from mtglogic.model.objects import ObjState


@dataclass(frozen=True)
class Characteristics:
    """An object's final characteristics and status (613.1: after every layer)."""

    id: str
    name: str
    owner: str
    controller: str | None
    zone: str
    mana_value: int
    colors: tuple[str, ...]
    types: tuple[str, ...]
    subtypes: tuple[str, ...]
    supertypes: tuple[str, ...]
    abilities: tuple[str, ...]  # each ability's text
    power: int | None = None
    toughness: int | None = None
    loyalty: int | None = None
    counters: dict[str, int] = field(default_factory=dict)
    face: str | None = None  # front / back, for a permanent with two faces
    is_token: bool = False

    @classmethod
    def of(cls, obj: ObjState) -> Characteristics:
        """An object's state as the engines hold it, as this plain record."""
        plain = obj.characteristics()
        return cls(obj.id, obj.name, obj.owner, obj.controller, obj.zone, obj.mana_value,
                   tuple(plain["colors"]), tuple(plain["types"]), tuple(plain["subtypes"]),
                   tuple(plain["supertypes"]), tuple(plain["abilities"]),
                   plain.get("power"), plain.get("toughness"), plain.get("loyalty"),
                   {kind: n for kind, n in sorted(obj.counters.items()) if n},
                   plain.get("face"), obj.is_token)


@dataclass(frozen=True)
class EffectId:
    """A replacement, prevention or "can't" effect named by what it is, not by where it
    is listed: its source object (or, for an effect written in a scenario, the effect's
    own id) and the ability's own id, read from what it watches (``put_counters``), a
    keyword's (``protection from red``) or a counter's (``shield counter``); ``choosing``:
    the objects one way to apply it chooses (614.13)."""

    object: str
    ability: str = ""
    choosing: tuple[str, ...] = ()

    def __str__(self) -> str:
        words = ":".join(part for part in (self.object, self.ability) if part)
        return f"{words}({', '.join(self.choosing) or 'none'})" if self.choosing else words


@dataclass(frozen=True)
class Step:
    """One step of an order: who chose (616.1), the effect, applied or declined."""

    chooser: str | None
    effect: EffectId
    applies: bool = True


@dataclass(frozen=True)
class GameState:
    """What an outcome leaves, for the players and objects its event touched: life totals,
    counters on objects and players (poison counters among a player's, 122.1f; 121.1c in
    2011), damage marked (120.3e; 119.3e in 2011), the zone each moved object ends in; and
    counts of what
    happened: cards drawn, tokens created on the battlefield by controller and name,
    cards moved by ``"PLAYER: FROM -> TO"``, what was skipped, who won (104.2b), and who
    then loses as a state-based action: 0 or less life (704.5a), ten or more poison
    counters (704.5c), in both rulesets."""

    life: dict[str, int] = field(default_factory=dict)
    counters: dict[str, dict[str, int]] = field(default_factory=dict)
    damage: dict[str, int] = field(default_factory=dict)
    zones: dict[str, str] = field(default_factory=dict)
    draws: dict[str, int] = field(default_factory=dict)
    tokens: dict[str, dict[str, int]] = field(default_factory=dict)
    moved: dict[str, int] = field(default_factory=dict)
    skips: dict[str, tuple[str, ...]] = field(default_factory=dict)
    wins: tuple[str, ...] = ()
    losses: tuple[str, ...] = ()

    @property
    def poison(self) -> dict[str, int]:
        """Poison counters by player (only players have them, 122.1f; 121.1c in 2011)."""
        return {ref: table["poison"] for ref, table in self.counters.items()
                if table.get("poison")}

    def plain(self) -> dict[str, Any]:
        """The state as a ruling's ``state:`` writes it (and ``--json`` prints it): plain
        dicts and lists, the empty entries left out."""
        found: dict[str, Any] = {}
        for key in STATE_KEYS:
            value = getattr(self, key)
            if key == "skips":
                value = {player: list(what) for player, what in value.items()}
            elif key in ("wins", "losses"):
                value = list(value)
            if value:
                found[key] = value
        return found

    @classmethod
    def from_plain(cls, data: dict[str, Any]) -> GameState:
        """A state from the ``state:`` form (``plain``); absent keys are empty."""
        return cls(life=dict(data.get("life", {})),
                   counters={ref: dict(table) for ref, table in data.get("counters", {}).items()},
                   damage=dict(data.get("damage", {})), zones=dict(data.get("zones", {})),
                   draws=dict(data.get("draws", {})),
                   tokens={ref: dict(table) for ref, table in data.get("tokens", {}).items()},
                   moved=dict(data.get("moved", {})),
                   skips={player: tuple(what) for player, what in data.get("skips", {}).items()},
                   wins=tuple(data.get("wins", ())), losses=tuple(data.get("losses", ())))


# The keys of the state form, in order: a ruling's ``state:`` names some of them.
STATE_KEYS = tuple(f.name for f in fields(GameState))


def plain(record: Any) -> Any:
    """A record of this module as JSON data: dicts, lists, text, numbers, null."""
    return _lists(asdict(record))


def _lists(value: Any) -> Any:
    if isinstance(value, dict):
        return {key: _lists(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [_lists(item) for item in value]
    return value


@dataclass(frozen=True)
class TokenDefinition:
    """Tokens an outcome creates on the battlefield: how many, and each as it enters
    (its characteristics from the effect that creates it, 111.3; 110.5b in 2011; its
    status as it enters, 614.1c-d in both)."""

    name: str  # the token's name in the question, as ``GameState.tokens`` keys it
    count: int
    tapped: bool
    characteristics: Characteristics


@dataclass(frozen=True)
class TriggeredAbility:
    """A triggered ability that triggered and waits to be put on the stack (603.3): its
    name (its source's id, ``#N`` for the source's Nth triggered ability), source and its
    name, controller (603.3a), kind (``triggered``, ``delayed``, ``state``), the
    occurrences that made it trigger, how many times (603.2d), what it will do, and the
    rules that decided it."""

    ability: str
    source: str
    name: str
    controller: str
    kind: str
    cause: tuple[str, ...]
    times: int
    does: str
    rules: tuple[str, ...]


@dataclass(frozen=True)
class WhatFollows:
    """What follows an outcome (603, 704): every ability that triggered on the way (the
    outcome's own, then each round of state-based actions'), the rounds performed, who
    won or lost, whether it is a draw or a limit stopped it; ``ways``: how many ways it can
    go (a legend rule choice, several outcomes of a round: the first way is described)."""

    triggered: tuple[TriggeredAbility, ...]
    rounds: int
    winners: tuple[str, ...] = ()
    losers: tuple[str, ...] = ()
    draw: bool = False
    stopped: str = ""
    ways: int = 1


@dataclass(frozen=True)
class StackResult:
    """One distinct result of resolving the stack (405, 603.3b, 608): what changed since the
    question's game (the ``state:`` form, with ``tapped``), who won or lost, how many orders
    and choices lead to it, and one way there in words."""

    state: dict[str, Any]
    ways: int
    witness: tuple[str, ...]
    winners: tuple[str, ...] = ()
    losers: tuple[str, ...] = ()
    draw: bool = False
    stopped: str = ""


@dataclass(frozen=True)
class ReplacementOutcome:
    """One distinct outcome of an event: the state it leaves, the tokens it creates, how
    many legal orders lead to it and one of them; ``text`` is the outcome in words;
    ``next``: what follows it (603, 704); ``stack``: the results of resolving the stack
    after it, when asked (``resolve=True``)."""

    state: GameState
    orders: int
    witness: tuple[Step, ...]
    tokens: tuple[TokenDefinition, ...]
    text: str
    next: WhatFollows | None = None
    stack: tuple[StackResult, ...] | None = None


@dataclass(frozen=True)
class EventOutcomes:
    """Every distinct outcome of one event (614-616): who makes the first choice (616.1),
    the legal orders in all, and ``unfinished`` when a limit stopped the search."""

    event: str  # the event's id
    text: str  # the event in words
    chooser: str | None
    total_orders: int
    outcomes: tuple[ReplacementOutcome, ...]
    unfinished: bool = False


__all__ = ["STATE_KEYS", "Characteristics", "EffectId", "EventOutcomes", "GameState",
           "ReplacementOutcome", "StackResult", "Step", "TokenDefinition", "TriggeredAbility",
           "WhatFollows", "plain"]
