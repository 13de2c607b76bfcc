"""Card data files read by name: Scryfall's and MTGJSON's JSON, as Oracle records.

An Oracle record is a plain mapping with Scryfall's field names, only those a card's rules
read: ``name``, ``mana_cost``, ``type_line``, ``oracle_text``, ``power``, ``toughness``,
``loyalty``, ``defense``, ``color_indicator`` (color letters), ``layout`` (lower case) and
``card_faces`` (each face with the same fields). Accepted files:

- a Scryfall bulk file (``oracle-cards``, ``default-cards``): a JSON array of card objects;
- a Scryfall list response: ``{"object": "list", "data": [cards...]}``;
- MTGJSON ``AtomicCards``: ``{"data": {name: [faces...]}}`` (``faceName``, ``text``,
  ``type``, ``manaCost``, ``colorIndicator``...);
- JSON Lines of records (the package's own corpus, ``scripts/build_corpus.py``).

A file of another shape, JSON cut short, or a card without a name is an ``InputError``
naming the file and where in it.
"""
from __future__ import annotations

import gzip
import json
import zlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from mtglogic.errors import InputError

Record = dict[str, Any]
FIELDS = ("name", "mana_cost", "type_line", "oracle_text", "power", "toughness", "loyalty",
          "defense", "color_indicator")
MTGJSON_FIELDS = {"name": "name", "manaCost": "mana_cost", "type": "type_line",
                  "text": "oracle_text", "power": "power", "toughness": "toughness",
                  "loyalty": "loyalty", "defense": "defense",
                  "colorIndicator": "color_indicator"}
SHAPES = ("a Scryfall bulk file (a JSON array of cards), a Scryfall list "
          "({\"object\": \"list\", \"data\": [...]}) or MTGJSON AtomicCards "
          "({\"data\": {name: [faces]}})")


def _field(value: Any) -> Any:
    """A field's value as a record keeps it: numbers as Scryfall writes them (text)."""
    if isinstance(value, bool) or value is None:
        return value
    return str(value) if isinstance(value, (int, float)) else value


def _face(card: dict[str, Any], names: dict[str, str], file: str, where: str) -> Record:
    if not isinstance(card, dict):
        raise InputError(f"expected a card object, got {type(card).__name__}", file, None,
                         where)
    name = card.get("name")
    if not isinstance(name, str) or not name.strip():
        raise InputError("a card without a name", file, None, where)
    record: Record = {}
    for key, field in names.items():
        value = card.get(key)
        if value is not None and value != "" and value != []:
            record[field] = _field(value)
    return record


def scryfall_record(card: Any, file: str, where: str) -> Record:
    """The Oracle record of one Scryfall card object (or one line of the corpus)."""
    record = _face(card, {f: f for f in FIELDS}, file, where)
    layout = card.get("layout")
    faces = card.get("card_faces")
    if isinstance(faces, list) and faces:
        record["card_faces"] = [_face(face, {f: f for f in FIELDS}, file,
                                      f"{where}.card_faces[{i}]")
                                for i, face in enumerate(faces)]
        record["layout"] = str(layout or "transform").lower()
    elif isinstance(layout, str) and layout.lower() != "normal":
        record["layout"] = layout.lower()
    return record


def mtgjson_record(name: Any, faces: Any, file: str) -> Record:
    """The Oracle record of one MTGJSON AtomicCards entry: its list of faces."""
    where = f"data[{json.dumps(name, ensure_ascii=False)}]"
    if not isinstance(faces, list) or not faces:
        raise InputError("expected a list of card faces", file, None, where)
    read = [_face(face, MTGJSON_FIELDS, file, f"{where}[{i}]") for i, face in enumerate(faces)]
    if len(read) == 1:
        return read[0]
    for face, raw in zip(read, faces):
        face["name"] = str(raw.get("faceName") or face["name"])
    layout = faces[0].get("layout")
    return {**read[0], "name": str(faces[0]["name"]), "card_faces": read,
            "layout": str(layout or "transform").lower()}


def read_json(path: Path) -> Any:
    """A whole JSON file, its errors one line naming the file and where."""
    try:
        with path.open("rb") as handle:
            return json.load(handle)
    except OSError as error:
        raise InputError(f"cannot read file: {error.strerror or error}", str(path)) from None
    except UnicodeDecodeError as error:
        raise InputError(f"not UTF-8 text ({error.reason})", str(path)) from None
    except json.JSONDecodeError as error:
        raise InputError(f"not JSON (cut short?): {error.msg} at line {error.lineno} column "
                         f"{error.colno}", str(path)) from None
    except RecursionError:
        raise InputError("not JSON this reader takes: nested too deeply", str(path)) from None


def records_of(data: Any, file: str) -> Iterator[Record]:
    """The Oracle records of a parsed Scryfall or MTGJSON file."""
    if isinstance(data, list):
        for index, card in enumerate(data):
            yield scryfall_record(card, file, f"[{index}]")
        return
    if isinstance(data, dict) and data.get("object") == "list":
        cards = data.get("data")
        if not isinstance(cards, list):
            raise InputError("a Scryfall list whose \"data\" is not a list", file, None, "data")
        for index, card in enumerate(cards):
            yield scryfall_record(card, file, f"data[{index}]")
        return
    if isinstance(data, dict) and data.get("object") == "card":
        yield scryfall_record(data, file, "card")
        return
    if isinstance(data, dict) and isinstance(data.get("data"), dict):
        for name, faces in data["data"].items():
            yield mtgjson_record(name, faces, file)
        return
    raise InputError(f"not a card file: expected {SHAPES}", file)


def jsonl_records(path: Path) -> Iterator[Record]:
    """The records of a JSON Lines file, gzip-compressed when its name ends in ``.gz``."""
    file = str(path)
    try:
        opener = gzip.open if path.suffix == ".gz" else open
        with opener(path, "rt", encoding="utf-8") as handle:
            for number, line in enumerate(handle, 1):
                if line.strip():
                    try:
                        card = json.loads(line)
                    except json.JSONDecodeError as error:
                        raise InputError(f"not JSON: {error.msg}", file, number) from None
                    yield scryfall_record(card, file, f"line {number}")
    except (OSError, EOFError, zlib.error) as error:
        raise InputError(f"cannot read file: {getattr(error, 'strerror', None) or error}",
                         file) from None
    except UnicodeDecodeError as error:
        raise InputError(f"not UTF-8 text: byte 0x{error.object[error.start]:02x}",
                         file) from None


def file_records(path: Path) -> Iterator[Record]:
    """Every Oracle record of a card data file, whatever its accepted shape."""
    if path.name.endswith((".jsonl", ".jsonl.gz")):
        yield from jsonl_records(path)
        return
    yield from records_of(read_json(path), str(path))


def face_names(record: Record) -> list[str]:
    """The names a record answers to: its own, then each face's (``Fire // Ice``: Fire, Ice)."""
    names = [record["name"]]
    names += [face["name"] for face in record.get("card_faces", []) if face["name"] not in names]
    return names
