"""Objects, players and the game state (the board the engines reason about).

``Ability`` is one ability as data, with its compiled definition (made once, by the
vocabulary, when the ability is built). ``ObjState`` is an object's full state at one point of
the layer process (its characteristics plus status: zone, controller, counters,
attachment): the layer engine starts from the printed values and rewrites copies of these.
``Game`` holds the players, the turn order and every object, keyed by id.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from mtglogic.model.history import TurnHistory
from mtglogic.model.terms import BASIC_LAND_TYPES, intrinsic_mana_text


@dataclass(frozen=True)
class Ability:
    """One ability of an object.

    ``kind`` is keyword, static, activated, triggered, mana, replacement or spell.
    ``key`` identifies the ability on its object (so an effect can tell whether the ability
    that generates it still exists); ``data`` holds its definition in the effect vocabulary
    (frozen), which text-changing effects rewrite (rule 612) into a new ability.
    ``definition`` is that data compiled (an ``EffectSpec`` or a ``ReplacementSpec`` of
    ``mtglogic.vocabulary``), made when the ability is built and kept with it: copies,
    grants and new keys keep it; only new data makes a new one. ``granted_at`` is the
    timestamp of the effect that granted it, if any (613.6a in 2011, 613.7a in 2026).
    """

    kind: str
    text: str
    key: str
    data: Any = None
    cda: bool = False
    granted_at: float | None = None
    definition: Any = field(default=None, compare=False, repr=False)
    _hash: int = field(default=0, init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        # Computed once: abilities are compared and hashed often (as parts of the values
        # the layer engine keys its results by), and their data can be deep.
        object.__setattr__(self, "_hash", hash((self.kind, self.text, self.key, self.data,
                                                self.cda, self.granted_at)))

    def __hash__(self) -> int:
        return self._hash

    def label(self) -> str:
        return self.text


def intrinsic_mana_ability(land_type: str) -> Ability:
    """The mana ability a basic land type gives (305.6)."""
    return Ability("mana", intrinsic_mana_text(land_type), f"intrinsic:{land_type}")


@dataclass
class ObjState:
    """An object's characteristics and status at one point of the layer process."""

    id: str
    name: str
    owner: str
    controller: str | None
    zone: str
    timestamp: float
    mana_cost: str = ""
    mana_value: int = 0
    colors: frozenset[str] = frozenset()
    card_types: frozenset[str] = frozenset()
    subtypes: frozenset[str] = frozenset()
    supertypes: frozenset[str] = frozenset()
    abilities: tuple[Ability, ...] = ()
    power: int | None = None
    toughness: int | None = None
    loyalty: int | None = None
    defense: int | None = None  # a battle's printed defense (310.4)
    counters: dict[str, int] = field(default_factory=dict)
    # When the counters of each kind got their timestamp (613.7c in 2026): the last time
    # one of that kind was put on; a kind not listed has the object's timestamp.
    counter_timestamps: dict[str, float] = field(default_factory=dict)
    attached_to: str | None = None
    attached_at: float | None = None  # when it became attached: its timestamp since then
    damage: int = 0  # damage marked on it (120.3e); layers leave it alone
    tapped: bool = False  # status (110.5): layers leave it alone too
    attacking: bool = False  # in combat (506.4): an attacking creature, blocked or not
    blocked: bool = False
    blocking: bool = False
    # It entered the battlefield this turn (a status of the permanent, not copiable).
    entered_this_turn: bool = False
    is_token: bool = False
    is_copy: bool = False
    face_down: bool = False
    # Flipped (a status, 110.5; 110.6 in 2011): a flip card's alternative characteristics
    # are its own while it is a flipped permanent (710.2), and a copy's are those of the
    # flip card it copies as its own status says (707.3's example).
    flipped: bool = False
    # The abilities its face-down characteristics include (ward {2} when cloaked, 701.58a).
    face_down_abilities: tuple[Ability, ...] = ()
    # The copiable values it took of objects whose own have changed since (707.2b), by id.
    copied_values: dict[str, Any] = field(default_factory=dict)
    cant_have: frozenset[str] = frozenset()
    choices: dict[str, str] = field(default_factory=dict)
    text: str = ""
    # A card with two faces (712, 709, 715): its layout, each face's characteristics (as
    # the ruleset reads them) and the index of the face up; a melded permanent's two cards.
    layout: str = "normal"
    faces: tuple[Any, ...] = ()
    face: int = 0
    melded: tuple[str, ...] = ()
    # The mana value a copy of it gets when not its own: 0 for the back face of a
    # transforming card or a melded permanent (712.8e, 712.8g in 2026).
    copied_mana_value: int | None = None
    class_level: int | None = None  # a Class's level (716.2b): a designation, not copiable
    # One of its chapter abilities has triggered and not yet left the stack (704.5s).
    chapter_triggered: bool = False

    def copy(self) -> ObjState:
        # A shallow copy (every other field is immutable), much faster than
        # dataclasses.replace: the layer engine copies objects before each change.
        new = object.__new__(ObjState)
        new.__dict__.update(self.__dict__)
        new.counters = dict(self.counters)
        new.choices = dict(self.choices)
        return new

    def has_keyword(self, word: str) -> bool:
        word = word.lower()
        return any(a.kind == "keyword" and a.text.lower() == word for a in self.abilities)

    def has_pt(self) -> bool:
        """Whether it has power and toughness: a noncreature permanent has none, even if
        its card has them printed (208.3); a card elsewhere keeps its printed ones."""
        if self.power is None and self.toughness is None:
            return False
        return self.zone != "battlefield" or "creature" in self.card_types

    def with_intrinsic_mana(self) -> None:
        """Give each basic land type of a land its mana ability (305.6: an object with the
        land card type and a basic land type) if missing; drop stale ones."""
        is_land = "land" in self.card_types
        wanted = [t for t in BASIC_LAND_TYPES if t in self.subtypes and is_land]
        keep = [a for a in self.abilities
                if not a.key.startswith("intrinsic:") or a.key[len("intrinsic:"):] in wanted]
        present = {a.key for a in keep}
        keep.extend(intrinsic_mana_ability(t) for t in wanted if f"intrinsic:{t}" not in present)
        self.abilities = tuple(keep)

    def characteristics(self) -> dict[str, Any]:
        """The characteristics and status as plain data, for output and comparison."""
        result: dict[str, Any] = {
            "name": self.name,
            "controller": self.controller,
            "zone": self.zone,
            "mana_value": self.mana_value,
            "colors": sorted(self.colors),
            "types": sorted(self.card_types),
            "subtypes": sorted(self.subtypes),
            "supertypes": sorted(self.supertypes),
            "abilities": [a.label() for a in self.abilities],
        }
        if self.has_pt():
            result["power"] = self.power
            result["toughness"] = self.toughness
        if self.loyalty is not None:
            result["loyalty"] = self.loyalty
        if self.defense is not None:
            result["defense"] = self.defense
        if self.layout in ("transform", "modal_dfc", "meld") and self.zone == "battlefield":
            result["face"] = "front" if self.face == 0 and not self.melded else "back"
        return result

    def identity(self) -> dict[str, Any]:
        """What makes two final states of this object the same outcome: its
        characteristics, with its abilities as a set of texts (113.1 gives an object
        abilities, not an order: two boards that differ only in the order an object's
        abilities were listed in are one outcome)."""
        found = self.characteristics()
        found["abilities"] = sorted(found["abilities"])
        return found


@dataclass(frozen=True)
class Player:
    """A player: id, display name, life total, player counters and starting life total."""

    id: str
    name: str = ""
    life: int = 20
    counters: tuple[tuple[str, int], ...] = ()
    starting_life: int = 20  # the life total the player began the game with (103.4)
    citys_blessing: bool = False  # a designation kept for the rest of the game (702.131c)


@dataclass
class Game:
    """Players in turn order, the active player, and every object by id (printed state)."""

    players: list[Player]
    active_player: str
    objects: dict[str, ObjState]
    turn: int = 1
    step: str = "precombat_main"
    # What happened earlier this turn (the scenario's ``this_turn``): read by the layer
    # engine, rules effects and replacement effects alike.
    history: TurnHistory = field(default_factory=TurnHistory)
    # What reading the board found that its characteristics alone don't say, each with
    # its rule (a double-faced permanent an effect would have turned face down stays face
    # up, 712.16; a station card has no power or toughness in a graveyard, 721.2c).
    notes: tuple[str, ...] = ()

    def player_ids(self) -> list[str]:
        return [p.id for p in self.players]

    def apnap(self) -> list[str]:
        """Players in APNAP order: the active player, then the others in turn order (101.4)."""
        ids = self.player_ids()
        start = ids.index(self.active_player)
        return ids[start:] + ids[:start]

    def opponents(self, player: str | None) -> list[str]:
        return [p for p in self.player_ids() if p != player]

    def in_zone(self, zone: str) -> Iterable[ObjState]:
        return (o for o in self.objects.values() if o.zone == zone)
