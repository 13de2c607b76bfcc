"""Caches are checked, never trusted (issue 37, items 3 and 5).

A planted or edited cache once changed answers (a card index entry naming a file outside
the library made Grizzly Bears 21/21; an edited Oracle index row or ruleset cache changed a
layers answer); a FIFO at a cache path or a looping SQLite view hung the command; a ``#``
in the cache path was a traceback; an unusable cache path failed the command; a failed
index build left its temporary files. Every reproducer here asks one question that reads
every cache (the card index, the checked ruleset, the corpus's Oracle index and a user
file's) and must get the answer a fresh cache gives; where a file outside the cache was
planted, it is snapshotted: nothing outside the tool's own files changed.

Where an edit goes unnoticed only for want of a checksum, the same edit with its checksum
made again (a forger's, which no checksum can stop) is shown to change the answer: the
edits are ones the answer would show.
"""
from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from hostile_support import no_traceback, run, snapshot

from mtglogic.library import corpus_cards
from mtglogic.loading.cache_folder import Origin, entry_bytes, write_whole
from mtglogic.loading.oracle_index import row_checksum

HOSTILE_BEAR = {"object": "card", "name": "Hostile Bear", "type_line": "Creature — Bear",
                "mana_cost": "{1}{G}", "power": "2", "toughness": "2"}
# Glorious Anthem gives your creatures +1/+1 (613.4c): Grizzly Bears 3/3 (library, card
# index), Alpha Myr 3/2 (the corpus, read through its shipped index of names), Hostile
# Bear 3/3 (a user's file, through its Oracle index in the cache; its draft kept there).
CARDS = ["--card", "Grizzly Bears", "--card", "Glorious Anthem", "--card", "Alpha Myr",
         "--card", "Hostile Bear"]
ROOT_IS_ROOT = hasattr(os, "geteuid") and os.geteuid() == 0


@pytest.fixture
def oracle(tmp_path: Path) -> Path:
    path = tmp_path / "mine.json"
    path.write_text(json.dumps({"object": "list", "data": [HOSTILE_BEAR]}), encoding="utf-8")
    return path


def answer(cache: Path, oracle: Path, *extra: str, **env: str) -> dict:
    done = run(["layers", *CARDS, "--oracle", str(oracle), "--json", *extra], cache, **env)
    no_traceback(done)
    assert done.returncode == 0, done.stderr
    data: dict = json.loads(done.stdout)
    return data


def powers(data: dict) -> dict[str, tuple[int, int]]:
    objects = data["outcomes"][0]["objects"]
    return {o["name"]: (o["power"], o["toughness"]) for o in objects.values() if "power" in o}


@pytest.fixture
def fresh(tmp_path: Path, oracle: Path) -> tuple[Path, dict]:
    """A cache folder with every cache of the question built, and the answer."""
    cache = tmp_path / "cache"
    first = answer(cache, oracle)
    assert powers(first) == {"Grizzly Bears": (3, 3), "Alpha Myr": (3, 2),
                             "Hostile Bear": (3, 3)}
    return cache, first


def only(cache: Path, pattern: str) -> Path:
    found = list(cache.glob(pattern))
    assert len(found) == 1, found
    return found[0]


def reentry(path: Path, payload: bytes) -> bytes:
    """The entry at ``path`` with another payload under its own origin, its checksum made
    again."""
    header = json.loads(path.read_bytes().partition(b"\n")[0])
    origin = header["origin"]
    return entry_bytes(Origin(origin["kind"], tuple(origin["inputs"]), origin["code"]), payload)


def test_a_card_index_naming_a_file_outside_the_library(tmp_path: Path, oracle: Path,
                                                        fresh: tuple[Path, dict]) -> None:
    cache, first = fresh
    outside = tmp_path / "outside"
    outside.mkdir()
    evil = outside / "evil.yaml"
    evil.write_text("name: Grizzly Bears\ntypes: [Creature]\npower: 21\ntoughness: 21\n",
                    encoding="utf-8")
    before = snapshot(outside)
    index = only(cache, "cards-*.json")
    names = json.loads(index.read_bytes().partition(b"\n")[2])
    plants = [
        json.dumps({"signature": "x", "names": {**names, "Grizzly Bears": str(evil)}}).encode(),
        reentry(index, json.dumps({**names, "Grizzly Bears": str(evil)}).encode()),
        reentry(index, json.dumps({**names, "Grizzly Bears": "../../outside/evil.yaml"}).encode()),
        # a forger's index, whole and of the right listing: two cards' files swapped
        reentry(index, json.dumps({**names, "Grizzly Bears": names["Glorious Anthem"],
                                   "Glorious Anthem": names["Grizzly Bears"]}).encode()),
    ]
    for plant in plants:
        index.write_bytes(plant)
        assert answer(cache, oracle) == first
    assert snapshot(outside) == before


def test_an_edited_ruleset_cache(oracle: Path, fresh: tuple[Path, dict]) -> None:
    cache, first = fresh
    kept = only(cache, "ruleset-*.json")
    header, _, payload = kept.read_bytes().partition(b"\n")
    edited = payload.replace(b'"rule": "613.4c"', b'"rule": "613.9z"')
    assert edited != payload
    kept.write_bytes(header + b"\n" + edited)
    assert answer(cache, oracle) == first
    kept.write_bytes(reentry(kept, edited))  # a forger's: believed, and the answer shows it
    assert "613.9z" in json.dumps(answer(cache, oracle))


def user_index(cache: Path) -> Path:
    """The Oracle index of the user's file (the one that knows Hostile Bear)."""
    for path in cache.glob("oracle-*.sqlite"):
        with sqlite3.connect(path) as connection:
            if connection.execute("SELECT 1 FROM cards WHERE folded = 'hostile bear'"
                                  ).fetchall():
                return path
    raise AssertionError("no index of the user's file")


def test_an_edited_oracle_index_row(oracle: Path, fresh: tuple[Path, dict]) -> None:
    cache, first = fresh
    index = user_index(cache)
    with sqlite3.connect(index) as connection:
        (text,) = connection.execute("SELECT record FROM cards WHERE folded = "
                                     "'hostile bear'").fetchone()
        record = json.loads(text) | {"power": "21"}
        connection.execute("UPDATE cards SET record = ? WHERE folded = 'hostile bear'",
                           (json.dumps(record),))
    assert answer(cache, oracle) == first  # the index, built again, holds the record
    with sqlite3.connect(index) as connection:  # a forger's: believed
        (meta,) = connection.execute("SELECT origin FROM meta").fetchone()
        origin = json.loads(meta)
        key = Origin(origin["kind"], tuple(origin["inputs"]), origin["code"]).key()
        checksum = row_checksum(key, "hostile bear", "Hostile Bear", json.dumps(record))
        connection.execute("UPDATE cards SET record = ?, checksum = ? WHERE folded = "
                           "'hostile bear'", (json.dumps(record), checksum))
    assert powers(answer(cache, oracle))["Hostile Bear"] == (22, 3)


def test_a_looping_view_planted_in_the_oracle_index(oracle: Path,
                                                    fresh: tuple[Path, dict]) -> None:
    cache, first = fresh
    with sqlite3.connect(user_index(cache)) as connection:
        connection.execute("DROP TABLE cards")
        connection.execute("CREATE VIEW cards AS WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL "
                           "SELECT n + 1 FROM r) SELECT 'hostile bear' AS folded, 'x' AS name, "
                           "'{}' AS record, 'x' AS checksum FROM r")
    assert answer(cache, oracle, "--timeout", "60") == first


@pytest.mark.parametrize("pattern", ["cards-*.json", "ruleset-*.json", "oracle-*.sqlite",
                                     "code-*.txt", "drafts/*.json"])
def test_a_fifo_at_a_cache_path(oracle: Path, fresh: tuple[Path, dict], pattern: str) -> None:
    cache, first = fresh
    for path in cache.glob(pattern):
        path.unlink()
        os.mkfifo(path)
    assert answer(cache, oracle, "--timeout", "60") == first


def test_a_cache_path_holding_uri_characters(tmp_path: Path, oracle: Path,
                                             fresh: tuple[Path, dict]) -> None:
    _, first = fresh
    odd = tmp_path / "odd" / "ca#c?he%20 x"
    assert answer(odd, oracle) == first
    assert answer(odd, oracle) == first  # read back from the indexes just written
    assert len(list(odd.glob("oracle-*.sqlite"))) == 1  # the user's file's
    assert sorted(p.name for p in (tmp_path / "odd").iterdir()) == ["ca#c?he%20 x"]


def unusable(tmp_path: Path, kind: str) -> Path:
    blocker = tmp_path / "blocker"
    blocker.write_text("a file", encoding="utf-8")
    if kind == "a file":
        return blocker
    if kind == "under a file":
        return blocker / "cache"
    if kind == "a name too long":
        return tmp_path / ("x" * 300)
    folder = tmp_path / kind.replace(" ", "-")
    folder.mkdir()
    folder.chmod(0o555 if kind == "read-only" else 0o000)
    return folder


@pytest.mark.parametrize("kind", [
    "a file", "under a file", "a name too long",
    pytest.param("read-only", marks=pytest.mark.skipif(ROOT_IS_ROOT, reason="root writes")),
    pytest.param("not searchable", marks=pytest.mark.skipif(ROOT_IS_ROOT,
                                                            reason="root searches")),
])
def test_an_unusable_cache_only_costs_time(tmp_path: Path, oracle: Path,
                                           fresh: tuple[Path, dict], kind: str) -> None:
    _, first = fresh
    cache = unusable(tmp_path, kind)
    try:
        done = run(["layers", *CARDS, "--oracle", str(oracle), "--json"], cache)
    finally:
        if kind in ("read-only", "not searchable"):
            cache.chmod(0o755)
    assert done.returncode == 0 and done.stderr == "", done.stderr
    assert json.loads(done.stdout) == first


def leftovers(cache: Path) -> list[str]:
    return sorted(p.name for p in cache.iterdir() if p.name.endswith((".tmp", "-journal")))


def test_a_failed_build_leaves_nothing(tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    broken = tmp_path / "broken.jsonl"
    lines = [json.dumps({**HOSTILE_BEAR, "name": f"Bear {n}"}) for n in range(2000)]
    broken.write_text("\n".join(lines + ['{"name": "cut sh']) + "\n", encoding="utf-8")
    done = run(["layers", "--card", "Bear 5", "--oracle", str(broken)], cache)
    assert done.returncode == 2 and str(broken) in done.stderr, done.stderr
    assert leftovers(cache) == []


def test_an_index_build_stops_at_the_timeout_and_leaves_nothing(tmp_path: Path) -> None:
    """Indexing a big file is part of the command's time (a 300 MB file once took 20 s
    under --timeout 5): it stops at the limit, exit 3, and leaves no temporary file."""
    cache = tmp_path / "cache"
    big = tmp_path / "big.jsonl"
    line = json.dumps(HOSTILE_BEAR)
    big.write_text("\n".join(line.replace("Hostile Bear", f"Bear {n}")
                             for n in range(400_000)) + "\n", encoding="utf-8")
    done = run(["layers", "--card", "Bear 7", "--oracle", str(big), "--timeout", "2"], cache)
    no_traceback(done)
    assert done.returncode == 3, done.stderr
    assert "indexing" in done.stderr or "reading" in done.stderr, done.stderr
    assert leftovers(cache) == []


def test_a_killed_writers_temporary_file_is_swept(tmp_path: Path) -> None:
    """A writer killed before its rename (nothing of its own could clean up) leaves its
    temporary file; the next write of that entry removes it: only files named as this
    module names them, of a process that no longer runs."""
    ended = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                           capture_output=True, text=True, check=True)
    dead = int(ended.stdout)  # a process that has ended
    entry = tmp_path / "oracle-x.sqlite"
    stale = tmp_path / f".oracle-x.sqlite.{dead}.abcd1234.tmp"
    alive = tmp_path / f".oracle-x.sqlite.{os.getppid()}.abcd1234.tmp"
    other = tmp_path / f".other.sqlite.{dead}.abcd1234.tmp"
    for path in (stale, alive, other):
        path.write_bytes(b"half an index")
    assert write_whole(entry, b"a whole index")
    assert entry.read_bytes() == b"a whole index"
    assert not stale.exists() and alive.exists() and other.exists()


def test_the_api_from_a_second_thread(tmp_path: Path) -> None:
    """The Oracle index's connections are per thread: cards asked from other threads
    after the main thread opened the index of a user's file (sqlite3's ProgrammingError
    once)."""
    names = ["Hostile Wolf", "Hostile Elk", "Hostile Owl", "Hostile Boar"]
    oracle = tmp_path / "many.json"
    oracle.write_text(json.dumps([HOSTILE_BEAR] + [{**HOSTILE_BEAR, "name": name}
                                                   for name in names]), encoding="utf-8")
    corpus_cards([oracle]).find("Hostile Bear")  # the index built (and kept in memory)
    shared = corpus_cards([oracle])
    shared.find("Hostile Bear")  # the index opened from its file, in this thread
    expected = {name: described(corpus_cards([oracle]).find(name)) for name in names}
    found: dict[str, object] = {}

    def ask(name: str) -> None:
        try:
            found[name] = described(shared.find(name))
        except Exception as exc:  # the failure is the test's finding
            found[name] = repr(exc)

    threads = [threading.Thread(target=ask, args=(name,)) for name in names]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(120)
    assert found == expected


def described(card: object) -> tuple[object, ...]:
    return (getattr(card, "name", None), getattr(card, "power", None),
            getattr(card, "toughness", None))
