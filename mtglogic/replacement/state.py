"""What an outcome leaves in the game, as plain data: two outcomes are the same game when
these are equal, and a ruling may state its expected outcomes this way.

Absolute values after the event: life totals, counters on objects and players (those a
permanent enters the battlefield with included, 122.6), damage marked on objects (120.3e),
the zone each moved object ends in. Counts of what happened:
cards drawn, tokens created onto the battlefield (by controller and name), cards moved, what was skipped, who
won; and the players the state-based actions then make lose, by the ruleset's table (0 or
less life, 704.5a; its poison limit of counters, 704.5c). The damage dealt itself is not
state (its results are); neither is what can't happen.
"""
from __future__ import annotations

from typing import Any

from mtglogic.model.answers import STATE_KEYS
from mtglogic.replacement.aftermath import after_events
from mtglogic.replacement.choice import ChoiceRules
from mtglogic.replacement.model import Outcome
from mtglogic.vocabulary.events import (
    CreateTokens,
    Draw,
    Event,
    GainLife,
    LoseLife,
    MarkDamage,
    MoveCards,
    PutCounters,
    Regenerate,
    RemoveCounters,
    Skip,
    WinGame,
    ZoneChange,
)
from mtglogic.vocabulary.world import World


def _counters_of(ref: str, world: World) -> dict[str, int]:
    if world.is_player(ref):
        return dict(next(p.counters for p in world.game.players if p.id == ref))
    obj = world.obj(ref)
    return dict(obj.counters) if obj is not None else {}


def outcome_state(outcome: Outcome, world: World,
                  rules: ChoiceRules | None = None) -> dict[str, Any]:
    """The state an outcome leaves, for the players and objects the event touched (with
    ``rules``, the ruleset's, who then loses)."""
    life: dict[str, int] = {}
    counters: dict[str, dict[str, int]] = {}
    damage: dict[str, int] = {}
    state: dict[str, Any] = {key: {} for key in STATE_KEYS}
    state["wins"] = []
    state["losses"] = []
    # objects' moves first: counters put on one in the same event are on the new object
    for event in sorted(outcome.events, key=lambda e: not isinstance(e, ZoneChange)):
        if isinstance(event, (GainLife, LoseLife)):
            sign = 1 if isinstance(event, GainLife) else -1
            life[event.player] = life.get(event.player, world.life(event.player)) \
                + sign * event.amount
        elif isinstance(event, (PutCounters, RemoveCounters)):
            table = counters.setdefault(event.target, _counters_of(event.target, world))
            sign = 1 if isinstance(event, PutCounters) else -1
            table[event.counter] = max(0, table.get(event.counter, 0) + sign * event.amount)
        elif isinstance(event, MarkDamage):
            obj = world.obj(event.target)
            damage[event.target] = damage.get(event.target, obj.damage if obj else 0) \
                + event.amount
        elif isinstance(event, Regenerate):  # 701.19a: all damage marked on it removed
            damage[event.target] = 0
        elif isinstance(event, ZoneChange):
            state["zones"][event.obj] = event.to_zone
            if event.from_zone != event.to_zone:
                # a new object (400.7): the counters it had are gone (122.2; 121.2 in 2011),
                # but those an ability of its own keeps on it as it moves there (101.1) and
                # those put on it as it moves ("exile it with three egg counters")
                table = dict(world.counters_remaining(event))
                for kind, count in event.placed:
                    table[kind] = table.get(kind, 0) + count
                counters[event.obj] = table
            if event.enter is not None and event.enter.counters:
                # a permanent enters with its counters (122.6; 121.6 in 2011): they are the
                # counters of the new object it is (400.7), added to any put on it as well
                table = counters.setdefault(event.obj, {})
                for kind, count in event.enter.counters:
                    table[kind] = table.get(kind, 0) + count
        elif isinstance(event, Draw):
            state["draws"][event.player] = state["draws"].get(event.player, 0) + event.amount
        elif isinstance(event, CreateTokens) and event.zone == "battlefield":
            # created elsewhere (exiled as they would enter), tokens cease to exist (111.7)
            mine = state["tokens"].setdefault(event.enter.controller or event.player, {})
            mine[event.token] = mine.get(event.token, 0) + event.amount
        elif isinstance(event, MoveCards):
            key = f"{event.player}: {event.from_zone} -> {event.to_zone}"
            state["moved"][key] = state["moved"].get(key, 0) + event.amount
            for card in event.cards:  # the cards it moved, when known (a library's top)
                state["zones"][card] = event.to_zone
        elif isinstance(event, Skip):
            state["skips"][event.player] = sorted(state["skips"].get(event.player, [])
                                                  + [event.what])
        elif isinstance(event, WinGame):
            state["wins"] = sorted(set(state["wins"]) | {event.player})
    state["life"] = life
    state["counters"] = {ref: {k: n for k, n in table.items() if n} for ref, table in
                         counters.items()}
    state["damage"] = damage
    state["losses"] = losses(state, world, rules, outcome.events) if rules is not None \
        else []
    return state


def losses(state: dict[str, Any], world: World, rules: ChoiceRules,
           events: tuple[Event, ...] = ()) -> list[str]:
    """The players the event touched whom the next state-based actions make lose."""
    return sorted(loss_reasons(state, world, rules, events))


def loss_reasons(state: dict[str, Any], world: World, rules: ChoiceRules,
                 events: tuple[Event, ...] = ()) -> dict[str, str]:
    """Each player the event touched whom the next state-based actions make lose, with the
    key of the rule in the ruleset's table: ``sba_life`` for 0 or less life (704.5a),
    ``sba_poison`` for at least the ruleset's poison limit of poison counters (704.5c);
    each only where the table names the rule, and none who can't lose the game on the
    board the event leaves (a "can't" effect beats the rule: 101.2, 104.3b). None once a
    player has won: the game is over (104.1 in both rulesets), no state-based action
    follows."""
    if state["wins"]:
        return {}
    lost = _losing(state, world, rules)
    if lost and world.scenario is not None:
        protected = after_events(world, events).players_under("cant_lose")
        lost = {player: key for player, key in lost.items() if player not in protected}
    return lost


def _losing(state: dict[str, Any], world: World, rules: ChoiceRules) -> dict[str, str]:
    """The players whom the state-based actions of 704.5a and 704.5c would make lose."""
    lost: dict[str, str] = {}
    if rules.cite("sba_life"):
        lost |= {player: "sba_life" for player, life in state["life"].items() if life <= 0}
    if rules.cite("sba_poison") and rules.poison_limit is not None:
        lost |= {ref: "sba_poison" for ref, table in state["counters"].items()
                 if world.is_player(ref) and table.get("poison", 0) >= rules.poison_limit
                 and ref not in lost}
    return lost


def _unchanged(key: str, ref: str, world: World) -> Any:
    """What an entry of ``key`` is when the event didn't touch it."""
    obj = world.obj(ref)
    if key == "life":
        return world.life(ref)
    if key == "counters":
        return {k: n for k, n in _counters_of(ref, world).items() if n}
    if key == "damage":
        return obj.damage if obj is not None else 0
    if key == "zones":
        return obj.zone if obj is not None else None
    return {"draws": 0, "moved": 0, "tokens": {}, "skips": []}[key]


def project(state: dict[str, Any], wanted: dict[str, Any], world: World) -> dict[str, Any]:
    """The part of ``state`` a written expectation talks about: for each category it names,
    the entries it names, as they are after the event (``wins``, ``losses``: the whole
    list)."""
    shown: dict[str, Any] = {}
    for key, entries in wanted.items():
        if key in ("wins", "losses"):
            shown[key] = state[key]
        else:
            shown[key] = {ref: state[key][ref] if ref in state[key]
                          else _unchanged(key, ref, world) for ref in entries}
    return without_zero_counts(shown)


def without_zero_counts(state: dict[str, Any]) -> dict[str, Any]:
    """STATE with counter kinds of count 0 left out: none of a kind and a kind at 0 are
    the same board (122.1), whether a ruling writes ``{shield: 0}`` or ``{}``."""
    if "counters" not in state:
        return state
    counters = {ref: {kind: n for kind, n in table.items() if n}
                for ref, table in state["counters"].items()}
    return {**state, "counters": counters}


# STATE_KEYS is defined with the API's GameState (mtglogic.model.answers) and kept here too.
__all__ = ["STATE_KEYS", "loss_reasons", "losses", "outcome_state", "project",
           "without_zero_counts"]
