"""Cards of the replacement events (issue 10, issue 12 item 3): tokens, counters and who puts
them, single draws, entering with a cost or counters, moves, damage doublers and redirects.

Each expected outcome, with its number of orders, is worked out by hand in the comment
above it, from the card's text and the rules (and the official rulings where named).
"""
from __future__ import annotations

from typing import Any

import pytest
from cards_support import BOTH, obj, scenario

import mtglogic

SOLDIER = {"name": "Soldier", "types": ["creature"], "subtypes": ["Soldier"],
           "colors": ["white"], "power": 1, "toughness": 1}


def tables(objects: list[dict], events: list[dict], ruleset: str = "cr-2026",
           **extra: Any) -> dict[str, dict[str, int]]:
    """For each event id: each distinct outcome as printed, with its number of orders."""
    result = mtglogic.answer_replacement(scenario(objects, None, ruleset, events=events,
                                                  **extra))
    return {answer.id: answer.table() for answer in result.answers}


def one(objects: list[dict], event: dict, ruleset: str = "cr-2026", **extra: Any
        ) -> dict[str, int]:
    return tables(objects, [dict(event, id="e")], ruleset, **extra)["e"]


def create(token: Any, count: int = 1, player: str = "you") -> dict:
    return {"create_tokens": {"player": player, "token": token, "count": count}}


def counters(target: str, count: int, by: str | None = None, counter: str = "+1/+1") -> dict:
    body = {"target": target, "count": count, "counter": counter}
    if by:
        body["by"] = by
    return {"put_counters": body}


def damage(source: str, to: str, amount: int) -> dict:
    return {"damage": {"source": source, "to": to, "amount": amount}}


def bears(oid: str = "bears", controller: str = "you") -> dict:
    return obj(oid, "Grizzly Bears", controller=controller)


# -- tokens (111.10, 616.1) -------------------------------------------------------------------

@pytest.mark.parametrize("ruleset", BOTH)
def test_academy_manufactor_makes_one_of_each(ruleset):
    # A Food becomes a Clue, a Food and a Treasure; two Foods become two of each.
    assert one([obj("am", "Academy Manufactor")], create("Food"), ruleset) == {
        "you create 1 Clue token + you create 1 Food token + you create 1 Treasure token": 1}
    assert one([obj("am", "Academy Manufactor")], create("Treasure", 2), ruleset) == {
        "you create 2 Clue tokens + you create 2 Food tokens + you create 2 Treasure tokens": 1}
    # A Soldier is none of the three: untouched.
    assert one([obj("am", "Academy Manufactor")], create(SOLDIER), ruleset) == {
        "you create 1 Soldier token": 1}


def test_two_academy_manufactors_make_three_of_each():
    # Official ruling: the first makes a Clue, a Food and a Treasure; the second replaces
    # each of those three by one of each: 3 of each. Either Manufactor first: 2 orders.
    got = one([obj("a1", "Academy Manufactor"), obj("a2", "Academy Manufactor")], create("Food"))
    assert got == {"you create 3 Clue tokens + you create 3 Food tokens + "
                   "you create 3 Treasure tokens": 2}


@pytest.mark.parametrize("doubler", ["Doubling Season", "Parallel Lives", "Anointed Procession"])
def test_academy_manufactor_with_a_token_doubler(doubler):
    # Official ruling (Doubling Season): Manufactor first, then the doubler doubles each of
    # the three; or the doubler first (2 Foods), then 2 of each: two of each either way.
    got = one([obj("am", "Academy Manufactor"), obj("d", doubler)], create("Food"))
    assert got == {"you create 2 Clue tokens + you create 2 Food tokens + "
                   "you create 2 Treasure tokens": 2}


def test_academy_manufactor_with_chatterfang_order_matters():
    # Chatterfang first: a Treasure and a Squirrel; Manufactor then replaces the Treasure:
    # one Squirrel. Manufactor first: three tokens, each with a Squirrel: three Squirrels.
    got = one([obj("am", "Academy Manufactor"), obj("cf", "Chatterfang, Squirrel General")],
              create("Treasure"))
    assert got == {
        "you create 1 Clue token + you create 1 Food token + you create 1 Squirrel token + "
        "you create 1 Treasure token": 1,
        "you create 1 Clue token + you create 1 Food token + you create 1 Treasure token + "
        "you create 3 Squirrel tokens": 1}


@pytest.mark.parametrize("ruleset", BOTH)
def test_chatterfang_adds_that_many_squirrels(ruleset):
    assert one([obj("cf", "Chatterfang, Squirrel General")], create("Treasure", 2), ruleset) == {
        "you create 2 Squirrel tokens + you create 2 Treasure tokens": 1}
    # The opponent's tokens are not created under your control.
    assert one([obj("cf", "Chatterfang, Squirrel General")],
               create("Treasure", 2, "opponent"), ruleset) == {
        "opponent creates 2 Treasure tokens": 1}


@pytest.mark.parametrize("ruleset", BOTH)
def test_divine_visitation_turns_creature_tokens_into_angels(ruleset):
    assert one([obj("dv", "Divine Visitation")], create(SOLDIER, 3), ruleset) == {
        "you create 3 Angel tokens": 1}
    assert one([obj("dv", "Divine Visitation")], create("Treasure"), ruleset) == {
        "you create 1 Treasure token": 1}


def test_divine_visitation_and_chatterfang():
    # Visitation doesn't apply to a Treasure; once Chatterfang added a Squirrel, it applies
    # to the Squirrel (616.2): a Treasure and an Angel, one order.
    got = one([obj("dv", "Divine Visitation"), obj("cf", "Chatterfang, Squirrel General")],
              create("Treasure"))
    assert got == {"you create 1 Angel token + you create 1 Treasure token": 1}


@pytest.mark.parametrize("cards", [("Anointed Procession", "Parallel Lives"),
                                   ("Adrix and Nev, Twincasters", "Primal Vigor")])
def test_two_token_doublers_make_four(cards):
    # One token doubled twice: 4; either doubler first: 2 orders.
    got = one([obj("a", cards[0]), obj("b", cards[1])], create("Clue"))
    assert got == {"you create 4 Clue tokens": 2}


def test_primal_vigor_doubles_everyones_tokens_and_counters():
    assert one([obj("pv", "Primal Vigor", controller="opponent")], create("Food", 1)) == {
        "you create 2 Food tokens": 1}
    assert one([obj("pv", "Primal Vigor", controller="opponent"), bears()],
               counters("bears", 2)) == {"4 +1/+1 counters on bears": 1}


def test_hullbreacher_creates_predefined_treasures():
    # Two draws in the main phase, each replaced: two Treasures, which the ruleset
    # predefines as artifacts (111.10a): Academy Manufactor (the Hullbreacher player's)
    # then makes one of each for each.
    got = one([obj("hull", "Hullbreacher"), obj("am", "Academy Manufactor")],
              {"draw": {"player": "opponent", "count": 2}})
    assert got == {"you create 2 Clue tokens + you create 2 Food tokens + "
                   "you create 2 Treasure tokens": 1}


# -- counters and who puts them (122.6a) ------------------------------------------------------

@pytest.mark.parametrize("ruleset", BOTH)
def test_vorinclex_doubles_yours_and_halves_the_opponents(ruleset):
    objects = [obj("vor", "Vorinclex, Monstrous Raider"), bears(), bears("theirs", "opponent")]
    got = tables(objects, [dict(counters("bears", 1, "you"), id="mine"),
                           dict(counters("theirs", 3, "opponent"), id="half"),
                           dict(counters("theirs", 1, "opponent"), id="none"),
                           dict(counters("opponent", 2, "you", "poison"), id="player")], ruleset)
    assert got["mine"] == {"2 +1/+1 counters on bears": 1}
    assert got["half"] == {"1 +1/+1 counter on theirs": 1}  # 3 / 2 rounded down
    assert got["none"] == {"nothing": 1}  # 0: no event (614.7)
    assert got["player"] == {"4 poison counters on opponent": 1}


def test_vorinclex_with_doubling_season_and_with_hardened_scales():
    # Official ruling: with Doubling Season, one counter becomes four (2 orders).
    objects = [obj("vor", "Vorinclex, Monstrous Raider"), obj("ds", "Doubling Season"), bears()]
    assert one(objects, counters("bears", 1, "you")) == {"4 +1/+1 counters on bears": 2}
    # With Hardened Scales the order matters: Scales first 2 then 4; Vorinclex first 2
    # then 3.
    objects = [obj("vor", "Vorinclex, Monstrous Raider"), obj("hs", "Hardened Scales"),
               bears()]
    assert one(objects, counters("bears", 1, "you")) == {"3 +1/+1 counters on bears": 1,
                                                         "4 +1/+1 counters on bears": 1}


def test_vorinclex_on_a_planeswalker_entering_with_loyalty():
    # 306.5b: a planeswalker enters with its printed loyalty (Jace's 4), by its own
    # replacement effect; 122.6a: the permanent's controller puts those counters: your
    # walker's 4 become 8, the opponent's 4 become 2 (Vorinclex before the loyalty effect
    # has nothing to change: one order each).
    objects = [obj("vor", "Vorinclex, Monstrous Raider"),
               obj("jace", "Jace, Wielder of Mysteries", zone="hand", owner="you"),
               obj("their", "Jace, Wielder of Mysteries", zone="hand", owner="opponent")]
    got = tables(objects, [
        {"id": "mine", "zone_change": {"object": "jace", "to": "battlefield"}},
        {"id": "theirs", "zone_change": {"object": "their", "to": "battlefield"}}])
    assert got["mine"] == {"jace: hand -> battlefield (with 8 loyalty counters)": 1}
    assert got["theirs"] == {"their: hand -> battlefield (with 2 loyalty counters)": 1}


@pytest.mark.parametrize("ruleset", BOTH)
def test_winding_constrictor_adds_one_to_yours_and_to_you(ruleset):
    objects = [obj("wc", "Winding Constrictor"), bears(), bears("theirs", "opponent")]
    got = tables(objects, [dict(counters("bears", 2), id="mine"),
                           dict(counters("theirs", 2), id="theirs"),
                           dict(counters("you", 1, counter="poison"), id="you")], ruleset)
    assert got == {"mine": {"3 +1/+1 counters on bears": 1},
                   "theirs": {"2 +1/+1 counters on theirs": 1},
                   "you": {"2 poison counters on you": 1}}


def test_branching_evolution_with_hardened_scales():
    # 1 counter: Scales then Evolution 4; Evolution then Scales 3.
    objects = [obj("be", "Branching Evolution"), obj("hs", "Hardened Scales"), bears()]
    assert one(objects, counters("bears", 1)) == {"3 +1/+1 counters on bears": 1,
                                                  "4 +1/+1 counters on bears": 1}


# -- entering the battlefield (614.1c, 614.12) -------------------------------------------------

def walker(card: str, x: int, **extra) -> dict:
    return obj("it", card, zone="hand", owner="you", choices={"x": str(x)}, **extra)


@pytest.mark.parametrize("ruleset", BOTH)
def test_hangarback_walker_enters_with_x_counters(ruleset):
    enter = {"zone_change": {"object": "it", "to": "battlefield"}}
    assert one([walker("Hangarback Walker", 3)], enter, ruleset) == {
        "it: hand -> battlefield (with 3 +1/+1 counters)": 1}
    # Hardened Scales sees the counters only once the Walker's own effect gave them (122.6):
    # one order, X + 1.
    assert one([walker("Hangarback Walker", 2), obj("hs", "Hardened Scales")], enter,
               ruleset) == {"it: hand -> battlefield (with 3 +1/+1 counters)": 1}
    # X = 0: no counters, nothing for Scales to add to.
    assert one([walker("Hangarback Walker", 0), obj("hs", "Hardened Scales")], enter,
               ruleset) == {"it: hand -> battlefield": 1}


@pytest.mark.parametrize("ruleset", BOTH)
def test_protean_hydra_prevents_damage_and_loses_counters(ruleset):
    # 3 damage to a Hydra with 5 counters: prevented, and 3 counters removed.
    hydra = obj("hydra", "Protean Hydra", counters={"+1/+1": 5})
    assert one([hydra, obj("bolt", "Lightning Bolt", zone="stack", owner="opponent")],
               damage("bolt", "hydra", 3), ruleset) == {
        "3 +1/+1 counters removed from hydra": 1}
    assert one([walker("Protean Hydra", 4)], {"zone_change": {"object": "it",
                                                              "to": "battlefield"}},
               ruleset) == {"it: hand -> battlefield (with 4 +1/+1 counters)": 1}


@pytest.mark.parametrize("ruleset", BOTH)
def test_golgari_grave_troll_counts_creature_cards_and_dredges(ruleset):
    grave = [obj(f"dead{i}", "Grizzly Bears", zone="graveyard", owner="you") for i in range(2)]
    troll = obj("troll", "Golgari Grave-Troll", zone="hand", owner="you")
    assert one([troll] + grave, {"zone_change": {"object": "troll", "to": "battlefield"}},
               ruleset) == {"troll: hand -> battlefield (with 2 +1/+1 counters)": 1}
    # In the graveyard with 6 cards in the library: draw, or dredge (mill 6, the Troll back
    # to the hand); with 5 cards it can't dredge (702.52b).
    library = [obj(f"lib{i}", "Forest", zone="library", owner="you") for i in range(6)]
    dead = obj("troll", "Golgari Grave-Troll", zone="graveyard", owner="you")
    draw = {"draw": {"player": "you", "count": 1}}
    assert one([dead] + library, draw, ruleset) == {
        "you draw 1 card": 1,
        "troll: graveyard -> hand + you put 6 cards from library into graveyard": 1}
    assert one([dead] + library[:5], draw, ruleset) == {"you draw 1 card": 1}


@pytest.mark.parametrize("ruleset", BOTH)
@pytest.mark.parametrize("card", ["Steam Vents", "Breeding Pool", "Hallowed Fountain",
                                  "Blood Crypt"])
def test_shockland_pay_two_life_or_enter_tapped(card, ruleset):
    # 614.12a: the choice is made as it enters: pay 2 life, or it enters tapped. With 1
    # life, 2 life can't be paid (119.4): tapped only.
    land = obj("land", card, zone="hand", owner="you")
    enter = {"zone_change": {"object": "land", "to": "battlefield"}}
    assert one([land], enter, ruleset) == {"land: hand -> battlefield (tapped)": 1,
                                           "land: hand -> battlefield + you pay 2 life": 1}
    low = scenario([land], None, ruleset, events=[dict(enter, id="e")],
                   players=[{"id": "you", "life": 1}, "opponent"])
    assert mtglogic.answer_replacement(low).answers[0].table() == {
        "land: hand -> battlefield (tapped)": 1}


@pytest.mark.parametrize("ruleset", BOTH)
def test_containment_priest_exiles_creatures_put_onto_the_battlefield(ruleset):
    objects = [obj("priest", "Containment Priest"),
               obj("dead", "Grizzly Bears", zone="graveyard", owner="opponent"),
               obj("cast", "Grizzly Bears", zone="stack", owner="opponent")]
    got = tables(objects, [
        {"id": "reanimate", "zone_change": {"object": "dead", "to": "battlefield",
                                            "cause": "return"}},
        {"id": "cast", "zone_change": {"object": "cast", "to": "battlefield",
                                       "cause": "cast"}}], ruleset)
    assert got == {"reanimate": {"dead: graveyard -> exile": 1},
                   "cast": {"cast: stack -> battlefield": 1}}


def test_gather_specimens_takes_the_opponents_creature():
    # The resolved spell's effect (its controller: you): the opponent's Bears enter under
    # your control instead (616.1b).
    objects = [obj("gs", "Gather Specimens", zone="graveyard", owner="you"),
               obj("theirs", "Grizzly Bears", zone="hand", owner="opponent")]
    got = one(objects, {"zone_change": {"object": "theirs", "to": "battlefield"}},
              replacements=[{"from": "gs"}])
    assert got == {"theirs: hand -> battlefield (under your control)": 1}


@pytest.mark.parametrize("ruleset", BOTH)
def test_grafdiggers_cage_stops_creatures_from_graveyards(ruleset):
    objects = [obj("cage", "Grafdigger's Cage", controller="opponent"),
               obj("dead", "Grizzly Bears", zone="graveyard", owner="you"),
               obj("held", "Grizzly Bears", zone="hand", owner="you")]
    got = tables(objects, [
        {"id": "grave", "zone_change": {"object": "dead", "to": "battlefield"}},
        {"id": "hand", "zone_change": {"object": "held", "to": "battlefield"}}], ruleset)
    assert got == {"grave": {"nothing; can't happen: dead: graveyard -> battlefield (cage)": 1},
                   "hand": {"held: hand -> battlefield": 1}}


# -- moving to a graveyard ----------------------------------------------------------------------

def dies(oid: str) -> dict:
    return {"zone_change": {"object": oid, "to": "graveyard", "cause": "destroy"}}


@pytest.mark.parametrize("ruleset", BOTH)
def test_kalitas_exiles_the_opponents_creatures_and_makes_zombies(ruleset):
    objects = [obj("kal", "Kalitas, Traitor of Ghet"), bears("theirs", "opponent"), bears()]
    got = tables(objects, [dict(dies("theirs"), id="theirs"), dict(dies("bears"), id="mine")],
                 ruleset)
    assert got == {"theirs": {"theirs: battlefield -> exile + you create 1 Zombie token": 1},
                   "mine": {"bears: battlefield -> graveyard": 1}}


@pytest.mark.parametrize("ruleset", BOTH)
def test_kumanos_pupils_exiles_what_it_damaged_this_turn(ruleset):
    # The Bears it dealt damage to this turn are exiled; the Ogre, damaged by another
    # source, dies.
    objects = [obj("pupils", "Kumano's Pupils"), bears("victim", "opponent"),
               obj("ogre", "Gray Ogre", controller="opponent"), obj("other", "Grizzly Bears")]
    history = {"damage": [{"source": "pupils", "to": "victim", "amount": 3},
                          {"source": "other", "to": "ogre", "amount": 2}]}
    got = tables(objects, [dict(dies("victim"), id="victim"), dict(dies("ogre"), id="ogre")],
                 ruleset, this_turn=history)
    assert got == {"victim": {"victim: battlefield -> exile": 1},
                   "ogre": {"ogre: battlefield -> graveyard": 1}}


@pytest.mark.parametrize("ruleset", BOTH)
def test_dryad_militant_exiles_instants_and_sorceries(ruleset):
    objects = [obj("dm", "Dryad Militant", controller="opponent"),
               obj("bolt", "Lightning Bolt", zone="stack", owner="you"), bears()]
    got = tables(objects, [
        {"id": "spell", "zone_change": {"object": "bolt", "to": "graveyard"}},
        dict(dies("bears"), id="creature")], ruleset)
    assert got == {"spell": {"bolt: stack -> exile": 1},
                   "creature": {"bears: battlefield -> graveyard": 1}}


def test_rest_in_peace_and_leyline_of_the_void():
    # The opponent's card: both would exile it; either applies first and the other no
    # longer applies: one outcome, 2 orders. Your card: only Rest in Peace, 1 order.
    objects = [obj("rip", "Rest in Peace"), obj("ley", "Leyline of the Void"),
               bears("theirs", "opponent"), bears()]
    got = tables(objects, [dict(dies("theirs"), id="theirs"), dict(dies("bears"), id="mine")])
    assert got == {"theirs": {"theirs: battlefield -> exile": 2},
                   "mine": {"bears: battlefield -> exile": 1}}


# -- damage -------------------------------------------------------------------------------------

@pytest.mark.parametrize("ruleset", BOTH)
def test_gisela_doubles_to_opponents_and_halves_to_you(ruleset):
    objects = [obj("gisela", "Gisela, Blade of Goldnight"), bears(),
               bears("theirs", "opponent")]
    got = tables(objects, [dict(damage("bears", "opponent", 3), id="out"),
                           dict(damage("theirs", "you", 5), id="in")], ruleset)
    assert got["out"] == {"6 damage from bears to opponent + opponent loses 6 life": 1}
    # 5: half rounded up (3) is prevented, 2 dealt.
    assert got["in"] == {"2 damage from theirs to you + you lose 2 life": 1}


@pytest.mark.parametrize("ruleset", BOTH)
@pytest.mark.parametrize("card, hit, dealt, other", [
    # Fiery Emancipation: your Bears' 2 damage tripled to 6; the opponent's Bears' not.
    ("Fiery Emancipation", ("bears", "opponent", 2), 6, ("theirs", "you")),
    # Pyromancer's Gauntlet: your red instant's 3 plus 2; your (green) Bears' not.
    ("Pyromancer's Gauntlet", ("bolt", "opponent", 3), 5, ("bears", "opponent")),
])
def test_damage_increased_for_your_sources(card, hit, dealt, other, ruleset):
    objects = [obj("card", card), bears(), bears("theirs", "opponent"),
               obj("bolt", "Lightning Bolt", zone="stack", owner="you")]
    (source, to, amount), (other_source, other_to) = hit, other
    got = tables(objects, [dict(damage(source, to, amount), id="hit"),
                           dict(damage(other_source, other_to, 2), id="other")], ruleset)
    lose = "loses" if other_to == "opponent" else "lose"
    assert got == {"hit": {f"{dealt} damage from {source} to {to} + {to} loses {dealt} life": 1},
                   "other": {f"2 damage from {other_source} to {other_to} + {other_to} "
                             f"{lose} 2 life": 1}}


@pytest.mark.parametrize("ruleset", BOTH)
def test_pariah_redirects_damage_to_you_onto_the_enchanted_creature(ruleset):
    objects = [bears(), obj("pariah", "Pariah", attached_to="bears"),
               obj("ogre", "Gray Ogre", controller="opponent")]
    assert one(objects, damage("ogre", "you", 2), ruleset) == {
        "2 damage from ogre to bears + 2 damage marked on bears": 1}


# -- draws --------------------------------------------------------------------------------------

@pytest.mark.parametrize("ruleset", BOTH)
def test_jace_wielder_of_mysteries_wins_on_an_empty_library(ruleset):
    assert one([obj("jace", "Jace, Wielder of Mysteries")],
               {"draw": {"player": "you", "count": 2}}, ruleset) == {"you win the game": 1}


def test_alhammarrets_archive_doubles_life_and_later_draws():
    # Main phase: each of two draws is not the first of a draw step: each becomes two (the
    # Archive had its opportunity on those, 614.5): 4 cards. 3 life gained becomes 6.
    objects = [obj("archive", "Alhammarret's Archive")]
    got = tables(objects, [{"id": "draw", "draw": {"player": "you", "count": 2}},
                           {"id": "life", "gain_life": {"player": "you", "amount": 3}}])
    assert got == {"draw": {"you draw 4 cards": 1}, "life": {"you gain 6 life": 1}}


def test_teferis_ageless_insight_spares_the_draw_step_draw():
    # In your draw step with nothing drawn yet: the first of two draws is the draw step's
    # first, untouched; the second becomes two: 3 cards.
    objects = [obj("tai", "Teferi's Ageless Insight")]
    assert one(objects, {"draw": {"player": "you", "count": 2}}, step="draw") == {
        "you draw 3 cards": 1}


def test_notion_thief_spirit_thought_reflection_and_alms_collector_on_cards():
    # The draw replacers on their main effect (the engine's own tests go further):
    # the opponent draws 2 in the main phase.
    draw = {"draw": {"player": "opponent", "count": 2}}
    assert one([obj("t", "Notion Thief")], draw) == {"you draw 2 cards": 1}
    assert one([obj("a", "Alms Collector")], draw) == {"opponent draws 1 card + you draw 1 card": 1}
    assert one([obj("r", "Thought Reflection", controller="opponent")], draw) == {
        "opponent draws 4 cards": 1}
    assert one([obj("s", "Spirit of the Labyrinth")], draw) == {
        "opponent draws 1 card; can't happen: opponent draws 1 card (s)": 1}


# -- more replacement classics --------------------------------------------------------------------

@pytest.mark.parametrize("ruleset", BOTH)
def test_anafenza_exiles_the_opponents_creature_cards(ruleset):
    # The opponent's nontoken creature dying and their creature card discarded are exiled;
    # your creature dies; their creature token is not a card: it goes to the graveyard.
    objects = [obj("ana", "Anafenza, the Foremost"), bears("theirs", "opponent"), bears(),
               obj("held", "Grizzly Bears", zone="hand", owner="opponent"),
               obj("token", "Grizzly Bears", controller="opponent", token=True)]
    got = tables(objects, [dict(dies("theirs"), id="dies"), dict(dies("bears"), id="mine"),
                           {"id": "discard", "zone_change": {"object": "held",
                                                             "to": "graveyard"}},
                           dict(dies("token"), id="token")], ruleset)
    assert got == {"dies": {"theirs: battlefield -> exile": 1},
                   "mine": {"bears: battlefield -> graveyard": 1},
                   "discard": {"held: hand -> exile": 1},
                   "token": {"token: battlefield -> graveyard": 1}}


def test_conclave_mentor_with_hardened_scales():
    # Each adds one, in either order: 1 + 1 + 1 = 3, two orders.
    objects = [obj("cm", "Conclave Mentor"), obj("hs", "Hardened Scales"), bears()]
    assert one(objects, counters("bears", 1)) == {"3 +1/+1 counters on bears": 2}


@pytest.mark.parametrize("ruleset", BOTH)
def test_narset_lets_each_opponent_draw_one_card_a_turn(ruleset):
    objects = [obj("narset", "Narset, Parter of Veils")]
    got = tables(objects, [{"id": "theirs", "draw": {"player": "opponent", "count": 2}},
                           {"id": "mine", "draw": {"player": "you", "count": 2}}], ruleset)
    assert got == {"theirs": {"opponent draws 1 card; can't happen: opponent draws 1 card "
                              "(narset)": 1},
                   "mine": {"you draw 2 cards": 1}}


@pytest.mark.parametrize("ruleset", BOTH)
def test_archfiend_of_despair_stops_the_opponents_life_gain(ruleset):
    objects = [obj("fiend", "Archfiend of Despair")]
    got = tables(objects, [{"id": "theirs", "gain_life": {"player": "opponent", "amount": 3}},
                           {"id": "mine", "gain_life": {"player": "you", "amount": 3}}],
                 ruleset)
    assert got == {"theirs": {"nothing; can't happen: opponent gains 3 life (fiend)": 1},
                   "mine": {"you gain 3 life": 1}}


@pytest.mark.parametrize("ruleset", BOTH)
def test_samurai_of_the_pale_curtain_exiles_every_permanent(ruleset):
    objects = [obj("sam", "Samurai of the Pale Curtain", controller="opponent"), bears(),
               obj("held", "Grizzly Bears", zone="hand", owner="you")]
    got = tables(objects, [dict(dies("bears"), id="dies"),
                           {"id": "discard", "zone_change": {"object": "held",
                                                             "to": "graveyard"}}], ruleset)
    assert got == {"dies": {"bears: battlefield -> exile": 1},
                   "discard": {"held: hand -> graveyard": 1}}


@pytest.mark.parametrize("ruleset", BOTH)
def test_crumbling_sanctuary_turns_damage_to_players_into_exiled_cards(ruleset):
    objects = [obj("cs", "Crumbling Sanctuary"), bears(), bears("theirs", "opponent")]
    got = tables(objects, [dict(damage("bears", "opponent", 3), id="player"),
                           dict(damage("bears", "theirs", 2), id="creature")], ruleset)
    assert got == {"player": {"opponent puts 3 cards from library into exile": 1},
                   "creature": {"2 damage from bears to theirs + 2 damage marked on theirs": 1}}


@pytest.mark.parametrize("ruleset", BOTH)
def test_melira_keeps_poison_and_minus_counters_away(ruleset):
    # The opponent's infect creature loses infect (layer 6): its damage to you is life loss.
    # Their wither creature's damage to your Bears would be -1/-1 counters, which can't be
    # put on them; a poison counter put on you can't be either.
    infect = {"id": "infect", "name": "Infecter", "types": ["creature"], "power": 2,
              "toughness": 2, "abilities": ["infect"], "controller": "opponent"}
    wither = dict(infect, id="wither", name="Witherer", abilities=["wither"])
    objects = [obj("melira", "Melira, Sylvok Outcast"), bears(), infect, wither]
    got = tables(objects, [dict(damage("infect", "you", 2), id="infect"),
                           dict(damage("wither", "bears", 2), id="wither"),
                           dict(counters("you", 1, counter="poison"), id="poison")], ruleset)
    assert got == {"infect": {"2 damage from infect to you + you lose 2 life": 1},
                   "wither": {"2 damage from wither to bears; can't happen: 2 -1/-1 counters "
                              "on bears (melira#2)": 1},
                   "poison": {"nothing; can't happen: 1 poison counter on you (melira#1)": 1}}


@pytest.mark.parametrize("ruleset", BOTH)
def test_gideons_intervention_prevents_the_chosen_name(ruleset):
    objects = [obj("gi", "Gideon's Intervention", choices={"name": "Lightning Bolt"}),
               bears(), obj("bolt", "Lightning Bolt", zone="stack", owner="opponent"),
               bears("theirs", "opponent")]
    got = tables(objects, [dict(damage("bolt", "you", 3), id="you"),
                           dict(damage("bolt", "bears", 3), id="bears"),
                           dict(damage("theirs", "you", 2), id="other")], ruleset)
    assert got == {"you": {"nothing": 1}, "bears": {"nothing": 1},
                   "other": {"2 damage from theirs to you + you lose 2 life": 1}}


def test_true_name_nemesis_has_protection_from_the_chosen_player():
    # 702.16k (2026): damage from sources the chosen opponent controls is prevented; your
    # own source's is not. The 2011 rules have no protection from a player.
    objects = [obj("tnn", "True-Name Nemesis", choices={"player": "opponent"}),
               obj("bolt", "Lightning Bolt", zone="stack", owner="opponent"),
               obj("mine", "Lightning Bolt", zone="stack", owner="you")]
    events = [dict(damage("bolt", "tnn", 3), id="theirs"), dict(damage("mine", "tnn", 3), id="own")]
    assert tables(objects, events) == {
        "theirs": {"nothing": 1}, "own": {"3 damage from mine to tnn + 3 damage marked on tnn": 1}}
    assert tables(objects, events, "cr-2011")["theirs"] == {
        "3 damage from bolt to tnn + 3 damage marked on tnn": 1}


def test_a_shockland_explanation_says_the_life_is_paid_614_12a():
    land = obj("land", "Steam Vents", zone="hand", owner="you")
    result = mtglogic.answer_replacement(scenario(
        [land], None, events=[{"id": "e", "zone_change": {"object": "land",
                                                          "to": "battlefield"}}]))
    text = "\n".join(mtglogic.replacement.render.answer_lines(result.answers[0], explain=True))
    assert "you pay to stop land" in text and "614.12a" in text


@pytest.mark.parametrize("ruleset", BOTH)
def test_thunder_thrash_elder_devours_any_number(ruleset):
    # Two Bears you control: sacrifice none, either one or both: 0, 3, 3 or 6 counters,
    # each choice one way (4 orders, 4 outcomes). The opponent's creature can't be chosen.
    objects = [obj("elder", "Thunder-Thrash Elder", zone="hand", owner="you"), bears("a"),
               bears("b"), bears("theirs", "opponent")]
    got = one(objects, {"zone_change": {"object": "elder", "to": "battlefield"}}, ruleset)
    assert got == {
        "elder: hand -> battlefield": 1,
        "a: battlefield -> graveyard + elder: hand -> battlefield (with 3 +1/+1 counters)": 1,
        "b: battlefield -> graveyard + elder: hand -> battlefield (with 3 +1/+1 counters)": 1,
        "a: battlefield -> graveyard + b: battlefield -> graveyard + elder: hand -> "
        "battlefield (with 6 +1/+1 counters)": 1}


def test_two_devourers_entering_at_once_cant_share_a_creature():
    # 614.13b: each Bears goes to one Elder, the other, or neither: 3 x 3 = 9 ways; "a to
    # the first, b to the second" and the reverse leave the same game (3 counters each):
    # 8 outcomes. A Bears entering at the same time can't be devoured (614.13a).
    objects = [obj("e1", "Thunder-Thrash Elder", zone="hand", owner="you"),
               obj("e2", "Thunder-Thrash Elder", zone="hand", owner="you"),
               obj("new", "Grizzly Bears", zone="hand", owner="you"), bears("a"), bears("b")]
    event = {"at_once": [{"zone_change": {"object": oid, "to": "battlefield"}}
                         for oid in ("e1", "e2", "new")]}
    got = one(objects, event)
    assert sum(got.values()) == 9 and len(got) == 8
    both = ("a: battlefield -> graveyard + b: battlefield -> graveyard + e1: hand -> "
            "battlefield (with 3 +1/+1 counters) + e2: hand -> battlefield (with 3 +1/+1 "
            "counters) + new: hand -> battlefield")
    assert got[both] == 2
    assert not any("new: hand -> graveyard" in text or "new: battlefield" in text
                   for text in got)


def all_enter(*ids: str) -> dict:
    """These objects entering the battlefield at the same time, from where they are."""
    return {"at_once": [{"zone_change": {"object": oid, "to": "battlefield"}} for oid in ids]}


def taxi(oid: str = "taxi", zone: str = "hand") -> dict:
    return obj(oid, "Dermotaxi", zone=zone, owner="you")


def dead_bears(oid: str, owner: str = "you") -> dict:
    return obj(oid, "Grizzly Bears", zone="graveyard", owner=owner)


@pytest.mark.parametrize("ruleset", BOTH)
def test_dermotaxi_exiles_one_creature_card_from_any_graveyard(ruleset):
    # "exile a creature card from a graveyard": exactly one of the two Bears cards (either
    # graveyard), not the Lightning Bolt card nor the Bears on the battlefield: 2 ways, one
    # order each. Not optional, so entering without exiling is no outcome.
    objects = [taxi(), dead_bears("mine"), dead_bears("theirs", "opponent"),
               obj("bolt", "Lightning Bolt", zone="graveyard", owner="opponent"), bears("live")]
    got = one(objects, {"zone_change": {"object": "taxi", "to": "battlefield"}}, ruleset)
    assert got == {"mine: graveyard -> exile + taxi: hand -> battlefield": 1,
                   "taxi: hand -> battlefield + theirs: graveyard -> exile": 1}


def test_dermotaxi_with_no_creature_card_exiles_nothing():
    # 609.3: nothing to choose, so it just enters (one order).
    objects = [taxi(), obj("bolt", "Lightning Bolt", zone="graveyard", owner="you")]
    assert one(objects, {"zone_change": {"object": "taxi", "to": "battlefield"}}) == {
        "taxi: hand -> battlefield": 1}


def test_dermotaxi_cant_exile_a_card_entering_with_it_614_13a():
    # Dermotaxi and a Bears card return from the graveyard at once: the Bears entering can't
    # be chosen (614.13a), so the other Bears card is the only choice (1 way, 1 order).
    objects = [taxi("taxi", "graveyard"), dead_bears("back"), dead_bears("other", "opponent")]
    assert one(objects, all_enter("taxi", "back")) == {
        "back: graveyard -> battlefield + other: graveyard -> exile + taxi: graveyard -> "
        "battlefield": 1}


def test_two_dermotaxis_cant_exile_the_same_card_614_13b():
    # Two Dermotaxis enter at once, two Bears cards in graveyards. Each exiles exactly one,
    # never the same one (614.13b): the first takes a (the second then b) or b (then a): 2
    # orders, both leaving both cards exiled, 1 outcome.
    objects = [taxi("t1"), taxi("t2"), dead_bears("a"), dead_bears("b")]
    assert one(objects, all_enter("t1", "t2")) == {
        "a: graveyard -> exile + b: graveyard -> exile + t1: hand -> battlefield + t2: hand "
        "-> battlefield": 2}


def test_choosing_among_too_many_objects_is_a_stated_limit():
    # Devour among 13 creatures: 2^13 = 8192 ways, over the bound of 4096: exit 3, saying so.
    objects = [obj("elder", "Thunder-Thrash Elder", zone="hand", owner="you")] + \
        [bears(f"b{i}") for i in range(13)]
    with pytest.raises(mtglogic.errors.ComputedLimit, match="8192 ways"):
        one(objects, {"zone_change": {"object": "elder", "to": "battlefield"}})


@pytest.mark.parametrize("ruleset", BOTH)
def test_obosh_doubles_damage_from_odd_mana_value_sources(ruleset):
    # Obosh's mana value is 3 + 1 + 1 = 5 (each hybrid symbol counts once, 202.3f): odd, so
    # its own 3 damage becomes 6; your Lightning Bolt (mana value 1, odd) deals 6; Grizzly
    # Bears (mana value 2) and a Soldier with no mana cost (0, even) are not changed, nor
    # an opponent's Bolt (not a source you control). One effect each time: one order.
    objects = [obj("obosh", "Obosh, the Preypiercer", controller="you"), bears("bears"),
               dict(SOLDIER, id="soldier", controller="you"),
               obj("bolt", "Lightning Bolt", zone="stack", controller="you"),
               obj("their_bolt", "Lightning Bolt", zone="stack", controller="opponent")]
    events = [dict(damage(source, "opponent", amount), id=source)
              for source, amount in (("obosh", 3), ("bolt", 3), ("bears", 2), ("soldier", 1))]
    events.append(dict(damage("their_bolt", "obosh", 3), id="their_bolt"))
    assert tables(objects, events, ruleset) == {
        "obosh": {"6 damage from obosh to opponent + opponent loses 6 life": 1},
        "bolt": {"6 damage from bolt to opponent + opponent loses 6 life": 1},
        "bears": {"2 damage from bears to opponent + opponent loses 2 life": 1},
        "soldier": {"1 damage from soldier to opponent + opponent loses 1 life": 1},
        "their_bolt": {"3 damage from their_bolt to obosh + 3 damage marked on obosh": 1}}


def test_a_monocolored_hybrid_symbol_counts_its_larger_part_under_obosh():
    # 202.3f: {2/R} adds 2 to the mana value, so a source costing {2/R} has mana value 2,
    # even: Obosh leaves its 1 damage alone. One costing {2/R}{R} (3, odd) deals 2.
    objects = [obj("obosh", "Obosh, the Preypiercer", controller="you"),
               dict(SOLDIER, id="even", mana_cost="{2/R}", controller="you"),
               dict(SOLDIER, id="odd", mana_cost="{2/R}{R}", controller="you")]
    events = [dict(damage(source, "opponent", 1), id=source) for source in ("even", "odd")]
    assert tables(objects, events) == {
        "even": {"1 damage from even to opponent + opponent loses 1 life": 1},
        "odd": {"2 damage from odd to opponent + opponent loses 2 life": 1}}


# -- costs paid to stop entering effects (614.12a-b, 118.3, 119.4) ---------------------------

def two_lands(first: str, second: str) -> tuple[list[dict], dict]:
    """Two lands entering from the hand at the same time."""
    lands = [obj("a", first, zone="hand", owner="you"), obj("b", second, zone="hand", owner="you")]
    return lands, {"at_once": [{"zone_change": {"object": oid, "to": "battlefield"}}
                               for oid in ("a", "b")]}


@pytest.mark.parametrize("ruleset", BOTH)
def test_two_shocklands_with_three_life_pay_for_one_at_most_614_12b(ruleset):
    # Each land alone could be paid for (2 <= 3), both not (4 > 3): 614.12b in 2026, and
    # paying in turn in 2011 leaves 1 life for the second (119.4). Both tapped, a paid for,
    # or b paid for: 3 outcomes, one order each.
    lands, event = two_lands("Breeding Pool", "Steam Vents")
    low = scenario(lands, None, ruleset, events=[dict(event, id="e")],
                   players=[{"id": "you", "life": 3}, "opponent"])
    assert mtglogic.answer_replacement(low).answers[0].table() == {
        "a: hand -> battlefield (tapped) + b: hand -> battlefield (tapped)": 1,
        "a: hand -> battlefield + b: hand -> battlefield (tapped) + you pay 2 life": 1,
        "a: hand -> battlefield (tapped) + b: hand -> battlefield + you pay 2 life": 1}
    # With 4 life both can be paid: a fourth outcome, 4 life lost.
    assert one(lands, event, ruleset)[
        "a: hand -> battlefield + b: hand -> battlefield + you pay 4 life"] == 1


def test_the_second_payment_cites_614_12b():
    lands, event = two_lands("Breeding Pool", "Steam Vents")
    result = mtglogic.answer_replacement(scenario(lands, None, events=[dict(event, id="e")]))
    text = "\n".join(mtglogic.replacement.render.answer_lines(result.answers[0], explain=True))
    assert "614.12b" in text
    old = mtglogic.answer_replacement(scenario(lands, None, "cr-2011",
                                               events=[dict(event, id="e")]))
    assert "614.12b" not in "\n".join(
        mtglogic.replacement.render.answer_lines(old.answers[0], explain=True))


DISCARD_LAND = {"id": "land", "name": "Discard Land", "types": ["land"], "zone": "hand",
                "owner": "you", "abilities": [{"replacement": {
                    "text": "As this land enters, you may discard a card. If you don't, it "
                            "enters tapped.",
                    "watch": {"event": "enter", "object": {"self": True}},
                    "instead": {"enter_tapped": True},
                    "unless": {"event": "move_cards", "player": "you", "from": "hand",
                               "to": "graveyard", "count": 1}}}]}


@pytest.mark.parametrize("ruleset", BOTH)
def test_discarding_to_stop_an_effect_needs_a_card_in_hand_118_3(ruleset):
    # The land itself is leaving the hand, so with nothing else there no card can be
    # discarded (118.3): tapped only. With a Bolt in hand: tapped, or discard it (2 outcomes).
    enter = {"zone_change": {"object": "land", "to": "battlefield"}}
    assert one([DISCARD_LAND], enter, ruleset) == {"land: hand -> battlefield (tapped)": 1}
    bolt = obj("bolt", "Lightning Bolt", zone="hand", owner="you")
    assert one([DISCARD_LAND, bolt], enter, ruleset) == {
        "land: hand -> battlefield (tapped)": 1,
        "land: hand -> battlefield + you put 1 card from hand into graveyard": 1}


def test_two_lands_cant_both_discard_the_one_card_614_12b():
    # Two such lands enter together with one other card in hand: one may discard it, not
    # both (614.12b): both tapped, or either one untapped: 3 outcomes, one order each.
    second = dict(DISCARD_LAND, id="land2")
    event = {"at_once": [{"zone_change": {"object": oid, "to": "battlefield"}}
                         for oid in ("land", "land2")]}
    bolt = obj("bolt", "Lightning Bolt", zone="hand", owner="you")
    assert one([DISCARD_LAND, second, bolt], event) == {
        "land2: hand -> battlefield (tapped) + land: hand -> battlefield (tapped)": 1,
        "land2: hand -> battlefield (tapped) + land: hand -> battlefield + you put 1 card "
        "from hand into graveyard": 1,
        "land2: hand -> battlefield + land: hand -> battlefield (tapped) + you put 1 card "
        "from hand into graveyard": 1}


def test_you_may_exile_a_card_declines_once():
    # "You may exile any number of cards from graveyards", two cards there: decline, exile
    # a, b or both: 4 outcomes, one order each (declining is one choice, not one per way,
    # and choosing none is declining, not a fifth way).
    gate = {"id": "gate", "name": "Gate", "types": ["artifact"], "zone": "hand",
            "owner": "you", "abilities": [{"replacement": {
                "text": "As this enters, you may exile any number of cards from graveyards.",
                "watch": {"event": "enter", "object": {"self": True}},
                "instead": {"move_chosen": "exile", "choose": "any"}, "optional": True}}]}
    objects = [gate, dead_bears("a"), obj("b", "Lightning Bolt", zone="graveyard",
                                          owner="opponent")]
    assert one(objects, {"zone_change": {"object": "gate", "to": "battlefield"}}) == {
        "gate: hand -> battlefield": 1,
        "a: graveyard -> exile + gate: hand -> battlefield": 1,
        "b: graveyard -> exile + gate: hand -> battlefield": 1,
        "a: graveyard -> exile + b: graveyard -> exile + gate: hand -> battlefield": 1}


def test_a_bad_number_of_objects_to_choose_is_named():
    effect = {"id": "gate", "name": "Gate", "types": ["artifact"], "abilities": [
        {"replacement": {"watch": {"event": "enter", "object": {"self": True}},
                         "instead": {"move_chosen": "exile", "choose": "lots"}}}]}
    with pytest.raises(mtglogic.errors.InputError, match="whole number or `any`, not 'lots'"):
        scenario([effect], None)
