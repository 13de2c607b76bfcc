"""Keywords that are characteristic-defining abilities (604.3), from the ruleset's
``keyword_cdas:`` section: changeling, "this object is every creature type" (702.73a in
2026, 702.71a in 2011), works in every zone, even outside the game.

An object with such a keyword (printed, copied or granted) gets the effect the section
defines, on itself alone, as a characteristic-defining ability: applied first in its layer
(613.3 in 2026, 613.2 in 2011), with the timestamp of its object (or of the effect that
granted the keyword, when later).
"""
from __future__ import annotations

from mtglogic.model.objects import Ability, ObjState
from mtglogic.model.ruleset import Ruleset
from mtglogic.model.scenario import ResolvedEffect
from mtglogic.node import Node
from mtglogic.vocabulary.abilities import spell_ability

SECTION = "keyword_cdas"
KEYS = ("rule", "text", "effects")


def parse_keyword_cdas(node: Node) -> dict[str, Ability]:
    """The section: each keyword with its rule, its text and the effects it defines."""
    found = {}
    for keyword, item in node.mapping().items():
        item.mapping(allowed=KEYS, required=KEYS)
        rule = item["rule"].as_str()
        body = Node({"text": f"{item['text'].as_str()} ({rule})", "cda": True,
                     "effects": item["effects"].value}, item.file, item.path, item.line)
        found[keyword.lower()] = spell_ability(body, f"keyword-cda:{keyword.lower()}")
    return found


# The section's node (kept, so that its id is not reused) and what it reads as, by its id.
_READ: dict[int, tuple[Node, dict[str, Ability]]] = {}


def keyword_cdas(ruleset: Ruleset) -> dict[str, Ability]:
    """The ruleset's keyword characteristic-defining abilities (none without the section),
    read once per section."""
    if SECTION not in ruleset.sections:
        return {}
    node = ruleset.section(SECTION)
    if id(node) not in _READ:
        _READ[id(node)] = (node, parse_keyword_cdas(node))
    return _READ[id(node)][1]


def keyword_cda_effects(obj: ObjState, ruleset: Ruleset | None,
                        ) -> list[tuple[ResolvedEffect, float | None]]:
    """The characteristic-defining effects of the object's keywords, in every zone, each
    with the timestamp of the effect that granted its keyword (None: printed or copied)."""
    if ruleset is None:
        return []
    table = keyword_cdas(ruleset)
    found: list[tuple[ResolvedEffect, float | None]] = []
    for ability in obj.abilities:
        cda = table.get(ability.text.lower()) if ability.kind == "keyword" else None
        if cda is None:
            continue
        stamp = obj.timestamp if ability.granted_at is None else max(obj.timestamp,
                                                                      ability.granted_at)
        eid = f"{obj.id}:{ability.text.lower()}"
        if any(e.id == eid for e, _ in found):
            continue
        found.append((ResolvedEffect(eid, obj.controller or obj.owner, stamp, cda,
                                     frozenset([obj.id]), obj.id), ability.granted_at))
    return found
