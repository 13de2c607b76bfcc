'''More keyword abilities a static ability grants or an object has (613.1f: gained in
layer 6), read by the grammar's ``KEYWORD`` terminal beside its own list.

Each is a keyword the engine keeps by its name, as it keeps flying or prowess, and none is
defined by a replacement, prevention or layer effect (those need the engine's own rules and
are declined): flanking, a triggered ability (702.25a; 702.23a in 2011); firebending N, a
triggered ability (702.189a; 2011 has no firebending); ward with a cost of life (702.21a;
2011 has no ward), whether written bare or as a quoted ability ("have 'Ward\u2014Pay 2
life.'", 113.1a: the quoted text is the keyword the object has).
'''
from __future__ import annotations

# Alternatives appended to the grammar's keyword pattern (lower case, the grammar's form).
MORE_KEYWORDS = r"|flanking|firebending [0-9]+|ward\u2014pay [0-9]+ life"


def quoted_keyword(drafted: list[object] | None) -> str | None:
    """The keyword a quoted ability is, when the sentence drafted to exactly one keyword
    (a string), else None."""
    if drafted and len(drafted) == 1 and isinstance(drafted[0], str):
        return drafted[0]
    return None
