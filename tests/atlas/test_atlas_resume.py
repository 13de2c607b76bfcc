"""An interrupted atlas run (SIGINT after its first batches) keeps what it finished, exits
130, and resumed with --resume gives the same output as a run never interrupted."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from atlas_support import card_args

# Cards whose statics meet in many pairs (each pair one layers probe), so that the run
# lasts long enough, one probe per batch, to be interrupted after its first batches.
CARDS = ["Humility", "Opalescence", "Blood Moon", "Urborg, Tomb of Yawgmoth",
         "Glorious Anthem", "Magus of the Moon", "Yixlid Jailer", "Painter's Servant",
         "Conspiracy", "Mycosynth Lattice", "Darksteel Mutation", "Akroma's Memorial"]


def command(state: Path, *extra: str) -> list[str]:
    return [sys.executable, "-m", "mtglogic", "atlas", *card_args(CARDS), "--workers", "1",
            "--batch-size", "1", "--state", str(state), "--json", *extra]


def test_sigint_then_resume_gives_the_uninterrupted_output(tmp_path: Path) -> None:
    whole = subprocess.run(command(tmp_path / "whole"), capture_output=True, text=True,
                           timeout=600, check=False)
    assert whole.returncode == 0, whole.stderr
    state = tmp_path / "stopped"
    started = subprocess.Popen(command(state), stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 300
    while not list(state.glob("batch-*.json")) and time.monotonic() < deadline \
            and started.poll() is None:
        time.sleep(0.02)
    started.send_signal(signal.SIGINT)
    out, err = started.communicate(timeout=300)
    assert started.returncode == 130, err
    assert "--resume" in err and out == ""
    kept = len(list(state.glob("batch-*.json")))
    total = len(list((tmp_path / "whole").glob("batch-*.json")))
    assert 1 <= kept < total  # stopped after the first batches, before the end
    resumed = subprocess.run(command(state, "--resume"), capture_output=True, text=True,
                             timeout=600, check=False, env=dict(os.environ))
    assert resumed.returncode == 0, resumed.stderr
    assert resumed.stdout == whole.stdout
