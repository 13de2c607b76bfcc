"""Limits on every enumeration and re-evaluation loop, raisable by the user.

A ``Budget`` is a set of limits; ``start()`` gives a running copy, with its own clock and
counts, which is what the engines spend. Each call of the Python API starts its own from
the Budget it is given (one Budget serves any number of calls), unless given one already
running; each CLI command starts one and spends it across every phase of the command
(loading, computing, printing). When a count or the time limit is passed, it raises
``BudgetExceeded`` saying what was explored, which the CLI maps to exit code 3.
"""
from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace

from mtglogic.errors import BudgetExceeded, InputError
from mtglogic.memory_use import MIB, address_space

MEMORY_CHECK_EVERY = 256  # states between two readings of the address space


@dataclass
class Budget:
    """User-raisable limits. Counters are per Budget instance."""

    max_outcomes: int = 10_000  # distinct outcomes / orders listed
    max_states: int = 1_000_000  # search states, tie-break permutations, loop iterations
    timeout: float = 60.0  # seconds of wall time for one command
    max_depth: int = 100  # subgame nesting
    started: float = field(default_factory=time.monotonic)
    states: int = 0
    doing: str = ""  # what the last tick counted (said when the command is interrupted)
    # Address space (bytes) at which a search stops with the max-memory limit, a little
    # under the hard ceiling the CLI sets (--max-memory MiB); None: not watched.
    memory_stop: int | None = None
    max_memory: int | None = None  # the --max-memory MiB, as the limit message says it
    memory_due: int = MEMORY_CHECK_EVERY
    # Called after every tick (a progress display on a terminal); None: nothing to call.
    on_tick: Callable[[Budget], None] | None = field(default=None, repr=False,
                                                       compare=False)
    running: bool = False  # started: its clock and counts are those of one call or command
    # Work done of a known total and what it is (``(3, 12, "search layers")``), when the
    # engine knows its total; None: only the states and the time are known.
    work: tuple[int, int, str] | None = None

    def __post_init__(self) -> None:
        """Limits are whole numbers of at least 1 and the timeout a finite number of
        seconds, at least 0 (0: no time at all): NaN or infinity would never be reached."""
        for name in ("max_outcomes", "max_states", "max_depth"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int) or value < 1:
                raise InputError(f"expected a whole number of at least 1, not {value!r:.40}",
                                 "<budget>", None, name)
        timeout = self.timeout
        if isinstance(timeout, bool) or not isinstance(timeout, (int, float)) or \
                not math.isfinite(timeout) or timeout < 0:
            raise InputError(f"expected a finite number of seconds, at least 0, not "
                             f"{timeout!r:.40}", "<budget>", None, "timeout")

    def start(self) -> Budget:
        """A running copy of these limits: its clock starts now, its counts at 0."""
        return replace(self, started=time.monotonic(), states=0, doing="",
                       memory_due=MEMORY_CHECK_EVERY, running=True, work=None)

    def for_call(self) -> Budget:
        """The budget one call spends: this one when it is running (a command's, or one
        the caller started to share between calls), else a new start of its limits."""
        return self if self.running else self.start()

    def tick(self, what: str, count: int = 1) -> None:
        """Count ``count`` explored states of ``what``; raise when a limit is passed."""
        self.states += count
        self.doing = what
        if self.states > self.max_states:
            raise BudgetExceeded("max-states", self.max_states,
                                 f"explored {self.states - count} states of {what} before stopping",
                                 "--max-states")
        # Every call checks the clock (cheap): a tick may count many states at once or
        # stand for an expensive step, so checking every 1024th state could skip the check
        # for minutes.
        self.check_time(what)
        if self.memory_stop is not None and self.states >= self.memory_due:
            self.memory_due = self.states + MEMORY_CHECK_EVERY
            self.check_memory(what)
        if self.on_tick is not None:
            self.on_tick(self)

    def progress(self, done: int, total: int, what: str) -> None:
        """Say how much of a known total is done (a progress display shows it)."""
        self.work = (done, total, what)
        if self.on_tick is not None:
            self.on_tick(self)

    def check_time(self, what: str) -> None:
        elapsed = time.monotonic() - self.started
        if elapsed > self.timeout:
            raise BudgetExceeded("timeout", f"{self.timeout}s",
                                 f"stopped after {elapsed:.1f}s and {self.states} states of {what}",
                                 "--timeout")

    def check_memory(self, what: str) -> None:
        """Stop, as a limit, when the address space has reached ``memory_stop``: the
        search ends with a partial answer before an allocation fails."""
        used = address_space()
        if self.memory_stop is None or used is None or used < self.memory_stop:
            return
        raise BudgetExceeded("max-memory", f"{self.max_memory} MiB",
                             f"stopped near the memory ceiling ({used // MIB} MiB of address "
                             f"space) after {self.states} states of {what}",
                             "--max-memory")

    def spent(self) -> bool:
        """Whether the states or the time of the whole command are used up."""
        return self.states > self.max_states or \
            time.monotonic() - self.started > self.timeout

    def check_outcomes(self, count: int, what: str) -> None:
        if count > self.max_outcomes:
            raise BudgetExceeded("max-outcomes", self.max_outcomes,
                                 f"found more than {self.max_outcomes} {what}", "--max-outcomes")
