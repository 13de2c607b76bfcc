"""The game an outcome leaves: the events that happened, done to the game (before any
state-based action, 704.3).

An object that moves is a new object (400.7): it keeps its id, loses its counters (122.2;
121.2 in 2011) but those an ability of its own keeps and those put on it as it moves,
and its damage and status; effects that applied to the old object no longer apply to it
(``mtglogic.model.time``'s move). A permanent enters with the status the event says
(614.1c-d, 614.12): tapped, under a controller, face down or back face up, as a copy, with
counters (122.6). Tokens are created as new objects (111.1); life, counters, damage and
draws are done; a draw from a library with no card left is remembered (704.5b), as is
damage from a source with deathtouch (704.5h). What the turn so far holds is brought up to
date (cards drawn, life gained and lost, damage dealt), which later conditions read.
"""
from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from typing import Any

from mtglogic.budget import Budget
from mtglogic.errors import BudgetExceeded
from mtglogic.layers.compute import LayerResult, compute_layers
from mtglogic.model.faces import turn_to
from mtglogic.model.history import DamageDealt, Gone
from mtglogic.model.objects import Game, ObjState
from mtglogic.model.scenario import Scenario
from mtglogic.model.time import TimeStep, advance
from mtglogic.vocabulary.events import (
    CreateTokens,
    Damage,
    Draw,
    Event,
    GainLife,
    LoseGame,
    LoseLife,
    MarkDamage,
    MoveCards,
    PutCounters,
    Regenerate,
    RemoveCounters,
    Tap,
    WinGame,
    ZoneChange,
)
from mtglogic.vocabulary.world import World, enter_as_copy


@dataclass
class After:
    """The game an outcome leaves (before state-based actions), and what the next check of
    state-based actions needs to know that the board does not show."""

    scenario: Scenario
    created: dict[str, tuple[str, ...]] = field(default_factory=dict)  # token name: ids
    drew_from_empty: frozenset[str] = frozenset()  # 704.5b (121.4)
    deathtouched: frozenset[str] = frozenset()  # 704.5h
    won: tuple[str, ...] = ()
    lost: tuple[str, ...] = ()
    _layers: LayerResult | None = None

    @property
    def game(self) -> Game:
        return self.scenario.game

    def layers(self, budget: Budget | None = None) -> LayerResult:
        """The layer system applied to the game after the event (603.6b: continuous
        effects apply to a permanent the moment it is on the battlefield)."""
        if self._layers is None:
            self._layers = compute_layers(self.scenario.game, self.scenario.effects,
                                          self.scenario.ruleset, budget)
        return self._layers

    def players_under(self, word: str, budget: Budget | None = None) -> frozenset[str]:
        """The players a rules effect with this word applies to after the event
        (``cant_lose``, ``cant_win``: 613.11 in 2026, 613.10 in 2011)."""
        return frozenset(p for record in self.layers(budget).outcomes[0].run.rules
                         if record.word == word for p in record.players)


def _slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-") or "token"


class _Doing:
    """Does an outcome's events to a copy of the game."""

    def __init__(self, world: World, scenario: Scenario) -> None:
        self.world = world
        self.scenario = scenario
        self.created: dict[str, list[str]] = {}
        self.numbers: dict[str, int] = {}  # the next token number to try, by name
        self.latest: float | None = None  # the latest timestamp given, once known
        self.entered: list[Gone] = []  # what entered, added to the history at the end
        self.drew_from_empty: set[str] = set()
        self.deathtouched: set[str] = set()
        self.won: list[str] = []
        self.lost: list[str] = []

    @property
    def game(self) -> Game:
        return self.scenario.game

    def obj(self, oid: str) -> ObjState | None:
        return self.game.objects.get(oid)

    def later(self) -> float:
        """A timestamp after every other (613.7d: a new object's), each one later still."""
        if self.latest is None:
            stamps = [o.timestamp for o in self.game.objects.values()] + \
                [e.timestamp for e in self.scenario.effects]
            self.latest = max(stamps, default=0)
        self.latest += 1
        return self.latest

    def history(self, **changes: Any) -> None:
        self.game.history = replace(self.game.history, **changes)

    def player(self, pid: str, **changes: Any) -> None:
        self.game.players = [replace(p, **changes) if p.id == pid else p
                             for p in self.game.players]

    # -- each kind of event -----------------------------------------------------------
    def zone_change(self, event: ZoneChange) -> None:
        if self.obj(event.obj) is None:
            return
        passage = advance(self.scenario, TimeStep("moves", event.obj, zone=event.to_zone),
                          within_event=True)
        self.scenario = passage.scenario
        moved = self.game.objects[event.obj]
        counters = dict(self.world.counters_remaining(event))
        for kind, count in event.placed:
            counters[kind] = counters.get(kind, 0) + count
        if event.to_zone == "battlefield":
            self._enter(moved, event)
            for kind, count in (event.enter.counters if event.enter else ()):
                counters[kind] = counters.get(kind, 0) + count
        moved.counters = {k: n for k, n in counters.items() if n}

    def _enter(self, moved: ObjState, event: ZoneChange | CreateTokens) -> None:
        status = event.enter
        if status is None:
            return
        if status.controller:
            moved.controller = status.controller
        moved.tapped = status.tapped
        seen = moved
        if enter_as_copy(moved, status, self.world.board, True):
            # the layers apply its copy with its exceptions (707.9: Spark Double isn't
            # legendary) as it enters (614.12): what it is seen as entering
            seen = self.world.entering(event) or moved
        if status.face == "back" and len(moved.faces) == 2 and moved.layout != "meld":
            turn_to(moved, 1)
        elif status.face == "down":
            moved.face_down = True
        gone = Gone(moved.id, seen.name, moved.controller or moved.owner, moved.owner,
                    "battlefield", frozenset(seen.card_types), frozenset(seen.subtypes),
                    frozenset(seen.supertypes), frozenset(seen.colors), moved.is_token)
        self.entered.append(gone)

    def create_tokens(self, event: CreateTokens) -> None:
        if event.zone != "battlefield":
            return  # created elsewhere, they cease to exist there (111.7)
        template = self.world.tokens.get(event.token) or self.world.board.get(event.token)
        if template is None:
            return
        ids = self.created.setdefault(event.token, [])
        slug = _slug(event.token)
        number = self.numbers.get(slug, 1)
        for _ in range(event.amount):
            while f"{slug}-{number}" in self.game.objects:  # the first free id, in turn
                number += 1
            self.numbers[slug] = number
            token = template.copy()
            token.id = f"{slug}-{number}"
            token.zone, token.is_token = "battlefield", True
            token.owner = event.player
            token.controller = event.enter.controller or event.player
            token.timestamp = self.later()
            token.entered_this_turn = True
            token.counters = {k: n for k, n in event.enter.counters if n}
            token.damage, token.attached_to, token.attached_at = 0, None, None
            if event.token in self.world.board and not event.token.startswith("token:"):
                token.is_copy = True  # a copy of an object (111.10's copies, 707.2)
            self.game.objects[token.id] = token
            self._enter(token, event)
            ids.append(token.id)

    def counters(self, event: PutCounters | RemoveCounters) -> None:
        sign = 1 if isinstance(event, PutCounters) else -1
        target = event.target
        if self.world.is_player(target):
            player = next(p for p in self.game.players if p.id == target)
            table = dict(player.counters)
            table[event.counter] = max(0, table.get(event.counter, 0) + sign * event.amount)
            self.player(target, counters=tuple(sorted((k, n) for k, n in table.items() if n)))
            return
        obj = self.obj(target)
        if obj is not None:
            count = max(0, obj.counters.get(event.counter, 0) + sign * event.amount)
            obj.counters = {**obj.counters, event.counter: count}
            if not count:
                del obj.counters[event.counter]

    def life(self, event: GainLife | LoseLife) -> None:
        sign = 1 if isinstance(event, GainLife) else -1
        self.player(event.player, life=self._life(event.player) + sign * event.amount)
        history = self.game.history
        key = "life_gained" if sign > 0 else "life_lost"
        table = dict(getattr(history, key))
        table[event.player] = table.get(event.player, 0) + event.amount
        self.history(**{key: tuple(sorted(table.items()))})

    def _life(self, pid: str) -> int:
        return next(p.life for p in self.game.players if p.id == pid)

    def mark_damage(self, event: MarkDamage) -> None:
        obj = self.obj(event.target)
        if obj is None:
            return
        obj.damage += event.amount

    def damage(self, event: Damage) -> None:
        source = self.world.board.get(event.source)
        if source is not None and source.has_keyword("deathtouch") and event.amount > 0 \
                and self.obj(event.recipient) is not None:
            self.deathtouched.add(event.recipient)  # 704.5h: dealt damage by deathtouch
        controller = (source.controller or source.owner) if source is not None else ""
        dealt = DamageDealt(event.source, event.recipient, event.amount, controller)
        self.history(damage=self.game.history.damage + (dealt,))

    def draw(self, event: Draw) -> None:
        library = [o for o in self.game.objects.values()
                   if o.zone == "library" and o.owner == event.player]
        for card in library[:event.amount]:
            card.zone = "hand"
        if event.amount > len(library):
            self.drew_from_empty.add(event.player)  # 121.4: 704.5b then applies
        draws = dict(self.game.history.draws)
        draws[event.player] = draws.get(event.player, 0) + event.amount
        self.history(draws=tuple(sorted(draws.items())))

    def move_cards(self, event: MoveCards) -> None:
        cards = list(event.cards) or [
            o.id for o in self.game.objects.values()
            if o.zone == event.from_zone and o.owner == event.player and not o.is_token
        ][:event.amount]
        for cid in cards:
            if cid in self.game.objects:
                self.zone_change(ZoneChange(obj=cid, from_zone=event.from_zone,
                                            to_zone=event.to_zone))

    def regenerate(self, event: Regenerate) -> None:
        obj = self.obj(event.target)
        if obj is not None:  # 701.19a: tapped, damage removed, out of combat
            obj.tapped, obj.damage = True, 0
            obj.attacking = obj.blocked = obj.blocking = False

    def do(self, event: Event) -> None:
        if isinstance(event, ZoneChange):
            self.zone_change(event)
        elif isinstance(event, CreateTokens):
            self.create_tokens(event)
        elif isinstance(event, (PutCounters, RemoveCounters)):
            self.counters(event)
        elif isinstance(event, (GainLife, LoseLife)):
            self.life(event)
        elif isinstance(event, MarkDamage):
            self.mark_damage(event)
        elif isinstance(event, Damage):
            self.damage(event)
        elif isinstance(event, Draw):
            self.draw(event)
        elif isinstance(event, MoveCards):
            self.move_cards(event)
        elif isinstance(event, Regenerate):
            self.regenerate(event)
        elif isinstance(event, Tap):
            found = self.obj(event.obj)
            if found is not None:
                found.tapped = True
        elif isinstance(event, WinGame):
            self.won.append(event.player)
        elif isinstance(event, LoseGame):
            self.lost.append(event.player)


def after_events(world: World, events: Iterable[Event], budget: Budget | None = None) -> After:
    """The game the events leave, from the world they happened in: objects' moves first
    (counters put on one in the same event are on the new object), then the rest. Each
    token created is an object of its own: more of them than ``budget``'s --max-states (the
    default's without one) is a limit (``BudgetExceeded``), said before any is made."""
    events = tuple(events)
    made = sum(e.amount for e in events if isinstance(e, CreateTokens)
               and e.zone == "battlefield")
    limit = (budget or Budget()).max_states
    if made > limit:
        raise BudgetExceeded("max-states", limit,
                             f"the outcome creates {made} tokens, each an object to put on "
                             f"the board", "--max-states")
    scenario = world.scenario
    assert scenario is not None, "the world of a question knows its scenario"
    game = scenario.game
    copied = replace(game, objects={oid: o.copy() for oid, o in game.objects.items()},
                     players=list(game.players))
    doing = _Doing(world, replace(scenario, game=copied))
    for event in sorted(events, key=lambda e: not isinstance(e, ZoneChange)):
        doing.do(event)
    if doing.entered:
        doing.history(entered=copied.history.entered + tuple(doing.entered))
    return After(doing.scenario, {name: tuple(ids) for name, ids in doing.created.items()},
                 frozenset(doing.drew_from_empty), frozenset(doing.deathtouched),
                 tuple(doing.won), tuple(doing.lost))


__all__ = ["After", "after_events"]
