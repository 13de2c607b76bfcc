"""Running a plan: batches on an executor, each kept in the state folder as it finishes.

Batches already in the state folder (``--resume``) are read, not run again; the others are
submitted at once and kept as they come back, in whatever order. The results are put back
in plan order, so the answer does not depend on the executor, the number of workers or
the order batches finished in. Ctrl-C (``KeyboardInterrupt``) cancels the batches not yet
started and leaves the finished ones kept (taken between two waits, never inside the
executor's code: ``mtglogic.atlas.interrupts``); a limit of the whole command (its --timeout)
stops the same way, with ``BudgetExceeded`` carrying the results found so far; a worker
lost on the way (``WorkerLost``) too, the finished batches kept.
"""
from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import FIRST_COMPLETED, Executor, Future, wait
from dataclasses import dataclass
from typing import Any

from mtglogic.atlas.interrupts import HeldSignals
from mtglogic.atlas.plan import Plan
from mtglogic.atlas.state import StateFolder
from mtglogic.atlas.worker import run_batch
from mtglogic.budget import Budget
from mtglogic.errors import BudgetExceeded, MtglogicError

POLL = 0.5  # seconds between two looks at the clock while batches run


class WorkerLost(MtglogicError):
    """A batch came back with no result: its worker process died or the cluster lost it
    (a probe never raises out of its batch, ``mtglogic.atlas.worker.run_probe``)."""


@dataclass
class Progress:
    """Batches done of all, and how many were read from the state folder."""

    total: int
    done: int = 0
    resumed: int = 0


Report = Callable[[Progress], None]


def run_plan(plan: Plan, executor: Executor, state: StateFolder, budget: Budget,
             limits: dict[str, Any], folders: tuple[str, ...] = (),
             report: Report | None = None) -> list[dict[str, Any]]:
    """Every probe's result, in plan order."""
    batches = plan.batches
    settings = {"limits": limits, "folders": list(folders)}
    results: dict[int, list[dict[str, Any]]] = {}
    progress = Progress(len(batches))
    for number, batch in enumerate(batches):
        kept = state.finished(number)
        if kept is not None and [r.get("id") for r in kept] == [p["id"] for p in batch]:
            results[number] = kept  # a kept batch of other probes runs again
    progress.done = progress.resumed = len(results)
    if report:
        report(progress)
    pending: dict[Future[list[dict[str, Any]]], int] = {}
    try:
        with HeldSignals() as signals:
            for number, batch in enumerate(batches):
                if number not in results:
                    pending[executor.submit(run_batch, batch, settings)] = number
            while pending:
                signals.raise_noted()
                budget.check_time("atlas batches")
                finished, _ = wait(list(pending), timeout=POLL, return_when=FIRST_COMPLETED)
                for future in finished:
                    number = pending.pop(future)
                    try:
                        results[number] = future.result()
                    except Exception as exc:  # run_batch raises none: the executor failed
                        raise WorkerLost(f"a worker stopped before it finished batch "
                                         f"{number + 1} of {len(batches)} "
                                         f"({type(exc).__name__}: {exc})") from None
                    state.keep(number, results[number])
                    progress.done += 1
                    if report:
                        report(progress)
    except BudgetExceeded as exc:
        _cancel(pending)
        exc.keep(in_order(results, len(batches)))
        raise
    except BaseException:
        _cancel(pending)
        raise
    return in_order(results, len(batches))


def _cancel(pending: dict[Future[Any], int]) -> None:
    for future in pending:
        future.cancel()


def in_order(results: dict[int, list[dict[str, Any]]], total: int) -> list[dict[str, Any]]:
    """The results of the finished batches, in plan order."""
    return [r for number in range(total) if number in results for r in results[number]]
