"""When a drafted ability means what a written one does: equal definitions once the
spelling the loader ignores is set aside.

Two abilities are *equivalent* when their normalized data are equal. Normalizing drops
every ``text`` (it explains, it does not act), reads a keyword written ``flying`` or
``{keyword: flying}`` alike, a single word as a one-word list, a list of words (types,
colors, zones, keywords, events) as a set in lower case, the selectors of ``all`` and
``any`` as a set, and the parts of an effect in the order of their layers (613.1), parts
of one layer in a fixed order, and a selector in one canonical shape (``all`` merged and
distributed over ``any``, tests differing only in zones joined: exact rewritings of the
same test), and no ``works_from`` on an effect on its own permanent's entering (614.12:
it applies from anywhere, as the replacement engine reads it). Nothing else is normalized: two definitions that say the same thing in
different words (``{zone: battlefield}`` and ``{permanent: true}`` in a static ability's
subject) count as different, so the comparison never calls equal what may not be.
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
SELECTOR_KEYS = frozenset({"applies_to", "object", "target", "source", "exists", "count",
                           "card_types_among"})
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
    if kind == "replacement" and _own_entering(body):
        body = {k: v for k, v in body.items() if k != "works_from"}
    return (kind, _value(body, ""))


def _own_entering(body: dict[str, Any]) -> bool:
    """An effect on its own permanent's entering applies as that permanent would exist on
    the battlefield, from wherever it comes (614.12), whatever ``works_from`` says."""
    watch = body.get("watch", {})
    return bool(watch.get("event") == "enter" and watch.get("object") == {"self": True})


def equivalent(written: Any, drafted: Any) -> bool:
    return bool(normalize(written) == normalize(drafted))


def _value(value: Any, key: str) -> Any:
    if key == "count" and isinstance(value, dict) and value.get("zone") in (
            "battlefield", ["battlefield"]):
        # objects counted on the battlefield alone: the zone test's default (selectors.py)
        value = {k: v for k, v in value.items() if k != "zone"}
    if key in SELECTOR_KEYS and isinstance(value, dict):
        value = canonical_selector(value)
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


def canonical_selector(selector: dict[str, Any]) -> dict[str, Any]:
    """A selector as one test or ``any`` of tests, each a plain mapping: ``all`` merged
    into its tests and distributed over ``any`` (A and (B or C) is (A and B) or (A and C)),
    and tests that differ only in their zones joined into one (in zone X or in zone Y).
    A selector this cannot rewrite exactly is returned as it is."""
    branches = _branches(selector)
    if branches is None:
        return selector
    joined: dict[str, tuple[dict[str, Any], set[str]]] = {}
    for branch in branches:
        rest = {k: v for k, v in branch.items() if k != "zone"}
        if "zone" not in branch:
            joined[repr(sorted(branch.items(), key=repr)) + "#"] = (branch, set())
            continue
        zones = branch["zone"] if isinstance(branch["zone"], list) else [branch["zone"]]
        key = repr(sorted(rest.items(), key=repr))
        held = joined.setdefault(key, (rest, set()))
        held[1].update(zones)
    found = [{**rest, "zone": sorted(zones)} if zones else rest
             for rest, zones in joined.values()]
    return found[0] if len(found) == 1 else {"any": found}


def _branches(selector: dict[str, Any]) -> list[dict[str, Any]] | None:
    """The selector as a list of plain tests any one of which may hold, or None."""
    branches: list[dict[str, Any] | None] = [{}]
    for key, value in selector.items():
        if key in ("all", "any") and isinstance(value, list):
            found = [_branches(v) if isinstance(v, dict) else None for v in value]
            subs = [sub for sub in found if sub is not None]
            if len(subs) != len(found):
                return None
            if key == "any":
                options = [b for sub in subs for b in sub]
                branches = [_join(b, o) for b in branches for o in options]
            else:
                for sub in subs:
                    branches = [_join(b, o) for b in branches for o in sub]
        else:
            branches = [_join(b, {key: value}) for b in branches]
        if any(b is None for b in branches):
            return None
    return [b for b in branches if b is not None]  # none is None: checked above


def _join(a: dict[str, Any] | None, b: dict[str, Any] | None) -> dict[str, Any] | None:
    if a is None or b is None or any(k in a and a[k] != v for k, v in b.items()):
        return None
    return {**a, **b}


def _part_rank(part: Any) -> tuple[int, str]:
    name = part[0][0] if part else ""
    kind = PARTS[name].kind if name in PARTS else ""
    return (PART_KINDS.index(kind) if kind in PART_KINDS else len(PART_KINDS), repr(part))
