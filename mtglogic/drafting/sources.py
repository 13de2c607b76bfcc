"""A card's Oracle data from a JSON file the user downloaded: Scryfall or MTGJSON.

Scryfall (its card objects): one card (``"object": "card"``), a list (``"object": "list"``
with ``data``) or a bulk file (an array of cards); a card has ``name``, ``oracle_text``,
``type_line``, ``mana_cost``, ``power``, ``toughness``, ``loyalty``, ``color_indicator``
(letters), and a card of several faces has them per face in ``card_faces``.
MTGJSON: ``data`` holding cards by name (AtomicCards: lists of cards), sets by code (
AllPrintings: each with ``cards``), or one set's ``cards``; a card has ``name``
(``faceName`` for a face), ``text``, ``type``, ``manaCost``, ``power``, ``toughness``,
``loyalty``, ``colorIndicator``. No network is used: only the file.
"""
from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from mtglogic.drafting.draft import OracleCard
from mtglogic.drafting.limits import check_printed_stat
from mtglogic.errors import InputError
from mtglogic.loading.oracle_files import Record, face_names, file_records
from mtglogic.loading.yamlio import open_regular, read_regular_file, utf8_text
from mtglogic.model.terms import COLOR_SYMBOLS
from mtglogic.names import close_names, did_you_mean

# The largest file read (a bulk file included); what parsing it takes counts against the
# command's --max-memory as well.
MAX_SOURCE_BYTES = 256 * 1024 * 1024
NOT_CARDS = "is not a Scryfall or MTGJSON card list (see docs/cards.md)"


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


def scryfall_cards(data: Any) -> list[dict[str, Any]] | None:
    if isinstance(data, dict) and data.get("object") == "card":
        return [data]
    if isinstance(data, dict) and data.get("object") == "list" and isinstance(
            data.get("data"), list):
        return [c for c in data["data"] if isinstance(c, dict) and c.get("object") == "card"]
    if isinstance(data, list) and data and all(isinstance(c, dict) and c.get("object") == "card"
                                               for c in data):
        return data
    return None


def mtgjson_cards(data: Any) -> list[dict[str, Any]] | None:
    if not isinstance(data, dict) or not isinstance(data.get("data"), (dict, list)):
        return None
    inner = data["data"]
    if isinstance(inner, dict) and isinstance(inner.get("cards"), list):
        return [c for c in inner["cards"] if isinstance(c, dict)]
    found: list[dict[str, Any]] = []
    for value in (inner.values() if isinstance(inner, dict) else [inner]):
        if isinstance(value, list):
            found += [c for c in value if isinstance(c, dict) and "name" in c]
        elif isinstance(value, dict) and isinstance(value.get("cards"), list):
            found += [c for c in value["cards"] if isinstance(c, dict)]
    return found if found and all("name" in c for c in found) else None


def _colors(letters: Any) -> tuple[str, ...]:
    if not isinstance(letters, list):
        return ()
    return tuple(COLOR_SYMBOLS[c] for c in letters if c in COLOR_SYMBOLS)


def _text(value: Any) -> str | None:
    return None if value is None else str(value)


def from_scryfall(card: dict[str, Any], name: str) -> Iterator[OracleCard]:
    faces: list[Any] = card["card_faces"] if isinstance(card.get("card_faces"), list) else []
    for face in [card, *faces]:
        if not isinstance(face, dict) or "name" not in face:
            continue
        if face is card and faces and "oracle_text" not in card:
            continue
        yield OracleCard(str(face["name"]), str(face.get("oracle_text") or ""),
                         str(face.get("type_line") or ""), str(face.get("mana_cost") or ""),
                         _text(face.get("power")), _text(face.get("toughness")),
                         _text(face.get("loyalty")), _colors(face.get("color_indicator")))


def from_mtgjson(card: dict[str, Any]) -> Iterator[OracleCard]:
    names = [card.get("faceName"), card.get("name")]
    for name in [n for n in names if n]:
        yield OracleCard(str(name), str(card.get("text") or ""), str(card.get("type") or ""),
                         str(card.get("manaCost") or ""), _text(card.get("power")),
                         _text(card.get("toughness")), _text(card.get("loyalty")),
                         _colors(card.get("colorIndicator")))


def faced_record(path: Path, name: str) -> Record | None:
    """The record of the card of two faces named ``name`` (its own name or a face's, any
    case) in a file the card sources read (``mtglogic.loading.oracle_files``), or None: a
    card of one face, or a file of a shape only ``card_from_file`` reads (its card is then
    drafted as one face)."""
    wanted = name.lower()
    try:
        # The checks card_from_file makes come first: a regular file (a FIFO or a device
        # would block or never end), of at most MAX_SOURCE_BYTES; else it says why.
        os.close(open_regular(path, "a JSON file"))
        if path.stat().st_size > MAX_SOURCE_BYTES:
            return None
        for record in file_records(path):
            if len(record.get("card_faces") or []) == 2 and wanted in (
                    n.lower() for n in face_names(record)):
                return record
    except InputError:
        return None
    return None


def card_from_file(path: Path, name: str) -> OracleCard:
    """The card named ``name`` (any case; a face's name too) in a Scryfall or MTGJSON file."""
    data = read_json(path)
    found: list[OracleCard] = []
    scryfall = scryfall_cards(data)
    if scryfall is not None:
        for card in scryfall:
            found += from_scryfall(card, name)
    else:
        cards = mtgjson_cards(data)
        if cards is None:
            raise InputError(f"{path} {NOT_CARDS}", "--from")
        for card in cards:
            found += from_mtgjson(card)
    for oracle in found:
        if oracle.name.lower() == name.lower():
            for what in ("power", "toughness", "loyalty"):  # as printed (208.2), never '*' by default
                value = getattr(oracle, what)
                if value:
                    check_printed_stat(value, f"--from: the card's {what}")
            return oracle
    close = close_names(name, sorted({c.name for c in found}))
    raise InputError(f"no card named {name!r} in {path}{did_you_mean(close)}", "--from")
