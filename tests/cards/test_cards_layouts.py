"""Every layout read as printed (issue 39 item 2), by the one reader of card data
(``mtglogic.loading.oracle_files``), in the built-in corpus as in a downloaded file.

Expected characteristics come from the cards as printed and the rules named in each test:
the normal characteristics of adventurer, omen and prepare cards (715.4, 720.4), split
cards (709.4), flip cards (710), double-faced and meld cards (712), colour indicators (204).
"""
from __future__ import annotations

import gzip
import hashlib
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from cards_support import final, obj
from click.testing import CliRunner

from mtglogic.cli import main
from mtglogic.errors import InputError
from mtglogic.library import oracle_cards
from mtglogic.loading.card_sources import MEMBER_LINES, CorpusIndex
from mtglogic.loading.cards import CardLibrary, builtin_library
from mtglogic.loading.oracle_files import file_records, name_rows, records_of

ROOT = Path(__file__).resolve().parents[2]
SHARED = next((p / "shared" / "data" for p in ROOT.parents
               if (p / "shared" / "data" / "oracle-cards.jsonl").is_file()), None)
DATA = ROOT / "mtglogic" / "data"

# Scryfall's own forms (its bulk files name a card of two faces "A // B" and keep the costs
# and texts in the faces; an omen card is filed as an adventure)
HEALER = {"object": "card", "name": "Infirmary Healer // Stream of Life", "layout": "prepare",
          "mana_cost": "{1}{G} // {X}{G}", "type_line": "Creature — Cat Cleric // Sorcery",
          "card_faces": [
              {"name": "Infirmary Healer", "mana_cost": "{1}{G}",
               "type_line": "Creature — Cat Cleric", "power": "2", "toughness": "3",
               "oracle_text": "This creature enters prepared."},
              {"name": "Stream of Life", "mana_cost": "{X}{G}", "type_line": "Sorcery",
               "oracle_text": "Target player gains X life."}]}
DRAGON = {"object": "card", "name": "Dirgur Island Dragon // Skimming Strike",
          "layout": "adventure", "card_faces": [
              {"name": "Dirgur Island Dragon", "mana_cost": "{5}{U}",
               "type_line": "Creature — Dragon", "power": "4", "toughness": "4",
               "oracle_text": "Flying"},
              {"name": "Skimming Strike", "mana_cost": "{1}{U}", "type_line": "Instant — Omen",
               "oracle_text": "Tap up to one target creature. Draw a card."}]}
# Akki Lavarunner, a flip card (Champions of Kamigawa): its bottom half has no mana cost
AKKI = {"object": "card", "name": "Akki Lavarunner // Tok-Tok, Volcano Born", "layout": "flip",
        "mana_cost": "{3}{R}", "card_faces": [
            {"name": "Akki Lavarunner", "mana_cost": "{3}{R}",
             "type_line": "Creature — Goblin Warrior", "power": "1", "toughness": "1",
             "oracle_text": "Haste\nWhenever Akki Lavarunner deals damage to an opponent, "
                            "flip it."},
            {"name": "Tok-Tok, Volcano Born", "mana_cost": "",
             "type_line": "Legendary Creature — Goblin Shaman", "power": "2",
             "toughness": "2", "oracle_text": "Protection from red"}]}
DELVER = {"object": "card", "name": "Delver of Lost Thoughts // Insectile Musing",
          "layout": "transform", "card_faces": [
              {"name": "Delver of Lost Thoughts", "mana_cost": "{U}",
               "type_line": "Creature — Human Wizard", "power": "1", "toughness": "1",
               "oracle_text": "Flying"},
              {"name": "Insectile Musing", "color_indicator": ["U"],
               "type_line": "Creature — Human Insect", "power": "3", "toughness": "2",
               "oracle_text": "Flying"}]}
SPLIT = {"object": "card", "name": "Boom Test // Bust Test", "layout": "split",
         "mana_cost": "{1}{R} // {5}{R}", "card_faces": [
             {"name": "Boom Test", "mana_cost": "{1}{R}", "type_line": "Sorcery",
              "oracle_text": "Destroy target land you control and target land you don't "
                             "control."},
             {"name": "Bust Test", "mana_cost": "{5}{R}", "type_line": "Sorcery",
              "oracle_text": "Destroy all lands."}]}
# A meld pair as Scryfall files it: each part and the result name the others in all_parts
PARTS = [{"object": "related_card", "component": "meld_part", "name": "Part One Test"},
         {"object": "related_card", "component": "meld_part", "name": "Part Two Test"},
         {"object": "related_card", "component": "meld_result", "name": "Melded Test"}]
MELD = [
    {"object": "card", "name": "Part One Test", "layout": "meld", "mana_cost": "{5}{W}{W}",
     "type_line": "Creature — Angel", "power": "5", "toughness": "7", "oracle_text": "Flying",
     "all_parts": PARTS},
    {"object": "card", "name": "Part Two Test", "layout": "meld", "mana_cost": "{2}{W}{W}",
     "type_line": "Creature — Angel", "power": "4", "toughness": "3", "oracle_text": "Lifelink",
     "all_parts": PARTS},
    {"object": "card", "name": "Melded Test", "layout": "meld", "mana_cost": "",
     "type_line": "Legendary Creature — Eldrazi Angel", "power": "9", "toughness": "10",
     "color_indicator": ["W"], "oracle_text": "Flying", "all_parts": PARTS},
]
TOKEN = {"object": "card", "name": "Goblin Test", "layout": "token",
         "type_line": "Token Creature — Goblin", "power": "1", "toughness": "1"}
NO_TEXT = {"object": "card", "name": "Silent Sorcery Test", "mana_cost": "{1}{B}",
           "type_line": "Sorcery"}


def corpus_library() -> CardLibrary:
    """The built-in library with the Oracle sources, chosen here (no warnings wanted)."""
    return builtin_library().with_source(oracle_cards())


def write_list(folder: Path, cards: list[dict[str, Any]]) -> Path:
    path = folder / "cards.json"
    path.write_text(json.dumps({"object": "list", "data": cards}), encoding="utf-8")
    return path


def cli_json(*args: str) -> dict[str, Any]:
    result = CliRunner().invoke(main, [*args, "--json"])
    assert result.exit_code == 0, result.stderr
    return json.loads(result.stdout)


def test_an_adventure_form_reads_the_main_face_whatever_the_order() -> None:
    # 715.4: the card's own characteristics are its permanent's, first in the record, even
    # when a source lists the inset spell first; its names are the card's own, Scryfall's
    # "A // B" and the spell's.
    forward = next(records_of([HEALER], "x"))
    backward = next(records_of([{**HEALER, "card_faces": HEALER["card_faces"][::-1]}], "x"))
    assert forward == backward
    assert (forward["name"], forward["layout"]) == ("Infirmary Healer", "prepare")
    assert [f["name"] for f in forward["card_faces"]] == ["Infirmary Healer", "Stream of Life"]


def test_an_omen_filed_as_an_adventure_is_an_omen() -> None:
    record = next(records_of([DRAGON], "x"))
    assert record["layout"] == "omen"  # its spell has the Omen subtype (720.2)


def test_tokens_are_no_cards_of_the_game() -> None:
    assert [r["name"] for r in records_of([TOKEN, NO_TEXT], "x")] == ["Silent Sorcery Test"]


def test_a_scryfall_file_of_every_layout_as_printed(tmp_path: Path) -> None:
    source = write_list(tmp_path, [HEALER, DRAGON, AKKI, DELVER, SPLIT, *MELD])
    cards = oracle_cards([source])
    healer = cards.find("Infirmary Healer // Stream of Life")  # Scryfall's name answers
    assert healer is cards.find("stream of life") is cards.find("Infirmary Healer")
    # 715.4 (prepare cards alike): a 2/3 green Cat Cleric creature of mana value 2
    assert (healer.name, healer.card_types, healer.power, healer.toughness,
            healer.mana_value, healer.layout) == \
        ("Infirmary Healer", frozenset({"creature"}), 2, 3, 2, "prepare")
    dragon = cards.find("Dirgur Island Dragon")
    assert (dragon.layout, dragon.mana_value, dragon.power) == ("omen", 6, 4)
    # 709.4: a split card's mana value is its halves' added: {1}{R} + {5}{R} = 8
    split = cards.find("Bust Test")
    assert (split.name, split.mana_value, split.layout) == ("Boom Test // Bust Test", 8, "split")
    # 710.1c: a flip card's other half has the card's mana cost and colour
    akki = cards.find("Tok-Tok, Volcano Born")
    assert akki.name == "Akki Lavarunner" and akki.layout == "flip"
    assert (akki.faces[1].mana_cost, akki.faces[1].colors) == ("{3}{R}", frozenset({"red"}))
    # 204: the back face's colour indicator
    delver = cards.find("Delver of Lost Thoughts")
    assert delver.faces[1].colors == frozenset({"blue"})
    # 712.4: each part found becomes a meld card, the result its back face; the result by
    # name has its parts' mana values added (712.8g: 7 + 4)
    part = cards.find("Part One Test")
    assert (part.layout, part.faces[1].name) == ("meld", "Melded Test")
    melded = cards.find("Melded Test")
    assert (melded.mana_value, melded.meld_parts, melded.colors) == \
        (11, ("Part One Test", "Part Two Test"), frozenset({"white"}))


def board(tmp_path: Path, objects: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    source = write_list(tmp_path, [AKKI, *MELD])
    scenario = tmp_path / "board.yaml"
    scenario.write_text(json.dumps({"ruleset": "cr-2026", "players": ["you", "opponent"],
                                    "objects": objects}), encoding="utf-8")
    answer = cli_json("layers", str(scenario), "--oracle", str(source))
    return answer["outcomes"][0]["objects"]


def test_a_flipped_permanent_has_its_other_half_but_the_card_s_cost_and_colour(
        tmp_path: Path) -> None:
    # 710.2: flipped, Tok-Tok's name, type line and P/T; 710.1c: the card's cost ({3}{R},
    # mana value 4) and colour (red). Unflipped, Akki Lavarunner 1/1.
    objects = board(tmp_path, [{"id": "f", "card": "Akki Lavarunner", "flipped": True},
                               {"id": "u", "card": "Akki Lavarunner"}])
    flipped, plain = objects["f"], objects["u"]
    assert (flipped["name"], flipped["supertypes"], flipped["power"], flipped["toughness"],
            flipped["mana_value"], flipped["colors"]) == \
        ("Tok-Tok, Volcano Born", ["legendary"], 2, 2, 4, ["red"])
    assert (plain["name"], plain["power"]) == ("Akki Lavarunner", 1)


def test_a_copy_of_a_flipped_permanent_is_the_card_unflipped(tmp_path: Path) -> None:
    # 707.2 with 110.5: flipped is a status, not a copiable value; a copy (unflipped, as a
    # permanent enters, 110.5b) has the normal characteristics (the 707.2 example: a copier's
    # own flip status decides which half it has).
    objects = board(tmp_path, [{"id": "f", "card": "Akki Lavarunner", "flipped": True},
                               {"id": "c", "card": "Clone", "choices": {"copy": "f"}}])
    assert (objects["c"]["name"], objects["c"]["power"]) == ("Akki Lavarunner", 1)


def test_a_flip_card_elsewhere_than_the_battlefield_has_its_normal_characteristics(
        tmp_path: Path) -> None:
    source = write_list(tmp_path, [AKKI])
    scenario = tmp_path / "board.yaml"
    scenario.write_text(json.dumps({"ruleset": "cr-2026", "players": ["you"], "objects": [
        {"id": "g", "card": "Akki Lavarunner", "zone": "graveyard", "flipped": True}]}),
        encoding="utf-8")
    result = CliRunner().invoke(main, ["layers", str(scenario), "--oracle", str(source)])
    # a warning says its unread trigger first; the error is one line, the last
    assert result.exit_code == 2
    assert result.stderr.splitlines()[-1].endswith("only a permanent is flipped (110.5d)")


def test_a_melded_result_by_name_and_its_copy(tmp_path: Path) -> None:
    # 712.8g: mana value 7 + 4 = 11; a copy of it has mana value 0.
    objects = board(tmp_path, [{"id": "m", "card": "Melded Test"},
                               {"id": "c", "card": "Clone", "choices": {"copy": "m"}}])
    assert (objects["m"]["mana_value"], objects["c"]["name"], objects["c"]["mana_value"]) == \
        (11, "Melded Test", 0)


def test_a_noncreature_card_without_text_is_said(tmp_path: Path) -> None:
    source = write_list(tmp_path, [NO_TEXT])
    result = CliRunner().invoke(main, ["cards", "show", "Silent Sorcery Test", "--oracle",
                                       str(source)])
    assert result.exit_code == 0
    assert "its source holds no rules text" in result.stderr
    strict = CliRunner().invoke(main, ["cards", "show", "Silent Sorcery Test", "--oracle",
                                       str(source), "--strict-cards"])
    assert strict.exit_code == 2


@pytest.mark.parametrize(("card", "expected"), [
    # the checks: a 2/3 creature, a 5/5 Giant, each as printed on its permanent
    ("Infirmary Healer", {"types": ["creature"], "subtypes": ["Cat", "Cleric"],
                          "power": 2, "toughness": 3, "mana_value": 2}),
    ("Gingerbread Hunter", {"types": ["creature"], "subtypes": ["Giant"],
                            "power": 5, "toughness": 5, "mana_value": 5}),
])
def test_corpus_spell_faced_cards_are_their_permanents(card: str,
                                                       expected: dict[str, Any]) -> None:
    shown = cli_json("cards", "show", card)["card"]
    assert {key: shown[key] for key in expected} == expected


def test_corpus_back_faces_have_their_colour_indicators() -> None:
    # 204.2: Garruk, the Veil-Cursed is black and green by its indicator.
    board = final([obj("g", "Garruk Relentless", face="back")])
    assert (board["g"]["name"], board["g"]["colors"]) == \
        ("Garruk, the Veil-Cursed", ["black", "green"])


@pytest.mark.parametrize(("name", "cost"), [("Raise Dead", "{B}"), ("Regrowth", "{1}{G}"),
                                           ("Jump", "{U}"), ("Lightning Bolt", "{R}")])
def test_a_card_s_own_name_wins_over_another_card_s_face(name: str, cost: str) -> None:
    # Raise Dead is a real sorcery and the prepare spell of Cheerful Osteomancer.
    card = corpus_library().get(name)
    assert (card.name, card.mana_cost, card.layout) == (name, cost, "normal")


def test_a_corpus_meld_result_by_name_has_its_parts_mana_values() -> None:
    # Hanweir Battlements ({0}, a land) and Hanweir Garrison ({2}{R}): 0 + 3 (712.8g)
    card = corpus_library().get("Hanweir, the Writhing Township")
    assert (card.mana_value, card.meld_parts) == \
        (3, ("Hanweir Battlements", "Hanweir Garrison"))


def test_the_shipped_name_index_belongs_to_the_corpus() -> None:
    # The corpus is read through its shipped index of names, not an SQLite index built at
    # first use; both give the same record for every name.
    index = CorpusIndex()
    assert index.record("Stream of Life")["name"] == "Stream of Life"
    assert index._fallback is None  # the shipped index was used
    names = json.loads(gzip.decompress((DATA / "oracle-names.json.gz").read_bytes()))
    assert names["corpus"] == hashlib.sha256(
        (DATA / "oracle-cards.jsonl.gz").read_bytes()).hexdigest()


def test_a_name_index_of_another_corpus_is_not_used(tmp_path: Path) -> None:
    corpus = tmp_path / "oracle-cards.jsonl.gz"
    corpus.write_bytes(gzip.compress(json.dumps(NO_TEXT).encode() + b"\n"))
    index = CorpusIndex(corpus, DATA / "oracle-names.json.gz")
    assert index.record("Silent Sorcery Test")["type_line"] == "Sorcery"
    assert index.record("Lightning Bolt") is None and index._fallback is not None


@pytest.mark.skipif(SHARED is None, reason="the shared card data is not beside the checkout")
def test_the_package_corpus_is_the_shared_file_read_as_printed(tmp_path: Path) -> None:
    # The package's corpus and its index are what scripts/build_corpus.py makes of the
    # shared file today, byte for byte.
    assert SHARED is not None
    subprocess.run([sys.executable, str(ROOT / "scripts" / "build_corpus.py"),
                    str(SHARED / "oracle-cards.jsonl"), "--output-dir", str(tmp_path),
                    "--no-drafts"], check=True, capture_output=True, timeout=600)
    for name in ("oracle-cards.jsonl.gz", "oracle-names.json.gz"):
        assert (tmp_path / name).read_bytes() == (DATA / name).read_bytes(), name
    records = {r["name"]: r for r in file_records(SHARED / "oracle-cards.jsonl")}
    assert len(records) == 10192
    # the shared file's README: 59 colour indicators, 4 meld results, every face listed
    indicators = [f for r in records.values() for f in [r, *r.get("card_faces", [])]
                  if "color_indicator" in f]
    assert len(indicators) == 59
    assert sum("meld_parts" in r for r in records.values()) == 4


@pytest.mark.parametrize(("field", "value", "said"), [
    ("power", 1.5, "power: expected a whole number"),
    ("power", True, "power: expected a whole number"),
    ("power", float("nan"), "power: expected a whole number"),
    ("mana_cost", {"generic": 2}, "mana_cost: expected text, got an object"),
    ("name", "Two\nLines", "name: holds a line break"),
    ("color_indicator", "G", "color_indicator: expected a list of colour letters"),
])
def test_card_data_of_the_wrong_kind_is_refused_on_every_path(
        tmp_path: Path, field: str, value: Any, said: str) -> None:
    # Issue 37 item 4: the same checker on --oracle, cards draft --from and cards update
    # --from: one located line, exit 2 (json writes NaN as JSON's NaN, as Python reads it).
    card = {"object": "card", "name": "Odd Test", "mana_cost": "{1}", "type_line": "Creature",
            "power": "1", "toughness": "1", "oracle_text": "Flying", field: value}
    source = tmp_path / "odd.json"
    source.write_text(json.dumps([card]), encoding="utf-8")
    runs = [["layers", "--oracle", str(source), "--card", "Odd Test"],
            ["cards", "draft", "--from", str(source), "--name", "Odd Test"],
            ["cards", "update", "--from", str(source)]]
    for args in runs:
        result = CliRunner().invoke(main, args, env={"MTGLOGIC_CACHE": str(tmp_path / "c")})
        assert result.exit_code == 2, (args, result.output)
        lines = result.stderr.splitlines()
        assert len(lines) == 1 and str(source) in lines[0] and f"[0].{said}" in lines[0], \
            (args, lines)


def test_a_printed_form_mtglogic_cannot_read_refuses_that_card_alone(tmp_path: Path) -> None:
    # A real Un-card's power "½" is no whole number or * form (208.2): the file is read,
    # its other cards answer, and that card is refused when named.
    cards = [{"object": "card", "name": "Half Test", "type_line": "Creature", "power": "½",
              "toughness": "1"}, NO_TEXT]
    source = write_list(tmp_path, cards)
    found = oracle_cards([source])
    assert found.find("Silent Sorcery Test") is not None
    with pytest.raises(InputError, match="power '½'"):
        found.find("Half Test")


def test_every_name_reads_its_record_from_one_member_of_the_corpus() -> None:
    # Each name a corpus card answers to (own names first, as the index says), found by
    # reading the whole corpus here, gives the same record through the shipped index,
    # which decompresses only the gzip member that holds its line.
    records = [json.loads(line) for line in
               gzip.decompress((DATA / "oracle-cards.jsonl.gz").read_bytes()).split(b"\n")
               if line]
    wanted: dict[str, dict] = {}
    for name, record in name_rows(records):
        wanted.setdefault(name.casefold(), record)
    index = CorpusIndex()
    for name, record in wanted.items():
        assert index.record(name) == record, name
    assert index._lines is None  # never read whole
    assert index.record("No Such Card Anywhere") is None
    assert len(index._members) == -(-len(records) // MEMBER_LINES)
