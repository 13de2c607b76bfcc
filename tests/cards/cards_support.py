"""Helpers for the card library tests: small scenarios built from library cards.

Objects name a library card (``card: Humility``); the helpers run the layer engine or the
replacement engine on them and return plain characteristics or outcomes.
"""
from __future__ import annotations

from typing import Any

import mtglogic
from mtglogic import LayerResult, Scenario

BOTH = ("cr-2011", "cr-2026")


def obj(oid: str, card: str, **extra: Any) -> dict[str, Any]:
    """An object of a scenario: ``obj("bears", "Grizzly Bears", controller="opponent")``."""
    return {"id": oid, "card": card, **extra}


def scenario(objects: list[dict], effects: list[dict] | None = None, ruleset: str = "cr-2026",
             **extra: Any) -> Scenario:
    data: dict[str, Any] = {"players": ["you", "opponent"], "active_player": "you",
                            "objects": objects}
    if effects:
        data["effects"] = effects
    data.update(extra)
    return mtglogic.load_scenario(data, ruleset)


def run(objects: list[dict], effects: list[dict] | None = None,
        ruleset: str = "cr-2026") -> LayerResult:
    return mtglogic.compute_layers(scenario(objects, effects, ruleset))


def final(objects: list[dict], effects: list[dict] | None = None,
          ruleset: str = "cr-2026") -> dict[str, dict[str, Any]]:
    """Characteristics of every object; there must be exactly one outcome."""
    result = run(objects, effects, ruleset)
    assert len(result.outcomes) == 1, [o.characteristics() for o in result.outcomes]
    return result.outcomes[0].characteristics()


def pt(chars: dict[str, Any]) -> tuple[int | None, int | None]:
    return chars.get("power"), chars.get("toughness")


def abilities(chars: dict[str, Any]) -> set[str]:
    return set(chars["abilities"])


def player_effects(objects: list[dict], effects: list[dict] | None = None,
                   ruleset: str = "cr-2026") -> list[tuple[str, list[str], list[str]]]:
    """(text, players, gains) of each effect on players or rules, after the layers."""
    result = run(objects, effects, ruleset)
    assert len(result.outcomes) == 1
    return [(p.text, p.players, p.gains) for p in result.outcomes[0].run.player_effects]


def replace_outcomes(objects: list[dict], events: list[dict], ruleset: str = "cr-2026",
                     **extra: Any) -> dict[str, list[tuple]]:
    """For each event id, the distinct outcomes (each a tuple of final events)."""
    result = mtglogic.answer_replacement(scenario(objects, None, ruleset, events=events,
                                                  **extra))
    return {answer.id: [outcome.events for outcome in answer.outcomes]
            for answer in result.answers}


def rules_records(objects: list[dict], effects: list[dict] | None = None,
                  ruleset: str = "cr-2026") -> list[Any]:
    """The rules effects (613.11 / 613.10) of the single outcome, after the layers."""
    result = run(objects, effects, ruleset)
    assert len(result.outcomes) == 1
    return result.outcomes[0].run.rules


def rules_source(*abilities: dict, controller: str = "you") -> dict[str, Any]:
    """An enchantment with these static abilities, controlled by ``controller``."""
    return {"id": "src", "name": "Source", "types": ["enchantment"], "controller": controller,
            "abilities": [{"static": a} for a in abilities]}
