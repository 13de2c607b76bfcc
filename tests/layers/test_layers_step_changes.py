"""Each layer step says what it changed: per object, each characteristic before and after
(the values of rule 613.1's layers one effect at a time), in ``layers --json`` and in the
HTML report's timeline."""
from __future__ import annotations

import json
from typing import Any

from click.testing import CliRunner

from mtglogic.cli import main

RULING = "cr-2026/humility-opalescence-humility-first"


def steps(name: str) -> list[dict[str, Any]]:
    run = CliRunner().invoke(main, ["layers", name, "--json"])
    assert run.exit_code == 0, run.output
    return json.loads(run.output)["outcomes"][0]["steps"]


def test_each_step_gives_the_values_it_changed() -> None:
    # By hand (official rulings on Opalescence and Humility; 613.1d, 613.1f, 613.4b, 613.7a):
    # Humility has timestamp 1, Opalescence 2, the Bears (2/2, trample) 3.
    # Layer 4: Opalescence makes the other enchantment, Humility, a creature.
    # Layer 6: Humility removes the abilities of every creature: the Bears' trample and its
    #   own ability (it is a creature now).
    # Layer 7b, timestamp order: Humility sets every creature to 1/1 (Bears 2/2 -> 1/1,
    #   Humility had no P/T -> 1/1), then Opalescence sets Humility to its mana value:
    #   {2}{W}{W} is 4, so 1/1 -> 4/4.
    found = [(s["layer"], s["effect"], s["changes"]) for s in steps(RULING)]
    humility_text = "All creatures lose all abilities and have base power and toughness 1/1."
    assert found == [
        ("4", "opalescence#0",
         {"humility": {"types": {"before": ["enchantment"],
                                 "after": ["creature", "enchantment"]}}}),
        ("6", "humility#0",
         {"bears": {"abilities": {"before": ["trample"], "after": []}},
          "humility": {"abilities": {"before": [humility_text], "after": []}}}),
        ("7b", "humility#0",
         {"bears": {"power": {"before": 2, "after": 1},
                    "toughness": {"before": 2, "after": 1}},
          "humility": {"power": {"before": None, "after": 1},
                       "toughness": {"before": None, "after": 1}}}),
        ("7b", "opalescence#0",
         {"humility": {"power": {"before": 1, "after": 4},
                       "toughness": {"before": 1, "after": 4}}}),
    ]


def test_an_effect_that_changes_nothing_says_so() -> None:
    # Blood Moon and Urborg (613.8a): applied first, Blood Moon makes Urborg a Mountain;
    # every step lists only values that differ, so no step names an unchanged object.
    for step in steps("cr-2026/blood-moon-urborg"):
        for diff in step["changes"].values():
            assert diff and all(c["before"] != c["after"] for c in diff.values())


def test_the_report_timeline_shows_before_and_after(tmp_path: Any) -> None:
    out = tmp_path / "r.html"
    run = CliRunner().invoke(main, ["report", RULING, "--output", str(out)])
    assert run.exit_code == 0, run.output
    page = out.read_text(encoding="utf-8")
    assert "Grizzly Bears: power 2 → 1; toughness 2 → 1" in page
    assert "Humility: power 1 → 4; toughness 1 → 4" in page
    assert "Humility: types enchantment → creature, enchantment" in page
