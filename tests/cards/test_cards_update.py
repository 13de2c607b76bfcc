"""`mtglogic cards update` (issue 39 item 1) against a local bulk-data service.

A small `http.server` on 127.0.0.1 serves what Scryfall's API serves: `PREFIX/bulk-data`,
a list whose `oracle_cards` entry gives a `download_uri`, the file's `size` (of the JSON,
uncompressed) and `updated_at`; and the file itself, gzipped, one card a line as Scryfall
writes its bulk files. The card file (`data/atq-oracle-cards.json.gz`) is the 100 cards of
the shared `scryfall-list-atq.json` (a real Scryfall response), written so. Each PREFIX is
one way a download goes: whole, redirected, cut off, of the wrong size, a server error, a
server too slow, a server trickling (to be interrupted). No run may leave a broken or
half-written card file, and the file installed before keeps working.
"""
from __future__ import annotations

import gzip
import http.server
import json
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any, ClassVar

import pytest
from click.testing import CliRunner, Result

from mtglogic.cli import main

ROOT = Path(__file__).resolve().parents[2]
CARDS = (Path(__file__).parent / "data" / "atq-oracle-cards.json.gz").read_bytes()
JSON_SIZE = len(gzip.decompress(CARDS))
UPDATED = "2026-01-02T09:00:00.000+00:00"
MARKER = {"object": "card", "name": "Old Install Marker", "mana_cost": "{1}",
          "type_line": "Artifact", "oracle_text": "Creatures you control get +1/+1."}


class Service(http.server.BaseHTTPRequestHandler):
    """Scryfall's bulk-data list and file, and each way a download can go wrong."""

    seen: ClassVar[list[dict[str, str]]] = []

    def log_message(self, *args: Any) -> None:
        pass

    def _send(self, code: int, body: bytes, kind: str = "application/json",
              length: int | None = None) -> None:
        self.send_response(code)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body) if length is None else length))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self) -> None:
        Service.seen.append(dict(self.headers))
        prefix, _, rest = self.path.strip("/").partition("/")
        base = f"http://127.0.0.1:{self.server.server_address[1]}/{prefix}"
        if rest == "bulk-data":
            size = JSON_SIZE + 7 if prefix == "size" else JSON_SIZE
            download = f"{base}/moved" if prefix == "redirect" else f"{base}/file"
            listing = {"object": "list", "has_more": False, "data": [
                {"object": "bulk_data", "type": "default_cards", "download_uri": f"{base}/x"},
                {"object": "bulk_data", "type": "oracle_cards", "name": "Oracle Cards",
                 "updated_at": UPDATED, "size": size, "download_uri": download,
                 "content_type": "application/json", "content_encoding": "gzip"}]}
            self._send(200, json.dumps(listing).encode())
        elif rest == "moved":
            self.send_response(302)
            self.send_header("Location", f"{base}/file")
            self.send_header("Content-Length", "0")
            self.end_headers()
        elif prefix == "error":
            self._send(500, b"oops", "text/plain")
        elif prefix == "cut":  # says the whole length, sends half, hangs up
            self._send(200, CARDS[:len(CARDS) // 2], "application/gzip", len(CARDS))
            self.wfile.flush()
            self.connection.close()
        elif prefix == "slow":
            time.sleep(3)
            self._send(200, CARDS, "application/gzip")
        elif prefix == "trickle":
            self.send_response(200)
            self.send_header("Content-Length", str(len(CARDS)))
            self.end_headers()
            for start in range(0, len(CARDS), 64):
                self.wfile.write(CARDS[start:start + 64])
                self.wfile.flush()
                time.sleep(0.2)
        else:
            self._send(200, CARDS, "application/gzip")


@pytest.fixture(scope="module")
def service() -> Iterator[str]:
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Service)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()


@pytest.fixture
def cache(tmp_path: Path) -> Path:
    return tmp_path / "cache"


def run(cache: Path, *args: str) -> Result:
    return CliRunner().invoke(main, list(args), env={"MTGLOGIC_CACHE": str(cache)})


def card_files(cache: Path) -> list[str]:
    folder = cache / "cards"
    return sorted(p.name for p in folder.iterdir()) if folder.is_dir() else []


def install_old(cache: Path, tmp_path: Path) -> None:
    """A file installed before: one card no other source has."""
    old = tmp_path / "old.json"
    old.write_text(json.dumps([MARKER]), encoding="utf-8")
    assert run(cache, "cards", "update", "--from", str(old)).exit_code == 0


def old_still_works(cache: Path) -> None:
    shown = run(cache, "cards", "show", "Old Install Marker")
    assert shown.exit_code == 0, shown.stderr
    assert "installed by `mtglogic cards update`" in shown.stdout
    assert not [n for n in card_files(cache) if n.endswith(".tmp")]


def test_an_update_installs_every_card_and_they_answer_by_name(
        service: str, cache: Path) -> None:
    unknown = run(cache, "cards", "show", "Bronze Tablet")  # no corpus card
    assert unknown.exit_code == 2 and "mtglogic cards update" in unknown.stderr
    Service.seen.clear()
    result = run(cache, "cards", "update", "--source", f"{service}/ok")
    assert result.exit_code == 0, result.stderr
    assert "installed" in result.stdout and UPDATED in result.stdout
    # Scryfall's asks: a User-Agent naming the tool, an Accept header
    assert all(h["User-Agent"].startswith("mtglogic/") and "Accept" in h
               for h in Service.seen)
    shown = run(cache, "cards", "show", "Bronze Tablet")
    assert shown.exit_code == 0, shown.stderr
    # an installed card answers before the built-in corpus, and says where it came from
    over = run(cache, "cards", "show", "Argivian Archaeologist")
    assert "Oracle Cards of 2026-01-02" in over.stdout
    assert "installed by `mtglogic cards update`" in over.stdout
    # the hand-checked library still answers first
    assert "not hand-checked" not in run(cache, "cards", "show", "Humility").stdout
    # the index was built by the update, not by the first query
    assert any(p.name.startswith("oracle-") and p.suffix == ".sqlite"
               for p in cache.iterdir())


def test_at_most_one_download_a_day_unless_forced(service: str, cache: Path) -> None:
    assert run(cache, "cards", "update", "--source", f"{service}/ok").exit_code == 0
    Service.seen.clear()
    again = run(cache, "cards", "update", "--source", f"{service}/ok")
    assert again.exit_code == 0 and "at most one download a day" in again.stdout
    assert Service.seen == []  # not even the list was asked for
    forced = run(cache, "cards", "update", "--source", f"{service}/ok", "--force")
    assert forced.exit_code == 0 and "installed" in forced.stdout
    check = run(cache, "cards", "update", "--check")
    assert check.exit_code == 0 and "cards" in check.stdout and "ago" in check.stdout
    assert "does not match" not in check.stdout


def test_a_redirect_is_followed(service: str, cache: Path) -> None:
    result = run(cache, "cards", "update", "--source", f"{service}/redirect")
    assert result.exit_code == 0, result.stderr
    assert run(cache, "cards", "show", "Bronze Tablet").exit_code == 0


@pytest.mark.parametrize(("prefix", "said"), [
    ("cut", "cut off"), ("size", "bytes where the bulk-data list said"),
    ("error", "HTTP 500"), ("slow", "no answer within 0.5 seconds")])
def test_a_failed_download_installs_nothing_and_keeps_the_old_file(
        service: str, cache: Path, tmp_path: Path, prefix: str, said: str) -> None:
    install_old(cache, tmp_path)
    before = card_files(cache)
    result = run(cache, "cards", "update", "--source", f"{service}/{prefix}", "--force",
                 "--timeout", "0.5")
    assert result.exit_code == 2, result.output
    assert len(result.stderr.splitlines()) == 1 and said in result.stderr
    assert card_files(cache) == before
    old_still_works(cache)


def test_a_disk_that_cannot_be_written_keeps_the_old_file(
        service: str, cache: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    install_old(cache, tmp_path)
    before = card_files(cache)

    def full(descriptor: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    result = run(cache, "cards", "update", "--source", f"{service}/ok", "--force")
    assert result.exit_code == 2 and "No space left on device" in result.stderr
    monkeypatch.undo()
    assert card_files(cache) == before
    old_still_works(cache)


def test_a_cache_folder_that_is_a_file_is_one_line(service: str, tmp_path: Path) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("", encoding="utf-8")
    result = run(blocked / "cache", "cards", "update", "--source", f"{service}/ok")
    assert result.exit_code == 2 and len(result.stderr.splitlines()) == 1
    assert "cannot write" in result.stderr


def command(cache: Path, *args: str) -> list[str]:
    return [sys.executable, "-m", "mtglogic", *args]


def environment(cache: Path) -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(ROOT), "MTGLOGIC_CACHE": str(cache)}


def test_ctrl_c_during_a_download_leaves_nothing(service: str, cache: Path,
                                                 tmp_path: Path) -> None:
    install_old(cache, tmp_path)
    before = card_files(cache)
    process = subprocess.Popen(command(cache, "cards", "update", "--source",
                                       f"{service}/trickle", "--force"),
                               env=environment(cache), stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 60
    while not any(n.endswith(".tmp") for n in card_files(cache)):  # the download began
        assert process.poll() is None and time.monotonic() < deadline
        time.sleep(0.05)
    process.send_signal(signal.SIGINT)
    _, stderr = process.communicate(timeout=60)
    assert process.returncode == 130, stderr
    assert "Traceback" not in stderr
    assert card_files(cache) == before
    old_still_works(cache)


def test_two_updates_at_once_install_one_whole_file(service: str, cache: Path) -> None:
    runs = [subprocess.Popen(command(cache, "cards", "update", "--source", f"{service}/ok",
                                     "--force"), env=environment(cache),
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            for _ in range(2)]
    for process in runs:
        _, stderr = process.communicate(timeout=300)
        assert process.returncode == 0, stderr
    files = card_files(cache)
    assert len([n for n in files if n.startswith("oracle-cards-")]) == 1
    assert not [n for n in files if n.endswith(".tmp")]
    check = run(cache, "cards", "update", "--check")
    assert check.exit_code == 0 and "does not match" not in check.stdout
    assert run(cache, "cards", "show", "Bronze Tablet").exit_code == 0


@pytest.mark.parametrize("form", ["json", "jsonl", "gzip", "mtgjson"])
def test_a_file_downloaded_by_hand_is_installed(cache: Path, tmp_path: Path,
                                                form: str) -> None:
    cards = json.loads(gzip.decompress(CARDS))
    if form == "json":
        path = tmp_path / "oracle-cards.json"
        path.write_text(json.dumps(cards), encoding="utf-8")
    elif form == "jsonl":
        path = tmp_path / "oracle-cards.jsonl"
        path.write_text("\n".join(json.dumps(c) for c in cards), encoding="utf-8")
    elif form == "gzip":
        path = tmp_path / "oracle-cards.json.gz"
        path.write_bytes(CARDS)
    else:  # MTGJSON AtomicCards: faces by name, MTGJSON's keys
        keys = {"name": "name", "mana_cost": "manaCost", "type_line": "type",
                "oracle_text": "text", "power": "power", "toughness": "toughness"}
        path = tmp_path / "AtomicCards.json"
        path.write_text(json.dumps({"meta": {}, "data": {
            c["name"]: [{keys[k]: c[k] for k in keys if k in c}] for c in cards}}),
            encoding="utf-8")
    result = run(cache, "cards", "update", "--from", str(path))
    assert result.exit_code == 0, result.stderr
    shown = run(cache, "cards", "show", "Bronze Tablet")
    assert shown.exit_code == 0 and path.name in shown.stdout


def test_completion_offers_the_installed_cards(service: str, cache: Path) -> None:
    # Bronze Tablet is in no library and no corpus: once installed, --card completes it.
    def offered() -> list[str]:
        env = {**environment(cache), "_MTGLOGIC_COMPLETE": "bash_complete",
               "COMP_WORDS": "mtglogic layers --card Bronze\\ T", "COMP_CWORD": "3"}
        done = subprocess.run([sys.executable, "-m", "mtglogic"], env=env, text=True,
                              capture_output=True, timeout=120, check=False)
        return done.stdout.splitlines()

    assert "plain,Bronze\\ Tablet" not in offered()
    assert run(cache, "cards", "update", "--source", f"{service}/ok").exit_code == 0
    assert "plain,Bronze\\ Tablet" in offered()


def test_a_file_cut_just_after_a_card_is_refused(cache: Path, tmp_path: Path) -> None:
    # Scryfall's form, one card a line, but the closing bracket is missing: refused whole.
    lines = gzip.decompress(CARDS).decode("utf-8").splitlines()
    path = tmp_path / "oracle-cards.json"
    path.write_text("\n".join(lines[:-1]) + "\n", encoding="utf-8")
    result = run(cache, "cards", "update", "--from", str(path))
    assert result.exit_code == 2 and "not closed" in result.stderr
    assert card_files(cache) == [] or not any(n.startswith("oracle-cards-")
                                              for n in card_files(cache))
