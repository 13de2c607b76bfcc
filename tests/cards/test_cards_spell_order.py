"""The Nth spell a player casts each turn (``nth_this_turn``): a cost change or a flash
permission that applies to one spell only, the one its caster casts as their Nth of that
kind this turn. The cost is determined as the spell is cast (601.2f; 601.2e in 2011), and
the spells cast earlier this turn are the scenario's ``this_turn`` (601.2i; 601.2h in 2011).

Each expected answer is counted by hand from the card's Oracle text: the next such spell is
the Nth when its caster cast N - 1 such spells earlier this turn.
"""
from __future__ import annotations

from typing import Any

import pytest
from cards_support import BOTH, obj

import mtglogic
from mtglogic.errors import ConsistencyError
from mtglogic.layers.rules_applied import RulesRecord

YOU, THEM = "you", "opponent"
INSTANT = {"types": ["instant"], "controller": YOU}
CREATURE = {"types": ["creature"], "controller": YOU}


def records(objects: list[dict], cast: list[dict], ruleset: str = "cr-2026"
            ) -> list[RulesRecord]:
    data: dict[str, Any] = {"players": [YOU, THEM], "active_player": YOU, "objects": objects}
    if cast:
        data["this_turn"] = {"cast": cast}
    result = mtglogic.compute_layers(mtglogic.load_scenario(data, ruleset))
    assert len(result.outcomes) == 1
    return result.outcomes[0].run.rules


@pytest.mark.parametrize("cast, next_is_second", [
    ([], False),                                   # nothing cast yet: the next is the first
    ([INSTANT], True),                             # one cast: the next is the second
    ([{**INSTANT, "count": 2}], False),            # two cast: the next is the third
    ([{"types": ["sorcery"], "controller": THEM}], False),  # the opponent's spell: not yours
])
def test_highspire_bell_ringer_makes_the_second_spell_cost_less(
        cast: list[dict], next_is_second: bool) -> None:
    # "The second spell you cast each turn costs {1} less to cast" (601.2f)
    (found,) = records([obj("ringer", "Highspire Bell-Ringer", controller=YOU)], cast)
    assert found.word == "spells_cost" and found.players == [YOU]
    assert found.argument["next_spell_is_it"] == ([YOU] if next_is_second else [])


@pytest.mark.parametrize("ruleset, rules", [("cr-2011", ["613.10", "601.2e", "601.2h"]),
                                            ("cr-2026", ["613.11", "601.2f", "601.2i"])])
def test_the_spell_count_cites_the_rule_of_casting(ruleset: str, rules: list[str]) -> None:
    (found,) = records([obj("ringer", "Highspire Bell-Ringer", controller=YOU)], [], ruleset)
    assert found.rules == rules


@pytest.mark.parametrize("ruleset", BOTH)
def test_radagast_counts_creature_spells_only(ruleset: str) -> None:
    # An instant and a sorcery cast earlier are not creature spells: the next creature spell
    # is still the first one, so it costs {2} less and may be cast as though it had flash
    # (601.2f, 702.8a); after one creature spell, neither applies to the next.
    board = [obj("radagast", "Radagast of Rhosgobel", controller=YOU)]
    others = [INSTANT, {"types": ["sorcery"], "controller": YOU}]
    assert [(r.word, r.argument["next_spell_is_it"]) for r in records(board, others, ruleset)] \
        == [("spells_cost", [YOU]), ("cast_as_though_flash", [YOU])]
    assert [r.argument["next_spell_is_it"] for r in records(board, [CREATURE], ruleset)] \
        == [[], []]


def test_a_spell_s_abilities_are_not_kept_in_the_turn_s_history() -> None:
    # the history keeps a spell's types and colors, not its abilities: a selector on a
    # keyword can't be counted there, an error rather than a wrong count
    rule = {"spells_cost": {"players": "you", "spells": {"keyword": "flying"},
                            "nth_this_turn": 1, "less": "{1}"}}
    source = {"id": "src", "name": "Source", "types": ["enchantment"], "controller": YOU,
              "abilities": [{"static": {"text": "x", "rules": [rule]}}]}
    with pytest.raises(ConsistencyError, match="abilities:flying"):
        records([source], [])


# ---- a spell's own cost change under a condition on the board (601.2f, 113.6d) --------

@pytest.mark.parametrize("ruleset", BOTH)
@pytest.mark.parametrize("theirs, mine, applies", [
    (3, 0, True),    # three creatures among the opponents' permanents: 3 >= 3
    (2, 4, False),   # two of theirs; the caster's own creatures don't count: 2 < 3
])
def test_lashwhip_predator_counts_the_opponents_creatures(
        ruleset: str, theirs: int, mine: int, applies: bool) -> None:
    board = [obj("predator", "Lashwhip Predator", controller=YOU, zone="stack"),
             *[obj(f"t{i}", "Grizzly Bears", controller=THEM) for i in range(theirs)],
             *[obj(f"m{i}", "Grizzly Bears", controller=YOU) for i in range(mine)]]
    found = records(board, [], ruleset)
    assert [(r.word, r.argument["less"]) for r in found] == \
        ([("spells_cost", "{2}")] if applies else [])


@pytest.mark.parametrize("bears, applies", [
    (5, True),    # 5 x 2 toughness = 10 >= 10
    (4, False),   # 4 x 2 = 8 < 10
])
def test_orysa_drafted_from_the_corpus_adds_the_toughness(bears: int, applies: bool) -> None:
    # Orysa is not in the library: drafted from its Oracle text ("if creatures you control
    # have total toughness 10 or greater"); the opponent's Bears don't count
    board = [obj("orysa", "Orysa, Tide Choreographer", controller=YOU, zone="stack"),
             obj("theirs", "Grizzly Bears", controller=THEM),
             *[obj(f"b{i}", "Grizzly Bears", controller=YOU) for i in range(bears)]]
    assert [(r.word, r.argument["less"]) for r in records(board, [])] == \
        ([("spells_cost", "{3}")] if applies else [])


@pytest.mark.parametrize("ruleset, rule", [("cr-2011", "707.5"), ("cr-2026", "708.5")])
def test_lens_of_clarity_lets_its_controller_look(ruleset: str, rule: str) -> None:
    found = records([obj("lens", "Lens of Clarity", controller=THEM)], [], ruleset)
    assert [(r.word, r.players, r.rules[-1]) for r in found] == [
        ("may_look_at_top", [THEM], "401.6" if ruleset == "cr-2011" else "401.5"),
        ("may_look_at_face_down", [THEM], rule)]


GLAMDRING = {"spells_cost": {"players": "you", "spells": {"type": ["instant", "sorcery"]},
                             "less": "{1}", "times": {"total": {"of": "power",
                                                                "among": {"equipped": True}}}}}


@pytest.mark.parametrize("attached, amount", [
    ("ogre", "{2}"),    # equipping Gray Ogre, 2/2: X = 2, {1} x 2 = {2} less
    (None, "{0}"),      # attached to nothing: no equipped creature, X = 0 ({0}, 118.7)
])
def test_glamdring_reads_the_equipped_creature_s_power(attached: str | None,
                                                       amount: str) -> None:
    # Glamdring's "instant and sorcery spells you cast cost {X} less to cast, where X is
    # equipped creature's power" (601.2f; the equipped creature, 301.5a), as drafted
    glamdring = {"id": "glam", "name": "Glamdring", "types": ["artifact"],
                 "subtypes": ["Equipment"], "controller": YOU,
                 **({"attached_to": attached} if attached else {}),
                 "abilities": [{"static": {"text": "x", "rules": [GLAMDRING]}}]}
    board = [glamdring, obj("ogre", "Gray Ogre", controller=YOU)]
    (found,) = records(board, [])
    assert found.argument["amount"] == amount


# ---- a count for each caster (per_caster, 601.2f) -------------------------------------

@pytest.mark.parametrize("ruleset", BOTH)
def test_hum_of_the_radix_counts_each_caster_s_artifacts(ruleset: str) -> None:
    # the opponent controls Hum; you control two Bonesplitters, the opponent one: your
    # artifact spells cost {1} x 2 = {2} more, the opponent's {1} x 1 = {1} more
    board = [obj("hum", "Hum of the Radix", controller=THEM),
             obj("s1", "Bonesplitter", controller=YOU), obj("s2", "Bonesplitter", controller=YOU),
             obj("s3", "Bonesplitter", controller=THEM)]
    (found,) = records(board, [], ruleset)
    assert found.argument["amount"] == {YOU: "{2}", THEM: "{1}"}


def test_damping_sphere_counts_the_spells_each_player_cast() -> None:
    # "for each other spell that player has cast this turn": you cast two, the opponent
    # none: your next spell costs {1} x 2 = {2} more, the opponent's {0} more
    sphere = {"id": "sphere", "name": "Damping Sphere", "types": ["artifact"],
              "controller": THEM, "abilities": [{"static": {"text": "x", "rules": [
                  {"spells_cost": {"players": "each", "more": "{1}", "per_caster": True,
                                   "times": {"spells_cast_this_turn": {"controller": "you"}}}}]}}]}
    (found,) = records([sphere], [{**INSTANT, "count": 2}])
    assert found.argument["amount"] == {YOU: "{2}", THEM: "{0}"}
