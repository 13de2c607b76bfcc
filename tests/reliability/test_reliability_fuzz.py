"""Fuzzing the loaders: malformed YAML/JSON text and well-formed documents with wrong values
at every key. The only acceptable failure is an ``MtglogicError`` (in process) or, through
the CLI, exit 2/3 with one ``mtglogic: error:`` line and no traceback. What is about the text
itself runs with each YAML parser (the ``yaml_reader`` fixture).

Bounded: each property runs a fixed number of examples with a deadline, so the whole
folder stays well under a minute."""
from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from reliability_support import (
    broken_texts,
    check_cli_result,
    command_exists,
    dump,
    invoke,
    mutated,
    seed_cards,
    seed_scenarios,
    seed_texts,
    warm_up,
)

from mtglogic.budget import Budget
from mtglogic.errors import MtglogicError
from mtglogic.layers.compute import compute_scenario
from mtglogic.loading.cards import parse_card
from mtglogic.loading.rulesets import load_ruleset, parse_ruleset
from mtglogic.loading.scenario import parse_scenario
from mtglogic.loading.yamlio import parse_yaml_text
from mtglogic.node import Node

warm_up()

TEXTS = seed_texts()
LAYER_SCENARIOS = seed_scenarios("layers")
CARDS = seed_cards()
RULESETS = [load_ruleset(r).sections and __import__("yaml").safe_load(
    Path(load_ruleset(r).source).read_text(encoding="utf-8")) for r in ("cr-2011", "cr-2026")]

FAST = settings(max_examples=150, deadline=5000, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                       HealthCheck.filter_too_much])
CLI = settings(FAST, max_examples=60)
# yaml_reader only picks the parser: nothing of it changes from one example to the next.
EACH_READER = settings(FAST, suppress_health_check=[*FAST.suppress_health_check,
                                                    HealthCheck.function_scoped_fixture])


def small_budget() -> Budget:
    return Budget(max_outcomes=50, max_states=20_000, timeout=5.0)


def load_and_compute(text: str) -> None:
    """Parse text as a scenario and run the layer engine on it, as ``mtglogic layers`` does."""
    try:
        root = Node(parse_yaml_text(text, "fuzz.yaml"), "fuzz.yaml", "", 1)
        scenario = parse_scenario(root)
        compute_scenario(scenario, small_budget())
    except MtglogicError as exc:
        assert str(exc) and "\n" not in str(exc), repr(str(exc))


@EACH_READER
@given(broken_texts(TEXTS))
def test_malformed_text_is_an_input_error(yaml_reader: str, text: str) -> None:
    load_and_compute(text)


@EACH_READER
@given(st.text(max_size=400))
def test_arbitrary_text_is_an_input_error(yaml_reader: str, text: str) -> None:
    load_and_compute(text)


@FAST
@given(mutated(LAYER_SCENARIOS))
def test_scenario_with_wrong_values_is_an_input_error(value) -> None:
    load_and_compute(dump(value))


@FAST
@given(mutated(CARDS))
def test_card_with_wrong_values_is_an_input_error(value) -> None:
    try:
        parse_card(Node(parse_yaml_text(dump(value), "card.yaml"), "card.yaml", "", 1))
    except MtglogicError as exc:
        assert "\n" not in str(exc)


@FAST
@given(mutated(RULESETS, max_mutations=2))
def test_ruleset_with_wrong_values_is_an_input_error(value) -> None:
    try:
        parse_ruleset(Node(parse_yaml_text(dump(value), "ruleset.yaml"), "ruleset.yaml", "", 1))
    except MtglogicError as exc:
        assert "\n" not in str(exc)


@pytest.mark.parametrize("tag", ["!!python/object/apply:os.system ['echo pwned']",
                                 "!!python/object:builtins.dict {}",
                                 "!!python/name:os.system"])
def test_python_tags_are_refused(yaml_reader: str, tag: str) -> None:
    with pytest.raises(MtglogicError, match=r"evil.yaml:1: invalid YAML: the tag "
                                            r"!!python/\S+ is not read"):
        parse_yaml_text(f"players: {tag}\n", "evil.yaml")


def test_billion_laughs_is_bounded(yaml_reader: str) -> None:
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x]"]
    for i in range(1, 10):
        lines.append(f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 9) + "]")
    load_and_compute("\n".join(lines) + "\nobjects: *a9\n")


def test_deep_nesting_is_an_input_error(yaml_reader: str) -> None:
    with pytest.raises(MtglogicError):
        load_and_compute_strict("objects: " + "[" * 100_000 + "]" * 100_000)


def load_and_compute_strict(text: str) -> None:
    root = Node(parse_yaml_text(text, "deep.yaml"), "deep.yaml", "", 1)
    compute_scenario(parse_scenario(root), small_budget())


def test_duplicate_keys_are_located(yaml_reader: str) -> None:
    with pytest.raises(MtglogicError, match=r"dup.yaml:2: invalid YAML: duplicate key 'players'"):
        parse_yaml_text("players: [a]\nplayers: [b]\n", "dup.yaml")


@pytest.mark.parametrize("number", ["1000000000001", "-1000000000001", "1e400", "10" * 40])
def test_huge_numbers_are_refused(yaml_reader: str, number: str) -> None:
    text = (f"players: [you]\nobjects:\n  - {{id: a, name: A, types: [creature], "
            f"power: {number}, toughness: 1}}\n")
    with pytest.raises(MtglogicError):
        load_and_compute_strict(text)


# -- through the command line ------------------------------------------------------------
def _cli_commands() -> list[str]:
    return [c for c in ("layers", "deps", "verify", "replace", "subgame") if command_exists(c)]


@CLI
@given(text=st.one_of(broken_texts(TEXTS), mutated(LAYER_SCENARIOS).map(dump)),
       command=st.sampled_from(_cli_commands()))
def test_cli_never_shows_a_traceback(tmp_path_factory, text: str, command: str) -> None:
    path = tmp_path_factory.mktemp("fuzz") / "input.yaml"
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    check_cli_result(invoke(command, str(path), "--timeout", "5", "--max-states", "20000"))


@CLI
@given(st.binary(max_size=300))
def test_cli_binary_file(tmp_path_factory, data: bytes) -> None:
    path = tmp_path_factory.mktemp("fuzz") / "input.yaml"
    path.write_bytes(data)
    check_cli_result(invoke("layers", str(path)))


def _engine_cases() -> list[tuple[str, list]]:
    cases = []
    for command, kind in (("replace", "replacement"), ("subgame", "subgame")):
        seeds = seed_scenarios(kind)
        if command_exists(command) and seeds:
            cases.append((command, seeds))
    return cases


ENGINE_CASES = _engine_cases()


@CLI
@given(case=st.sampled_from(ENGINE_CASES or [("layers", LAYER_SCENARIOS)]), data=st.data())
def test_engine_scenarios_with_wrong_values(tmp_path_factory, case, data) -> None:
    """Replacement and subgame scenarios with junk values, through their commands."""
    command, seeds = case
    value = data.draw(mutated(seeds))
    path = tmp_path_factory.mktemp("fuzz") / "input.yaml"
    path.write_text(dump(value), encoding="utf-8")
    check_cli_result(invoke(command, str(path), "--timeout", "5", "--max-states", "20000"))
