""""Would ... instead" lines of real cards under a condition or beside a spell's other words.

Expected drafts are written by hand from the Oracle text (Scryfall's, in the corpus) and
the rules: "Max speed — [ability]" grants the ability as long as the controller's speed is
4 (702.178a, 702.179e; 2011 has no speed), so the replacement applies while the speed is
4 (614.1); a spell's replacement "this turn" is made as it resolves (611.2a), its other
instructions staying the spell's text (608.2c); "that creature" of a line that names one
target is that target (115.1; 114.1 in 2011). Outcomes on small boards are worked out by
hand from the same rules.
"""
from __future__ import annotations

import warnings
from typing import Any

import pytest

import mtglogic
from mtglogic.drafting import OracleCard, draft
from mtglogic.drafting.compare import equivalent
from mtglogic.engines import ENGINES
from mtglogic.errors import MtglogicError

VNWXT = ("Vnwxt, Verbose Host", "Legendary Creature \u2014 Homunculus",
         "Start your engines!\nYou have no maximum hand size.\n"
         "Max speed \u2014 If you would draw a card, draw two cards instead.")
FAR_FORTUNE = ("Far Fortune, End Boss", "Legendary Creature \u2014 Human Mercenary",
               "Start your engines!\nWhenever you attack, Far Fortune deals 1 damage to each "
               "opponent.\nMax speed \u2014 If a source you control would deal damage to an "
               "opponent or a permanent an opponent controls, it deals that much damage "
               "plus 1 instead.")
ECLIPSE = ("Malicious Eclipse", "Sorcery", "All creatures get -2/-2 until end of turn. If a "
           "creature an opponent controls would die this turn, exile it instead.")
SMITE = ("Smite the Deathless", "Instant", "Smite the Deathless deals 3 damage to target "
         "creature. That creature loses indestructible until end of turn. If that creature "
         "would die this turn, exile it instead.")
TORCH = ("Torch the Tower", "Instant", "Bargain\nTorch the Tower deals 2 damage to target "
         "creature or planeswalker. If this spell was bargained, instead it deals 3 damage to "
         "that permanent and you scry 1.\nIf a permanent dealt damage by Torch the Tower "
         "would die this turn, exile it instead.")
MAX_SPEED = {"ge": [{"speed": "you"}, 4]}  # 702.179e: a speed of 4
DIES = {"event": "zone_change", "from": "battlefield", "to": "graveyard"}  # 700.4


def replacements(card: tuple[str, str, str]) -> list[Any]:
    """The replacement abilities drafted from a card (text without the `text` key)."""
    name, type_line, text = card
    pt = ("1", "1") if "Creature" in type_line else (None, None)
    result = draft(OracleCard(name, text, type_line, "{1}", *pt))
    return [{"replacement": {k: v for k, v in a.data["replacement"].items() if k != "text"}}
            for a in result.abilities
            if a.translated and isinstance(a.data, dict) and "replacement" in a.data]


def test_max_speed_draw_replacement():
    # 702.178a: the draw replacement (614.1a: "draw two cards instead" is one draw of 2,
    # 121.2a) applies only while p1's speed is 4
    assert equivalent(replacements(VNWXT)[0], {"replacement": {
        "watch": {"event": "draw", "player": "you", "if": MAX_SPEED},
        "instead": {"become": {"event": "draw", "player": "you", "count": 2}}}})


def test_max_speed_damage_plus_one():
    # 702.178a and 614.1a: that much damage plus 1, from a source you control (on the
    # battlefield or the stack, where a source has a controller: 108.4)
    assert equivalent(replacements(FAR_FORTUNE)[0], {"replacement": {
        "watch": {"event": "damage",
                  "source": {"controller": "you", "zone": ["battlefield", "stack"]},
                  "recipient": {"player": "opponent", "object": {"controller": "opponent"}},
                  "if": MAX_SPEED},
        "instead": {"add": 1}}})


def test_max_speed_on_a_spells_this_turn_is_left_as_text():
    # a max speed ability is a static ability of a permanent or card (702.178a), never
    # an effect a spell makes as it resolves
    assert replacements(("Test Spell", "Instant", "Max speed \u2014 If a creature would die "
                                                  "this turn, exile it instead.")) == []


def test_a_spells_group_replacement_beside_an_effect_left_as_text():
    # 611.2a: made as Malicious Eclipse resolves; "it" is the creature that would die
    assert replacements(ECLIPSE) == [{"replacement": {
        "resolved": True, "watch": {**DIES, "object": {"type": "creature",
                                                       "controller": "opponent"}},
        "instead": {"destination": "exile"}}}]


def test_that_creature_beside_another_sentence_on_the_one_target():
    # 115.1: the one target; "loses indestructible" stays the spell's text (608.2c)
    assert replacements(SMITE) == [{"replacement": {
        "resolved": True, "watch": {**DIES, "targeted": True},
        "instead": {"destination": "exile"}}}]


def test_a_permanent_dealt_damage_by_the_spell():
    # 611.2a: made as Torch the Tower resolves; the permanent was dealt damage by it
    assert replacements(TORCH) == [{"replacement": {
        "resolved": True, "watch": {**DIES, "object": {"permanent": True},
                                    "damaged_this_turn": {"source": "self"}},
        "instead": {"destination": "exile"}}}]


def test_dealt_damage_by_it_during_your_turn_is_left_as_text():
    # without "this turn" the damage may have been dealt on any turn, which the watch of
    # this turn's damage cannot say: never guessed
    assert replacements(("Test Card", "Enchantment", "If a creature dealt damage by Test "
                         "Card would die during your turn, exile it instead.")) == []


def test_an_untranslated_sentence_referring_back_still_declines_the_line():
    # "its controller" names the exiled creature's controller: the line is one whole
    assert replacements(("Test Spell", "Sorcery", "If a creature an opponent controls would "
                         "die this turn, exile it instead. Its controller mills a card.")) \
        == []


# ---- on small boards, outcomes by hand --------------------------------------------------
def answers(scenario: dict[str, Any], ruleset: str = "cr-2026") -> dict[str, dict[str, int]]:
    """Each event's outcomes (text: number of orders), the cards drafted from the corpus by
    name (their Oracle text is the one written above)."""
    with warnings.catch_warnings():  # each card warns of a sentence left as text, once
        warnings.simplefilter("ignore", UserWarning)
        result = mtglogic.answer_replacement(mtglogic.load_scenario(scenario, ruleset))
    return {e["id"]: {o["result"]: o["orders"] for o in e["outcomes"]}
            for e in ENGINES["replacement"].json(result)["events"]}


def vnwxt_board(speed: int) -> dict[str, Any]:
    return {"players": ["p1", "p2"],
            "objects": [{"id": "vnwxt", "card": VNWXT[0], "controller": "p1"}],
            "this_turn": {"speed": {"p1": speed}},
            "events": [{"id": "draw", "draw": {"player": "p1"}},
                       {"id": "theirs", "draw": {"player": "p2"}}]}


@pytest.mark.parametrize("speed,drawn", [(4, 2), (3, 1)])
def test_vnwxt_draws_two_only_at_max_speed(speed, drawn):
    # 702.179e: speed 4 is max speed; then p1's one draw is two (614.1a); at 3 it is one.
    # p2's draw is never p1's ("you": Vnwxt's controller).
    cards = "2 cards" if drawn == 2 else "1 card"
    assert answers(vnwxt_board(speed)) == {
        "draw": {f"p1 draws {cards}": 1}, "theirs": {"p2 draws 1 card": 1}}


def test_max_speed_under_2011():
    # 2011 has no speed (702.179 is of later rules): a board giving one is refused, and
    # without one no player has max speed (0, as 702.179f says of a player with none),
    # so p1's draw stays one card
    with pytest.raises(MtglogicError):
        answers(vnwxt_board(4), "cr-2011")
    assert answers({**vnwxt_board(0), "this_turn": {}}, "cr-2011") == {
        "draw": {"p1 draws 1 card": 1}, "theirs": {"p2 draws 1 card": 1}}


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
def test_malicious_eclipse_exiles_only_an_opponents_creature(ruleset):
    # 611.2a: the effect made as the spell resolved; 700.4 / 614.1a: p2's bear dying is
    # exiled, p1's own bear goes to the graveyard (no effect applies to it).
    scenario = {"players": ["p1", "p2"], "objects": [
        {"id": "eclipse", "card": ECLIPSE[0], "owner": "p1", "zone": "graveyard"},
        {"id": "theirs", "card": "Grizzly Bears", "controller": "p2"},
        {"id": "mine", "card": "Grizzly Bears", "controller": "p1"}],
        "replacements": [{"from": "eclipse"}],
        "events": [{"id": "theirs", "zone_change": {"object": "theirs", "to": "graveyard"}},
                   {"id": "mine", "zone_change": {"object": "mine", "to": "graveyard"}}]}
    assert answers(scenario, ruleset) == {
        "theirs": {"theirs: battlefield -> exile": 1},
        "mine": {"mine: battlefield -> graveyard": 1}}


def test_torch_the_tower_exiles_what_it_damaged():
    # 611.2a: made as Torch resolved; it dealt 2 damage to the bear this turn, so the bear
    # dying is exiled (614.1a); the other bear, dealt no damage by Torch, is not.
    scenario = {"players": ["p1", "p2"], "objects": [
        {"id": "torch", "card": TORCH[0], "owner": "p1", "zone": "graveyard"},
        {"id": "hit", "card": "Grizzly Bears", "controller": "p2"},
        {"id": "other", "card": "Grizzly Bears", "controller": "p2"}],
        "this_turn": {"damage": [{"source": "torch", "to": "hit", "amount": 2}]},
        "replacements": [{"from": "torch"}],
        "events": [{"id": "hit", "zone_change": {"object": "hit", "to": "graveyard"}},
                   {"id": "other", "zone_change": {"object": "other", "to": "graveyard"}}]}
    assert answers(scenario) == {
        "hit": {"hit: battlefield -> exile": 1},
        "other": {"other: battlefield -> graveyard": 1}}


# ---- modes of a modal spell (700.2) -----------------------------------------------------
SUPLEX = ("Suplex", "Sorcery", "Choose one \u2014\n\u2022 Suplex deals 3 damage to target "
          "creature. If that creature would die this turn, exile it instead.\n\u2022 Exile "
          "target artifact.")
GNASHING = ("Gnashing of Teeth", "Sorcery", "Choose one \u2014\n\u2022 Target creature gets "
            "-5/-5 until end of turn. If that creature would die this turn, exile it "
            "instead.\n\u2022 Creatures target player controls get -1/-1 until end of turn.")
PINECONE = ("Pinecone Strike", "Instant", "Choose one or both \u2014\n\u2022 Pinecone Strike "
            "deals 3 damage to target creature. If that creature would die this turn, exile "
            "it instead.\n\u2022 Destroy target artifact token.")


@pytest.mark.parametrize("card", [SUPLEX, GNASHING], ids=lambda c: c[0])
def test_the_first_mode_makes_its_replacement_only_if_chosen(card):
    # 700.2a: the first bullet's effect exists only if that mode was chosen; "choose one":
    # its target is the spell's one target (115.1)
    assert replacements(card) == [{"replacement": {
        "resolved": True, "watch": {**DIES, "targeted": True, "if": {"mode_chosen": 1}},
        "instead": {"destination": "exile"}}}]


def test_that_creature_of_a_mode_chosen_with_others_is_left_as_text():
    # "one or both": the artifact token targeted by the second mode is a target of the
    # spell too, and "that creature" is only the first mode's (115.1): never guessed
    assert replacements(PINECONE) == []


def test_a_bullet_without_a_choice_of_modes_is_left_as_text():
    # no "Choose ..." before it: not known to be a mode of this spell (700.2)
    assert replacements(("Test Spell", "Sorcery", "\u2022 Test Spell deals 3 damage to "
                         "target creature. If that creature would die this turn, exile it "
                         "instead.")) == []


def suplex_board(choices: dict[str, str]) -> dict[str, Any]:
    suplex: dict[str, Any] = {"id": "suplex", "card": SUPLEX[0], "owner": "p1",
                              "zone": "graveyard"}
    return {"players": ["p1", "p2"], "objects": [
        {**suplex, **({"choices": choices} if choices else {})},
        {"id": "bear", "card": "Grizzly Bears", "controller": "p2"},
        {"id": "other", "card": "Grizzly Bears", "controller": "p2"}],
        "replacements": [{"from": "suplex", "targets": ["bear"]}],
        "events": [{"id": "bear", "zone_change": {"object": "bear", "to": "graveyard"}},
                   {"id": "other", "zone_change": {"object": "other", "to": "graveyard"}}]}


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
@pytest.mark.parametrize("first,exiled", [("chosen", True), ("not chosen", False)])
def test_suplex_exiles_its_target_only_in_its_first_mode(ruleset, first, exiled):
    # 700.2a: with the first mode chosen, its target dying is exiled (614.1a), the other
    # bear is no target; with the second mode chosen, no effect of the first exists
    other = "not chosen" if first == "chosen" else "chosen"
    to = "exile" if exiled else "graveyard"
    assert answers(suplex_board({"mode_1": first, "mode_2": other}), ruleset) == {
        "bear": {f"bear: battlefield -> {to}": 1},
        "other": {"other: battlefield -> graveyard": 1}}


def test_a_mode_not_said_is_an_input_error():
    # the board must say which mode was chosen: never an effect silently absent
    with pytest.raises(MtglogicError, match="mode_1"):
        answers(suplex_board({}))
