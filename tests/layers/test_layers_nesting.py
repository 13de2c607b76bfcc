"""Nested selectors, values and conditions compile once (issue 18, item 2): a word's argument
is parsed once, and its reads come from what was compiled, so nesting costs linear work.

The count is of compilations, not of time: every word's compiler is wrapped in a counter
that refuses to go past a cap (so the exponential path fails here rather than hangs). A
selector of depth d (d nesting words and the leaf ``{type: creature}``) has d + 1 words, so
exactly d + 1 compilations; compiling each nested selector twice (once to compile, once
more for its reads) costs 2^(d+1) - 1.
"""
from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import yaml
from click.testing import CliRunner

from mtglogic.cli import main
from mtglogic.node import Node
from mtglogic.vocabulary.compiler import compile_condition, compile_selector, compile_value
from mtglogic.vocabulary.registry import CONDITIONS, SELECTORS, VALUES, Family

DEPTH = 30
CAP = 10_000  # far above the linear count (31), far below 2^31


class TooMany(Exception):
    """More compilations than any linear count."""


def nested_selector(depth: int) -> Any:
    """``not``, ``any`` and ``all`` in turn around ``{type: creature}``. Ten of the thirty
    levels are ``not`` (levels 0, 3, ..., 27): an even number, and a one-item ``any`` or
    ``all`` is its item, so the whole selector means "is a creature"."""
    selector: Any = {"type": ["creature"]}
    for level in reversed(range(depth)):
        word = ("not", "any", "all")[level % 3]
        selector = {word: selector} if word == "not" else {word: [selector]}
    return selector


@pytest.fixture
def counted(monkeypatch: pytest.MonkeyPatch) -> dict[str, int]:
    """Every selector, value and condition word's compiler counts its calls."""
    calls = {"n": 0}

    def counting(compile_fn: Callable[..., Any]) -> Callable[..., Any]:
        def wrapped(*args: Any) -> Any:
            calls["n"] += 1
            if calls["n"] > CAP:
                raise TooMany(calls["n"])
            return compile_fn(*args)
        return wrapped

    families: tuple[Family, ...] = (SELECTORS, VALUES, CONDITIONS)
    for family in families:
        for word in list(family):
            monkeypatch.setitem(family.words, word.name,
                                type(word)(**{**vars(word), "compile": counting(word.compile)}))
    return calls


def test_a_selector_nested_thirty_deep_compiles_each_word_once(counted: dict[str, int]) -> None:
    selector = compile_selector(Node(nested_selector(DEPTH), "<nested>"))
    assert counted["n"] == DEPTH + 1
    # The leaf's value of card_types and the default zone: the nesting adds no read.
    assert selector.reads == {"card_types:creature", "zone"}


def test_nested_conditions_and_values_compile_each_word_once(counted: dict[str, int]) -> None:
    # {not: {all: [{any: [... {exists: {type: creature}}]}]}}: 30 condition words around one
    # `exists`, whose selector has one word: 32 compilations.
    condition: Any = {"exists": {"type": ["creature"]}}
    for level in reversed(range(DEPTH)):
        word = ("not", "any", "all")[level % 3]
        condition = {word: condition} if word == "not" else {word: [condition]}
    compile_condition(Node(condition, "<nested>"))
    assert counted["n"] == DEPTH + 2
    # {sum: [{sum: [... {count: {type: creature}}]}]}: 30 sums, a count and its one word.
    counted["n"] = 0
    value: Any = {"count": {"type": ["creature"]}}
    for _ in range(DEPTH):
        value = {"sum": [value]}
    compile_value(Node(value, "<nested>"))
    assert counted["n"] == DEPTH + 2


def _cards(tmp_path: Path) -> Path:
    folder = tmp_path / "cards"
    folder.mkdir()
    anthem = {"name": "Deep Anthem of Testing", "types": ["enchantment"], "abilities": [
        {"static": {"text": "Creatures get +1/+1.", "applies_to": nested_selector(DEPTH),
                    "effects": [{"modify_pt": [1, 1]}]}}]}
    (folder / "anthem.yaml").write_text(yaml.safe_dump(anthem), encoding="utf-8")
    return folder


def test_a_card_with_a_deeply_nested_selector_loads_and_applies(tmp_path: Path) -> None:
    # Grizzly Bears is 2/2; the anthem's selector means "is a creature", so it is 3/3.
    folder = _cards(tmp_path)
    result = CliRunner().invoke(main, ["layers", "--cards", str(folder), "--card",
                                       "Deep Anthem of Testing", "--card", "Grizzly Bears",
                                       "--timeout", "20", "--json"])
    assert result.exit_code == 0, result.output
    bears = json.loads(result.stdout)["outcomes"][0]["objects"]["grizzly-bears"]
    assert (bears["power"], bears["toughness"]) == (3, 3)
