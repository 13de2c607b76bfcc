"""Built-in rulings by name (issue 12, item 4): ``mtglogic rulings``, names in place of
files on every command that reads one, and the README's tour run from another folder."""
from __future__ import annotations

import json
import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

import mtglogic
from mtglogic.cli import main
from mtglogic.loading.paths import data_root

PROJECT = Path(__file__).resolve().parents[2]
URBORG_2026 = data_root() / "cr-2026" / "rulings" / "layers" / "blood-moon-urborg.yaml"


def run(*args: str):
    return CliRunner().invoke(main, list(args))


@pytest.mark.parametrize("name", ["cr-2026/blood-moon-urborg", "cr-2026/layers/blood-moon-urborg",
                                  "CR-2026/Blood-Moon-Urborg"])
def test_every_form_of_a_name_finds_the_file(name: str) -> None:
    assert mtglogic.ruling_path(name) == URBORG_2026


def test_a_file_name_alone_is_enough_when_one_ruleset_has_it() -> None:
    only_2026 = [p for p in mtglogic.ruling_files("cr-2026")
                 if not any(q.stem == p.stem for q in mtglogic.ruling_files("cr-2011"))]
    assert only_2026, "the corpus has rulings that only cr-2026 has (613.7n, 120.4 ...)"
    assert mtglogic.ruling_path(only_2026[0].stem) == only_2026[0]


def test_an_unknown_name_offers_close_names() -> None:
    result = run("subgame", "cr-2026/nested-two-deeep")
    assert result.exit_code == 2 and result.stdout == ""
    assert result.stderr.count("\n") == 1
    assert "no such file, nor a built-in ruling of that name" in result.stderr
    assert "did you mean 'cr-2026/nested-two-deep'" in result.stderr


def test_an_ambiguous_name_lists_both_rulings() -> None:
    result = run("layers", "blood-moon-urborg")
    assert result.exit_code == 2
    assert result.stderr == ("mtglogic: error: blood-moon-urborg: more than one built-in ruling "
                             "has this name: cr-2011/blood-moon-urborg, "
                             "cr-2026/blood-moon-urborg\n")


def test_a_missing_yaml_file_stays_a_file_error(tmp_path: Path) -> None:
    result = run("layers", str(tmp_path / "blood-moon-urborg.yaml"))
    assert result.exit_code == 2 and "cannot read file" in result.stderr


def test_a_file_at_the_path_comes_before_the_name(tmp_path: Path, monkeypatch) -> None:
    # A scenario written at ./cr-2026/blood-moon-urborg (no suffix) is the file meant.
    (tmp_path / "cr-2026").mkdir()
    (tmp_path / "cr-2026" / "blood-moon-urborg").write_text(
        "objects:\n  - {id: bears, card: Grizzly Bears}\n")
    monkeypatch.chdir(tmp_path)
    data = json.loads(run("layers", "cr-2026/blood-moon-urborg", "--json").stdout)
    assert list(data["outcomes"][0]["objects"]) == ["bears"]


def test_a_name_runs_the_ruling_under_its_own_ruleset() -> None:
    # The ruling's scenario: Blood Moon, Urborg and a Forest (the docs' example board).
    data = json.loads(run("layers", "cr-2011/blood-moon-urborg", "--json").stdout)
    assert data["ruleset"] == "cr-2011"
    assert sorted(data["outcomes"][0]["objects"]) == ["forest", "moon", "urborg"]


def test_verify_takes_names_and_checks_each_ruling() -> None:
    result = run("verify", "cr-2011/blood-moon-urborg", "cr-2026/blood-moon-urborg")
    assert result.exit_code == 0 and result.stdout.endswith("2 passed, 0 failed\n")


def test_listing_with_a_query_keeps_rulings_holding_every_word() -> None:
    # "urborg reversed": only the two rulings with Urborg played first, one per ruleset.
    names = [r["name"] for r in mtglogic.list_rulings("urborg reversed")]
    assert names == ["cr-2011/blood-moon-urborg-reversed", "cr-2026/blood-moon-urborg-reversed"]


def test_listing_filters_by_ruleset_and_kind_and_counts_the_corpus() -> None:
    every = mtglogic.list_rulings()
    assert len(every) == len(mtglogic.ruling_files())
    subgames = mtglogic.list_rulings(ruleset="cr-2026", kind="subgame")
    assert subgames and all(r["ruleset"] == "cr-2026" and r["kind"] == "subgame"
                            for r in subgames)
    assert len({r["name"] for r in every}) == len(every)  # names are unique


def test_rulings_command_text_and_json() -> None:
    text = run("rulings", "urborg", "--ruleset", "cr-2026")
    assert text.exit_code == 0
    assert text.stdout.splitlines()[-1] == "3 rulings"
    assert all(len(line) <= 80 for line in text.stdout.splitlines())
    data = json.loads(run("rulings", "urborg", "--ruleset", "cr-2026", "--json").stdout)
    assert [r["file"] for r in data["rulings"]] == [
        "rulesets/cr-2026/rulings/layers/blood-moon-urborg.yaml",
        "rulesets/cr-2026/rulings/layers/blood-moon-urborg-reversed.yaml",
        "rulesets/cr-2026/rulings/layers/blood-sun-urborg.yaml"]


@pytest.mark.parametrize("args", [["zzz-no-such"], ["--ruleset", "cr-1999"],
                                  ["--kind", "nope"]])
def test_rulings_command_bad_input_is_one_line_and_exit_2(args: list[str]) -> None:
    result = run("rulings", *args)
    assert result.exit_code == 2 and result.stderr.count("\n") == 1


def tour_commands() -> list[str]:
    """The ``mtglogic`` commands of the README's tour: its sh blocks after the set-up one,
    with backslash continuations joined."""
    blocks = re.findall(r"```sh\n(.*?)```", (PROJECT / "README.md").read_text(), re.S)
    commands = []
    for block in blocks[1:]:
        for command in block.replace("\\\n", " ").splitlines():
            if command.startswith("mtglogic "):
                commands.append(command)
    return commands


def test_the_readme_has_a_tour() -> None:
    assert len(tour_commands()) >= 10


@pytest.mark.parametrize("command", tour_commands())
def test_the_readme_tour_works_from_any_folder(command: str, tmp_path: Path) -> None:
    argv = [sys.executable, "-m", "mtglogic"] + shlex.split(command)[1:]
    env = {k: v for k, v in os.environ.items() if k != "MTGLOGIC_CARDS"}
    done = subprocess.run(argv, cwd=tmp_path, capture_output=True, text=True, env=env,
                          timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() and done.stderr == ""
