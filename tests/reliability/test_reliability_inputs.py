"""Input hygiene (issue 13): files that are not regular files, numbers too long to read or
to print, lone surrogates, YAML 1.1 booleans, aliases that expand without bound, ids that
clash with effect keys, players that do not exist, attachment cycles, keys of the wrong
type. Each is one `mtglogic: error:` line and exit 2 (3 for a limit reached computing),
every run bounded with --timeout."""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from reliability_support import ONE_LINE_ERROR, ROOT, check_cli_result, invoke

from mtglogic.errors import EXIT_BUDGET, EXIT_INPUT, EXIT_OK
from mtglogic.loading.yamlio import MAX_NODES

BEARS = "  - {id: bear, card: Grizzly Bears}\n"
HUGE = "9" * 5000  # more digits than Python converts to text (4300)
needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")


def write(tmp_path: Path, text: str, name: str = "scenario.yaml") -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def error_of(*args: str, code: int = EXIT_INPUT) -> str:
    result = invoke(*args, "--timeout", "20")
    check_cli_result(result)
    assert result.exit_code == code, (result.exit_code, result.output)
    assert ONE_LINE_ERROR.match(result.stderr), result.stderr
    return result.stderr


# -- files that are not regular files ----------------------------------------------------
@needs_fifo
@pytest.mark.parametrize("command", ["layers", "deps", "replace", "subgame"])
def test_a_fifo_is_refused_without_waiting_for_a_writer(tmp_path: Path, command: str) -> None:
    fifo = tmp_path / "scenario.yaml"
    os.mkfifo(fifo)
    assert "is a FIFO (named pipe), not a regular file" in error_of(command, str(fifo))


@needs_fifo
def test_a_fifo_in_a_folder_given_to_verify(tmp_path: Path) -> None:
    ruling = ROOT / "cr-2026" / "rulings" / "layers" / "blood-moon-urborg.yaml"
    (tmp_path / "good.yaml").write_text(ruling.read_text(encoding="utf-8"), encoding="utf-8")
    os.mkfifo(tmp_path / "pipe.yaml")
    result = invoke("verify", str(tmp_path), "--timeout", "20")
    check_cli_result(result)
    assert result.exit_code == EXIT_INPUT
    assert "is a FIFO (named pipe), not a regular file" in result.stdout
    assert result.stdout.rstrip().endswith("1 passed, 0 failed, 1 invalid")


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero")
@pytest.mark.parametrize("device", ["/dev/zero", "/dev/null"])
def test_a_device_is_refused(device: str) -> None:
    assert "is a character device, not a regular file" in error_of("layers", device)


# -- numbers -----------------------------------------------------------------------------------
def test_a_number_too_long_in_a_file(yaml_reader: str, tmp_path: Path) -> None:
    path = write(tmp_path, f"objects:\n  - {{id: bear, card: Grizzly Bears, timestamp: {HUGE}}}\n")
    assert "a number written with 5000 characters is out of bounds" in error_of("layers", path)


def test_a_number_too_long_in_happens(yaml_reader: str) -> None:
    stderr = error_of("replace", "--card", "Grizzly Bears", "--happens",
                      f"put_counters: {{target: grizzly-bears, counter: '+1/+1', count: {HUGE}}}")
    assert "--happens 1:1: invalid YAML: a number written with 5000 characters" in stderr


def test_a_number_too_long_in_counter() -> None:
    stderr = error_of("layers", "--card", "Grizzly Bears", "--counter",
                      f"grizzly-bears:+1/+1:{HUGE}")
    assert "the count has 5000 digits" in stderr


def test_a_computed_number_too_long_to_print(tmp_path: Path) -> None:
    """Products of products: 10**12 multiplied into more than 4300 digits, then printed."""
    twelve = ", ".join(["999999999999"] * 7)
    lines = ["objects:", BEARS.rstrip(), "effects:", "  - targets: [bear]", "    effects:",
             f"      - set_power: &v0 {{product: [{twelve}]}}"]
    for level in range(1, 5):
        lines.append(f"      - set_toughness: &v{level} {{product: ["
                     + ", ".join([f"*v{level - 1}"] * 7) + "]}")
    path = write(tmp_path, "\n".join(lines) + "\n")
    for extra in ([], ["--json"]):
        stderr = error_of("layers", path, *extra, code=EXIT_BUDGET)
        assert "a number computed has more digits than can be printed" in stderr


# -- strings -----------------------------------------------------------------------------------
# PyYAML's parser reads the escape and the loader refuses the string; libyaml refuses the
# escape itself.
SURROGATE = {"python": "a string holds a lone surrogate",
             "libyaml": "invalid YAML: found invalid Unicode character escape code"}


@pytest.mark.parametrize("text", [
    'players: ["\\ud800"]\n',
    'players: [you]\nobjects:\n  - {id: "b\\udfff", card: Grizzly Bears}\n',
    '"\\ud83d": 1\n',
])
def test_a_lone_surrogate_is_refused(yaml_reader: str, tmp_path: Path, text: str) -> None:
    line = text[:text.index("\\u")].count("\n") + 1
    stderr = error_of("layers", write(tmp_path, text))
    assert f"scenario.yaml:{line}: " in stderr and SURROGATE[yaml_reader] in stderr


# -- YAML 1.2 booleans -------------------------------------------------------------------------
def test_on_is_a_plain_string(yaml_reader: str, tmp_path: Path) -> None:
    """The documented value {counters: {kind: "+1/+1", on: it}}: YAML 1.1 read `on` as true."""
    path = write(tmp_path, "objects:\n  - {id: bear, card: Grizzly Bears, counters: "
                           "{'+1/+1': 2}}\neffects:\n  - {targets: [bear], effects: "
                           "[{set_power: {counters: {kind: '+1/+1', on: it}}}]}\n")
    result = invoke("layers", path, "--json", "--timeout", "20")
    assert result.exit_code == EXIT_OK, result.output
    assert json.loads(result.stdout)["outcomes"][0]["objects"]["bear"]["power"] == 4


@pytest.mark.parametrize("word", ["yes", "no", "on", "off"])
def test_yaml11_booleans_are_strings_with_a_hint(yaml_reader: str, tmp_path: Path, word: str) -> None:
    path = write(tmp_path, f"objects:\n  - {{id: bear, card: Grizzly Bears, token: {word}}}\n")
    assert f"got a string ({word!r} is a string: write true or false)" in \
        error_of("layers", path)


# -- aliases -----------------------------------------------------------------------------------
def _sum_bomb() -> str:
    lines = ["objects:", BEARS.rstrip(), "effects:", "  - targets: [bear]", "    effects:",
             "      - set_power: &v0 {sum: [1, 1, 1, 1, 1, 1, 1, 1]}"]
    for level in range(1, 9):
        lines.append(f"      - set_toughness: &v{level} {{sum: ["
                     + ", ".join([f"*v{level - 1}"] * 8) + "]}")
    return "\n".join(lines) + "\n"


def _selector_bomb() -> str:
    lines = ["objects:", BEARS.rstrip(), "effects:",
             "  - {targets: [bear], applies_to: &s0 {type: creature}, effects: [{set_power: 1}]}"]
    for level in range(1, 30):
        lines.append(f"  - {{targets: [bear], applies_to: &s{level} {{any: [*s{level - 1}, "
                     f"*s{level - 1}]}}, effects: [{{set_power: 1}}]}}")
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("text", [_sum_bomb(), _selector_bomb()], ids=["values", "selectors"])
def test_aliases_that_expand_past_the_limit(yaml_reader: str, tmp_path: Path, text: str) -> None:
    assert len(text) < 3000
    stderr = error_of("layers", write(tmp_path, text))
    assert f"more than {MAX_NODES} values once its aliases (*name) are expanded" in stderr


def test_aliases_in_happens(yaml_reader: str) -> None:
    anchors = "[" + ", ".join(["1"] * 10) + "]"
    text = f"draw: {{player: you, count: 1, x0: &a0 {anchors}"
    for level in range(1, 7):
        text += f", x{level}: &a{level} [" + ", ".join([f"*a{level - 1}"] * 10) + "]"
    stderr = error_of("replace", "--card", "Grizzly Bears", "--happens", text + "}")
    assert "once its aliases (*name) are expanded" in stderr


# -- ids, players, attachments, keys -------------------------------------------------------------
@pytest.mark.parametrize("text,fragment", [
    ("objects:\n  - {id: 'a:counters', card: Grizzly Bears}\n",
     "an object id 'a:counters' contains ':'"),
    ("objects:\n  - {id: 'a#0', card: Grizzly Bears}\n", "an object id 'a#0' contains '#'"),
    ("objects:\n" + BEARS + "effects:\n  - {id: 'bear:counters', targets: [bear], "
     "effects: [{set_power: 1}]}\n", "an effect id 'bear:counters' contains ':'"),
])
def test_ids_that_clash_with_effect_keys(tmp_path: Path, text: str, fragment: str) -> None:
    assert fragment in error_of("layers", write(tmp_path, text))


@pytest.mark.parametrize("effect,fragment", [
    ("{control: nobody}", "effects[0].control: no player 'nobody'; players: you, opponent"),
    ("{set_power: {life: zed}}", "set_power.life: no player 'zed'"),
])
def test_players_named_by_effects_exist(tmp_path: Path, effect: str, fragment: str) -> None:
    path = write(tmp_path, "objects:\n" + BEARS + f"effects:\n  - {{targets: [bear], "
                                                  f"effects: [{effect}]}}\n")
    assert fragment in error_of("layers", path)


def test_control_by_an_opponent_word_names_no_player(tmp_path: Path) -> None:
    path = write(tmp_path, "players: [p1, p2]\nobjects:\n  - {id: bear, card: Grizzly Bears}\n"
                           "effects:\n  - {targets: [bear], effects: [{control: opponent}]}\n")
    assert "no player 'opponent'; players: p1, p2 (or 'you')" in error_of("layers", path)


def test_replacement_naming_a_player_that_does_not_exist(tmp_path: Path) -> None:
    path = write(tmp_path, "players: [p1, p2]\nobjects:\n  - {id: bear, card: Grizzly Bears}\n"
                           "events:\n  - {id: e, draw: {player: p1}}\n"
                           "replacements:\n  - {id: r, controller: p1, watch: {event: draw, "
                           "player: p3}, instead: {nothing: true}}\n")
    assert "watch.player: no player 'p3'" in error_of("replace", path)


@pytest.mark.parametrize("chain", [["a", "b"], ["a", "b", "c"]])
def test_auras_attached_in_a_cycle(tmp_path: Path, chain: list[str]) -> None:
    lines = ["objects:"]
    for index, oid in enumerate(chain):
        target = chain[(index + 1) % len(chain)]
        lines.append(f"  - {{id: {oid}, name: Aura {oid}, types: [enchantment], "
                     f"subtypes: [Aura], attached_to: {target}}}")
    stderr = error_of("layers", write(tmp_path, "\n".join(lines) + "\n"))
    assert "attachments form a cycle: " + " -> ".join(chain + [chain[0]]) in stderr


@pytest.mark.parametrize("text,fragment", [
    ("objects:\n  - {id: bear, card: Grizzly Bears, counters: {1: 2}}\n",
     "objects[0].counters.1: expected a counter kind (a string), got a number: 1"),
    ("players: [{id: you, counters: {7: 1}}]\nobjects:\n  - {id: bear, card: Grizzly Bears}\n",
     "players[0].counters.7: expected a counter kind (a string), got a number"),
    ("objects:\n  - {id: bear, card: Grizzly Bears, choices: {true: red}}\n",
     "expected a choice name (a string), got a boolean: True"),
])
def test_keys_of_the_wrong_type(tmp_path: Path, text: str, fragment: str) -> None:
    assert fragment in error_of("layers", write(tmp_path, text))


# -- many cards ----------------------------------------------------------------------------------
def test_ten_thousand_card_options_are_read_in_linear_time() -> None:
    """Ids are numbered per name once, not by trying every earlier copy (quadratic)."""
    args = [arg for _ in range(10_000) for arg in ("--card", "Grizzly Bears")]
    result = invoke("layers", *args, "--object", "grizzly-bears-10000", "--json",
                    "--timeout", "30")
    check_cli_result(result)
    assert result.exit_code == EXIT_OK, result.output
    assert list(json.loads(result.stdout)["outcomes"][0]["objects"]) == ["grizzly-bears-10000"]


@pytest.mark.parametrize("args", [["layers", "--card", "Humility"], ["deps", "--card", "Humility"],
                                  ["replace", "--card", "Humility"], ["subgame", "x.yaml"],
                                  ["verify"], ["cards"]])
def test_an_empty_ruleset_is_refused(args: list[str]) -> None:
    """--ruleset "" would otherwise silently mean the default ruleset."""
    result = invoke(*args, "--ruleset", "")
    check_cli_result(result)
    assert result.exit_code == EXIT_INPUT and ONE_LINE_ERROR.match(result.stderr)
    assert "expected a ruleset id such as cr-2026, got an empty string" in result.stderr
