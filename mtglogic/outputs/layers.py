"""The output schemas of ``mtglogic layers --json`` and ``mtglogic deps --format json``
(rule 613): each object's characteristics, the steps applied and why, the dependency
graphs of each layer."""
from __future__ import annotations

from mtglogic.model.terms import CARD_TYPES, COLORS, SUPERTYPES, ZONES
from mtglogic.outputs.next import DEFINITIONS as NEXT_DEFINITIONS
from mtglogic.outputs.shapes import (
    BOOLEAN,
    COMBINATIONS,
    COUNT,
    INTEGER,
    MISSING_CHOICES,
    NAME,
    NUMBER,
    OPEN,
    RULE,
    STRING,
    Schema,
    answer,
    array,
    closed,
    document,
    nullable,
    one_of,
    ref,
    strings,
    table,
)

CHARACTERISTICS = closed({
    "name": STRING, "controller": nullable(STRING), "zone": one_of(ZONES),
    "mana_value": COUNT, "colors": strings(COLORS), "types": strings(CARD_TYPES),
    "subtypes": strings(), "supertypes": strings(SUPERTYPES), "abilities": strings(),
    "power": INTEGER, "toughness": INTEGER, "loyalty": INTEGER, "defense": INTEGER,
    "face": one_of(("front", "back")),
    "owner": STRING, "counters": table(COUNT), "is_token": BOOLEAN,
}, optional=("power", "toughness", "loyalty", "defense", "face"))
# What a step changed: object -> characteristic (a key of CHARACTERISTICS) -> its value
# before and after (null where the object had no such value, a P/T it lacked).
CHANGE = closed({"before": OPEN, "after": OPEN})
STEP = closed({"layer": NAME, "effect": NAME, "text": STRING, "affected": strings(),
               "reason": STRING, "rules": array(RULE),
               "changes": table({"type": "object", "propertyNames": one_of(
                   CHARACTERISTICS["properties"]), "additionalProperties": CHANGE})},
              optional=("changes",))
OUTCOME = closed({
    "objects": table(CHARACTERISTICS),
    "orders": {"type": "integer", "minimum": 1},
    "choices": array(array(closed({"chooser": NAME, "timestamp": NUMBER,
                                   "order": strings()}))),
    "steps": array(STEP),
    "vanished": array(closed({**STEP["properties"], "after_step": COUNT},
                             optional=("affected", "changes"))),
    "player_effects": array(closed({"effect": NAME, "text": STRING, "players": strings(),
                                    "gains": strings(), "rule": RULE})),
    "state_based": array(closed({"object": NAME, "rule": RULE, "action": STRING,
                                 "reason": STRING})),
    # static abilities whose condition does not hold on the final board (611.3a)
    "inactive": array(closed({"effect": NAME, "text": STRING, "rule": RULE})),
    # effects of resolved spells and abilities whose "for as long as" condition is false
    # on the final board: they have ended, and the board is the one without them (611.2b)
    "ended": array(closed({"effect": NAME, "text": STRING, "rule": RULE})),
    # rules effects that apply after the layers (613.10 / 613.11), and by object and player
    "rules_effects": array(closed({"effect": NAME, "text": STRING, "word": NAME,
                                   "argument": {}, "objects": strings(),
                                   "players": strings(), "rules": array(RULE)})),
    "rules": closed({"objects": table(strings()), "players": table(strings())}),
})


ANSWER = {
    "tie_groups": array(closed({"chooser": NAME, "timestamp": NUMBER,
                                "units": strings(), "rule": RULE})),
    "orders_tried": COUNT,
    # what reading the board found that the characteristics alone don't say (an effect
    # that would turn a double-faced permanent face down did nothing, 712.16), with rules
    "notes": strings(),
    "outcomes": {**array(ref("outcome")), "minItems": 1},
    "time_steps": array(closed({"step": STRING, "rules": array(RULE), "notes": strings(),
                                "ended": strings(), "active_player": NAME,
                                "turn": {"type": "integer", "minimum": 1},
                                "outcomes": array(ref("outcome")),
                                # what the step triggers, then state-based actions (603.2,
                                # 704.3), as under an outcome of ``replace``
                                "next": ref("next"),
                                # what looking for them did not look at, or passed by
                                "trigger_notes": strings(),
                                # the layers on the board the step's state-based actions
                                # leave (704.3), which the next step starts from
                                "after_state_based_actions": array(ref("outcome"))},
                               optional=("next", "trigger_notes",
                                         "after_state_based_actions"))),
}
# --each-choice: the choices not made, then each distinct answer with the combinations of
# their values that give it.
EACH_CHOICE = {
    "ruleset": NAME, "missing_choices": MISSING_CHOICES, "combinations_tried": COUNT,
    "each_choice": array(closed({"combinations": COMBINATIONS, **ANSWER})),
}


def layers_output() -> Schema:
    """``mtglogic layers --json``; with ``--each-choice``, one answer per group of choice
    values."""
    plain, cut = answer({"ruleset": NAME, **ANSWER})["oneOf"]
    each = answer(EACH_CHOICE)["oneOf"][0]
    return document("mtglogic layers --json", {"oneOf": [plain, each, cut]},
                    definitions={"outcome": OUTCOME, **NEXT_DEFINITIONS})


def deps_output() -> Schema:
    """``mtglogic deps --format json``: one graph per layer where effects applied."""
    edge = closed({"effect": NAME, "needed_by": NAME, "found_after": NAME},
                  optional=("found_after",))
    node = closed({"effect": NAME, "card": STRING, "text": STRING,
                   "order": nullable({"type": "integer", "minimum": 1})})
    layer = closed({"layer": NAME, "rule": RULE, "name": STRING, "effects": strings(),
                    "nodes": array(node), "edges": array(edge), "dependency_rule": RULE,
                    "reevaluation_rule": RULE})
    return document("mtglogic deps --format json",
                    answer({"ruleset": NAME, "layers": array(layer)}))


__all__ = ["deps_output", "layers_output"]
