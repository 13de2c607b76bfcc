"""Shared by the hostile tests of issue 37: commands run in a fresh process with a cache
folder of the test's own, and snapshots of folders, to show that nothing outside the tool's
own files was changed."""
from __future__ import annotations

import hashlib
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
RULING = """kind: layers
name: {name}
rules: ["613.1"]
scenario:
  players: [you]
  objects:
    - {{id: bear, card: {card}, controller: you, timestamp: 1}}
expect:
  objects:
    bear: {{power: 2, toughness: 2}}
"""


def ruling(name: str, card: str = "Grizzly Bears") -> str:
    """A layers ruling of one 2/2 creature card, alone on the battlefield (613.1: no effect
    applies, it is as printed)."""
    return RULING.format(name=name, card=card)


def run(args: list[str], cache: Path | str, cwd: Path | None = None, timeout: float = 300,
        **env: str) -> subprocess.CompletedProcess[str]:
    """``mtglogic ARGS`` in a new process, with ``cache`` as its cache folder. The
    subprocess's own timeout only catches a hang: no test expects it to be reached."""
    environment = {**os.environ, "MTGLOGIC_CACHE": str(cache), "PYTHONPATH": str(ROOT), **env}
    return subprocess.run([sys.executable, "-m", "mtglogic", *args], capture_output=True,
                          text=True, cwd=cwd, env=environment, timeout=timeout, check=False)


def snapshot(folder: Path) -> dict[str, str]:
    """Every entry under ``folder`` (links not followed): a folder, a link's target, a
    FIFO, or a file's SHA-256 with its modification time."""
    found: dict[str, str] = {}
    for where, folders, files in os.walk(folder):
        for name in folders + files:
            path = Path(where, name)
            key = str(path.relative_to(folder))
            if path.is_symlink():
                found[key] = "link to " + os.readlink(path)
            elif path.is_dir():
                found[key] = "folder"
            elif path.is_fifo():
                found[key] = "fifo"
            else:
                info = path.stat()
                found[key] = f"{hashlib.sha256(path.read_bytes()).hexdigest()} {info.st_mtime_ns}"
    return found


def one_error_line(stderr: str) -> str:
    """The single ``mtglogic: error:`` line a refusal prints (and nothing else)."""
    lines = stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("mtglogic: error: "), stderr
    assert "Traceback" not in stderr
    return lines[0]


def no_traceback(done: subprocess.CompletedProcess[str]) -> None:
    assert "Traceback" not in done.stderr and "Traceback" not in done.stdout, done.stderr
