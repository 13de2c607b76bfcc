"""Effects that read the whole event: a life total's floor counts every life change of the
event (120.4c, the Awe Strike example; 119.4b in cr-2011) (``process_rules/whole_event.py``)."""
from __future__ import annotations

from replacement_support import agreed_table, process_under

WORSHIP = {"id": "w", "card": "Worship", "controller": "p2"}
GUARD = {"id": "g", "card": "Grizzly Bears", "controller": "p2"}


def _giant(oid: str) -> dict[str, object]:
    return {"id": oid, "name": "Craw Giant", "types": ["creature"], "power": 5,
            "toughness": 5, "controller": "p1"}


DATA = {"players": ["p1", {"id": "p2", "life": 7}], "objects": [WORSHIP, GUARD,
                                                               _giant("a"), _giant("b")],
        "events": [{"id": "e", "at_once": [
            {"damage": {"source": "a", "to": "p2", "amount": 5, "combat": True}},
            {"damage": {"source": "b", "to": "p2", "amount": 5, "combat": True}}]}]}


DEALT = "5 damage from a to p2 (combat) + 5 damage from b to p2 (combat)"


def test_the_floor_counts_the_other_life_loss_of_the_event():
    # p2 at 7 is dealt 5 and 5 at once: both are dealt in full (120.4b), then become losses
    # of 5 and 5. Counted together they would leave p2 at -3, below 1, so Worship, applied
    # once to the whole event, leaves 6 to lose (7 - 6 = 1). One effect, one order.
    process = process_under(DATA)
    assert process.options(process.start).candidates == (0,)
    assert agreed_table(process) == {f"{DEALT} + p2 loses 6 life": 1}


def test_an_event_that_leaves_the_player_above_the_floor_is_not_modified():
    # Dealt 3 and 2 at once from 7, p2 ends at 2, not below 1: Worship changes no part, so it
    # is no candidate and the losses stay 3 and 2 (5 in all).
    small = {**DATA, "events": [{"id": "e", "at_once": [
        {"damage": {"source": "a", "to": "p2", "amount": 3, "combat": True}},
        {"damage": {"source": "b", "to": "p2", "amount": 2, "combat": True}}]}]}
    process = process_under(small)
    assert process.options(process.start).candidates == ()
    assert agreed_table(process) == {
        "2 damage from b to p2 (combat) + 3 damage from a to p2 (combat) + p2 loses 5 life": 1}


def test_without_the_rule_the_effect_reads_no_part_alone():
    # Taken out of the ruleset, the effect applies part by part, where a life floor has no
    # reading of its own (each part is left as it is): p2 loses 5 and 5, 10 in all.
    table = agreed_table(process_under(DATA, without="whole_event"))
    assert table == {f"{DEALT} + p2 loses 10 life": 1}
