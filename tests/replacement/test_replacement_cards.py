"""The main effect of each replacement and prevention card in the library."""
from __future__ import annotations

import pytest
from replacement_support import problem_from_data

from mtglogic.budget import Budget
from mtglogic.replacement.analysis import outcome_table

BEAR = {"id": "bear", "name": "Bear", "types": ["creature"], "power": 2, "toughness": 2,
        "controller": "p1"}
RED = {"id": "goblin", "name": "Goblin", "mana_cost": "{R}", "types": ["creature"], "power": 1,
       "toughness": 1, "controller": "p1"}


def solve(objects: list, event: dict, replacements: list | None = None) -> dict[str, int]:
    data = {"players": ["p1", "p2"], "objects": objects, "events": [event],
            "replacements": replacements or []}
    problem = problem_from_data(data)
    return outcome_table(problem.process(problem.events[0]), Budget())


def card(name: str, oid: str = "c", controller: str = "p1", **more) -> dict:
    return {"id": oid, "card": name, "controller": controller, **more}


def counters(count: int = 1) -> dict:
    return {"id": "e", "put_counters": {"target": "bear", "count": count}}


def tokens(count: int = 1) -> dict:
    return {"id": "e", "create_tokens": {"player": "p1", "count": count, "token": "Soldier"}}


@pytest.mark.parametrize("name,event,result", [
    ("Doubling Season", counters(2), "4 +1/+1 counters on bear"),
    ("Doubling Season", tokens(2), "p1 creates 4 Soldier tokens"),
    ("Hardened Scales", counters(2), "3 +1/+1 counters on bear"),
    ("Corpsejack Menace", counters(2), "4 +1/+1 counters on bear"),
    ("Parallel Lives", tokens(3), "p1 creates 6 Soldier tokens"),
    ("Anointed Procession", tokens(3), "p1 creates 6 Soldier tokens"),
])
def test_counter_and_token_modifiers(name, event, result):
    assert solve([BEAR, card(name)], event) == {result: 1}


@pytest.mark.parametrize("name", ["Furnace of Rath", "Dictate of the Twin Gods"])
def test_damage_doublers(name):
    event = {"id": "e", "damage": {"source": "bear", "to": "p2", "amount": 3}}
    assert solve([BEAR, card(name, controller="p2")], event) == {"6 damage from bear to p2 + p2 loses 6 life": 1}


def test_torbran_adds_two_only_for_red_sources_against_opponents():
    torbran = card("Torbran, Thane of Red Fell")
    to_opponent = {"id": "e", "damage": {"source": "goblin", "to": "p2", "amount": 1}}
    to_self = {"id": "e", "damage": {"source": "goblin", "to": "p1", "amount": 1}}
    green = {"id": "e", "damage": {"source": "bear", "to": "p2", "amount": 1}}
    assert solve([RED, BEAR, torbran], to_opponent) == {"3 damage from goblin to p2 + p2 loses 3 life": 1}
    assert solve([RED, BEAR, torbran], to_self) == {"1 damage from goblin to p1 + p1 loses 1 life": 1}
    assert solve([RED, BEAR, torbran], green) == {"1 damage from bear to p2 + p2 loses 1 life": 1}


def test_decorated_griffin_shield_and_fog():
    griffin = card("Decorated Griffin", "griffin", controller="p2")
    combat = {"id": "e", "damage": {"source": "bear", "to": "p2", "amount": 3, "combat": True}}
    got = solve([BEAR, griffin], combat, replacements=[{"from": "griffin"}])
    assert got == {"2 damage from bear to p2 (combat) + p2 loses 2 life; shield griffin prevents 1": 1}
    fog = {"id": "fog", "card": "Fog", "owner": "p2", "zone": "graveyard"}
    assert solve([BEAR, fog], combat, replacements=[{"from": "fog"}]) == {"nothing": 1}


def test_graveyard_replacements():
    die = {"id": "e", "zone_change": {"object": "bear", "to": "graveyard", "cause": "destroy"}}
    assert solve([BEAR, card("Rest in Peace", controller="p2")], die) == \
        {"bear: battlefield -> exile": 1}
    assert solve([BEAR, card("Leyline of the Void", controller="p2")], die) == \
        {"bear: battlefield -> exile": 1}
    assert solve([BEAR, card("Leyline of the Void", controller="p1")], die) == \
        {"bear: battlefield -> graveyard": 1}
    zombie = card("Gravebane Zombie", "zombie")
    dies = {"id": "e", "zone_change": {"object": "zombie", "to": "graveyard", "cause": "destroy"}}
    assert solve([zombie], dies) == {"zombie: battlefield -> library (on top)": 1}
    colossus = {"id": "col", "card": "Darksteel Colossus", "owner": "p1", "zone": "hand"}
    discard = {"id": "e", "zone_change": {"object": "col", "to": "graveyard", "cause": "discard"}}
    assert solve([colossus], discard) == {"col: hand -> library (shuffled)": 1}


def test_laboratory_maniac_wins_from_an_empty_library():
    maniac = card("Laboratory Maniac", "maniac")
    draw = {"id": "e", "draw": {"player": "p1", "count": 1}}
    assert solve([maniac], draw) == {"p1 wins the game": 1}
    book = {"id": "book", "name": "Book", "types": ["sorcery"], "owner": "p1", "zone": "library"}
    assert solve([maniac, book], draw) == {"p1 draws 1 card": 1}


def test_worship_keeps_life_at_one():
    # Worship limits the life the damage takes (120.4c), not the damage: p2 at 20 is dealt
    # all 30 and loses 19, to 1; without a creature Worship doesn't apply and p2 loses 30.
    hit = {"id": "e", "damage": {"source": "bear", "to": "p2", "amount": 30}}
    worship = card("Worship", "w", controller="p2")
    guard = dict(BEAR, id="guard", controller="p2")
    assert solve([BEAR, guard, worship], hit) == {"30 damage from bear to p2 + p2 loses 19 life": 1}
    assert solve([BEAR, worship], hit) == {"30 damage from bear to p2 + p2 loses 30 life": 1}


def test_platinum_emperion_and_solemnity_stop_events():
    emperion = card("Platinum Emperion", "emp")
    gain = {"id": "e", "gain_life": {"player": "p1", "amount": 3}}
    assert solve([emperion], gain) == {"nothing; can't happen: p1 gains 3 life (emp)": 1}
    solemnity = card("Solemnity", "sol", controller="p2")
    assert solve([BEAR, solemnity], counters()) == \
        {"nothing; can't happen: 1 +1/+1 counter on bear (sol)": 1}
    poison = {"id": "e", "put_counters": {"target": "p1", "counter": "poison", "count": 1}}
    assert solve([solemnity], poison) == {"nothing; can't happen: 1 poison counter on p1 (sol)": 1}


def test_entering_cards():
    sentinel = {"id": "s", "card": "Rusted Sentinel", "owner": "p1", "zone": "hand"}
    enter = {"id": "e", "zone_change": {"object": "s", "to": "battlefield"}}
    assert solve([sentinel], enter) == {"s: hand -> battlefield (tapped)": 1}
    orb = card("Orb of Dreams", "orb", controller="p2")
    bear = {"id": "b", "name": "Bear", "types": ["creature"], "power": 2, "toughness": 2,
            "owner": "p1", "zone": "hand"}
    assert solve([bear, orb], {"id": "e", "zone_change": {"object": "b", "to": "battlefield"}}) \
        == {"b: hand -> battlefield (tapped)": 1}
    essence = card("Essence of the Wild", "ess")
    assert solve([bear, essence], {"id": "e", "zone_change": {"object": "b", "to": "battlefield"}}) \
        == {"b: hand -> battlefield (as a copy of ess)": 1}


def test_bandage_prevents_one_damage_to_its_target():
    # Bandage resolved targeting the bear: a 1-damage shield (615.7). Of 3 damage, 1 is
    # prevented and 2 are dealt; damage to another recipient is not affected.
    bandage = {"id": "bandage", "card": "Bandage", "owner": "p2", "zone": "graveyard"}
    to_bear = {"id": "e", "damage": {"source": "goblin", "to": "bear", "amount": 3}}
    to_player = {"id": "e", "damage": {"source": "goblin", "to": "p2", "amount": 3}}
    shield = [{"from": "bandage", "targets": ["bear"]}]
    got = solve([BEAR, RED, bandage], to_bear, replacements=shield)
    assert got == {"2 damage from goblin to bear + 2 damage marked on bear; shield bandage prevents 1": 1}
    assert solve([BEAR, RED, bandage], to_player, replacements=shield) == \
        {"3 damage from goblin to p2 + p2 loses 3 life": 1}


def hit(source: str, to: str, amount: int, combat: bool = False) -> dict:
    return {"id": "e", "damage": {"source": source, "to": to, "amount": amount, "combat": combat}}


@pytest.mark.parametrize("name, to, result", [
    # 120.3b: infect damage to a player is poison counters; 120.3d: wither damage to a
    # creature is -1/-1 counters; 120.3f: lifelink adds the gain for the controller.
    ("Glistener Elf", "p2", "1 damage from x to p2 + 1 poison counter on p2"),
    ("Boggart Ram-Gang", "bear", "3 -1/-1 counters on bear + 3 damage from x to bear"),
    ("Vampire Nighthawk", "p2", "2 damage from x to p2 + p1 gains 2 life + p2 loses 2 life"),
])
def test_damage_keywords_of_library_creatures(name, to, result):
    source = card(name, "x")
    power = {"Glistener Elf": 1, "Boggart Ram-Gang": 3, "Vampire Nighthawk": 2}[name]
    bear = dict(BEAR, controller="p2")
    assert solve([source, bear], hit("x", to, power)) == {result: 1}


def test_awe_strike_prevents_and_gains_that_much():
    # 615.5: p2's Awe Strike on p1's bear: its 2 damage is prevented, p2 gains 2.
    awe = {"id": "awe", "card": "Awe Strike", "owner": "p2", "zone": "graveyard"}
    got = solve([BEAR, awe], hit("bear", "p2", 2), [{"from": "awe", "targets": ["bear"]}])
    assert got == {"p2 gains 2 life": 1}


def test_test_of_faith_counts_what_its_shield_prevented():
    # 615.5 and 615.7: 2 damage to the bear, all prevented by the 3-shield: 2 counters.
    faith = {"id": "faith", "card": "Test of Faith", "owner": "p1", "zone": "graveyard"}
    got = solve([BEAR, faith, dict(RED, controller="p2")], hit("goblin", "bear", 2),
                [{"from": "faith", "targets": ["bear"]}])
    assert got == {"2 +1/+1 counters on bear; shield faith prevents 2": 1}


def test_leyline_of_punishment_stops_life_gain_and_prevention():
    # Fog can't prevent the combat damage (615.12); the lifelink gain can't happen, stopped
    # by the Leyline's first replacement ability (its effects are numbered #1, #2).
    leyline = card("Leyline of Punishment", "leyline", controller="p2")
    nighthawk = card("Vampire Nighthawk", "hawk")
    fog = {"id": "fog", "card": "Fog", "owner": "p2", "zone": "graveyard"}
    got = solve([leyline, nighthawk, fog], hit("hawk", "p2", 2, combat=True), [{"from": "fog"}])
    assert got == {"2 damage from hawk to p2 (combat) + p2 loses 2 life; "
                   "can't happen: p1 gains 2 life (leyline#1)": 1}
