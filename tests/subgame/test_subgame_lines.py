"""A subgame asked in command lines (issue 38): ``--card`` board lines for the main game,
``--step`` lines for the script, the same answer as the file that writes them out, and
a library card's own leave-zone trigger (Syr Konrad) read from its data."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import yaml
from click.testing import CliRunner
from jsonschema import Draft202012Validator

from mtglogic.api import run_subgame_lines
from mtglogic.cli import main
from mtglogic.outputs.schemas import output_schema

CARDS = ["Syr Konrad, the Grim", "graveyard: Kitchen Finks", "hand: Shahrazad",
         "library: Living Wish"]
STEPS = ["cast: shahrazad", "resolve: shahrazad, first: you", "cast: living-wish",
         "resolve: living-wish, choose: kitchen-finks", "result: {winners: [opponent]}",
         "end_subgame: true"]


def arguments(cards: list[str], steps: list[str]) -> list[str]:
    return ["subgame", *[a for c in cards for a in ("--card", c)],
            *[a for s in steps for a in ("--step", s)], "--json"]


def run_json(args: list[str]) -> dict[str, Any]:
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 0, result.output
    document: dict[str, Any] = json.loads(result.stdout)
    Draft202012Validator(output_schema("subgame")).validate(document)
    return document


def test_living_wish_brings_finks_from_the_main_graveyard_and_konrad_waits() -> None:
    # Worked from 728.4, 728.4a and 728.5: Living Wish (in your library, so in your
    # subgame opening hand) brings Kitchen Finks in from the suspended main game's
    # graveyard. It leaves that graveyard: Syr Konrad's "a creature card leaves your
    # graveyard" triggers in the main game and waits. When the subgame ends, you did not
    # win: Shahrazad makes you lose half your life rounded up (20 -> 10), goes to your
    # graveyard, and only then the trigger goes on the main stack. The subgame's cards
    # (Finks in hand, the Wish in exile) go to your main library.
    steps = run_json(arguments(CARDS, STEPS))["runs"][0]["steps"]
    brought = steps[3]["games"]["main"]
    konrad = "trigger Syr Konrad, the Grim (of syr-konrad-the-grim, for kitchen-finks)"
    assert brought["waiting_triggers"] == [konrad] and brought["stack"] == ["shahrazad"]
    assert brought["players"]["you"]["graveyard"] == []
    end = steps[-1]["games"]["main"]
    assert end["stack"] == [konrad] and end["waiting_triggers"] == []
    you = end["players"]["you"]
    assert you["life"] == 10 and end["players"]["opponent"]["life"] == 20
    assert you["graveyard"] == ["shahrazad"]
    assert sorted(you["library"]) == ["kitchen-finks", "living-wish"]
    assert [step["line"] for step in steps] == [1, 2, 3, 4, 5, 6]  # each its --step


def test_a_land_brought_in_does_not_trigger_konrad() -> None:
    # Living Wish can bring a land card too, but Syr Konrad watches creature cards only.
    cards = [c.replace("Kitchen Finks", "Forest") for c in CARDS]
    steps = [s.replace("kitchen-finks", "forest") for s in STEPS]
    games = run_json(arguments(cards, steps))["runs"][0]["steps"][3]["games"]
    assert games["main"]["waiting_triggers"] == []
    assert games["sub1"]["players"]["you"]["hand"] == ["forest"]


def test_the_lines_answer_as_the_file_that_writes_them(tmp_path: Path) -> None:
    # The same scenario written out by hand as a file, the trigger declared in the file
    # as the card's data says it: the same games after every step.
    scenario = {"players": {
        "you": {"battlefield": [{"id": "syr-konrad-the-grim", "card": "Syr Konrad, the Grim"}],
                "graveyard": [{"id": "kitchen-finks", "card": "Kitchen Finks"}],
                "hand": [{"id": "shahrazad", "card": "Shahrazad"}],
                "library": [{"id": "living-wish", "card": "Living Wish"}]},
        "opponent": {}},
        "steps": [yaml.safe_load("{" + step + "}") for step in STEPS]}
    path = tmp_path / "subgame.yaml"
    path.write_text(yaml.safe_dump(scenario), encoding="utf-8")
    from_file = run_json(["subgame", str(path), "--json"])["runs"][0]["steps"]
    from_lines = run_json(arguments(CARDS, STEPS))["runs"][0]["steps"]
    assert [s["games"] for s in from_file] == [s["games"] for s in from_lines]


def test_library_lines_go_from_the_top_down(tmp_path: Path) -> None:
    # As for every command, the first library line is the top card; a subgame file lists
    # its library top card last: the same library, written both ways.
    lines = ["hand: Shahrazad", "library: Living Wish", "library: Forest",
             "library: Grizzly Bears"]
    scenario = {"players": {"you": {
        "hand": [{"id": "shahrazad", "card": "Shahrazad"}],
        "library": [{"id": "grizzly-bears", "card": "Grizzly Bears"},
                    {"id": "forest", "card": "Forest"},
                    {"id": "living-wish", "card": "Living Wish"}]}, "opponent": {}},
        "steps": [{"cast": "shahrazad"}]}
    path = tmp_path / "library.yaml"
    path.write_text(yaml.safe_dump(scenario), encoding="utf-8")
    from_file = run_json(["subgame", str(path), "--json"])["runs"][0]["steps"][0]
    from_lines = run_json(arguments(lines, ["cast: shahrazad"]))["runs"][0]["steps"][0]
    library = from_lines["games"]["main"]["players"]["you"]["library"]
    assert library == from_file["games"]["main"]["players"]["you"]["library"]
    assert library[-1] == "living-wish"  # the snapshot, as the file, lists the top last


def test_the_api_reads_the_same_lines() -> None:
    result = run_subgame_lines(CARDS, STEPS)
    assert result.invariant_ok and len(result.runs) == 1


def test_a_trigger_declared_with_types_watches_only_those(tmp_path: Path) -> None:
    # A file's own trigger with `types: [creature]`: a land card leaving the graveyard
    # for the subgame does not trigger it, a creature card does.
    def waiting(card: str) -> list[str]:
        scenario = {"players": {"A": {
            "battlefield": [{"id": "w1", "name": "Watcher"}],
            "graveyard": [{"id": "g1", "card": card}],
            "hand": [{"id": "s1", "card": "Shahrazad"}]}},
            "triggers": [{"source": "w1", "name": "watch", "leaves": ["graveyard"],
                          "types": ["creature"]}],
            "steps": [{"cast": "s1"}, {"resolve": "s1"}, {"bring_in": "g1"}]}
        path = tmp_path / "types.yaml"
        path.write_text(yaml.safe_dump(scenario), encoding="utf-8")
        steps = run_json(["subgame", str(path), "--json"])["runs"][0]["steps"]
        return list(steps[-1]["games"]["main"]["waiting_triggers"])
    assert waiting("Forest") == []
    assert waiting("Grizzly Bears") == ["trigger watch (of w1, for g1)"]


@pytest.mark.parametrize(("cards", "steps", "says"), [
    (["hand: Shahrazad"], ["cast: shahrazad", "resolve: ["],
     "--step:2: 'resolve: [': invalid YAML"),
    (["hand: Shahrazad"], ["cast: shahrazad", "fly: shahrazad"],
     "--step:2: (top): a step needs exactly one action among: cast,"),
    (["hand: Shahrazad"], ["cast: shahrazad", "resolve: shahrazd"],
     "--step:2: (top): no card 'shahrazd' in the scenario"),
    (["tapped: Shahrazad"], ["cast: shahrazad"],
     "--card: 'tapped: Shahrazad': a subgame scenario has no tapped cards"),
    (["hand: Grizzly Bears +1/+1"], ["cast: grizzly-bears"],
     "a subgame scenario has no counters on cards"),
    (["hand: Shahrazad"], [], "a subgame in lines needs at least one --step"),
    (["hnad: Shahrazad"], ["cast: shahrazad"], "'hnad' is not a zone"),
])
def test_a_bad_line_is_one_located_error(cards: list[str], steps: list[str],
                                         says: str) -> None:
    result = CliRunner().invoke(main, arguments(cards, steps)[:-1])
    assert result.exit_code == 2, result.output
    error = result.stderr.strip()
    assert "\n" not in error and says in error, error


def test_a_file_and_lines_together_are_refused(tmp_path: Path) -> None:
    result = CliRunner().invoke(main, ["subgame", "cr-2026/leave-trigger-waits",
                                       "--step", "cast: s1"])
    assert result.exit_code == 2 and "not both" in result.stderr


def test_a_player_line_gives_life_and_counters() -> None:
    # "opponent: life:7 poison:2" is players: {opponent: {life: 7, counters: {poison: 2}}}
    # in a file; you keep the default of 20 (rule 103.4, the ruleset's starting life).
    step = run_json(arguments(["hand: Shahrazad", "opponent: life:7 poison:2"],
                              ["cast: shahrazad"]))["runs"][0]["steps"][0]
    players = step["games"]["main"]["players"]
    assert (players["opponent"]["life"], players["opponent"]["counters"]) == (7, {"poison": 2})
    assert players["you"]["life"] == 20


def test_a_board_file_reads_the_same_lines(tmp_path: Path) -> None:
    # --board FILE holds the --card lines, one a line, # for comments: the same games.
    board = tmp_path / "board.txt"
    board.write_text("# the main game\n" + "\n".join(CARDS) + "  # the Wish\n",
                     encoding="utf-8")
    steps = [a for s in STEPS for a in ("--step", s)]
    from_board = run_json(["subgame", "--board", str(board), *steps, "--json"])
    from_cards = run_json(arguments(CARDS, STEPS))
    assert [s["games"] for s in from_board["runs"][0]["steps"]] == \
        [s["games"] for s in from_cards["runs"][0]["steps"]]
    board.write_text("hand: Shahrazad\ntapped: Forest\n", encoding="utf-8")
    refused = CliRunner().invoke(main, ["subgame", "--board", str(board), *steps])
    assert refused.exit_code == 2
    assert f"{board}:2: 'tapped: Forest': a subgame scenario has no tapped cards" in \
        refused.stderr
