"""A card data file indexed by name, so that a query reads the cards it names, not the file.

The first time a file is used, its Oracle records (``mtglogic.loading.oracle_files``) are
written to an SQLite index in the cache folder (``mtglogic.loading.cache_folder``), one row
per name a card answers to (its own names, then each face's: ``name_rows``), any case. The
index is a cache: checked, never trusted. It says what it was made from (a user file's
path, size and modification time; the package corpus's size and hash; the code's
signature) in a ``meta`` row, and each row carries a checksum of itself and of that origin; it is opened read-only (its URI escaped),
with a busy timeout, one connection per thread, after its schema is found to be exactly the
one written here (no view or trigger of anyone else's ever runs), and every query stops at
the command's clock. An index that is stale, damaged or planted is built again from the
source; where the cache cannot be written, the records are kept in memory for the running
command (slower, never wrong). The build is part of the command's time too, and leaves no
file behind when it stops.
"""
from __future__ import annotations

import hashlib
import json
import sqlite3
import threading
import time
import urllib.parse
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any, Protocol

from mtglogic.errors import InputError
from mtglogic.loading.cache_folder import (
    Origin,
    build_whole,
    cache_folder,
    check_clock,
    content_facts,
    stat_facts,
)
from mtglogic.loading.oracle_files import (
    Keep,
    Record,
    face_names,
    link_melds,
    name_rows,
    read_records,
    scryfall_record,
)
from mtglogic.loading.yamlio import READING_CLOCK

KIND = "oracle-index-3"  # changes when the index's layout does
META = "CREATE TABLE meta (origin TEXT NOT NULL, checksum TEXT NOT NULL)"
CARDS = ("CREATE TABLE cards (folded TEXT PRIMARY KEY, name TEXT NOT NULL, "
         "record TEXT NOT NULL, checksum TEXT NOT NULL)")
# sqlite_master as this module writes it: (type, name, table, sql), sorted.
SCHEMA = [("index", "sqlite_autoindex_cards_1", "cards", None),
          ("table", "cards", "cards", CARDS), ("table", "meta", "meta", META)]
BUSY_SECONDS = 2.0  # how long a query waits for a writer's lock
QUERY_SECONDS = 10.0  # the longest any one query of an index may take
PROGRESS_STEPS = 1000  # SQLite steps between two looks at the clock
CLOCK_EVERY = 512  # records read or written between two looks at the clock


class Damaged(Exception):
    """The index's file is not what this module wrote for this source (stale, damaged,
    planted, or unusable): it is built again."""


def content_key(path: Path) -> str:
    """The package's corpus's key: its size and hash (installed files keep no mtime)."""
    return _facts(content_facts, path)


def stat_key(path: Path) -> str:
    """A user file's key: its path, size and modification time (a query reads the cards
    it names from the index, never the whole file)."""
    return _facts(stat_facts, path)


def _facts(facts: Callable[[Path], str], path: Path) -> str:
    try:
        return facts(path)
    except (OSError, ValueError) as error:
        reason = getattr(error, "strerror", None) or "is not a file"
        raise InputError(f"cannot read file: {reason}", str(path)) from None


def clocked(records: Iterable[Record], file: str) -> Iterator[Record]:
    """``records`` as they are read, within the command's clock."""
    for count, record in enumerate(records):
        if count % CLOCK_EVERY == 0:
            check_clock(f"indexing {file}")
        yield record


def checked_records(source: Path) -> Iterator[tuple[str, str, str]]:
    """(folded name, card name, record text) of every name a card of ``source`` answers
    to: each card's own names before other cards' faces, the first record of a name
    winning (``name_rows``). Every field is checked by the one reader of card data
    (``mtglogic.loading.oracle_files``); what cannot be kept is an error naming the file
    and the card. Within the command's clock."""
    file = str(source)
    records = link_melds(clocked(read_records(source), file))
    texts: dict[int, str] = {}
    for record in records:
        try:
            text = json.dumps(record, ensure_ascii=False, separators=(",", ":"))
            text.encode("utf-8")
        except UnicodeEncodeError:
            raise InputError(f"card {record['name']!a}: a string holds a lone "
                             f"surrogate, which is not a character", file) from None
        texts[id(record)] = text
    seen: set[str] = set()
    for name, record in name_rows(records):
        folded = name.casefold()
        if folded not in seen:
            seen.add(folded)
            yield folded, record["name"], texts[id(record)]


def row_checksum(origin_key: str, folded: str, name: str, text: str) -> str:
    """The checksum of one row of an index made from the origin of key ``origin_key``."""
    digest = hashlib.sha256(origin_key.encode())
    for part in (folded, name, text):
        digest.update(b"\0" + part.encode("utf-8", "surrogatepass"))
    return digest.hexdigest()[:32]


def meta_text(origin: Origin) -> tuple[str, str]:
    text = json.dumps(origin.as_json(), sort_keys=True)
    return text, hashlib.sha256(text.encode("utf-8")).hexdigest()


def read_row(origin: Origin, folded: str, row: Any) -> Record:
    """The record of one row, checked against its checksum and its own names."""
    try:
        name, text, kept = row
        if not all(isinstance(part, str) for part in (folded, name, text)) or \
                kept != row_checksum(origin.key(), folded, name, text):
            raise Damaged("a row's checksum")
        record = json.loads(text)
    except (TypeError, ValueError, RecursionError):
        raise Damaged("a row") from None
    try:
        if scryfall_record(record, "the Oracle index", "") is None:
            raise Damaged("a row of no card")
    except InputError:
        raise Damaged("a row's record") from None
    if record["name"] != name or folded not in {n.casefold() for n in face_names(record)}:
        raise Damaged("a row's record")
    return dict(record)


class Store(Protocol):
    """Where an index's records are: its file, or memory."""

    def record(self, folded: str) -> Record | None: ...

    def rows(self, keep: Keep | None = None) -> Iterable[Record]: ...

    def names(self) -> set[str]: ...


class MemoryStore:
    """The records of a source in memory (when the cache cannot be written or read)."""

    def __init__(self, rows: dict[str, tuple[str, str]]) -> None:
        self._rows = rows

    def record(self, folded: str) -> Record | None:
        row = self._rows.get(folded)
        return None if row is None else dict(json.loads(row[1]))

    def rows(self, keep: Keep | None = None) -> Iterable[Record]:
        texts = dict.fromkeys(text for _, text in self._rows.values())
        return [json.loads(text) for text in texts if keep is None or keep(text.casefold())]

    def names(self) -> set[str]:
        return {name for name, _ in self._rows.values()}


def database_uri(path: Path) -> str:
    """The read-only URI of a database file: its path escaped (a ``#`` or ``?`` in a
    folder's name is part of the path, not of the URI)."""
    return f"file:{urllib.parse.quote(str(path.absolute()))}?mode=ro"


class SqliteStore:
    """The index file of a source, opened read-only, one connection per thread, every
    row checked as it is read."""

    def __init__(self, path: Path, origin: Origin) -> None:
        self.path = path
        self.origin = origin
        self._local = threading.local()
        self.connection()  # the schema and the origin are checked now

    def connection(self) -> sqlite3.Connection:
        connection: sqlite3.Connection | None = getattr(self._local, "connection", None)
        if connection is None:
            connection = self._open()
            self._local.connection = connection
        return connection

    def _open(self) -> sqlite3.Connection:
        try:
            if not self.path.is_file() or self.path.is_symlink():
                raise Damaged("not a regular file")  # a FIFO would block the open
            connection = sqlite3.connect(database_uri(self.path), uri=True,
                                         timeout=BUSY_SECONDS)
        except (sqlite3.Error, OSError, ValueError) as error:
            raise Damaged(str(error)) from None
        try:
            self._guard(connection)
            for pragma in ("query_only = 1", "trusted_schema = 0", "cell_size_check = 1"):
                connection.execute(f"PRAGMA {pragma}")
            schema = connection.execute("SELECT type, name, tbl_name, sql FROM sqlite_master "
                                        "ORDER BY type, name").fetchall()
            if schema != SCHEMA:
                raise Damaged("not the index's schema")
            if connection.execute("SELECT origin, checksum FROM meta").fetchall() != \
                    [meta_text(self.origin)]:
                raise Damaged("made from something else")
        except BaseException as error:
            connection.close()
            if isinstance(error, sqlite3.Error):
                self._out_of_time()
                raise Damaged(str(error)) from None
            raise
        return connection

    def _guard(self, connection: sqlite3.Connection) -> None:
        """Stop any query at the command's clock, or after ``QUERY_SECONDS`` however
        long the command may take (an index is read in milliseconds)."""
        state = {"deadline": 0.0}

        def progress() -> int:
            now = time.monotonic()
            if not state["deadline"]:
                state["deadline"] = now + QUERY_SECONDS
            budget = READING_CLOCK.get()
            late = budget is not None and now - budget.started > budget.timeout
            return 1 if late or now > state["deadline"] else 0

        connection.set_progress_handler(progress, PROGRESS_STEPS)
        self._local.restart = lambda: state.update(deadline=0.0)

    def _query(self, sql: str, *arguments: str) -> list[Any]:
        connection = self.connection()
        self._local.restart()
        try:
            return connection.execute(sql, arguments).fetchall()
        except sqlite3.Error as error:
            self._out_of_time()
            raise Damaged(str(error)) from None

    @staticmethod
    def _out_of_time() -> None:
        check_clock("reading the Oracle index")

    def record(self, folded: str) -> Record | None:
        rows = self._query("SELECT name, record, checksum FROM cards WHERE folded = ?",
                           folded)
        return None if not rows else read_row(self.origin, folded, rows[0])

    def rows(self, keep: Keep | None = None) -> Iterable[Record]:
        found = self._query("SELECT folded, name, record, checksum FROM cards")
        records = {}  # by their text: a card of two faces has a row for each name
        key = self.origin.key()
        for count, (folded, name, text, kept) in enumerate(found):
            if count % CLOCK_EVERY == 0:
                check_clock("reading the Oracle index")
            if keep is not None and isinstance(text, str) and not keep(text.casefold()) \
                    and kept == row_checksum(key, folded, name, text):
                continue  # a whole row the search does not need (a damaged one is said)
            records[text] = read_row(self.origin, folded, (name, text, kept))
        return list(records.values())

    def names(self) -> set[str]:
        found = set()
        rows = self._query("SELECT folded, name, record, checksum FROM cards")
        key = self.origin.key()
        for count, (folded, name, text, kept) in enumerate(rows):
            if count % CLOCK_EVERY == 0:
                check_clock("reading the Oracle index")
            if not all(isinstance(v, str) for v in (folded, name, text)) or \
                    kept != row_checksum(key, folded, name, text):
                raise Damaged("a row's checksum")
            found.add(name)
        return found


def write_index(path: Path, origin: Origin, rows: dict[str, tuple[str, str]]) -> None:
    """An index file of ``rows`` at ``path`` (a new temporary file)."""
    connection = sqlite3.connect(path)
    try:
        connection.execute("PRAGMA journal_mode = OFF")  # no journal file left beside it
        connection.execute("PRAGMA synchronous = OFF")  # whole once renamed, or not at all
        connection.execute(META)
        connection.execute(CARDS)
        connection.execute("INSERT INTO meta VALUES (?, ?)", meta_text(origin))
        batch = []
        key = origin.key()
        for folded, (name, text) in rows.items():
            batch.append((folded, name, text, row_checksum(key, folded, name, text)))
            if len(batch) == CLOCK_EVERY:
                check_clock("writing the Oracle index")
                connection.executemany("INSERT INTO cards VALUES (?, ?, ?, ?)", batch)
                batch = []
        connection.executemany("INSERT INTO cards VALUES (?, ?, ?, ?)", batch)
        connection.commit()
    finally:
        connection.close()


def build(source: Path, origin: Origin, target: Path) -> Store:
    """Read every record of ``source`` (every error found before anything is written),
    keep them in memory for this command and write the index for later ones."""
    rows = {folded: (name, text) for folded, name, text in checked_records(source)}

    def write(temporary: Path) -> None:
        try:
            write_index(temporary, origin, rows)
        except sqlite3.Error as error:
            raise OSError(str(error)) from None

    build_whole(target, write)
    return MemoryStore(rows)


class OracleIndex:
    """The cards of one data file, by name (any case)."""

    def __init__(self, source: Path, origin: Origin, target: Path, store: Store) -> None:
        self.source = source
        self.origin = origin
        self.target = target
        self.store = store
        self._lock = threading.Lock()

    @classmethod
    def of(cls, source: Path, key: str) -> OracleIndex:
        """The index of ``source``, whose facts are ``key`` (``content_key``): opened
        from the cache when it is the index of those facts, else built."""
        origin = Origin.of(KIND, key)
        where = hashlib.sha256(str(source.absolute()).encode()).hexdigest()[:24]
        target = cache_folder() / f"oracle-{where}.sqlite"
        try:
            store: Store = SqliteStore(target, origin)
        except Damaged:
            store = build(source, origin, target)
        return cls(source, origin, target, store)

    def _ask(self, ask: Any) -> Any:
        try:
            return ask(self.store)
        except Damaged:
            with self._lock:
                if isinstance(self.store, SqliteStore):
                    self.store = build(self.source, self.origin, self.target)
            return ask(self.store)

    def record(self, name: str) -> Record | None:
        """The record of the card (or face) named ``name``, any case, or None."""
        return self._ask(lambda store: store.record(name.casefold()))  # type: ignore[no-any-return]

    def records(self, keep: Keep | None = None) -> list[Record]:
        """Every card's record, once each (with ``keep``, only those whose JSON text,
        casefolded, it accepts)."""
        found = self._ask(lambda store: list(store.rows(keep)))
        return sorted(found, key=lambda r: str(r["name"]))

    def names(self) -> list[str]:
        """Every card's own name (not its faces')."""
        return sorted(self._ask(lambda store: store.names()))
