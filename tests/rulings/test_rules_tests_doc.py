"""docs/rules-tests.md (issue 18, item 6) says where the tests of each rule live: every
`--rule` query it gives lists a ruling, and every test module and ruling it names exists."""
from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest

from mtglogic.loading.rule_index import names_rule
from mtglogic.loading.ruling_names import builtin_ruling_names, list_rulings

PROJECT = Path(__file__).resolve().parents[2]
DOC = (PROJECT / "docs" / "rules-tests.md").read_text(encoding="utf-8")
QUERIES = sorted(set(re.findall(r"`--rule ([0-9.a-z]+)(?: --ruleset (cr-\d{4}))?`", DOC)))
LISTED = list_rulings()  # read once: what `rulings --rule` filters
MODULES = sorted(set(re.findall(r"\b(test_[a-z_]+\.py)\b", DOC)))


def test_the_doc_is_linked_from_the_readme() -> None:
    assert "(docs/rules-tests.md)" in (PROJECT / "README.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("rule, ruleset", QUERIES)
def test_each_query_lists_a_ruling(rule: str, ruleset: str) -> None:
    assert any(any(names_rule(named, rule) for named in listed["rules"])
               for listed in LISTED if listed["ruleset"] == (ruleset or listed["ruleset"]))


@pytest.mark.parametrize("module", MODULES)
def test_each_test_module_exists(module: str) -> None:
    assert list((PROJECT / "tests").rglob(module)), module


def test_the_commands_name_real_rulings() -> None:
    names = set(builtin_ruling_names())
    for block in re.findall(r"```sh\n(.*?)```", DOC, re.DOTALL):
        for line in block.splitlines():
            words = shlex.split(line, comments=True)
            if words[:2] == ["mtglogic", "verify"]:
                for word in words[2:]:
                    assert word in names or (PROJECT / word).is_dir(), word
