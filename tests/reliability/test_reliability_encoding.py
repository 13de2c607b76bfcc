"""An output stream whose encoding lacks a character (issue 25, item 12): the answer is
printed whole, the character in its plain form, never a traceback."""
from __future__ import annotations

import os
import subprocess
import sys

import pytest

from mtglogic.cli.encoding import ERRORS


def run(encoding: str, *args: str) -> subprocess.CompletedProcess[bytes]:
    env = {**os.environ, "PYTHONIOENCODING": encoding}
    return subprocess.run([sys.executable, "-m", "mtglogic", *args], capture_output=True,
                          env=env, timeout=300, check=False)


@pytest.mark.parametrize("args", [("layers", "--card", "Llanowar Elves"), ("cards",)])
def test_a_type_line_dash_in_latin_1(args: tuple[str, ...]) -> None:
    # Llanowar Elves' type line is "Creature — Elf Druid": latin-1 has no em dash.
    done = run("latin-1", *args)
    assert done.returncode == 0, done.stderr.decode("latin-1")[-500:]
    assert b"Traceback" not in done.stderr
    text = done.stdout.decode("latin-1")
    assert "Elf" in text and "\u2014" not in text


def test_plain_forms() -> None:
    # the dash and quotes as ASCII; an accented letter without its accent; else an escape
    assert "Creature \u2014 Elf \u2019\u00fb\u2603".encode("ascii", ERRORS) == \
        b"Creature - Elf 'u\\u2603"
    # what the encoding holds is left alone
    assert "Lim-D\u00fbl \u2014".encode("latin-1", ERRORS) == b"Lim-D\xfbl -"
