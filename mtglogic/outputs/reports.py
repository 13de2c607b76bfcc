"""The output schemas of ``mtglogic verify --json``, ``cards --json`` and ``rulings
--json``: the rulings checked, the card library and the built-in rulings corpus."""
from __future__ import annotations

from mtglogic.loading.rulings import RULING_KINDS
from mtglogic.model.cards import LAYOUTS
from mtglogic.model.terms import CARD_TYPES, COLORS, SUPERTYPES
from mtglogic.outputs.shapes import (
    BOOLEAN,
    COUNT,
    INTEGER,
    NAME,
    OPEN,
    RULE,
    STRING,
    Schema,
    array,
    closed,
    document,
    nullable,
    one_of,
    ref,
    strings,
    versioned,
)
from mtglogic.vocabulary.abilities import ABILITY_KINDS
from mtglogic.vocabulary.rules_effects import KINDS as RULE_KINDS

STATUSES = ("passed", "failed", "invalid", "limit")  # mtglogic.verify.corpus.RulingResult


def verify_output() -> Schema:
    """``mtglogic verify --json``: one result per ruling and the count of each status."""
    result = closed({"path": STRING, "name": STRING, "kind": nullable(one_of(RULING_KINDS)),
                     "ruleset": nullable(STRING), "status": one_of(STATUSES),
                     "diff": strings()})
    return document("mtglogic verify --json", versioned({
        "results": array(result), **dict.fromkeys(STATUSES, COUNT)}))


def _abilities() -> dict[str, Schema]:
    """A card's abilities: continuous ones by layer, replacement ones by the events they
    watch, the others by their text. Selectors and conditions are given as written."""
    layer = closed({"layer": NAME, "rule": RULE, "name": STRING, "parts": strings()})
    continuous = closed({
        "kind": one_of(("static", "spell")), "text": STRING, "layers": array(layer),
        "applies_to": OPEN, "condition": OPEN, "functions_in": OPEN, "cda": {"const": True},
        "player_effect": closed({"players": OPEN, "gains": strings(), "rule": RULE}),
        "rule_effect": closed({"text": STRING, "rule": RULE}),
        "rules": array(closed({"word": NAME, "argument": OPEN,
                               "applies_to": one_of(RULE_KINDS),
                               "rules": array(RULE)})),
        # no engine reads it: its text only (a rule's text, ``rule_effect``)
        "not_read": {"const": True},
    }, optional=("applies_to", "condition", "functions_in", "cda", "player_effect",
                 "rule_effect", "rules", "not_read"))
    replacement = closed({
        "kind": {"const": "replacement"}, "text": STRING, "events": array(OPEN),
        "watch": OPEN, "instead": OPEN, "cant": {"const": True}, "optional": OPEN,
        "self_replacement": OPEN, "resolved": OPEN, "works_from": OPEN,
    }, optional=("instead", "cant", "optional", "self_replacement", "resolved", "works_from"))
    read = {"when": STRING, "event_rules": array(RULE), "options": strings(),
            "does": STRING, "rule": RULE}
    triggered = closed({"kind": {"const": "triggered"}, "text": STRING, "read": BOOLEAN,
                        "not_read": {"const": True}, **read},
                       optional=(*read, "not_read"))
    other = closed({"kind": one_of(k for k in ABILITY_KINDS
                                   if k not in ("static", "spell", "replacement", "triggered")),
                    "text": STRING, "triggered": closed(read, optional=("rule",)),
                    "not_read": {"const": True}}, optional=("triggered", "not_read"))
    return {"ability": {"anyOf": [continuous, replacement, triggered, other]}}


def cards_output() -> Schema:
    """``mtglogic cards --json``: a list of cards, one card described, or ``--check``."""
    pt = nullable(INTEGER)
    summary = closed({"name": NAME, "mana_cost": STRING, "type_line": STRING, "power": pt,
                      "toughness": pt, "file": STRING})
    characteristics = {**summary["properties"], "mana_value": COUNT,
                       "colors": strings(COLORS), "types": strings(CARD_TYPES),
                       "subtypes": strings(), "supertypes": strings(SUPERTYPES),
                       "loyalty": pt, "text": STRING, "abilities": array(ref("ability"))}
    face = closed({k: v for k, v in characteristics.items() if k != "file"})
    # a card with two faces: its layout and each face (712, 709, 715)
    card = closed({**characteristics, "layout": one_of(LAYOUTS), "faces": array(face)},
                  optional=("layout", "faces"))
    listing = versioned({"ruleset": NAME, "cards": array(summary)})
    one = versioned({"ruleset": NAME, "card": card})
    check = versioned({"cards": COUNT, "rulesets": strings(), "tests_checked": BOOLEAN,
                       "without_tests": strings(), "ok": BOOLEAN,
                       "folders": strings(), "errors": strings()},
                      optional=("folders", "errors"))
    # cards search: each hit and how its rules are known (mtglogic.drafting.search)
    hit = closed({"name": NAME, "type_line": STRING, "ignored": strings(),
                  "status": one_of(["hand-checked", "drafted in full",
                                    "drafted with text left", "not drafted"])})
    found = versioned({"query": STRING, "total": COUNT, "cards": array(hit)})
    return document("mtglogic cards --json", {"oneOf": [listing, one, check, found]},
                    definitions=_abilities())


def rulings_output() -> Schema:
    """``mtglogic rulings --json``: the built-in rulings that match."""
    ruling = closed({"name": NAME, "ruleset": NAME, "kind": one_of(RULING_KINDS),
                     "title": STRING, "source": STRING, "rules": strings(), "file": STRING})
    return document("mtglogic rulings --json", versioned({"rulings": array(ruling)}))


__all__ = ["STATUSES", "cards_output", "rulings_output", "verify_output"]
