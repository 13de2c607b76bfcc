"""Where cards the library lacks come from, each source an index of records by name.

In the order they answer: the user's Oracle files (``--oracle``, ``MTGLOGIC_ORACLE``), the
file ``mtglogic cards update`` installed (``mtglogic.loading.installed_cards``), then the
built-in corpus. A user's file and the installed one are indexed in SQLite in the cache
folder (``mtglogic.loading.oracle_index``). The corpus ships with its own index of names
(``mtglogic/data/oracle-names.json.gz``, made with it by ``scripts/build_corpus.py``), so
naming a corpus card reads two small compressed files and builds nothing; an index that
does not belong to the corpus beside it (its hash differs) is not used, and the corpus is
indexed in the cache folder like any file.
"""
from __future__ import annotations

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
NAMES_FORMAT = "corpus-names-1"


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


def corpus_names(lines: Sequence[bytes], corpus_hash: str) -> dict[str, Any]:
    """The corpus's index of names (what ``scripts/build_corpus.py`` ships): each line's
    own name, and the line of each name a card answers to (folded), own names first."""
    records = [json.loads(line) for line in lines]
    position = {id(record): index for index, record in enumerate(records)}
    folded: dict[str, int] = {}
    for name, record in name_rows(records):
        folded.setdefault(name.casefold(), position[id(record)])
    return {"format": NAMES_FORMAT, "corpus": corpus_hash,
            "names": [str(r["name"]) for r in records], "lines": folded}


class CorpusIndex:
    """The built-in corpus by name, read through the index of names shipped beside it: the
    names alone (completion, suggestions) need no record to be read."""

    label = CORPUS

    def __init__(self, corpus: Path | None = None, names: Path | None = None) -> None:
        self.source = corpus or corpus_file()
        self.names_path = names or names_file()
        self._index: dict[str, Any] | None = None
        self._lines: list[bytes] | None = None
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
            except (InputError, ValueError):
                index = None
            if isinstance(index, dict) and index.get("format") == NAMES_FORMAT and \
                    index.get("corpus") == digest and isinstance(index.get("lines"), dict) \
                    and isinstance(index.get("names"), list):
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

    def record(self, name: str) -> Record | None:
        index = self._shipped()
        if index is None:
            assert self._fallback is not None
            return self._fallback.record(name)
        line = index["lines"].get(name.casefold())
        return None if line is None else dict(json.loads(self._rows()[line]))

    def names(self) -> list[str]:
        index = self._shipped()
        if index is None:
            assert self._fallback is not None
            return self._fallback.names()
        return sorted(index["names"])

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
