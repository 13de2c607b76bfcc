'''More keyword abilities a static ability grants or an object has (613.1f: gained in
layer 6), read by the grammar's ``KEYWORD`` terminal beside its own list.

Each is a keyword the engine keeps by its name, as it keeps flying or prowess, and none is
defined by a replacement, prevention or layer effect (those need the engine's own rules and
are declined): flanking, a triggered ability (702.25a; 702.23a in 2011); firebending N, a
triggered ability (702.189a; 2011 has no firebending); ward with a cost of life (702.21a;
2011 has no ward); flashback with a mana cost, a casting permission (702.34a; 702.32a in
2011), whether written bare or as a quoted ability ("have 'Ward\u2014Pay 2
life.'", 113.1a: the quoted text is the keyword the object has).
'''
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

# Alternatives appended to the grammar's keyword pattern (lower case, the grammar's form).
MORE_KEYWORDS = (r"|flanking|firebending [0-9]+|ward\u2014pay [0-9]+ life"
                 r"|flashback (?:\{[0-9wubrgcx]\})+")


def quoted_keyword(drafted: list[object] | None) -> str | None:
    """The keyword a quoted ability is, when the sentence drafted to exactly one keyword
    (a string), else None."""
    if drafted and len(drafted) == 1 and isinstance(drafted[0], str):
        return drafted[0]
    return None


_GRANTED_RIOT = re.compile(r"^(other )?([A-Z][A-Za-z'-]*|creature) you control have riot$")


def granted_riot(form: str, again: Callable[[str], list[Any] | None]) -> list[Any] | None:
    """"Other Spiders you control have riot": the keyword gained in layer 6 (613.1f). Riot
    is a replacement effect on how a permanent enters (702.136a; 2011 has no riot) that the
    rules make of the keyword (the ruleset's ``keyword_effects``), and a permanent about to
    enter already has the abilities the static ability would give it there (614.12): each
    such permanent entering makes its own choice of a +1/+1 counter or haste (614.12a).
    None for another form."""
    match = _GRANTED_RIOT.match(form)
    if match is None:
        return None
    other, group = match.group(1) or "", match.group(2)
    static = again(f"{other}{group} you control have haste")
    if not static or len(static) != 1 or "static" not in static[0]:
        return None
    body = dict(static[0]["static"])
    if body.get("effects") != [{"add_abilities": ["haste"]}]:
        return None
    return [{"static": {**body, "effects": [{"add_abilities": ["riot"]}]}}]
