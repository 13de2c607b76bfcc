"""Where cards the library lacks come from, each source an index of records by name.

In the order they answer: the user's Oracle files (``--oracle``, ``MTGLOGIC_ORACLE``), the
file ``mtglogic cards update`` installed (``mtglogic.loading.installed_cards``), then the
built-in corpus. A user's file and the installed one are indexed in SQLite in the cache
folder (``mtglogic.loading.oracle_index``). The corpus ships with its own index of names
(``mtglogic/data/oracle-names.json.gz``, made with it by ``scripts/build_corpus.py``), so
naming a corpus card reads that index and one gzip member of the corpus (a few hundred
lines) and builds nothing; an index that
does not belong to the corpus beside it (its hash differs) is not used, and the corpus is
indexed in the cache folder like any file.
"""
from __future__ import annotations

import bisect
import gzip
import hashlib
import json
import zlib
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Protocol

from mtglogic.deferred import deferred
from mtglogic.errors import InputError
from mtglogic.loading.installed_cards import installed_file, installed_label
from mtglogic.loading.oracle_files import Keep, Record, name_rows
from mtglogic.loading.paths import PACKAGE, corpus_file

# SQLite loads only when a file other than the corpus is read.
_oracle_index = deferred("mtglogic.loading.oracle_index")

CORPUS = "the built-in Oracle corpus"  # the source of a card drafted from the package's data
NAMES_FORMAT = "corpus-names-2"
MEMBER_LINES = 256  # corpus lines in one gzip member: what reading one record decompresses


class Index(Protocol):
    """Records of one source by name (any case): its file, and how a user is told of it."""

    @property
    def source(self) -> Path: ...

    @property
    def label(self) -> str: ...

    def record(self, name: str) -> Record | None: ...

    def names(self) -> list[str]: ...

    def records(self, keep: Keep | None = None) -> list[Record]: ...


class Records(Protocol):
    """What a SQLite index of a file offers (``OracleIndex``)."""

    source: Path

    def record(self, name: str) -> Record | None: ...

    def names(self) -> list[str]: ...

    def records(self, keep: Keep | None = None) -> list[Record]: ...


class Labelled:
    """An index with the label a user is told its cards came from."""

    def __init__(self, index: Records, label: str) -> None:
        self.index = index
        self.label = label

    @property
    def source(self) -> Path:
        return self.index.source

    def record(self, name: str) -> Record | None:
        return self.index.record(name)

    def names(self) -> list[str]:
        return self.index.names()

    def records(self, keep: Keep | None = None) -> list[Record]:
        return self.index.records(keep)


def names_file() -> Path:
    return PACKAGE / "data" / "oracle-names.json.gz"


def _read_gzip(path: Path) -> bytes:
    try:
        with gzip.open(path, "rb") as handle:
            return handle.read()
    except (OSError, EOFError, zlib.error) as error:
        raise InputError(f"cannot read file: {getattr(error, 'strerror', None) or error}",
                         str(path)) from None


def corpus_members(lines: Sequence[bytes]) -> tuple[bytes, list[int]]:
    """The corpus file: its lines in gzip members of ``MEMBER_LINES`` each (one gzip file
    to any reader; each member compressed with no timestamp, so the same lines give the
    same bytes), and where each member starts."""
    members = [gzip.compress(b"".join(line + b"\n" for line in lines[at:at + MEMBER_LINES]),
                             compresslevel=9, mtime=0)
               for at in range(0, len(lines), MEMBER_LINES)]
    starts = [sum(len(m) for m in members[:i]) for i in range(len(members))]
    return b"".join(members), starts


def corpus_names(lines: Sequence[bytes], corpus_hash: str, starts: Sequence[int]
                 ) -> dict[str, Any]:
    """The corpus's index of names (what ``scripts/build_corpus.py`` ships): each line's
    own name, each name a card answers to (folded, sorted) with its line, own names first,
    and where each gzip member of the corpus starts. The names are kept as text, one a
    line, so that reading the index parses a few strings, not ten thousand."""
    records = [json.loads(line) for line in lines]
    position = {id(record): index for index, record in enumerate(records)}
    folded: dict[str, int] = {}
    for name, record in name_rows(records):
        folded.setdefault(name.casefold(), position[id(record)])
    if any("\n" in name for name in folded):
        raise InputError("a card name holds a new line", "name")
    order = sorted(folded)
    return {"format": NAMES_FORMAT, "corpus": corpus_hash, "member_lines": MEMBER_LINES,
            "members": list(starts), "names": "\n".join(str(r["name"]) for r in records),
            "folded": "\n".join(order), "lines": ",".join(str(folded[n]) for n in order)}


def _well_formed(index: Any, digest: str) -> bool:
    return isinstance(index, dict) and index.get("format") == NAMES_FORMAT and \
        index.get("corpus") == digest and index.get("member_lines") == MEMBER_LINES and \
        all(isinstance(index.get(k), str) for k in ("names", "folded", "lines")) and \
        isinstance(index.get("members"), list) and \
        all(isinstance(m, int) for m in index["members"])


class CorpusIndex:
    """The built-in corpus by name, read through the index of names shipped beside it: the
    names alone (completion, suggestions) need no record to be read, and a record is read
    by decompressing the one gzip member that holds it."""

    label = CORPUS

    def __init__(self, corpus: Path | None = None, names: Path | None = None) -> None:
        self.source = corpus or corpus_file()
        self.names_path = names or names_file()
        self._index: dict[str, Any] | None = None
        self._lines: list[bytes] | None = None
        self._folded: tuple[list[str], list[str]] | None = None
        self._members: dict[int, list[bytes]] = {}
        self._fallback: Index | None = None

    def _shipped(self) -> dict[str, Any] | None:
        """The shipped index, when it belongs to the corpus beside it (else the corpus is
        indexed in the cache folder like any file, and None)."""
        if self._index is None and self._fallback is None:
            try:
                digest = hashlib.sha256(self.source.read_bytes()).hexdigest()
            except OSError as error:
                raise InputError(f"cannot read file: {error.strerror or error}",
                                 str(self.source)) from None
            try:
                index = json.loads(_read_gzip(self.names_path))
            except (InputError, ValueError, RecursionError):
                index = None
            if _well_formed(index, digest):
                self._index = index
            else:
                module = _oracle_index()
                self._fallback = Labelled(module.OracleIndex.of(
                    self.source, module.content_key(self.source)), CORPUS)
        return self._index

    def _rows(self) -> list[bytes]:
        if self._lines is None:
            self._lines = [line for line in _read_gzip(self.source).split(b"\n") if line]
        return self._lines

    def _line(self, index: dict[str, Any], number: int) -> bytes | None:
        """Line ``number`` of the corpus, from the one member that holds it (from the whole
        corpus when it is read already, or the member cannot be)."""
        member, at = divmod(number, MEMBER_LINES)
        starts = index["members"]
        if self._lines is None and 0 <= member < len(starts):
            if member not in self._members:
                self._members[member] = self._member(starts, member)
            if at < len(self._members[member]):
                return self._members[member][at]
        rows = self._rows()
        return rows[number] if 0 <= number < len(rows) else None

    def _member(self, starts: list[int], member: int) -> list[bytes]:
        """The lines of one gzip member of the corpus ([] when it cannot be read)."""
        end = starts[member + 1] if member + 1 < len(starts) else None
        try:
            with open(self.source, "rb") as handle:
                handle.seek(starts[member])
                data = handle.read(None if end is None else end - starts[member])
            return gzip.decompress(data).split(b"\n")[:MEMBER_LINES]
        except (OSError, EOFError, zlib.error):
            return []

    def record(self, name: str) -> Record | None:
        index = self._shipped()
        if index is None:
            assert self._fallback is not None
            return self._fallback.record(name)
        if self._folded is None:
            self._folded = index["folded"].split("\n"), index["lines"].split(",")
        folded, lines = self._folded
        key = name.casefold()
        at = bisect.bisect_left(folded, key)
        if at == len(folded) or folded[at] != key or at >= len(lines):
            return None
        line = self._line(index, int(lines[at]))
        return None if line is None else dict(json.loads(line))

    def names(self) -> list[str]:
        index = self._shipped()
        if index is None:
            assert self._fallback is not None
            return self._fallback.names()
        return sorted(index["names"].split("\n"))

    def records(self, keep: Keep | None = None) -> list[Record]:
        """Every record (with ``keep``, those whose line, casefolded, it accepts: the
        corpus is written as is, not ASCII-escaped)."""
        if self._shipped() is None:
            assert self._fallback is not None
            return self._fallback.records(keep)
        lines = self._rows()
        if keep is not None:
            lines = [line for line in lines if keep(line.decode("utf-8").casefold())]
        return [json.loads(line) for line in lines]


def file_index(path: Path, label: str | None = None) -> Index:
    """A user's (or the installed) file, indexed in the cache folder."""
    module = _oracle_index()
    return Labelled(module.OracleIndex.of(path, module.stat_key(path)), label or str(path))


def source_indexes(files: Sequence[Path] = (), builtin: bool = True) -> list[Index]:
    """Every source in the order it answers: the user's ``files``, the installed file,
    the built-in corpus (those two unless ``builtin`` is False)."""
    found = [file_index(path) for path in files]
    if builtin:
        installed = installed_file()
        if installed is not None:
            found.append(file_index(installed, installed_label()))
        if corpus_file().is_file():
            found.append(CorpusIndex())
    return found
