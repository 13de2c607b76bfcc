"""A card data file indexed by name, so that a query reads the cards it names, not the file.

The first time a file is used, its Oracle records (``mtglogic.loading.oracle_files``) are
written to an SQLite index in the user's cache folder (``MTGLOGIC_CACHE``, else
``$XDG_CACHE_HOME/mtglogic``, else ``~/.cache/mtglogic``), one row per name a card answers
to (its name, and each face's), any case. The index's file name is the source's key: its
content hash for the package's own corpus, its path, size and modification time for a user's
file; a source that changes gets a new index. Where the cache cannot be written, the index
is built in memory for the running command.
"""
from __future__ import annotations

import hashlib
import json
import os
import sqlite3
import tempfile
from collections.abc import Iterable
from pathlib import Path

from mtglogic.errors import InputError
from mtglogic.loading.cache_folder import cache_folder
from mtglogic.loading.oracle_files import Record, file_records, name_rows

# One row per name a card answers to (folded), with the card's own name and its record.
SCHEMA = "CREATE TABLE cards (folded TEXT PRIMARY KEY, name TEXT NOT NULL, record TEXT NOT NULL)"
FORMAT = "oracle-index-2"  # changes when the index's layout does


def content_key(path: Path) -> str:
    """A file's key by its content (the package's corpus: installed files keep no mtime)."""
    digest = hashlib.sha256(FORMAT.encode())
    try:
        with path.open("rb") as handle:
            for block in iter(lambda: handle.read(1 << 20), b""):
                digest.update(block)
    except OSError as error:
        raise InputError(f"cannot read file: {error.strerror or error}", str(path)) from None
    return digest.hexdigest()[:32]


def stat_key(path: Path) -> str:
    """A user file's key: its absolute path, size and modification time."""
    try:
        info = path.stat()
    except OSError as error:
        raise InputError(f"cannot read file: {error.strerror or error}", str(path)) from None
    if not path.is_file():
        raise InputError("is not a file", str(path))
    text = f"{FORMAT}|{path.resolve()}|{info.st_size}|{info.st_mtime_ns}"
    return hashlib.sha256(text.encode()).hexdigest()[:32]


def fill(connection: sqlite3.Connection, records: Iterable[Record]) -> int:
    """Write records into an empty index: each name a card answers to, a card's own names
    before other cards' faces, the first record of a name winning (``name_rows``).
    Returns the count."""
    connection.execute(SCHEMA)
    found = list(records)
    texts = {id(r): json.dumps(r, ensure_ascii=False, separators=(",", ":")) for r in found}
    for name, record in name_rows(found):
        connection.execute("INSERT OR IGNORE INTO cards VALUES (?, ?, ?)",
                           (name.casefold(), record["name"], texts[id(record)]))
    connection.commit()
    return len(found)


class OracleIndex:
    """The cards of one data file, by name (any case)."""

    def __init__(self, source: Path, connection: sqlite3.Connection) -> None:
        self.source = source
        self.connection = connection

    @classmethod
    def of(cls, source: Path, key: str) -> OracleIndex:
        """The index of ``source`` under ``key``: opened from the cache, else built."""
        folder = cache_folder()
        target = folder / f"oracle-{key}.sqlite"
        if target.is_file():
            try:
                connection = sqlite3.connect(f"file:{target}?mode=ro", uri=True)
                connection.execute("SELECT 1 FROM cards LIMIT 1")
                return cls(source, connection)
            except sqlite3.Error:
                pass  # a damaged index is built again
        records = list(file_records(source))  # every error is found before any is written
        try:
            folder.mkdir(parents=True, exist_ok=True)
            handle, temporary = tempfile.mkstemp(dir=folder, suffix=".tmp")
            os.close(handle)
            connection = sqlite3.connect(temporary)
            fill(connection, records)
            connection.close()
            os.replace(temporary, target)
            return cls(source, sqlite3.connect(f"file:{target}?mode=ro", uri=True))
        except (OSError, sqlite3.Error):
            memory = sqlite3.connect(":memory:")
            fill(memory, records)
            return cls(source, memory)

    def record(self, name: str) -> Record | None:
        """The record of the card (or face) named ``name``, any case, or None."""
        row = self.connection.execute("SELECT record FROM cards WHERE folded = ?",
                                      (name.casefold(),)).fetchone()
        return None if row is None else dict(json.loads(row[0]))

    def names(self) -> list[str]:
        """Every card's own name (not its faces')."""
        rows = self.connection.execute("SELECT DISTINCT name FROM cards").fetchall()
        return sorted(str(row[0]) for row in rows)

    def records(self) -> list[Record]:
        """Every card's record, once each."""
        rows = self.connection.execute("SELECT DISTINCT record FROM cards").fetchall()
        return sorted((json.loads(r[0]) for r in rows), key=lambda r: str(r["name"]))
