"""A card that isn't double-faced, put onto the battlefield transformed, stays in its zone
(712.14a in cr-2026); cr-2011 has no way to put a card onto the battlefield transformed
(711.5) and refuses the event. Expected tables worked out by hand from the rule; each is
checked against brute force (``agreed_table``)."""
from __future__ import annotations

import pytest
from replacement_support import agreed_table, problem_from_data, process_under

from mtglogic.budget import Budget
from mtglogic.errors import InputError
from mtglogic.replacement.analysis import answer_event
from mtglogic.replacement.render import answer_lines

BEARS = {"id": "bears", "card": "Grizzly Bears", "owner": "p1", "zone": "graveyard"}
THING = {"id": "thing", "card": "Thing in the Ice", "owner": "p1", "zone": "graveyard"}
# Orb of Dreams: permanents enter tapped, a replacement effect on every entering (614.1c)
ORB = {"id": "orb", "card": "Orb of Dreams", "controller": "p2"}


def _transformed(*ids: str) -> dict:
    parts = [{"zone_change": {"object": i, "to": "battlefield", "face": "back"}} for i in ids]
    return {"players": ["p1", "p2"], "objects": [BEARS, THING, ORB],
            "events": [{"id": "e", "at_once": parts} if len(parts) > 1
                       else {"id": "e", **parts[0]}]}


def test_a_card_that_is_not_double_faced_stays_in_its_zone():
    # Grizzly Bears has one face: nothing of the instruction happens (712.14a), so Orb of
    # Dreams has no entering to make tapped (614.7).
    assert agreed_table(process_under(_transformed("bears"))) == {"nothing": 1}


def test_the_double_faced_card_beside_it_still_enters_back_face_up():
    # Thing in the Ice enters as Awoken Horror (712.14a), tapped by Orb of Dreams, with no
    # ice counters (Awoken Horror has no such ability, 614.12). The Bears stays behind.
    assert agreed_table(process_under(_transformed("bears", "thing"))) == {
        "thing: graveyard -> battlefield (tapped, back face up)": 1}


def test_the_explanation_cites_712_14a():
    problem = problem_from_data(_transformed("bears"))
    lines = answer_lines(answer_event(problem, problem.events[0], Budget()), explain=True)
    assert any("bears isn't a double-faced card" in line and "(712.14a)" in line
               for line in lines)


def test_cr_2011_refuses_putting_a_card_onto_the_battlefield_transformed():
    with pytest.raises(InputError, match=r"711\.5"):
        problem_from_data(_transformed("bears"), "cr-2011")
