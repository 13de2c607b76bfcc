"""Structured answers of the replacement engine (issue 23, item 1): each distinct outcome
compared by the state it leaves, never by its sentence; who chose each step (616.1); effects
named by stable ids, the same whatever order a scenario lists their abilities in."""
from __future__ import annotations

from typing import Any

import pytest

import mtglogic
from mtglogic import EffectId, GameState, ReplacementOutcome, Step
from mtglogic.model.answers import STATE_KEYS
from mtglogic.replacement.ruling import STATE_SCHEMA

SCALES = EffectId("hardened-scales", "put_counters")
SEASON = EffectId("doubling-season", "put_counters")


def by_state(outcomes: tuple[ReplacementOutcome, ...]) -> list[tuple[GameState, int]]:
    """Each outcome's state with its orders, in a fixed order (the orders, then the text of
    the state's data: no sentence of the engine is read)."""
    return sorted(((o.state, o.orders) for o in outcomes), key=lambda p: repr(p[0].plain()))


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
def test_hardened_scales_and_doubling_season_by_state(ruleset: str) -> None:
    # One +1/+1 counter on Grizzly Bears (0 counters before), you control both effects and
    # the Bears, so you choose the order (616.1 in both rulesets):
    #   Scales first: (1 + 1) * 2 = 4 counters;  Season first: 1 * 2 + 1 = 3 counters.
    # Two orders in all, one to each outcome.
    board = mtglogic.scenario_from_cards(
        ["Hardened Scales", "Doubling Season", "Grizzly Bears"], ruleset=ruleset)
    answer = mtglogic.answer_replacement(board, events=[
        {"id": "grow", "put_counters": {"target": "grizzly-bears", "count": 1}}])
    (grow,) = answer.structured()
    assert (grow.event, grow.chooser, grow.total_orders, grow.unfinished) == \
        ("grow", "you", 2, False)
    assert by_state(grow.outcomes) == [
        (GameState(counters={"grizzly-bears": {"+1/+1": 3}}), 1),
        (GameState(counters={"grizzly-bears": {"+1/+1": 4}}), 1)]
    witnesses = {o.state.counters["grizzly-bears"]["+1/+1"]: o.witness for o in grow.outcomes}
    assert witnesses == {4: (Step("you", SCALES), Step("you", SEASON)),
                         3: (Step("you", SEASON), Step("you", SCALES))}
    assert all(o.tokens == () for o in grow.outcomes)


def test_damage_in_steps_by_state() -> None:
    # The 120.4 example (cr-2026/120-4-boon-reflection-wither-lifelink): a 3/3 with wither
    # and lifelink (p1) and a 2/2 (p2) deal combat damage to each other; p2's shield on the
    # 2/2 prevents 2 of its 3 (615.7), p2 choosing, as the affected object's controller
    # (616.1). The rest is dealt and becomes its results (120.4c): 1 damage with wither is
    # one -1/-1 counter on the 2/2 (120.3d), lifelink makes p1 gain 1 (120.3f), doubled by
    # Boon Reflection: p1 20 + 2 = 22; the 2 damage to the 3/3 is marked on it (120.3e).
    result = mtglogic.answer_replacement(mtglogic.load_scenario(
        mtglogic.ruling_path("cr-2026/120-4-boon-reflection-wither-lifelink")))
    (combat,) = result.structured()
    (outcome,) = combat.outcomes
    assert outcome.state == GameState(life={"p1": 22}, counters={"bear": {"-1/-1": 1}},
                                      damage={"knight": 2})
    assert outcome.state.life["p1"] == 22 and outcome.state.poison == {}
    assert outcome.orders == 1 and combat.chooser == "p2"
    # the shield is written in the scenario: its own id names it; Boon Reflection applies to
    # a result of the damage, the 120.4c step, its controller p1 the affected player
    assert [(s.chooser, s.effect, s.applies) for s in outcome.witness] == [
        ("p2", EffectId("ward"), True), ("p1", EffectId("boon", "gain_life"), True)]


def test_tokens_created_with_their_definitions() -> None:
    # Doubling Season: one Treasure becomes two (614.1a); a Treasure is a colourless
    # artifact with "{T}, Sacrifice this token: Add one mana of any color." (111.10a),
    # entering under the control of the player who creates it (111.2).
    board = mtglogic.scenario_from_cards(["Doubling Season"])
    result = mtglogic.answer_replacement(board, events=[
        {"id": "make", "create_tokens": {"player": "you", "token": "Treasure", "count": 1}}])
    (make,) = result.structured()
    (outcome,) = make.outcomes
    assert outcome.state == GameState(tokens={"you": {"Treasure": 2}})
    (token,) = outcome.tokens
    assert (token.name, token.count, token.tapped) == ("Treasure", 2, False)
    made = token.characteristics
    assert (made.types, made.subtypes, made.colors, made.controller, made.is_token) == \
        (("artifact",), ("Treasure",), (), "you", True)
    assert made.abilities == ("{T}, Sacrifice this token: Add one mana of any color.",)


SEASON_ABILITIES: list[dict[str, Any]] = [
    {"replacement": {"text": "Twice that many tokens instead.",
                     "watch": {"event": "create_tokens", "player": "you"},
                     "instead": {"multiply": 2}}},
    {"replacement": {"text": "Twice that many counters instead.",
                     "watch": {"event": "put_counters",
                               "target": {"permanent": True, "controller": "you"},
                               "by_effect": True},
                     "instead": {"multiply": 2}}},
]


def season_board(abilities: list[dict[str, Any]]) -> dict[str, Any]:
    return {"players": ["p1"], "objects": [
        {"id": "season", "name": "Season", "types": ["enchantment"], "controller": "p1",
         "abilities": abilities},
        {"id": "scales", "card": "Hardened Scales", "controller": "p1"},
        {"id": "bear", "card": "Grizzly Bears", "controller": "p1"}],
        "events": [{"id": "grow", "put_counters": {"target": "bear", "count": 1}}]}


def witnesses(data: dict[str, Any]) -> tuple[dict[int, tuple[Step, ...]], list[list[str]]]:
    """The witness of each outcome by its counters, and the printed witnesses."""
    result = mtglogic.answer_replacement(mtglogic.load_scenario(data))
    (grow,) = result.structured()
    printed = [o["witness"] for o in mtglogic.to_json(result)["events"][0]["outcomes"]]
    return {o.state.counters["bear"]["+1/+1"]: o.witness for o in grow.outcomes}, printed


def test_witness_ids_stable_when_abilities_are_reordered() -> None:
    # The counter ability is the second of Season's abilities, then the first: its
    # position-based name moves (season#2, then season#1), its stable id does not.
    listed, listed_printed = witnesses(season_board(SEASON_ABILITIES))
    swapped, swapped_printed = witnesses(season_board(SEASON_ABILITIES[::-1]))
    doubling = EffectId("season", "put_counters")
    adding = EffectId("scales", "put_counters")
    # Scales then Season: (1 + 1) * 2 = 4; Season then Scales: 1 * 2 + 1 = 3 (616.1)
    expected = {4: (Step("p1", adding), Step("p1", doubling)),
                3: (Step("p1", doubling), Step("p1", adding))}
    assert listed == expected and swapped == expected
    assert "season#2" in str(listed_printed) and "season#1" in str(swapped_printed)


def test_json_carries_the_state() -> None:
    board = mtglogic.scenario_from_cards(["Hardened Scales", "Doubling Season", "Grizzly Bears"])
    result = mtglogic.answer_replacement(board, events=[
        {"id": "grow", "put_counters": {"target": "grizzly-bears", "count": 1}}])
    printed = mtglogic.to_json(result)["events"][0]["outcomes"]
    assert sorted(o["state"]["counters"]["grizzly-bears"]["+1/+1"] for o in printed) == [3, 4]
    assert [s["effect"] for s in printed[0]["witness_steps"]] in (
        [{"object": "hardened-scales", "ability": "put_counters", "choosing": []},
         {"object": "doubling-season", "ability": "put_counters", "choosing": []}],
        [{"object": "doubling-season", "ability": "put_counters", "choosing": []},
         {"object": "hardened-scales", "ability": "put_counters", "choosing": []}])
    for outcome, record in zip(printed, result.structured()[0].outcomes):
        assert GameState.from_plain(outcome["state"]) == record.state


def test_state_form_is_the_rulings_form() -> None:
    # A ruling's ``state:`` names these keys (rulesets/*/rulings/replacement); the API
    # state has exactly these fields, and its plain form reads back as itself.
    assert mtglogic.GameState.__dataclass_fields__.keys() == {
        "life", "counters", "damage", "zones", "draws", "tokens", "moved", "skips", "wins",
        "losses"}
    state = GameState(life={"p2": 17}, skips={"p1": ("draw_step",)}, wins=("p1",))
    assert state.plain() == {"life": {"p2": 17}, "skips": {"p1": ["draw_step"]},
                             "wins": ["p1"]}
    assert GameState.from_plain(state.plain()) == state


def test_abilities_watching_the_same_kinds_keep_distinct_stable_ids() -> None:
    # Two abilities of one object on the same event kind: "+1" and "twice" on counters.
    # Applied in either order to one counter: (1 + 1) * 2 = 4 or 1 * 2 + 1 = 3 (616.1).
    plus = {"replacement": {"text": "One more counter instead.",
                            "watch": {"event": "put_counters", "by_effect": True},
                            "instead": {"add": 1}}}
    twice = SEASON_ABILITIES[1]

    def ids(abilities: list[dict[str, Any]]) -> dict[int, tuple[EffectId, ...]]:
        data = season_board(abilities)
        data["objects"] = [data["objects"][0], data["objects"][2]]  # no Hardened Scales
        (grow,) = mtglogic.answer_replacement(mtglogic.load_scenario(data)).structured()
        return {o.state.counters["bear"]["+1/+1"]: tuple(s.effect for s in o.witness)
                for o in grow.outcomes}

    listed, swapped = ids([plus, twice]), ids([twice, plus])
    assert listed == swapped and sorted(listed) == [3, 4]
    first, second = listed[4]  # +1 first, then twice
    assert first.object == second.object == "season"
    assert first.ability != second.ability
    assert first.ability.startswith("put_counters~") and second.ability.startswith("put_counters~")
    # letters only after the kinds: a digit could read as a rule number in an output
    assert not any(c.isdigit() for c in first.ability + second.ability)


def test_the_rulings_state_schema_names_the_state_keys() -> None:
    assert tuple(STATE_SCHEMA["properties"]) == STATE_KEYS


@pytest.mark.parametrize("ruleset", ["cr-2011", "cr-2026"])
def test_who_loses_after_the_event(ruleset: str) -> None:
    # p1 at 2 life with 8 poison counters. 2 damage from a creature without infect: 2 - 2 =
    # 0 life, a loss (704.5a: 0 or less). 2 damage from one with infect: poison counters
    # instead of life loss (120.3b; 119.3b in 2011), 8 + 2 = 10, a loss (704.5c: ten or
    # more). 1 damage: 1 life left, no loss. No effect applies: one order each.
    board = mtglogic.load_scenario({
        "players": [{"id": "p1", "life": 2, "counters": {"poison": 8}}, "p2"],
        "objects": [
            {"id": "bear", "card": "Grizzly Bears", "controller": "p2"},
            {"id": "blight", "name": "Blight Bear", "types": ["creature"], "power": 2,
             "toughness": 2, "abilities": ["infect"], "controller": "p2"}],
        "events": [{"id": "life", "damage": {"source": "bear", "to": "p1", "amount": 2}},
                   {"id": "poison", "damage": {"source": "blight", "to": "p1", "amount": 2}},
                   {"id": "scratch", "damage": {"source": "bear", "to": "p1", "amount": 1}}]},
        ruleset)
    states = {e.event: [o.state for o in e.outcomes]
              for e in mtglogic.answer_replacement(board).structured()}
    assert states == {
        "life": [GameState(life={"p1": 0}, losses=("p1",))],
        "poison": [GameState(counters={"p1": {"poison": 10}}, losses=("p1",))],
        "scratch": [GameState(life={"p1": 1})]}
    assert states["poison"][0].poison == {"p1": 10}
