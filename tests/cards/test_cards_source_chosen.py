"""The card source is chosen where a command or an API call starts (issue 34 item 5): what a
name finds never depends on which modules were imported before.

Each order runs in a fresh interpreter. ``mtglogic.loading.cards.card_library()`` is the
library alone (the built-in cards; Anthem of Champions is a corpus card, so not found),
whether or not ``mtglogic.api`` was imported; the API's ``card_library()`` chooses the
Oracle sources (the installed file, the built-in corpus) and finds it, imported first or
last.
"""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LOADING = "import mtglogic.loading.cards as c; print(c.card_library().find('Anthem of Champions'))"
API = "import mtglogic.api as a; print(a.card_library().find('Anthem of Champions').name)"


def fresh(*lines: str) -> list[str]:
    result = subprocess.run([sys.executable, "-c", "\n".join(lines)], text=True,
                            capture_output=True, check=False, timeout=300,
                            env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert result.returncode == 0, result.stderr
    return result.stdout.split()


@pytest.mark.parametrize("order", ["loading first", "api first"])
def test_a_name_finds_the_same_card_in_any_import_order(order: str) -> None:
    lines = (LOADING, API) if order == "loading first" else (API, LOADING)
    found = fresh(*lines)
    expected = ["None", "Anthem", "of", "Champions"]
    assert (found if order == "loading first" else found[3:] + found[:3]) == expected


def test_a_scenario_loaded_through_the_api_reads_corpus_cards_without_set_up() -> None:
    # load_scenario chooses the sources as it starts: no import or call before it needed
    found = fresh("from mtglogic.api import load_scenario",
                  "s = load_scenario({'objects': [{'id': 'a', 'card': 'Anthem of Champions'}]})",
                  "print(s.game.objects['a'].name.replace(' ', '_'))")
    assert found == ["Anthem_of_Champions"]
