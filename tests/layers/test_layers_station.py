"""Station cards (721.2b-c; 2011 has none): the power/toughness box belongs to the station
symbol's ability, so the card has no power or toughness off the battlefield, nor on it until
that ability makes it a creature."""
from __future__ import annotations

from layers_support import R2011, board, run


def frigate(oid: str, **kw) -> dict:
    return {"id": oid, "name": "Frigate", "types": ["artifact"], "subtypes": ["Spacecraft"],
            "power": 3, "toughness": 5, **kw,
            "abilities": [{"activated": "Station"},
                          {"static": {"text": "12+ | Flying",
                                      "condition": {"ge": [{"counters": {"kind": "charge",
                                                                         "on": "self"}}, 12]},
                                      "applies_to": {"self": True},
                                      "effects": [{"add_types": ["creature"]},
                                                  {"add_abilities": ["flying"]},
                                                  {"set_pt": [3, 5]}]}}]}


def test_off_the_battlefield_and_below_the_threshold_it_has_none():
    result = run(board([frigate("gone", zone="graveyard"), frigate("low"),
                        frigate("high", counters={"charge": 12})]))
    board_now = result.board
    assert (board_now["gone"].power, board_now["gone"].toughness) == (None, None)
    assert (board_now["low"].power, board_now["low"].toughness) == (None, None)
    assert (board_now["high"].power, board_now["high"].toughness) == (3, 5)
    assert result.moment_game is not None
    assert result.moment_game.notes == (
        "gone is a station card: it has no power or toughness in the graveyard (721.2c)",)


def test_a_ruleset_without_station_cards_keeps_the_printed_box():
    # 2011 has no 721: the object is read as written.
    assert run(board([frigate("gone", zone="graveyard")]), R2011).board["gone"].power == 3
