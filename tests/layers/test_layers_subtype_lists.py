"""The subtypes that go with each card type are the ruleset's lists (205.3g-m, its
``subtypes:`` section), not a partial copy in the code (issue 18, item 2): Spacecraft, an
artifact type of 205.3g that the old fallback list lacked, stays when Conspiracy sets an
artifact creature's creature types; a ruleset that lists no creature types says so rather
than guessing which subtypes are creature types.
"""
from __future__ import annotations

import re
from pathlib import Path

from click.testing import CliRunner, Result

from mtglogic.api import compute_layers, scenario_from_text
from mtglogic.cli import main
from mtglogic.errors import EXIT_INPUT
from mtglogic.loading.paths import data_root
from mtglogic.loading.rulesets import load_ruleset

ONE_LINE_ERROR = re.compile(r"^mtglogic: error: [^\n]+\n$")

BOARD = """ruleset: {ruleset}
players: [p1, p2]
objects:
  - {{id: conspiracy, card: Conspiracy, controller: p1, timestamp: 1,
     choices: {{creature_type: Elf}}}}
  - {{id: ship, name: Test Ship, types: [artifact, creature], subtypes: [Spacecraft, Golem],
     power: 3, toughness: 3, controller: p1, timestamp: 2}}
"""


def test_an_artifact_type_stays_when_creature_types_are_set() -> None:
    # 205.3g: Spacecraft is an artifact type, 205.3m: Golem and Elf are creature types; the
    # effect sets the creature types (to Elf) and leaves the others (205.1b).
    assert "Spacecraft" in load_ruleset("cr-2026").subtype_lists["artifact_types"]
    result = compute_layers(scenario_from_text(BOARD.format(ruleset="cr-2026")))
    assert result.outcomes[0].run.board["ship"].subtypes == frozenset({"Spacecraft", "Elf"})


def invoke(*args: str) -> Result:
    return CliRunner().invoke(main, list(args))


def without_creature_types(folder: Path) -> Path:
    """cr-2026's ruleset, as ``house``, with no list of creature types (205.3m)."""
    lines = (data_root() / "cr-2026" / "ruleset.yaml").read_text(encoding="utf-8").splitlines()
    start = lines.index("  creature_types:")
    end = lines.index("  land_types:")
    kept = ["id: house" if line.startswith("id: ") else line
            for line in lines[:start] + lines[end:]]
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "ruleset.yaml").write_text("\n".join(kept) + "\n", encoding="utf-8")
    return folder


def test_without_the_list_of_creature_types_setting_them_is_an_error(tmp_path: Path) -> None:
    folder = without_creature_types(tmp_path / "house")
    board = tmp_path / "board.yaml"
    board.write_text(BOARD.format(ruleset="house"), encoding="utf-8")
    result = invoke("layers", str(board), "--ruleset-dir", str(folder))
    assert result.exit_code == EXIT_INPUT, result.output
    assert ONE_LINE_ERROR.match(result.stderr), result.stderr
    assert "lists no creature types" in result.stderr and "205.3" in result.stderr
