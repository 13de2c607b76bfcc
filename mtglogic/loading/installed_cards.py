"""The card file ``mtglogic cards update`` installed, in the cache folder.

``cards/installed.json`` says which file is installed and where it came from; the file
itself, ``cards/oracle-cards-HASH.jsonl.gz``, holds its cards as Oracle records (one a
line, as the built-in corpus does: ``mtglogic.loading.oracle_files``), named by the hash of
its content. Installing writes the new file under its own name, then replaces the note in
one step (a rename), then removes the old file: a reader sees the old file or the new one,
whole, never a file half written. A note that names a file that is not there, or of another
size, is not used (the built-in corpus answers, as without an installed file).
"""
from __future__ import annotations

import contextlib
import gzip
import hashlib
import json
import os
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from mtglogic.errors import InputError
from mtglogic.loading.cache_folder import cache_folder
from mtglogic.loading.oracle_files import Record

NOTE_FORMAT = "installed-cards-1"
DAY = 24 * 3600


def cards_folder() -> Path:
    return cache_folder() / "cards"


def note_file() -> Path:
    return cards_folder() / "installed.json"


def installed_note() -> dict[str, Any] | None:
    """What is installed (its file, source, dates, cards, size, hash), or None."""
    try:
        note = json.loads(note_file().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(note, dict) or note.get("format") != NOTE_FORMAT or \
            not isinstance(note.get("file"), str) or "/" in note["file"] or \
            not isinstance(note.get("size"), int):
        return None
    return note


def installed_file() -> Path | None:
    """The installed card file, when its note names a file of the size it says."""
    note = installed_note()
    if note is None:
        return None
    path = cards_folder() / note["file"]
    try:
        return path if path.is_file() and path.stat().st_size == note["size"] else None
    except OSError:
        return None


def installed_label() -> str:
    """How a user is told a card came from the installed file."""
    note = installed_note() or {}
    what = note.get("name") or "a card file"
    when = f" of {note['updated_at']}" if note.get("updated_at") else ""
    return f"{what}{when}, installed by `mtglogic cards update`"


def age_seconds(note: dict[str, Any]) -> float | None:
    """How long ago the installed file was installed."""
    stamp = note.get("installed_at")
    return time.time() - stamp if isinstance(stamp, (int, float)) else None


def records_bytes(records: Iterable[Record]) -> tuple[bytes, int]:
    """The records as the installed file holds them (gzip, no timestamp), and their count."""
    lines = [json.dumps(r, ensure_ascii=False, separators=(",", ":")) for r in records]
    data = ("\n".join(lines) + "\n").encode("utf-8") if lines else b""
    return gzip.compress(data, compresslevel=6, mtime=0), len(lines)


def _write_new(folder: Path, name: str, data: bytes) -> Path:
    """Write ``data`` to ``folder/name`` whole: a temporary file, flushed to the disk, then
    renamed."""
    target = folder / name
    temporary = folder / f".{name}.{os.getpid()}.tmp"
    try:
        with open(temporary, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temporary, target)
    finally:
        if temporary.exists():
            temporary.unlink()
    return target


def install(records: list[Record], source: str, name: str, updated_at: str | None,
            kind: str = "file") -> Path:
    """Install ``records`` as the card file every command reads (over the built-in
    corpus), replacing the one installed before; the path of the new file. Nothing is
    changed when it cannot be written (an ``InputError`` says why). ``kind`` says how it
    came: ``download`` (from a bulk-data list) or ``file`` (given by hand)."""
    if not records:
        raise InputError("no card in it: nothing installed", source)
    data, count = records_bytes(records)
    folder = cards_folder()
    digest = hashlib.sha256(data).hexdigest()
    file_name = f"oracle-cards-{digest[:16]}.jsonl.gz"
    before = installed_note()
    note = {"format": NOTE_FORMAT, "file": file_name, "size": len(data), "sha256": digest,
            "cards": count, "source": source, "name": name, "updated_at": updated_at,
            "kind": kind,
            "installed_at": time.time()}
    try:
        folder.mkdir(parents=True, exist_ok=True)
        path = _write_new(folder, file_name, data)
        _write_new(folder, note_file().name, json.dumps(note, indent=1).encode("utf-8"))
    except OSError as error:
        raise InputError(f"cannot write the card file into {folder}: "
                         f"{error.strerror or error}; the file installed before (if any) "
                         "is kept") from None
    if before is not None and before.get("file") != file_name:
        with contextlib.suppress(OSError):
            (folder / str(before["file"])).unlink()
    return path


def check_installed() -> dict[str, Any] | None:
    """The note of the installed file, its content checked against its hash (``ok``)."""
    note = installed_note()
    if note is None:
        return None
    path = cards_folder() / note["file"]
    try:
        note["ok"] = hashlib.sha256(path.read_bytes()).hexdigest() == note.get("sha256")
    except OSError:
        note["ok"] = False
    return note
