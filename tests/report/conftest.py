"""The reports the tests read: built-in rulings and one-line queries, each written once by
the command (``mtglogic report``), and the corpus page of ``mtglogic verify --html``."""
from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from mtglogic.cli import main

# name -> the command's arguments: the four kinds of page issue 24 asks the browser to open.
REPORTS = {
    # layers with a dependency loop (613.8b)
    "loop": ["cr-2026/dependency-loop"],
    # replacement with choices by two players: each object's controller chooses (616.1)
    "two-choosers": ["cr-2026/616-1-wrath-each-object-on-its-own"],
    # a subgame inside a subgame (728.6)
    "nested": ["cr-2026/subgame/nested-two-deep"],
    # a partial answer: the second Shahrazad would go deeper than --max-depth 1 allows
    "partial": ["cr-2026/subgame/nested-two-deep", "--max-depth", "1"],
    # ... of the layers: the two orders of simultaneous timestamps give two outcomes
    # (613.6g in 2011), and --max-outcomes 1 stops at the second
    "partial-layers": ["cr-2011/simultaneous-timestamps", "--max-outcomes", "1"],
    # ... of a replacement: p1 applies Hardened Scales or Doubling Season first (616.1),
    # two outcomes, and --max-outcomes 1 stops the search when it meets the second
    "partial-replacement": ["cr-2026/hardened-scales-doubling-season", "--max-outcomes", "1"],
    # ... before any outcome: 3 states are not enough for the first layer steps
    "partial-empty": ["cr-2026/humility-opalescence-humility-first", "--max-states", "3"],
    # two outcomes of simultaneous timestamps: in 2011 the active player orders them all
    # (613.6g), either order possible: one board and timeline each
    "two-outcomes": ["cr-2011/simultaneous-timestamps"],
    # the two pages the issue names
    "blood-moon": ["cr-2026/blood-moon-urborg"],
    "scales-season": ["cr-2026/hardened-scales-doubling-season"],
    # what follows an outcome (603, 704): lethal damage, a round of state-based actions
    # (704.5g), whose dying triggers Blood Artist (603.10a)
    "triggers": ["--card", "Blood Artist", "--opponent-card", "Grizzly Bears", "--happens",
                 "damage: {source: blood-artist, to: grizzly-bears, amount: 2}"],
    # the stack (405, 603.3b): a ruling that expects its results shows them without
    # --resolve; the same with --resolve, a wrath and its four Blood Artist triggers;
    # two players' abilities in APNAP order, under cr-2011
    "stack-order": ["cr-2026/603-3b-deathbringer-liege-order-decides"],
    "stack-wrath": ["cr-2026/603-10a-blood-artist-wrath-distinct-life-totals", "--resolve"],
    "stack-apnap": ["cr-2011/405-3-the-nonactive-player-s-trigger-resolves-first"],
}
EXIT = {"partial": 3, "partial-layers": 3, "partial-replacement": 3, "partial-empty": 3}  # a limit ends the command with exit 3, after the page is written


@pytest.fixture(scope="session")
def reports(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("reports")
    written = {}
    for name, args in REPORTS.items():
        path = folder / f"{name}.html"
        result = CliRunner().invoke(main, ["report", *args, "--output", str(path)])
        assert result.exit_code == EXIT.get(name, 0), result.output
        written[name] = path
    corpus = folder / "verify.html"
    result = CliRunner().invoke(main, ["verify", "--quiet", "--html", str(corpus)])
    assert result.exit_code == 0, result.output
    written["verify"] = corpus
    return written
