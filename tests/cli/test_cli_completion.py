"""Shell completion (issue 12, item 5), checked through a real bash: the script click
prints is sourced, the shell's completion variables are set as bash sets them when TAB is
pressed, and each reply is read back by bash as a word (``eval``), which must give the
card name, ruleset, ruling name or object id exactly, spaces and apostrophes included."""
from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from mtglogic.cli.completion import shell_escape

BASH = shutil.which("bash")
MTGLOGIC = shutil.which("mtglogic")
pytestmark = pytest.mark.skipif(BASH is None or MTGLOGIC is None,
                                reason="needs bash and the installed mtglogic command")

# Source the completion script, set the words as typed, press TAB, then read each reply
# back the way bash reads a command-line word.
SCRIPT = """
eval "$(_MTGLOGIC_COMPLETE=bash_source "$MTGLOGIC")"
COMP_WORDS=(mtglogic "$@")
COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
_mtglogic_completion "$MTGLOGIC"
for reply in "${COMPREPLY[@]}"; do eval "set -- $reply"; printf '%s\\n' "$1"; done
"""


def tab(typed: str, tmp_path: Path) -> list[str]:
    """What bash offers after ``mtglogic TYPED``, the last word being completed. Bash
    keeps each word of COMP_WORDS as typed, backslashes and quotes included, so the words
    are split here on unescaped spaces only (an empty last word is written '')."""
    words = ["" if w == "''" else w for w in re.split(r"(?<!\\) ", typed)]
    env = {k: v for k, v in os.environ.items() if k != "MTGLOGIC_CARDS"}
    env["MTGLOGIC"] = MTGLOGIC
    done = subprocess.run([BASH, "--norc", "--noprofile", "-c", SCRIPT, "bash", *words], env=env,
                          cwd=tmp_path, capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 0 and done.stderr == "", done.stderr
    return done.stdout.splitlines()


def test_card_names_with_an_apostrophe_and_spaces(tmp_path: Path) -> None:
    # Typed as a user would: Urza\'s\ Ar (backslashes keep the word whole).
    assert tab(r"layers --card Urza\'s\ Ar", tmp_path) == ["Urza's Armor"]


def test_card_names_with_a_comma_and_spaces(tmp_path: Path) -> None:
    assert tab(r"replace --card Urborg,", tmp_path) == ["Urborg, Tomb of Yawgmoth"]


def test_every_name_the_card_option_accepts(tmp_path: Path) -> None:
    # The library's names first, then the built-in corpus's (Urborg Drake and the others
    # are corpus cards, named by --card as well).
    found = tab(r"replace --card Urborg", tmp_path)
    assert found[0] == "Urborg, Tomb of Yawgmoth" and "Urborg Drake" in found[1:]


def test_card_names_in_any_case(tmp_path: Path) -> None:
    # both library cards whose names begin with "Grizzly", whatever the case typed
    assert tab("layers --opponent-card grizzly", tmp_path) == ["Grizzly Bears", "Grizzly Ghoul"]


def test_rulesets(tmp_path: Path) -> None:
    assert tab("verify --ruleset cr-", tmp_path) == ["cr-2011", "cr-2026"]


def test_ruling_names(tmp_path: Path) -> None:
    assert tab("layers cr-2026/blood-moon", tmp_path) == [
        "cr-2026/blood-moon-urborg", "cr-2026/blood-moon-urborg-reversed"]


def test_object_ids_of_the_cards_given(tmp_path: Path) -> None:
    # Ids are the names in lower case with dashes (the quick query's rule).
    assert tab(r"layers --card Humility --card Grizzly\ Bears --object ''", tmp_path) == [
        "humility", "grizzly-bears"]
    assert tab(r"layers --card Grizzly\ Bears --counter gr", tmp_path) == ["grizzly-bears:"]


def test_object_ids_of_a_ruling_file(tmp_path: Path) -> None:
    # The Blood Moon / Urborg ruling's board holds moon, urborg and forest.
    assert sorted(tab("layers cr-2026/blood-moon-urborg --object ''", tmp_path)) == [
        "forest", "moon", "urborg"]


def test_event_ids(tmp_path: Path) -> None:
    assert tab("replace cr-2026/hardened-scales-doubling-season --event ''", tmp_path) == [
        "counter"]


def test_user_card_folders_are_completed_too(tmp_path: Path) -> None:
    cards = tmp_path / "my-cards"
    cards.mkdir()
    (cards / "x.yaml").write_text("name: Zyx's Odd Beast\ntypes: [Creature]\n"
                                  "power: 1\ntoughness: 1\n")
    assert tab(f"layers --cards {cards} --card zyx", tmp_path) == ["Zyx's Odd Beast"]


def test_nothing_offered_is_quiet(tmp_path: Path) -> None:
    assert tab("layers --card Qqqq", tmp_path) == []
    assert tab("layers nofile.yaml --object ''", tmp_path) == []


@pytest.mark.parametrize("word", ["Urza's Armor", 'a "b" c', "$HOME `x` !y", "tab\there"])
def test_escaping_round_trips_through_bash(word: str) -> None:
    done = subprocess.run([BASH, "--norc", "-c", 'eval "set -- $REPLY_WORD"; printf %s "$1"'],
                          env={**os.environ, "REPLY_WORD": shell_escape(word)},
                          capture_output=True, text=True, check=False)
    assert done.stdout == word


def test_the_cards_query_and_its_ruleset(tmp_path: Path) -> None:
    # `mtglogic cards QUERY` is the cards group's default listing: its QUERY is a card name.
    # (Urza's Armor and Urza's Saga, library cards, both begin so, then the corpus's
    # Urza's Avenger and others: the query names one.)
    assert tab(r"cards Urza\'s\ Ar", tmp_path) == ["Urza's Armor"]
    found = tab(r"cards Urza\'s", tmp_path)
    assert found[:2] == ["Urza's Armor", "Urza's Saga"] and "Urza's Avenger" in found
    assert tab("cards --ruleset cr-2011", tmp_path) == ["cr-2011"]


def test_rule_numbers_the_rulings_name(tmp_path: Path) -> None:
    # The cr-2026 single-draw rulings name 121.2 and 121.2a (issue 18, item 6).
    assert tab("rulings --ruleset cr-2026 --rule 121.2", tmp_path) == ["121.2", "121.2a"]
