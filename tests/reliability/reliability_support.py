"""Helpers of the reliability tests: seed documents, mutation strategies, and the check that
a failure is one of the documented ones (an ``MtglogicError``, or exit 2/3 with one line)."""
from __future__ import annotations

import contextlib
import copy
import json
import os
import re
import shutil
from pathlib import Path
from typing import Any

import pytest
import yaml
from click.testing import CliRunner, Result
from hypothesis import strategies as st

from mtglogic.cli import main
from mtglogic.cli.main import COMMANDS
from mtglogic.loading.paths import data_root
from mtglogic.node import MAX_INT, to_plain

ROOT = data_root()
# Graphviz is the real consumer of the DOT output; CI installs it and sets
# MTGLOGIC_REQUIRE_GRAPHVIZ, so there a missing ``dot`` fails these tests instead of skipping them.
needs_graphviz = pytest.mark.skipif(
    shutil.which("dot") is None and not os.environ.get("MTGLOGIC_REQUIRE_GRAPHVIZ"),
    reason="Graphviz (dot) is not installed")
ONE_LINE_ERROR = re.compile(r"^mtglogic: error: [^\n]+\n$")


def command_exists(name: str) -> bool:
    """Whether ``mtglogic NAME`` is built yet (engines land at different times)."""
    return main.get_command(None, name) is not None  # type: ignore[arg-type]


def ruling_files(kind: str) -> list[Path]:
    return sorted((ROOT / "cr-2026" / "rulings" / kind).glob("*.yaml")) + \
        sorted((ROOT / "cr-2011" / "rulings" / kind).glob("*.yaml"))


def seed_scenarios(kind: str) -> list[Any]:
    """The ``scenario`` sections of the built-in rulings of one kind, as plain data."""
    found = []
    for path in ruling_files(kind):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        if isinstance(data, dict) and isinstance(data.get("scenario"), dict):
            found.append(data["scenario"])
    return found


def seed_cards() -> list[Any]:
    return [yaml.safe_load(p.read_text(encoding="utf-8"))
            for p in sorted((ROOT / "cards").glob("*.yaml"))]


def seed_texts() -> list[str]:
    """Whole ruling files, card files and ruleset files, as text."""
    paths = ruling_files("layers") + ruling_files("replacement") + ruling_files("subgame")
    paths += sorted((ROOT / "cards").glob("*.yaml"))[:20]
    paths += sorted(ROOT.glob("*/ruleset.yaml"))
    return [p.read_text(encoding="utf-8") for p in paths]


# -- junk values --------------------------------------------------------------------------
SCALARS = st.one_of(
    st.none(), st.booleans(),
    st.integers(-10, 10),
    st.sampled_from([-1, 0, 2**31, 2**63, MAX_INT, MAX_INT + 1, -MAX_INT - 1, 10**100]),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=12),
    st.sampled_from(["", "*", "you", "p1", "A", "bear", "Humility", "Grizzly Bears", "7b",
                     "battlefield", "copy", "{2}{W}", "{", "1e9", "cr-1999", "+1/+1",
                     "\x00", "\u202e", "../../etc/passwd"]),
)
JUNK = st.recursive(SCALARS, lambda inner: st.one_of(
    st.lists(inner, max_size=3),
    st.dictionaries(st.one_of(st.text(max_size=8),
                              st.sampled_from(["id", "card", "name", "effects", "count"])),
                    inner, max_size=3)), max_leaves=8)


def _paths(value: Any, prefix: tuple = ()) -> list[tuple]:
    out = [prefix]
    if isinstance(value, dict):
        for key, sub in value.items():
            out.extend(_paths(sub, prefix + (key,)))
    elif isinstance(value, list):
        for i, sub in enumerate(value):
            out.extend(_paths(sub, prefix + (i,)))
    return out


def _replace(value: Any, path: tuple, new: Any) -> Any:
    if not path:
        return new
    value[path[0]] = _replace(value[path[0]], path[1:], new)
    return value


def _delete(value: Any, path: tuple) -> Any:
    if not path:
        return value
    if len(path) == 1:
        del value[path[0]]
        return value
    _delete(value[path[0]], path[1:])
    return value


@st.composite
def mutated(draw, seeds: list[Any], max_mutations: int = 3) -> Any:
    """A seed document with a few values replaced by junk, keys deleted, or keys added."""
    value = copy.deepcopy(draw(st.sampled_from(seeds)))
    for _ in range(draw(st.integers(1, max_mutations))):
        paths = _paths(value)
        path = draw(st.sampled_from(paths))
        action = draw(st.sampled_from(["replace", "replace", "delete", "add", "duplicate"]))
        if action == "replace" or not path:
            value = _replace(value, path, draw(JUNK))
        elif action == "delete":
            value = _delete(value, path)
        else:
            parent = value
            for key in path[:-1]:
                parent = parent[key]
            if isinstance(parent, dict):
                key = path[-1] if action == "duplicate" else draw(st.text(max_size=6))
                parent[key if action == "add" else f"{key}"] = draw(JUNK)
            elif isinstance(parent, list):
                parent.append(copy.deepcopy(parent[path[-1]]) if action == "duplicate"
                              else draw(JUNK))
    return value


def dump(value: Any) -> str:
    """YAML text of a plain value (floats like nan/inf included)."""
    return yaml.safe_dump(to_plain(value), allow_unicode=True, sort_keys=False)


@st.composite
def broken_texts(draw, seeds: list[str]) -> str:
    """Malformed text: truncated documents, junk spliced in, tags, binary, deep nesting."""
    kind = draw(st.sampled_from(["truncate", "splice", "tag", "binary", "deep", "dupkey",
                                 "anchors", "json", "text"]))
    seed = draw(st.sampled_from(seeds))
    if kind == "truncate":
        return seed[:draw(st.integers(0, len(seed)))]
    if kind == "splice":
        at = draw(st.integers(0, len(seed)))
        junk = draw(st.sampled_from(["\t", ":", "- ", "{", "[", "]", "}", "&a", "*a", "!!",
                                     "? ", "|", ">", "%YAML 1.1\n", "---\n", "...\n", "'", '"',
                                     "\n  ", "\x00", "\ufeff", "#", "@", "`"]))
        return seed[:at] + junk + seed[at:]
    if kind == "tag":
        tag = draw(st.sampled_from([
            "!!python/object:os.system", "!!python/object/apply:os.system ['true']",
            "!!python/name:os.system", "!!binary aGVsbG8=", "!!set {a, b}", "!!timestamp 2001-01-01",
            "!!float .inf", "!!int 0x1F", "!custom", "!!omap [a: 1]", "!!python/tuple [1, 2]",
            "!!str", "!!null ''", "!!bool yes"]))
        key = draw(st.sampled_from(["players", "objects", "name", "id", "effects", "steps"]))
        return f"{key}: {tag}\n" + seed
    if kind == "binary":
        return draw(st.binary(max_size=200)).decode("latin-1")
    if kind == "deep":
        depth = draw(st.integers(50, 5000))
        opener = draw(st.sampled_from(["[", "{a: ", "- "]))
        if opener == "- ":
            return "".join("  " * i + "-\n" for i in range(min(depth, 400)))
        closer = {"[": "]", "{a: ": "}"}[opener]
        return "objects: " + opener * depth + "1" + closer * depth + "\n"
    if kind == "dupkey":
        return "players: [a]\nplayers: [b]\n" + seed
    if kind == "anchors":  # billion laughs
        lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x]"]
        for i in range(1, 10):
            lines.append(f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 9) + "]")
        return "\n".join(lines) + "\nobjects: *a9\n"
    if kind == "json":
        return draw(st.sampled_from(['{"players": [', '{"objects": [{"id": 1e999}]}',
                                     '{"players": ["a"], "objects": [{"id": "x", "card": null}]}',
                                     '[1, 2', '{"a": NaN}', '"just a string"', '12345',
                                     '{"players": ["a","a"]}', '{"objects": {"id": "x"}}']))
    return draw(st.text(max_size=300))


def _verify_reported(stdout: str, code: int) -> bool:
    """Whether ``mtglogic verify`` reported the invalid (2) or limit (3) rulings itself."""
    if stdout.startswith("{"):
        data = json.loads(stdout)
        return data["invalid" if code == 2 else "limit"] > 0
    last = stdout.rstrip().rsplit("\n", 1)[-1]
    return (" invalid" if code == 2 else " stopped at a limit") in last


def check_cli_result(result: Result) -> None:
    """A CLI run ends with 0/1, or 2/3 and exactly one `mtglogic: error:` line (or verify's
    own report of the rulings); never a traceback (CliRunner records an uncaught exception
    in ``result.exception``)."""
    if result.exception is not None and not isinstance(result.exception, SystemExit):
        raise AssertionError(f"uncaught {type(result.exception).__name__}: "
                             f"{result.exception}") from result.exception
    assert result.exit_code in (0, 1, 2, 3), (result.exit_code, result.output)
    assert "Traceback" not in result.output and "Traceback" not in result.stderr
    if result.exit_code in (2, 3) and result.stderr:
        # Every error, click's own usage errors included, is one `mtglogic: error:` line.
        assert ONE_LINE_ERROR.match(result.stderr), result.stderr
    elif result.exit_code in (2, 3):
        # verify lists an invalid ruling (exit 2) or one stopped by a limit (exit 3)
        assert _verify_reported(result.stdout, result.exit_code), result.output


def warm_up() -> None:
    """Load the card library once, so the first example is not slower than the others."""
    from mtglogic.errors import MtglogicError
    from mtglogic.loading.cards import card_library

    with contextlib.suppress(MtglogicError):
        card_library()


def invoke(*args: str) -> Result:
    return CliRunner().invoke(main, list(args), catch_exceptions=True)


__all__ = ["COMMANDS", "JUNK", "broken_texts", "check_cli_result", "command_exists", "dump",
           "invoke", "mutated", "warm_up", "ruling_files", "seed_cards", "seed_scenarios", "seed_texts"]
