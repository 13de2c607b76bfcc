"""The ruleset's ``face_down`` section (708 in 2026, 707 in 2011): the ways a permanent
comes to be face down, and the rules of turning it face up."""
from __future__ import annotations

from mtglogic.model.ruleset import Ruleset
from mtglogic.node import Node

# Every way a permanent comes to be face down that some ruleset may list (its `face_down`
# section says which it has): turned by an effect listing nothing (708.2a), morph and
# megamorph (702.37), manifest (701.40), disguise (702.168), cloak (701.58).
FACE_DOWN_WAYS = ("turned", "morph", "megamorph", "manifest", "disguise", "cloak")


def face_down_kinds(ruleset: Ruleset) -> dict[str, Node]:
    """The ways a permanent can be face down under the ruleset, by name."""
    if "face_down" not in ruleset.sections:
        return {}
    return dict(ruleset.section("face_down")["kinds"].items())


def face_down_rule(ruleset: Ruleset, key: str) -> str:
    """A rule of the ruleset's ``face_down`` section (``face_up``...); '' when it has none."""
    if "face_down" not in ruleset.sections:
        return ""
    return str(ruleset.section("face_down")["rules"].value.get(key, ""))
