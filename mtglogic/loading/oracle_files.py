"""Card data files read by name: Scryfall's and MTGJSON's JSON, as Oracle records. The one
reader of card data, for the built-in corpus, a file installed by ``mtglogic cards update``,
``--oracle`` files and ``cards draft --from`` alike.

An Oracle record is a plain mapping with Scryfall's field names, only those a card's rules
read, each checked by ``mtglogic.loading.card_fields``: ``name``, ``mana_cost``,
``type_line``, ``oracle_text``, ``power``, ``toughness``, ``loyalty``, ``defense`` (text,
as Scryfall writes them) and ``color_indicator`` (colour letters, 204). Every card is read
as printed, whatever the order or form of its source's faces:

- a card of one face has its fields at the top;
- a card with two faces has ``layout`` and ``card_faces``, the main face first (its own
  characteristics: the front face, 712.8a; the left half, 709; the normal characteristics
  of an adventurer, omen or prepare card, 715.4, 720.4; a flip card's top half, 710.1a),
  and ``name``, the card's own name: the main face's, or "Left // Right" for a split card
  (709.4). The layouts are those of ``mtglogic.model.cards.LAYOUTS``; Scryfall files omen
  cards as ``adventure`` and they are told apart by their Omen;
- a meld result (712.4) is a card of one face with ``meld_parts``, its two parts' names and
  mana costs (its mana value is theirs added, 712.8g), and each part of a meld pair found
  in the same file has layout ``meld`` with the result as its back face.

Tokens, emblems and the other objects that are no cards of a game (Scryfall's ``token``,
``emblem``, ``art_series`` ... layouts) are left out. Accepted files:

- a Scryfall bulk file (``oracle-cards``, ``default-cards``): a JSON array of card objects;
- a Scryfall list response: ``{"object": "list", "data": [cards...]}``, or one card;
- MTGJSON: ``AtomicCards`` (``{"data": {name: [faces...]}}``), ``AllPrintings`` (sets with
  their ``cards``) or one set's file (``{"data": {"cards": [...]}}``);
- JSON Lines of records (the package's own corpus, ``scripts/build_corpus.py``), gzipped
  when the name ends in ``.gz``.

A file of another shape, JSON cut short, or a field of the wrong kind is an ``InputError``
naming the file and where in it.
"""
from __future__ import annotations

import contextlib
import gzip
import json
import zlib
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import IO, Any, cast

from mtglogic.errors import InputError
from mtglogic.loading.card_fields import Where, checked_field
from mtglogic.model.cards import LAYOUTS

Record = dict[str, Any]
# A test of a record's JSON text (written as is, not ASCII-escaped), casefolded: False
# only for a record that cannot be wanted (a search's texts it lacks), so that the record
# need not be decoded; a source may still give records it would refuse.
Keep = Callable[[str], bool]
FIELDS = ("name", "mana_cost", "type_line", "oracle_text", "power", "toughness", "loyalty",
          "defense", "color_indicator")
MTGJSON_FIELDS = {"name": "name", "manaCost": "mana_cost", "type": "type_line",
                  "text": "oracle_text", "power": "power", "toughness": "toughness",
                  "loyalty": "loyalty", "defense": "defense",
                  "colorIndicator": "color_indicator"}
SCRYFALL_FIELDS = {f: f for f in FIELDS}
SHAPES = ("a Scryfall bulk file (a JSON array of cards), a Scryfall list "
          "({\"object\": \"list\", \"data\": [...]}) or MTGJSON AtomicCards "
          "({\"data\": {name: [faces]}})")
# Layouts of the sources, as the record names them (the others are cards of one face)
LAYOUT_OF = {"split": "split", "aftermath": "split", "flip": "flip", "transform": "transform",
             "modal_dfc": "modal_dfc", "meld": "meld", "adventure": "adventure",
             "omen": "omen", "prepare": "prepare"}
# What Scryfall and MTGJSON file that is no card of a game of Magic
NOT_CARDS = frozenset({"token", "double_faced_token", "emblem", "art_series", "vanguard",
                       "scheme", "planar"})
SPELL_FACED = ("adventure", "omen", "prepare")  # a permanent card with an inset spell


def _face(card: Any, names: dict[str, str], where: Where) -> Record:
    """One card or face: its fields, checked, in the record's order."""
    if not isinstance(card, dict):
        raise where.fail(f"expected a card object, got {type(card).__name__}")
    if not isinstance(card.get("name"), str) or not card["name"].strip():
        raise where.fail("a card without a name")
    found = {field: key for key, field in names.items()
             if card.get(key) is not None and card.get(key) != "" and card.get(key) != []}
    return {field: checked_field(field, card[found[field]], where.at(found[field]))
            for field in FIELDS if field in found}


def _layout(card: dict[str, Any], where: Where) -> str:
    layout = card.get("layout", "normal")
    if layout is None:
        return "normal"
    if not isinstance(layout, str):
        raise where.at("layout").fail(f"expected a layout name, got {type(layout).__name__}")
    return layout.lower()


def _types(face: Record) -> list[str]:
    """The words of a face's type line (its card types and subtypes)."""
    return str(face.get("type_line", "")).replace("\u2014", " ").split()


def _is_spell(face: Record) -> bool:
    return bool({"Instant", "Sorcery"} & set(_types(face)))


def faced(name: str, layout: str, faces: list[Record]) -> Record:
    """A card of two faces: the main face first (a spell-faced card's permanent, whatever the
    source's order), named as the card is (709.4: a split card by both halves)."""
    if layout in SPELL_FACED:
        if _is_spell(faces[0]) and not _is_spell(faces[1]):
            faces = [faces[1], faces[0]]
        if layout == "adventure" and "Omen" in _types(faces[1]):
            layout = "omen"  # Scryfall files omen cards as adventure (720)
    own = f"{faces[0]['name']} // {faces[1]['name']}" if layout == "split" else \
        faces[0]["name"]
    if layout == "split" and " // " in name:
        own = name
    return {"name": own, "layout": layout, "card_faces": faces}


def _meld_parts(card: dict[str, Any], name: str, where: Where) -> list[Record] | None:
    """The parts of a meld result: from the record's own ``meld_parts``, or Scryfall's
    ``all_parts`` when it names this card the meld result; None for any other card."""
    own = card.get("meld_parts")
    if own is not None:
        if not isinstance(own, list) or len(own) != 2:
            raise where.at("meld_parts").fail("expected the two parts of a meld pair")
        return [_face(part, {"name": "name", "mana_cost": "mana_cost"},
                      where.at("meld_parts").at(i)) for i, part in enumerate(own)]
    parts = card.get("all_parts")
    if not isinstance(parts, list):
        return None
    related = [p for p in parts if isinstance(p, dict) and isinstance(p.get("name"), str)]
    results = [p["name"] for p in related if p.get("component") == "meld_result"]
    if results != [name]:
        return None
    found = [{"name": p["name"]} for p in related if p.get("component") == "meld_part"]
    return found if len(found) == 2 else None


def _meld_result(card: dict[str, Any], name: str) -> str | None:
    """The meld result a meld part of Scryfall names in its ``all_parts``, if any."""
    parts = card.get("all_parts")
    if not isinstance(parts, list):
        return None
    results = [p.get("name") for p in parts
               if isinstance(p, dict) and p.get("component") == "meld_result"]
    return str(results[0]) if len(results) == 1 and results[0] != name else None


def scryfall_record(card: Any, file: str, where: str, line: int | None = None,
                    ) -> Record | None:
    """The Oracle record of one Scryfall card object (or one line of the corpus); None for
    an object that is no card of a game (a token, an emblem, an art card)."""
    at = Where(file, where, line)
    if not isinstance(card, dict):
        raise at.fail(f"expected a card object, got {type(card).__name__}")
    layout = _layout(card, at)
    if layout in NOT_CARDS:
        return None
    faces = card.get("card_faces")
    if faces is not None and not isinstance(faces, list):
        raise at.at("card_faces").fail(f"expected a list of faces, got {type(faces).__name__}")
    read = [_face(face, SCRYFALL_FIELDS, at.at("card_faces").at(i))
            for i, face in enumerate(faces or [])]
    name = read[0]["name"] if read and card.get("name") is None else \
        _face(card, {"name": "name"}, at)["name"]
    if len(read) == 1:  # an older form: the main face at the top, the other in the list
        read = [_face(card, SCRYFALL_FIELDS, at), read[0]]
    if len(read) >= 2 and layout != "reversible_card":
        if len(read) > 2:
            raise at.at("card_faces").fail(f"a card has at most two faces, not {len(read)}")
        kind = LAYOUT_OF.get(layout, "transform" if layout == "normal" else layout)
        if kind not in LAYOUTS:
            return {**read[0], "layout": kind, "card_faces": read}
        return faced(name, kind, read)
    record = read[0] if read else _face(card, SCRYFALL_FIELDS, at)
    parts = _meld_parts(card, record["name"], at)
    if parts is not None:
        record["meld_parts"] = parts
    result = _meld_result(card, record["name"]) if layout == "meld" else None
    if result is not None:
        record["meld_result"] = result
    return record


def mtgjson_record(name: Any, faces: Any, file: str, where: str | None = None) -> Record | None:
    """The Oracle record of one MTGJSON card: the list of its faces (AtomicCards)."""
    where = where or f"data[{json.dumps(name, ensure_ascii=False)}]"
    at = Where(file, where)
    if not isinstance(faces, list) or not faces:
        raise at.fail("expected a list of card faces")
    layout = _layout(faces[0], at.at(0)) if isinstance(faces[0], dict) else "normal"
    if layout in NOT_CARDS:
        return None
    read = []
    for index, face in enumerate(faces):
        record = _face(face, MTGJSON_FIELDS, at.at(index))
        face_name = face.get("faceName") if isinstance(face, dict) else None
        if face_name is not None:
            record["name"] = checked_field("name", face_name, at.at(index).at("faceName"))
        read.append(record)
    if len(read) == 1 or layout == "reversible_card":
        return read[0]
    if len(read) > 2:
        raise at.fail(f"a card has at most two faces, not {len(read)}")
    kind = LAYOUT_OF.get(layout, "transform")
    own = faces[0].get("name")
    return faced(own if isinstance(own, str) else read[0]["name"], kind, read)


def link_melds(records: Iterable[Record]) -> list[Record]:
    """The records with each meld pair made whole (712.4): a part found in the file becomes
    a card of layout ``meld`` with the result as its back face, and the result knows its
    parts' mana costs (712.8g). Records that need nothing are kept as they are."""
    found = list(records)
    by_name = {r["name"]: r for r in found}
    results = {r["name"]: r for r in found if "meld_parts" in r}
    part_of = {part["name"]: result for result in results.values()
               for part in result["meld_parts"]}
    for index, record in enumerate(found):
        if record["name"] in results:
            parts = []
            for part in record["meld_parts"]:
                own = by_name.get(part["name"])
                front = own["card_faces"][0] if own and "card_faces" in own else own
                cost = front.get("mana_cost", "") if front else part.get("mana_cost")
                parts.append({"name": part["name"]} if cost is None else
                             {"name": part["name"], "mana_cost": cost})
            found[index] = {**record, "meld_parts": parts}
            continue
        result_name = record.pop("meld_result", None) or \
            (part_of[record["name"]]["name"] if record["name"] in part_of else None)
        result = results.get(result_name) if result_name else None
        if result is not None and "card_faces" not in record:
            back = {k: v for k, v in result.items() if k in FIELDS}
            found[index] = {"name": record["name"], "layout": "meld",
                            "card_faces": [record, back]}
    return found


@contextlib.contextmanager
def opened(path: Path) -> Iterator[IO[bytes]]:
    """A file's bytes, gunzipped when they are gzip's (by their first bytes)."""
    with open(path, "rb") as raw:
        packed = raw.read(2) == b"\x1f\x8b"
        raw.seek(0)
        if not packed:
            yield raw
            return
        with gzip.GzipFile(fileobj=raw, mode="rb") as unpacked:
            yield cast(IO[bytes], unpacked)


def read_json(path: Path) -> Any:
    """A whole JSON file (gzipped or not), its errors one line naming the file and where."""
    try:
        with opened(path) as handle:
            return json.load(handle)
    except (EOFError, zlib.error, gzip.BadGzipFile) as error:
        raise InputError(f"not a whole gzip file: {error}", str(path)) from None
    except OSError as error:
        raise InputError(f"cannot read file: {error.strerror or error}", str(path)) from None
    except UnicodeDecodeError as error:
        raise InputError(f"not UTF-8 text: byte 0x{error.object[error.start]:02x}",
                         str(path)) from None
    except json.JSONDecodeError as error:
        raise InputError(f"not JSON (cut short?): {error.msg} at line {error.lineno} column "
                         f"{error.colno}", str(path)) from None
    except (RecursionError, ValueError):
        raise InputError("not JSON this reader takes: nested too deeply, or a number too "
                         "long", str(path)) from None


def _mtgjson_printings(cards: Any, file: str, where: str) -> Iterator[Record]:
    """The records of MTGJSON printings (a set's ``cards``): the faces of one card share
    its ``name`` ("Fire // Ice") and come once per printing."""
    if not isinstance(cards, list):
        raise InputError("expected a list of cards", file, None, where)
    grouped: dict[str, list[Any]] = {}
    for index, card in enumerate(cards):
        if not isinstance(card, dict) or not isinstance(card.get("name"), str):
            raise InputError("expected a card object with a name", file, None,
                             f"{where}[{index}]")
        faces = grouped.setdefault(card["name"], [])
        side = card.get("side")
        if side is None or side not in [f.get("side") for f in faces]:
            faces.append(card)
    for name, faces in grouped.items():
        record = mtgjson_record(name, faces, file, f"{where}[{name!r}]")
        if record is not None:
            yield record


def _mtgjson(data: dict[str, Any], file: str) -> Iterator[Record] | None:
    inner = data.get("data")
    if isinstance(inner, dict) and "cards" in inner:
        return _mtgjson_printings(inner["cards"], file, "data.cards")
    if not isinstance(inner, dict):
        return None
    values = list(inner.values())
    if values and all(isinstance(v, dict) and "cards" in v for v in values):
        return (record for code, value in inner.items()
                for record in _mtgjson_printings(value["cards"], file, f"data.{code}.cards"))
    return (record for name, faces in inner.items()
            if (record := mtgjson_record(name, faces, file)) is not None)


def records_of(data: Any, file: str) -> Iterator[Record]:
    """The Oracle records of a parsed Scryfall or MTGJSON file."""
    if isinstance(data, dict) and data.get("object") == "list":
        data = data.get("data")
        if not isinstance(data, list):
            raise InputError("a Scryfall list whose \"data\" is not a list", file, None, "data")
        prefix = "data"
    elif isinstance(data, dict) and data.get("object") == "card":
        data, prefix = [data], "card"
    else:
        prefix = ""
    if isinstance(data, list):
        for index, card in enumerate(data):
            record = scryfall_record(card, file, f"{prefix}[{index}]")
            if record is not None:
                yield record
        return
    mtgjson = _mtgjson(data, file) if isinstance(data, dict) else None
    if mtgjson is None:
        raise InputError(f"not a Scryfall or MTGJSON card list: expected {SHAPES}", file)
    yield from mtgjson


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
                    except (json.JSONDecodeError, RecursionError, ValueError) as error:
                        raise InputError(f"not JSON: {getattr(error, 'msg', error)}", file,
                                         number) from None
                    record = scryfall_record(card, file, "", number)
                    if record is not None:
                        yield record
    except (OSError, EOFError, zlib.error) as error:
        raise InputError(f"cannot read file: {getattr(error, 'strerror', None) or error}",
                         file) from None
    except UnicodeDecodeError as error:
        raise InputError(f"not UTF-8 text: byte 0x{error.object[error.start]:02x}",
                         file) from None


def is_json_lines(path: Path) -> bool:
    return path.name.endswith((".jsonl", ".jsonl.gz"))


def read_records(path: Path) -> Iterator[Record]:
    """The Oracle records of a card data file as they are read, each checked, meld pairs
    not yet linked (``file_records`` links them)."""
    if is_json_lines(path):
        return jsonl_records(path)
    return records_of(read_json(path), str(path))


def file_records(path: Path) -> list[Record]:
    """Every Oracle record of a card data file, whatever its accepted shape, meld pairs
    made whole (``link_melds``)."""
    return link_melds(read_records(path))


def own_names(record: Record) -> list[str]:
    """The names that are the card's own: its name, and the name Scryfall gives a card of
    two faces ("Infirmary Healer // Stream of Life", "Delver of Secrets // Insectile
    Aberration"; a split card's "Fire // Ice" is its name already)."""
    names = [record["name"]]
    faces = record.get("card_faces") or []
    if len(faces) == 2:
        joined = f"{faces[0]['name']} // {faces[1]['name']}"
        names += [joined] if joined not in names else []
    return names


def face_names(record: Record) -> list[str]:
    """The names a record answers to: its own, then each face's (``Fire // Ice``: Fire, Ice)."""
    names = own_names(record)
    names += [face["name"] for face in record.get("card_faces", []) if face["name"] not in names]
    return names


def name_rows(records: Iterable[Record]) -> Iterator[tuple[str, Record]]:
    """Each name a card answers to with its record, every card's own names first, then the
    other faces' names: a card's own name wins over another card's face of that name (Raise
    Dead the sorcery over the prepare spell of Cheerful Osteomancer). Within each, the
    first record of a name wins."""
    found = list(records)
    for record in found:
        for name in own_names(record):
            yield name, record
    for record in found:
        for name in face_names(record)[len(own_names(record)):]:
            yield name, record
