"""Did you mean (issue 13): an unknown key (an event kind in a replacement event or in
`--happens`, any key of a document), an object or player id an event names, an event id
(`replace --event`), an object id (`--object`, `--counter`, `--attach`, `--choose`), a
value among an option's choices (`--kind`, `--format`, `--output`) are one-line errors
that offer the close names, near misses and partial names alike (`mtglogic.names`), and
offer nothing when no name is close."""
from __future__ import annotations

from pathlib import Path

import pytest
from reliability_support import ONE_LINE_ERROR, invoke

from mtglogic.errors import EXIT_INPUT
from mtglogic.names import close_names

SCALES = ["--card", "Hardened Scales", "--card", "Grizzly Bears"]
EVENT = 'put_counters: {target: grizzly-bears, counter: "+1/+1", count: 1}'
CASES = {
    "event kind in --happens": (
        ["replace", *SCALES, "--happens", EVENT.replace("put_counters", "put_counter")],
        "unknown key 'put_counter'", "did you mean 'put_counters'"),
    "object id in --happens": (
        ["replace", *SCALES, "--happens", EVENT.replace("grizzly-bears", "grizzly-bear")],
        "no player or object with id 'grizzly-bear'", "did you mean 'grizzly-bears'?"),
    "event id": (["replace", "cr-2026/hardened-scales-doubling-season", "--event", "countr"],
                 "no event 'countr'", "did you mean 'counter'?"),
    "object id in --object": (["layers", "cr-2026/blood-moon-urborg", "--object", "urbor"],
                              "--object: no object with id 'urbor'", "did you mean 'urborg'?"),
    "partial object id": (["layers", *SCALES, "--object", "hardened"],
                          "no object with id 'hardened'", "did you mean 'hardened-scales'?"),
    "object id in --counter": (["layers", *SCALES, "--counter", "grizzly-bear:+1/+1:1"],
                               "no object 'grizzly-bear'", "did you mean 'grizzly-bears'?"),
    "target of --attach": (["layers", *SCALES, "--attach", "hardened-scales:grizly-bears"],
                           "no object 'grizly-bears'", "did you mean 'grizzly-bears'?"),
    "object id in --choose": (["layers", *SCALES, "--choose", "hardend-scales:color:red"],
                              "no object 'hardend-scales'",
                              "did you mean 'hardened-scales'?"),
    "an option's choice": (["rulings", "--kind", "layer"],
                           "Invalid value for '--kind': 'layer' is not one of",
                           "did you mean 'layers'?"),
    "a format": (["deps", "cr-2026/blood-moon-urborg", "--format", "svgg"],
                 "'svgg' is not one of", "did you mean 'svg'?"),
    "a schema's command": (["schema", "--output", "replacement"],
                           "did you mean 'replace'?"),
}


def assert_offers(args: list[str], *fragments: str) -> str:
    result = invoke(*args)
    assert result.exit_code == EXIT_INPUT, result.output
    assert ONE_LINE_ERROR.match(result.stderr), result.stderr
    for fragment in fragments:
        assert fragment in result.stderr, result.stderr
    return result.stderr


@pytest.mark.parametrize("case", sorted(CASES))
def test_close_names_are_offered(case: str) -> None:
    args, *fragments = CASES[case]
    assert_offers(args, *fragments)


def test_an_event_kind_misspelled_in_a_file_is_located(tmp_path: Path) -> None:
    path = tmp_path / "board.yaml"
    path.write_text("players: [p1, p2]\n"
                    "objects:\n  - {id: bear, card: Grizzly Bears, controller: p2}\n"
                    "events:\n  - {id: hit, damag: {source: bear, to: p1, amount: 2}}\n",
                    encoding="utf-8")
    assert_offers(["replace", str(path)], f"{path}:5: events[0].damag: unknown key 'damag'",
                  "did you mean 'damage'?")


def test_a_misspelled_document_key_is_offered_its_name(tmp_path: Path) -> None:
    path = tmp_path / "board.yaml"
    path.write_text("players: [p1]\nobject:\n  - {id: bear, card: Grizzly Bears}\n",
                    encoding="utf-8")
    assert_offers(["layers", str(path)], "unknown key 'object'", "did you mean 'objects'")


def test_nothing_is_offered_when_no_name_is_close() -> None:
    error = assert_offers(["replace", "cr-2026/hardened-scales-doubling-season", "--event",
                           "zzz"], "no event 'zzz'; events: counter")
    assert "did you mean" not in error


def test_close_names_reads_words_and_near_misses() -> None:
    names = ["put_counters", "remove_counters", "damage", "draw"]
    assert close_names("put_counter", names)[0] == "put_counters"  # a near miss first
    assert close_names("counters", names) == ["put_counters", "remove_counters"]  # a word
    assert close_names("xyz", names) == []
