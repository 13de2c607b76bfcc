"""Rule numbers by key (issue 18, item 2): a word names a key, each ruleset's ``word_rules:``
table gives its number there, and every number in a table is a rule of that ruleset's
Comprehensive Rules text (read from /work/shared/reference beside the project).
"""
from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

import pytest

from mtglogic.errors import InputError
from mtglogic.loading.paths import data_root
from mtglogic.loading.rulesets import builtin_rulesets, load_ruleset, parse_ruleset
from mtglogic.loading.yamlio import load_yaml
from mtglogic.node import Node
from mtglogic.vocabulary.registry import FAMILIES, PARTS, SELECTORS, WATCH
from mtglogic.vocabulary.word_rules import parse_word_rules, rule_of, word_rules

RULESETS = ("cr-2011", "cr-2026")
REFERENCE = data_root().parent.parent / "shared" / "reference"
NAMED = [(word.family, word.name, word.rule) for family in FAMILIES for word in family
         if word.rule]


def test_the_built_in_rulesets_are_the_two_tables_checked() -> None:
    assert sorted(builtin_rulesets()) == sorted(RULESETS)


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_every_key_a_word_names_is_in_the_table(ruleset_id: str) -> None:
    table = word_rules(load_ruleset(ruleset_id))
    missing = [(family, name, key) for family, name, key in NAMED if key not in table]
    assert missing == []


def test_no_word_writes_a_number() -> None:
    assert [(f, n, k) for f, n, k in NAMED if re.match(r"\d", k)] == []


def test_every_watch_key_names_a_rule() -> None:
    # Each key of a watch says which rule it follows (the watch keys moved last).
    assert [word.name for word in WATCH if not word.rule] == []


def test_a_key_its_ruleset_lacks_is_cited_as_unknown() -> None:
    # No fallback to a number written in code: a key missing from the table is "?".
    ruleset = load_ruleset("cr-2026")
    unknown = replace(WATCH["library"], rule="no_such_rule")
    assert rule_of(unknown, ruleset) == "?"
    assert rule_of(replace(WATCH["library"], rule="702.52b"), ruleset) == "?"


def _rules_text(ruleset_id: str) -> str:
    """The rules text of the ruleset's date (its title names it)."""
    date = re.search(r"\d{4}-\d{2}-\d{2}", load_ruleset(ruleset_id).title)
    assert date is not None
    path = REFERENCE / f"MagicCompRules-{date.group()}.txt"
    if not path.is_file():
        pytest.skip(f"no rules text at {path} (the shared reference folder is absent)")
    return path.read_text(encoding="utf-8", errors="replace")


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_every_number_in_a_table_is_a_rule_of_that_ruleset(ruleset_id: str) -> None:
    text = _rules_text(ruleset_id)
    numbers = {n for numbers in word_rules(load_ruleset(ruleset_id)).values() for n in numbers}
    absent = sorted(n for n in numbers
                    if not re.search(rf"^{re.escape(n)}[. ]", text, re.MULTILINE))
    assert absent == []


def test_a_word_is_cited_in_each_ruleset_s_own_numbering() -> None:
    # Face-down characteristics are 708.2 in the 2026 rules and 707.2 in 2011's (both texts
    # open that rule with "Face-down spells and face-down permanents have no
    # characteristics"); class levels (716.2d) came after 2011; the selector `multicolored`
    # follows 105.2b ("two or more of the five colors"), in both.
    face_down = PARTS["face_down"]
    assert rule_of(face_down, load_ruleset("cr-2026")) == "708.2"
    assert rule_of(face_down, load_ruleset("cr-2011")) == "707.2"
    assert rule_of(SELECTORS["multicolored"], load_ruleset("cr-2011")) == "105.2b"
    text_2026, text_2011 = _rules_text("cr-2026"), _rules_text("cr-2011")
    for text, number in ((text_2026, "708.2"), (text_2011, "707.2")):
        assert re.search(rf"^{re.escape(number)}\. Face-down spells", text, re.MULTILINE)


def test_a_watch_key_is_cited_in_each_ruleset_s_own_numbering() -> None:
    # Dredge's library size (the watch key `library`): 702.52b in the 2026 rules, 702.50b in
    # 2011's (both say a player with fewer cards in their library than dredge needs can't use
    # it). Damage is 120 in 2026 and 119 in 2011, so the source of damage is 120.1 and 119.1.
    # Modifying the instruction to draw as a whole (121.2a, `cards`) is not in 2011's rules,
    # whose draw rules (120) have no such sub-rule; nor are counters put as a cost apart
    # (614.16, `by_effect`: 2011's 614 ends at 614.15).
    new, old = load_ruleset("cr-2026"), load_ruleset("cr-2011")
    assert (rule_of(WATCH["library"], new), rule_of(WATCH["library"], old)) == ("702.52b",
                                                                              "702.50b")
    assert (rule_of(WATCH["source"], new), rule_of(WATCH["source"], old)) == ("120.1", "119.1")
    assert (rule_of(WATCH["cards"], new), rule_of(WATCH["cards"], old)) == ("121.2a", "")
    assert (rule_of(WATCH["by_effect"], new), rule_of(WATCH["by_effect"], old)) == ("614.16",
                                                                                  "")
    text_2026, text_2011 = _rules_text("cr-2026"), _rules_text("cr-2011")
    assert re.search(r"^702\.52b A player with fewer cards", text_2026, re.MULTILINE)
    assert re.search(r"^702\.50b A player with fewer cards", text_2011, re.MULTILINE)
    assert not re.search(r"^614\.16", text_2011, re.MULTILINE)
    assert "An instruction to draw multiple cards" in text_2026
    assert "An instruction to draw multiple cards" not in text_2011


def test_a_table_entry_that_is_not_a_rule_number_is_refused_where_it_is() -> None:
    with pytest.raises(InputError, match=r"<rs>:.*word_rules\.face_down\[1\].*'7o8' is not a "
                                         r"rule number"):
        parse_word_rules(Node({"face_down": ["708.2", "7o8"]}, "<rs>", "word_rules"))
    assert parse_word_rules(Node({"class_level": None, "copy": "707.2"}, "<rs>")) == {
        "class_level": (), "copy": ("707.2",)}


def test_a_ruleset_with_a_bad_table_fails_as_it_loads(tmp_path: Path) -> None:
    path = data_root() / "cr-2026" / "ruleset.yaml"
    text = path.read_text(encoding="utf-8").replace('\n  class_level: "716.2d"',
                                                    "\n  class_level: [x]")
    assert text != path.read_text(encoding="utf-8")
    (tmp_path / "ruleset.yaml").write_text(text, encoding="utf-8")
    with pytest.raises(InputError, match="'x' is not a rule number"):
        parse_ruleset(load_yaml(tmp_path / "ruleset.yaml"))
