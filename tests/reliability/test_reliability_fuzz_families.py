"""A seeded, bounded fuzzing test per family of input (issue 25, item 9): scenario YAML
and card YAML through the commands that read them, Oracle text into `cards draft`, the
command line's options, and plain Python values into the API. Each asserts the promise of
docs/reliability.md: exit 0, 1, 2 or 3; an error is one `mtglogic: error:` line and never a
traceback; a command that fails leaves what was at its output path as it was (and a draft
that succeeds is a card file the loader reads).

``derandomize=True`` runs the same examples every time; ``max_examples`` is small and each
run carries a short ``--timeout``, so the file runs in seconds. To hunt for new bugs
locally, raise ``max_examples`` and drop ``derandomize``."""
from __future__ import annotations

import copy
import math
from pathlib import Path
from typing import Any

from click.testing import CliRunner
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from reliability_support import (
    JUNK,
    dump,
    invoke,
    mutated,
    ruling_files,
    seed_cards,
    seed_scenarios,
    warm_up,
)

from mtglogic import api
from mtglogic.budget import Budget
from mtglogic.cli import main
from mtglogic.errors import MtglogicError
from mtglogic.loading.cards import parse_card
from mtglogic.loading.yamlio import load_yaml

warm_up()

# No per-example deadline: each run carries its own --timeout, and a loaded machine (the
# whole suite on two cores) can make a bounded run slower than any fixed deadline.
FAMILY = settings(max_examples=25, deadline=None, derandomize=True,
                  suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                         HealthCheck.filter_too_much,
                                         HealthCheck.function_scoped_fixture])
KEPT = "kept, not to be written over"
NOTICES = ("mtglogic: warning: ", "mtglogic: note: ")  # lines a command may print first
LIMITS = ("--timeout", "5", "--max-states", "20000")
LAYER_SCENARIOS = seed_scenarios("layers")
CARDS = [c for c in seed_cards() if isinstance(c, dict) and "name" in c][:40]


def output_file(folder: Path, name: str) -> Path:
    path = folder / name
    path.write_text(KEPT, encoding="utf-8")
    return path


def assert_promise(result: Any, output: Path | None = None) -> None:
    """The documented ending: exit 0-3, no traceback, and an error is one `mtglogic:
    error:` line, after the documented warnings and notes (card files left out) if any,
    or verify's own report of its rulings. A command that failed with its error line and
    printed nothing has left its output path as it was."""
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise AssertionError(f"uncaught {type(result.exception).__name__}: "
                             f"{result.exception}") from result.exception
    assert result.exit_code in (0, 1, 2, 3), (result.exit_code, result.output)
    assert "Traceback" not in result.output and "Traceback" not in result.stderr
    errors = [line for line in result.stderr.splitlines() if not line.startswith(NOTICES)]
    if result.exit_code in (2, 3) and errors:
        assert len(errors) == 1 and errors[0].startswith("mtglogic: error: "), result.stderr
    elif result.exit_code in (2, 3):
        assert result.stdout, "exit 2 or 3 with no error line and no report"
    if output is not None and errors and not result.stdout:
        assert output.read_text(encoding="utf-8") == KEPT, result.stderr


# -- scenario YAML ---------------------------------------------------------------------------
@FAMILY
@given(scenario=mutated(LAYER_SCENARIOS), command=st.sampled_from(["report", "verify"]))
def test_scenario_yaml_family(tmp_path_factory: Any, scenario: Any, command: str) -> None:
    folder = tmp_path_factory.mktemp("scenario")
    path = folder / "scenario.yaml"
    if command == "verify":  # a ruling around the scenario
        path.write_text(dump({"name": "fuzz", "kind": "layers", "rules": ["613.1"],
                              "scenario": scenario, "expect": {"objects": {}}}),
                        encoding="utf-8")
        output = output_file(folder, "junit.xml")
        result = invoke("verify", str(path), "--junit-xml", str(output), *LIMITS)
    else:
        path.write_text(dump(scenario), encoding="utf-8")
        output = output_file(folder, "report.html")
        result = invoke("report", str(path), "--output", str(output), *LIMITS)
    assert_promise(result, output)


# -- card YAML -------------------------------------------------------------------------------
@FAMILY
@given(card=mutated(CARDS))
def test_card_yaml_family(tmp_path_factory: Any, card: Any) -> None:
    folder = tmp_path_factory.mktemp("cards")
    (folder / "card.yaml").write_text(dump(card), encoding="utf-8")
    assert_promise(invoke("cards", "--check", "--cards", str(folder)))
    name = card.get("name") if isinstance(card, dict) else None
    if isinstance(name, str) and name.strip():
        assert_promise(invoke("layers", "--cards", str(folder), "--card", name, *LIMITS))


# -- Oracle text into the drafter ------------------------------------------------------------
SENTENCES = ["Flying", "Creatures you control get +1/+1.", "Enchant creature",
             "Enchanted creature gets +2/+2 and has trample.", "{T}: Add {G}.",
             "If a source would deal damage to you, prevent 1 of that damage.",
             "This creature enters tapped.", "Landfall \u2014 Whenever a land you control "
             "enters, you gain 1 life.", "Protection from red and from blue",
             "As long as you control a Forest, this creature gets +1/+1. (Reminder.)"]
PIECES = st.one_of(
    st.sampled_from(SENTENCES),
    st.sampled_from([" " * 3000, "(" * 500, ")" * 500, '"' * 300, "\u2014 " * 200,
                     "{" * 400, ": " * 300, ". " * 400, "\n" * 50, "\t", "\x00", "\x07",
                     "\ufeff", "\u202e", "\ud800", "\\n", "~", "q0"]),
    st.text(max_size=40),
)


@st.composite
def oracle_bytes(draw: Any) -> bytes:
    """Oracle text from known sentences and junk, sometimes cut or not UTF-8 at all."""
    text = " ".join(draw(st.lists(PIECES, min_size=1, max_size=6)))
    data = text.encode("utf-8", "surrogatepass")
    kind = draw(st.sampled_from(["text", "text", "cut", "latin-1", "binary"]))
    if kind == "cut":
        data = data[:draw(st.integers(0, len(data)))]
    elif kind == "latin-1":
        data = text.encode("latin-1", "replace")
    elif kind == "binary":
        data = draw(st.binary(max_size=200))
    return data


OPTION_VALUES = {"--type-line": ["Enchantment", "Creature \u2014 Elf", "Instant", "Wizardry",
                                 "Creature " + " " * 300 + "- Elf", ""],
                 "--pt": ["2/2", "*/1", "1/1/1", "9" * 60 + "/1", "x"],
                 "--mana-cost": ["{1}{G}", "{", "{" * 300, "3"],
                 "--name": ["Grizzly Bears", "", "A" * 300, "Bell\x07"]}


@FAMILY
@given(data=oracle_bytes(), options=st.dictionaries(st.sampled_from(sorted(OPTION_VALUES)),
                                                     st.integers(0, 5), max_size=4))
def test_oracle_text_family(tmp_path_factory: Any, data: bytes, options: dict[str, int]) -> None:
    output = output_file(tmp_path_factory.mktemp("draft"), "card.yaml")
    args = [a for key, index in sorted(options.items())
            for a in (key, OPTION_VALUES[key][index % len(OPTION_VALUES[key])])]
    result = invoke_with_input(["cards", "draft", *args, "--output", str(output),
                                "--timeout", "5"], data)
    assert_promise(result)
    assert result.exit_code in (0, 2, 3) and result.stdout == ""
    if result.exit_code == 0:
        parse_card(load_yaml(output))  # the loader reads what was written
    else:
        assert output.read_text(encoding="utf-8") == KEPT


def invoke_with_input(args: list[str], data: bytes) -> Any:
    return CliRunner().invoke(main, args, input=data, catch_exceptions=True)


# -- command-line options --------------------------------------------------------------------
RULINGS = [str(p) for p in ruling_files("layers")[:3] + ruling_files("replacement")[:2]]
VALUES = st.sampled_from(["", "x", "0", "-1", "1", "2", "0.01", "nan", "inf", "1e999",
                          "9" * 50, "cr-2011", "cr-1999", "../cr-2026", "Grizzly Bears",
                          "bear:+1/+1:2", "bear", "a:b:c", "json", "dot", "svgg", "\u202e",
                          "/dev/zero", "/nonexistent/x", "OUT", "{", "players: [a]", "\udcff"])
COMMANDS = {"layers": RULINGS, "deps": RULINGS, "replace": RULINGS, "verify": RULINGS,
            "report": RULINGS, "subgame": [], "rulings": [], "schema": [], "cards": []}


@st.composite
def command_lines(draw: Any) -> list[str]:
    """A command, maybe a ruling, then options of that command (and some it lacks) with
    values from a pool of good and hostile ones (``OUT``: the example's output file)."""
    command = draw(st.sampled_from(sorted(COMMANDS)))
    options = sorted(o for p in main.get_command(None, command).params  # type: ignore[union-attr]
                     for o in p.opts if o.startswith("--") and o not in ("--max-memory",
                                                                          "--timeout",
                                                                          "--max-states"))
    args = [command]
    if COMMANDS[command] and draw(st.booleans()):
        args.append(draw(st.sampled_from(COMMANDS[command])))
    for _ in range(draw(st.integers(0, 4))):
        option = draw(st.sampled_from(options + ["--bogus", "-x"]))
        args += [option] + ([draw(VALUES)] if draw(st.booleans()) else [])
    return args


@FAMILY
@given(args=command_lines())
def test_command_line_options_family(tmp_path_factory: Any, args: list[str]) -> None:
    output = output_file(tmp_path_factory.mktemp("options"), "out.txt")
    args = [str(output) if a == "OUT" else a for a in args]
    limits = [] if args[0] in ("rulings", "schema", "cards") else list(LIMITS)
    result = invoke(args[0], *limits, *args[1:])
    assert_promise(result, output)


# -- Python values into the API --------------------------------------------------------------
# 10**5000 is built when drawn: hypothesis 6.80 (the lowest declared) writes the elements
# of sampled_from as text, past Python's 4,300-digit limit for int to str.
PYTHON_ONLY = st.one_of(JUNK, st.builds(lambda: 10**5000), st.sampled_from([
    -(10**45), math.nan, math.inf, b"bytes", (1, 2), frozenset({1}), {1, 2},
    object(), "\ud800", "a\0b", {"x": {"x": {"x": {}}}}, [[[[[]]]]], {1: "a"}, {None: 1}]))


def deep(depth: int) -> Any:
    inner: Any = {}
    for _ in range(depth):
        inner = {"x": inner}
    return inner


@st.composite
def api_boards(draw: Any) -> Any:
    """A real scenario as a dict, with a value replaced by one no file could hold."""
    board = copy.deepcopy(draw(mutated(LAYER_SCENARIOS, max_mutations=2)))
    if isinstance(board, dict) and board and draw(st.booleans()):
        key = draw(st.sampled_from(sorted(board, key=str)))
        board[key] = draw(st.one_of(PYTHON_ONLY, st.integers(100, 3000).map(deep)))
    return board


@FAMILY
@given(board=api_boards())
def test_python_api_dicts_family(board: Any) -> None:
    """A dict is checked as a file is: the only failure is an MtglogicError."""
    try:
        scenario = api.load_scenario(board)
        api.compute_layers(scenario, Budget(max_outcomes=50, max_states=20_000, timeout=5.0))
    except MtglogicError:
        pass
