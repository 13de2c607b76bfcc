"""Tried as a new user would (issue 6): each bad or explosive input gives a clear answer
under the command's own limits (how fast is measured in benchmarks/, not here). Also: every limit option stops with exit 3 and says what was explored; the
same input gives byte-identical JSON; huge numbers stay cheap."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import tracemalloc
from pathlib import Path

import pytest
from reliability_support import ONE_LINE_ERROR, ROOT, check_cli_result, command_exists, invoke

from mtglogic.errors import EXIT_BUDGET, EXIT_INPUT, EXIT_OK

LAYERS = ROOT / "cr-2026" / "rulings" / "layers"
REPLACEMENT = ROOT / "cr-2026" / "rulings" / "replacement"
SUBGAME = ROOT / "cr-2026" / "rulings" / "subgame"
needs_replace = pytest.mark.skipif(not command_exists("replace"), reason="replace not built yet")
needs_subgame = pytest.mark.skipif(not command_exists("subgame"), reason="subgame not built yet")


def write(tmp_path: Path, text: str, name: str = "scenario.yaml") -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def timed(command: str, *args: str):
    """The command run under a whole-command --timeout of ten minutes (a --timeout among
    ``args`` comes later and wins): one that would run on ends at that limit (exit 3,
    "timeout"), which the test's own expectation then refuses, whatever the machine's
    load; the time it took is not asserted (speed is measured in benchmarks/)."""
    result = invoke(command, "--timeout", "600", *args)
    check_cli_result(result)
    return result


def assert_error(result, code: int, *fragments: str) -> None:
    assert result.exit_code == code, (result.exit_code, result.output)
    assert ONE_LINE_ERROR.match(result.stderr), result.stderr
    for fragment in fragments:
        assert fragment in result.stderr, result.stderr


def doublers(count: int, tokens: int = 1) -> str:
    lines = ["players: [p1, p2]", "objects:"]
    lines += [f"  - {{id: season{i}, card: Doubling Season, controller: p1}}"
              for i in range(1, count + 1)]
    lines += ["  - {id: bear, card: Grizzly Bears, controller: p1}",
              "events:",
              "  - id: tokens",
              f"    create_tokens: {{player: p1, count: {tokens}, token: {{name: Soldier, "
              f"types: [creature], power: 1, toughness: 1}}}}",
              "  - id: counters",
              f"    put_counters: {{target: bear, counter: '+1/+1', count: {tokens}}}"]
    return "\n".join(lines) + "\n"


def nested_subgames(depth: int) -> str:
    """A Shahrazad cast inside each subgame, ``depth`` levels deep."""
    outside = ", ".join(f"{{id: s{i}, card: Shahrazad}}" for i in range(2, depth + 1))
    steps = ["  - cast: s1", "  - resolve: s1", "    first: A"]
    for i in range(2, depth + 1):
        steps += [f"  - bring_in: s{i}", f"  - cast: s{i}", f"  - resolve: s{i}",
                  "    first: A"]
    return ("players:\n  A:\n    library: [{count: 10, prefix: a}]\n"
            "    hand: [{id: s1, card: Shahrazad}]\n"
            f"    outside: [{outside}]\n  B:\n    library: [{{count: 10, prefix: b}}]\n"
            "steps:\n" + "\n".join(steps) + "\n")


# -- the new user's trials -------------------------------------------------------------
def test_truncated_yaml_file(tmp_path: Path) -> None:
    text = (LAYERS / "613-6-threaten.yaml").read_text(encoding="utf-8")
    path = write(tmp_path, text[:text.index("effects:") + 40], "truncated.yaml")
    result = timed("layers", path)
    assert_error(result, EXIT_INPUT, "truncated.yaml:", "invalid YAML")


def test_truncated_ruling_in_verify(tmp_path: Path) -> None:
    text = (LAYERS / "613-6-threaten.yaml").read_text(encoding="utf-8")
    path = write(tmp_path, text[:len(text) // 2], "truncated.yaml")
    result = timed("verify", path)
    assert result.exit_code == EXIT_INPUT
    assert "ERROR" in result.stdout and "invalid" in result.stdout


def test_card_name_typo_suggests_the_card() -> None:
    # A typo that fits one card's name is taken as it, and said (Scryfall's fuzzy lookup);
    # one that fits no name gets the close names.
    taken = timed("layers", "--card", "Humilty")
    assert taken.exit_code == 0 and "'Humilty' is taken as 'Humility'" in taken.stderr
    result = timed("layers", "--card", "Humbl")
    assert_error(result, EXIT_INPUT, "unknown card 'Humbl'",
                 "did you mean 'Humble' or 'Humility'")


def test_card_name_typo_in_a_file(tmp_path: Path) -> None:
    path = write(tmp_path, "players: [you]\nobjects:\n  - {id: h, card: Opalesence}\n")
    result = timed("layers", path)
    assert_error(result, EXIT_INPUT, "scenario.yaml:3:", "did you mean 'Opalescence'")


@needs_replace
def test_fourteen_doublers_on_one_event(tmp_path: Path) -> None:
    """14! orders: counted, not listed (identical doublers chosen as one); one outcome."""
    result = timed("replace", write(tmp_path, doublers(14)), "--json")
    assert result.exit_code == EXIT_OK, result.output
    events = {e["id"]: e for e in json.loads(result.stdout)["events"]}
    tokens = events["tokens"]
    assert tokens["total_orders"] == 87178291200  # 14!
    assert [o["events"][0]["amount"] for o in tokens["outcomes"]] == [2 ** 14]


@needs_replace
def test_fourteen_doublers_listing_orders_hits_the_limit(tmp_path: Path) -> None:
    result = timed("replace", write(tmp_path, doublers(14)), "--orders", "--max-outcomes", "50")
    assert_error(result, EXIT_BUDGET, "max-outcomes = 50", "found more than 50",
                 "--max-outcomes")


def test_self_copy_is_ignored(tmp_path: Path) -> None:
    path = write(tmp_path, "players: [you]\nobjects:\n"
                           "  - {id: c1, card: Clone, copy_of: c1}\n", "self.yaml")
    result = timed("layers", path, "--json")
    assert result.exit_code == EXIT_OK
    obj = json.loads(result.stdout)["outcomes"][0]["objects"]["c1"]
    assert obj["name"] == "Clone" and obj["power"] == 0


def test_two_clones_copying_each_other_terminate(tmp_path: Path) -> None:
    """Each Clone's copy applies once, in timestamp order; a copy ability gained by copying
    does not copy again (707.3), so the result is defined: both stay Clones."""
    path = write(tmp_path, "players: [you]\nobjects:\n"
                           "  - {id: c1, card: Clone, copy_of: c2, timestamp: 1}\n"
                           "  - {id: c2, card: Clone, copy_of: c1, timestamp: 2}\n",
                 "loop.yaml")
    result = timed("layers", path, "--json")
    assert result.exit_code == EXIT_OK, result.output
    objects = json.loads(result.stdout)["outcomes"][0]["objects"]
    assert objects["c1"]["name"] == objects["c2"]["name"] == "Clone"


def test_clone_of_a_clone_copies_what_it_copies(tmp_path: Path) -> None:
    path = write(tmp_path, "players: [you]\nobjects:\n"
                           "  - {id: bear, card: Grizzly Bears, timestamp: 1}\n"
                           "  - {id: c1, card: Clone, copy_of: bear, timestamp: 2}\n"
                           "  - {id: c2, card: Clone, copy_of: c1, timestamp: 3}\n")
    result = timed("layers", path, "--json")
    objects = json.loads(result.stdout)["outcomes"][0]["objects"]
    assert objects["c2"]["name"] == "Grizzly Bears" and objects["c2"]["power"] == 2


def test_copy_effects_copying_each_other_terminate(tmp_path: Path) -> None:
    path = write(tmp_path, """players: [you]
objects:
  - {id: a, name: A, types: [creature], power: 1, toughness: 1, timestamp: 1}
  - {id: b, name: B, types: [creature], power: 2, toughness: 2, timestamp: 2}
effects:
  - {id: e1, targets: [a], timestamp: 3, effects: [{copy: {of: b}}]}
  - {id: e2, targets: [b], timestamp: 4, effects: [{copy: {of: a}}]}
  - {id: e3, targets: [a], timestamp: 5, effects: [{copy: {of: a}}]}
""")
    result = timed("layers", path, "--json")
    assert result.exit_code == EXIT_OK, result.output
    objects = json.loads(result.stdout)["outcomes"][0]["objects"]
    assert objects["a"]["name"] == objects["b"]["name"] == "B"  # e1 first, then e2 copies it


@needs_subgame
def test_subgame_nested_a_thousand_deep_stops_at_max_depth(tmp_path: Path) -> None:
    path = write(tmp_path, nested_subgames(1000), "deep.yaml")
    result = timed("subgame", path)
    assert_error(result, EXIT_BUDGET, "max-depth = 100", "100 nested subgames played",
                 "--max-depth")


@needs_subgame
def test_subgame_nested_deep_with_the_limit_raised_succeeds(tmp_path: Path) -> None:
    path = write(tmp_path, nested_subgames(40), "deep.yaml")
    assert_error(invoke("subgame", path, "--max-depth", "39"), EXIT_BUDGET, "max-depth = 39")
    result = timed("subgame", path, "--max-depth", "40", "--seed", "1")
    assert result.exit_code == EXIT_OK, result.output


@needs_subgame
def test_subgame_thousand_deep_with_the_limit_raised_stops_at_the_timeout(tmp_path: Path) -> None:
    """Raising --max-depth does not make a command hang: --timeout still stops it."""
    path = write(tmp_path, nested_subgames(1000), "deep.yaml")
    result = timed("subgame", path, "--max-depth", "2000", "--timeout", "1")
    assert_error(result, EXIT_BUDGET, "timeout = 1.0s", "states of", "--timeout")


# -- every limit, exit 3, what was explored ------------------------------------------------
TIE = """players: [you, opponent]
objects:
  - {id: humility, card: Humility, controller: you, timestamp: 1}
  - {id: opalescence, card: Opalescence, controller: you, timestamp: 1}
"""


def test_max_outcomes_layers(tmp_path: Path) -> None:
    path = write(tmp_path, TIE)
    assert timed("layers", path).exit_code == EXIT_OK
    assert_error(timed("layers", path, "--max-outcomes", "1"), EXIT_BUDGET,
                 "max-outcomes = 1", "found more than 1 distinct layer outcomes")


def test_max_states_layers() -> None:
    result = timed("layers", str(LAYERS / "humility-opalescence-humility-first.yaml"),
                   "--max-states", "2")
    assert_error(result, EXIT_BUDGET, "max-states = 2", "explored 2 states of layer steps")


def test_max_states_deps() -> None:
    result = timed("deps", str(LAYERS / "blood-moon-urborg.yaml"), "--max-states", "2")
    assert_error(result, EXIT_BUDGET, "max-states = 2", "explored")


def test_max_states_verify() -> None:
    result = timed("verify", str(LAYERS / "humility-opalescence-humility-first.yaml"),
                   "--max-states", "1")
    assert result.exit_code == EXIT_BUDGET
    assert "LIMIT" in result.stdout and "max-states = 1" in result.stdout
    assert result.stdout.rstrip().endswith("1 stopped at a limit")


@needs_replace
def test_max_states_replace(tmp_path: Path) -> None:
    result = timed("replace", write(tmp_path, doublers(3)), "--max-states", "2")
    assert_error(result, EXIT_BUDGET, "max-states = 2", "explored")


@needs_replace
def test_max_outcomes_replace() -> None:
    path = str(REPLACEMENT / "hardened-scales-doubling-season.yaml")
    assert timed("replace", path).exit_code == EXIT_OK
    assert_error(timed("replace", path, "--max-outcomes", "1"), EXIT_BUDGET,
                 "max-outcomes = 1", "found more than 1")


@needs_subgame
def test_timeout(tmp_path: Path) -> None:
    path = write(tmp_path, nested_subgames(100), "deep.yaml")
    result = timed("subgame", path, "--timeout", "0.01")
    assert_error(result, EXIT_BUDGET, "timeout = 0.01s", "stopped after", "--timeout")


@needs_subgame
def test_max_outcomes_subgame(tmp_path: Path) -> None:
    """Without --seed every starting player is a run of its own."""
    path = write(tmp_path, nested_subgames(1).replace("    first: A\n", ""))
    assert "2 runs" in timed("subgame", path).stdout
    result = timed("subgame", path, "--max-outcomes", "1")
    assert_error(result, EXIT_BUDGET, "max-outcomes = 1", "starting-player possibilities")


@pytest.mark.parametrize("option,value", [("--max-outcomes", "0"), ("--max-states", "-1"),
                                          ("--timeout", "0"), ("--max-depth", "x")])
def test_bad_limit_values_are_usage_errors(option: str, value: str) -> None:
    result = invoke("layers", "--card", "Humility", option, value)
    assert result.exit_code == EXIT_INPUT and option in result.stderr
    check_cli_result(result)


# -- determinism ------------------------------------------------------------------------
def _json_in_subprocess(args: list[str], hash_seed: str) -> bytes:
    env = dict(os.environ, PYTHONHASHSEED=hash_seed)
    done = subprocess.run([sys.executable, "-m", "mtglogic", *args, "--json"], env=env,
                          capture_output=True, timeout=60, check=False)
    assert done.returncode == 0, done.stderr.decode()
    return done.stdout


@pytest.mark.parametrize("args", [
    ["layers", str(LAYERS / "dependency-loop.yaml")],
    ["layers", "--card", "Opalescence", "--card", "Humility", "--card", "Grizzly Bears"],
    pytest.param(["replace", str(REPLACEMENT / "hardened-scales-doubling-season.yaml")],
                 marks=needs_replace),
    pytest.param(["subgame", str(SUBGAME / "nested-two-deep.yaml"), "--seed", "7"],
                 marks=needs_subgame),
], ids=["layers", "layers-cards", "replace", "subgame"])
def test_same_input_gives_byte_identical_json(args: list[str]) -> None:
    """Twice, in processes with different string hashing: the same bytes."""
    assert _json_in_subprocess(args, "1") == _json_in_subprocess(args, "2")


def test_same_input_twice_in_process(tmp_path: Path) -> None:
    path = write(tmp_path, TIE)
    first, second = invoke("layers", path, "--json"), invoke("layers", path, "--json")
    assert first.exit_code == 0 and first.stdout == second.stdout


# -- numbers ------------------------------------------------------------------------------
def test_numbers_beyond_the_bound_are_refused(tmp_path: Path) -> None:
    path = write(tmp_path, "players: [you]\nobjects:\n  - {id: a, card: Grizzly Bears, "
                           "counters: {'+1/+1': 1000000000001}}\n")
    assert_error(timed("layers", path), EXIT_INPUT, "out of bounds")


@needs_replace
def test_a_million_tokens_doubled_thirty_times_stays_cheap(tmp_path: Path) -> None:
    """30 doublers on a million tokens: 30! orders and 2**30 * 10**6 tokens, as numbers."""
    path = write(tmp_path, doublers(30, tokens=1_000_000))
    tracemalloc.start()
    try:
        result = timed("replace", path, "--json")
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert result.exit_code == EXIT_OK, result.output
    events = {e["id"]: e for e in json.loads(result.stdout)["events"]}
    assert events["tokens"]["outcomes"][0]["events"][0]["amount"] == 2 ** 30 * 10 ** 6
    assert events["counters"]["outcomes"][0]["events"][0]["amount"] == 2 ** 30 * 10 ** 6
    assert events["tokens"]["total_orders"] == 265252859812191058636308480000000  # 30!
    assert peak < 200 * 1024 * 1024, f"peak {peak} bytes"
