"""The ``mtglogic subgame`` command: output, exit codes and one-line errors."""
from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from mtglogic.cli import main

SCENARIO = """
players:
  A:
    life: 15
    library: [a1, a2, a3, a4, a5, a6, a7]
    hand: [{id: s1, card: Shahrazad}]
    outside: [{id: s2, card: Shahrazad}]
  B:
    life: 1
    library: [b1, b2, b3, b4, b5, b6, b7]
steps:
  - cast: s1
  - resolve: s1
  - bring_in: s2
  - cast: s2
  - resolve: s2
  - result: {winners: [B]}
  - end_subgame: true
  - result: {winners: [B]}
  - end_subgame: true
"""


def invoke(tmp_path: Path, text: str, *args: str):
    path = tmp_path / "scenario.yaml"
    path.write_text(text)
    return CliRunner().invoke(main, ["subgame", str(path), *args])


def test_text_output_shows_games_rules_and_invariant(tmp_path: Path) -> None:
    result = invoke(tmp_path, SCENARIO, "--explain")
    assert result.exit_code == 0, result.output
    assert "4 runs" in result.output  # two levels, two possible starting players each
    assert "[728.6]" in result.output and "sub2 [current]" in result.output
    assert "invariant: held at every step of every run" in result.output
    assert "A: life 7" in result.output  # 15 loses 8 (half rounded up)


def test_ruleset_option_changes_rule_numbers(tmp_path: Path) -> None:
    result = invoke(tmp_path, SCENARIO, "--ruleset", "cr-2011", "--seed", "3")
    assert result.exit_code == 0, result.output
    assert "[715.6]" in result.output and "728." not in result.output
    assert "; 1 run" in result.output


def test_json_is_deterministic(tmp_path: Path) -> None:
    first = invoke(tmp_path, SCENARIO, "--json", "--seed", "5")
    second = invoke(tmp_path, SCENARIO, "--json", "--seed", "5")
    assert first.exit_code == 0 and first.output == second.output
    data = json.loads(first.output)
    assert data["invariant_ok"] is True and data["seed"] == 5
    final = data["runs"][0]["steps"][-1]["games"]["main"]["players"]
    assert final["A"]["life"] == 7 and final["B"]["life"] == 1


def test_bad_input_is_one_located_line(tmp_path: Path) -> None:
    result = invoke(tmp_path, SCENARIO.replace("bring_in: s2", "bring_in: zz"))
    assert result.exit_code == 2
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and "scenario.yaml:14: steps[2]:" in lines[0]
    assert "Traceback" not in result.output


def test_bad_yaml_and_missing_file(tmp_path: Path) -> None:
    assert invoke(tmp_path, "players: [").exit_code == 2
    assert invoke(tmp_path, "players: {A: {life: lots}}\nsteps: []").exit_code == 2
    missing = CliRunner().invoke(main, ["subgame", str(tmp_path / "nope.yaml")])
    assert missing.exit_code == 2


def test_max_depth_exits_3(tmp_path: Path) -> None:
    result = invoke(tmp_path, SCENARIO, "--max-depth", "1")
    assert result.exit_code == 3
    assert "--max-depth" in result.stderr and len(result.stderr.strip().splitlines()) == 1
    # The steps played before the limit are printed, marked partial (issue 13).
    assert result.stdout.startswith("PARTIAL ANSWER") and "UNFINISHED" in result.stdout


def test_a_ruling_file_plays_under_its_folder_ruleset() -> None:
    from mtglogic.loading.paths import data_root

    path = data_root() / "cr-2011" / "rulings" / "subgame" / "nested-two-deep.yaml"
    result = CliRunner().invoke(main, ["subgame", str(path)])
    assert result.exit_code == 0, result.output
    assert result.output.startswith("ruleset cr-2011;") and "[715.6]" in result.output
