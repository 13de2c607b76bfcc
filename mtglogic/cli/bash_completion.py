"""Bash completion whose replies bash reads back unchanged: each card name, ruling name or
object id escaped for the shell (``Urza\\'s\\ Armor``) and read with ``read -r``; zsh and fish
quote what they insert themselves. Kept apart from the completions themselves
(``mtglogic.cli.completion``), which read the card library: the command group registers
this class before any command is imported.
"""
from __future__ import annotations

import re

from click.shell_completion import BashComplete, CompletionItem

SHELL_SPECIAL = re.compile(r"""([\s'"\\$`!&|;()<>*?\[\]{}~#])""")


def shell_escape(word: str) -> str:
    """A word as bash reads it back unchanged, with backslashes (``Urza\\'s\\ Armor``)."""
    return SHELL_SPECIAL.sub(r"\\\1", word)


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
    and apostrophes) and read back raw."""

    source_template = BASH_SOURCE

    def format_completion(self, item: CompletionItem) -> str:
        value = shell_escape(item.value) if item.type == "plain" else item.value
        return f"{item.type},{value}"

