"""Benchmark of resolving the stack (405, 603.3b, 608): merged orders against every order
walked one by one.

Two families of stacks, each grown by its number of triggered abilities:

- commuting: N enchantments, each "whenever another creature enters" gaining or making
  an opponent lose a fixed amount; one creature enters: N abilities of one player whose
  effects commute, N! orders, one result;
- wrath: Blood Artist and N creatures destroyed at once: N + 1 triggers, each targeting a
  player, (N + 1)! x 2^(N+1) orders and choices, N + 2 results.

For each size it prints the search's time and the states it explored, the orders and
choices it counted and its distinct results; for the sizes small enough (at most
``--brute`` abilities) the same stack walked order by order (``mtglogic.stack.brute``),
with the ratio of the walk's states to the search's: the work merging saves. Then the
growth of the search's time with N (the exponent of a least-squares fit, log time on log N).

Run: python benchmarks/stack.py [--sizes 2,4,6,8,10] [--brute 4]

Goals (issue 33): ten commuting triggers (3,628,800 orders) well under a second; the
Blood Artist wrath gives its few distinct life totals, not millions of orders.
"""
from __future__ import annotations

import argparse
import math
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mtglogic.budget import Budget
from mtglogic.engines import ENGINES
from mtglogic.stack.answer import resolve_outcome
from mtglogic.stack.brute import BruteStack
from mtglogic.stack.resolving import Resolver
from mtglogic.triggers.aftermath import endings
from mtglogic.triggers.rules import trigger_rules

ENGINE = ENGINES["replacement"]


def _enchantment(oid: str, effect: dict[str, Any]) -> dict[str, Any]:
    return {"id": oid, "controller": "p1", "card": {
        "name": oid, "types": ["Enchantment"], "abilities": [{"triggered": {
            "text": "Whenever another creature enters, ...",
            "when": {"enters": {"object": {"type": "creature", "other": True}}},
            "effect": [effect]}}]}}


def commuting(n: int) -> dict[str, Any]:
    objects = [_enchantment(f"e{i}", {"gain_life": {"player": "you", "amount": i + 1}}
                            if i % 2 == 0 else
                            {"lose_life": {"player": "each_opponent", "amount": 1}})
               for i in range(n)]
    objects.append({"id": "bear", "name": "Bear", "types": ["creature"], "power": 2,
                    "toughness": 2, "owner": "p1", "zone": "hand"})
    event = {"id": "e", "zone_change": {"object": "bear", "to": "battlefield"}}
    return {"players": [{"id": "p1", "life": 40}, {"id": "p2", "life": 40}],
            "objects": objects, "events": [event]}


def wrath(n: int) -> dict[str, Any]:
    creatures = [{"id": f"c{i}", "name": "Bear", "types": ["creature"], "power": 2,
                  "toughness": 2, "controller": "p2"} for i in range(n)]
    objects = [{"id": "artist", "card": "Blood Artist", "controller": "p1"}, *creatures]
    moves = [{"zone_change": {"object": o["id"], "to": "graveyard"}} for o in objects]
    return {"players": [{"id": "p1", "life": 40}, {"id": "p2", "life": 40}],
            "objects": objects, "events": [{"id": "e", "at_once": moves}]}


def measure(doc: dict[str, Any], brute: bool) -> dict[str, Any]:
    budget = Budget(timeout=3600, max_states=10**9).start()
    question = ENGINE.load(doc, None)
    result = ENGINE.compute(question, budget)
    answer = result.answers[0]
    outcome = next(iter(answer.outcomes))
    aftermath = result.follows.of(answer, outcome)
    before = budget.states
    start = time.perf_counter()
    found = resolve_outcome(question, answer, outcome, aftermath, budget)
    row = {"seconds": time.perf_counter() - start, "states": budget.states - before,
           "orders": found.total, "results": len(found.results)}
    if brute:
        world = answer.process.world
        resolver = Resolver(budget, trigger_rules(world.scenario.ruleset), question.inline,
                            world.tokens, question.delayed)
        walk = BruteStack(resolver, world.game, budget)
        before = budget.states
        start = time.perf_counter()
        counted = 0
        for end in endings(aftermath):
            for item in walk.from_waiting(resolver.world(end.after), list(end.waiting)).values():
                counted += item.count * end.orders
        row.update(brute_seconds=time.perf_counter() - start,
                   brute_states=budget.states - before, brute_orders=counted)
    return row


def exponent(points: list[tuple[int, float]]) -> float:
    xs = [math.log(n) for n, _ in points]
    ys = [math.log(max(t, 1e-6)) for _, t in points]
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / \
        sum((x - mx) ** 2 for x in xs)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="2,4,6,8,10")
    parser.add_argument("--brute", type=int, default=4,
                        help="walk every order too up to this many abilities")
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    for name, make, abilities in (("commuting", commuting, lambda n: n),
                                  ("wrath", wrath, lambda n: n + 1)):
        print(f"== {name}")
        points = []
        for n in sizes:
            row = measure(make(n), abilities(n) <= args.brute)
            points.append((n, row["seconds"]))
            line = (f"{name} N={n:>2} ({abilities(n)} abilities): {row['seconds']:.3f} s, "
                    f"{row['states']} states, {row['orders']} orders and choices, "
                    f"{row['results']} distinct results")
            if "brute_states" in row:
                assert row["brute_orders"] == row["orders"]
                line += (f"; walked one by one: {row['brute_seconds']:.3f} s, "
                         f"{row['brute_states']} states "
                         f"(x{row['brute_states'] / max(row['states'], 1):.1f} the work)")
            print(line)
        if len(points) > 1:
            print(f"{name}: time grows as N^{exponent(points):.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
