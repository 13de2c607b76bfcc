"""Helpers shared by the layer engine tests: inline scenarios, run, read results.

Scenarios are written inline as dicts with inline cards, so these tests do not depend on
the card library under rulesets/cards.
"""
from __future__ import annotations

from typing import Any

import mtglogic
from mtglogic import LayerResult, Scenario

R2011 = "cr-2011"
R2026 = "cr-2026"
BOTH = (R2011, R2026)


def scenario(data: dict[str, Any], ruleset: str = R2026) -> Scenario:
    return mtglogic.load_scenario(data, ruleset)


def run(data: dict[str, Any], ruleset: str = R2026, **kw: Any) -> LayerResult:
    return mtglogic.compute_layers(scenario(data, ruleset), **kw)


def board(objects: list[dict], effects: list[dict] | None = None, **extra: Any) -> dict[str, Any]:
    data: dict[str, Any] = {"players": ["you", "opponent"], "active_player": "you",
                            "objects": objects}
    if effects:
        data["effects"] = effects
    data.update(extra)
    return data


def final(data: dict[str, Any], ruleset: str = R2026, **kw: Any) -> dict[str, dict[str, Any]]:
    """Characteristics of every object; the scenario must have exactly one outcome."""
    result = run(data, ruleset, **kw)
    assert len(result.outcomes) == 1, [o.characteristics() for o in result.outcomes]
    return result.outcomes[0].characteristics()


def pt(chars: dict[str, Any]) -> tuple[int | None, int | None]:
    return chars.get("power"), chars.get("toughness")


def steps(data: dict[str, Any], ruleset: str = R2026, layer: str | None = None) -> list[str]:
    """Effect ids in the order applied (of one layer if given), single outcome."""
    result = run(data, ruleset)
    assert len(result.outcomes) == 1
    return [s.effect for s in result.outcomes[0].run.steps if layer is None or s.layer == layer]


def creature(oid: str, p: int = 2, t: int = 2, **kw: Any) -> dict[str, Any]:
    obj = {"id": oid, "name": kw.pop("name", oid.capitalize()), "types": kw.pop("types", ["creature"]),
           "power": p, "toughness": t}
    obj.update(kw)
    return obj


def static(text: str, applies_to: dict | None, effects: list[dict], **kw: Any) -> dict[str, Any]:
    body: dict[str, Any] = {"text": text, "effects": effects}
    if applies_to is not None:
        body["applies_to"] = applies_to
    body.update(kw)
    return {"static": body}


def enchantment(oid: str, *abilities: dict, **kw: Any) -> dict[str, Any]:
    obj = {"id": oid, "name": kw.pop("name", oid.capitalize()), "types": kw.pop("types", ["enchantment"]),
           "abilities": list(abilities)}
    obj.update(kw)
    return obj


def anthem(oid: str, selector: dict, p: int = 1, t: int = 1, **kw: Any) -> dict[str, Any]:
    return enchantment(oid, static(f"{oid}: +{p}/+{t}", selector, [{"modify_pt": [p, t]}]), **kw)
