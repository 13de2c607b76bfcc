"""How a run ends (issue 13): click's usage errors, Ctrl-C, a closed output pipe, output
files that cannot be written, folders with no ruling: one `mtglogic: error:` line and the
documented exit code, never a traceback, ``Aborted!`` or the code of a failed ruling."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from reliability_support import ONE_LINE_ERROR, ROOT, check_cli_result, invoke

from mtglogic.cli import layers as layers_cli
from mtglogic.cli.files import write_atomically
from mtglogic.errors import EXIT_INPUT, EXIT_INTERRUPTED, EXIT_OK, EXIT_PIPE, InputError

PASSING = ROOT / "cr-2026" / "rulings" / "layers" / "blood-moon-urborg.yaml"


def one_error(result, code: int = EXIT_INPUT) -> str:
    check_cli_result(result)
    assert result.exit_code == code, (result.exit_code, result.output)
    assert ONE_LINE_ERROR.match(result.stderr), result.stderr
    return result.stderr


def mtglogic(*args: str, **kwargs) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "mtglogic", *args], stderr=subprocess.PIPE,
                            **kwargs)


# -- click's own errors --------------------------------------------------------------------
@pytest.mark.parametrize("args,fragment", [
    (["layers", "--max-outcomes", "x"], "Invalid value for '--max-outcomes'"),
    (["layers", "--bogus"], "--bogus"),
    (["frobnicate"], "No such command 'frobnicate'"),
    (["subgame", "--max-depth", "x"], "Invalid value for '--max-depth'"),
    (["deps", "--format", "png", "--card", "Humility"], "Invalid value for '--format'"),
])
def test_usage_errors_have_the_one_prefix(args: list[str], fragment: str) -> None:
    stderr = one_error(invoke(*args))
    assert fragment in stderr and "--help" in stderr
    assert "Usage:" not in stderr and "Error:" not in stderr


@pytest.mark.parametrize("command", ["layers", "replace", "subgame"])
def test_a_command_given_no_board_says_what_to_give(command: str) -> None:
    # a board may come from a file or from lines, so no argument is missing to click: the
    # command itself says what it needs, on one line, with the usage exit code
    assert "give a SCENARIO file" in one_error(invoke(command))


def test_an_argument_that_is_not_utf8_is_refused() -> None:
    # On POSIX, bytes that are not UTF-8 reach Python as lone surrogates.
    stderr = one_error(invoke("layers", "--card", "Hum\udcffility"))
    assert "argument 3 is not valid UTF-8 text" in stderr


# -- Ctrl-C ------------------------------------------------------------------------------------
def test_ctrl_c_is_exit_130_with_what_was_being_done(monkeypatch: pytest.MonkeyPatch) -> None:
    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(layers_cli, "compute_layers", interrupted)
    result = invoke("layers", "--card", "Humility")
    assert result.exit_code == EXIT_INTERRUPTED
    assert ONE_LINE_ERROR.match(result.stderr), result.stderr
    assert "interrupted (Ctrl-C) during `mtglogic layers` after" in result.stderr
    assert "Aborted" not in result.output


def test_ctrl_c_in_verify_names_the_ruling(monkeypatch: pytest.MonkeyPatch) -> None:
    from mtglogic.verify import corpus

    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(corpus, "check_ruling", interrupted)
    result = invoke("verify", str(PASSING))
    assert result.exit_code == EXIT_INTERRUPTED
    assert f"while checking ruling {PASSING} (1 of 1)" in result.stderr


def cpu_seconds(pid: int) -> float:
    """The CPU time a process has used (Linux: /proc/PID/stat, utime + stime)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs /proc")
@pytest.mark.parametrize("sent,code,name", [(signal.SIGINT, EXIT_INTERRUPTED, "Ctrl-C"),
                                            (signal.SIGTERM, 128 + 15, "SIGTERM"),
                                            (signal.SIGHUP, 128 + 1, "SIGHUP")])
def test_a_signal_to_a_real_process(tmp_path: Path, sent: int, code: int, name: str) -> None:
    """A subgame that would run until its --timeout, interrupted once it is computing
    (past its imports: it has used two seconds of CPU), whatever the machine's speed.
    SIGTERM and SIGHUP stop it as Ctrl-C does, with the shell's code for the signal."""
    from test_reliability_trials import nested_subgames

    path = tmp_path / "deep.yaml"
    path.write_text(nested_subgames(1000), encoding="utf-8")
    process = mtglogic("subgame", str(path), "--max-depth", "2000", "--timeout", "120",
                       stdout=subprocess.DEVNULL)
    while process.poll() is None and cpu_seconds(process.pid) < 2:
        time.sleep(0.05)
    assert process.poll() is None, "the subgame ended before it could be interrupted"
    process.send_signal(sent)
    _, stderr = process.communicate(timeout=60)
    assert process.returncode == code, stderr
    text = stderr.decode()
    assert ONE_LINE_ERROR.match(text), text
    assert f"interrupted ({name}) during `mtglogic subgame`" in text
    assert "states explored" in text


@pytest.mark.parametrize("sent,code,name", [(signal.SIGINT, EXIT_INTERRUPTED, "Ctrl-C"),
                                            (signal.SIGTERM, 128 + 15, "SIGTERM")])
def test_a_signal_while_starting_is_one_line(sent: int, code: int, name: str) -> None:
    """The handlers the command line sets before its own imports: a signal that comes
    while click and the command are imported ends the process with one line (not a
    KeyboardInterrupt traceback from inside an import). Sent by the process to itself
    right after the handlers are set, so no timing is involved."""
    script = ("import os, time, mtglogic.cli.starting as starting\n"
              "starting.end_at_once_on_signals()\n"
              f"os.kill(os.getpid(), {int(sent)})\n"
              "time.sleep(30)\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, timeout=60,
                          check=False)
    assert done.returncode == code
    assert done.stderr.decode() == f"mtglogic: error: interrupted ({name}) while starting\n"


# -- a closed pipe -----------------------------------------------------------------------------
@pytest.mark.parametrize("args", [["cards"], ["verify"], ["layers", str(PASSING), "--json"]])
def test_a_closed_pipe_ends_quietly(args: list[str]) -> None:
    """As `mtglogic cards | head -1` once head has exited: no traceback, not exit 1."""
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        process = mtglogic(*args, stdout=write_end)
    finally:
        os.close(write_end)
    _, stderr = process.communicate(timeout=60)
    # nothing but what a command warns of before it writes (a corpus card's unread ability)
    assert process.returncode == EXIT_PIPE
    assert all(line.startswith("mtglogic: warning: ")
               for line in stderr.decode().splitlines()), stderr


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
@pytest.mark.parametrize("args", [["cards"], ["rulings", "--json"],
                                  ["layers", str(PASSING), "--json"]])
def test_a_full_disk_is_one_line_and_exit_2(args: list[str]) -> None:
    """Standard output on a full device (/dev/full refuses every write with ENOSPC)."""
    with open("/dev/full", "wb") as full:
        process = mtglogic(*args, stdout=full.fileno())
        _, stderr = process.communicate(timeout=60)
    assert process.returncode == EXIT_INPUT, stderr
    text = stderr.decode()
    assert ONE_LINE_ERROR.match(text) and "standard output" in text, text


def test_a_closed_standard_output_is_said() -> None:
    """Started with file descriptor 1 closed: nothing can be printed, and it says so."""
    process = subprocess.run(
        ["sh", "-c", 'exec "$0" -m mtglogic cards >&-', sys.executable],
        capture_output=False, stderr=subprocess.PIPE, timeout=60, check=False)
    assert process.returncode == EXIT_INPUT
    text = process.stderr.decode()
    assert ONE_LINE_ERROR.match(text) and "standard output is closed" in text, text


# -- output files ------------------------------------------------------------------------------
@pytest.mark.parametrize("name,fragment", [
    ("", "expected a file name, got an empty string"),
    ("   ", "expected a file name, got an empty string"),
    ("file.txt/report.xml", "no folder"),
    ("missing/report.xml", "no folder"),
])
def test_junit_path_that_cannot_be_written(tmp_path: Path, name: str, fragment: str) -> None:
    (tmp_path / "file.txt").write_text("x")
    target = str(tmp_path / name) if name.strip() else name
    stderr = one_error(invoke("verify", str(PASSING), "--junit-xml", target))
    assert "--junit-xml" in stderr and fragment in stderr


def test_junit_path_that_is_a_folder(tmp_path: Path) -> None:
    stderr = one_error(invoke("verify", str(PASSING), "--junit-xml", str(tmp_path)))
    assert "--junit-xml" in stderr


@pytest.mark.skipif(hasattr(os, "geteuid") and os.geteuid() == 0,
                    reason="root writes into read-only folders")
def test_junit_path_in_a_read_only_folder(tmp_path: Path) -> None:
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o555)
    try:
        stderr = one_error(invoke("verify", str(PASSING), "--junit-xml", str(folder / "r.xml")))
    finally:
        folder.chmod(0o755)
    assert "not writable" in stderr


def test_report_is_renamed_into_place(tmp_path: Path) -> None:
    report = tmp_path / "report.xml"
    report.write_text("old")
    result = invoke("verify", str(PASSING), "--junit-xml", str(report))
    assert result.exit_code == EXIT_OK
    assert report.read_bytes().startswith(b"<?xml")
    assert [p.name for p in tmp_path.iterdir()] == ["report.xml"]  # no temporary file left
    assert report.stat().st_mode & 0o777 != 0o600  # an ordinary file, not mkstemp's


def test_a_failed_write_leaves_no_temporary_file(tmp_path: Path) -> None:
    target = tmp_path / "report.xml"
    target.mkdir()  # os.replace cannot put a file over a folder
    with pytest.raises(InputError, match="cannot write"):
        write_atomically(target, b"data", "--junit-xml")
    assert [p.name for p in tmp_path.iterdir()] == ["report.xml"]


# -- verify finds nothing ------------------------------------------------------------------
def test_verify_on_a_folder_with_no_rulings(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text("not a ruling")
    stderr = one_error(invoke("verify", str(tmp_path)))
    assert "no ruling files (*.yaml, *.yml) in this folder" in stderr
