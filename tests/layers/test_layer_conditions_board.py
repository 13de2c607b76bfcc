"""Conditions of layer effects read from the board and the turn, on real corpus cards drafted
from their Oracle text (issue 19, item 5). Every expected value is worked out in the comment
beside it: P/T changes in layer 7c (613.4c; 613.3c in 2011), colors in layer 5 (613.1e), and
a static ability's condition checked at every moment (611.3a; 611.3 in 2011), on the colors
as the layers made them (105.2).
"""
from __future__ import annotations

from typing import Any

import pytest

import mtglogic

BOTH = ("cr-2011", "cr-2026")


Placed = tuple[str, str] | dict[str, Any]  # (id, card name) of yours, or a whole object


def final(placed: list[Placed], ruleset: str = "cr-2026",
          this_turn: dict[str, Any] | None = None) -> dict[str, dict[str, Any]]:
    """Each object's characteristics; an (id, name) pair is a permanent you control."""
    objects = [{"id": p[0], "card": p[1], "controller": "you"} if isinstance(p, tuple) else p
               for p in placed]
    root: dict[str, Any] = {"players": ["you", "opponent"], "active_player": "you",
                            "objects": objects, "this_turn": this_turn or {}}
    result = mtglogic.compute_layers(mtglogic.load_scenario(root, ruleset))
    assert len(result.outcomes) == 1
    return {oid: {**chars, "pt": (chars.get("power"), chars.get("toughness"))}
            for oid, chars in result.outcomes[0].characteristics().items()}


def theirs(oid: str, name: str) -> dict[str, Any]:
    return {"id": oid, "card": name, "controller": "opponent"}


@pytest.mark.parametrize("ruleset", BOTH)
def test_a_djinn_alone_is_of_the_most_common_color(ruleset):
    # Goham Djinn 5/5, black: the only permanent, black counts 1 and every other color 0,
    # so black is the most common color: 5-2 / 5-2 = 3/3
    assert final([("djinn", "Goham Djinn")], ruleset)["djinn"]["pt"] == (3, 3)


@pytest.mark.parametrize("ruleset", BOTH)
def test_two_green_permanents_outnumber_the_black_djinn(ruleset):
    # black 1 (the Djinn), green 2 (two Grizzly Bears, either side's): black is not most
    # common, so no -2/-2: 5/5
    chars = final([("djinn", "Goham Djinn"), ("b1", "Grizzly Bears"),
                   theirs("b2", "Grizzly Bears")], ruleset)
    assert chars["djinn"]["pt"] == (5, 5)


@pytest.mark.parametrize("ruleset", BOTH)
def test_a_tie_for_most_common_counts(ruleset):
    # Zanam Djinn 5/6, blue, and one Grizzly Bears: blue 1, green 1, tied for most common:
    # 5-2 / 6-2 = 3/4
    chars = final([("djinn", "Zanam Djinn"), ("b1", "Grizzly Bears")], ruleset)
    assert chars["djinn"]["pt"] == (3, 4)


@pytest.mark.parametrize("ruleset", BOTH)
def test_colors_are_counted_after_layer_5(ruleset):
    # Darkest Hour makes every creature black (layer 5, 613.1e), before the Djinn's -2/-2
    # is applied in layer 7c: the Djinn and both Bears are black, and so is Darkest Hour
    # itself: black 4, green 0, so black is the most common color: 3/3. The Bears stay 2/2
    chars = final([("djinn", "Goham Djinn"), ("b1", "Grizzly Bears"),
                   ("b2", "Grizzly Bears"), ("dh", "Darkest Hour")], ruleset)
    assert chars["djinn"]["pt"] == (3, 3)
    assert chars["b1"]["colors"] == ["black"]


@pytest.mark.parametrize("ruleset", BOTH)
def test_a_multicolored_permanent_counts_for_each_color(ruleset):
    # Halam Djinn 6/5, red, and Boros Guildmage (red and white) for the opponent: red 2,
    # white 1, so red is the most common: 6-2 / 5-2 = 4/3. Ruham Djinn 5/5, white: white 1
    # (+ the Guildmage) = 2 against red 2: tied, so it gets -2/-2 too: 3/3
    chars = final([("halam", "Halam Djinn"), ("ruham", "Ruham Djinn"),
                   theirs("g", "Boros Guildmage")], ruleset)
    assert chars["halam"]["pt"] == (4, 3)
    assert chars["ruham"]["pt"] == (3, 3)


def test_cards_outside_the_battlefield_are_no_permanents():
    # Sulam Djinn 6/6, green, with a Grizzly Bears in play; three Vampire Nighthawk cards
    # (black) in the graveyard are not permanents (110.1): green 2 (the Djinn and the
    # Bears), black 0 among permanents: green is most common, 6-2 / 6-2 = 4/4
    chars = final([("djinn", "Sulam Djinn"), ("b1", "Grizzly Bears"),
                   *({"id": f"v{n}", "card": "Vampire Nighthawk", "zone": "graveyard",
                      "owner": "you"} for n in range(3))])
    assert chars["djinn"]["pt"] == (4, 4)


@pytest.mark.parametrize("ruleset", BOTH)
def test_infusion_holds_when_you_gained_life_this_turn(ruleset):
    # Tenured Concocter 4/5: "Infusion" has no rules meaning; you gained 3 life this turn
    # (the scenario's this_turn, 119.3 / 118.3 in 2011): 4+2 / 5 = 6/5
    gained = final([("t", "Tenured Concocter")], ruleset, {"life_gained": {"you": 3}})
    assert gained["t"]["pt"] == (6, 5)
    # only the opponent gained life: no bonus, 4/5
    other = final([("t", "Tenured Concocter")], ruleset, {"life_gained": {"opponent": 3}})
    assert other["t"]["pt"] == (4, 5)


@pytest.mark.parametrize("ruleset", BOTH)
def test_infusion_over_the_creatures_you_control(ruleset):
    # Thornfist Striker 3/3: creatures you control get +1/+0 and trample (layer 6 then 7c)
    # while you gained life: the Striker 4/3 and your Bears 3/2 with trample; the opponent's
    # Bears stay 2/2
    chars = final([("s", "Thornfist Striker"), ("b", "Grizzly Bears"),
                   theirs("ob", "Grizzly Bears")], ruleset,
                  {"life_gained": {"you": 1}})
    assert chars["s"]["pt"] == (4, 3)
    assert chars["b"]["pt"] == (3, 2) and "trample" in chars["b"]["abilities"]
    assert chars["ob"]["pt"] == (2, 2) and "trample" not in chars["ob"]["abilities"]


def life_board(placed: list[Placed], life: int, start: int | None,
               ruleset: str = "cr-2026") -> dict[str, dict[str, Any]]:
    """The board with your life total and, when given, your starting life total."""
    you: dict[str, Any] = {"id": "you", "life": life}
    if start is not None:
        you["starting_life"] = start
    root = {"players": [you, "opponent"], "active_player": "you",
            "objects": [{"id": p[0], "card": p[1], "controller": "you"} for p in placed]}
    result = mtglogic.compute_layers(mtglogic.load_scenario(root, ruleset))
    return result.outcomes[0].characteristics()


@pytest.mark.parametrize(("life", "start", "expected"), [
    (20, None, (4, 4)),    # 20 is not greater than the ruleset's 20 (103.4): 4/4
    (21, None, (5, 5)),    # 21 > 20: +1/+1 = 5/5; 21 < 20+10, no +5/+5
    (30, None, (10, 10)),  # 30 >= 20+10: 4+1+5 / 4+1+5 = 10/10
    (45, 40, (5, 5)),      # a Commander game's 40 (103.4c): 45 > 40, but 45 < 50: 5/5
    (25, 10, (10, 10)),    # stated 10: 25 >= 10+10: 10/10
])
def test_elenda_against_the_starting_life_total(life, start, expected):
    chars = life_board([("elenda", "Elenda, Saint of Dusk")], life, start)["elenda"]
    assert (chars["power"], chars["toughness"]) == expected
    assert ("menace" in chars["abilities"]) == (expected != (4, 4))


@pytest.mark.parametrize("ruleset", BOTH)
def test_leyline_of_hope_seven_more_than_the_start(ruleset):
    # 27 >= 20 + 7: your Bears get +2/+2 = 4/4 (613.4c; 613.3c in 2011; 118.1 in 2011 says
    # the 20); 26 is one short: 2/2; starting at 30, 27 is below it: 2/2
    placed: list[Placed] = [("leyline", "Leyline of Hope"), ("bears", "Grizzly Bears")]
    assert life_board(placed, 27, None, ruleset)["bears"]["power"] == 4
    assert life_board(placed, 26, None, ruleset)["bears"]["power"] == 2
    assert life_board(placed, 27, 30, ruleset)["bears"]["power"] == 2


def test_a_starting_life_total_that_is_no_number_is_an_input_error():
    with pytest.raises(mtglogic.MtglogicError, match="starting_life"):
        mtglogic.load_scenario({"players": [{"id": "you", "starting_life": "many"}],
                                "objects": []}, "cr-2026")


@pytest.mark.parametrize("ruleset", BOTH)
def test_a_land_that_entered_this_turn_or_a_land_creature(ruleset):
    # Earth Rumble Wrestlers 3/4: +1/+0 and trample when either holds. A Forest that
    # entered this turn under your control: 4/4 with trample; a Forest that did not, and no
    # land creature: 3/4, no trample; the opponent's Forest entering does not count
    wrestlers = ("w", "Earth Rumble Wrestlers")
    entered = final([wrestlers, {"id": "f", "card": "Forest", "controller": "you",
                                 "entered_this_turn": True}], ruleset)["w"]
    assert entered["pt"] == (4, 4) and "trample" in entered["abilities"]
    old = final([wrestlers, ("f", "Forest")], ruleset)["w"]
    assert old["pt"] == (3, 4) and "trample" not in old["abilities"]
    theirs_entered = final([wrestlers, {"id": "f", "card": "Forest", "controller": "opponent",
                                        "entered_this_turn": True}], ruleset)["w"]
    assert theirs_entered["pt"] == (3, 4)


@pytest.mark.parametrize("ruleset", BOTH)
def test_jihad_reads_the_chosen_player_and_color(ruleset):
    # Jihad, with blue and the opponent chosen as it entered (614.12): a blue nontoken
    # permanent the opponent controls (Zanam Djinn) makes white creatures get +2/+1 (613.4c):
    # Savannah Lions 2/1 -> 4/2
    jihad = {"id": "j", "card": "Jihad", "controller": "you",
             "choices": {"color": "blue", "player": "opponent"}}
    lions = ("l", "Savannah Lions")
    chars = final([jihad, lions, theirs("d", "Zanam Djinn")], ruleset)
    assert chars["l"]["pt"] == (4, 2)
    # with only the opponent's Island (colorless) the condition fails: Lions stay 2/1
    assert final([jihad, lions, theirs("i", "Island")], ruleset)["l"]["pt"] == (2, 1)
    # your own blue permanent is not the chosen player's: 2/1
    assert final([jihad, lions, ("d", "Zanam Djinn")], ruleset)["l"]["pt"] == (2, 1)


def in_graveyard(owner: str, count: int) -> list[dict[str, Any]]:
    """``count`` Grizzly Bears cards in ``owner``'s graveyard."""
    return [{"id": f"{owner}-g{n}", "card": "Grizzly Bears", "zone": "graveyard",
             "owner": owner} for n in range(count)]


@pytest.mark.parametrize("ruleset", BOTH)
def test_master_s_councillors_counts_graveyards_of_seven(ruleset):
    # Master's Councillors 1/3, +2/+0 for each graveyard with seven or more cards (404.1):
    # yours 7 and the opponent's 6: one such graveyard, 1+2 = 3/3; the opponent's at 8
    # too: two, 1+4 = 5/3; no graveyard of 7: 1/3
    councillors = ("c", "Master's Councillors")
    one = final([councillors, *in_graveyard("you", 7), *in_graveyard("opponent", 6)], ruleset)
    assert one["c"]["pt"] == (3, 3)
    two = final([councillors, *in_graveyard("you", 7), *in_graveyard("opponent", 8)], ruleset)
    assert two["c"]["pt"] == (5, 3)
    assert final([councillors, *in_graveyard("you", 6)], ruleset)["c"]["pt"] == (1, 3)


@pytest.mark.parametrize("ruleset", BOTH)
def test_diligent_zookeeper_counts_each_creature_s_types_to_ten(ruleset):
    # Diligent Zookeeper 4/4 (Human Citizen Ally): each non-Human creature you control gets
    # +1/+1 per creature type it has (205.3m), at most 10. Grizzly Bears (Bear): 2+1 = 3/3;
    # Llanowar Elves (Elf Druid): 1+2 = 3/3; Chameleon Colossus, a changeling, has every
    # creature type (702.73a; 702.71a in 2011), Human among them, so it is no non-Human:
    # 4/4; a 1/1 of eleven creature types none Human is capped at 10: 11/11; the Zookeeper
    # itself is a Human: 4/4; the opponent's Bears are not yours: 2/2
    eleven = {"name": "Eleven Types", "types": ["Creature"], "power": 1, "toughness": 1,
              "subtypes": ["Elf", "Druid", "Bear", "Goblin", "Wizard", "Cleric", "Rogue",
                           "Warrior", "Soldier", "Knight", "Zombie"]}
    chars = final([("z", "Diligent Zookeeper"), ("b", "Grizzly Bears"),
                   ("e", "Llanowar Elves"), ("cc", "Chameleon Colossus"),
                   {"id": "x", "card": eleven, "controller": "you"},
                   theirs("ob", "Grizzly Bears")], ruleset)
    assert chars["b"]["pt"] == (3, 3)
    assert chars["e"]["pt"] == (3, 3)
    assert chars["cc"]["pt"] == (4, 4)
    assert chars["x"]["pt"] == (11, 11)
    assert chars["z"]["pt"] == (4, 4)
    assert chars["ob"]["pt"] == (2, 2)


SAPROLING = {"id": "sap", "token": True, "controller": "you",
             "card": {"name": "Saproling", "types": ["Creature"], "subtypes": ["Saproling"],
                      "colors": ["green"], "power": 1, "toughness": 1}}


def blessing_board(forests: int, blessed: bool | None = None,
                   ruleset: str = "cr-2026") -> dict[str, dict[str, Any]]:
    """Tendershoot Dryad, a 1/1 Saproling token and some Forests, all yours."""
    you: dict[str, Any] = {"id": "you"} if blessed is None else \
        {"id": "you", "citys_blessing": blessed}
    objects = [{"id": "dryad", "card": "Tendershoot Dryad", "controller": "you"}, SAPROLING,
               *({"id": f"f{n}", "card": "Forest", "controller": "you"}
                 for n in range(forests))]
    root = {"players": [you, "opponent"], "active_player": "you", "objects": objects}
    return mtglogic.compute_layers(mtglogic.load_scenario(root, ruleset)).outcomes[0] \
        .characteristics()


def test_the_city_s_blessing_stated_for_the_player():
    # Tendershoot Dryad: Saprolings you control get +2/+2 while you have the city's
    # blessing (702.131c): stated, the 1/1 token is 3/3; with 2 permanents and no
    # blessing it stays 1/1
    sap = blessing_board(0, blessed=True)["sap"]
    assert (sap["power"], sap["toughness"]) == (3, 3)
    assert blessing_board(0)["sap"]["power"] == 1


def test_ascend_gives_the_blessing_at_ten_permanents():
    # The Dryad has ascend (702.131b): with ten permanents (the Dryad, the Saproling and
    # eight Forests) you get the blessing at once: 1+2 = 3/3; with nine, 1/1
    assert blessing_board(8)["sap"]["power"] == 3
    assert blessing_board(7)["sap"]["power"] == 1


def test_the_city_s_blessing_is_refused_under_the_rules_of_2011():
    # 702.131 came in 2018: cr-2011 has no such designation to state
    with pytest.raises(mtglogic.MtglogicError, match="city's blessing"):
        blessing_board(0, blessed=True, ruleset="cr-2011")
