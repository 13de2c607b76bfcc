"""The rows ``mtglogic rulings`` lists, read from the ruling files once per content.

Listing the rulings reads every ruling file (hundreds), each parsed whole and its frame
checked (``mtglogic.loading.rulings.load_ruling``): most of the command's time, and the
same answer while the files and the code stay as they are. So the rows, made by the
caller from the files, are kept in the cache folder as a checked entry
(``mtglogic.loading.cache_folder``) made from what they depend on: each file's path and
bytes, the rulesets known with their folders and rule indexes (which a ruling's ``rules:``
are checked against), and the package's code. Any of them that changes makes the entry
stale, and the files are read and checked again. A file with an error is an error every
time: rows are kept only when every file gave one. A file that cannot be hashed (a link,
an unreadable file) keeps nothing: its reading says what is wrong.
"""
from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from mtglogic.loading.cache_folder import Origin, content_facts, keep_cached_text, read_cached_text
from mtglogic.loading.paths import data_root
from mtglogic.loading.rule_index import INDEX_FILE
from mtglogic.loading.ruleset_folders import available_rulesets, ruleset_folder
from mtglogic.loading.rulings import builtin_ruling_files

KIND = "ruling-rows-1"  # changes when what is kept changes
Row = dict[str, Any]  # strings, and lists of strings


def ruling_rows(ruleset: str | None, make_row: Callable[[Path], Row]) -> list[Row]:
    """``make_row(file)`` for each built-in ruling file (of one ruleset, or of all:
    ``builtin_ruling_files``), in order: as kept by an earlier run from the same inputs,
    else made now (and kept, in place of what was kept for the same rulesets before)."""
    files = builtin_ruling_files(ruleset)
    origin = _origin(files)
    name = _name(ruleset)
    if origin is not None:
        kept = _rows(read_cached_text(name, origin))
        if kept is not None and len(kept) == len(files):
            return kept
    rows = [make_row(path) for path in files]
    if origin is not None:
        keep_cached_text(name, origin, json.dumps(rows))
    return rows


def _origin(files: Sequence[Path]) -> Origin | None:
    """What the rows of ``files`` are made from, or None when a file cannot be hashed."""
    digest = hashlib.sha256()
    try:
        for rid in available_rulesets():
            index = ruleset_folder(rid) / INDEX_FILE
            facts = content_facts(index) if index.is_file() else "no index"
            digest.update(f"ruleset {rid}|{ruleset_folder(rid)}|{facts}\n".encode())
        for path in files:
            digest.update(f"file {path}|{content_facts(path)}\n".encode())
    except (OSError, UnicodeEncodeError):
        return None
    return Origin.of(KIND, f"{len(files)} files|{digest.hexdigest()}")


def _name(ruleset: str | None) -> str:
    """The entry's name: one for each choice of rulesets and data folder."""
    where = f"{ruleset or 'every ruleset'}|{ruleset_folder(ruleset) if ruleset else data_root()}"
    return f"ruling-rows-{hashlib.sha256(where.encode()).hexdigest()[:24]}.json"


def _rows(text: str | None) -> list[Row] | None:
    """The rows of a kept entry's text, or None when it holds anything but rows."""
    if text is None:
        return None
    try:
        rows = json.loads(text)
    except (ValueError, RecursionError):
        return None
    if not isinstance(rows, list) or not all(isinstance(row, dict) for row in rows):
        return None
    return rows
