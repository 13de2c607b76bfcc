"""Benchmark: how long a command takes as a whole process, against the bare import of the
libraries it stands on, measured in the same run.

Each command is run as a fresh process, in turn with the baseline (``python -c "import
click, networkx, yaml"``), so that a drift in the machine's speed touches both alike; the
figure quoted is the median of the per-pair ratios (command / baseline), with the medians
of both wall times. The goals (issue 22): ``layers --card Humility --card Opalescence`` at
most 1.3x the baseline, ``--version`` at most 1.1x.

Both run as an installed package runs: with compiled bytecode (pip compiles a package as it
installs it). A machine that forbids writing bytecode (PYTHONDONTWRITEBYTECODE) would
otherwise time the compiler at every start, so the runs here keep their bytecode in a
folder of their own (PYTHONPYCACHEPREFIX), written by the warm-up runs.

Then, for each command, what it imports: the number of mtglogic modules, and which of the
heavy libraries (networkx, lark, constraint, yaml, jsonschema) it loads.

Run: python benchmarks/startup.py [--runs N]
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
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
}
GOALS = {"--version": 1.1, "layers Humility+Opalescence": 1.3}
HEAVY = ("networkx", "lark", "constraint", "yaml", "jsonschema")
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
ENVIRONMENT = {**{k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"},
               "PYTHONPYCACHEPREFIX": CACHE}


def wall(command: list[str]) -> float:
    """Seconds one run of COMMAND takes, its output thrown away."""
    start = time.perf_counter()
    subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False,
                   env=ENVIRONMENT)
    return time.perf_counter() - start


def paired(command: list[str], runs: int) -> tuple[float, float, float]:
    """(median ratio, median command seconds, median baseline seconds), alternating."""
    wall(command), wall(BASELINE)  # warm the file cache for both
    times, bases = [], []
    for _ in range(runs):
        times.append(wall(command))
        bases.append(wall(BASELINE))
    ratios = [t / b for t, b in zip(times, bases)]
    return statistics.median(ratios), statistics.median(times), statistics.median(bases)


def imported(arguments: list[str]) -> set[str]:
    """The modules loaded when ``mtglogic ARGUMENTS`` exits."""
    with tempfile.TemporaryDirectory() as folder:
        log = Path(folder) / "modules.txt"
        subprocess.run([sys.executable, "-c", RECORD, str(log), *arguments],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
        return set(log.read_text(encoding="utf-8").split()) if log.exists() else set()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9, help="pairs per command (default 9)")
    runs = parser.parse_args().runs
    mtglogic = [sys.executable, "-m", "mtglogic"]
    print(f"baseline: {' '.join(BASELINE[1:])!s}; {runs} alternating pairs per command")
    print(f"{'command':32} {'ratio':>6} {'wall ms':>8} {'base ms':>8}  goal")
    for name, arguments in COMMANDS.items():
        ratio, seconds, base = paired([*mtglogic, *arguments], runs)
        goal = GOALS.get(name)
        verdict = "" if goal is None else f"<= {goal}x " + ("met" if ratio <= goal else "NOT met")
        print(f"{name:32} {ratio:6.2f} {seconds * 1000:8.0f} {base * 1000:8.0f}  {verdict}")
    print()
    print(f"{'command':32} {'mtglogic modules':>16}  heavy libraries loaded")
    for name, arguments in COMMANDS.items():
        modules = imported(arguments)
        own = sum(1 for m in modules if m == "mtglogic" or m.startswith("mtglogic."))
        libraries = [h for h in HEAVY if h in modules]
        print(f"{name:32} {own:16}  {', '.join(libraries) or '-'}")


if __name__ == "__main__":
    main()
