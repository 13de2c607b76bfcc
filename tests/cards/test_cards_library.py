"""The whole card library: every file loads, every card is named in a test, file names."""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import pytest

from mtglogic.library import cards_without_tests, check_library
from mtglogic.loading.cards import card_library, parse_card
from mtglogic.loading.paths import data_root
from mtglogic.loading.quick import slug
from mtglogic.loading.rulesets import available_rulesets, load_ruleset
from mtglogic.loading.yamlio import load_yaml

CARD_FILES = sorted((data_root() / "cards").glob("*.yaml"))
TESTS = Path(__file__).resolve().parents[1]


def test_the_library_has_at_least_eighty_cards():
    assert len(card_library().names()) >= 80


@pytest.mark.parametrize("path", CARD_FILES, ids=lambda p: p.stem)
def test_every_card_file_loads_and_is_named_after_its_card(path):
    card = parse_card(load_yaml(path))
    assert path.stem == slug(card.name)


def test_every_ability_compiles_under_every_ruleset():
    check_library(card_library(), [load_ruleset(r) for r in available_rulesets()])


@pytest.mark.parametrize("path", CARD_FILES, ids=lambda p: p.stem)
def test_every_card_is_named_in_a_test(path):
    # The same scan as `mtglogic cards --check`: the card's name in a test file under tests/.
    name = parse_card(load_yaml(path)).name
    assert name not in without_tests(), f"{name} ({path.name}) is named in no test under tests/"


@lru_cache(maxsize=1)
def without_tests() -> frozenset[str]:
    return frozenset(cards_without_tests(card_library(), TESTS))
