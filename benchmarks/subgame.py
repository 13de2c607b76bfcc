"""Benchmark: four players with 60-card decks, subgames nested ten deep, every level
started and ended. Prints the time per level, against a baseline measured in the same run
(a plain copy of every zone list of the same game), and the 5 ms goal.

Run: python benchmarks/subgame.py [--repeat N]
"""
from __future__ import annotations

import argparse
import random
import time

import mtglogic
from mtglogic import Budget
from mtglogic.subgame.cards import Card, card_of
from mtglogic.subgame.engine import Engine
from mtglogic.subgame.model import Game, PlayerState, Session
from mtglogic.subgame.rules import rules_for

PLAYERS = ("A", "B", "C", "D")
DECK = 60
DEPTH = 10
GOAL_MS = 5.0
SHAHRAZAD = mtglogic.card_library().get("Shahrazad")


def build() -> Session:
    """Four 60-card libraries, and DEPTH Shahrazads in A's sideboard."""
    cards: dict[str, Card] = {}
    states = {}
    for pid in PLAYERS:
        ps = states[pid] = PlayerState(20)
        for n in range(DECK):
            cid = f"{pid}{n}"
            cards[cid] = Card(cid, cid, pid)
            ps.zones["library"].append(cid)
    outside = {pid: [] for pid in PLAYERS}
    for n in range(DEPTH):
        cid = f"shz{n}"
        cards[cid] = card_of(cid, SHAHRAZAD, "A")
        outside["A"].append(cid)
    return Session(cards, [Game(0, list(PLAYERS), states, "A")], outside, (), frozenset(cards))


def nest_and_unwind(ruleset: str, check: bool) -> float:
    """Seconds to start DEPTH nested subgames and end them all."""
    session = build()
    engine = Engine(session, rules_for(mtglogic.load_ruleset(ruleset)), random.Random(1),
                    Budget(max_depth=DEPTH), lambda game, players: players[0])
    start = time.perf_counter()
    for n in range(DEPTH):
        spell = f"shz{n}"
        engine.bring_in(spell, "hand")
        engine.cast(spell)
        engine.resolve(spell, None)
        if check:
            assert not session.invariant_problems()
    for _ in range(DEPTH):
        engine.declare_result(["A"], None)
        engine.end_subgame()
        if check:
            assert not session.invariant_problems()
    elapsed = time.perf_counter() - start
    assert len(session.games) == 1 and not session.invariant_problems()
    return elapsed


def baseline() -> float:
    """Seconds for DEPTH plain copies of every zone list of the same game (2 per level)."""
    session = build()
    start = time.perf_counter()
    for _ in range(2 * DEPTH):
        for game in session.games:
            for ps in game.players.values():
                {zone: list(cards) for zone, cards in ps.zones.items()}
    return time.perf_counter() - start


def best(func, repeat: int) -> float:
    return min(func() for _ in range(repeat))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=20)
    args = parser.parse_args()
    base = best(baseline, args.repeat) / DEPTH
    print(f"subgame benchmark: {len(PLAYERS)} players x {DECK}-card decks, nested {DEPTH} deep, "
          f"best of {args.repeat}")
    print(f"baseline (plain copy of all zones, twice per level): {base * 1e3:.4f} ms per level")
    for ruleset in ("cr-2011", "cr-2026"):
        for check in (False, True):
            per_level = best(lambda: nest_and_unwind(ruleset, check), args.repeat) / DEPTH
            label = "with invariant check per step" if check else "engine only"
            verdict = "OK" if per_level * 1e3 < GOAL_MS else "OVER GOAL"
            print(f"{ruleset} {label}: {per_level * 1e3:.3f} ms per level "
                  f"({per_level / base:.1f}x baseline; goal < {GOAL_MS} ms: {verdict})")


if __name__ == "__main__":
    main()
