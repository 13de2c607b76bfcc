"""Bash completion whose replies bash reads back unchanged: each card name, ruling name or
object id escaped for the shell (``Urza\\'s\\ Armor``) and read with ``read -r``; zsh and fish
quote what they insert themselves. Inside a quote the user opened, bash inserts the reply
within it and closes it: after ``"`` only what double quotes keep special is escaped
(``"Grizzly Bears"``, no backslash before the space), after ``'`` an apostrophe ends the
quote and starts it again (``'Urza'\\''s Armor'``). Kept apart from the completions themselves
(``mtglogic.cli.completion``), which read the card library: the command group registers
this class before any command is imported.
"""
from __future__ import annotations

import os
import re
import shlex

from click.shell_completion import BashComplete, CompletionItem, split_arg_string

SHELL_SPECIAL = re.compile(r"""([\s'"\\$`!&|;()<>*?\[\]{}~#])""")
DOUBLE_QUOTED_SPECIAL = re.compile(r"""([\\"$`])""")  # what stays special inside "..."
QUOTES = ("'", '"')


def shell_escape(word: str) -> str:
    """A word as bash reads it back unchanged, with backslashes (``Urza\\'s\\ Armor``)."""
    return SHELL_SPECIAL.sub(r"\\\1", word)


def quoted_reply(word: str, quote: str) -> str:
    """A word as bash reads it back unchanged inside the quote the user opened (``"``,
    ``'``), or with backslashes when none is open (``""``)."""
    if quote == '"':
        return DOUBLE_QUOTED_SPECIAL.sub(r"\\\1", word)
    if quote == "'":
        return word.replace("'", "'\\''")
    return shell_escape(word)


def open_quote(words: str) -> str:
    """The quote left open at the end of the command line (``"`` or ``'``), "" if none:
    the word being completed then starts inside it."""
    lex = shlex.shlex(words, posix=True)
    lex.whitespace_split = True
    lex.commenters = ""
    try:
        for _ in lex:
            pass
    except ValueError:  # the end came inside a quote or after a lone backslash
        state = getattr(lex, "state", "")  # where the text ended: a quote, an escape
        return state if state in QUOTES else ""
    return ""


BASH_SOURCE = """\
%(complete_func)s() {
    local IFS=$'\\n'
    local response type value
    response=$(env COMP_WORDS="${COMP_WORDS[*]}" COMP_CWORD=$COMP_CWORD \
%(complete_var)s=bash_complete $1)
    for completion in $response; do
        IFS=',' read -r type value <<< "$completion"
        if [[ $type == 'dir' ]]; then
            COMPREPLY=()
            compopt -o dirnames
        elif [[ $type == 'file' ]]; then
            COMPREPLY=()
            compopt -o default
        elif [[ $type == 'plain' ]]; then
            COMPREPLY+=("$value")
        fi
    done
    return 0
}

%(complete_func)s_setup() {
    complete -o nosort -F %(complete_func)s %(prog_name)s
}

%(complete_func)s_setup;
"""


class EscapingBashComplete(BashComplete):
    """Click's bash completion, with each reply escaped for the shell (names with spaces
    and apostrophes), inside the quote the word being completed opened, and read back raw."""

    source_template = BASH_SOURCE
    quote = ""  # the quote the word being completed opened

    def get_completion_args(self) -> tuple[list[str], str]:
        words = os.environ.get("COMP_WORDS", "")
        cword = int(os.environ.get("COMP_CWORD", "0") or 0)
        # Only the last word can hold a quote still open: what follows is inside it.
        self.quote = open_quote(words) if cword >= len(split_arg_string(words)) - 1 else ""
        return super().get_completion_args()

    def format_completion(self, item: CompletionItem) -> str:
        value = quoted_reply(item.value, self.quote) if item.type == "plain" else item.value
        return f"{item.type},{value}"

