""""Unless" decided as the ability resolves (603.5; 118.12a in 2026, 117.12a in 2011): the
player named chooses, each choice a way; every expectation worked out by hand."""
from __future__ import annotations

from typing import Any

import pytest
from triggers.triggers_support import creature, in_hand, triggered

from mtglogic.errors import InputError
from mtglogic.stack.search import Result
from stack.stack_support import stack_results

ENTERS = {"enters": {"object": {"type": "creature", "other": True}}}


def gains_unless(player: str, **unless: Any) -> dict[str, Any]:
    """p1's watcher: "whenever another creature enters, you gain 3 life unless ..."."""
    return triggered("watcher", ENTERS, [{"gain_life": {"player": "you", "amount": 3},
                                          "unless": {"player": player, **unless}}])


BEAR_ENTERS = {"zone_change": {"object": "bear", "to": "battlefield"}}


def life_counts(results: list[Result]) -> dict[int, int]:
    return {r.state.get("life", {}).get("p1", 20): r.count for r in results}


def test_unless_you_pay_is_two_ways_chosen_by_the_controller() -> None:
    # p1 pays (no life gained) or doesn't (20 + 3 = 23): one way each, p1 choosing.
    found = stack_results([gains_unless("you", pays="{1}"), in_hand(creature("bear"))],
                          BEAR_ENTERS)
    assert life_counts(found) == {20: 1, 23: 1}
    choices = [s for r in found for s in r.witness if s.kind == "choice"]
    assert {s.chooser for s in choices} == {"p1"}


def test_unless_any_player_pays_each_player_may_in_apnap_order() -> None:
    # Three players, p1 active: p1 pays; or p1 doesn't and p2 pays; or p1 and p2 don't and
    # p3 pays: 3 ways nothing happens; nobody pays: 1 way p1 gains 3 (101.4).
    found = stack_results([gains_unless("any_player", pays="{1}"),
                           in_hand(creature("bear"))], BEAR_ENTERS,
                          players=("p1", "p2", "p3"))
    assert life_counts(found) == {20: 3, 23: 1}
    [gained] = [r for r in found if r.state.get("life")]
    declined = [s.chooser for s in gained.witness if s.kind == "choice"]
    assert declined == ["p1", "p2", "p3"]


def test_unless_names_the_player_the_trigger_event_concerns() -> None:
    # "its controller": p2's bear enters under p2's control; p2 chooses, not p1.
    found = stack_results([gains_unless("controller_of_same", pays="{2}"),
                           in_hand(creature("bear", "p2"))], BEAR_ENTERS)
    assert life_counts(found) == {20: 1, 23: 1}
    assert {s.chooser for r in found for s in r.witness if s.kind == "choice"} == {"p2"}


@pytest.mark.parametrize(("ruleset", "player", "rules"), [
    ("cr-2026", "you", ("603.5", "118.12a")),
    ("cr-2026", "controller_of_same", ("603.5", "118.12a")),
    ("cr-2011", "you", ("603.5", "117.12a")),
    # 2011's 117.12a reads "unless you [do something else]" only: another player's
    # choice follows 603.5 alone.
    ("cr-2011", "controller_of_same", ("603.5",)),
])
def test_the_rules_cited_are_the_rulesets_own(ruleset: str, player: str,
                                              rules: tuple[str, ...]) -> None:
    found = stack_results([gains_unless(player, pays="{1}"), in_hand(creature("bear"))],
                          BEAR_ENTERS, ruleset)
    cited = {s.rules for r in found for s in r.witness if s.kind == "choice"}
    assert cited == {rules}


def test_something_to_do_instead_is_offered_only_when_it_can_be_done() -> None:
    # "... unless you sacrifice a creature": p1 controls only the watcher (a creature) and
    # the bear, which came from the hand: sacrificing either is a way (no life gained), or
    # neither (23 life).
    does = [{"sacrifice": {"player": "you", "choose": {"type": "creature"}}}]
    found = stack_results([gains_unless("you", does=does), in_hand(creature("bear"))],
                          BEAR_ENTERS)
    assert sorted((r.state.get("life", {}).get("p1", 20),
                   tuple(sorted(r.state.get("zones", {}).items()))) for r in found) == [
        (20, (("bear", "battlefield"), ("watcher", "graveyard"))),
        (20, (("bear", "graveyard"),)), (23, (("bear", "battlefield"),))]
    # the watcher is no creature: nothing p1 can sacrifice, the life is gained
    lonely = triggered("watcher", ENTERS, [{"gain_life": {"player": "you", "amount": 3},
                                            "unless": {"player": "you", "does": does}}],
                       types=["Enchantment"])
    found = stack_results([lonely, in_hand({**creature("bear"), "controller": "p2"})],
                          BEAR_ENTERS)
    assert life_counts(found) == {23: 1}


@pytest.mark.parametrize(("unless", "message"), [
    ({"player": "you"}, "one way"),
    ({"player": "you", "pays": "{1}", "does": []}, "one way"),
    ({"player": "each_opponent", "pays": "{1}"}, "each_opponent"),
])
def test_an_unless_that_says_no_one_choice_is_refused(unless: dict[str, Any],
                                                       message: str) -> None:
    watcher = triggered("watcher", ENTERS, [{"gain_life": {"player": "you", "amount": 3},
                                             "unless": unless}])
    with pytest.raises(InputError, match=message):
        stack_results([watcher, in_hand(creature("bear"))], BEAR_ENTERS)


def test_an_unless_beside_no_instruction_is_refused() -> None:
    watcher = triggered("watcher", ENTERS, [{"unless": {"player": "you", "pays": "{1}"}}])
    with pytest.raises(InputError):
        stack_results([watcher, in_hand(creature("bear"))], BEAR_ENTERS)


def test_plant_elemental_keeps_itself_by_sacrificing_its_only_forest() -> None:
    # "sacrifice it unless you sacrifice a Forest", one Forest: the Forest goes, or the
    # Elemental does (608.2d: the choice is p1's); two results, one way each.
    objects = [in_hand({"id": "plant", "card": "Plant Elemental", "controller": "p1"}),
               {"id": "forest", "card": "Forest", "controller": "p1"}]
    found = stack_results(objects, {"zone_change": {"object": "plant", "to": "battlefield"}})
    assert sorted(sorted(r.state["zones"].items()) for r in found) == [
        [("forest", "graveyard"), ("plant", "battlefield")], [("plant", "graveyard")]]


def test_child_of_gaea_is_sacrificed_unless_its_controller_pays() -> None:
    # Its upkeep trigger in p1's upkeep: p1 pays {G}{G} (it stays) or not (sacrificed).
    objects = [{"id": "child", "card": "Child of Gaea", "controller": "p1"}]
    found = stack_results(objects, {"begin_step": {"player": "p1", "step": "upkeep"}})
    assert sorted(r.state.get("zones", {}).get("child", "battlefield") for r in found) == \
        ["battlefield", "graveyard"]
