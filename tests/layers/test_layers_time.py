"""Durations (611.2), time steps (514.2, 502, 701.27, 400.7) and game-state words (716.2d,
404.2, 402), with the board after each step in text and JSON, and their bad input."""
from __future__ import annotations

import json

import pytest
import yaml
from click.testing import CliRunner
from layers_support import creature

import mtglogic
from mtglogic.cli import main
from mtglogic.layers.compute import compute_scenario

BOTH = ("cr-2011", "cr-2026")
BEARS = {"id": "bears", "card": "Grizzly Bears", "timestamp": 1}


def run(data, ruleset="cr-2026"):
    return mtglogic.compute_layers(mtglogic.load_scenario(data, ruleset))


def pts(result, oid):
    """P/T of ``oid`` on the board as read, then after each step."""
    boards = [result.board] + [m.result.board for m in result.moments]
    return [(b[oid].power, b[oid].toughness) for b in boards]


def pump(eid, p, duration=None, controller=None, targets=("bears",), timestamp=5):
    effect = {"id": eid, "targets": list(targets), "timestamp": timestamp,
              "effects": [{"modify_pt": [p, p]}]}
    if duration is not None:
        effect["duration"] = duration
    if controller is not None:
        effect["controller"] = controller
    return effect


@pytest.mark.parametrize("ruleset", BOTH)
def test_durations_end_at_their_time(ruleset):
    # Bears 2/2 with +1/+1 until end of turn, +10/+10 until your next turn (you) and
    # +100/+100 for the whole game: 113/113. After the cleanup step: 112/112; the
    # opponent's turn: still 112/112; your next turn: 102/102.
    data = {"objects": [BEARS],
            "effects": [pump("eot", 1, "end_of_turn"), pump("next", 10, "your_next_turn"),
                        pump("game", 100)],
            "steps": ["end_of_turn", "next_turn", "next_turn"]}
    result = run(data, ruleset)
    assert pts(result, "bears") == [(113, 113), (112, 112), (112, 112), (102, 102)]
    assert [(m.result.moment_game.active_player, m.result.moment_game.turn)
            for m in result.moments] == [("you", 1), ("opponent", 2), ("you", 3)]


def test_next_turn_ends_the_turn_first_and_untaps_only_the_new_active_player():
    # The cleanup removes the 1 damage (514.2); the opponent's tapped Ogre untaps in the
    # opponent's turn (502.3), your tapped Bears do not.
    data = {"objects": [dict(BEARS, tapped=True, damage=1),
                        {"id": "ogre", "card": "Gray Ogre", "controller": "opponent",
                         "tapped": True}],
            "effects": [pump("eot", 1, "end_of_turn")], "steps": ["next_turn"]}
    moment = run(data).moments[0]
    board = moment.result.board
    assert (board["bears"].tapped, board["bears"].damage, board["ogre"].tapped) == (True, 0, False)
    assert moment.rules == ["514.2", "611.2a", "502.3"]
    assert "eot ends (514.2)" in moment.notes


def test_until_your_next_turn_belongs_to_its_controller():
    # The opponent's "until your next turn" effect lasts through your next turn's start and
    # ends as the opponent's turn begins: you are active first (turn 1), then the opponent.
    data = {"objects": [BEARS], "effects": [pump("theirs", 3, "your_next_turn", "opponent")],
            "steps": ["next_turn", "next_turn"]}
    assert pts(run(data), "bears") == [(5, 5), (2, 2), (2, 2)]


@pytest.mark.parametrize("ruleset,stamp", [("cr-2026", 6), ("cr-2011", 1)])
def test_transforming_keeps_effects_and_gets_a_new_timestamp_only_in_2026(ruleset, stamp):
    # 712.18: the +1/+1 goes on (Insectile Aberration 3/2 -> 4/3); 613.7g: the latest
    # timestamp (one after the effect's 5) in 2026; 2011 gives none (613.6).
    data = {"objects": [{"id": "delver", "card": "Delver of Secrets", "timestamp": 1}],
            "effects": [pump("p", 1, targets=("delver",))], "steps": [{"transform": "delver"}]}
    result = run(data, ruleset)
    assert pts(result, "delver") == [(2, 2), (4, 3)]
    assert result.moments[0].result.board["delver"].timestamp == stamp


def test_transforming_twice_is_the_front_face_again():
    data = {"objects": [{"id": "delver", "card": "Delver of Secrets", "face": "back"}],
            "steps": [{"transform": "delver"}]}
    assert run(data).moments[0].result.board["delver"].name == "Delver of Secrets"


@pytest.mark.parametrize("ruleset,rules", [("cr-2026", ["701.27c", "712.9"]),
                                           ("cr-2011", ["701.25a"])])
def test_transforming_what_is_not_double_faced_does_nothing(ruleset, rules):
    # 701.27c (701.25a in 2011): nothing happens, and the step says so; the run goes on.
    data = {"objects": [BEARS], "steps": [{"transform": "bears"}, "end_of_turn"]}
    result = run(data, ruleset)
    moment = result.moments[0]
    assert moment.rules == rules
    assert moment.notes[0].startswith("bears does not transform, nothing happens")
    assert pts(result, "bears") == [(2, 2), (2, 2), (2, 2)]


def test_a_permanent_an_effect_says_can_t_transform_does_not():
    # 701.27a: "can't transform" is a rules effect in force before the step; the Delver
    # stays front face up.
    lock = {"id": "lock", "name": "Lock", "types": ["enchantment"], "timestamp": 2,
            "abilities": [{"static": {"text": "Permanents can't transform.",
                                      "applies_to": {"type": "creature"},
                                      "rules": [{"cant_transform": True}]}}]}
    data = {"objects": [{"id": "delver", "card": "Delver of Secrets", "timestamp": 1}, lock],
            "steps": [{"transform": "delver"}]}
    moment = run(data).moments[0]
    assert moment.result.board["delver"].name == "Delver of Secrets"
    assert moment.notes == ["delver does not transform, nothing happens: an effect says it "
                            "can't transform (701.27a)"]


def test_a_returned_object_is_new():
    # 400.7: the returned Bears have no counters, damage, tapped status or effects; the
    # Aura that was on them is unattached; an effect on another object stays.
    data = {"objects": [dict(BEARS, counters={"+1/+1": 2}, tapped=True),
                        {"id": "ogre", "card": "Gray Ogre", "timestamp": 2},
                        {"id": "aura", "card": "Rune of Flight", "attached_to": "bears",
                         "timestamp": 3}],
            "effects": [pump("p", 1, targets=("bears", "ogre"))],
            "steps": [{"leaves_and_returns": "bears"}]}
    result = run(data)
    assert pts(result, "bears")[1] == (2, 2) and pts(result, "ogre")[1] == (3, 3)
    after = result.moments[0].result.board
    assert (after["bears"].counters, after["bears"].tapped, after["aura"].attached_to) == \
        ({}, False, None)
    assert after["bears"].timestamp == 6


def test_counter_and_class_level_steps():
    # Student of Warfare 1/1 -> two level counters: 3/3 (711.2a); Druid Class at level 1
    # makes no rule effect, at level 2 it does (716.2a).
    data = {"objects": [{"id": "s", "card": "Student of Warfare"},
                        {"id": "druid", "card": "Druid Class"}],
            "steps": [{"counters": {"object": "s", "kind": "level", "change": 2}},
                      {"class_level": {"object": "druid", "level": 2}}]}
    result = run(data)
    assert pts(result, "s") == [(1, 1), (3, 3), (3, 3)]
    rules = [[r.word for r in m.result.outcomes[0].run.rules] for m in result.moments]
    assert rules == [[], ["additional_land"]]  # 305.2, a rules effect after the layers


def test_the_top_of_a_graveyard_and_hand_size():
    # The last card listed in a graveyard is on top (only Bolt, not the Bears under it,
    # nor the opponent's Ogre in their own graveyard... which is on top of theirs).
    marker = {"static": {"text": "Top cards are artifacts.", "applies_to":
                         {"top_of_graveyard": True}, "effects": [{"add_types": ["artifact"]}],
                         "condition": {"eq": [{"hand_size": "you"}, 1]}}}
    data = {"objects": [{"id": "b", "card": "Grizzly Bears", "zone": "graveyard"},
                        {"id": "bolt", "card": "Lightning Bolt", "zone": "graveyard"},
                        {"id": "ogre", "card": "Gray Ogre", "zone": "graveyard",
                         "owner": "opponent"},
                        {"id": "growth", "card": "Giant Growth", "zone": "hand"},
                        {"id": "m", "name": "Marker", "types": ["enchantment"],
                         "abilities": [marker]}]}
    board = run(data).board
    assert [("artifact" in board[o].card_types) for o in ("b", "bolt", "ogre")] == \
        [False, True, True]
    data["objects"].append({"id": "g2", "card": "Giant Growth", "zone": "hand"})
    assert "artifact" not in run(data).board["bolt"].card_types  # two cards in hand


def test_class_level_is_one_without_a_level():
    level = {"static": {"text": "t", "applies_to": {"self": True},
                        "condition": {"eq": [{"class_level": "self"}, 1]},
                        "effects": [{"add_types": ["artifact"]}]}}
    board = run({"objects": [{"id": "c", "name": "C", "types": ["enchantment"],
                              "abilities": [level]}]}).board
    assert "artifact" in board["c"].card_types  # 716.2d


def write(tmp_path, data):
    path = tmp_path / "board.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False))
    return str(path)


def test_layers_shows_the_board_after_each_step_in_text_and_json(tmp_path):
    path = write(tmp_path, {"objects": [BEARS], "effects": [pump("eot", 1, "end_of_turn")],
                            "steps": ["end_of_turn"]})
    text = CliRunner().invoke(main, ["layers", path])
    assert text.exit_code == 0, text.output
    assert "After step 1, end of turn [514.2]:" in text.output
    assert "  - eot ends (514.2)" in text.output
    data = json.loads(CliRunner().invoke(main, ["layers", path, "--json"]).output)
    step = data["time_steps"][0]
    assert (step["step"], step["rules"], step["turn"]) == ("end of turn", ["514.2"], 1)
    assert step["outcomes"][0]["objects"]["bears"]["power"] == 2
    assert data["outcomes"][0]["objects"]["bears"]["power"] == 3
    plain = json.loads(CliRunner().invoke(main, ["layers", write(tmp_path, {"objects": [BEARS]}),
                                                 "--json"]).output)
    assert plain["time_steps"] == []


@pytest.mark.parametrize("change,message", [
    ({"steps": [{"transform": "ghost"}]}, "steps[0].transform: no object with id 'ghost'"),
    ({"objects": [dict(BEARS, zone="graveyard")], "steps": [{"transform": "bears"}]},
     "not a permanent on the battlefield"),
    ({"steps": ["next_week"]}, "steps[0]"),
    ({"steps": [{"class_level": {"object": "bears", "level": 2}}]}, None),
    ({"effects": [{"id": "e", "targets": ["bears"], "duration": "forever",
                   "effects": [{"modify_pt": [1, 1]}]}]}, "effects[0].duration"),
    ({"objects": [dict(BEARS, face="back")]}, "Grizzly Bears has one face"),
    ({"objects": [{"id": "d", "card": "Delver of Secrets", "face": "Delver's Back"}]},
     "has no face \"Delver's Back\""),
])
def test_bad_time_and_face_input_is_one_line_exit_2(tmp_path, change, message):
    data = {"objects": [BEARS], **change}
    result = CliRunner().invoke(main, ["layers", write(tmp_path, data), "--ruleset", "cr-2011"])
    assert result.exit_code == 2, result.output
    line = result.output.strip()
    assert "\n" not in line and "board.yaml" in line
    assert message is None or message in line


def test_a_static_ability_with_a_duration_is_an_error(tmp_path):
    bad = creature("c", abilities=[{"static": {"text": "t", "applies_to": {"self": True},
                                               "duration": "end_of_turn",
                                               "effects": [{"modify_pt": [1, 1]}]}}])
    result = CliRunner().invoke(main, ["layers", write(tmp_path, {"objects": [bad]})])
    assert result.exit_code == 2 and "static ability has no duration" in result.output


@pytest.mark.parametrize("step,active,expected", [
    ("declare_attackers", "you", (3, 3)), ("combat_damage", "you", (3, 3)),
    ("declare_attackers", "opponent", (2, 2)), ("precombat_main", "you", (2, 2))])
def test_attacking_player_holds_in_combat_for_the_active_player(step, active, expected):
    # 506.2: in the combat phase the active player is the attacking player: "as long as you
    # are attacking, creatures you control get +1/+1" gives the Bears 3/3 only then.
    anthem = {"static": {"text": "t", "applies_to": {"type": "creature", "controller": "you"},
                         "condition": {"attacking_player": "you"},
                         "effects": [{"modify_pt": [1, 1]}]}}
    data = {"active_player": active, "step": step,
            "objects": [BEARS, {"id": "a", "name": "A", "types": ["enchantment"],
                                "abilities": [anthem]}]}
    assert pts(run(data), "bears") == [expected]
    defending = dict(anthem["static"], condition={"defending_player": "opponent"})
    data["objects"][1]["abilities"] = [{"static": defending}]
    assert pts(run(data), "bears") == [expected]


def test_a_transformed_permanent_returns_with_its_front_face_up():
    # 712.14: a double-faced card put onto the battlefield has its front face up by default.
    data = {"objects": [{"id": "d", "card": "Delver of Secrets", "face": "back"}],
            "steps": [{"leaves_and_returns": "d"}]}
    assert run(data).moments[0].result.board["d"].name == "Delver of Secrets"


FACES = [{"name": "Front", "types": ["creature"], "power": 1, "toughness": 1},
         {"name": "Back", "types": ["creature"], "power": 2, "toughness": 2}]


@pytest.mark.parametrize("card,message", [
    ({"name": "Front", "layout": "transform", "faces": FACES[:1]}, "faces"),
    ({"name": "Other", "layout": "transform", "faces": FACES}, "is named 'Front'"),
    ({"name": "Front", "layout": "adventure", "faces": FACES}, "instant or sorcery"),
    ({"name": "Front", "layout": "flop", "faces": FACES}, "layout"),
    ({"name": "Front", "layout": "transform", "faces": FACES, "power": 1}, "power"),
    ({"name": "Front", "layout": "transform",
      "faces": [dict(FACES[0], layout="split"), FACES[1]]}, "faces[0]"),
    ({"name": "Front // Back", "faces": FACES}, "layout"),
])
def test_bad_card_faces_are_one_line_exit_2(tmp_path, card, message):
    data = {"objects": [{"id": "x", "card": card}]}
    result = CliRunner().invoke(main, ["layers", write(tmp_path, data)])
    assert result.exit_code == 2, result.output
    line = result.output.strip()
    assert "\n" not in line and "board.yaml" in line and message in line


def test_moves_puts_an_object_into_another_zone_as_a_new_object():
    # Glorious Anthem goes to the graveyard: its static ability no longer works (the Bears
    # 3/3 -> 2/2); a Delver transformed there has its front face (712.8a) and no controller;
    # Gray Ogre comes back from the graveyard under its owner's control (400.7).
    data = {"objects": [BEARS, {"id": "anthem", "card": "Glorious Anthem"},
                        {"id": "d", "card": "Delver of Secrets", "face": "back"},
                        {"id": "ogre", "card": "Gray Ogre", "zone": "graveyard",
                         "owner": "opponent"}],
            "steps": [{"moves": {"object": "anthem", "to": "graveyard"}},
                      {"moves": {"object": "d", "to": "graveyard"}},
                      {"moves": {"object": "ogre", "to": "battlefield"}}]}
    result = run(data)
    assert pts(result, "bears") == [(3, 3), (2, 2), (2, 2), (2, 2)]
    later = result.moments[1].result.board["d"]
    assert (later.name, later.zone, later.controller) == ("Delver of Secrets", "graveyard", None)
    ogre = result.moments[2].result.board["ogre"]
    assert (ogre.zone, ogre.controller, ogre.power) == ("battlefield", "opponent", 2)
    assert result.moments[0].notes[0].startswith("anthem moves to the graveyard: a new object")


@pytest.mark.parametrize("ruleset", BOTH)
def test_until_an_object_leaves_ends_as_it_leaves_and_not_for_other_objects(ruleset):
    # Bears 2/2; +1/+1 while the Ogre remains on the battlefield (611.2b), +10/+10 while
    # the Bears do: 13/13. The Ogre leaves and returns (a new object, 400.7): the +1/+1
    # ends, 12/12. The Bears leave and return: a new object, no effect applies, 2/2.
    data = {"objects": [BEARS, {"id": "ogre", "card": "Gray Ogre", "timestamp": 2}],
            "effects": [pump("ogres", 1, {"until_leaves": "ogre"}),
                        dict(pump("own", 10, {"until_leaves": "source"}), source="bears")],
            "steps": [{"leaves_and_returns": "ogre"}, {"leaves_and_returns": "bears"}]}
    result = run(data, ruleset)
    assert pts(result, "bears") == [(13, 13), (12, 12), (2, 2)]
    assert "ogres ends: ogre left the battlefield (611.2b)" in result.moments[0].notes


@pytest.mark.parametrize("duration,message", [
    ({"until_leaves": "source"}, "needs the effect's `source`"),
    ({"until_leaves": "nobody"}, "no object with id 'nobody'")])
def test_until_leaves_names_an_object_of_the_board(tmp_path, duration, message):
    data = {"objects": [BEARS], "effects": [pump("p", 1, duration)]}
    result = CliRunner().invoke(main, ["layers", write(tmp_path, data)])
    assert result.exit_code == 2 and message in result.output, result.output
    assert "\n" not in result.output.strip()


def test_the_wondrous_wasp_sting_ends_when_the_wasp_is_flickered():
    # "It loses all abilities for as long as The Wondrous Wasp remains on the battlefield"
    # (611.2b): Birds of Paradise lose flying (layer 6); the Wasp leaves the battlefield
    # and returns (a new object, 400.7): the sting ended as it left, flying is back.
    data = {"objects": [{"id": "wasp", "card": "The Wondrous Wasp", "timestamp": 1},
                        {"id": "birds", "card": "Birds of Paradise", "timestamp": 2}],
            "effects": [{"id": "sting", "source": "wasp", "targets": ["birds"],
                         "duration": {"until_leaves": "source"},
                         "effects": [{"remove_all_abilities": True}]}],
            "steps": [{"leaves_and_returns": "wasp"}]}
    result = run(data)
    assert [result.board["birds"].has_keyword("flying"),
            result.moments[0].result.board["birds"].has_keyword("flying")] == [False, True]


def test_a_copy_keeps_what_it_copied_and_a_new_object_copies_anew():
    # Cytoshape (until end of turn) makes the Bears a copy of Birds of Paradise; Clone
    # copies the Bears: a Birds of Paradise (707.2: copy effects are part of the copiable
    # values). End of turn: the Bears are Grizzly Bears again, the Clone stays a Birds
    # (707.2b). The Clone leaves and returns: a new object (400.7) that copies the Bears as
    # they are now (707.5): Grizzly Bears.
    data = {"objects": [{"id": "birds", "card": "Birds of Paradise", "timestamp": 1},
                        {"id": "bears", "card": "Grizzly Bears", "timestamp": 2},
                        {"id": "clone", "card": "Clone", "timestamp": 4, "copy_of": "bears"}],
            "effects": [{"id": "shape", "card": "Cytoshape", "targets": ["bears"],
                         "timestamp": 3, "choices": {"copy": "birds"}}],
            "steps": ["end_of_turn", {"leaves_and_returns": "clone"}]}
    result = run(data)
    boards = [result.board] + [m.result.board for m in result.moments]
    assert [(b["bears"].name, b["clone"].name) for b in boards] == [
        ("Birds of Paradise", "Birds of Paradise"), ("Grizzly Bears", "Birds of Paradise"),
        ("Grizzly Bears", "Grizzly Bears")]


@pytest.mark.parametrize("dependency", ["fast", "literal"])
def test_primal_clay_form_is_copied_by_a_copy_effect(dependency):
    # Primal Clay chose the 3/3 form as it entered (707.2: part of its copiable values).
    # Cytoshape makes the Bears a copy of it: 3/3, though its copy effect has the earlier
    # timestamp (2 before the Clay's 3): it depends on the form (613.8a). End of turn: the
    # Bears are 2/2 again.
    data = {"objects": [{"id": "bears", "card": "Grizzly Bears", "timestamp": 1},
                        {"id": "clay", "card": "Primal Clay", "timestamp": 3,
                         "choices": {"form": "3/3 artifact creature"}}],
            "effects": [{"id": "shape", "card": "Cytoshape", "targets": ["bears"],
                         "timestamp": 2, "choices": {"copy": "clay"}}],
            "steps": ["end_of_turn"]}
    result = compute_scenario(mtglogic.load_scenario(data), dependency=dependency)
    assert pts(result, "bears") == [(3, 3), (2, 2)]
    assert pts(result, "clay") == [(3, 3), (3, 3)]


def test_the_untap_step_respects_rules_effects_in_force():
    # 502.3: Seedborn Muse's controller's permanents untap in the other player's untap
    # step too; one that can't become untapped doesn't; 122.1d: a stun counter is removed
    # instead of untapping (2026).
    frozen = {"id": "frozen", "name": "Frozen", "types": ["creature"], "power": 1,
              "toughness": 1, "controller": "opponent", "tapped": True, "abilities": [
                  {"static": {"text": "It can't become untapped.", "applies_to": {"self": True},
                              "rules": [{"cant_become_untapped": True}]}}]}
    data = {"players": ["you", "opponent"], "active_player": "you", "objects": [
        {"id": "muse", "card": "Seedborn Muse", "controller": "you", "tapped": True},
        {"id": "stunned", "card": "Grizzly Bears", "controller": "you", "tapped": True,
         "counters": {"stun": 1}},
        frozen], "steps": ["next_turn"]}
    moment = run(data).moments[0]
    board_now = moment.result.board
    assert board_now["muse"].tapped is False  # the opponent's untap step: Seedborn Muse
    assert board_now["stunned"].tapped is True and "stun" not in board_now["stunned"].counters
    assert board_now["frozen"].tapped is True
    assert "frozen doesn't untap: an effect says so (cant_become_untapped, 502.3)" in moment.notes
    # 2011 has no stun counters: the Bears untap and keep theirs
    board_2011 = run(data, "cr-2011").moments[0].result.board
    assert board_2011["stunned"].tapped is False and board_2011["stunned"].counters == {"stun": 1}


def test_the_city_s_blessing_is_kept_across_steps():
    # 702.131b: ten permanents, one with ascend: the blessing; a Forest leaving doesn't take
    # it away. A condition "as long as you have the city's blessing" still holds after.
    forests = [{"id": f"f{i}", "card": "Forest"} for i in range(9)]
    watcher = {"id": "w", "name": "Watcher", "types": ["creature"], "power": 1, "toughness": 1,
               "abilities": ["ascend", {"static": {
                   "text": "As long as you have the city's blessing, this creature gets +1/+1.",
                   "condition": {"citys_blessing": "you"}, "applies_to": {"self": True},
                   "effects": [{"modify_pt": [1, 1]}]}}]}
    data = {"objects": [watcher] + forests, "steps": [{"moves": {"object": "f0",
                                                                 "to": "graveyard"}}]}
    result = run(data)
    assert pts(result, "w") == [(2, 2), (2, 2)]
    assert "you has the city's blessing for the rest of the game (702.131c)" in \
        result.moments[0].notes
