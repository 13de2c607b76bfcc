"""``mtglogic replace``: output, --event, --orders [N], --explain, --json, exit codes."""
from __future__ import annotations

import json
from pathlib import Path

import yaml
from click.testing import CliRunner

from mtglogic.cli.replace import replace_command

SCENARIO = {
    "ruleset": "cr-2026",
    "players": ["p1", "p2"],
    "objects": [
        {"id": "scales", "card": "Hardened Scales", "controller": "p1"},
        {"id": "season", "card": "Doubling Season", "controller": "p1"},
        {"id": "bear", "name": "Bear", "types": ["creature"], "power": 2, "toughness": 2,
         "controller": "p1"},
    ],
    "events": [
        {"id": "counter", "put_counters": {"target": "bear", "count": 1}},
        {"id": "tokens", "create_tokens": {"player": "p1", "count": 3, "token": "Soldier"}},
    ],
}


def write(tmp_path: Path, data: dict) -> str:
    path = tmp_path / "scenario.yaml"
    path.write_text(yaml.safe_dump(data))
    return str(path)


def run(*args: str):
    return CliRunner().invoke(replace_command, list(args))


def test_text_output(tmp_path):
    result = run(write(tmp_path, SCENARIO))
    assert result.exit_code == 0, result.output
    assert "3 +1/+1 counters on bear  [1 order]" in result.output
    assert "4 +1/+1 counters on bear  [1 order]" in result.output
    assert "p1 creates 6 Soldier tokens" in result.output
    assert "p1 chooses (616.1)" in result.output


def test_event_orders_explain(tmp_path):
    result = run(write(tmp_path, SCENARIO), "--event", "counter", "--orders", "--explain")
    assert result.exit_code == 0, result.output
    assert "tokens" not in result.output
    assert "orders listed: 2" in result.output
    assert "chosen among 2 applicable effects (616.1e)" in result.output
    limited = run(write(tmp_path, SCENARIO), "--event", "counter", "--orders", "1")
    assert "orders listed: 1" in limited.output


def test_json(tmp_path):
    result = run(write(tmp_path, SCENARIO), "--json", "--orders", "--ruleset", "cr-2011")
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["ruleset"] == "cr-2011"
    counter = data["events"][0]
    assert counter["chooser"] == "p1" and counter["total_orders"] == 2
    assert sorted(o["result"] for o in counter["outcomes"]) == \
        ["3 +1/+1 counters on bear", "4 +1/+1 counters on bear"]
    assert len(counter["orders"]) == 2


def test_bad_input_exit_2_one_line(tmp_path):
    bad = dict(SCENARIO, events=[{"id": "x", "draw": {"player": "nobody"}}])
    result = run(write(tmp_path, bad))
    assert result.exit_code == 2
    assert len(result.output.strip().splitlines()) == 1
    assert "events[0].draw.player" in result.output
    assert run(write(tmp_path, SCENARIO), "--event", "nope").exit_code == 2
    assert run(str(tmp_path / "missing.yaml")).exit_code == 2


def test_limit_exit_3(tmp_path):
    result = run(write(tmp_path, SCENARIO), "--max-states", "1")
    assert result.exit_code == 3
    assert "limit reached: max-states" in result.output
    result = run(write(tmp_path, SCENARIO), "--orders", "--max-outcomes", "1")
    assert result.exit_code == 3


def test_the_default_player_you_takes_the_plain_verb(tmp_path):
    # With the default players (you, opponent), the text agrees: "you choose", "you lose".
    data = {"objects": [{"id": "furnace", "card": "Furnace of Rath"},
                        {"id": "ogre", "card": "Gray Ogre", "controller": "opponent"}],
            "events": [{"id": "e", "damage": {"source": "ogre", "to": "you", "amount": 2}}]}
    result = run(write(tmp_path, data), "--explain")
    assert result.exit_code == 0, result.output
    assert "you choose (616.1)" in result.output and "you apply furnace" in result.output
    assert "you lose 4 life" in result.output and "you loses" not in result.output


def test_bad_turn_history_and_token_definitions_exit_2_one_line(tmp_path):
    # A token a template defines needs its card types, a creature token its power and
    # toughness (111.3); the turn history names players and objects of the scenario.
    angel = {"id": "x", "watch": {"event": "create_tokens", "player": "you"},
             "instead": {"become": {"event": "create_tokens", "count": "same",
                                    "token": {"name": "Angel", "types": ["creature"]}}}}
    cases = [
        (dict(SCENARIO, replacements=[angel]), "replacements[0].instead.become.token",
         "power"),
        (dict(SCENARIO, this_turn={"damage": [{"source": "ghost", "to": "p1", "amount": 2}]}),
         "this_turn.damage[0].source", "ghost"),
        (dict(SCENARIO, this_turn={"draws": {"p1": -1}}), "this_turn.draws.p1", ""),
    ]
    for data, where, word in cases:
        result = run(write(tmp_path, data))
        assert result.exit_code == 2, result.output
        assert len(result.output.strip().splitlines()) == 1
        assert where in result.output and word in result.output
