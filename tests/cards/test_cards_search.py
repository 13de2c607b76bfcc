"""``mtglogic cards search``: Scryfall-like terms over the library and the Oracle corpus,
each hit saying how its rules are known (issue 19, item 4)."""
from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from mtglogic.cli import main
from mtglogic.cli.cards import cards_command
from mtglogic.drafting.search import Term, parse_query
from mtglogic.errors import InputError


def found(*args: str) -> dict:
    result = CliRunner().invoke(cards_command, ["search", *args, "--json", "--limit", "500"])
    assert result.exit_code == 0, result.output
    return {card["name"]: card for card in json.loads(result.stdout)["cards"]}


def test_terms_of_a_query() -> None:
    assert parse_query('o:"can\'t be prevented" t:Instant -bolt') == [
        Term("text", "can't be prevented"), Term("type", "instant"),
        Term("name", "bolt", negated=True)]
    with pytest.raises(InputError, match="unknown field 'x:'"):
        parse_query("x:1")
    with pytest.raises(InputError, match="not closed"):
        parse_query('o:"open')


def test_oracle_text_and_type_terms_find_library_and_corpus_cards() -> None:
    # Skullcrack (library): "Damage can't be prevented this turn"; Pinpoint Avalanche
    # (corpus): "The damage can't be prevented." Both are instants. Leyline of Punishment
    # says it too, but is an enchantment: t:instant leaves it out.
    cards = found('o:"can\'t be prevented"', "t:instant")
    assert cards["Skullcrack"]["status"] == "hand-checked"
    assert cards["Pinpoint Avalanche"]["status"] in ("drafted in full",
                                                      "drafted with text left")
    assert "Leyline of Punishment" not in cards
    assert all("Instant" in card["type_line"] for card in cards.values())


def test_name_words_and_negation() -> None:
    # Anthem of Champions (corpus) and Glorious Anthem (library) hold "anthem" in their
    # names; -glorious leaves Glorious Anthem out.
    cards = found("anthem -glorious")
    assert "Glorious Anthem" not in cards
    assert cards["Anthem of Champions"]["status"] == "drafted in full"
    assert cards["Anthem of Champions"]["ignored"] == []


def test_a_card_drafted_with_text_left_lists_it() -> None:
    # A Little Chat's "Look at the top two cards..." is no layer or replacement effect the
    # drafter reads: left as text, and listed.
    card = found("n:little", "n:chat")["A Little Chat"]
    assert card["status"] == "drafted with text left" and card["ignored"]


def test_nothing_found_offers_close_names() -> None:
    result = CliRunner().invoke(cards_command, ["search", "Humilty"])
    assert result.exit_code == 2
    assert "no card meets 'Humilty'; did you mean 'Humility'" in result.stderr


def test_the_search_output_validates() -> None:
    jsonschema = pytest.importorskip("jsonschema")
    result = CliRunner().invoke(cards_command, ["search", "anthem", "--json"])
    schema = CliRunner().invoke(main, ["schema", "--output", "cards"]).stdout
    jsonschema.validate(json.loads(result.stdout), json.loads(schema))
