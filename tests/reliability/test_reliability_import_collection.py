"""The command line imports its command with the cyclic garbage collector paused and then
frozen (``mtglogic.cli.starting.imports_without_collection``, issue 22, item 2): in the
``mtglogic`` process the collector is on again when the command runs, and the objects the
imports made are out of its reach; a program that imports the command line (this test
runner) keeps its own collector untouched."""
from __future__ import annotations

import gc
import subprocess
import sys

from click.testing import CliRunner
from reliability_support import ROOT

from mtglogic.cli import main
from mtglogic.cli.starting import is_the_program

# Run the command as ``python -m mtglogic`` runs it, and report the collector at exit.
REPORT = """
import atexit, gc, runpy, sys
atexit.register(lambda: print(gc.isenabled(), gc.get_freeze_count(), file=sys.stderr))
sys.argv = ["mtglogic", "layers", "--card", "Grizzly Bears"]
runpy.run_module("mtglogic", run_name="__main__")
"""


def test_the_command_runs_with_the_collector_on_and_its_imports_frozen() -> None:
    done = subprocess.run([sys.executable, "-c", REPORT], capture_output=True, text=True,
                          timeout=120, check=False, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    enabled, frozen = done.stderr.split()[-2:]
    # thousands of objects: the modules, classes and functions of the command's imports
    assert enabled == "True" and int(frozen) > 10_000


def test_a_program_that_imports_the_command_line_keeps_its_collector() -> None:
    before = gc.get_freeze_count()
    result = CliRunner().invoke(main, ["layers", "--card", "Grizzly Bears"])
    assert result.exit_code == 0, result.output
    assert gc.isenabled() and gc.get_freeze_count() == before


def test_only_mtglogic_is_the_program(monkeypatch) -> None:
    # its script, or its package's __main__.py (python -m mtglogic); not python -m pytest
    for argv, expected in ((["/usr/bin/mtglogic"], True),
                           (["/site-packages/mtglogic/__main__.py"], True),
                           (["/site-packages/pytest/__main__.py"], False),
                           (["/usr/bin/pytest"], False), ([], False)):
        monkeypatch.setattr(sys, "argv", argv)
        assert is_the_program() is expected, argv
