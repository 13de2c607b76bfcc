"""Schedulers that are not Dask schedulers (issue 37, items 5 and 7): a listener that
accepts and never speaks once hung ``atlas --scheduler`` past any ``--timeout``; one that
sends garbage, or a ``tls://`` address without certificates, was a traceback. Each is one
error line and exit 2, within the command's clock. Skipped, saying why, where the dask
extra is not installed (.ci/run installs it)."""
from __future__ import annotations

import contextlib
import socket
import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from hostile_support import no_traceback, one_error_line, run

pytest.importorskip("distributed", reason="the dask extra is not installed (pip install "
                                          "\"mtglogic[dask]\"): --scheduler is not tested")


def listener(answer: Callable[[socket.socket], None]) -> Iterator[str]:
    """A TCP listener on a free local port that treats each connection with ``answer``."""
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(8)
    kept: list[socket.socket] = []
    stop = threading.Event()

    def serve() -> None:
        while not stop.is_set():
            try:
                connection, _ = server.accept()
            except OSError:
                return
            kept.append(connection)
            with contextlib.suppress(OSError):
                answer(connection)

    threading.Thread(target=serve, daemon=True).start()
    try:
        yield f"127.0.0.1:{server.getsockname()[1]}"
    finally:
        stop.set()
        server.close()
        for connection in kept:
            connection.close()


@pytest.fixture
def silent() -> Iterator[str]:
    yield from listener(lambda connection: None)


@pytest.fixture
def garbage() -> Iterator[str]:
    yield from listener(lambda connection: connection.sendall(b"\xff" * 65536 + b"junk\n"))


ATLAS = ["atlas", "--card", "Humility", "--card", "Opalescence"]


@pytest.mark.parametrize("scheme", ["tcp", "tls"])
def test_a_scheduler_that_never_speaks_is_one_line_within_the_timeout(
        tmp_path: Path, silent: str, scheme: str) -> None:
    done = run([*ATLAS, "--scheduler", f"{scheme}://{silent}", "--timeout", "3",
                "--state", str(tmp_path / "state")], tmp_path / "cache", timeout=120)
    assert done.returncode == 2, done.stderr
    assert "--scheduler" in one_error_line(done.stderr)


@pytest.mark.parametrize("scheme", ["tcp", "tls"])
def test_a_scheduler_that_speaks_garbage_is_one_line(tmp_path: Path, garbage: str,
                                                     scheme: str) -> None:
    done = run([*ATLAS, "--scheduler", f"{scheme}://{garbage}", "--timeout", "20",
                "--state", str(tmp_path / "state")], tmp_path / "cache", timeout=120)
    no_traceback(done)
    assert done.returncode == 2, done.stderr
    assert "no Dask scheduler answers" in one_error_line(done.stderr)
