"""Prevention sentences of two sides (issue 19, item 5): "prevent all combat damage that would
be dealt to and dealt by ~" (Fog Bank, Sandskin, Urborg Phantom) is one prevention effect
(615.1) watching the damage the object deals or is dealt (the watch key ``involving``), not
two effects, which would count two orders for a combat event where the rules have one."""
from __future__ import annotations

import pytest

from mtglogic.drafting import OracleCard, draft

TO_AND_BY = "Prevent all combat damage that would be dealt to and dealt by {who}{turn}."


@pytest.mark.parametrize("who, type_line, selector", [
    ("Test Card", "Creature \u2014 Wall", {"self": True}),
    ("enchanted creature", "Enchantment \u2014 Aura", {"enchanted": True}),
])
def test_to_and_by_is_one_effect(who, type_line, selector):
    text = TO_AND_BY.format(who=who, turn="")
    result = draft(OracleCard("Test Card", text, type_line, "{1}",
                              *(("0", "2") if "Creature" in type_line else (None, None))))
    assert result.untranslated == []
    assert [a.data for a in result.abilities if "replacement" in a.data] == [{"replacement": {
        "text": text, "watch": {"event": "damage", "combat": True, "involving": selector},
        "instead": {"prevent": "all"}}}]


def test_this_turn_is_a_static_abilitys_text_only_when_it_resolves():
    # "this turn" on a static ability has no duration to give (611.2a): left as text
    text = TO_AND_BY.format(who="Test Card", turn=" this turn")
    result = draft(OracleCard("Test Card", text, "Creature \u2014 Wall", "{1}", "0", "2"))
    assert result.untranslated == [text]
