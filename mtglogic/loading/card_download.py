"""Scryfall's Oracle cards, downloaded as Scryfall asks API clients to, and installed.

Scryfall lists its bulk files at ``https://api.scryfall.com/bulk-data`` (another service of
the same form is given with ``--source``): a list of objects, the one of type
``oracle_cards`` giving the file's ``download_uri``, its ``size`` in bytes (of the JSON,
uncompressed) and when it was ``updated_at``. Every request names the tool in its
User-Agent and says what it accepts; a download happens at most once a day unless asked
(``mtglogic cards update --force``). Only the standard library speaks HTTP (``urllib``).

What is downloaded is checked before anything is installed: all the bytes the server said
it would send (a download cut off is refused), a gzip stream whole (its checksum), the
size the list gave, JSON that holds cards, each read by the one reader of card data. It is
written to a temporary file in the cache folder, removed whatever happens (an error, a
timeout, Ctrl-C), and installed by ``mtglogic.loading.installed_cards`` in one rename: the
file installed before keeps working until the new one is whole.
"""
from __future__ import annotations

import contextlib
import gzip
import http.client
import json
import os
import urllib.error
import urllib.request
import zlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import IO

from mtglogic.errors import InputError
from mtglogic.loading.card_sources import file_index
from mtglogic.loading.installed_cards import (
    DAY,
    age_seconds,
    cards_folder,
    check_installed,
    install,
    installed_label,
    installed_note,
)
from mtglogic.loading.oracle_files import (
    Record,
    file_records,
    link_melds,
    opened,
    records_of,
    scryfall_record,
)
from mtglogic.version import __version__

try:
    import fcntl
except ImportError:  # pragma: no cover - not POSIX: updates are not serialised
    fcntl = None  # type: ignore[assignment]

SCRYFALL_API = "https://api.scryfall.com"
BULK_TYPE = "oracle_cards"
USER_AGENT = f"mtglogic/{__version__} (a Magic rules checker; card data for rules questions)"
ACCEPT = "application/json;q=0.9,*/*;q=0.8"
CHUNK = 1 << 16
Progress = Callable[[int, int | None], None]  # bytes so far, bytes in all (when known)


@dataclass(frozen=True)
class BulkFile:
    """A bulk file as the list describes it."""

    uri: str
    size: int | None
    updated_at: str | None
    name: str


def _request(url: str) -> urllib.request.Request:
    return urllib.request.Request(url, headers={"User-Agent": USER_AGENT, "Accept": ACCEPT})


def _refused(url: str, error: BaseException, timeout: float) -> InputError:
    """What went wrong with a request, in one line."""
    if isinstance(error, urllib.error.HTTPError):
        return InputError(f"{url}: the server answered HTTP {error.code} "
                          f"({error.reason}); nothing was installed")
    reason = getattr(error, "reason", error)
    if isinstance(reason, TimeoutError) or isinstance(error, TimeoutError):
        return InputError(f"{url}: no answer within {timeout:g} seconds (--timeout); "
                          "nothing was installed")
    if isinstance(error, http.client.IncompleteRead):
        return InputError(f"{url}: the download was cut off after {len(error.partial)} "
                          "bytes; nothing was installed")
    return InputError(f"{url}: cannot download: {reason}; nothing was installed")


def bulk_file(api: str, timeout: float) -> BulkFile:
    """The ``oracle_cards`` entry of the bulk-data list at ``api``."""
    url = api.rstrip("/") + "/bulk-data"
    try:
        with urllib.request.urlopen(_request(url), timeout=timeout) as answer:
            data = json.loads(answer.read(16 << 20))
    except (urllib.error.URLError, OSError, http.client.HTTPException) as error:
        raise _refused(url, error, timeout) from None
    except ValueError:
        raise InputError(f"{url}: not the JSON of a bulk-data list") from None
    entries = data.get("data") if isinstance(data, dict) else None
    found = [e for e in entries or [] if isinstance(e, dict) and e.get("type") == BULK_TYPE]
    if not found or not isinstance(found[0].get("download_uri"), str):
        raise InputError(f"{url}: the bulk-data list has no {BULK_TYPE!r} file")
    entry = found[0]
    size = entry.get("size")
    return BulkFile(entry["download_uri"], size if isinstance(size, int) else None,
                    str(entry["updated_at"]) if entry.get("updated_at") else None,
                    str(entry.get("name") or "Scryfall's Oracle cards"))


def _temporary(folder: Path, what: str) -> Path:
    return folder / f".{what}-{os.getpid()}.tmp"


def download(bulk: BulkFile, timeout: float, progress: Progress) -> Path:
    """The bulk file, whole, in a temporary file of the cache folder (the caller removes
    it); a download cut off, or of another length than the server said, is refused."""
    folder = cards_folder()
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise InputError(f"cannot write into the cache folder {folder}: "
                         f"{error.strerror or error}; nothing was installed") from None
    target = _temporary(folder, "download")
    try:
        with urllib.request.urlopen(_request(bulk.uri), timeout=timeout) as answer, \
                open(target, "wb") as out:
            length = answer.headers.get("Content-Length")
            total = int(length) if length and length.isdigit() else None
            done = 0
            for block in iter(lambda: answer.read(CHUNK), b""):
                out.write(block)
                done += len(block)
                progress(done, total)
            out.flush()
            os.fsync(out.fileno())
        if total is not None and done != total:
            raise InputError(f"{bulk.uri}: the download was cut off: {done} of {total} "
                             "bytes; nothing was installed")
    except InputError:
        _remove(target)
        raise
    except (urllib.error.URLError, http.client.HTTPException, TimeoutError) as error:
        _remove(target)
        raise _refused(bulk.uri, error, timeout) from None
    except OSError as error:
        _remove(target)
        raise InputError(f"cannot write the download into {folder}: "
                         f"{error.strerror or error}; nothing was installed") from None
    except BaseException:  # Ctrl-C, SIGTERM: nothing is left behind
        _remove(target)
        raise
    return target


def _remove(path: Path) -> None:
    with contextlib.suppress(OSError):
        path.unlink()


def _lines_of_array(handle: IO[bytes], file: str) -> Iterator[Record] | None:
    """The cards of a JSON array written one card a line, as Scryfall's bulk files are
    (read a line at a time, not all at once); None when the file is not written so."""
    first = handle.readline().strip()
    if first != b"[":
        return None

    def cards() -> Iterator[Record]:
        closed = False
        for number, line in enumerate(handle, 2):
            text = line.strip().rstrip(b",")
            if closed and text:
                raise _NotByLine
            closed = closed or text == b"]"
            if text in (b"", b"]"):
                continue
            try:
                card = json.loads(text)
            except ValueError:
                raise _NotByLine from None
            record = scryfall_record(card, file, f"[{number - 2}]")
            if record is not None:
                yield record
        if not closed:  # cut short just after a card
            raise InputError(f"{file}: not JSON: the array of cards is not closed (cut "
                             "short?); nothing was installed")
    return cards()


class _NotByLine(Exception):
    """A bulk file not written one card a line: read whole."""


def downloaded_records(path: Path, expected_size: int | None, file: str) -> list[Record]:
    """The records of a downloaded bulk file, its size and content checked."""
    try:
        with opened(path) as handle:
            size = 0
            for block in iter(lambda: handle.read(CHUNK), b""):
                size += len(block)
        if expected_size is not None and size != expected_size:
            raise InputError(f"{file}: {size} bytes where the bulk-data list said "
                             f"{expected_size}; nothing was installed")
        with opened(path) as handle:
            found = _lines_of_array(handle, file)
            if found is not None:
                try:
                    return link_melds(found)
                except _NotByLine:
                    pass
        with opened(path) as handle:
            data = json.load(handle)
    except (OSError, EOFError, zlib.error, gzip.BadGzipFile) as error:
        raise InputError(f"{file}: the download is damaged ({error}); nothing was "
                         "installed") from None
    except ValueError as error:
        raise InputError(f"{file}: not JSON ({error}); nothing was installed") from None
    except RecursionError:
        raise InputError(f"{file}: not JSON this reader takes: nested too deeply") from None
    return link_melds(records_of(data, file))


def local_records(path: Path) -> list[Record]:
    """The records of a card file a user downloaded by hand (``--from``): a Scryfall bulk
    file (JSON, gzipped or not), JSON Lines, or MTGJSON AtomicCards."""
    if not path.is_file():
        raise InputError(f"no card data file {str(path)!r}", "--from")
    if path.name.endswith((".jsonl", ".jsonl.gz")):
        return file_records(path)
    return downloaded_records(path, None, str(path))


@contextlib.contextmanager
def update_lock() -> Iterator[None]:
    """One update at a time: a second waits for the first to finish (POSIX ``flock``)."""
    folder = cards_folder()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handle = open(folder / "update.lock", "a+b")  # noqa: SIM115 - held for the block
    except OSError as error:
        raise InputError(f"cannot write into the cache folder {folder}: "
                         f"{error.strerror or error}; nothing was installed") from None
    try:
        if fcntl is not None:
            fcntl.flock(handle.fileno(), fcntl.LOCK_EX)
        yield
    finally:
        handle.close()


def install_records(records: list[Record], source: str, name: str,
                    updated_at: str | None, kind: str) -> tuple[Path, int]:
    """Install the records and build the index every command then reads, once; the
    installed file and its number of cards."""
    path = install(records, source, name, updated_at, kind)
    file_index(path, installed_label())  # built now, not by the first query
    return path, len(records)


def update_from(api: str, timeout: float, force: bool, progress: Progress) -> str:
    """Download and install the Oracle cards of the bulk-data list at ``api``, unless the
    file installed was downloaded less than a day ago (and not ``force``) or is the
    newest; what was done, in a sentence."""
    with update_lock():
        note = installed_note()
        age = age_seconds(note) if note is not None else None
        if not force and note is not None and note.get("kind") == "download" and \
                age is not None and age < DAY:
            return (f"not downloaded: the installed card file is {_age(age)} old, and "
                    "Scryfall asks for at most one download a day (--force downloads "
                    "it again)")
        bulk = bulk_file(api, timeout)
        if not force and note is not None and bulk.updated_at is not None and \
                note.get("updated_at") == bulk.updated_at and note.get("kind") == "download":
            return f"already installed: {bulk.name} of {bulk.updated_at}"
        temporary = download(bulk, timeout, progress)
        try:
            records = downloaded_records(temporary, bulk.size, bulk.uri)
        finally:
            _remove(temporary)
        _, count = install_records(records, bulk.uri, bulk.name, bulk.updated_at, "download")
        return f"installed {count} cards: {bulk.name} of {bulk.updated_at or 'an unknown date'}"


def update_from_file(path: Path) -> str:
    """Install a card file a user downloaded by hand."""
    records = local_records(path)
    with update_lock():
        _, count = install_records(records, str(path), path.name, None, "file")
    return f"installed {count} cards from {path}"


def _age(seconds: float) -> str:
    if seconds < 3600:
        return f"{max(1, round(seconds / 60))} minutes"
    if seconds < 2 * DAY:
        return f"{round(seconds / 3600)} hours"
    return f"{round(seconds / DAY)} days"


def installed_age() -> str:
    """How old the installed card file is (``cards update --check``), in a sentence."""
    note = check_installed()
    if note is None:
        return ("no card file is installed: the built-in corpus answers (10,192 cards); "
                "`mtglogic cards update` downloads every card from Scryfall")
    age = age_seconds(note)
    when = f"installed {_age(age)} ago" if age is not None else "installed"
    state = "" if note["ok"] else "; its content does not match its hash: run " \
        "`mtglogic cards update --force`"
    dated = f" of {note['updated_at']}" if note.get("updated_at") else ""
    return f"{note.get('cards')} cards, {note.get('name')}{dated}, {when}{state}"
