"""The built-in card library read lazily: an index of its names, and each card when named.

The index maps each card's name to its file. It is kept in the cache folder
(``mtglogic.loading.cache_folder``) with a signature of the folder (a hash of
every card file's name, size and modification time), and rebuilt when the signature
differs, so a query reads the stat of each file but opens only the files of the cards it
names. A card file is read with libyaml's loader; a file with an error is read again with
the located loader so that its error says the line.
"""
from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from pathlib import Path

from mtglogic.errors import ConsistencyError, MtglogicError
from mtglogic.loading.cache_folder import cache_folder, write_cache_text
from mtglogic.loading.yamlio import YAML_SUFFIXES, load_yaml, load_yaml_fast
from mtglogic.model.cards import CardDef
from mtglogic.node import Node

INDEX_FORMAT = "card-index-1"


def folder_signature(files: list[Path]) -> str:
    """A hash of the card files' names, sizes and modification times."""
    digest = hashlib.sha256(INDEX_FORMAT.encode())
    for path in files:
        info = path.stat()
        digest.update(f"{path.name}|{info.st_size}|{info.st_mtime_ns}\n".encode())
    return digest.hexdigest()


def _index_file(folder: Path) -> Path:
    where = hashlib.sha256(str(folder.resolve()).encode()).hexdigest()[:24]
    return cache_folder() / f"cards-{where}.json"


def _read_index(path: Path, signature: str) -> dict[str, str] | None:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict) or data.get("signature") != signature:
        return None
    names = data.get("names")
    return names if isinstance(names, dict) else None


def _write_index(path: Path, signature: str, names: dict[str, str]) -> None:
    """Write the index where it can be written; a cache that cannot is only slower."""
    write_cache_text(path, json.dumps({"signature": signature, "names": names}))


def read_card(path: Path, parse: Callable[[Node], CardDef]) -> CardDef:
    """One card file given to ``parse`` (the card reader): read fast, and read again with
    lines when it has an error, for the error to say where."""
    try:
        return parse(load_yaml_fast(path))
    except MtglogicError:
        return parse(load_yaml(path))


class FolderIndex:
    """The card files of one folder by the card's name (exact)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._files: dict[str, str] | None = None

    def files(self) -> dict[str, str]:
        """Each card's name and the name of its file (read from the cache when current)."""
        if self._files is None:
            paths = sorted(p for p in self.folder.iterdir() if p.suffix in YAML_SUFFIXES)
            signature = folder_signature(paths)
            where = _index_file(self.folder)
            names = _read_index(where, signature)
            if names is None:
                names = self._build(paths)
                _write_index(where, signature, names)
            self._files = names
        return self._files

    def _build(self, paths: list[Path]) -> dict[str, str]:
        names: dict[str, str] = {}
        for path in paths:
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
