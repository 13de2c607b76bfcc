"""``mtglogic cards draft``: text from the command line and standard input, cards from a
Scryfall file and an MTGJSON file (fixtures written by hand from their documented formats:
Scryfall's card and list objects, MTGJSON's AtomicCards), the warnings for sentences left as
text, bad input (exit 2, one line), and the drafted file read back by the real loader and
checked by ``cards --check --cards DIR`` under every ruleset.

Expected values come from the cards' text: Benalish Marshal's "Other creatures you control
get +1/+1" is an anthem of +1/+1 on the others (613.4c), so a 1/1 of its controller is 2/2.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner

from mtglogic.cli import main

FIXTURES = Path(__file__).parent / "fixtures"


def run(*args: str, stdin: str | None = None):
    return CliRunner().invoke(main, ["cards", "draft", *args], input=stdin)


def card_of(output: str) -> dict:
    return yaml.safe_load(output)


def test_text_as_an_argument():
    result = run("Creatures you control get +1/+1.", "--name", "Glorious Anthem",
                 "--type-line", "Enchantment", "--mana-cost", "{1}{W}{W}")
    assert result.exit_code == 0, result.stderr
    card = card_of(result.stdout)
    assert card["name"] == "Glorious Anthem" and card["types"] == ["Enchantment"]
    assert card["abilities"][0]["static"]["effects"] == [{"modify_pt": [1, 1]}]
    assert result.stderr == ""


def test_text_on_standard_input_with_a_warning_for_each_sentence_left_as_text():
    # Graxiplon's line: "three or more creatures that share a creature type" is no selector
    left = "This creature can't be blocked unless defending player controls three or more " \
        "creatures that share a creature type."
    text = f"Flying\n{left}\nThis creature gets +1/+1 as long as you control a Forest."
    result = run("--name", "Odd Bird", "--type-line", "Creature \u2014 Bird", "--pt", "2/1",
                 stdin=text)
    assert result.exit_code == 0
    card = card_of(result.stdout)
    assert (card["power"], card["toughness"], card["subtypes"]) == (2, 1, ["Bird"])
    assert card["abilities"][0] == "flying"
    assert card["abilities"][1]["static"]["rule_effect"] == left
    assert result.stderr.splitlines() == [
        f"mtglogic: warning: left as text, not translated: \"{left}\""]


def test_scryfall_list_file(tmp_path):
    result = run("--from", str(FIXTURES / "scryfall-list.json"), "--name", "benalish marshal",
                 "--output", str(tmp_path / "marshal.yaml"))
    assert result.exit_code == 0, result.stderr
    card = card_of((tmp_path / "marshal.yaml").read_text(encoding="utf-8"))
    assert card["subtypes"] == ["Human", "Knight"] and card["mana_cost"] == "{W}{W}{W}"
    static = card["abilities"][0]["static"]
    assert static["applies_to"] == {"type": "creature", "controller": "you", "other": True}


def test_scryfall_single_card_object(tmp_path):
    listing = json.loads((FIXTURES / "scryfall-list.json").read_text(encoding="utf-8"))
    one = tmp_path / "seas.json"
    one.write_text(json.dumps(listing["data"][1]), encoding="utf-8")
    result = run("--from", str(one), "--name", "Spreading Seas")
    assert result.exit_code == 0, result.stderr
    abilities = card_of(result.stdout)["abilities"]
    assert abilities[0] == "enchant land"
    # An enters ability (603.6a): its controller draws one card (121.2).
    assert abilities[1] == {"triggered": {"text": "When Spreading Seas enters, draw a card.",
                                          "when": {"enters": {"object": {"self": True}}},
                                          "effect": [{"draw": {"player": "you", "count": 1}}]}}
    assert abilities[2]["static"]["effects"] == [{"set_land_types": ["Island"]}]


def test_mtgjson_atomic_file():
    result = run("--from", str(FIXTURES / "mtgjson-atomic.json"), "--name", "Kird Ape")
    assert result.exit_code == 0, result.stderr
    static = card_of(result.stdout)["abilities"][0]["static"]
    assert static["condition"] == {"exists": {"subtype": "Forest", "controller": "you"}}


def test_a_card_without_text_and_its_color_indicator():
    result = run("--from", str(FIXTURES / "mtgjson-atomic.json"), "--name", "Dryad Arbor")
    assert result.exit_code == 0, result.stderr
    card = card_of(result.stdout)
    assert card["color_indicator"] == ["green"] and card["types"] == ["Land", "Creature"]


def test_the_draft_passes_the_library_check_under_every_ruleset(tmp_path):
    folder = tmp_path / "drafts"
    folder.mkdir()
    for name in ("Benalish Marshal", "Spreading Seas"):
        result = run("--from", str(FIXTURES / "scryfall-list.json"), "--name", name,
                     "--output", str(folder / f"{name.split()[0].lower()}.yaml"))
        assert result.exit_code == 0, result.stderr
    check = CliRunner().invoke(main, ["cards", "--check", "--cards", str(folder)])
    assert check.exit_code == 0, check.stderr
    assert check.stdout.strip().endswith("OK")
    board = CliRunner().invoke(main, ["layers", "--cards", str(folder), "--card",
                                      "Benalish Marshal", "--card", "Grizzly Bears", "--json"])
    assert board.exit_code == 0, board.stderr
    [outcome] = json.loads(board.stdout)["outcomes"]
    bears = outcome["objects"]["grizzly-bears"]
    assert (bears["power"], bears["toughness"]) == (3, 3)  # a 2/2 with +1/+1


@pytest.mark.parametrize("args,stdin,message", [
    (["Gibberish that no card says."], None, "no sentence of the Oracle text"),
    (["--from", "missing.json", "--name", "X"], None, "missing.json: cannot read file"),
    (["--from", str(FIXTURES / "scryfall-list.json"), "--name", "Benalish Marshall"], None,
     "did you mean 'Benalish Marshal'"),
    (["--from", str(FIXTURES / "scryfall-list.json")], None, "--from needs --name"),
    (["Flying", "--type-line", "Creature \u2014 Bird"], None, "power and toughness"),
    (["Flying", "--type-line", "Wizardry \u2014 Bird"], None, "neither a card type"),
    (["Flying", "--pt", "3"], None, "--pt '3'"),
    # three parts were read as power 1, toughness '*' (issue 25): a P/T has two
    (["Flying", "--type-line", "Creature", "--pt", "1/1/1"], None, "--pt '1/1/1'"),
    (["Flying", "--type-line", "Creature", "--pt", "a/1"], None, "--pt 'a/1'"),
    # a power of 5,000 digits ended in exit 3 (a limit), not a refused value
    (["Flying", "--type-line", "Creature", "--pt", "9" * 5000 + "/1"], None, "at most 40 digits"),
    ([], "   ", "the Oracle text is empty"),
])
def test_bad_input_is_one_line_and_exit_2(args, stdin, message):
    result = run(*args, stdin=stdin)
    assert result.exit_code == 2
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("mtglogic: error:") and message in lines[0]


@pytest.mark.parametrize("content", ['{"object": "list", "data": 3}', "[1, 2, 3]", "{}",
                                     '{"data": {"cards": "none"}}', "not json at all"])
def test_a_json_file_that_is_not_a_card_list(tmp_path, content):
    path = tmp_path / "cards.json"
    path.write_text(content, encoding="utf-8")
    result = run("--from", str(path), "--name", "Kird Ape")
    assert result.exit_code == 2
    assert len(result.stderr.splitlines()) == 1 and str(path) in result.stderr
    # the shape refused, or where in it a card is not one (the one reader's located errors)
    assert any(said in result.stderr for said in (
        "not a Scryfall or MTGJSON card list", "not JSON", "[0]: expected a card object",
        "data.cards: expected a list of cards", 'data: a Scryfall list whose "data"'))


def test_the_listing_stays_the_default():
    # `mtglogic cards QUERY` and `mtglogic cards list QUERY` list the same cards.
    plain = CliRunner().invoke(main, ["cards", "moon"])
    listed = CliRunner().invoke(main, ["cards", "list", "moon"])
    assert plain.exit_code == listed.exit_code == 0
    assert plain.stdout == listed.stdout and "Blood Moon" in plain.stdout


@pytest.mark.parametrize("pt,power,toughness", [("2/2", 2, 2), ("*/1", "*", 1),
                                                ("-1/3", -1, 3)])
def test_printed_power_and_toughness_forms_are_taken(pt, power, toughness):
    # 208.2: a power or toughness box holds a number, or * alone or beside a number
    result = run("Flying", "--name", "Odd", "--type-line", "Creature", "--pt", pt)
    assert result.exit_code == 0, result.stderr
    card = yaml.safe_load(result.stdout)
    assert (card["power"], card["toughness"]) == (power, toughness)
