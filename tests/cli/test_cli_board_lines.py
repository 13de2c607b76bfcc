"""A board in one command line (issue 38): ``--card`` lines with a zone, a player,
counters, a face-down state, a face and an attachment; ``--board FILE`` and ``--board -``
read the same lines. Each line is parsed by lark's grammar (errors name the column), and
everything a line says, a scenario file says: the same board gives the same answer."""
from __future__ import annotations

import json
import tempfile
from pathlib import Path
from typing import Any

import pytest
import yaml
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

from mtglogic.cli import main
from mtglogic.loading.board_lines import BoardLineError, parse_board_line


def run(*args: str, stdin: str | None = None) -> Any:
    return CliRunner().invoke(main, list(args), input=stdin)


@pytest.mark.parametrize(("text", "expected"), [
    ("Grizzly Bears", {"name": "Grizzly Bears"}),
    ("opponent: Grizzly Bears +1/+1x2",
     {"name": "Grizzly Bears", "player": "opponent", "counters": {"+1/+1": 2}}),
    ("hand: Kitchen Finks", {"name": "Kitchen Finks", "zone": "hand"}),
    ("graveyard: Lightning Bolt", {"name": "Lightning Bolt", "zone": "graveyard"}),
    ("face-down: Grinning Demon", {"name": "Grinning Demon", "face_down": True}),
    ("opponent morph: Exalted Angel",
     {"name": "Exalted Angel", "player": "opponent", "face_down": "morph"}),
    ("back: Delver of Secrets", {"name": "Delver of Secrets", "face": "back"}),
    ("Opponent, TAPPED token: Grizzly Bears -1/-1 +1/+1 lore:3 @humility",
     {"name": "Grizzly Bears", "player": "opponent", "tapped": True, "token": True,
      "counters": {"-1/-1": 1, "+1/+1": 1, "lore": 3}, "attached_to": "humility"}),
    # only the WHERE words make a WHERE: a name with a colon of its own stays a name
    ("Circle of Protection: Red", {"name": "Circle of Protection: Red"}),
    ("exile: Exile", {"name": "Exile", "zone": "exile"}),
    ("Library of Alexandria", {"name": "Library of Alexandria"}),
    ("  Fire // Ice  ", {"name": "Fire // Ice"}),
    ("you: life:3 poison:2", {"player": "you", "counters": {"life": 3, "poison": 2}}),
])
def test_each_part_of_a_line_is_read(text: str, expected: dict[str, Any]) -> None:
    line = parse_board_line(text)
    defaults = {"name": None, "player": None, "zone": None, "face_down": None, "face": None,
                "tapped": False, "token": False, "counters": {}, "attached_to": None}
    assert {key: getattr(line, key) for key in defaults} == {**defaults, **expected}


@pytest.mark.parametrize(("text", "column", "words"), [
    ("opponent:", 10, "expected a card name or counters such as lore:3, but the line ends"),
    ("opponent: @x", 11, "but '@x' is there"),
    ("hand hand: Grizzly Bears", 6, "'hand': a second zone word"),
    ("you: lore:3 Bears", 13, "expected counters such as lore:3, but 'Bears' is there"),
    ("hand: life:3", 1, "must be one player (you, opponent)"),
    ("Grizzly Bears +1/+1x0", 15, "a count of 0 counters"),
    ("Grizzly Bears @a @b", 18, "attached a second time"),
])
def test_a_refused_line_says_where_and_why(text: str, column: int, words: str) -> None:
    with pytest.raises(BoardLineError) as caught:
        parse_board_line(text, "--card")
    assert str(caught.value).startswith(f"--card: {text!r}, column {column}: ")
    assert words in str(caught.value)


@pytest.mark.parametrize(("args", "words"), [
    (["--card", "hnad: Grizzly Bears"], "'hnad' is not a zone, a player or a state word"),
    (["--card", "hnad: Grizzly Bears"], "did you mean 'hand'?"),
    (["--card", "graveyard face-down: Grizzly Bears"],
     "--card: 'graveyard face-down: Grizzly Bears': face_down: grizzly-bears is in the "
     "graveyard"),
    (["--card", "Grizzly Bears @nothing"], "no other object 'nothing' to attach to"),
    (["--opponent-card", "you: Grizzly Bears"], "an --opponent-card line is the opponent's"),
])
def test_a_line_the_board_cannot_use_is_one_located_error(args: list[str], words: str) -> None:
    result = run("layers", *args)
    assert result.exit_code == 2 and result.stderr.count("\n") == 1
    assert words in result.stderr


def answer(*args: str, stdin: str | None = None) -> dict[str, Any]:
    result = run(*args, "--json", stdin=stdin)
    assert result.exit_code == 0, result.output + result.stderr
    data: dict[str, Any] = json.loads(result.stdout)
    return data


def scenario_file(tmp_path: Path, data: dict[str, Any]) -> str:
    path = tmp_path / "board.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    return str(path)


def test_a_board_line_and_its_scenario_give_the_same_layers_answer(tmp_path: Path) -> None:
    lines = ["Blood Moon", "opponent: Steam Vents", "opponent tapped: Grizzly Bears +1/+1x2",
             "hand: Kitchen Finks", "graveyard: Lightning Bolt",
             "opponent morph: Exalted Angel", "you: life:3", "opponent: life:7 poison:2"]
    written = {"players": [{"id": "you", "life": 3},
                           {"id": "opponent", "life": 7, "counters": {"poison": 2}}],
               "objects": [
                   {"id": "blood-moon", "card": "Blood Moon", "controller": "you"},
                   {"id": "steam-vents", "card": "Steam Vents", "controller": "opponent"},
                   {"id": "grizzly-bears", "card": "Grizzly Bears", "controller": "opponent",
                    "tapped": True, "counters": {"+1/+1": 2}},
                   {"id": "kitchen-finks", "card": "Kitchen Finks", "owner": "you",
                    "zone": "hand"},
                   {"id": "lightning-bolt", "card": "Lightning Bolt", "owner": "you",
                    "zone": "graveyard"},
                   {"id": "exalted-angel", "card": "Exalted Angel", "controller": "opponent",
                    "face_down": "morph"}]}
    from_lines = answer("layers", *[part for line in lines for part in ("--card", line)])
    from_file = answer("layers", scenario_file(tmp_path, written))
    assert from_lines == from_file
    bears = from_lines["outcomes"][0]["objects"]["grizzly-bears"]
    # the Bears 2/2 with two +1/+1 counters (613.4c): 4/4; the morph a nameless 2/2 (708.2a)
    assert (bears["power"], bears["toughness"], bears["controller"]) == (4, 4, "opponent")
    assert from_lines["outcomes"][0]["objects"]["exalted-angel"]["name"] == ""


def test_a_board_line_and_its_scenario_give_the_same_replacement_answer(
        tmp_path: Path) -> None:
    event = "zone_change: {object: grizzly-bears, from: battlefield, to: graveyard}"
    from_lines = answer("replace", "--card", "Rest in Peace", "--card",
                        "opponent: Grizzly Bears", "--happens", event)
    written = {"objects": [{"id": "rest-in-peace", "card": "Rest in Peace",
                            "controller": "you"},
                           {"id": "grizzly-bears", "card": "Grizzly Bears",
                            "controller": "opponent"}],
               "events": [{"id": "e1", **yaml.safe_load(event)}]}
    from_file = answer("replace", scenario_file(tmp_path, written))
    for data in (from_lines, from_file):
        data.pop("scenario", None)
    assert from_lines == from_file
    # Rest in Peace (614.1a): the Bears go to exile instead
    assert [o["state"]["zones"] for o in from_lines["events"][0]["outcomes"]] == \
        [{"grizzly-bears": "exile"}]


def test_board_file_and_standard_input_read_the_same_lines(tmp_path: Path) -> None:
    board = tmp_path / "board.txt"
    board.write_text("# Humility first\nHumility\n\nOpalescence   # then Opalescence\n",
                     encoding="utf-8")
    from_file = answer("layers", "--board", str(board), "--card", "Grizzly Bears")
    from_stdin = answer("layers", "--board", "-", "--card", "Grizzly Bears",
                        stdin=board.read_text(encoding="utf-8"))
    from_cards = answer("layers", "--card", "Humility", "--card", "Opalescence",
                        "--card", "Grizzly Bears")
    assert from_file == from_stdin == from_cards


def test_an_error_in_a_board_file_names_its_line(tmp_path: Path) -> None:
    board = tmp_path / "board.txt"
    board.write_text("Humility\n\nopponent: @x\n", encoding="utf-8")
    result = run("layers", "--board", str(board))
    assert result.exit_code == 2
    assert result.stderr.startswith(f"mtglogic: error: {board}:3: 'opponent: @x', column 11:")
    empty = tmp_path / "empty.txt"
    empty.write_text("# nothing\n", encoding="utf-8")
    assert "the board has no line" in run("layers", "--board", str(empty)).stderr


PLAYERS = st.sampled_from([None, "you", "opponent"])
ZONES = st.sampled_from([None, "battlefield", "hand", "graveyard", "exile", "library"])


@settings(max_examples=12, deadline=None)
@given(player=PLAYERS, zone=ZONES, plus=st.integers(0, 3), minus=st.integers(0, 2),
       tapped=st.booleans())
def test_any_line_of_these_parts_means_its_scenario(player: str | None, zone: str | None,
                                                    plus: int, minus: int,
                                                    tapped: bool) -> None:
    tapped = tapped and zone in (None, "battlefield")
    where = [w for w in (player, zone, "tapped" if tapped else None) if w]
    counts = ([f"+1/+1x{plus}"] if plus else []) + ([f"-1/-1x{minus}"] if minus else [])
    line = (", ".join(where) + ": " if where else "") + " ".join(["Grizzly Bears", *counts])
    obj: dict[str, Any] = {"id": "grizzly-bears", "card": "Grizzly Bears"}
    on_battlefield = zone in (None, "battlefield")
    obj["controller" if on_battlefield else "owner"] = player or "you"
    if not on_battlefield:
        obj["zone"] = zone
    if tapped:
        obj["tapped"] = True
    counters = {**({"+1/+1": plus} if plus else {}), **({"-1/-1": minus} if minus else {})}
    if counters:
        obj["counters"] = counters
    written = {"objects": [{"id": "glorious-anthem", "card": "Glorious Anthem"}, obj]}
    from_lines = answer("layers", "--card", "Glorious Anthem", "--card", line)
    with tempfile.TemporaryDirectory() as folder:
        from_file = answer("layers", scenario_file(Path(folder), written))
    assert from_lines == from_file
