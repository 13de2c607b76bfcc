"""The rule numbers a ruleset holds, for the ``rules:`` a ruling names.

A ruleset folder may hold ``rule-index.yaml``, written by ``scripts/rule_index.py`` from
the ruleset's reference texts (every rule, subrule and section number they hold). The
index is taken from the texts rather than from the ``cite:`` tables because a ruling may
name a rule the engine applies without a table entry of its own (an example's rule, a
keyword's rule); a folder without an index (a ruleset of the user's own) has its numbers'
form checked only.
"""
from __future__ import annotations

import re
from functools import cache
from pathlib import Path

from mtglogic.loading.ruleset_folders import ruleset_folder
from mtglogic.loading.yamlio import load_yaml

INDEX_FILE = "rule-index.yaml"
# A section (613), a rule (613.1) or a subrule (613.1d).
RULE_NUMBER = re.compile(r"[1-9]\d{2}(?:\.\d+[a-z]?)?")


@cache
def _read_index(path: Path) -> frozenset[str] | None:
    if not path.is_file():
        return None
    root = load_yaml(path)
    root.mapping(allowed=("ruleset", "rules"), required=("rules",))
    return frozenset(root["rules"].as_str().split())


def rule_index(ruleset_id: str) -> frozenset[str] | None:
    """The rule numbers of a ruleset, or ``None`` when its folder holds no index."""
    return _read_index(ruleset_folder(ruleset_id) / INDEX_FILE)


def is_rule_number(text: str) -> bool:
    """Whether ``text`` is written as a rule number (``613``, ``613.1``, ``613.1d``)."""
    return RULE_NUMBER.fullmatch(text) is not None


def names_rule(named: str, query: str) -> bool:
    """Whether a rule a ruling names is ``query`` or one of its subrules: ``121.2`` holds
    121.2 and 121.2a (not 121.20), ``613`` every rule of section 613, ``613.1d`` itself."""
    if named == query:
        return True
    if not named.startswith(query):
        return False
    following = named[len(query)]
    return following == "." if "." not in query else following.isalpha()
