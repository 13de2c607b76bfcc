"""Benchmark: how long a command takes as a whole process, against the bare import of the
libraries it stands on, measured in the same run.

Each command is run as a fresh process, in turn with the baseline (``python -c "import
click, networkx, yaml"``), so that a drift in the machine's speed touches both alike; the
figure quoted is the median of the per-pair ratios (command / baseline), with the medians
of both wall times. The goals (issue 22): ``layers --card Humility --card Opalescence`` at
most 1.3x the baseline, ``--version`` at most 1.1x; (issue 36) ``rulings``, which reads all
the built-in rulings, at most 1.5x, corpus cards by name, ``layers --card "Lord of Atlantis"
--card "Anthem of Champions"``, at most 1.3x with the cache folder filled by an earlier run
and 1.6x with an empty one (each run its own new folder), ``cards show Humility`` 1.3x,
``cards search 'o:"+1/+1 counter"'`` 2x. ``verify`` (every ruling read and checked) has no
goal: it is timed to see what reading YAML costs it. Every command but the empty-cache ones
runs with one cache folder of this run, warmed first; ``rulings`` is timed with an empty one
too (every ruling file read and checked, as on a first run), without a goal.

Each ratio is given twice: of the wall times, and of the processor times (user and system,
of the process and its children), which a machine shared with other work disturbs less: a
loaded machine stretches the wall times of the two runs of a pair unequally. The goals are
judged on the wall ratio.

Both run as an installed package runs: with compiled bytecode (pip compiles a package as it
installs it). A machine that forbids writing bytecode (PYTHONDONTWRITEBYTECODE) would
otherwise time the compiler at every start, so the runs here keep their bytecode in a
folder of their own (PYTHONPYCACHEPREFIX), written by the warm-up runs.

Then, for each command, what it imports: the number of mtglogic modules, and which of the
heavy libraries (networkx, lark, constraint, yaml, jsonschema) it loads.

Run: python benchmarks/startup.py [--runs N] [--only NAME ...]
"""
from __future__ import annotations

import argparse
import atexit
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

BASELINE = [sys.executable, "-c", "import click, networkx, yaml"]
COMMANDS = {
    "--version": ["--version"],
    "--help": ["--help"],
    "layers Humility+Opalescence": ["layers", "--card", "Humility", "--card", "Opalescence"],
    "layers Grizzly Bears": ["layers", "--card", "Grizzly Bears"],
    "replace (ruling)": ["replace", "cr-2026/hardened-scales-doubling-season"],
    "subgame (ruling)": ["subgame", "cr-2026/shahrazad-life-loss"],
    "cards show": ["cards", "show", "Humility"],
    "rulings": ["rulings"],
    "  rulings, empty cache": ["rulings"],
    "verify (built-in corpus)": ["verify", "--quiet"],
    "layers Lord+Anthem (corpus)": ["layers", "--card", "Lord of Atlantis", "--card",
                                    "Anthem of Champions"],
    "  same, empty cache": ["layers", "--card", "Lord of Atlantis", "--card",
                            "Anthem of Champions"],
    "cards search o:+1/+1 counter": ["cards", "search", 'o:"+1/+1 counter"'],
}
EMPTY_CACHE = ("  same, empty cache", "  rulings, empty cache")  # each run a new, empty one
GOALS = {"--version": 1.1, "layers Humility+Opalescence": 1.3, "cards show": 1.3,
         "rulings": 1.5, "layers Lord+Anthem (corpus)": 1.3, "  same, empty cache": 1.6,
         "cards search o:+1/+1 counter": 2.0}
HEAVY = ("networkx", "lark", "constraint", "yaml", "jsonschema", "sqlite3", "urllib.request")
RECORD = """
import atexit, runpy, sys
LOG = sys.argv[1]
def record():
    with open(LOG, "w", encoding="utf-8") as out:
        out.write("\\n".join(sorted(sys.modules)))
atexit.register(record)
sys.argv = ["mtglogic", *sys.argv[2:]]
runpy.run_module("mtglogic", run_name="__main__")
"""


CACHE = tempfile.mkdtemp(prefix="mtglogic-bench-pycache-")
atexit.register(shutil.rmtree, CACHE, ignore_errors=True)
ENVIRONMENT = {**{k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"},
               "PYTHONPYCACHEPREFIX": CACHE,
               "MTGLOGIC_CACHE": tempfile.mkdtemp(prefix="mtglogic-bench-cache-")}


def wall(command: list[str], source: str | None = None, empty_cache: bool = False,
         ) -> tuple[float, float]:
    """Seconds one run of COMMAND takes, of the clock and of the processor (user and
    system, its children's too), its output thrown away; ``source``: a source tree whose
    ``mtglogic`` the command imports instead of the installed one; with ``empty_cache``,
    in a new, empty cache folder (made and removed outside the time)."""
    # Run from the source tree too: ``python -m`` puts the working folder first on the path.
    environment = ENVIRONMENT if source is None else {**ENVIRONMENT, "PYTHONPATH": source}
    with tempfile.TemporaryDirectory(prefix="mtglogic-bench-empty-") as empty:
        if empty_cache:
            environment = {**environment, "MTGLOGIC_CACHE": empty}
        used = _children_cpu()
        start = time.perf_counter()
        subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                       check=False, env=environment, cwd=source)
        return time.perf_counter() - start, _children_cpu() - used


def _children_cpu() -> float:
    """Processor seconds of this process's finished children so far."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


@dataclass
class Pairs:
    """The median ratios of a command to the baseline (wall and processor times), the
    median wall seconds of each and, with a tree of the code before, the median ratios of
    that code to the baseline and of the code now to it (wall times)."""

    ratio: float
    cpu_ratio: float
    seconds: float
    base: float
    then: tuple[float, float] | None


def paired(command: list[str], runs: int, before: str | None = None,
           empty_cache: bool = False) -> Pairs:
    """The command and the baseline timed in turn (and the code before, when given)."""
    sources = [None] if before is None else [None, before]
    for source in sources:  # warm the file cache (and write the bytecode) for each
        wall(command, source)
    wall(BASELINE)
    times, bases, olds = [], [], []
    for _ in range(runs):
        times.append(wall(command, empty_cache=empty_cache))
        bases.append(wall(BASELINE))
        if before is not None:
            olds.append(wall(command, before, empty_cache)[0])
    then = (statistics.median(o / b[0] for o, b in zip(olds, bases)),
            statistics.median(t[0] / o for t, o in zip(times, olds))) if olds else None
    return Pairs(statistics.median(t[0] / b[0] for t, b in zip(times, bases)),
                 statistics.median(t[1] / b[1] for t, b in zip(times, bases)),
                 statistics.median(t[0] for t in times), statistics.median(b[0] for b in bases),
                 then)


def imported(arguments: list[str]) -> set[str]:
    """The modules loaded when ``mtglogic ARGUMENTS`` exits."""
    with tempfile.TemporaryDirectory() as folder:
        log = Path(folder) / "modules.txt"
        subprocess.run([sys.executable, "-c", RECORD, str(log), *arguments],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False,
                       env=ENVIRONMENT)
        return set(log.read_text(encoding="utf-8").split()) if log.exists() else set()


def shipped_state() -> str:
    """Whether what ships beside the corpus is in force for the code measured: the drafts
    (made by the drafting modules as they are) and the library's index of names (made from
    the card files as they are); a figure with an empty cache depends on both."""
    with tempfile.TemporaryDirectory(prefix="mtglogic-bench-shipped-") as empty:
        done = subprocess.run([sys.executable, "-c", SHIPPED], capture_output=True, text=True,
                              env={**ENVIRONMENT, "MTGLOGIC_CACHE": empty}, check=False)
    return f"shipped drafts and card index: {done.stdout.strip() or done.stderr.strip()}"


SHIPPED = """
from mtglogic.loading.card_index import FolderIndex
from mtglogic.loading.kept_drafts import shipped_file
from mtglogic.loading.paths import data_root, shipped_card_index
from mtglogic.loading.shipped_drafts import ShippedDrafts
index = FolderIndex(data_root() / "cards", shipped_card_index())
paths = index._paths()
drafts = ShippedDrafts(shipped_file()).signature() is not None
names = index._shipped_names(paths, {p.name for p in paths}) is not None
print(("in force" if drafts else "NOT in force (run scripts/build_corpus.py)") + ", " +
      ("in force" if names else "NOT in force"))
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9, help="pairs per command (default 9)")
    parser.add_argument("--only", nargs="+", choices=sorted(COMMANDS), metavar="NAME",
                        help="time only these commands (names as listed)")
    parser.add_argument("--before", metavar="DIR",
                        help="a source tree of the code before a change (git worktree add DIR "
                             "main): each command is also run from it, in turn with the others, "
                             "('before': its ratio to the baseline; 'now/before': the median "
                             "ratio of the two)")
    options = parser.parse_args()
    runs, before = options.runs, options.before
    commands = {name: COMMANDS[name] for name in options.only or COMMANDS}
    mtglogic = [sys.executable, "-m", "mtglogic"]
    print(f"baseline: {' '.join(BASELINE[1:])!s}; {runs} alternating pairs per command"
          + (f"; before: {before}" if before else ""))
    print(shipped_state())
    print(f"{'command':32} {'ratio':>6} {'cpu':>6} {'wall ms':>8} {'base ms':>8}"
          + (f" {'before':>6} {'now/before':>10}" if before else "") + "  goal")
    for name, arguments in commands.items():
        pairs = paired([*mtglogic, *arguments], runs, before, name in EMPTY_CACHE)
        goal = GOALS.get(name)
        verdict = "" if goal is None else \
            f"<= {goal}x " + ("met" if pairs.ratio <= goal else "NOT met")
        then = pairs.then
        compared = "" if then is None else f" {then[0]:6.2f} {then[1]:10.2f}"
        print(f"{name:32} {pairs.ratio:6.2f} {pairs.cpu_ratio:6.2f} {pairs.seconds * 1000:8.0f} "
              f"{pairs.base * 1000:8.0f}{compared}  {verdict}")
    print()
    print(f"{'command':32} {'mtglogic modules':>16}  heavy libraries loaded")
    for name, arguments in commands.items():
        modules = imported(arguments)
        own = sum(1 for m in modules if m == "mtglogic" or m.startswith("mtglogic."))
        libraries = [h for h in HEAVY if h in modules]
        print(f"{name:32} {own:16}  {', '.join(libraries) or '-'}")


if __name__ == "__main__":
    main()
