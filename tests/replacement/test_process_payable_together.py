"""614.12a-b: declining an entering effect with a cost pays it; the payments of one event
are payable together (``process_rules/payable_together.py``)."""
from __future__ import annotations

import pytest
from replacement_support import agreed_table, process_under

from mtglogic.replacement.model import Choice
from mtglogic.replacement.process_rules.payable_together import PayableTogether


def lands(life: int) -> dict:
    """Two shocklands ("you may pay 2 life; if you don't, it enters tapped") entering at
    once from p1's hand."""
    return {"players": [{"id": "p1", "life": life}, "p2"],
            "objects": [{"id": "a", "card": "Breeding Pool", "zone": "hand", "owner": "p1"},
                        {"id": "b", "card": "Steam Vents", "zone": "hand", "owner": "p1"}],
            "events": [{"id": "e", "at_once": [
                {"zone_change": {"object": "a", "to": "battlefield"}},
                {"zone_change": {"object": "b", "to": "battlefield"}}]}]}


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
def test_three_life_pays_for_one_land_only(ruleset):
    # 2 <= 3 for one land, 2 + 2 > 3 for both: both tapped, or one paid for (either), and
    # each land's part is its own event (616.1), so each outcome has one order.
    process = process_under(lands(3), ruleset)
    assert agreed_table(process) == {
        "a: hand -> battlefield (tapped) + b: hand -> battlefield (tapped)": 1,
        "a: hand -> battlefield + b: hand -> battlefield (tapped) + p1 pays 2 life": 1,
        "a: hand -> battlefield (tapped) + b: hand -> battlefield + p1 pays 2 life": 1}


def test_after_one_payment_the_other_cant_be_declined():
    # Declining a's effect pays 2 life (614.12a); at b's part, 2 more would need 4 life:
    # b's effect can only be applied (614.12b).
    process = process_under(lands(3))
    rule = process.rule(PayableTogether)
    assert rule is not None
    first = process.options(process.start)
    (effect,) = {c.effect for c in first.choices}
    assert Choice(effect, False) in first.choices
    after = process.step(process.start, Choice(effect, False))
    assert len(rule.committed(after)) == 1
    assert all(c.apply for c in process.options(after).choices)


def test_four_life_pays_for_both():
    # 2 + 2 <= 4: a fourth outcome, both untapped and 4 life lost.
    table = agreed_table(process_under(lands(4)))
    assert table["a: hand -> battlefield + b: hand -> battlefield + p1 pays 4 life"] == 1
    assert len(table) == 4


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
def test_a_player_who_cant_lose_life_cant_pay_life(ruleset):
    # Platinum Emperion: p1's life total can't change, so p1 can't pay 2 life (119.8 in
    # 2026, 118.8 in 2011), even at 20 life: both lands enter tapped, one outcome, one
    # order. p2, whom nothing stops, still has both choices for a land of theirs.
    data = lands(20)
    data["objects"].append({"id": "emperion", "card": "Platinum Emperion", "controller": "p1"})
    assert agreed_table(process_under(data, ruleset)) == {
        "a: hand -> battlefield (tapped) + b: hand -> battlefield (tapped)": 1}
    data["objects"][0]["owner"] = "p2"
    assert agreed_table(process_under(data, ruleset)) == {
        "a: hand -> battlefield (tapped) + b: hand -> battlefield (tapped)": 1,
        "a: hand -> battlefield + b: hand -> battlefield (tapped) + p2 pays 2 life": 1}


def test_paid_life_is_a_life_loss_marked_paid():
    # Paying is losing that much life (119.4): a lose_life watch sees it; `paid: false`
    # does not. "If you would lose life other than by paying it, prevent... (nothing)":
    # the payment is untouched, so paying is still one outcome.
    data = lands(20)
    data["objects"] = data["objects"][:1]
    data["events"] = [{"id": "e", "zone_change": {"object": "a", "to": "battlefield"}}]
    data["replacements"] = [{"id": "w", "controller": "p1",
                             "watch": {"event": "lose_life", "player": "you", "paid": False},
                             "instead": {"nothing": True}}]
    assert agreed_table(process_under(data)) == {
        "a: hand -> battlefield (tapped)": 1, "a: hand -> battlefield + p1 pays 2 life": 1}
    # Watching payments (`paid: true`): the 2 life paid is replaced by nothing.
    data["replacements"][0]["watch"]["paid"] = True
    assert agreed_table(process_under(data)) == {
        "a: hand -> battlefield (tapped)": 1, "a: hand -> battlefield": 1}
