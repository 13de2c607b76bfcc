"""User card folders (issue 12, item 1): ``--cards DIR`` on every command that reads cards,
``MTGLOGIC_CARDS`` (a path list), a user card replacing a built-in one (said once),
``cards --check --cards DIR``, a folder that does not exist, a broken card file that
does not hide the other cards, and the error for a missing card.

The cards here are invented (no real card has these names), so that cards added to the
built-in library later cannot change what these tests mean. Expected values come from the
cards' text: an anthem of +1/+1 on a 1/1 makes it 2/2.
"""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from click.testing import CliRunner

import mtglogic
from mtglogic.cli import main
from mtglogic.names import close_names

BANNER = """\
name: Meadow Banner of Testing
mana_cost: "{1}{W}"
types: [enchantment]
abilities:
  - static:
      text: Creatures you control get +1/+1.
      applies_to: {type: creature, controller: you}
      effects: [{modify_pt: [1, 1]}]
"""
PUP = "name: Stone Pup of Testing\nmana_cost: \"{1}\"\ntypes: [artifact, creature]\n" \
      "power: 1\ntoughness: 1\n"
BIG_PUP = "name: stone pup of testing\ntypes: [creature]\npower: 4\ntoughness: 4\n"
BEARS_3_3 = "name: Grizzly Bears\nmana_cost: \"{1}{G}\"\ntypes: [creature]\n" \
            "subtypes: [Bear]\npower: 3\ntoughness: 3\n"
# The unknown card type is on line 5, the second item of `types`.
BROKEN = "name: Broken Thing of Testing\npower: 1\ntypes:\n  - creature\n  - creatur\n" \
         "toughness: 1\n"


def folder(root: Path, name: str, **files: str) -> Path:
    path = root / name
    path.mkdir()
    for stem, text in files.items():
        (path / f"{stem}.yaml").write_text(text, encoding="utf-8")
    return path


def run(*args: str, env: dict[str, str] | None = None):
    return CliRunner().invoke(main, list(args), env={"COLUMNS": "200", **(env or {})})


def objects(result) -> dict:
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)["outcomes"][0]["objects"]


def test_a_user_card_through_cards_option(tmp_path: Path) -> None:
    mine = folder(tmp_path, "mine", banner=BANNER, pup=PUP)
    board = objects(run("layers", "--cards", str(mine), "--card", "Meadow Banner of Testing",
                        "--card", "Stone Pup of Testing", "--json"))
    pup = board["stone-pup-of-testing"]
    assert (pup["power"], pup["toughness"]) == (2, 2)  # 1/1 and the banner's +1/+1


def test_user_cards_through_the_environment_variable(tmp_path: Path) -> None:
    # Two folders in the path list, one card in each: both are found.
    first, second = folder(tmp_path, "a", banner=BANNER), folder(tmp_path, "b", pup=PUP)
    env = {"MTGLOGIC_CARDS": os.pathsep.join([str(first), "", str(second)])}
    result = run("layers", "--card", "Meadow Banner of Testing", "--card",
                 "Stone Pup of Testing", "--json", env=env)
    assert result.stderr == ""
    assert objects(result)["stone-pup-of-testing"]["power"] == 2


def test_the_environment_folders_come_before_the_option_folders(tmp_path: Path) -> None:
    # MTGLOGIC_CARDS, then --cards: the later card of the same name (any case) wins.
    early, late = folder(tmp_path, "early", pup=PUP), folder(tmp_path, "late", pup=BIG_PUP)
    result = run("layers", "--cards", str(late), "--card", "Stone Pup of Testing", "--json",
                 env={"MTGLOGIC_CARDS": str(early)})
    assert objects(result)["stone-pup-of-testing"]["power"] == 4
    assert result.stderr.count("\n") == 1
    assert str(early / "pup.yaml") in result.stderr and str(late / "pup.yaml") in result.stderr


def test_a_user_card_replaces_the_built_in_one_and_says_so_once(tmp_path: Path) -> None:
    mine = folder(tmp_path, "mine", bears=BEARS_3_3)
    result = run("layers", "--cards", str(mine), "--card", "Grizzly Bears",
                 "--card", "Grizzly Bears", "--json")
    board = objects(result)
    assert board["grizzly-bears"]["power"] == 3 and board["grizzly-bears-2"]["power"] == 3
    assert result.stderr == (f"mtglogic: note: your folders replace a card of the same name: "
                             f"'Grizzly Bears' ({mine / 'bears.yaml'}, over the built-in "
                             f"card)\n")


def test_the_built_in_library_is_back_after_the_command(tmp_path: Path) -> None:
    mine = folder(tmp_path, "mine", bears=BEARS_3_3, pup=PUP)
    assert run("layers", "--cards", str(mine), "--card", "Stone Pup of Testing").exit_code == 0
    after = run("layers", "--card", "Stone Pup of Testing")
    assert after.exit_code == 2 and "unknown card 'Stone Pup of Testing'" in after.stderr
    assert objects(run("layers", "--card", "Grizzly Bears", "--json"))["grizzly-bears"][
        "power"] == 2


@pytest.mark.parametrize("env", [False, True])
def test_a_folder_that_does_not_exist_is_one_line_and_exit_2(tmp_path: Path, env: bool) -> None:
    missing = tmp_path / "nowhere"
    args = ["layers", "--card", "Grizzly Bears"] + ([] if env else ["--cards", str(missing)])
    result = run(*args, env={"MTGLOGIC_CARDS": str(missing)} if env else None)
    given_by = "MTGLOGIC_CARDS" if env else "--cards"
    assert result.exit_code == 2 and result.stdout == ""
    assert result.stderr == f"mtglogic: error: {given_by}: no card folder {str(missing)!r}\n"


def test_a_file_given_for_a_folder_is_refused(tmp_path: Path) -> None:
    (tmp_path / "pup.yaml").write_text(PUP)
    result = run("cards", "--cards", str(tmp_path / "pup.yaml"))
    assert result.exit_code == 2 and len(result.stderr.splitlines()) == 1
    assert "is a file; give the folder that holds card files" in result.stderr


def test_a_broken_file_is_reported_and_the_other_cards_still_work(tmp_path: Path) -> None:
    mine = folder(tmp_path, "mine", broken=BROKEN, pup=PUP)
    result = run("layers", "--cards", str(mine), "--card", "Stone Pup of Testing", "--json")
    assert objects(result)["stone-pup-of-testing"]["power"] == 1
    warning, = result.stderr.splitlines()
    assert warning.startswith(f"mtglogic: warning: {mine / 'broken.yaml'}:5: types[1]: ")
    assert warning.endswith("this card file is left out")
    listing = run("cards", "--cards", str(mine), "of Testing")
    assert listing.exit_code == 0 and "Stone Pup of Testing" in listing.stdout
    asked = run("layers", "--cards", str(mine), "--card", "Broken Thing of Testing")
    assert asked.exit_code == 2
    assert asked.stderr.splitlines()[0] == warning
    assert "unknown card 'Broken Thing of Testing'" in asked.stderr.splitlines()[1]
    assert "(1 card file of your folders could not be read)" in asked.stderr


def test_check_of_a_user_folder(tmp_path: Path) -> None:
    good = folder(tmp_path, "good", banner=BANNER, pup=PUP)
    result = run("cards", "--check", "--cards", str(good))
    assert (result.exit_code, result.stderr) == (0, "")
    assert result.stdout == f"2 cards read from {good}; OK\n"
    data = json.loads(run("cards", "--check", "--cards", str(good), "--json").stdout)
    assert data["rulesets"] == mtglogic.available_rulesets() and data["errors"] == []
    assert data["cards"] == 2 and data["ok"] is True and data["tests_checked"] is False


def test_check_reports_every_broken_file(tmp_path: Path) -> None:
    # A static ability needs `applies_to`; the mapping of `static` begins on line 6.
    no_target = BANNER.replace("      applies_to: {type: creature, controller: you}\n", "")
    bad = folder(tmp_path, "bad", broken=BROKEN, pup=PUP, banner=no_target)
    result = run("cards", "--check", "--cards", str(bad))
    assert result.exit_code == 2
    errors = result.stderr.splitlines()
    assert len(errors) == 2 and all(e.startswith("mtglogic: error: ") for e in errors)
    assert errors[0].startswith(f"mtglogic: error: {bad / 'banner.yaml'}:6: abilities[0].static: ")
    assert "applies_to" in errors[0]
    assert errors[1].startswith(f"mtglogic: error: {bad / 'broken.yaml'}:5: types[1]: ")
    assert result.stdout == f"1 card read from {bad}; 2 errors\n"


def test_a_folder_without_card_files_is_a_warning(tmp_path: Path) -> None:
    empty = folder(tmp_path, "empty")
    result = run("layers", "--cards", str(empty), "--card", "Grizzly Bears")
    assert result.exit_code == 0
    assert result.stderr == f"mtglogic: warning: --cards: no card file (*.yaml, *.yml) in " \
                            f"{str(empty)!r}\n"


def write(path: Path, text: str) -> str:
    path.write_text(text, encoding="utf-8")
    return str(path)


@pytest.mark.parametrize("command", ["layers", "deps", "replace", "subgame", "verify", "cards"])
def test_every_command_that_reads_cards_takes_cards(tmp_path: Path, command: str) -> None:
    mine = folder(tmp_path, "mine", pup=PUP)
    pup = "Stone Pup of Testing"
    args = {
        "layers": ["--card", pup],
        "deps": ["--card", pup],
        "replace": ["--card", pup, "--happens",
                    "put_counters: {target: stone-pup-of-testing, counter: '+1/+1', count: 1}"],
        "subgame": [write(tmp_path / "sub.yaml",
                          "players:\n  A: {library: [{id: p, card: Stone Pup of Testing}]}\n"
                          "  B: {}\nsteps: []\n")],
        "verify": [write(tmp_path / "ruling.yaml",
                         "kind: layers\nscenario:\n  objects: [{id: p, card: Stone Pup of "
                         "Testing}]\nexpect:\n  objects: {p: {power: 1, toughness: 1}}\n")],
        "cards": [pup],
    }[command]
    without = run(command, *args)
    assert without.exit_code == 2, without.output
    assert "Stone Pup of Testing" in without.output + without.stderr
    result = run(command, *args, "--cards", str(mine))
    assert result.exit_code == 0, result.output + result.stderr
    assert result.stderr == ""


def test_the_missing_card_error_says_how_to_add_one_and_offers_close_names() -> None:
    result = run("layers", "--card", "Urborg")
    assert result.exit_code == 2 and len(result.stderr.splitlines()) == 1
    assert "unknown card 'Urborg'; did you mean " in result.stderr
    assert "'Urborg, Tomb of Yawgmoth'" in result.stderr  # a partial name
    assert "--cards FOLDER" in result.stderr and "MTGLOGIC_CARDS" in result.stderr


def test_close_names_near_misses_and_partial_names() -> None:
    names = ["Urborg, Tomb of Yawgmoth", "Grizzly Bears", "Blood Moon", "Magus of the Moon"]
    assert close_names("Grizly Bears", names) == ["Grizzly Bears"]
    assert close_names("urborg", names) == ["Urborg, Tomb of Yawgmoth"]
    assert close_names("tomb urborg", names) == ["Urborg, Tomb of Yawgmoth"]
    assert close_names("moon", names) == ["Blood Moon", "Magus of the Moon"]
    assert close_names("Grizzly Bears token", names) == ["Grizzly Bears"]
    assert close_names("xq", names) == []


def test_the_api_loads_user_folders_for_the_with_block(tmp_path: Path) -> None:
    mine = folder(tmp_path, "mine", pup=PUP, bears=BEARS_3_3)
    library = mtglogic.load_cards(mine)
    assert [r.name for r in library.replaced] == ["Grizzly Bears"]
    with mtglogic.using_cards(library):
        board = mtglogic.compute_layers(mtglogic.scenario_from_cards(["Stone Pup of Testing"]))
        assert board.outcomes[0].characteristics()["stone-pup-of-testing"]["power"] == 1
    with pytest.raises(mtglogic.InputError, match="unknown card 'Stone Pup of Testing'"):
        mtglogic.scenario_from_cards(["Stone Pup of Testing"])
    with pytest.raises(mtglogic.InputError, match="load_cards: no card folder"):
        mtglogic.load_cards(tmp_path / "nowhere")
