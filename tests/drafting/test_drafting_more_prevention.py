"""Prevention sentences the drafter declines (issue 19, item 5): "prevent all combat damage
that would be dealt to and dealt by ~" (Fog Bank, Sandskin, Urborg Phantom) is one
prevention effect (615.1) watching the damage to the object and the damage from it; the
watch vocabulary joins its keys with "and", so it would take two effects, and the
replacement engine would then count two orders for a combat event where the rules have one
effect. The sentence stays as text.
"""
from __future__ import annotations

import pytest

from mtglogic.drafting import OracleCard, draft

TO_AND_BY = "Prevent all combat damage that would be dealt to and dealt by {who}{turn}."


@pytest.mark.parametrize("who, turn, type_line", [
    ("Test Card", "", "Creature \u2014 Wall"),
    ("enchanted creature", "", "Enchantment \u2014 Aura"),
])
def test_to_and_by_is_left_as_text(who, turn, type_line):
    text = TO_AND_BY.format(who=who, turn=turn)
    result = draft(OracleCard("Test Card", text, type_line, "{1}",
                              *(("0", "2") if "Creature" in type_line else (None, None))))
    assert result.untranslated == [text]
