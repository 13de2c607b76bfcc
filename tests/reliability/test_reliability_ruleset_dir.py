"""A ruleset folder of one's own (issue 13): `--ruleset-dir DIR` reads `DIR/ruleset.yaml`
and makes its ruleset known by its id for that command only: applied unless `--ruleset`
names another, named by documents' `ruleset:` keys, its rulings under `DIR/rulings`
checked by `verify`. Ruleset ids still come from the known list only: without the option
the id is refused, and a path is never read as an id. A folder that does not exist, holds
no ruleset.yaml, holds a broken one or reuses a built-in id is a one-line error, exit 2.

The folder used here is cr-2026's ruleset.yaml with its id, title and the citation of
613.8a changed (to `H.8a`): the layers then cite H.8a where cr-2026 cites 613.8a, which
shows that the folder's tables, not the built-in ones, were applied.
"""
from __future__ import annotations

from pathlib import Path

import pytest
from reliability_support import ONE_LINE_ERROR, invoke

from mtglogic.errors import EXIT_INPUT, EXIT_OK
from mtglogic.loading.paths import data_root
from mtglogic.loading.rulesets import available_rulesets, load_ruleset, using_ruleset_folder

MOON = "cr-2026/blood-moon-urborg"
RULING = """kind: layers
name: Blood Moon under house rules
source: 613.8a (H.8a in these house rules)
scenario:
  objects:
    - {id: moon, card: Blood Moon, timestamp: 1}
    - {id: urborg, card: "Urborg, Tomb of Yawgmoth", timestamp: 2}
expect:
  objects:
    urborg: {subtypes: [Mountain]}
"""


def house(folder: Path, ruleset_id: str = "house-rules") -> Path:
    text = (data_root() / "cr-2026" / "ruleset.yaml").read_text(encoding="utf-8")
    lines = []
    for line in text.splitlines():
        if line.startswith("id: "):
            line = f"id: {ruleset_id}"
        elif line.startswith("title: "):
            line = "title: House rules"
        elif line.strip() == 'dependency: "613.8a"':
            line = line.replace("613.8a", "H.8a")
        lines.append(line)
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "ruleset.yaml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return folder


def ok(*args: str) -> str:
    result = invoke(*args)
    assert result.exit_code == EXIT_OK, result.output
    return result.stdout


def refused(*args: str) -> str:
    result = invoke(*args)
    assert result.exit_code == EXIT_INPUT, result.output
    assert ONE_LINE_ERROR.match(result.stderr), result.stderr
    return result.stderr


def test_the_folders_ruleset_is_applied(tmp_path: Path) -> None:
    folder = house(tmp_path / "house")
    out = " ".join(ok("layers", MOON, "--explain", "--ruleset-dir", str(folder)).split())
    assert out.startswith("Ruleset house-rules: House rules")
    assert "H.8a" in out and "613.8a" not in out
    built_in = " ".join(ok("layers", MOON, "--explain").split())
    assert "613.8a" in built_in and "H.8a" not in built_in


def test_ruleset_names_another_over_the_folder(tmp_path: Path) -> None:
    folder = house(tmp_path / "house")
    out = ok("layers", MOON, "--ruleset-dir", str(folder), "--ruleset", "cr-2011")
    assert out.startswith("Ruleset cr-2011")
    out = ok("deps", MOON, "--ruleset-dir", str(folder), "--ruleset", "house-rules")
    assert "H.8a" in out


def test_a_document_names_the_folders_ruleset(tmp_path: Path) -> None:
    folder = house(tmp_path / "house")
    board = tmp_path / "board.yaml"
    board.write_text("ruleset: house-rules\nobjects:\n  - {id: moon, card: Blood Moon}\n",
                     encoding="utf-8")
    assert ok("layers", str(board), "--ruleset-dir", str(folder)).startswith(
        "Ruleset house-rules")
    # Without the option the id is not known: the refusal of unknown ids stays.
    assert "unknown ruleset 'house-rules'" in refused("layers", str(board))
    assert "unknown ruleset 'house-rules'" in refused("layers", MOON, "--ruleset",
                                                      "house-rules")


def test_verify_checks_the_folders_rulings(tmp_path: Path) -> None:
    folder = house(tmp_path / "house")
    (folder / "rulings" / "layers").mkdir(parents=True)
    (folder / "rulings" / "layers" / "moon.yaml").write_text(RULING, encoding="utf-8")
    out = ok("verify", "--ruleset-dir", str(folder))
    assert out.startswith("PASS  [house-rules] layers") and "1 passed, 0 failed" in out
    # Built-in ruling names still name built-in rulings only.
    assert ok("layers", MOON, "--ruleset-dir", str(folder)).startswith("Ruleset house-rules")
    assert "no such file, nor a built-in ruling" in refused("layers", "house-rules/moon",
                                                            "--ruleset-dir", str(folder))


def test_a_path_is_still_never_an_id(tmp_path: Path) -> None:
    folder = house(tmp_path / "house")
    assert "unknown ruleset" in refused("layers", MOON, "--ruleset", str(folder))


@pytest.mark.parametrize("case", ["missing", "a file", "no ruleset.yaml", "broken",
                                  "a built-in id", "a path for an id"])
def test_bad_folders_are_one_line_errors(tmp_path: Path, case: str) -> None:
    folder = tmp_path / "house"
    expected = {"missing": "no ruleset folder", "a file": "is a file",
                "no ruleset.yaml": "holds no ruleset.yaml",
                "broken": "ruleset.yaml:1: (top): missing required key 'layers'",
                "a built-in id": "id 'cr-2026' is a built-in ruleset's",
                "a path for an id": "id '../cr-2026' is not a word"}[case]
    if case == "a file":
        folder.write_text("", encoding="utf-8")
    elif case == "no ruleset.yaml":
        folder.mkdir()
    elif case == "broken":
        folder.mkdir()
        (folder / "ruleset.yaml").write_text("id: house\n", encoding="utf-8")
    elif case == "a built-in id":
        house(folder, "cr-2026")
    elif case == "a path for an id":
        house(folder, "../cr-2026")
    error = refused("layers", MOON, "--ruleset-dir", str(folder))
    assert "--ruleset-dir" in error and expected in error


def test_the_folder_is_known_only_inside_its_block(tmp_path: Path) -> None:
    folder = house(tmp_path / "house")
    with using_ruleset_folder(str(folder)) as ruleset:
        assert ruleset.id in available_rulesets()
        assert load_ruleset("house-rules").cite("dependency") == "H.8a"
    assert "house-rules" not in available_rulesets()


def test_the_folder_is_known_only_while_its_command_runs(tmp_path: Path) -> None:
    folder = house(tmp_path / "house")
    ok("layers", MOON, "--ruleset-dir", str(folder))
    # A later option that fails to parse must not leave the folder in use either.
    refused("layers", MOON, "--ruleset-dir", str(folder), "--max-states", "zero")
    assert "house-rules" not in available_rulesets()


def test_cards_shows_and_checks_cards_under_the_folders_ruleset(tmp_path: Path) -> None:
    # Blood Moon's effect sets land types: layer 4 under both tables, shown with the
    # folder's ruleset named; --check compiles the library under that ruleset alone.
    folder = house(tmp_path / "house")
    shown = ok("cards", "Blood Moon", "--ruleset-dir", str(folder), "--json")
    assert '"ruleset": "house-rules"' in shown
    checked = ok("cards", "--check", "--ruleset-dir", str(folder), "--json")
    assert '"rulesets": [\n    "house-rules"\n  ]' in checked


def test_verify_of_a_folder_with_no_rulings_is_an_error(tmp_path: Path) -> None:
    # Nothing to check is not a success: "0 passed, 0 failed" with exit 0 would let a
    # CI job pass that ran no ruling (issue 25, item 6).
    folder = house(tmp_path / "house")
    message = refused("verify", "--ruleset-dir", str(folder))
    assert "no rulings to check" in message and str(folder / "rulings") in message
