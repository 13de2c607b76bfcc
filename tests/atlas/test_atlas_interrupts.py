"""Ctrl-C while batches run is taken between two waits, never inside the executor's own
code, and a local worker ends on the SIGTERM that ends it early.

Raised inside ``concurrent.futures.wait`` (which takes its futures' locks one by one), a
``KeyboardInterrupt`` left locks held: the executor's thread then waited for them forever
and the command hung (seen once in some 60 runs of the SIGINT-and-resume test). A forked
worker that kept the command's raising SIGTERM handler had the pool catch it as a
batch's error and lived on after the command.
"""
from __future__ import annotations

import multiprocessing
import os
import signal
import time
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures import wait as real_wait
from pathlib import Path
from typing import Any

import pytest

from mtglogic.atlas import run
from mtglogic.atlas.catalogue import builtin_catalogue
from mtglogic.atlas.interrupts import HeldSignals
from mtglogic.atlas.plan import make_plan
from mtglogic.atlas.state import StateFolder
from mtglogic.atlas.worker import worker_signals
from mtglogic.budget import Budget
from mtglogic.loading.cards import builtin_library


class Raised(KeyboardInterrupt):
    """What the test's own SIGTERM handler raises (as the command's ``Stopped`` does)."""


def _raise(signum: int, frame: object) -> None:
    raise Raised(signum)


@pytest.fixture
def sigterm_raises() -> Iterator[None]:
    before = signal.getsignal(signal.SIGTERM)
    signal.signal(signal.SIGTERM, _raise)
    yield
    signal.signal(signal.SIGTERM, before)


def test_a_signal_is_noted_and_raised_at_the_safe_point() -> None:
    before = signal.getsignal(signal.SIGINT)
    reached = False
    with pytest.raises(KeyboardInterrupt), HeldSignals() as held:
        os.kill(os.getpid(), signal.SIGINT)
        for _ in range(1000):  # Python runs its handlers between bytecodes: many here
            pass
        reached = True
        held.raise_noted()
    assert reached
    assert signal.getsignal(signal.SIGINT) is before


def test_a_signal_noted_in_the_block_is_raised_on_leaving_it(sigterm_raises: None) -> None:
    with pytest.raises(Raised), HeldSignals():
        os.kill(os.getpid(), signal.SIGTERM)
        time.sleep(0.01)
    assert signal.getsignal(signal.SIGTERM) is _raise


def test_an_ignored_signal_stays_ignored() -> None:
    before = signal.getsignal(signal.SIGHUP)
    signal.signal(signal.SIGHUP, signal.SIG_IGN)
    try:
        with HeldSignals():
            assert signal.getsignal(signal.SIGHUP) is signal.SIG_IGN
    finally:
        signal.signal(signal.SIGHUP, before)


def test_ctrl_c_during_a_wait_is_raised_after_the_wait_let_go_of_its_futures(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    library = builtin_library()
    cards = [library.get(name) for name in ("Humility", "Opalescence", "Glorious Anthem")]
    plan = make_plan(cards, builtin_catalogue(), "cr-2026", batch_size=1)
    assert len(plan.batches) >= 2
    returned: list[int] = []

    def wait_hit_by_ctrl_c(futures: Any, **options: Any) -> Any:
        os.kill(os.getpid(), signal.SIGINT)  # lands while concurrent.futures runs
        done = real_wait(futures, **options)
        returned.append(len(futures))
        return done

    monkeypatch.setattr(run, "wait", wait_hit_by_ctrl_c)
    state = StateFolder(tmp_path / "state", plan.key)
    state.start(resume=False)
    with ThreadPoolExecutor(max_workers=1) as executor, pytest.raises(KeyboardInterrupt):
        run.run_plan(plan, executor, state, Budget(timeout=120), {"timeout": 30.0})
    state.close()
    assert returned == [len(plan.batches)]  # the first wait ended whole, then Ctrl-C


def _sleep_then_say(seconds: float) -> str:
    time.sleep(seconds)
    return "finished"


@pytest.mark.skipif(os.name != "posix", reason="fork and SIGTERM are POSIX's")
def test_a_worker_ends_on_sigterm_though_the_command_catches_it(sigterm_raises: None) -> None:
    pool = ProcessPoolExecutor(max_workers=1, initializer=worker_signals,
                               mp_context=multiprocessing.get_context("fork"))
    try:
        pool.submit(_sleep_then_say, 0).result(timeout=60)  # the worker is up
        future = pool.submit(_sleep_then_say, 30)
        time.sleep(0.2)
        (worker,) = pool._processes.values()
        worker.terminate()
        worker.join(20)
        assert worker.exitcode == -signal.SIGTERM  # not alive, reading the next batch
        assert not future.done() or future.exception() is not None
    finally:
        pool.shutdown(wait=True, cancel_futures=True)
