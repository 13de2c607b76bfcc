"""Bash completion inside a quote the user opened (issue 25, conventions): bash inserts the
reply within the quote and closes it, so a reply escaped for an unquoted word would keep its
backslashes ("Grizzly\\ Bears" names no card). Run through the real protocol: bash sources
the completion script, sets COMP_WORDS/COMP_CWORD as typed (quotes and backslashes kept),
calls the function, which passes them to click in the environment; each reply is then read
back as bash reads the finished word: the opened quote, the reply, the closing quote."""
from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from mtglogic.cli.bash_completion import open_quote, quoted_reply
from mtglogic.loading.card_sources import CorpusIndex
from mtglogic.loading.cards import builtin_library

TOOLS = {"bash": shutil.which("bash"), "mtglogic": shutil.which("mtglogic")}
pytestmark = pytest.mark.skipif(None in TOOLS.values(), reason="needs bash and mtglogic")

# The typed words, the last one being completed, as bash keeps them (quote opened
# included); the reply read back as bash reads the word it completes, quote closed.
SCRIPT = """
eval "$(_MTGLOGIC_COMPLETE=bash_source "$MTGLOGIC")"
quote=$1; shift
COMP_WORDS=(mtglogic "$@"); COMP_CWORD=$(( $# ))
_mtglogic_completion "$MTGLOGIC"
for reply in "${COMPREPLY[@]}"; do eval "set -- $quote$reply$quote"; printf '%s\\n' "$1"; done
"""


def tab(quote: str, *words: str, tmp_path: Path) -> list[str]:
    env = {k: v for k, v in os.environ.items() if k != "MTGLOGIC_CARDS"}
    env["MTGLOGIC"] = str(TOOLS["mtglogic"])
    done = subprocess.run([str(TOOLS["bash"]), "--norc", "--noprofile", "-c", SCRIPT, "bash", quote,
                           *words], env=env, cwd=tmp_path, capture_output=True, text=True,
                          timeout=60, check=False)
    assert done.returncode == 0 and done.stderr == "", done.stderr
    return done.stdout.splitlines()


def names_starting(prefix: str) -> list[str]:
    """Every name --card accepts that begins so: the library's and the built-in corpus's."""
    names = {*builtin_library().names(), *CorpusIndex().names()}
    return sorted(n for n in names if n.casefold().startswith(prefix.casefold()))


def test_an_open_double_quote_gets_names_without_backslashes(tmp_path: Path) -> None:
    found = tab('"', "layers", "--card", '"Grizzly B', tmp_path=tmp_path)
    assert found == names_starting("Grizzly B") and "Grizzly Bears" in found


def test_an_open_single_quote_gets_the_apostrophe_closed_and_reopened(tmp_path: Path) -> None:
    found = tab("'", "layers", "--card", "'Urza", tmp_path=tmp_path)
    assert sorted(found) == names_starting("Urza") and "Urza's Armor" in found


@pytest.mark.parametrize("typed, quote", [("Urza\\'s\\ ", ""), ('"Urza\'s ', '"')])
def test_after_the_apostrophe_and_space_a_tab_lists_the_cards(tmp_path: Path, typed: str,
                                                              quote: str) -> None:
    found = tab(quote, "layers", "--card", typed, tmp_path=tmp_path)
    assert sorted(found) == names_starting("Urza's ") and len(found) >= 2


def test_the_quote_left_open_is_found() -> None:
    assert open_quote('mtglogic\nlayers\n--card\n"Grizzly B') == '"'
    assert open_quote("mtglogic layers --card 'Urza") == "'"
    assert open_quote("mtglogic layers --card Urza\\'s\\ ") == ""
    assert open_quote('mtglogic layers --card "Grizzly Bears" ') == ""


def test_replies_inside_quotes_escape_only_what_stays_special() -> None:
    assert quoted_reply("Grizzly Bears", '"') == "Grizzly Bears"
    assert quoted_reply('say "$x"', '"') == 'say \\"\\$x\\"'
    assert quoted_reply("Urza's Armor", "'") == "Urza'\\''s Armor"
    assert quoted_reply("Urza's Armor", "") == "Urza\\'s\\ Armor"
