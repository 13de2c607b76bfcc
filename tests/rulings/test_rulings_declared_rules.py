"""The ``rules:`` of every built-in ruling are honest (issue 18, item 6): each rule a ruling
names is one the engine cites when it answers that ruling, and every ruling names one.

The engines have no structured list of the rules they apply, so the cited rules are read
from the explanation (the text output with ``--explain``), the ruleset's title line left
out (``French excerpts 613, 616, 715`` names no rule applied).

No gap is left (issue 21): every rule a ruling names is printed in its explanation, and
every number printed is a rule of the ruling's ruleset (its ``rule-index.yaml``;
``test_rulings_cite_the_texts.py`` checks the same numbers against the rules texts).
"""
from __future__ import annotations

from pathlib import Path

import pytest
from rulings_support import CITED, explained

from mtglogic.loading.rule_index import rule_index
from mtglogic.loading.ruling_names import ruling_name
from mtglogic.loading.rulings import builtin_ruling_files, load_ruling

RULINGS = builtin_ruling_files()



def cited_rules(path: Path) -> frozenset[str]:
    """The rule numbers in the explanation the engine gives for a ruling."""
    return frozenset(CITED.findall(explained(path)[0]))


def test_the_corpus_is_all_here() -> None:
    assert len(RULINGS) >= 194


@pytest.mark.parametrize("path", RULINGS, ids=ruling_name)
def test_every_ruling_names_a_rule(path: Path) -> None:
    assert load_ruling(path).rules, f"{ruling_name(path)} names no rule (rules: [...])"


@pytest.mark.parametrize("path", RULINGS, ids=ruling_name)
def test_each_rule_a_ruling_names_is_one_the_engine_cites(path: Path) -> None:
    named = set(load_ruling(path).rules)
    assert named - cited_rules(path) == set()


@pytest.mark.parametrize("path", RULINGS, ids=ruling_name)
def test_each_rule_the_engine_cites_is_a_rule_of_the_ruleset(path: Path) -> None:
    known = rule_index(load_ruling(path).ruleset)
    assert known is not None
    assert cited_rules(path) - known == set()


def test_a_ruling_claiming_a_rule_its_engine_does_not_cite_is_caught(tmp_path: Path) -> None:
    # Blood Moon and Urborg: the engine cites 613.1d and the dependency rule 613.8a; it
    # never cites 616.1 (who orders replacement effects) for a layers board.
    source = builtin_ruling_files("cr-2026")[0].parent / "blood-moon-urborg.yaml"
    text = source.read_text(encoding="utf-8").replace('rules: ["613.1d", "613.8a"]',
                                                      'rules: ["613.1d", "616.1"]')
    assert '"616.1"' in text
    claimed = tmp_path / "cr-2026" / "blood-moon-urborg.yaml"
    claimed.parent.mkdir()
    claimed.write_text(text, encoding="utf-8")
    assert set(load_ruling(claimed).rules) - cited_rules(claimed) == {"616.1"}
