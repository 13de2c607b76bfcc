"""``--explain`` says why an effect on the board applied to no event (issue 38, item 3):
an effect applies only to the events it watches (614.1, 615.1 in both rulesets)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner
from jsonschema import Draft202012Validator

from mtglogic.api import answer_replacement, load_scenario
from mtglogic.cli.replace import replace_command
from mtglogic.outputs.replacement import replace_output


def board(ruleset: str) -> dict:
    # Leyline of the Void: "If a card would be put into an opponent's graveyard from
    # anywhere, exile it instead." p1 controls it; the Spirit is p2's token, the Bears
    # p1's own card.
    return {"ruleset": ruleset, "players": ["p1", "p2"], "objects": [
        {"id": "leyline", "card": "Leyline of the Void", "controller": "p1"},
        {"id": "spirit", "name": "Spirit", "types": ["creature"], "power": 1,
         "toughness": 1, "controller": "p2", "token": True},
        {"id": "bears", "card": "Grizzly Bears", "controller": "p1"},
        {"id": "ox", "card": "Grizzly Bears", "controller": "p2"}]}


def explain(tmp_path: Path, data: dict) -> str:
    path = tmp_path / "scenario.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    result = CliRunner().invoke(replace_command, [str(path), "--explain"], env={"COLUMNS": "400"})
    assert result.exit_code == 0, result.output
    return result.stdout


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
def test_an_effect_that_watches_nothing_here_says_why(tmp_path: Path, ruleset: str) -> None:
    # The token is no card and the Bears are not an opponent's: the Leyline's watch holds
    # for neither, so it applies to no part of the wrath. A draw is no zone change at all:
    # the Leyline watches no such event, and nothing is said of it there.
    data = board(ruleset) | {"events": [
        {"id": "wrath", "at_once": [
            {"zone_change": {"object": "spirit", "to": "graveyard", "cause": "destroy"}},
            {"zone_change": {"object": "bears", "to": "graveyard", "cause": "destroy"}}]},
        {"id": "draw", "draw": {"player": "p2", "count": 1}}]}
    out = explain(tmp_path, data)
    wrath, draw = out.split("event draw")
    line = next(x for x in wrath.splitlines() if "applies to no event here" in x)
    assert line.startswith("  leyline (Leyline of the Void") and "(614.1, 615.1)" in line
    assert "spirit: battlefield -> graveyard: it needs" in line
    assert "bears: battlefield -> graveyard: it needs" in line
    assert "leyline" not in draw


def test_an_effect_that_applies_is_not_said(tmp_path: Path) -> None:
    # The opponent's Bears are a card going to an opponent's graveyard: the Leyline applies
    # (the outcome exiles them), so no line says it applies to nothing.
    data = board("cr-2026") | {"events": [
        {"id": "dies", "zone_change": {"object": "ox", "to": "graveyard", "cause": "destroy"}}]}
    out = explain(tmp_path, data)
    assert "ox: battlefield -> exile" in out
    assert "applies to no event here" not in out


def test_the_json_and_the_api_carry_the_why_not(tmp_path: Path) -> None:
    # The same wrath as above: neither the token (no card) nor the player's own Bears
    # (not an opponent's graveyard) is what the Leyline watches, so with --explain the
    # JSON says so under the event, one reason per event, and jsonschema accepts it.
    data = board("cr-2026") | {"events": [{"id": "wrath", "at_once": [
        {"zone_change": {"object": "spirit", "to": "graveyard", "cause": "destroy"}},
        {"zone_change": {"object": "bears", "to": "graveyard", "cause": "destroy"}}]}]}
    path = tmp_path / "scenario.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    runner = CliRunner()
    explained = runner.invoke(replace_command, [str(path), "--explain", "--json"])
    assert explained.exit_code == 0, explained.output
    document = json.loads(explained.stdout)
    Draft202012Validator(replace_output()).validate(document)
    (item,) = document["events"][0]["not_applied"]
    assert item["effect"] == "leyline" and item["rules"] == "614.1, 615.1"
    assert [reason["event"] for reason in item["reasons"]] == [
        "spirit: battlefield -> graveyard", "bears: battlefield -> graveyard"]
    assert all(reason["why"].startswith("it needs ") for reason in item["reasons"])
    # the text says the same reasons, line for line
    text = runner.invoke(replace_command, [str(path), "--explain"],
                         env={"COLUMNS": "400"}).stdout
    assert all(f"{r['event']}: {r['why']}" in text for r in item["reasons"])
    # without --explain the JSON has no such key (as the text has no such line)
    plain = json.loads(runner.invoke(replace_command, [str(path), "--json"]).stdout)
    assert "not_applied" not in plain["events"][0]
    # the API: the event's answer lists the same effect, with the same reasons
    answer = answer_replacement(load_scenario(data)).answer("wrath")
    (api_item,) = answer.not_applied()
    assert api_item.plain() == item


def test_an_effect_that_applies_has_no_why_not_in_the_json(tmp_path: Path) -> None:
    data = board("cr-2011") | {"events": [
        {"id": "dies", "zone_change": {"object": "ox", "to": "graveyard", "cause": "destroy"}}]}
    path = tmp_path / "scenario.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    result = CliRunner().invoke(replace_command, [str(path), "--explain", "--json"])
    document = json.loads(result.stdout)
    Draft202012Validator(replace_output()).validate(document)
    assert document["events"][0]["not_applied"] == []
