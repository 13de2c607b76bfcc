"""The property of issue 37, item 3: random bytes written over each cache file in turn
(the card index, the checked ruleset, the Oracle index of a user's file, the drafts kept
of the Oracle cards), every answer stays the same. The answer asked reads every one of
them: Glorious Anthem's +1/+1 (613.4c) over a library card, a card of the corpus and a
card of the user's file, under cr-2026 (Grizzly Bears 3/3, Alpha Myr 3/2, Hostile Bear
3/3). The corpus itself is read through the index of names shipped with it (package
data, no cache); a user's card is always drafted, so at least one draft is kept."""
from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mtglogic.api import compute_layers, scenario_from_cards, to_json, using_cards
from mtglogic.library import corpus_cards
from mtglogic.loading.cards import builtin_library
from mtglogic.loading.rulesets import _builtin_ruleset

NAMES = ["Grizzly Bears", "Glorious Anthem", "Alpha Myr", "Hostile Bear"]
HOSTILE_BEAR = {"object": "card", "name": "Hostile Bear", "type_line": "Creature — Bear",
                "mana_cost": "{1}{G}", "power": "2", "toughness": "2"}
CACHE_FILES = ("cards-*.json", "ruleset-*.json", "oracle-*.sqlite", "drafts/*.json")


@pytest.fixture(scope="module")
def world(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Path, Path]]:
    """A cache folder of this module's own, and the user's Oracle file."""
    folder = tmp_path_factory.mktemp("cache-property")
    oracle = folder / "mine.json"
    oracle.write_text(json.dumps([HOSTILE_BEAR]), encoding="utf-8")
    cache = folder / "cache"
    before = os.environ.get("MTGLOGIC_CACHE")
    os.environ["MTGLOGIC_CACHE"] = str(cache)
    try:
        yield cache, oracle
    finally:
        if before is None:
            os.environ.pop("MTGLOGIC_CACHE", None)
        else:
            os.environ["MTGLOGIC_CACHE"] = before
        builtin_library.cache_clear()  # forget what this module's cache folder held
        _builtin_ruleset.cache_clear()


def answer(oracle: Path) -> dict:
    """The answer, every cache read again from its file (nothing this process kept)."""
    builtin_library.cache_clear()
    _builtin_ruleset.cache_clear()
    library = builtin_library().with_source(corpus_cards([oracle]))
    with using_cards(library):
        result: dict = to_json(compute_layers(scenario_from_cards(NAMES)))
    return result


def powers(result: dict) -> dict[str, tuple[int, int]]:
    objects = result["outcomes"][0]["objects"].values()
    return {o["name"]: (o["power"], o["toughness"]) for o in objects if "power" in o}


@settings(max_examples=30, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(which=st.integers(0, 7), offset=st.floats(0, 1), junk=st.binary(min_size=1, max_size=512),
       whole=st.booleans())
def test_random_bytes_over_a_cache_file_change_no_answer(
        world: tuple[Path, Path], which: int, offset: float, junk: bytes, whole: bool) -> None:
    cache, oracle = world
    expected = answer(oracle)  # builds whatever is missing
    assert powers(expected) == {"Grizzly Bears": (3, 3), "Alpha Myr": (3, 2),
                                "Hostile Bear": (3, 3)}
    found = {pattern: sorted(cache.glob(pattern)) for pattern in CACHE_FILES}
    assert all(found.values()), found  # every cache the answer reads was written
    files = [path for paths in found.values() for path in paths]
    target = files[which % len(files)]
    data = target.read_bytes()
    if whole:
        data = junk
    else:
        at = int(offset * len(data))
        data = data[:at] + junk + data[at + len(junk):]
    target.write_bytes(data)
    assert answer(oracle) == expected
