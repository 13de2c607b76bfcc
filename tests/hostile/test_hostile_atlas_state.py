"""The atlas's state folder is the atlas's alone (issue 37, item 1).

It once deleted ``--state DIR`` recursively when DIR held a ``plan.json`` (with ``--state
.``, the working folder), read garbage batches with a traceback under ``--resume``, let an
edited batch add interactions, wrote through a link planted at a batch's fixed temporary
name, and let identical runs race on the default folder. Each reproducer runs here with the
documented exit code and no traceback; where it is refused, the folder is snapshotted
before and after: nothing in it changed.
"""
from __future__ import annotations

import fcntl
import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from click.testing import CliRunner, Result
from hostile_support import ROOT, one_error_line, snapshot

from mtglogic.atlas import executors
from mtglogic.atlas.executors import machine_cores, pool_size
from mtglogic.atlas.state import LOCK, MARKER
from mtglogic.cli import main

# Humility and Opalescence interact (613.8, a dependency and a timestamp order): one
# layers probe, so a run is short and its answer has an interaction to forge.
CARDS = ["--card", "Humility", "--card", "Opalescence", "--workers", "1"]


def atlas(*args: str) -> Result:
    result = CliRunner().invoke(main, ["atlas", *CARDS, *args])
    assert "Traceback" not in result.output and "Traceback" not in result.stderr
    return result


def refused(state: Path, *args: str) -> str:
    """Run on ``state`` (made by the caller); it must be refused and left as it was."""
    before = snapshot(state)
    result = atlas("--state", str(state), *args)
    assert result.exit_code == 2, result.output
    assert snapshot(state) == before
    return one_error_line(result.stderr)


def test_a_folder_with_a_plan_json_is_not_deleted(tmp_path: Path) -> None:
    victim = tmp_path / "victim"
    (victim / "sub").mkdir(parents=True)
    (victim / "plan.json").write_text('{"key": "x"}', encoding="utf-8")
    (victim / "keep.txt").write_text("precious", encoding="utf-8")
    (victim / "sub" / "more.txt").write_text("precious too", encoding="utf-8")
    assert "not an atlas state folder" in refused(victim)
    assert "not an atlas state folder" in refused(victim, "--resume")


def test_the_working_folder_is_not_emptied(tmp_path: Path,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "plan.json").write_text("{}", encoding="utf-8")
    (tmp_path / "notes.md").write_text("mine", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    before = snapshot(tmp_path)
    result = atlas("--state", ".")
    assert result.exit_code == 2
    one_error_line(result.stderr)
    assert snapshot(tmp_path) == before


def test_a_marker_it_cannot_read_is_refused(tmp_path: Path) -> None:
    state = tmp_path / "state"
    state.mkdir()
    (state / MARKER).write_bytes(os.urandom(64))
    (state / "batch-000000.json").write_text("someone's", encoding="utf-8")
    assert "marker" in refused(state)
    assert "marker" in refused(state, "--resume")


def test_a_folder_held_by_another_run_is_refused(tmp_path: Path) -> None:
    state = tmp_path / "state"
    assert atlas("--state", str(state)).exit_code == 0
    with open(state / LOCK, "r+b") as held:
        fcntl.flock(held, fcntl.LOCK_EX | fcntl.LOCK_NB)  # as a running atlas holds it
        assert "in use by another atlas run" in refused(state)


def test_an_empty_folder_is_taken_and_only_its_own_files_are_deleted(tmp_path: Path) -> None:
    state = tmp_path / "state"
    state.mkdir()
    first = atlas("--state", str(state), "--json")
    assert first.exit_code == 0, first.output
    assert {p.name for p in state.iterdir()} == {MARKER, LOCK, "batch-000000.json"}
    # Files of someone else's in a folder the atlas marked: a fresh run leaves them.
    (state / "notes.txt").write_text("mine", encoding="utf-8")
    (state / "batch-notes.json").write_text("mine too", encoding="utf-8")
    again = atlas("--state", str(state), "--json")
    assert again.exit_code == 0 and again.stdout == first.stdout
    assert (state / "notes.txt").read_text(encoding="utf-8") == "mine"
    assert (state / "batch-notes.json").read_text(encoding="utf-8") == "mine too"


def forged(batch: bytes) -> bytes:
    """The batch with its interaction's evidence removed and one made up in its place,
    header kept as it was (an edit, not a new entry)."""
    header, _, payload = batch.partition(b"\n")
    results = json.loads(payload)
    for result in results:
        result["how"] = [] if result.get("how") else ["timestamp"]
    return header + b"\n" + json.dumps(results, sort_keys=True).encode()


@pytest.mark.parametrize("damage", [
    lambda batch: os.urandom(len(batch)),  # random bytes
    lambda batch: b"[[[[" * 1000,  # JSON cut short, deep
    lambda batch: b'{"not": "a batch"}',
    lambda batch: batch[: len(batch) // 2],  # cut short
    forged,  # an edited payload under the header it had
])
def test_damaged_state_under_resume_is_run_again(tmp_path: Path, damage) -> None:  # type: ignore[no-untyped-def]
    state = tmp_path / "state"
    whole = atlas("--state", str(state), "--json")
    assert whole.exit_code == 0, whole.output
    assert json.loads(whole.stdout)["interactions"]
    batch = state / "batch-000000.json"
    batch.write_bytes(damage(batch.read_bytes()))
    resumed = atlas("--state", str(state), "--json", "--resume")
    assert resumed.exit_code == 0, resumed.output
    assert resumed.stdout == whole.stdout


def test_links_planted_in_the_state_folder_are_never_followed(tmp_path: Path) -> None:
    state, outside = tmp_path / "state", tmp_path / "outside"
    outside.mkdir()
    (outside / "target.txt").write_text("outside the state folder", encoding="utf-8")
    whole = atlas("--state", str(state), "--json")
    batch = state / "batch-000000.json"
    batch.unlink()
    batch.symlink_to(outside / "target.txt")
    # the temporary names the atlas once used, and those it uses now for this process
    for name in ("batch-000000.json.tmp", f".batch-000000.json.{os.getpid()}.x.tmp"):
        (state / name).symlink_to(outside / "target.txt")
    before = snapshot(outside)
    for extra in (["--resume"], []):
        again = atlas("--state", str(state), "--json", *extra)
        assert again.exit_code == 0 and again.stdout == whole.stdout
    assert snapshot(outside) == before
    assert not batch.is_symlink()  # the link itself was replaced by the batch


def test_eight_identical_runs_at_once_all_answer(tmp_path: Path) -> None:
    """They share the default state folder of their plan: one holds it, the others each
    take a folder of their own beside it, which they remove when they end."""
    env = {**os.environ, "MTGLOGIC_CACHE": str(tmp_path / "cache"), "PYTHONPATH": str(ROOT)}
    command = [sys.executable, "-m", "mtglogic", "atlas", *CARDS, "--json"]
    runs = [subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             text=True, env=env) for _ in range(8)]
    outputs = [run.communicate(timeout=600) for run in runs]
    assert [run.returncode for run in runs] == [0] * 8, [err for _, err in outputs]
    assert len({out for out, _ in outputs}) == 1
    assert all("Traceback" not in err for _, err in outputs)
    folders = list((tmp_path / "cache" / "atlas-state").iterdir())
    assert len(folders) == 1  # the default one; the runs' own were removed


def test_workers_are_capped_by_the_batches_and_the_cores(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    assert pool_size(10_000, 3) == min(3, machine_cores())
    assert pool_size(10_000, 10_000) == machine_cores()
    assert pool_size(None, 0) == 1
    started: list[int] = []
    real = executors.ProcessPoolExecutor

    def recorded(max_workers: int, **options):  # type: ignore[no-untyped-def]
        started.append(max_workers)
        return real(max_workers=max_workers, **options)

    monkeypatch.setattr(executors, "ProcessPoolExecutor", recorded)
    result = CliRunner().invoke(main, ["atlas", "--card", "Humility", "--card", "Opalescence",
                                       "--workers", "10000", "--state", str(tmp_path / "s")])
    assert result.exit_code == 0, result.output
    assert started == [1]  # one batch: one process, not ten thousand


def test_a_run_stopped_early_ends_its_workers_at_once() -> None:
    """At --timeout (or Ctrl-C) the pool's processes are ended, not waited for: a batch
    of 200 probes of up to 10 s each once kept `atlas --timeout 4` running 30 s."""
    pool, close = executors.local_executor(1)
    busy = pool.submit(time.sleep, 3600)
    while not busy.running():
        time.sleep(0.05)
    closing = threading.Thread(target=close, args=(True,))
    closing.start()
    closing.join(120)
    assert not closing.is_alive()


def test_a_run_writing_its_marker_makes_the_folder_busy_not_foreign(tmp_path: Path) -> None:
    """The race eight runs at once met: one run holds the new default folder and is writing
    its marker (a temporary file beside it, then renamed); another, looking in then, saw a
    file that is not the marker and refused the folder as another program's, instead of
    finding it held and taking a folder of its own."""
    from mtglogic.atlas.state import StateBusy, StateFolder
    from mtglogic.loading.cache_folder import temporary_prefix

    folder = tmp_path / "state"
    holder = StateFolder(folder, "plan")
    holder._claim()  # the lock held, the marker not yet renamed into place
    # the temporary file write_entry makes for the marker, by the same naming
    (folder / f"{temporary_prefix(folder / MARKER)}k3y_9x.tmp").write_bytes(b"half")
    try:
        with pytest.raises(StateBusy):
            StateFolder(folder, "plan").start(resume=False)
    finally:
        holder.close()
    assert (folder / LOCK).exists()
