"""Side tables as registry data (issue 18, item 2): the player words are one vocabulary in
the registry, the keys that name players are declared there (by the words' ``PlayerRef``
specs, or beside them), the loader's check reads them, and the keys that go beside an
action are declared on the action family.
"""
from __future__ import annotations

import pytest

import mtglogic
from mtglogic.errors import ConsistencyError, InputError
from mtglogic.node import Node
from mtglogic.vocabulary.instead import compile_action
from mtglogic.vocabulary.registry import ACTIONS, FAMILIES, PLAYER_KEYS, PLAYER_WORDS, player_key


def test_every_word_taking_a_player_declares_its_key_with_its_player_words() -> None:
    for family in FAMILIES:
        for word in family:
            words = word.spec.player_words() if word.spec is not None else None
            if words is not None:
                assert set(words) <= set(PLAYER_KEYS[word.name]), word.name
    # The keys the loader checked before they were declared in the registry.
    assert {"control", "enter_under_control_of", "life", "controller", "owner",
            "player"} <= set(PLAYER_KEYS)
    assert all(set(words) <= set(PLAYER_WORDS) for words in PLAYER_KEYS.values())


def test_a_player_key_with_a_word_outside_the_vocabulary_is_refused() -> None:
    with pytest.raises(ValueError, match="'someone': me not among the player words"):
        player_key("someone", ("me",))
    assert "someone" not in PLAYER_KEYS


def _scenario(value: str) -> dict[str, object]:
    return {"players": ["p1", "p2"], "objects": [
        {"id": "bears", "card": "Grizzly Bears", "controller": "p1"},
        {"id": "src", "name": "Source", "types": ["enchantment"], "controller": "p1",
         "abilities": [{"static": {"applies_to": {"type": "creature"},
                                   "condition": {"ge": [{"hand_size": value}, 0]},
                                   "effects": [{"modify_pt": [1, 1]}]}}]}]}


def test_a_player_named_by_a_value_word_is_checked_against_the_players() -> None:
    # `hand_size` takes `you` or a player id (its PlayerRef spec): p2 and you load, p9 is
    # no player of the scenario.
    mtglogic.load_scenario(_scenario("p2"))
    mtglogic.load_scenario(_scenario("you"))
    with pytest.raises(ConsistencyError, match="no player 'p9'"):
        mtglogic.load_scenario(_scenario("p9"))


def test_a_key_beside_an_action_goes_only_with_its_words() -> None:
    assert ACTIONS.beside["round"].words == ("divide", "prevent")
    with pytest.raises(InputError, match="'round' goes only with `divide` or `prevent`"):
        compile_action(Node({"multiply": 2, "round": "up"}, "<instead>"))
