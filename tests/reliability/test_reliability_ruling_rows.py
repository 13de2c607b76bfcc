"""The listing of the rulings is kept between runs (issue 36: ``mtglogic rulings`` at the
speed of the bare import): its rows are made from the ruling files once, and a later
listing reads them back while every file, the rule indexes, the rulesets known and the
code are what they were. Anything of them that changes makes the files read again; a file
with an error is an error every time; a damaged entry is not used.

The files here are small fakes under a temporary folder, each row their text, with a
counter of the rows made: what is tested is when the rows are made again, not what a row
holds (the listing's own tests check that, tests/rulings).
"""
from __future__ import annotations

from pathlib import Path

import pytest

from mtglogic.errors import InputError
from mtglogic.loading import cache_folder, ruling_rows
from mtglogic.loading.ruling_names import list_rulings


class Maker:
    """A row made from a file: its text; ``made`` counts the rows made."""

    def __init__(self) -> None:
        self.made = 0

    def __call__(self, path: Path) -> dict[str, str]:
        self.made += 1
        text = path.read_text(encoding="utf-8")
        if text.startswith("broken"):
            raise InputError("a broken ruling", str(path))
        return {"file": path.name, "text": text}


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Two ruling files of a fake ruleset ``house`` with a rule index, read by
    ``ruling_rows`` in place of the built-in ones, and a cache folder of this test."""
    rulings = tmp_path / "house" / "rulings"
    rulings.mkdir(parents=True)
    for name in ("a", "b"):
        (rulings / f"{name}.yaml").write_text(f"ruling {name}\n", encoding="utf-8")
    (tmp_path / "house" / "rule-index.yaml").write_text("rules: 613\n", encoding="utf-8")
    monkeypatch.setenv("MTGLOGIC_CACHE", str(tmp_path / "cache"))
    monkeypatch.setattr(ruling_rows, "builtin_ruling_files",
                        lambda ruleset: sorted(rulings.glob("*.yaml")))
    monkeypatch.setattr(ruling_rows, "available_rulesets", lambda: ["house"])
    monkeypatch.setattr(ruling_rows, "ruleset_folder", lambda rid: tmp_path / rid)
    return tmp_path


def texts(rows: list[dict[str, str]]) -> list[str]:
    return [row["text"] for row in rows]


def test_the_rows_are_made_once_then_read_back(folder: Path) -> None:
    make = Maker()
    first = ruling_rows.ruling_rows(None, make)
    assert texts(first) == ["ruling a\n", "ruling b\n"] and make.made == 2
    again = ruling_rows.ruling_rows(None, make)
    assert again == first and make.made == 2  # read back: no file read as a ruling
    assert [p.name.startswith("ruling-rows-") for p in (folder / "cache").iterdir()] == [True]


def test_a_changed_file_is_read_again(folder: Path) -> None:
    make = Maker()
    ruling_rows.ruling_rows(None, make)
    (folder / "house" / "rulings" / "b.yaml").write_text("ruling b, changed\n", encoding="utf-8")
    assert texts(ruling_rows.ruling_rows(None, make)) == ["ruling a\n", "ruling b, changed\n"]
    assert make.made == 4
    # the new rows replace the old ones: one entry for the same rulesets
    assert len(list((folder / "cache").iterdir())) == 1


def test_a_file_added_is_read(folder: Path) -> None:
    make = Maker()
    ruling_rows.ruling_rows(None, make)
    (folder / "house" / "rulings" / "c.yaml").write_text("ruling c\n", encoding="utf-8")
    assert texts(ruling_rows.ruling_rows(None, make)) == ["ruling a\n", "ruling b\n",
                                                           "ruling c\n"]


def test_a_changed_rule_index_or_code_reads_the_files_again(
        folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # A ruling's rules are checked against its ruleset's index: a rule taken out of it
    # must make the ruling that names it an error, not a row kept from before.
    make = Maker()
    ruling_rows.ruling_rows(None, make)
    (folder / "house" / "rule-index.yaml").write_text("rules: 614\n", encoding="utf-8")
    ruling_rows.ruling_rows(None, make)
    assert make.made == 4
    monkeypatch.setattr(cache_folder, "code_signature", lambda: "other code")
    ruling_rows.ruling_rows(None, make)
    assert make.made == 6


def test_a_broken_file_is_an_error_every_time(folder: Path) -> None:
    (folder / "house" / "rulings" / "b.yaml").write_text("broken\n", encoding="utf-8")
    for _ in range(2):
        with pytest.raises(InputError, match="a broken ruling"):
            ruling_rows.ruling_rows(None, Maker())
    assert not (folder / "cache").exists() or not list((folder / "cache").iterdir())


def test_a_damaged_entry_is_not_used(folder: Path) -> None:
    make = Maker()
    first = ruling_rows.ruling_rows(None, make)
    (entry,) = (folder / "cache").iterdir()
    data = entry.read_bytes()
    entry.write_bytes(data.replace(b"ruling a", b"ruling z"))
    assert ruling_rows.ruling_rows(None, make) == first and make.made == 4


def test_a_cache_that_cannot_be_written_only_makes_it_slower(
        folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (folder / "cache").write_text("a file where the folder would be", encoding="utf-8")
    make = Maker()
    assert texts(ruling_rows.ruling_rows(None, make)) == ["ruling a\n", "ruling b\n"]
    assert texts(ruling_rows.ruling_rows(None, make)) == ["ruling a\n", "ruling b\n"]
    assert make.made == 4


def test_the_built_in_listing_read_back_is_the_listing_read(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MTGLOGIC_CACHE", str(tmp_path))
    read = list_rulings()
    # Read back, with no ruling file readable as a ruling: every row came from the entry.
    monkeypatch.setattr("mtglogic.loading.ruling_names.load_ruling", None)
    assert list_rulings() == read
    moon = [r for r in list_rulings("urborg") if r["name"] == "cr-2026/blood-moon-urborg"]
    assert moon and moon[0]["kind"] == "layers" \
        and moon[0]["file"] == "rulesets/cr-2026/rulings/layers/blood-moon-urborg.yaml"
