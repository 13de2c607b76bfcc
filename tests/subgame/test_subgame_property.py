"""Property: over random main games and random nested scripts no card is lost or duplicated,
and once every subgame has ended each card is in a zone of its owner (715.5 / 728.5)."""
from __future__ import annotations

import contextlib
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mtglogic.budget import Budget
from mtglogic.loading.rulesets import load_ruleset
from mtglogic.model.cards import SubgameEffect as SpellEffect
from mtglogic.subgame.cards import Card
from mtglogic.subgame.engine import Engine, IllegalStep
from mtglogic.subgame.model import Game, PlayerState, Session
from mtglogic.subgame.rules import rules_for

SHAHRAZAD = SpellEffect(creates_subgame=True, non_winners_lose="half_rounded_up")
ZONES = ("library", "hand", "graveyard", "battlefield", "exile")
ACTIONS = ("draw", "mulligan", "bring_in", "move", "token", "counters", "life", "sba",
           "start", "start", "end", "end")


def _add(cards: dict[str, Card], card: Card, where: list[str]) -> None:
    cards[card.id] = card
    where.append(card.id)


@st.composite
def main_games(draw) -> Session:
    """A random main game: 1-4 players, random zones and variant objects, sideboards."""
    players = [f"P{i}" for i in range(draw(st.integers(1, 4)))]
    cards: dict[str, Card] = {}
    states: dict[str, PlayerState] = {}
    outside: dict[str, list[str]] = {}
    for pid in players:
        ps = states[pid] = PlayerState(draw(st.integers(-2, 30)))
        for zone in ZONES:
            for n in range(draw(st.integers(0, 9 if zone == "library" else 3))):
                _add(cards, Card(f"{pid}{zone[:2]}{n}", "card", pid, ("Sorcery",)),
                     ps.zones[zone])
        if draw(st.booleans()):
            _add(cards, Card(f"{pid}cmd", "commander", pid, commander=True), ps.zones["command"])
        if draw(st.booleans()):
            _add(cards, Card(f"{pid}van", "vanguard", pid, kind="vanguard"), ps.zones["command"])
        if draw(st.booleans()):
            deck = ps.decks["planar"] = []
            for n in range(draw(st.integers(0, 3))):
                kind = draw(st.sampled_from(("plane", "phenomenon")))
                _add(cards, Card(f"{pid}pl{n}", kind, pid, kind=kind), deck)
        outside[pid] = []
        for n in range(draw(st.integers(0, 3))):
            _add(cards, Card(f"{pid}shz{n}", "Shahrazad", pid, ("Sorcery",), effect=SHAHRAZAD),
                 outside[pid])
    game = Game(0, players, states, players[0])
    return Session(cards, [game], outside, (), frozenset(cards))


def _step(engine: Engine, data: st.DataObject, action: str, tokens: list[int]) -> None:
    session = engine.session
    game = session.current
    pid = data.draw(st.sampled_from(game.order))
    if action == "draw":
        engine.draw(pid, data.draw(st.integers(0, 3)))
    elif action == "mulligan":
        engine.mulligan(pid, None)
    elif action == "bring_in":  # from any suspended game or from outside the game
        ids = sorted(c for c in session.cards if session.locate(c)[0] != game.depth)
        if ids:
            engine.bring_in(data.draw(st.sampled_from(ids)),
                            data.draw(st.sampled_from(ZONES)))
    elif action == "move":
        ids = sorted(c for c in session.cards if session.locate(c)[0] == game.depth
                     and session.cards[c].traditional)
        if ids:
            engine.move(data.draw(st.sampled_from(ids)), data.draw(st.sampled_from(ZONES)))
    elif action == "token":
        tokens[0] += 1
        engine.create_token(Card(f"t{tokens[0]}", "token", pid, token=True), "battlefield")
    elif action == "counters":
        engine.add_counters(pid, "poison", data.draw(st.integers(0, 12)))
    elif action == "life":
        engine.change_life(pid, data.draw(st.integers(-25, 5)))
    elif action == "sba":
        engine.check_sba()
    elif action == "start":
        spells = [c for c in session.outside[pid] if session.cards[c].effect.creates_subgame]
        if spells:
            engine.bring_in(spells[0], "hand")
            engine.cast(spells[0])
            engine.resolve(spells[0], None)
    elif action == "end" and game.depth:
        _end(engine, data)


def _end(engine: Engine, data: st.DataObject) -> None:
    game = engine.session.current
    if game.result is None:
        winners = data.draw(st.lists(st.sampled_from(game.order), max_size=1, unique=True))
        engine.declare_result(winners, None)
    engine.end_subgame()


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(session=main_games(), data=st.data(), ruleset=st.sampled_from(["cr-2011", "cr-2026"]))
def test_no_card_lost_or_duplicated(session: Session, data: st.DataObject, ruleset: str) -> None:
    chooser = lambda game, players: data.draw(st.sampled_from(players))  # noqa: E731
    engine = Engine(session, rules_for(load_ruleset(ruleset)), random.Random(0),
                    Budget(max_depth=6), chooser)
    tokens = [0]
    for action in data.draw(st.lists(st.sampled_from(ACTIONS), max_size=25)):
        if action == "start" and len(session.games) > 6:
            continue
        with contextlib.suppress(IllegalStep):  # an illegal action changes nothing that matters
            _step(engine, data, action, tokens)
        assert session.invariant_problems() == []
    while len(session.games) > 1:
        _end(engine, data)
        assert session.invariant_problems() == []
    placed = set(session.all_placements())
    assert placed <= set(session.cards)  # tokens of ended subgames are gone everywhere
    assert {c for c in placed if not session.cards[c].token} == set(session.tracked)
    assert all(session.cards[c].token for c in placed - session.tracked)
    for cid in session.tracked:
        _, holder, zone, _ = session.locate(cid)
        owner = session.cards[cid].owner
        assert holder == owner or (zone == "stack" and holder is None), (cid, holder, zone)
