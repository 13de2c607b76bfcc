"""Games that nest: players, per-player zones, the stack, cards outside the game; and the
scenario the engine plays (a main-game state and a script of steps).

``Session.games`` is the chain of games, the outermost first; the last one is being played
and every other one is suspended, waiting for its subgame to end (715.1a / 728.1a).
A library's top card is the last item of its list.
"""
from __future__ import annotations

import copy
from collections import Counter
from dataclasses import dataclass, field

from mtglogic.node import Node
from mtglogic.subgame.cards import Card

PLAYER_ZONES = ("library", "hand", "graveyard", "battlefield", "exile", "command")
OWNER_ONLY_ZONES = ("library", "hand", "graveyard")


@dataclass(frozen=True)
class TriggerDef:
    """A leave-zone triggered ability of a permanent: fires in the game it is in."""

    source: str
    name: str
    zones: tuple[str, ...]  # zones watched; empty means any zone
    own_cards_only: bool  # only cards owned by the source's owner
    types: tuple[str, ...] = ()  # only cards of one of these card types; empty means any


@dataclass(frozen=True)
class Trigger:
    """A triggered ability waiting for its game, or on its stack."""

    name: str
    source: str
    controller: str
    card: str  # the card whose move triggered it

    def label(self) -> str:
        return f"trigger {self.name} (of {self.source}, for {self.card})"


@dataclass
class PlayerState:
    """One player in one game: life, counters, zones, supplementary decks."""

    life: int
    counters: dict[str, int] = field(default_factory=dict)
    zones: dict[str, list[str]] = field(default_factory=lambda: {z: [] for z in PLAYER_ZONES})
    decks: dict[str, list[str]] = field(default_factory=dict)
    drew_from_empty: bool = False
    short_opening: bool = False  # 715.3 / 728.3
    mulligans: int = 0
    lost: bool = False


@dataclass
class Result:
    """How a game ended: winners (none for a draw) and losers."""

    winners: tuple[str, ...]
    losers: tuple[str, ...]

    def describe(self) -> str:
        if not self.winners:
            return "a draw" if not self.losers else f"no winner; {', '.join(self.losers)} lost"
        return f"{', '.join(self.winners)} won"


@dataclass
class Game:
    """One game: the outermost main game (depth 0) or a subgame."""

    depth: int
    order: list[str]
    players: dict[str, PlayerState]
    active: str
    fmt: str = "normal"
    stack: list[str | Trigger] = field(default_factory=list)  # bottom first
    waiting: list[Trigger] = field(default_factory=list)  # 715.4a / 728.4a
    starting_player: str | None = None
    result: Result | None = None
    creator: str | None = None  # the spell, in the main game, that created this subgame
    deck_origin: dict[str, tuple[str, str]] = field(default_factory=dict)  # card -> (owner, deck)

    @property
    def name(self) -> str:
        return "main" if self.depth == 0 else f"sub{self.depth}"

    def multiplayer(self) -> bool:
        return len(self.order) > 2


# (depth, player, zone, the list holding the card); depth -1 is outside every game
Place = tuple[int, str | None, str, list[str] | list[str | Trigger]]


@dataclass
class Session:
    """Every card, every game in the chain, and the cards outside the outermost game."""

    cards: dict[str, Card]
    games: list[Game]
    outside: dict[str, list[str]]
    triggers: tuple[TriggerDef, ...] = ()
    tracked: frozenset[str] = frozenset()  # the non-token cards that must never be lost
    # Where each card was last found (``locate``), checked before it is trusted.
    places: dict[str, Place] = field(default_factory=dict, repr=False, compare=False)
    # Depths of the games a card was taken from since the runner last looked (-1: outside).
    touched: set[int] = field(default_factory=set, repr=False, compare=False)

    @property
    def current(self) -> Game:
        return self.games[-1]

    def locate(self, card_id: str) -> Place:
        """(depth, player, zone, the list holding it); depth -1 is outside every game.

        Found where the card was last seen when it is still there (with every card in
        one place, the invariant, that is the only place), else by a scan of every game
        that notes where each card is."""
        place = self.places.get(card_id)
        if place is not None and self.holds(place, card_id):
            return place
        self.places = self.scan()
        if card_id not in self.places:
            raise KeyError(card_id)
        return self.places[card_id]

    def note(self, card_id: str, place: Place) -> None:
        """The card was just put in this place."""
        self.places[card_id] = place

    def holds(self, place: Place, card_id: str) -> bool:
        """Whether the list of ``place`` is still that zone of that game, and holds the card."""
        depth, pid, zone, cards = place
        live: object = None
        if depth < 0:
            live = self.outside.get(pid or "")
        elif depth < len(self.games) and zone == "stack":
            live = self.games[depth].stack
        elif depth < len(self.games) and pid in self.games[depth].players:
            ps = self.games[depth].players[pid]
            live = ps.decks.get(zone[:-5]) if zone.endswith(" deck") else ps.zones.get(zone)
        return live is cards and card_id in cards

    def scan(self) -> dict[str, Place]:
        """Where every card is: where ``locate_by_scan`` finds it first (later places
        written over earlier ones, so the places are visited in the reverse order)."""
        found: dict[str, Place] = {}
        for pid, cards in reversed(self.outside.items()):
            for cid in cards:
                found[cid] = (-1, pid, "outside", cards)
        for depth in range(len(self.games)):
            game = self.games[depth]
            for pid, ps in reversed(game.players.items()):
                for deck, cards in reversed(ps.decks.items()):
                    for cid in cards:
                        found[cid] = (depth, pid, f"{deck} deck", cards)
                for zone, zone_cards in reversed(ps.zones.items()):
                    for cid in zone_cards:
                        found[cid] = (depth, pid, zone, zone_cards)
            for entry in game.stack:
                if isinstance(entry, str):
                    found[entry] = (depth, None, "stack", game.stack)
        return found

    def locate_by_scan(self, card_id: str) -> Place:
        """``locate`` by a scan of every game, the deepest first (the reference)."""
        for depth in range(len(self.games) - 1, -1, -1):
            game = self.games[depth]
            if card_id in game.stack:
                return depth, None, "stack", game.stack
            for pid, ps in game.players.items():
                for zone, cards in ps.zones.items():
                    if card_id in cards:
                        return depth, pid, zone, cards
                for deck, cards in ps.decks.items():
                    if card_id in cards:
                        return depth, pid, f"{deck} deck", cards
        for pid, cards in self.outside.items():
            if card_id in cards:
                return -1, pid, "outside", cards
        raise KeyError(card_id)

    def all_placements(self) -> Counter[str]:
        """How many times each card id appears anywhere (the invariant counts these)."""
        seen: Counter[str] = Counter()
        for game in self.games:
            seen.update(placements(game))
        for cards in self.outside.values():
            seen.update(cards)
        return seen

    def invariant_problems(self) -> list[str]:
        """Every tracked card exactly once, in a zone its owner may hold it in (checked
        over every game; the runner checks the games a step changed, ``recorder``)."""
        seen = self.all_placements()
        problems = [f"card {cid} is lost" for cid in sorted(self.tracked) if seen[cid] == 0]
        problems += [f"card {cid} is in {n} places" for cid, n in sorted(seen.items()) if n > 1]
        for game in self.games:
            problems += self.owner_problems(game)
        return problems

    def owner_problems(self, game: Game) -> list[str]:
        """Cards in a library, hand, graveyard or deck of a player who does not own them."""
        problems = []
        for pid, ps in game.players.items():
            held = [c for z in OWNER_ONLY_ZONES for c in ps.zones[z]]
            held += [c for cards in ps.decks.values() for c in cards]
            problems += [f"card {cid} of {self.cards[cid].owner} is in a zone of {pid} "
                         f"in {game.name}" for cid in held if self.cards[cid].owner != pid]
        return problems


def placements(game: Game) -> Counter[str]:
    """How many times each card id appears in one game (its stack, zones and decks)."""
    seen: Counter[str] = Counter(c for c in game.stack if isinstance(c, str))
    for ps in game.players.values():
        for cards in ps.zones.values():
            seen.update(cards)
        for cards in ps.decks.values():
            seen.update(cards)
    return seen


@dataclass
class Step:
    """One script step: an action, its value, its options, and where it was written."""

    action: str
    value: object
    options: dict[str, Node]
    node: Node
    label: str | None = None

    def describe(self) -> str:
        """The step in words: ``cast s1``, ``result: A won``, ``result: a draw``."""
        if self.value is None:
            return self.action
        if isinstance(self.value, tuple):  # a result: (winners|losers|draw, names or True)
            key, names = self.value
            if key == "draw":
                return f"{self.action}: a draw"
            verb = "won" if key == "winners" else "lost"
            return f"{self.action}: {', '.join(names) or 'nobody'} {verb}"
        return f"{self.action} {self.value}"


@dataclass
class SubgameScenario:
    """A parsed scenario; ``new_session`` builds a fresh, independent game from it."""

    root: Node
    ruleset_id: str | None
    seed: int | None
    fmt: str
    order: list[str]
    active: str
    life: dict[str, int]
    counters: dict[str, dict[str, int]]
    zones: dict[str, dict[str, list[str]]]
    decks: dict[str, dict[str, list[str]]]
    outside: dict[str, list[str]]
    stack: list[str]
    cards: dict[str, Card]
    triggers: tuple[TriggerDef, ...]
    steps: list[Step] = field(default_factory=list)

    def new_session(self) -> Session:
        players = {p: PlayerState(self.life[p], dict(self.counters[p]),
                                  {z: list(c) for z, c in self.zones[p].items()},
                                  {k: list(c) for k, c in self.decks[p].items()})
                   for p in self.order}
        game = Game(0, list(self.order), players, self.active, fmt=self.fmt,
                    stack=list(self.stack))
        return Session(dict(self.cards), [game], copy.deepcopy(self.outside), self.triggers,
                       frozenset(self.cards))
