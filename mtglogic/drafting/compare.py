"""When a drafted ability means what a written one does: equal definitions once the
spelling the loader ignores is set aside.

Two abilities are *equivalent* when their normalized data are equal. Normalizing drops
every ``text`` (it explains, it does not act), reads a keyword written ``flying`` or
``{keyword: flying}`` alike, a single word as a one-word list, a list of words (types,
colors, zones, keywords, events) as a set in lower case, the selectors of ``all`` and
``any`` as a set, and the parts of an effect in the order of their layers (613.1), parts
of one layer in a fixed order. Nothing else is normalized: two definitions that say the
same thing in different words (``{zone: battlefield}`` and ``{permanent: true}`` in a
static ability's subject) count as different, so the comparison never calls equal what
may not be.
"""
from __future__ import annotations

from typing import Any

from mtglogic.vocabulary.registry import PART_KINDS, PARTS

WORD_KEYS = frozenset({
    "type", "subtype", "supertype", "color", "name", "zone", "keyword", "functions_in",
    "event", "from", "to", "cause", "counter", "add_types", "set_types", "remove_types",
    "add_subtypes", "set_subtypes", "remove_subtypes", "add_supertypes", "set_supertypes",
    "remove_supertypes", "set_creature_types", "set_land_types", "set_colors", "add_colors",
    "add_abilities", "remove_abilities", "cant_have", "works_from", "gains"})
CASELESS = frozenset({"type", "supertype", "color", "add_types", "set_types", "remove_types",
                      "add_supertypes", "set_supertypes", "remove_supertypes", "set_colors",
                      "add_colors", "keyword", "add_abilities", "remove_abilities"})


def normalize(ability: Any) -> Any:
    """The normalized form of an ability as written in a card file."""
    if isinstance(ability, str):
        return ("keyword", ability.lower())
    kind, body = next(iter(ability.items()))
    if kind == "keyword":
        return ("keyword", str(body).lower())
    if isinstance(body, str):
        return (kind, body)
    return (kind, _value(body, ""))


def equivalent(written: Any, drafted: Any) -> bool:
    return normalize(written) == normalize(drafted)


def _value(value: Any, key: str) -> Any:
    if isinstance(value, dict):
        items = {k: _value(v, k) for k, v in value.items() if k != "text"}
        return tuple(sorted(items.items(), key=lambda kv: kv[0]))
    if key in WORD_KEYS and (isinstance(value, (str, list))):
        words = value if isinstance(value, list) else [value]
        if all(isinstance(w, str) for w in words):
            return ("words", frozenset(w.lower() if key in CASELESS else w for w in words))
        return ("words", frozenset(repr(_value(w, "")) for w in words))
    if key == "effects" and isinstance(value, list):
        return tuple(sorted((_value(p, "") for p in value), key=_part_rank))
    if key in ("all", "any") and isinstance(value, list):
        return ("set", frozenset(repr(_value(v, "")) for v in value))
    if isinstance(value, list):
        return tuple(_value(v, "") for v in value)
    return value


def _part_rank(part: Any) -> tuple[int, str]:
    name = part[0][0] if part else ""
    kind = PARTS[name].kind if name in PARTS else ""
    return (PART_KINDS.index(kind) if kind in PART_KINDS else len(PART_KINDS), repr(part))
