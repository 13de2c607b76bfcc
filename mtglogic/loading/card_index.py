"""The built-in card library read lazily: an index of its names, and each card when named.

The index maps each card's name to its file's name. It is kept in the cache folder as a
checked entry (``mtglogic.loading.cache_folder``) made from the folder's listing (every
card file's name, size and modification time), so a query reads the stat of each file but
opens only the files of the cards it names. The index is a hint, never trusted: an entry
that is damaged or made from another listing is built again; a file it names must be one
of the folder's own card files (a bare name, never a path: nothing outside the folder is
ever read); and a card read through it must bear the name it was read for, else the index
is built again from the files. A card file is read with libyaml's loader; a file with an
error is read again with the located loader so that its error says the line.

The built-in library ships with its index made (``mtglogic/data/cards-index.json.gz``, by
``scripts/build_corpus.py``), tied to the content of its card files: a first query with an
empty cache folder reads the files' bytes to check it (a few milliseconds) instead of
parsing every file; an index of other content is not used.
"""
from __future__ import annotations

import gzip
import hashlib
import json
import os
import zlib
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from mtglogic.errors import ConsistencyError, MtglogicError
from mtglogic.loading.cache_folder import (
    Origin,
    check_clock,
    keep_cached_text,
    read_cached_text,
)
from mtglogic.loading.yamlio import YAML_SUFFIXES, load_yaml, load_yaml_fast
from mtglogic.model.cards import CardDef
from mtglogic.node import Node

KIND = "card-index-2"


def folder_signature(files: Sequence[Path | str]) -> str:
    """A hash of the card files' names, sizes and modification times."""
    digest = hashlib.sha256(KIND.encode())
    for path in files:
        info = os.stat(path)
        digest.update(f"{os.path.basename(path)}|{info.st_size}|{info.st_mtime_ns}\n".encode())
    return digest.hexdigest()


def card_file_names(folder: Path) -> list[str]:
    """The names of a folder's card files, sorted (names, not paths: a query lists the
    built-in folder's 430 files at every start)."""
    with os.scandir(folder) as entries:
        return sorted(e.name for e in entries if os.path.splitext(e.name)[1] in YAML_SUFFIXES)


def content_signature(files: list[Path]) -> str:
    """A hash of the card files' names and content (what a shipped index is made from)."""
    digest = hashlib.sha256(KIND.encode())
    for path in files:
        check_clock("checking the shipped card index")
        data = path.read_bytes()
        digest.update(f"{path.name}|{len(data)}\n".encode())
        digest.update(data)
    return digest.hexdigest()


def shipped_index_bytes(folder: Path) -> bytes:
    """The index of a folder's cards as it ships (gzip, no timestamp: the same files give
    the same bytes)."""
    index = FolderIndex(folder)
    paths = index._paths()
    text = json.dumps({"format": KIND, "content": content_signature(paths),
                       "names": index._build(paths)}, sort_keys=True, ensure_ascii=False)
    return gzip.compress(text.encode("utf-8"), compresslevel=9, mtime=0)


def _entry_name(folder: Path) -> str:
    return f"cards-{hashlib.sha256(str(folder).encode()).hexdigest()[:24]}.json"


def _kept_names(text: str | None, listed: set[str]) -> dict[str, str] | None:
    """The names of a kept index's text, when it maps one name to each card file of the
    folder (a file holds one card)."""
    try:
        names = json.loads(text) if text is not None else None
    except (ValueError, RecursionError):
        return None
    return _listed_names(names, listed)


def _listed_names(names: Any, listed: set[str]) -> dict[str, str] | None:
    """``names``, when it maps one name to each card file of the folder."""
    if not isinstance(names, dict) or not all(
            isinstance(name, str) and isinstance(file, str) for name, file in names.items()):
        return None
    files = list(names.values())
    return names if len(files) == len(listed) and set(files) == listed else None


def read_card(path: Path, parse: Callable[[Node], CardDef]) -> CardDef:
    """One card file given to ``parse`` (the card reader): read fast, and read again with
    lines when it has an error, for the error to say where."""
    try:
        return parse(load_yaml_fast(path))
    except MtglogicError:
        return parse(load_yaml(path))


class FolderIndex:
    """The card files of one folder by the card's name (exact)."""

    def __init__(self, folder: Path, shipped: Path | None = None) -> None:
        self.folder = folder
        self.shipped = shipped  # the index made with the package, if any
        self._files: dict[str, str] | None = None

    def _paths(self) -> list[Path]:
        return [self.folder / name for name in card_file_names(self.folder)]

    def files(self) -> dict[str, str]:
        """Each card's name and the name of its file (read from the cache when current)."""
        if self._files is None:
            found = card_file_names(self.folder)
            folder = self.folder.resolve()
            where = str(self.folder)
            origin = Origin.of(KIND, str(folder),
                               folder_signature([os.path.join(where, n) for n in found]))
            listed = set(found)
            names = _kept_names(read_cached_text(_entry_name(folder), origin), listed)
            if names is None:
                paths = [self.folder / name for name in found]
                names = self._shipped_names(paths, listed) or self._build(paths)
                keep_cached_text(_entry_name(folder), origin, json.dumps(names))
            self._files = names
        return self._files

    def _shipped_names(self, paths: list[Path], listed: set[str]) -> dict[str, str] | None:
        """The shipped index's names, when it was made from these very files."""
        if self.shipped is None:
            return None
        try:
            with gzip.open(self.shipped, "rb") as handle:
                shipped = json.loads(handle.read())
        except (OSError, EOFError, zlib.error, ValueError, RecursionError):
            return None
        if not isinstance(shipped, dict) or shipped.get("format") != KIND or \
                shipped.get("content") != content_signature(paths):
            return None
        return _listed_names(shipped.get("names"), listed)

    def _build(self, paths: list[Path]) -> dict[str, str]:
        names: dict[str, str] = {}
        for path in paths:
            check_clock(f"indexing the card folder {self.folder}")
            node = load_yaml_fast(path)
            if not node.is_map() or not isinstance(node.value.get("name"), str):
                node = load_yaml(path)
                Node.mapping(node, required=("name",))
                node["name"].as_str()
            name = str(node.value["name"])
            if name in names:
                raise ConsistencyError(f"card {name!r} is also defined in "
                                       f"{self.folder / names[name]}", str(path), None, "name")
            names[name] = path.name
        return names

    def path_of(self, name: str) -> Path | None:
        file = self.files().get(name)
        return None if file is None else self.folder / file

    def card(self, name: str, parse: Callable[[Node], CardDef]) -> CardDef:
        """The card named ``name``, read from its file; when the file holds another card
        (an index that no longer says the truth), the index is built again from the
        files and the card read from the file it names."""
        path = self.path_of(name)
        card = None if path is None else read_card(path, parse)
        if card is not None and card.name == name:
            return card
        self._files = self._build(self._paths())
        path = self.path_of(name)
        if path is None:
            raise ConsistencyError(f"no card {name!r} in {self.folder}")
        return read_card(path, parse)
