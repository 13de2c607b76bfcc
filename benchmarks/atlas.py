"""Benchmark of the interaction atlas (issue 23, item 5): the whole built-in library on 1
and 2 local workers and on a local Dask cluster (when the dask extra is installed).

Prints, for each run: pairs tested (probed) and pruned, interactions found, probes per
second per worker, and the ratio of 2 workers' throughput to 1's; checks that every run
gives the same answer. Then an ESTIMATE, extrapolated from the measured pruning rate,
probes per unpruned pair and throughput per worker: the time the atlas would take over
every pair of the Oracle corpus's in-scope cards (a card with at least one in-scope
ability, by benchmarks/drafting_corpus.py's written rule) on this machine (all its CPUs)
and on 64 workers. Wall times of one run on a shared machine: the figures are indicative.

    python benchmarks/atlas.py [--cards N] [--batch-size N] [--no-dask]
"""
from __future__ import annotations

import argparse
import json
import os
import tempfile
import time
from collections.abc import Callable
from concurrent.futures import Executor
from pathlib import Path

from drafting_corpus import CORPUS, corpus_faces, scoped_rules

import mtglogic  # noqa: F401 - the API sets the drafted corpus as the default card source
from mtglogic.atlas.answer import build_answer
from mtglogic.atlas.catalogue import builtin_catalogue
from mtglogic.atlas.executors import local_executor
from mtglogic.atlas.plan import DEFAULT_BATCH, Plan, make_plan
from mtglogic.atlas.run import run_plan
from mtglogic.atlas.state import StateFolder
from mtglogic.budget import Budget
from mtglogic.deferred import deferred
from mtglogic.library import card_json
from mtglogic.loading.cards import card_library
from mtglogic.loading.rulesets import load_ruleset

LIMITS = {"timeout": 30.0}


def timed_run(plan: Plan, executor: Executor,
              close: Callable[[bool], None]) -> tuple[float, list]:
    with tempfile.TemporaryDirectory() as folder:
        state = StateFolder(Path(folder) / "state", plan.key)
        state.start(resume=False)
        started = time.perf_counter()
        try:
            results = run_plan(plan, executor, state, Budget(timeout=36_000), LIMITS)
        finally:
            close(False)
            state.close()
        return time.perf_counter() - started, results


def in_scope_cards(path: Path) -> int | None:
    """Cards of the corpus with at least one in-scope ability, or None without the file."""
    if not path.is_file():
        return None
    found = set()
    for name, face in corpus_faces(path):
        if scoped_rules(face.text, any(t in face.type_line for t in ("Instant", "Sorcery"))):
            found.add(name)
    return len(found)


def hours(seconds: float) -> str:
    if seconds < 3600:
        return f"{seconds / 60:,.1f} min"
    return f"{seconds / 3600:,.1f} h ({seconds / 86400:,.1f} days)"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cards", type=int, default=None,
                        help="only the first N cards of the library by name (default: all)")
    parser.add_argument("--batch-size", type=int, default=DEFAULT_BATCH)
    parser.add_argument("--no-dask", action="store_true")
    args = parser.parse_args()
    ruleset = load_ruleset("cr-2026")
    cards = sorted(card_library().cards.values(), key=lambda c: c.name)[:args.cards]
    started = time.perf_counter()
    plan = make_plan(cards, builtin_catalogue(), ruleset.id, batch_size=args.batch_size)
    planning = time.perf_counter() - started
    pruned = sum(m.pruned for m in plan.pairs)
    print(f"{len(cards)} cards, {len(plan.pairs):,} pairs: {pruned:,} pruned "
          f"({pruned / len(plan.pairs):.1%}), {len(plan.pairs) - pruned:,} tested with "
          f"{len(plan.probes):,} probes in {len(plan.batches)} batches (planned in "
          f"{planning:.1f}s)")
    runs: list[tuple[str, int, Callable[[], tuple[Executor, Callable[[], None]]]]] = [
        ("1 local worker", 1, lambda: local_executor(1)),
        ("2 local workers", 2, lambda: local_executor(2))]
    cluster = None
    if not args.no_dask:
        try:
            distributed = deferred("distributed")()
        except ImportError:
            print("dask extra not installed: no Dask run")
        else:
            cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1,
                                               processes=True, dashboard_address=None)
            client = distributed.Client(cluster)
            runs.append(("Dask LocalCluster, 2 workers", 2,
                         lambda: (client.get_executor(), lambda: None)))
    per_worker: dict[int, float] = {}
    answers = set()
    cards_json = {c.name: card_json(c, ruleset) for c in cards}
    for label, workers, make in runs:
        executor, close = make()
        seconds, results = timed_run(plan, executor, close)
        answer = build_answer(plan, results, cards_json)
        answers.add(json.dumps(answer, sort_keys=True))
        rate = len(plan.probes) / seconds / workers
        per_worker.setdefault(workers, rate)
        print(f"{label}: {seconds:.1f}s, {len(answer['interactions'])} interactions, "
              f"{answer['probes']['errors']} probes with an error, {rate:.1f} probes/s per worker")
    if cluster is not None:
        cluster.close()
    print(f"ratio of 2 local workers' throughput to 1's: "
          f"{per_worker[2] * 2 / per_worker[1]:.2f} (2.00 would be perfect scaling)")
    print("same answer on every run: " + ("yes" if len(answers) == 1 else "NO"))
    scope = in_scope_cards(CORPUS)
    if scope is None:
        print(f"no estimate: the Oracle corpus {CORPUS} is not here")
        return
    pairs = scope * (scope - 1) // 2
    tested = (len(plan.pairs) - pruned) / len(plan.pairs)
    per_pair = len(plan.probes) / max(1, len(plan.pairs) - pruned)
    probes = pairs * tested * per_pair
    rate = per_worker[1]
    cpus = os.cpu_count() or 1
    print(f"ESTIMATE (extrapolated, not measured): {scope:,} in-scope cards of the Oracle "
          f"corpus, {pairs:,} pairs; at this library's pruning ({1 - tested:.1%} pruned) and "
          f"{per_pair:.2f} probes per tested pair, about {probes:,.0f} probes: on this "
          f"machine ({cpus} workers at {rate:.1f} probes/s each) {hours(probes / rate / cpus)}, "
          f"on 64 such workers {hours(probes / rate / 64)}")


if __name__ == "__main__":
    main()
