"""State-based consequences added for issue 11, item 8: Auras (704.5m; 704.5n in 2011),
Sagas (704.5s; none in 2011), the 2011 legend and planeswalker uniqueness rules (704.5k,
704.5j of the rules of 2011-09-30), and chapter numbers (714.2). Each expectation is worked
out by hand from the rule named beside it."""
from __future__ import annotations

import pytest
from layers_support import BOTH, R2011, R2026, board, creature, run

from mtglogic.model.chapters import chapter_numbers, chapters_reached, roman
from mtglogic.model.objects import Ability

AURA_RULE = {R2011: "704.5n", R2026: "704.5m"}


def found(data: dict, ruleset: str) -> list[tuple[str, str, str]]:
    return [(c.object, c.rule, c.action) for c in run(data, ruleset).outcomes[0].run.consequences]


def aura(oid: str, enchant: str, **kw) -> dict:
    return {"id": oid, "name": oid.title(), "types": ["enchantment"], "subtypes": ["Aura"],
            "abilities": [{"keyword": f"enchant {enchant}"}], **kw}


@pytest.mark.parametrize("ruleset", BOTH)
def test_an_aura_on_what_it_can_enchant_stays_and_others_go(ruleset):
    # On a creature with enchant creature: legal. Enchant land on a creature: illegal, and
    # attached to nothing: illegal (303.4c, 704.5m / 704.5n in 2011). Enchant "creature, land,
    # or planeswalker" on a creature: one of the alternatives, legal.
    data = board([creature("bear"), aura("good", "creature", attached_to="bear"),
                  aura("wrong", "land", attached_to="bear"), aura("loose", "creature"),
                  aura("either", "creature, land, or planeswalker", attached_to="bear")])
    rule = AURA_RULE[ruleset]
    graveyard = "is put into its owner's graveyard"
    assert found(data, ruleset) == [("loose", rule, graveyard), ("wrong", rule, graveyard)]


@pytest.mark.parametrize("ruleset", BOTH)
def test_an_aura_that_is_a_creature_enchants_nothing(ruleset):
    # 303.4d: an Aura that is also a creature can't enchant anything.
    data = board([creature("bear"),
                  aura("beast", "creature", attached_to="bear", types=["enchantment", "creature"],
                       power=1, toughness=1)])
    assert [c[:2] for c in found(data, ruleset)] == [("beast", AURA_RULE[ruleset])]


@pytest.mark.parametrize("ruleset", BOTH)
def test_an_enchant_this_report_cannot_judge_is_left_alone(ruleset):
    # "Enchant creature you control" names a controller: not judged, no consequence.
    data = board([creature("bear"), aura("mine", "creature you control", attached_to="bear")])
    assert found(data, ruleset) == []


def test_the_2011_legend_rule_takes_every_one_whoever_controls_them():
    # 704.5k (2011): two legendary permanents named Lair, one each: both go. In 2026
    # (704.5j) each player keeps theirs: nothing happens.
    lair = {"name": "Lair", "types": ["land"], "supertypes": ["legendary"]}
    data = board([{"id": "a", **lair}, {"id": "b", **lair, "controller": "opponent"}])
    assert found(data, R2011) == [("a", "704.5k", "is put into its owner's graveyard"),
                                  ("b", "704.5k", "is put into its owner's graveyard")]
    assert found(data, R2026) == []


def test_the_2011_planeswalker_uniqueness_rule():
    # 704.5j of 2011-09-30: two or more planeswalkers sharing a planeswalker type on the
    # battlefield all go to their owners' graveyards, whoever controls them: the player's
    # two Jaces and the opponent's. 2026 has no such rule: nothing.
    jace = {"types": ["planeswalker"], "subtypes": ["Jace"], "loyalty": 3}
    data = board([{"id": "j1", "name": "Jace A", **jace}, {"id": "j2", "name": "Jace B", **jace},
                  {"id": "j3", "name": "Jace C", **jace, "controller": "opponent"}])
    grave = "is put into its owner's graveyard"
    assert [c[:3] for c in found(data, R2011)] == [("j1", "704.5j", grave),
                                                   ("j2", "704.5j", grave),
                                                   ("j3", "704.5j", grave)]
    assert found(data, R2026) == []


SAGA = {"name": "Tale", "types": ["enchantment"], "subtypes": ["Saga"],
        "abilities": [{"triggered": "I, II — Draw a card."}, {"triggered": "III — Draw a card."}]}


def test_a_saga_at_its_final_chapter_is_sacrificed_in_2026_only():
    # Final chapter 3 (714.2d). Three lore counters, nothing waiting: sacrificed (704.5s).
    # Two: stays. Three with chapter III waiting on the stack: stays. The 2011 rules have
    # no Sagas and no 704.5s.
    data = board([{"id": "done", **SAGA, "counters": {"lore": 3}},
                  {"id": "young", **SAGA, "counters": {"lore": 2}},
                  {"id": "waiting", **SAGA, "counters": {"lore": 3}, "chapter_triggered": True}])
    assert found(data, R2026) == [("done", "704.5s", "is sacrificed by its controller")]
    assert found(data, R2011) == []


def test_a_saga_without_chapter_abilities_is_not_sacrificed():
    # 704.5s applies to a Saga with one or more chapter abilities (final chapter 0 else).
    data = board([{"id": "bare", **SAGA, "abilities": [], "counters": {"lore": 5}}])
    assert found(data, R2026) == []


def test_the_next_turn_adds_a_lore_counter_and_the_chapter_waits():
    # One player: the next turn is theirs again; in their precombat main phase the Saga
    # gets its third lore counter (714.3b), chapter III triggers (714.2b), so it is not
    # sacrificed on that board; after the end of that turn it is.
    data = board([{"id": "tale", **SAGA, "counters": {"lore": 2}}], players=["you"],
                 steps=["next_turn", "end_of_turn"])
    result = run(data, R2026)
    after_turn, after_end = result.moments
    assert after_turn.result.board["tale"].counters["lore"] == 3
    assert any("chapter 3 triggers (714.2b)" in note for note in after_turn.notes)
    assert after_turn.result.outcomes[0].run.consequences == []
    assert [c.rule for c in after_end.result.outcomes[0].run.consequences] == ["704.5s"]


@pytest.mark.parametrize("numeral, value", [("I", 1), ("II", 2), ("III", 3), ("IV", 4),
                                            ("V", 5), ("VI", 6), ("IX", 9)])
def test_roman_numerals(numeral, value):
    assert roman(numeral) == value  # 714.2a


def test_chapter_numbers_and_what_triggers():
    assert chapter_numbers(Ability("triggered", "I, II — Make a Knight.", "k")) == (1, 2)
    assert chapter_numbers(Ability("triggered", "When it enters, draw.", "k")) == ()
    # 714.2b: from 1 to 3 lore counters, chapters II and III trigger, not I.
    assert chapters_reached([1, 2, 3], 1, 3) == [2, 3]


@pytest.mark.parametrize("moon, expected", [(False, ["704.5s"]), (True, [])])
def test_urza_s_saga_keeps_its_chapters_unless_blood_moon_removes_them(moon, expected):
    # Three lore counters, final chapter III: sacrificed (704.5s). Blood Moon removes its
    # rules-text abilities (305.7): no chapter ability, final chapter 0, not sacrificed.
    objects = [{"id": "saga", "card": "Urza's Saga", "counters": {"lore": 3}}]
    if moon:
        objects.append({"id": "moon", "card": "Blood Moon"})
    assert [c[1] for c in found(board(objects), R2026)] == expected
