"""616.1g (cr-2026 only): an effect on an event contained in another waits for the effects
on the containing event (``process_rules/contained_events.py``)."""
from __future__ import annotations

from replacement_support import process_under

from mtglogic.replacement.process_rules.contained_events import ContainedEvents


def effect(oid: str, watch: dict, instead: dict) -> dict:
    return {"id": oid, "name": oid, "types": ["enchantment"], "controller": "p1",
            "abilities": [{"replacement": {"watch": watch, "instead": instead}}]}


DATA = {"players": ["p1", "p2"],
        "objects": [effect("more", {"event": "create_tokens", "player": "you"}, {"add": 1}),
                    effect("tapped", {"event": "enter"}, {"enter_tapped": True})],
        "events": [{"id": "e", "create_tokens": {"player": "p1", "count": 1,
                                                 "token": "Treasure"}}]}


def ids(process, indexes) -> list[str]:
    return [process.effects[i].id for i in indexes]


def test_the_entering_waits_for_the_creation():
    # Both apply to the token creation; "tapped" watches the tokens entering, an event
    # contained in the creation, so only "more" may be chosen first, citing 616.1g.
    process = process_under(DATA)
    rule = process.rule(ContainedEvents)
    assert rule is not None
    options = process.options(process.start)
    assert ids(process, options.candidates) == ["more", "tapped"]
    assert ids(process, options.allowed) == ["more"]
    assert options.rules[0] == "616.1g"
    (part,) = process.start.parts
    assert ids(process, [i for i in range(2) if process.parts[part].inner >> i & 1]) == \
        ["tapped"]


def test_without_the_rule_either_may_be_first():
    # cr-2011 has no 616.1g: both are allowed at the start, in either order.
    for process in (process_under(DATA, "cr-2011"),
                    process_under(DATA, without="contained_events")):
        assert process.rule(ContainedEvents) is None
        assert ids(process, process.options(process.start).allowed) == ["more", "tapped"]
