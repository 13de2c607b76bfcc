"""`mtglogic cards show` says which triggered abilities the engines read and which stay
text, in words and in --json (its schema is checked on every card elsewhere)."""
from __future__ import annotations

import json

from click.testing import CliRunner

from mtglogic.cli.cards import cards_command


def show(*args: str) -> str:
    result = CliRunner().invoke(cards_command, ["show", *args], env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    return result.stdout


def test_a_triggered_ability_read_as_data_shows_its_event_and_effect() -> None:
    out = show("Wall of Omens")
    assert "  2. triggered: When this creature enters, draw a card.\n" \
           "     trigger event (603.6a): enters {object: {self: true}}\n" \
           "     it will: you draw 1 card\n" in out


def test_a_triggered_ability_left_as_text_says_it_is_not_read() -> None:
    out = show("Goblin Guide")
    assert "     not read: text only (no engine sees it trigger)" in out
    data = json.loads(show("Goblin Guide", "--json"))["card"]["abilities"]
    assert [(a["kind"], a.get("read")) for a in data] == [("keyword", None),
                                                         ("triggered", False)]


def test_persist_shows_the_triggered_ability_the_ruleset_gives_the_keyword() -> None:
    out = show("Kitchen Finks")
    assert "  2. keyword: persist\n     trigger event (702.79a, 603.6): put into" in out
    assert "intervening if {eq: [{counters: {kind: -1/-1, on: self}}, 0]} (603.4)" in out
    assert "(702.77a, 603.6)" in show("Kitchen Finks", "--ruleset", "cr-2011")
    keyword = json.loads(show("Kitchen Finks", "--json"))["card"]["abilities"][1]
    assert keyword["triggered"]["rule"] == "702.79a"


def test_the_keys_beside_the_event_are_shown_with_their_rules() -> None:
    out = show("Auriok Champion")
    assert "     you may: chosen as it resolves (603.5)\n" in out
