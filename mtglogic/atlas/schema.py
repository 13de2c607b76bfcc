"""The JSON Schema of ``mtglogic atlas --json`` (``mtglogic schema --kind atlas``): counts
of pairs and triples met and pruned, each interaction (in the layers, on one event, or on
the stack) as a self-contained case
(``mtglogic.atlas.cases``), the probed groups that do not interact with the reasons, the
pruned ones by reason, the probes that failed, and the summary."""
from __future__ import annotations

from mtglogic.outputs.shapes import (
    BOOLEAN,
    COUNT,
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
    strings,
    table,
    versioned,
)

HOW = ("timestamp order", "dependency", "order of application", "on the stack")


def atlas_output() -> Schema:
    """``mtglogic atlas --json``."""
    counts = closed({"total": COUNT, "pruned": COUNT, "probed": COUNT, "interacting": COUNT})
    board = closed({"orders": array(strings()), "count": COUNT,
                    "characteristics": array(table(OPEN))})
    dependency = closed({"layer": NAME, "effect_of": STRING, "needed_by": STRING})
    layers_seen = closed({"boards": array(board), "dependencies": array(dependency)})
    outcome = closed({"outcome": STRING, "orders": COUNT, "witness": strings()})
    event_seen = closed({"outcomes": array(outcome), "chooser": nullable(STRING),
                         "total_orders": COUNT})
    result = closed({"state": table(OPEN), "wins": strings(), "losses": strings(),
                     "draw": BOOLEAN, "ways": COUNT, "witness": strings()})
    stack_seen = closed({"outcomes": array(outcome), "chooser": nullable(STRING),
                         "total_orders": COUNT, "stack": array(result)})
    case = closed({
        "id": STRING, "kind": one_of(("layers", "replacement", "stack")), "ruleset": NAME,
        "cards": table(OPEN),
        "board": closed({"players": strings(), "active_player": STRING,
                         "objects": array(OPEN)}),
        "question": {"anyOf": [
            closed({"layers": closed({"timestamp_orders": array(strings())})}),
            closed({"event": OPEN}), closed({"event": OPEN, "resolve": BOOLEAN})]},
        "observed": {"anyOf": [layers_seen, event_seen, stack_seen]},
        "interaction": closed({"how": strings(HOW), "rules": array(RULE)})})
    quiet = closed({"cards": strings(), "probes": array(closed({"probe": STRING,
                                                                 "reason": STRING}))})
    error = closed({"probe": STRING, "status": one_of(("error", "limit")), "error": STRING})
    summary = closed({"by_kind": table(COUNT), "most_order_sensitive": array(
        closed({"card": STRING, "interactions": COUNT}))})
    return document("mtglogic atlas --json", versioned({
        "ruleset": NAME, "cards": strings(), "pairs": counts, "triples": nullable(counts),
        "probes": closed({"total": COUNT, "run": COUNT, "errors": COUNT}),
        "interactions": array(case), "not_interacting": array(quiet),
        "pruned_by_reason": table(COUNT), "cards_without_words": strings(),
        "pruned": array(closed({"cards": strings(), "reason": STRING})),
        "errors": array(error), "summary": summary, "partial": BOOLEAN},
        optional=("pruned",)))
