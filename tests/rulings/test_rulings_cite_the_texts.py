"""Every rule number a built-in ruleset cites exists in the rules text it follows (issue 21).

cr-2011 follows the French seeds where they speak (613, 616, 715) and the English rules of
2011-09-30 elsewhere (docs/rulesets.md); the 2011-02-04 text, the one the seeds translate,
counts too. cr-2026 follows the rules of 2026-01-16. A number is cited when the ruleset's
data holds it (any value of ``ruleset.yaml``: the cite tables, ``word_rules``, the
replacement and subgame rules, the tiers' and gap notes' text), when a built-in ruling
names it (``rules:``), or when the engine prints it for a built-in ruling (the text with
``--explain`` and the ``--json`` output, the ruleset's title left out).

The texts are read from ``../shared/reference`` and ``../shared/seeds`` beside the
checkout (the package does not ship them); without them the tests are skipped and say so.
"""
from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest
import yaml
from rulings_support import CITED, explained

from mtglogic.loading.rulesets import ruleset_folder
from mtglogic.loading.ruling_names import ruling_name
from mtglogic.loading.rulings import builtin_ruling_files, load_ruling

ROOT = Path(__file__).resolve().parents[2]
SHARED = ROOT.parent / "shared"
REFERENCE = SHARED / "reference"
SEEDS = SHARED / "seeds"
TEXTS = {"cr-2011": ("MagicCompRules-2011-09-30.txt", "MagicCompRules-2011-02-04.txt"),
         "cr-2026": ("MagicCompRules-2026-01-16.txt",)}
SEEDED = {"cr-2011": ("000_3684f206f720815f.txt", "001_8a11855e5785f0c3.txt",
                      "004_8cdfb2d441d07fc3.txt")}
# A number as the rules text writes one at the start of a line: a section (613.), a rule
# (613.1.) or a subrule (613.1a).
LINE_RULE = re.compile(r"^([1-9]\d{2})\.(?:(\d+)([a-z]?)\.?)?\s", re.MULTILINE)
ANY_RULE = re.compile(r"(?<![\d.])([1-9]\d{2})\.(\d+)([a-z]?)")


def _missing(paths: list[Path]) -> list[Path]:
    return [path for path in paths if not path.is_file()]


def _needed(ruleset: str) -> list[Path]:
    return [REFERENCE / name for name in TEXTS[ruleset]] + \
        [SEEDS / name for name in SEEDED.get(ruleset, ())]


@cache
def numbers_of(ruleset: str) -> frozenset[str]:
    """Every rule number the ruleset's texts hold: an English text's numbered lines, and in
    a seed (whose line breaks were partly lost) the numbers of its own section anywhere."""
    absent = _missing(_needed(ruleset))
    if absent:
        pytest.skip(f"the rules texts of {ruleset} are not beside the checkout "
                    f"({', '.join(str(p) for p in absent)} absent): citations not checked")
    found: set[str] = set()
    for name in TEXTS[ruleset]:
        text = (REFERENCE / name).read_text(encoding="utf-8-sig")
        found |= {f"{s}.{r}{x}" if r else s for s, r, x in LINE_RULE.findall(text)}
    for name in SEEDED.get(ruleset, ()):
        text = (SEEDS / name).read_text(encoding="utf-8-sig")
        numbers = ANY_RULE.findall(text)
        own = max({s for s, _, _ in numbers}, key=[s for s, _, _ in numbers].count)
        found |= {own} | {f"{s}.{r}{x}" for s, r, x in numbers if s == own}
    return frozenset(found)


def strings(value: Any) -> Iterator[str]:
    """Every string in a YAML value, keys left out."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings(item)


def data_numbers(ruleset: str) -> set[str]:
    """The rule numbers the ruleset's ``ruleset.yaml`` holds, in any value."""
    data = yaml.safe_load((ruleset_folder(ruleset) / "ruleset.yaml").read_text(encoding="utf-8"))
    data.pop("title", None)
    return {number for text in strings(data) for number in CITED.findall(text)}


def printed_numbers(path: Path) -> frozenset[str]:
    """The numbers the engine prints for a ruling (explained text and JSON) and it names."""
    text, data = explained(path)
    return frozenset(CITED.findall(text + "\n" + data)) | set(load_ruling(path).rules)


@pytest.mark.parametrize("ruleset", sorted(TEXTS))
def test_the_ruleset_data_cites_rules_of_its_texts(ruleset: str) -> None:
    assert data_numbers(ruleset) - numbers_of(ruleset) == set()


@pytest.mark.parametrize("path", builtin_ruling_files(), ids=ruling_name)
def test_a_ruling_and_its_explanation_cite_rules_of_the_texts(path: Path) -> None:
    ruleset = load_ruling(path).ruleset
    assert printed_numbers(path) - numbers_of(ruleset) == set()


def test_the_2011_numbers_are_not_the_2026_ones() -> None:
    # The check can fail: 120.4a (today's excess damage) and 702.16e (today's protection
    # from damage) are not in the 2011 texts, where damage is 119 (three parts, 119.4a-c)
    # and 702.16 is reach with no subrule e; 616.1e is in 2011-09-30 (its copy tier moves
    # "any effect" to e) and 715.2d in both the seed and 09-30.
    known = numbers_of("cr-2011")
    assert {"120.4a", "702.16e", "615.12", "614.12a", "728.5a"} & known == set()
    assert {"119.4a", "119.4b", "702.15e", "615.11", "616.1e", "715.2d", "613.3d"} <= known
    assert "613.3d" not in numbers_of("cr-2026")  # 7d of 2011 is switching's 613.4d today
