"""Cards whose main effect is a replacement (614), or an effect on players or rules (613.10-11)."""
from __future__ import annotations

import pytest
from cards_support import BOTH, final, obj, player_effects, replace_outcomes, run


def entering(outcomes: list[tuple]) -> list:
    """The ``Entering`` status of the single zone change of each outcome."""
    return [events[0].enter for events in outcomes]


@pytest.mark.parametrize("ruleset", BOTH)
@pytest.mark.parametrize("card", ["Rusted Sentinel", "Scarwood Treefolk"])
def test_enters_tapped_creatures(ruleset, card):
    # Its own replacement works as it enters from the hand (614.12): tapped; another
    # creature entering is untouched.
    answers = replace_outcomes(
        [obj("it", card, zone="hand", owner="you"),
         obj("bears", "Grizzly Bears", zone="hand", owner="you")],
        [{"id": "it", "zone_change": {"object": "it", "to": "battlefield"}},
         {"id": "bears", "zone_change": {"object": "bears", "to": "battlefield"}}], ruleset)
    assert [e.tapped for e in entering(answers["it"])] == [True]
    assert [e.tapped for e in entering(answers["bears"])] == [False]


@pytest.mark.parametrize("ruleset", BOTH)
def test_orb_of_dreams_taps_every_entering_permanent(ruleset):
    # The opponent's Orb taps your Bears and your Forest as they enter; a card discarded to the
    # graveyard is not entering the battlefield.
    answers = replace_outcomes(
        [obj("orb", "Orb of Dreams", controller="opponent"),
         obj("bears", "Grizzly Bears", zone="hand", owner="you"),
         obj("forest", "Forest", zone="hand", owner="you"),
         obj("ogre", "Gray Ogre", zone="hand", owner="you")],
        [{"id": "bears", "zone_change": {"object": "bears", "to": "battlefield"}},
         {"id": "forest", "zone_change": {"object": "forest", "to": "battlefield"}},
         {"id": "ogre", "zone_change": {"object": "ogre", "to": "graveyard", "cause": "discard"}}],
        ruleset)
    assert [e.tapped for e in entering(answers["bears"])] == [True]
    assert [e.tapped for e in entering(answers["forest"])] == [True]
    assert [(e.to_zone, e.enter) for e in answers["ogre"][0]] == [("graveyard", None)]


@pytest.mark.parametrize("ruleset", BOTH)
def test_essence_of_the_wild_makes_your_creatures_enter_as_copies(ruleset):
    # Your Bears enter as a copy of Essence of the Wild; the opponent's Bears do not (it
    # watches creatures you control), nor does your Forest (not a creature).
    answers = replace_outcomes(
        [obj("essence", "Essence of the Wild"),
         obj("bears", "Grizzly Bears", zone="hand", owner="you"),
         obj("theirs", "Grizzly Bears", zone="hand", owner="opponent"),
         obj("forest", "Forest", zone="hand", owner="you")],
        [{"id": "bears", "zone_change": {"object": "bears", "to": "battlefield"}},
         {"id": "theirs", "zone_change": {"object": "theirs", "to": "battlefield"}},
         {"id": "forest", "zone_change": {"object": "forest", "to": "battlefield"}}], ruleset)
    assert [e.copy_of for e in entering(answers["bears"])] == ["essence"]
    assert [e.copy_of for e in entering(answers["theirs"])] == [None]
    assert [e.copy_of for e in entering(answers["forest"])] == [None]


def test_essence_of_the_wild_as_printed():
    essence = final([obj("essence", "Essence of the Wild")])["essence"]
    assert (essence["power"], essence["toughness"], essence["colors"], essence["mana_value"]) == \
        (6, 6, ["green"], 6)


@pytest.mark.parametrize("ruleset", BOTH)
def test_progenitus_goes_back_into_the_library_from_anywhere(ruleset):
    # Destroyed on the battlefield or discarded from the hand: shuffled into the library.
    answers = replace_outcomes(
        [obj("prog", "Progenitus"), obj("prog2", "Progenitus", zone="hand", owner="you")],
        [{"id": "destroy", "zone_change": {"object": "prog", "to": "graveyard",
                                           "cause": "destroy"}},
         {"id": "discard", "zone_change": {"object": "prog2", "to": "graveyard",
                                           "cause": "discard"}}], ruleset)
    for key in ("destroy", "discard"):
        [(event,)] = answers[key]
        assert (event.to_zone, event.shuffle) == ("library", True)


def test_progenitus_is_every_color_with_protection_from_everything():
    prog = final([obj("prog", "Progenitus")])["prog"]
    assert prog["colors"] == ["black", "blue", "green", "red", "white"]
    assert prog["supertypes"] == ["legendary"] and prog["mana_value"] == 10
    assert "protection from everything" in prog["abilities"]


@pytest.mark.parametrize("ruleset", BOTH)
def test_platinum_angel_and_humility(ruleset):
    # Alone, its rules effects are in force (613.11 / 613.10): its controller can't lose,
    # the opponent can't win. Under Humility it has no abilities after layer 6, so the
    # rules effects no longer exist.
    found = run([obj("angel", "Platinum Angel")], ruleset=ruleset).outcomes[0].run.rules
    assert [(r.word, r.players) for r in found] == [("cant_lose", ["you"]),
                                                    ("cant_win", ["opponent"])]
    humbled = run([obj("angel", "Platinum Angel"), obj("humility", "Humility")],
                  ruleset=ruleset).outcomes[0].run
    assert humbled.rules == [] and humbled.player_effects == []


def test_leyline_of_sanctity_gives_its_controller_hexproof():
    found = player_effects([obj("leyline", "Leyline of Sanctity", controller="opponent")])
    # The ability's text is its Oracle line, reminder text included.
    text = ("You have hexproof. (You can't be the target of spells or abilities your opponents"
            " control.)")
    assert found == [(text, ["opponent"], ["hexproof"])]


def test_runed_halo_gives_protection_from_the_chosen_name():
    found = player_effects([obj("halo", "Runed Halo", choices={"name": "Lightning Bolt"})])
    # The ability's text is its Oracle line, reminder text included.
    text = ("You have protection from the chosen card name. (You can't be targeted, dealt"
            " damage, or enchanted by anything with that name.)")
    assert found == [(text, ["you"],
                      ["protection from the chosen card name"])]


def test_mirror_gallery_is_a_rule_of_permanents_not_of_players():
    # "The legend rule doesn't apply" exempts every permanent from 704.5j (704.5k in
    # 2011): a rules word on permanents (rulings 704-5j/704-5k), no effect on a player.
    assert player_effects([obj("it", "Mirror Gallery")]) == []


@pytest.mark.parametrize("ruleset, numbers", [("cr-2011", ["613.10", "609.4"]),
                                              ("cr-2026", ["613.11", "609.4b"])])
def test_mycosynth_lattice_mana_rule(ruleset, numbers):
    # "Players may spend mana as though it were mana of any color": each player (609.4b,
    # the "as though" rule 609.4 in 2011, which has no rule of its own for mana).
    found = run([obj("lattice", "Mycosynth Lattice")], ruleset=ruleset).outcomes[0].run.rules
    assert [(r.word, r.players, r.rules) for r in found] == \
        [("spend_as_any_color", ["you", "opponent"], numbers)]
