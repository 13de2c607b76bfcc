"""Benchmark of subgames (715 in 2011, 728 in 2026): the script runner and the engine.

The runner plays a script of four players with 60-card libraries casting a Shahrazad in
each subgame, nested 10, 50, 100 and 200 deep (``first: A`` at each start: one run), as
``mtglogic subgame`` does: every step recorded, the conservation invariant checked after
each. For each depth it prints the time, the peak memory the run allocated (tracemalloc)
and the time per level; then the exponent of a least-squares fit of log time against log
depth (1 is linear). The engine alone is then timed per level, started and ended, against
a plain copy of every zone list measured in the same run.

Run: python benchmarks/subgame.py [--repeat N] [--depths 10,50,100,200]

Goals (issue 22): 200 deep under 2 s and 200 MiB; fitted exponent at most 1.15.
"""
from __future__ import annotations

import argparse
import math
import random
import sys
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import mtglogic
from mtglogic import Budget
from mtglogic.subgame.cards import Card, card_of
from mtglogic.subgame.engine import Engine
from mtglogic.subgame.model import Game, PlayerState, Session
from mtglogic.subgame.rules import rules_for

PLAYERS = ("A", "B", "C", "D")
DECK = 60
DEPTH = 10
DEPTHS = (10, 50, 100, 200)
GOAL_MS = 5.0
SHAHRAZAD = mtglogic.card_library().get("Shahrazad")


def nested_script(depth: int) -> dict:
    """The scenario: A casts a Shahrazad in the main game and in each subgame after."""
    players = {pid: {"library": [{"count": DECK, "prefix": pid.lower()}]} for pid in PLAYERS}
    players["A"]["hand"] = [{"id": "s1", "card": "Shahrazad"}]
    players["A"]["outside"] = [{"id": f"s{i}", "card": "Shahrazad"} for i in range(2, depth + 1)]
    steps: list[dict] = [{"cast": "s1"}, {"resolve": "s1", "first": "A"}]
    for i in range(2, depth + 1):
        steps += [{"bring_in": f"s{i}"}, {"cast": f"s{i}"}, {"resolve": f"s{i}", "first": "A"}]
    return {"players": players, "steps": steps}


def play(depth: int) -> None:
    budget = Budget(max_depth=depth + 1, timeout=3600, max_states=10**9)
    result = mtglogic.run_subgame(nested_script(depth), ruleset="cr-2026", budget=budget)
    assert result.invariant_ok and len(result.runs) == 1


def run_nested(depth: int) -> tuple[float, int]:
    """Seconds to play the nested script once (one run), and the peak bytes it allocates
    (a second run, under tracemalloc, which slows it down)."""
    start = time.perf_counter()
    play(depth)
    elapsed = time.perf_counter() - start
    tracemalloc.start()
    play(depth)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return elapsed, peak


def fitted_exponent(points: list[tuple[int, float]]) -> float:
    """The slope of log time against log depth, by least squares."""
    xs = [math.log(d) for d, _ in points]
    ys = [math.log(t) for _, t in points]
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sum((x - mx) ** 2 for x in xs)


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
    outside: dict[str, list[str]] = {pid: [] for pid in PLAYERS}
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
    parser.add_argument("--repeat", type=int, default=20, help="runs of the engine part")
    parser.add_argument("--depths", type=lambda t: [int(d) for d in t.split(",")],
                        default=list(DEPTHS), help="depths of the runner part")
    args = parser.parse_args()
    print(f"runner: {len(PLAYERS)} players x {DECK}-card libraries, a Shahrazad in each game")
    print(f"{'depth':>5} {'seconds':>8} {'peak MiB':>9} {'ms/level':>9}")
    play(2)  # the ruleset and the cards loaded once, outside the measures
    points = []
    for depth in args.depths:
        elapsed, peak = run_nested(depth)
        points.append((depth, elapsed))
        print(f"{depth:>5} {elapsed:>8.3f} {peak / 2**20:>9.1f} {elapsed * 1e3 / depth:>9.2f}",
              flush=True)
    if len(points) > 1:
        print(f"fitted exponent (time ~ depth^k): k = {fitted_exponent(points):.2f}")
    print("goals: 200 deep under 2 s and 200 MiB; k at most 1.15")
    base = best(baseline, args.repeat) / DEPTH
    print(f"\nengine: nested {DEPTH} deep and ended, best of {args.repeat}")
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
