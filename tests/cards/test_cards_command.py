"""``mtglogic cards``: listing, showing, --json, --check, exit codes (click's CliRunner)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from mtglogic.cli import main
from mtglogic.cli.cards import cards_command


def invoke(*args: str):
    return CliRunner().invoke(cards_command, list(args))


def test_listing_every_card_ends_with_the_count():
    result = CliRunner().invoke(cards_command, [], env={"COLUMNS": "200"})  # no cell wraps
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert lines[0].split() == ["name", "cost", "type", "P/T"]
    count = int(lines[-1].split()[0])
    assert count == len(lines) - 2 and count >= 80
    assert any(line.startswith("Humility ") for line in lines)


def test_listing_fits_80_columns():
    result = CliRunner().invoke(cards_command, [], env={"COLUMNS": "80"})
    assert result.exit_code == 0
    assert max(len(line) for line in result.stdout.splitlines()) <= 80
    assert "Creature \u2014 Bear" in result.stdout


def test_query_matches_names_case_insensitively():
    result = invoke("MOON")
    assert result.exit_code == 0
    names = [line.split("  ")[0] for line in result.stdout.splitlines()[1:-1]]
    assert names == ["Alpine Moon", "Bad Moon", "Blood Moon", "Imprisoned in the Moon",
                     "Magus of the Moon", "Moonlace"]
    assert result.stdout.splitlines()[-1] == "6 cards"


def test_a_single_match_is_shown_with_its_layers():
    result = invoke("opalescence")
    assert result.exit_code == 0, result.stderr
    out = result.stdout
    assert out.startswith("Opalescence  {2}{W}{W}  (mana value 4)\nEnchantment\n")
    assert "layer 4 (613.1d, type-changing effects): add types creature" in out
    assert "layer 7b (613.4b, effects that set power/toughness)" in out
    assert "File: rulesets/cards/opalescence.yaml" in out


def test_cards_show_is_the_listing_of_one_name():
    # `cards show NAME` (the words of issue 19) shows the same card as `cards list NAME`
    shown, listed = invoke("show", "Opalescence"), invoke("list", "Opalescence")
    assert shown.exit_code == 0, shown.stderr
    assert shown.stdout == listed.stdout
    assert shown.stdout.startswith("Opalescence  {2}{W}{W}  (mana value 4)\n")


def test_an_exact_name_wins_over_longer_names_containing_it():
    # "Forest" is contained in no other name today, but "Island" shows the exact card even if
    # other names contain it; the exact match is shown in full.
    result = invoke("island")
    assert result.exit_code == 0
    assert result.stdout.startswith("Island  (mana value 0)\nBasic Land \u2014 Island\n")


def test_layers_follow_the_ruleset():
    # Twisted Image's switch is layer 7d in 2026 and 7e in 2011.
    assert "layer 7d (613.4d" in invoke("twisted image").stdout
    assert "layer 7e (613.3e" in invoke("twisted image", "--ruleset", "cr-2011").stdout


def test_replacement_abilities_are_shown_per_event():
    result = invoke("Rusted Sentinel")
    assert result.exit_code == 0
    assert "on enter: instead {enter_tapped: true}" in result.stdout
    assert "By event:\n  enter: 1. instead {enter_tapped: true}" in result.stdout


def test_effects_on_players_and_rules_cite_their_rule():
    # Platinum Angel's rules words: losing is 104.3 and winning 104.2 in both rulesets, after
    # the 613 rule of rules effects (613.11 today, 613.10 in 2011).
    shown = invoke("Platinum Angel").stdout
    assert "effect on the rules (613.11, 104.3): cant_lose {players: you}" in shown
    assert "effect on the rules (613.11, 104.2): cant_win {players: opponents}" in shown
    assert "effect on players (613.10): you gain hexproof" in invoke("Leyline of Sanctity").stdout
    assert "effect on the rules (613.10, 104.3)" in \
        invoke("Platinum Angel", "--ruleset", "cr-2011").stdout


def test_json_of_one_card():
    result = invoke("Blood Moon", "--json")
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert data["ruleset"] == "cr-2026"
    card = data["card"]
    assert (card["name"], card["mana_value"], card["colors"], card["types"]) == \
        ("Blood Moon", 3, ["red"], ["enchantment"])
    [static] = card["abilities"]
    assert static["kind"] == "static"
    assert static["layers"] == [{"layer": "4", "rule": "613.1d", "name": "type-changing effects",
                                 "parts": [static["layers"][0]["parts"][0]]}]
    assert static["applies_to"] == {"type": "land", "not": {"supertype": "basic"}}


def test_json_of_a_list():
    # Every card whose name holds "moon", in name order (the library grows: compare against
    # the library's own names, read from the card files).
    data = json.loads(invoke("moon", "--json").stdout)
    names = [c["name"] for c in data["cards"]]
    assert names == sorted(names) and all("moon" in n.lower() for n in names)
    assert {"Bad Moon", "Blood Moon", "Magus of the Moon"} <= set(names)
    magus = next(c for c in data["cards"] if c["name"] == "Magus of the Moon")
    assert magus["power"] == 2 and magus["type_line"].startswith("Creature")


def test_unknown_card_is_one_line_with_a_suggestion_and_exit_2():
    # 'Humilty' (one typing slip) would be taken as Humility: a name no card's words fit
    # alone is an error with close names
    result = invoke("Humilityy Shard")
    assert result.exit_code == 2 and result.stdout == ""
    assert len(result.stderr.splitlines()) == 1
    assert result.stderr.startswith("mtglogic: error: no card matches 'Humilityy Shard'; did "
                                    "you mean 'Humility'")
    # how to add a card, and how to know every real card (no card file is installed)
    assert "To add a card, write its card file (docs/cards.md)" in result.stderr
    assert "run `mtglogic cards update`" in result.stderr


def test_a_name_one_card_s_words_fit_is_taken_and_said():
    # As Scryfall's fuzzy lookup: 'Humilty' is one typing slip from Humility alone, and
    # 'vorinclex monstrous' begins the words of one card's name.
    for typed, card in (("Humilty", "Humility"),
                        ("vorinclex monstrous", "Vorinclex, Monstrous Raider")):
        result = invoke(typed)
        assert result.exit_code == 0 and result.stdout.startswith(card)
        assert result.stderr == (f"mtglogic: note: {typed!r} is taken as {card!r}, the one "
                                 "card whose name it fits\n")


def test_unknown_ruleset_exits_2():
    result = invoke("Humility", "--ruleset", "cr-1999")
    assert result.exit_code == 2 and len(result.stderr.splitlines()) == 1


def test_check_of_the_built_in_library_with_a_tests_folder_of_its_own(tmp_path: Path):
    # The command's own verdict on the built-in library depends on every engine's tests; here
    # a tests folder naming every card makes it pass, and one naming all but two fails.
    from mtglogic.loading.cards import card_library

    names = card_library().names()
    (tmp_path / "test_all.py").write_text("\n".join(f"# {n}" for n in names))
    result = invoke("--check", "--tests", str(tmp_path))
    assert result.exit_code == 0, result.stderr
    assert result.stdout == f"{len(names)} cards OK\n"
    (tmp_path / "test_all.py").write_text("\n".join(f"# {n}" for n in names[2:]))
    result = invoke("--check", "--tests", str(tmp_path))
    assert result.exit_code == 1
    assert result.stderr == f"2 of {len(names)} cards have no test: {names[0]}, {names[1]}\n"


def test_check_json(tmp_path: Path):
    (tmp_path / "test_x.py").write_text("")
    result = invoke("--check", "--tests", str(tmp_path), "--json", "--ruleset", "cr-2011")
    assert result.exit_code == 1
    data = json.loads(result.stdout)
    assert data["ok"] is False and data["rulesets"] == ["cr-2011"]
    assert data["cards"] == len(data["without_tests"])


def write_card(folder: Path, name: str, body: str) -> None:
    (folder / f"{name}.yaml").write_text(body)


def test_check_of_another_library_folder(tmp_path: Path):
    cards, tests = tmp_path / "cards", tmp_path / "tests"
    cards.mkdir()
    tests.mkdir()
    write_card(cards, "a", "name: Alpha Bear\ntypes: [Creature]\npower: 2\ntoughness: 2\n")
    (tests / "test_a.py").write_text("'Alpha Bear'")
    result = invoke("--check", "--library", str(cards), "--tests", str(tests))
    assert (result.exit_code, result.stdout) == (0, "1 cards OK\n")


def test_check_reports_an_invalid_card_in_one_line_with_exit_2(tmp_path: Path):
    write_card(tmp_path, "bad", "name: Bad\ntypes: [Creature]\n")
    result = invoke("--check", "--library", str(tmp_path))
    assert result.exit_code == 2
    assert len(result.stderr.splitlines()) == 1 and "power and toughness" in result.stderr


def test_check_reports_an_ability_that_fails_to_compile(tmp_path: Path):
    write_card(tmp_path, "bad", "name: Bad\ntypes: [Enchantment]\nabilities:\n"
               "  - static: {effects: [{modify_pt: [1, 1]}]}\n")
    result = invoke("--check", "--library", str(tmp_path))
    assert result.exit_code == 2 and "applies_to" in result.stderr


@pytest.mark.parametrize("args,message", [
    (["Humility", "--check"], "either QUERY or --check"),
    (["--library", "/nonexistent/folder"], "no card folder"),
    (["--check", "--tests", "/nonexistent/folder"], "no tests folder"),
])
def test_bad_arguments_exit_2(args, message):
    result = invoke(*args)
    assert result.exit_code == 2 and message in result.stderr


def test_the_main_cli_routes_cards():
    result = CliRunner().invoke(main, ["cards", "Ornithopter"])
    assert result.exit_code == 0 and result.stdout.startswith("Ornithopter  {0}")


def test_show_keeps_each_line_of_oracle_text_on_its_own_line():
    # Walking Ballista's text is three abilities, each a paragraph (113.2c): never run together.
    result = CliRunner().invoke(cards_command, ["Walking Ballista"], env={"COLUMNS": "200"})
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    start = lines.index("Text:")
    assert lines[start + 1:start + 4] == [
        "  This creature enters with X +1/+1 counters on it.",
        "  {4}: Put a +1/+1 counter on this creature.",
        "  Remove a +1/+1 counter from this creature: It deals 1 damage to any target."]


@pytest.mark.parametrize(("name", "kinds"), [
    # Walking Ballista enters with X +1/+1 counters: a replacement effect (614.1c), then
    # two activated abilities (602.1).
    ("Walking Ballista", ["replacement", "activated", "activated"]),
    # Leyline of the Void's opening-hand ability is static (103.6a; 103.5a in 2011), its
    # graveyard one a replacement (614.1a).
    ("Leyline of the Void", ["static", "replacement"]),
    # Crib Swap: changeling, a CDA the keyword itself makes (702.73a, the rulesets'
    # keyword_cdas), and the instant's effect, a spell ability (113.3a), not a triggered
    # ability (603.1 needs when, whenever or at).
    ("Crib Swap", ["keyword", "spell"]),
])
def test_library_cards_have_the_kinds_of_ability_their_text_says(name, kinds):
    result = invoke(name, "--json")
    assert result.exit_code == 0
    card = json.loads(result.stdout)["card"]
    assert [a["kind"] for a in card["abilities"]] == kinds
