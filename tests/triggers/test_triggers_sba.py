"""State-based actions after an outcome (704.3), round by round, each an event of its own:
what they do, what they trigger, and how the game ends (104). Worked out by hand from the
rules each test names."""
from __future__ import annotations

from mtglogic.triggers.aftermath import Aftermath
from triggers.triggers_support import creature, follows, only, times, triggered

DIES = {"dies": {"object": {"type": "creature"}}}


def rules_of(result: Aftermath) -> list[str]:
    return [a.rule for r in result.rounds for a in r.actions]


def test_lethal_damage_destroys_then_the_death_triggers() -> None:
    # 704.5g: 3 damage on a 2/2; the round's event puts it into the graveyard: it dies and
    # the watcher triggers in that round, not from the damage itself.
    result = only([triggered("watcher", DIES), creature("bear", "p2"),
                   creature("goblin", power=3)],
                  {"damage": {"source": "goblin", "to": "bear", "amount": 3}})
    assert result.triggered == []
    assert len(result.rounds) == 1
    assert rules_of(result) == ["704.5g"]
    assert times(result) == {"watcher": 1}
    assert result.after is not None and result.after.game.objects["bear"].zone == "graveyard"


def test_an_indestructible_creature_is_not_destroyed_by_lethal_damage() -> None:
    # 702.12b: it ignores the lethal damage state-based action; nothing is performed.
    bear = creature("bear", abilities=["indestructible"])
    result = only([bear, creature("goblin", power=3)],
                  {"damage": {"source": "goblin", "to": "bear", "amount": 3}})
    assert result.rounds == []
    assert any("indestructible" in note and "702.12b" in note for note in result.kept)


def test_toughness_zero_after_counters_goes_to_the_graveyard() -> None:
    result = only([creature("bear", toughness=2)],
                  {"put_counters": {"target": "bear", "counter": "-1/-1", "count": 2}})
    assert rules_of(result) == ["704.5f"]


def test_plus_and_minus_counters_cancel_out() -> None:
    # 704.5q: two +1/+1 and one -1/-1 counter: one of each is removed.
    bear = creature("bear", counters={"+1/+1": 2})
    result = only([bear], {"put_counters": {"target": "bear", "counter": "-1/-1",
                                            "count": 1}})
    assert rules_of(result) == ["704.5q", "704.5q"]
    assert result.after is not None
    assert result.after.game.objects["bear"].counters == {"+1/+1": 1}


def test_a_player_at_zero_life_loses_and_the_last_player_wins() -> None:
    # 704.5a, then 104.2a: in a two-player game the opponent is the last one left.
    result = only([], {"lose_life": {"player": "p2", "amount": 20}})
    assert rules_of(result) == ["704.5a"]
    assert (result.losers, result.winners) == (("p2",), ("p1",))


def test_both_players_losing_at_once_is_a_draw() -> None:
    # 104.4a: every player left loses simultaneously.
    result = only([], {"at_once": [{"lose_life": {"player": "p1", "amount": 20}},
                                   {"lose_life": {"player": "p2", "amount": 20}}]})
    assert result.draw and result.winners == ()


def test_a_player_who_cant_lose_stays_in_the_game() -> None:
    # 101.2: "can't lose the game" beats 704.5a; the check performs nothing.
    result = only([{"id": "angel", "card": "Platinum Angel", "controller": "p1"}],
                  {"lose_life": {"player": "p1", "amount": 25}})
    assert result.rounds == [] and result.losers == ()
    assert any("101.2" in note for note in result.kept)


def test_the_angel_dying_with_its_controller_at_zero_protects_nobody() -> None:
    # The check is made on the board the event leaves: the Angel is gone by then.
    result = only([{"id": "angel", "card": "Platinum Angel", "controller": "p1"}],
                  {"at_once": [{"lose_life": {"player": "p1", "amount": 20}},
                               {"zone_change": {"object": "angel", "to": "graveyard"}}]})
    assert result.losers == ("p1",)


def test_ten_poison_counters_lose() -> None:
    result = only([], {"put_counters": {"target": "p2", "counter": "poison", "count": 10}})
    assert rules_of(result) == ["704.5c"]


def test_a_draw_from_an_empty_library_loses() -> None:
    # 704.5b: the scenario lists no card in p2's library.
    result = only([], {"draw": {"player": "p2", "count": 1}})
    assert rules_of(result) == ["704.5b"]


def test_deathtouch_damage_destroys_whatever_the_amount() -> None:
    # 704.5h: one damage from a source with deathtouch to a 5/5.
    result = only([creature("wurm", "p2", 5, 5),
                   creature("snake", power=1, abilities=["deathtouch"])],
                  {"damage": {"source": "snake", "to": "wurm", "amount": 1}})
    assert rules_of(result) == ["704.5h"]


def _legend(oid: str) -> dict[str, object]:
    return {"id": oid, "name": "Kiki", "types": ["creature"], "supertypes": ["legendary"],
            "power": 2, "toughness": 2, "controller": "p1"}


def test_the_legend_rule_is_a_choice_today() -> None:
    # 704.5j: p1 chooses one to keep: two ways, each its own branch.
    result = only([_legend("kiki1"), _legend("kiki2")],
                  {"put_counters": {"target": "kiki1", "count": 1}})
    assert sorted(label.split(";")[0] for label, _ in result.branches) == [
        "p1 keeps kiki1", "p1 keeps kiki2"]


def test_the_2011_legend_rule_puts_them_all_into_the_graveyard() -> None:
    # 704.5k of 2011: every legendary permanent sharing the name goes, no choice.
    result = only([_legend("kiki1"), _legend("kiki2")],
                  {"put_counters": {"target": "kiki1", "count": 1}}, ruleset="cr-2011")
    assert result.branches == []
    assert rules_of(result) == ["704.5k", "704.5k"]


def test_a_state_based_event_with_two_outcomes_branches() -> None:
    # The round's destruction meets an optional "exile it instead": it dies or not.
    maybe = {"id": "maybe", "controller": "p2", "text": "you may exile it instead",
             "optional": True, "watch": {"event": "zone_change", "to": "graveyard"},
             "instead": {"destination": "exile"}}
    found = follows([triggered("watcher", DIES), creature("bear", "p2"),
                     creature("goblin", power=3)],
                    {"damage": {"source": "goblin", "to": "bear", "amount": 3}},
                    replacements=[maybe])
    result = found[0]
    assert len(result.branches) == 2
    assert sorted(times(branch).get("watcher", 0) for _, branch in result.branches) == [0, 1]
