"""Keywords whose rules make continuous effects on their own object, from the ruleset.

``keyword_cdas:`` lists those that are characteristic-defining abilities (604.3):
changeling, "this object is every creature type" (702.73a in 2026, 702.71a in 2011), works
in every zone, even outside the game. An object with such a keyword (printed, copied or
granted) gets the effect the section defines, on itself alone, as a characteristic-defining
ability: applied first in its layer (613.3 in 2026, 613.2 in 2011), with the timestamp of
its object (or of the effect that granted the keyword, when later).

``keyword_statics:`` lists the others, which apply in timestamp order while their
``condition`` holds (read like a static ability's, with the object as its source):
reconfigure, "an Equipment with reconfigure attached to a creature is not a creature until
it becomes unattached" (702.151b in 2026; 2011 has no reconfigure), in its object's
timestamp, which it got as it became attached (613.7e).
"""
from __future__ import annotations

from mtglogic.model.objects import Ability, ObjState
from mtglogic.model.ruleset import Ruleset
from mtglogic.model.scenario import ResolvedEffect
from mtglogic.node import Node
from mtglogic.vocabulary.abilities import spell_ability

SECTION = "keyword_cdas"
STATICS = "keyword_statics"
KEYS = ("rule", "text", "effects")


def parse_keyword_cdas(node: Node, cda: bool = True) -> dict[str, Ability]:
    """The section: each keyword with its rule, its text and the effects it defines (and,
    for keywords that are no characteristic-defining abilities, a ``condition``)."""
    found = {}
    for keyword, item in node.mapping().items():
        item.mapping(allowed=KEYS + (() if cda else ("condition",)), required=KEYS)
        rule = item["rule"].as_str()
        body = {"text": f"{item['text'].as_str()} ({rule})", "cda": cda,
                "effects": item["effects"].value}
        if "condition" in item:
            body["condition"] = item["condition"].value
        kind = "keyword-cda" if cda else "keyword-static"
        found[keyword.lower()] = spell_ability(Node(body, item.file, item.path, item.line),
                                               f"{kind}:{keyword.lower()}")
    return found


# The section's node (kept, so that its id is not reused) and what it reads as, by its id.
_READ: dict[int, tuple[Node, dict[str, Ability]]] = {}


def keyword_cdas(ruleset: Ruleset, section: str = SECTION) -> dict[str, Ability]:
    """The ruleset's keyword characteristic-defining abilities (or, for ``STATICS``, its
    other keyword effects), none without the section, read once per section."""
    if section not in ruleset.sections:
        return {}
    node = ruleset.section(section)
    if id(node) not in _READ:
        _READ[id(node)] = (node, parse_keyword_cdas(node, section == SECTION))
    return _READ[id(node)][1]


def keyword_cda_effects(obj: ObjState, ruleset: Ruleset | None,
                        ) -> list[tuple[ResolvedEffect, float | None]]:
    """The effects of the object's keywords the ruleset lists (characteristic-defining ones,
    in every zone, and the others), each with the timestamp of the effect that granted its
    keyword (None: printed or copied)."""
    if ruleset is None:
        return []
    table = {**keyword_cdas(ruleset), **keyword_cdas(ruleset, STATICS)}
    found: list[tuple[ResolvedEffect, float | None]] = []
    for ability in obj.abilities:
        name = _keyword_name(ability.text)
        cda = table.get(name) if ability.kind == "keyword" else None
        if cda is None:
            continue
        stamp = obj.timestamp if ability.granted_at is None else max(obj.timestamp,
                                                                      ability.granted_at)
        eid = f"{obj.id}:{name}"
        if any(e.id == eid for e, _ in found):
            continue
        found.append((ResolvedEffect(eid, obj.controller or obj.owner, stamp, cda,
                                     frozenset([obj.id]), obj.id), ability.granted_at))
    return found


def _keyword_name(text: str) -> str:
    """A keyword by its name alone: "reconfigure {2}" is reconfigure (702.151a)."""
    words = text.lower().split(" {")[0].split(" (")[0]
    return words.strip()
