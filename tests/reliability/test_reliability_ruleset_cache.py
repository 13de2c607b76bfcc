"""A built-in ruleset is read and checked once (issue 22, item 2): its data is kept under a
key made of the file's bytes and the package code's signature, and a later load reads the
kept data instead of parsing and checking the file again. What is kept must give the same
ruleset; a changed file or changed code is read and checked again; data JSON would change,
or a cache that cannot be written, keeps nothing and still loads."""
from __future__ import annotations

from pathlib import Path

import pytest

from mtglogic.loading import cache_folder, ruleset_cache
from mtglogic.loading.paths import data_root
from mtglogic.loading.rulesets import _builtin_ruleset, parse_ruleset
from mtglogic.loading.yamlio import load_yaml

RULESETS = ("cr-2011", "cr-2026")


def _fresh_cache(monkeypatch: pytest.MonkeyPatch, folder: Path) -> None:
    monkeypatch.setenv("MTGLOGIC_CACHE", str(folder))
    _builtin_ruleset.cache_clear()


def _same(one: object, other: object) -> None:
    # Ruleset's sections and subtype lists are left out of its equality: compare them too
    assert one == other
    assert {k: v.value for k, v in one.sections.items()} == \
        {k: v.value for k, v in other.sections.items()}  # type: ignore[attr-defined]
    assert one.subtype_lists == other.subtype_lists  # type: ignore[attr-defined]


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_the_kept_ruleset_is_the_ruleset_of_the_file(ruleset_id: str, tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    _fresh_cache(monkeypatch, tmp_path)
    path = data_root() / ruleset_id / "ruleset.yaml"
    first = _builtin_ruleset(ruleset_id)  # read, checked, kept
    assert ruleset_cache.checked_data(path.read_bytes()) is not None
    _builtin_ruleset.cache_clear()
    again = _builtin_ruleset(ruleset_id)  # read from what was kept
    _same(again, first)
    _same(again, parse_ruleset(load_yaml(path)))  # and the file read with its lines


def test_a_changed_file_or_changed_code_is_read_and_checked_again(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _fresh_cache(monkeypatch, tmp_path)
    text = (data_root() / "cr-2026" / "ruleset.yaml").read_bytes()
    _builtin_ruleset("cr-2026")
    assert ruleset_cache.checked_data(text) is not None
    assert ruleset_cache.checked_data(text + b"\n# one more line\n") is None
    monkeypatch.setattr(cache_folder, "code_signature", lambda: "another version of the code")
    assert ruleset_cache.checked_data(text) is None


def test_data_json_would_change_is_not_kept(tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    _fresh_cache(monkeypatch, tmp_path)
    ruleset_cache.keep_checked(b"a", {1: "a key JSON turns into text"})
    ruleset_cache.keep_checked(b"b", {"a": (1, 2)})  # a tuple comes back a list
    assert ruleset_cache.checked_data(b"a") is None and ruleset_cache.checked_data(b"b") is None
    ruleset_cache.keep_checked(b"c", {"a": [1, 2.5, None, True]})
    assert ruleset_cache.checked_data(b"c") == {"a": [1, 2.5, None, True]}


def test_a_cache_that_cannot_be_written_only_costs_time(tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    blocked = tmp_path / "a-file-not-a-folder"
    blocked.write_text("x", encoding="utf-8")
    _fresh_cache(monkeypatch, blocked)
    assert _builtin_ruleset("cr-2026").id == "cr-2026"
    assert list(tmp_path.iterdir()) == [blocked]
