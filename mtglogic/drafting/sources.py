"""The card ``cards draft --from FILE --name NAME`` drafts: a card of a JSON file the user
downloaded (Scryfall or MTGJSON), read by the one reader of card data
(``mtglogic.loading.oracle_files``), as every other path reads it.

What it reads is bounded before it is read: a regular file (a FIFO, a device or a folder is
refused without blocking) of at most ``MAX_SOURCE_BYTES``, in UTF-8. A name answers as it
does everywhere: a card's own name (any case) before another card's face of that name.
No network is used: only the file.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from mtglogic.errors import InputError
from mtglogic.loading.oracle_files import (
    Record,
    face_names,
    is_json_lines,
    jsonl_records,
    link_melds,
    name_rows,
    records_of,
)
from mtglogic.loading.yamlio import read_regular_file, utf8_text
from mtglogic.names import close_names, did_you_mean

# The largest file read (a bulk file included); what parsing it takes counts against the
# command's --max-memory as well.
MAX_SOURCE_BYTES = 256 * 1024 * 1024


def read_json(path: Path) -> Any:
    """The JSON of a regular file of at most ``MAX_SOURCE_BYTES`` (a FIFO, a device, a
    folder refused before any read), in UTF-8."""
    try:
        text = utf8_text(read_regular_file(path, MAX_SOURCE_BYTES, "a JSON file"), str(path))
    except InputError as error:
        raise InputError(str(error), "--from") from None
    try:
        return json.loads(text)
    except RecursionError:
        raise InputError(f"{path}: not JSON this reader takes: nested too deeply",
                         "--from") from None
    except ValueError as error:  # JSONDecodeError, or a number too long to convert
        raise InputError(f"{path}: not JSON ({error})", "--from") from None


def file_cards(path: Path) -> list[Record]:
    """Every card of the file, read as every card source reads it."""
    if is_json_lines(path):
        read_regular_file(path, MAX_SOURCE_BYTES, "a JSON Lines file")
        return link_melds(jsonl_records(path))
    return link_melds(records_of(read_json(path), str(path)))


def record_from_file(path: Path, name: str) -> Record:
    """The card named ``name`` (any case; a face's name too) in a Scryfall or MTGJSON file."""
    records = file_cards(path)
    wanted = name.casefold()
    for found, record in name_rows(records):
        if found.casefold() == wanted:
            return record
    names = sorted({n for record in records for n in face_names(record)})
    raise InputError(f"no card named {name!r} in {path}{did_you_mean(close_names(name, names))}",
                     "--from")
