"""Casting permissions and cost changes after a keyword or flavor word, drafted from real
Oracle text (issue 19, item 5; drafting/cast_permissions.py, drafting/oracle.py). Expected
drafts are written by hand from each sentence and its rule."""
from __future__ import annotations

from drafting_support import one_static

from mtglogic.model.terms import ZONES

MAX_SPEED = {"ge": [{"speed": "you"}, 4]}  # speed 4 (702.179e)


def drafted(text: str, type_line: str = "Artifact \u2014 Equipment") -> dict | None:
    return one_static(text, type_line)


def test_lightwheel_enhancements_max_speed_cast_from_graveyard() -> None:
    # 702.178a: the ability while your speed is 4; 702.178b: the granting ability works
    # where the granted one does, and a permission to cast the card from your graveyard
    # works in every zone (113.6f)
    assert drafted("Max speed \u2014 You may cast this card from your graveyard.") == {
        "condition": MAX_SPEED, "functions_in": list(ZONES),
        "rules": [{"may_cast_from": {"players": "you", "from": "graveyard",
                                     "cards": {"self": True}}}]}


def test_racers_scoreboard_max_speed_cost_reduction() -> None:
    # a cost change for your spells (601.2f) while your speed is 4 (702.178a)
    assert drafted("Max speed \u2014 Spells you cast cost {1} less to cast.") == {
        "condition": MAX_SPEED, "rules": [{"spells_cost": {"players": "you", "less": "{1}"}}]}


def test_hades_flavor_word_with_small_words_is_dropped() -> None:
    # "Echo of the Lost" is a flavor word (207.2d: no rules meaning): the ability is the
    # sentence after it, playing cards from your graveyard on your turn (305.1, 601.3)
    assert drafted("Echo of the Lost \u2014 During your turn, you may play cards from your "
                   "graveyard.", "Legendary Enchantment \u2014 Shrine") == {
        "condition": {"your_turn": True},
        "rules": [{"may_play_from": {"players": "you", "from": "graveyard"}}]}


def test_max_speed_before_an_unread_sentence_stays_text() -> None:
    assert drafted("Max speed \u2014 You may cast this card from your graveyard by paying "
                   "2 life in addition to paying its other costs.") is None


def test_found_footage_face_down_creatures_of_opponents() -> None:
    # beyond one's own face-down permanents (708.5; 707.5 in 2011)
    assert drafted("You may look at face-down creatures your opponents control any time.",
                   "Artifact \u2014 Clue") == {"rules": [{"may_look_at_face_down": {
                       "players": "you", "of": {"face_down": True, "type": "creature",
                                                "controller": "opponent"}}}]}


def test_lens_of_clarity_top_card_and_face_down_creatures_you_dont_control() -> None:
    # "you don't control": any other player's, teammates too (not only opponents)
    assert drafted("You may look at the top card of your library and at face-down creatures "
                   "you don't control any time.", "Artifact") == {"rules": [
                       {"may_look_at_top": {"players": "you"}},
                       {"may_look_at_face_down": {"players": "you", "of": {
                           "face_down": True, "type": "creature",
                           "not": {"controller": "you"}}}}]}
