"""The benchmark's measure (``mtglogic/drafting/compare.py``): what counts as the same
definition. Spellings the loader reads alike are equal; any difference of meaning is not,
nor a difference of wording the comparison does not know to be harmless."""
from __future__ import annotations

from mtglogic.drafting.compare import equivalent

ANTHEM = {"static": {"text": "Other Elf creatures get +1/+1 and have forestwalk.",
                     "applies_to": {"type": "creature", "subtype": "Elf", "other": True},
                     "effects": [{"add_abilities": ["forestwalk"]}, {"modify_pt": [1, 1]}]}}


def variant(**changes: object) -> dict:
    body = dict(ANTHEM["static"])
    body.update(changes)
    return {"static": body}


def test_texts_word_lists_and_part_order_do_not_matter():
    assert equivalent(ANTHEM, variant(
        text="anything", applies_to={"other": True, "subtype": ["Elf"], "type": "Creature"},
        effects=[{"modify_pt": [1, 1]}, {"add_abilities": "forestwalk"}]))


def test_a_different_amount_selector_or_part_is_different():
    assert not equivalent(ANTHEM, variant(effects=[{"add_abilities": ["forestwalk"]},
                                                   {"modify_pt": [1, 2]}]))
    assert not equivalent(ANTHEM, variant(applies_to={"subtype": "Elf", "other": True}))
    assert not equivalent(ANTHEM, variant(effects=[{"modify_pt": [1, 1]}]))


def test_the_order_of_power_and_toughness_matters():
    # modify_pt is [power, toughness]: +1/+2 is not +2/+1 (208.1).
    a = variant(effects=[{"modify_pt": [1, 2]}])
    b = variant(effects=[{"modify_pt": [2, 1]}])
    assert not equivalent(a, b)


def test_keywords_in_either_spelling():
    assert equivalent("Flying", {"keyword": "flying"})
    assert not equivalent("flying", "reach")


def test_the_same_meaning_in_other_words_is_not_called_equal():
    # On the battlefield every object is a permanent, but the comparison does not reason.
    a = {"static": {"applies_to": {"zone": "battlefield"}, "effects": [{"add_types": ["artifact"]}]}}
    b = {"static": {"applies_to": {"permanent": True}, "effects": [{"add_types": ["artifact"]}]}}
    assert not equivalent(a, b)


def test_a_selector_in_another_exact_shape_is_the_same():
    # A and (B or C) is (A and B) or (A and C); "in zone X or in zone Y" is "in X or Y".
    split = {"static": {"applies_to": {"any": [
        {"type": "creature", "controller": "you", "zone": "battlefield"},
        {"type": "creature", "controller": "you", "zone": "stack"}]},
        "effects": [{"colorless": True}]}}
    merged = {"static": {"applies_to": {"all": [
        {"type": "creature"}, {"any": [{"controller": "you", "zone": ["stack", "battlefield"]}]}]},
        "effects": [{"colorless": True}]}}
    assert equivalent(split, merged)
    other = {"static": {"applies_to": {"all": [
        {"type": "land"}, {"any": [{"controller": "you", "zone": ["stack", "battlefield"]}]}]},
        "effects": [{"colorless": True}]}}
    assert not equivalent(split, other)


def test_works_from_of_an_effect_on_its_own_entering_does_not_matter():
    # 614.12: such an effect applies from wherever the permanent comes.
    tapped = {"watch": {"event": "enter", "object": {"self": True}},
              "instead": {"enter_tapped": True}}
    assert equivalent({"replacement": tapped},
                      {"replacement": {**tapped, "works_from": "anywhere"}})
    dies = {"watch": {"event": "zone_change", "to": "graveyard", "object": {"self": True}},
            "instead": {"destination": "exile"}}
    assert not equivalent({"replacement": dies},
                          {"replacement": {**dies, "works_from": "anywhere"}})
