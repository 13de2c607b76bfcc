"""One-line replacement queries: cards named with --card, events with --happens."""
from __future__ import annotations

import json

from click.testing import CliRunner

from mtglogic.cli import main

COUNTER = 'put_counters: {target: grizzly-bears, counter: "+1/+1", count: 1}'


def run(*args: str):
    return CliRunner().invoke(main, ["replace", *args])


def test_scales_and_season_give_four_or_three() -> None:
    # Official rulings: Scales first 1+1=2, doubled 4; Season first 2, +1 = 3; the
    # creature's controller (you) chooses; one order each.
    result = run("--card", "Hardened Scales", "--card", "Doubling Season",
                 "--card", "Grizzly Bears", "--happens", COUNTER, "--json")
    assert result.exit_code == 0, result.output
    (event,) = json.loads(result.output)["events"]
    assert event["chooser"] == "you"
    assert sorted((o["result"], o["orders"]) for o in event["outcomes"]) == [
        ("3 +1/+1 counters on grizzly-bears", 1), ("4 +1/+1 counters on grizzly-bears", 1)]


def test_unknown_card_suggests_the_name() -> None:
    # "Hardened Scale" fits one card's name loosely and is taken as it (as Scryfall's fuzzy
    # lookup does); a misspelt word fits none: names close to it are offered.
    result = run("--card", "Hardened Scails", "--happens", COUNTER)
    assert result.exit_code == 2
    # the library's close name first, then the Oracle corpus's
    assert "did you mean 'Hardened Scales' or " in result.output
    assert "Traceback" not in result.output


def test_one_line_query_needs_an_event_and_no_file() -> None:
    assert run("--card", "Hardened Scales").exit_code == 2
    assert run("some.yaml", "--happens", COUNTER).exit_code == 2


def test_event_option_must_be_a_mapping() -> None:
    result = run("--card", "Grizzly Bears", "--happens", "just words")
    assert result.exit_code == 2
    assert "expected a mapping" in result.output
