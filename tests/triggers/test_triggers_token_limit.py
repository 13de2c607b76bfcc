"""What follows an outcome that creates more tokens than --max-states: each token is an
object to put on the board (111.1), so the follow-up says it stops at the limit, and the
outcome itself stands."""
from __future__ import annotations

from pathlib import Path

import yaml
from click.testing import CliRunner

from mtglogic.cli.replace import replace_command

SCENARIO = {"ruleset": "cr-2026", "players": ["p1", "p2"],
            "objects": [{"id": "warden", "card": "Soul Warden", "controller": "p1"}],
            "events": [{"id": "tokens", "create_tokens": {
                "player": "p1", "count": 2000,
                "token": {"name": "Soldier", "types": ["creature"], "power": 1,
                          "toughness": 1}}}]}


def run(tmp_path: Path, *options: str) -> str:
    path = tmp_path / "tokens.yaml"
    path.write_text(yaml.safe_dump(SCENARIO), encoding="utf-8")
    result = CliRunner().invoke(replace_command, [str(path), *options],
                                env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    return result.stdout


def test_more_tokens_than_the_limit_are_not_followed(tmp_path: Path) -> None:
    out = run(tmp_path, "--max-states", "1000")
    assert "p1 creates 2000 Soldier tokens  [1 order]" in out
    assert ("not followed: the outcome creates 2000 tokens, each an object to put on the "
            "board, more than --max-states 1000 allows") in out


def test_under_the_limit_each_token_triggers(tmp_path: Path) -> None:
    # Soul Warden: "Whenever another creature enters, you gain 1 life." 2000 creatures
    # enter: it triggers 2000 times (603.2c: once for each, as it is no "one or more").
    out = run(tmp_path)
    assert "not followed" not in out
    assert "triggers: warden (Soul Warden) 2000 times" in out
