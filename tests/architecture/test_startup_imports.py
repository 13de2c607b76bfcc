"""What a command imports before it answers (issue: a fast start).

A command loads only what it uses: ``--version`` and ``--help`` no engine, no card
library and no graph or parser library; ``import mtglogic`` alone no engine either (the
API's names load on first use). Read from ``sys.modules`` at the exit of a fresh
process, so nothing the test suite imported counts.
"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from mtglogic.cli.main import COMMANDS

HEAVY = ("mtglogic.api", "mtglogic.engines", "mtglogic.layers", "mtglogic.replacement",
         "mtglogic.subgame", "mtglogic.loading", "mtglogic.vocabulary", "mtglogic.drafting",
         "networkx", "lark", "constraint", "yaml", "jsonschema")
RECORD = """
import atexit, runpy, sys
LOG = sys.argv[1]
def record():
    with open(LOG, "w", encoding="utf-8") as out:
        out.write("\\n".join(sorted(sys.modules)))
atexit.register(record)
if sys.argv[2] == "-m":
    sys.argv = ["mtglogic", *sys.argv[3:]]
    runpy.run_module("mtglogic", run_name="__main__")
else:
    exec(sys.argv[3])
"""


def imported_by(tmp_path: Path, *how: str) -> set[str]:
    """The modules in a fresh interpreter when it exits, after HOW: ``-m`` and the
    command's arguments, or ``-c`` and code."""
    log = tmp_path / "modules.txt"
    run = subprocess.run([sys.executable, "-c", RECORD, str(log), *how], capture_output=True,
                         text=True, timeout=120, check=False)
    assert run.returncode == 0, run.stderr[-2000:]
    return set(log.read_text(encoding="utf-8").split())


def heavy(modules: set[str]) -> list[str]:
    return sorted(m for m in modules if any(m == h or m.startswith(h + ".") for h in HEAVY))


@pytest.mark.parametrize("argument", ["--version", "--help"])
def test_version_and_help_import_no_engine(tmp_path: Path, argument: str) -> None:
    modules = imported_by(tmp_path, "-m", argument)
    assert "mtglogic.cli.main" in modules  # the log is read: the command itself is there
    assert heavy(modules) == []


def test_the_package_face_loads_the_api_on_first_use(tmp_path: Path) -> None:
    assert heavy(imported_by(tmp_path, "-c", "import mtglogic")) == []
    modules = imported_by(tmp_path, "-c", "import mtglogic; mtglogic.compute_layers")
    assert "mtglogic.api" in modules and "mtglogic.layers.compute" in modules


def test_a_layers_question_loads_the_layer_engine_alone(tmp_path: Path) -> None:
    # Grizzly Bears alone: no effect, so no dependency graph is ever built (no networkx);
    # nor is any replacement event asked about (no solver), any subgame played or any
    # Oracle text drafted (no parser).
    modules = imported_by(tmp_path, "-m", "layers", "--card", "Grizzly Bears")
    assert "mtglogic.layers.compute" in modules
    unused = ("networkx", "constraint", "lark", "mtglogic.replacement.analysis",
              "mtglogic.subgame.runner", "mtglogic.drafting")
    assert [m for m in unused if m in modules] == []


def test_a_replacement_question_loads_its_engine(tmp_path: Path) -> None:
    modules = imported_by(tmp_path, "-m", "replace", "cr-2026/hardened-scales-doubling-season")
    assert "mtglogic.replacement.analysis" in modules and "constraint" in modules
    assert "mtglogic.subgame.runner" not in modules


def test_listing_the_rulings_loads_no_engine_nor_card(tmp_path: Path) -> None:
    # `mtglogic rulings` reads the ruling files' frames, or the rows kept of them (issue 36:
    # at most 1.5x the bare import): no engine, no word of the vocabulary (a ruling's schema
    # fragments are in its package, whose import loads every word), no card library, no
    # API, no drafter; nor does a --rule or a query.
    unused = ("mtglogic.api", "mtglogic.engines", "mtglogic.layers", "mtglogic.replacement",
              "mtglogic.subgame", "mtglogic.triggers", "mtglogic.vocabulary",
              "mtglogic.drafting", "mtglogic.library", "mtglogic.loading.cards",
              "mtglogic.loading.rulesets", "networkx", "lark", "constraint", "jsonschema")
    for arguments in (["rulings"], ["rulings", "--rule", "613", "moon"]):
        modules = imported_by(tmp_path, "-m", *arguments)
        assert "mtglogic.loading.ruling_rows" in modules
        assert [m for m in modules if any(m == u or m.startswith(u + ".") for u in unused)] \
            == []


@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_the_help_table_says_what_each_command_says(name: str) -> None:
    # `mtglogic --help` prints the table's sentence without importing the command: it must
    # be the first sentence of the command's own help, as click would print it.
    command = COMMANDS[name].load()
    assert command.name == name
    assert COMMANDS[name].short_help == command.get_short_help_str(limit=10_000)


def test_every_api_name_of_the_face_resolves() -> None:
    import mtglogic
    import mtglogic.api

    for name in mtglogic.__all__:
        assert getattr(mtglogic, name) is not None
    assert mtglogic.compute_layers is mtglogic.api.compute_layers
    assert set(dir(mtglogic)) >= set(mtglogic.__all__)
    with pytest.raises(AttributeError):
        mtglogic.no_such_name  # noqa: B018
