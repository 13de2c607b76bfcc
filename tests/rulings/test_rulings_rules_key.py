"""A ruling's ``rules:`` (issue 18, item 6): the loader's checks, and the rule index the
numbers are checked against, made from the reference texts by scripts/rule_index.py."""
from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Any

import pytest

from mtglogic.api import check_ruling
from mtglogic.errors import ConsistencyError, InputError
from mtglogic.loading.rule_index import names_rule, rule_index
from mtglogic.loading.rulesets import using_ruleset_folder

PROJECT = Path(__file__).resolve().parents[2]
REFERENCE = PROJECT.parent / "shared" / "reference"
SEEDS = PROJECT.parent / "shared" / "seeds"


def ruling(rules: Any, ruleset: str = "cr-2026") -> dict[str, Any]:
    """A small layers ruling (a Grizzly Bears alone is a 2/2) naming ``rules``."""
    return {"kind": "layers", "ruleset": ruleset, "rules": rules,
            "scenario": {"objects": [{"id": "bears", "card": "Grizzly Bears"}]},
            "expect": {"objects": {"bears": {"power": 2, "toughness": 2}}}}


def error_of(rules: Any, ruleset: str = "cr-2026") -> InputError:
    with pytest.raises(InputError) as caught:
        check_ruling(ruling(rules, ruleset))
    return caught.value


def test_numbers_of_every_form_are_read() -> None:
    # A section, a rule and a subrule.
    assert check_ruling(ruling(["613", "613.1", "613.1d"])).passed


@pytest.mark.parametrize("rules, message", [
    ("613.1d", "expected a list"),
    ([], "name at least one rule"),
    ([613.1], 'write the rule number in quotes ("613.1")'),
    ([711], 'write the rule number in quotes ("711")'),
    (["613-1d"], "'613-1d' is not a rule number"),
    (["rule 613"], "is not a rule number"),
    ([True], "expected a string"),
    (["613.1d", "613.1d"], "rule 613.1d is named twice"),
])
def test_a_malformed_list_is_a_located_one_line_error(rules: Any, message: str) -> None:
    error = error_of(rules)
    assert message in str(error) and "\n" not in str(error)
    assert str(error).startswith("<data>:1: rules")


def test_a_number_the_ruleset_lacks_is_refused_with_close_numbers() -> None:
    # 613.7n (an object's own static ability is earlier) is new since 2011: the 2011 rules'
    # timestamps are 613.6a-g, so cr-2011 refuses it and cr-2026 takes it.
    error = error_of(["613.7n"], "cr-2011")
    assert isinstance(error, ConsistencyError)  # no schema knows a ruleset's rules
    assert "cr-2011 has no rule 613.7n" in str(error)
    assert check_ruling(ruling(["613.7n"], "cr-2026")).passed
    # 715 is Subgames in 2011 and 728 now; 728 is no 2011 section.
    assert "cr-2011 has no rule 728.1a" in str(error_of(["728.1a"], "cr-2011"))


def test_the_indexes_hold_what_the_texts_number() -> None:
    # Read in the texts: 2026 616.1 runs a-g (616.1g, contained events), 2011 a-e (the
    # English text of 2011-09-30); rule 120 is drawing in 2011 (damage is 119), and 2011's
    # section 702.15 is protection, 702.16 reach with no subrule e.
    new, old = rule_index("cr-2026"), rule_index("cr-2011")
    assert new is not None and old is not None
    assert {"616.1g", "121.2a", "120.4c", "728.6", "702.16e"} <= new
    assert {"616.1e", "120.2", "119.4b", "715.6", "702.15e", "613.6g"} <= old
    assert not {"616.1f", "616.1g", "121.2a", "120.4c", "702.16e", "728.1"} & old


@pytest.mark.parametrize("named, query, expected", [
    ("121.2", "121.2", True), ("121.2a", "121.2", True), ("121.20", "121.2", False),
    ("121.2a", "121", True), ("1210", "121", False), ("121", "121.2", False),
    ("613.1d", "613.1d", True), ("613.1", "613.1d", False), ("613.10", "613.1", False),
])
def test_a_query_names_the_rule_and_its_subrules(named: str, query: str,
                                                   expected: bool) -> None:
    assert names_rule(named, query) is expected


def _script() -> Any:
    spec = importlib.util.spec_from_file_location("rule_index",
                                                  PROJECT / "scripts" / "rule_index.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.skipif(not REFERENCE.is_dir(), reason="the reference texts are not beside the project")
@pytest.mark.parametrize("ruleset, text, excerpts", [
    ("cr-2026", "MagicCompRules-2026-01-16.txt", []),
    ("cr-2011", "MagicCompRules-2011-09-30.txt",
     ["000_3684f206f720815f.txt", "001_8a11855e5785f0c3.txt", "004_8cdfb2d441d07fc3.txt"]),
])
def test_the_committed_index_is_the_one_the_texts_give(ruleset: str, text: str,
                                                       excerpts: list[str]) -> None:
    script = _script()
    numbers = script.numbers_of_text((REFERENCE / text).read_text(encoding="utf-8-sig"))
    for name in excerpts:
        numbers |= script.numbers_of_excerpt((SEEDS / name).read_text(encoding="utf-8-sig"))
    assert rule_index(ruleset) == frozenset(numbers)


def test_a_ruleset_of_ones_own_without_an_index_has_the_form_checked(tmp_path: Path) -> None:
    # A copy of cr-2026's tables under another id, with no rule-index.yaml beside it.
    text = (PROJECT / "rulesets" / "cr-2026" / "ruleset.yaml").read_text(encoding="utf-8")
    (tmp_path / "ruleset.yaml").write_text(text.replace("id: cr-2026", "id: house-rules", 1),
                                           encoding="utf-8")
    with using_ruleset_folder(str(tmp_path)):
        assert rule_index("house-rules") is None
        assert check_ruling(ruling(["999.9z"], "house-rules")).passed  # no index: any rule
        assert "is not a rule number" in str(error_of(["61x"], "house-rules"))
