"""What each time step of a layers scenario triggers (603.2) and the state-based actions
after it (704.3), in text, JSON (checked against the output schema), the Python API and
rulings (``after_steps: [{next: ...}]``), in both rulesets. Every expected value is worked
out by hand from the rules, in the comment beside it."""
from __future__ import annotations

import json
from pathlib import Path

import html5lib
import jsonschema
import pytest
import yaml
from click.testing import CliRunner
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

import mtglogic
from mtglogic.cli import main
from mtglogic.model.answers import WhatFollows
from mtglogic.outputs.schemas import output_schema

BOTH = ("cr-2011", "cr-2026")
RULINGS = Path(__file__).resolve().parents[2] / "rulesets"
ARTIST = {"id": "artist", "card": "Blood Artist", "controller": "p1", "timestamp": 1}
# Grizzly Bears with two -1/-1 counters and Giant Growth: 3/3 now, 0/0 once it ends
SHRINKING = {"players": ["p1", "p2"], "objects": [
    ARTIST, {"id": "bears", "card": "Grizzly Bears", "controller": "p2", "timestamp": 2,
             "counters": {"-1/-1": 2}}],
    "effects": [{"id": "growth", "card": "Giant Growth", "targets": ["bears"],
                 "timestamp": 3}],
    "steps": ["end_of_turn"]}


def run(data: dict, ruleset: str = "cr-2026"):
    return mtglogic.compute_layers(mtglogic.load_scenario(data, ruleset))


def follows(data: dict, ruleset: str = "cr-2026", step: int = 0):
    return run(data, ruleset).moments[step].follows


def triggered(result) -> dict[str, int]:
    found: dict[str, int] = {}
    for item in result.waiting():
        found[item.ability] = found.get(item.ability, 0) + item.times
    return found


def held(result) -> set[str]:
    return {h.ability for h in result.held} | {h.ability for r in result.rounds
                                               for h in r.held}


@pytest.mark.parametrize("ruleset", BOTH)
def test_toughness_0_at_cleanup_dies_and_blood_artist_triggers(ruleset):
    # 514.2: Giant Growth ends in the cleanup step, the Bears are 0/0; 704.5f puts them
    # into the graveyard in one round (704.3); they die, so Blood Artist triggers once,
    # looking back (603.10a; 603.6d in 2011), controlled by p1 (603.3a).
    result = follows(SHRINKING, ruleset)
    assert result.triggered == []  # the step itself triggers nothing
    assert [len(r.actions) for r in result.rounds] == [1]
    assert result.rounds[0].actions[0].rule == "704.5f"
    assert triggered(result) == {"artist": 1}
    assert result.waiting()[0].controller == "p1"
    look = "603.10a" if ruleset == "cr-2026" else "603.6d"
    assert look in result.waiting()[0].rules
    assert result.after.game.objects["bears"].zone == "graveyard"


@pytest.mark.parametrize("ruleset", BOTH)
def test_damage_goes_with_the_effect_at_cleanup(ruleset):
    # 514.2: damage is removed and "until end of turn" effects end at the same time: a
    # 2/2 with 3 damage under Giant Growth survives the turn's end; nothing dies.
    data = {"players": ["p1", "p2"], "objects": [
        ARTIST, {"id": "bears", "card": "Grizzly Bears", "controller": "p2", "timestamp": 2,
                 "damage": 3}],
        "effects": [{"id": "growth", "card": "Giant Growth", "targets": ["bears"],
                     "timestamp": 3}], "steps": ["end_of_turn"]}
    result = follows(data, ruleset)
    assert result.rounds == [] and triggered(result) == {}


@pytest.mark.parametrize("ruleset", BOTH)
def test_leaving_and_returning_is_no_dying(ruleset):
    # A creature that leaves the battlefield and comes back was not put into a graveyard
    # (700.4; 700.6 in 2011): Blood Artist does not trigger; Thragtusk's leaves ability
    # (603.6c) and enters ability (603.6a) both do, once each.
    data = {"players": ["p1", "p2"], "objects": [
        ARTIST, {"id": "tusk", "card": "Thragtusk", "controller": "p2", "timestamp": 2}],
        "steps": [{"leaves_and_returns": "tusk"}]}
    result = follows(data, ruleset)
    assert triggered(result) == {"tusk#1": 1, "tusk#2": 1}
    assert {t.ability: t.controller for t in result.waiting()} == {"tusk#1": "p2",
                                                                   "tusk#2": "p2"}


@pytest.mark.parametrize("ruleset", BOTH)
def test_a_land_moved_onto_the_battlefield_under_blood_moon(ruleset):
    # 603.6b: Azorius Chancery is a Mountain the moment it is on the battlefield, without
    # its enters ability: it doesn't trigger, said so with the rule.
    data = {"players": ["p1", "p2"], "objects": [
        {"id": "moon", "card": "Blood Moon", "controller": "p2", "timestamp": 1},
        {"id": "chancery", "card": "Azorius Chancery", "owner": "p1", "zone": "hand",
         "timestamp": 2}],
        "steps": [{"moves": {"object": "chancery", "to": "battlefield"}}]}
    result = follows(data, ruleset)
    assert triggered(result) == {}
    assert held(result) == {"chancery"}
    assert "603.6b" in result.held[0].rules


@pytest.mark.parametrize("ruleset", BOTH)
def test_the_end_step_begins_before_the_cleanup_and_not_again_from_it(ruleset):
    # Dress Down: "At the beginning of the end step, sacrifice this enchantment." From the
    # main phase the turn's end step begins (603.2b): it triggers once. From the cleanup
    # step, the end step is over: it doesn't; the next turn's end step has not begun.
    if ruleset == "cr-2011":
        pytest.skip("Dress Down's other words (creatures lose all abilities) are 2019's")
    board = {"players": ["p1", "p2"], "objects": [
        {"id": "dress", "card": "Dress Down", "controller": "p1", "timestamp": 1}],
        "steps": ["end_of_turn"]}
    assert triggered(follows(board, ruleset)) == {"dress#2": 1}
    assert triggered(follows({**board, "step": "cleanup"}, ruleset)) == {}
    assert triggered(follows({**board, "step": "cleanup", "steps": ["next_turn"]},
                             ruleset)) == {}


@pytest.mark.parametrize("ruleset", BOTH)
def test_counters_put_by_a_step_trigger_and_kill(ruleset):
    # Two -1/-1 counters put on a 2/2 (122.6): it is 0/0 and dies (704.5f), Blood Artist
    # triggers on its dying; nothing of the vocabulary triggers on the counters here.
    data = {"players": ["p1", "p2"], "objects": [
        ARTIST, {"id": "bears", "card": "Grizzly Bears", "controller": "p2", "timestamp": 2}],
        "steps": [{"counters": {"object": "bears", "kind": "-1/-1", "change": 2}}]}
    result = follows(data, ruleset)
    assert triggered(result) == {"artist": 1} and len(result.rounds) == 1


def test_the_turn_draw_and_unread_steps_are_said():
    # The step does not play the draw step's draw (504.1), nor read transforming as a
    # trigger event: both are said, never silently left out.
    data = {"players": ["p1", "p2"], "objects": [
        {"id": "bears", "card": "Grizzly Bears", "controller": "p1", "timestamp": 1}],
        "steps": ["next_turn"]}
    notes = run(data).moments[0].trigger_notes
    assert any("504.1" in n and "not played" in n for n in notes)


@pytest.mark.parametrize("ruleset", BOTH)
def test_text_output_cites_each_rulesets_numbers(ruleset, tmp_path):
    path = tmp_path / "board.yaml"
    path.write_text(yaml.safe_dump(SHRINKING), encoding="utf-8")
    out = CliRunner().invoke(main, ["layers", "--ruleset", ruleset, str(path)])
    assert out.exit_code == 0, out.output
    text = out.output.split("After step 1")[1]
    assert "state-based actions, round 1" in text and "(704.5f)" in text
    assert "triggers: artist (Blood Artist), controlled by p1" in text
    assert ("603.10a" in text) == (ruleset == "cr-2026")
    assert ("603.6d" in text) == (ruleset == "cr-2011")


@pytest.mark.parametrize("ruleset", BOTH)
def test_json_carries_next_under_each_step_and_matches_the_schema(ruleset, tmp_path):
    path = tmp_path / "board.yaml"
    path.write_text(yaml.safe_dump(SHRINKING), encoding="utf-8")
    out = CliRunner().invoke(main, ["layers", "--json", "--ruleset", ruleset, str(path)])
    assert out.exit_code == 0, out.output
    data = json.loads(out.output)
    jsonschema.validate(data, output_schema("layers"))
    after = data["time_steps"][0]["next"]
    assert after["triggered"] == []
    assert [t["ability"] for t in after["rounds"][0]["triggered"]] == ["artist"]
    assert after["rounds"][0]["actions"][0]["rule"] == "704.5f"


def test_the_api_gives_typed_records():
    moment = run(SHRINKING).moments[0]
    record = moment.what_follows()
    assert isinstance(record, WhatFollows)
    assert [(t.ability, t.controller, t.times) for t in record.triggered] == \
        [("artist", "p1", 1)]
    assert record.rounds == 1 and record.ways == 1


def test_without_steps_nothing_is_followed():
    data = {k: v for k, v in SHRINKING.items() if k != "steps"}
    assert run(data).moments == []


def _ruling(ruleset: str, name: str) -> dict:
    path = RULINGS / ruleset / "rulings" / "layers" / "triggers" / name
    return yaml.safe_load(path.read_text(encoding="utf-8"))


BLOOD_ARTIST = "704-5f-toughness-0-at-cleanup-blood-artist-triggers.yaml"


@pytest.mark.parametrize("ruleset", BOTH)
def test_a_ruling_expecting_what_a_step_triggers_passes_and_bites(ruleset, tmp_path):
    data = _ruling(ruleset, BLOOD_ARTIST)
    assert mtglogic.check_ruling(data, ruleset).passed
    data["expect"]["after_steps"][0]["next"]["triggers"] = {"artist": 2}
    verdict = mtglogic.check_ruling(data, ruleset)
    assert not verdict.passed
    assert any("after step 1: next.triggers" in line for line in verdict.diff)
    data["expect"]["after_steps"][0]["next"] = {"rounds": 0}
    assert not mtglogic.check_ruling(data, ruleset).passed


def test_a_step_without_objects_may_expect_only_next():
    data = _ruling("cr-2026", "603-2b-felidar-sovereign-only-in-its-controllers-upkeep.yaml")
    data["expect"]["after_steps"][1]["next"]["triggers"] = {}
    verdict = mtglogic.check_ruling(data, "cr-2026")
    assert not verdict.passed and any("after step 2" in line for line in verdict.diff)


@pytest.mark.parametrize("bad, says", [
    ({"trigers": {"artist": 1}}, "trigers"),
    ({"triggers": {"artist": -1}}, "triggers.artist"),
    ({}, "name at least one of"),
])
def test_bad_next_under_a_step_is_a_located_one_line_error(tmp_path, bad, says):
    data = _ruling("cr-2026", BLOOD_ARTIST)
    data["expect"]["after_steps"][0]["next"] = bad
    path = tmp_path / "ruling.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    out = CliRunner().invoke(main, ["verify", str(path)])
    assert out.exit_code == 2, out.output
    # verify names the ruling, then the error on one line: the file, line and path in it
    located = [line.strip() for line in out.output.splitlines() if "ruling.yaml:" in line]
    assert len(located) == 1 and "expect.after_steps[0].next" in located[0]
    assert says in located[0]
    assert "Traceback" not in out.output and "1 invalid" in out.output


def test_the_report_shows_what_each_step_triggers(tmp_path):
    # The HTML page (valid HTML5, html5lib strict) has a section per time step with its
    # triggers and its rounds of state-based actions, the rules linked.
    board, page = tmp_path / "board.yaml", tmp_path / "page.html"
    board.write_text(yaml.safe_dump(SHRINKING), encoding="utf-8")
    out = CliRunner().invoke(main, ["report", "-o", str(page), str(board)])
    assert out.exit_code == 0, out.output
    text = page.read_text(encoding="utf-8")
    html5lib.HTMLParser(strict=True, namespaceHTMLElements=True).parse(text)
    steps = text.split('id="time-steps"')[1]
    assert "Step 1: end of turn" in steps and "State-based actions, round 1" in steps
    assert "Blood Artist" in steps and "704.5f" in steps and "603.10a" in steps


def test_a_saga_whose_chapter_waits_stays_through_the_rounds():
    # History of Benalia (final chapter III). "done" has three lore counters: sacrificed
    # (704.5s). "young" gets its third in the step: chapter III triggers (714.2b) and
    # waits on the stack, so it is not sacrificed, in the first round nor after it (the
    # first round's event is no step: the stack is as it was).
    data = {"players": ["alice"], "objects": [
        {"id": "done", "card": "History of Benalia", "counters": {"lore": 3}, "timestamp": 1},
        {"id": "young", "card": "History of Benalia", "counters": {"lore": 2},
         "timestamp": 2}],
        "steps": [{"counters": {"object": "young", "kind": "lore", "change": 1}}]}
    result = follows(data)
    assert [[a.text.split(" ")[0] for a in r.actions] for r in result.rounds] == [["done"]]
    assert result.after.game.objects["young"].zone == "battlefield"


def test_a_limit_while_following_a_step_gives_the_partial_answer(tmp_path):
    # Following the step's state-based actions costs search states: with too few, the
    # answer so far is printed, the step says where it stopped, and the exit code is 3.
    # The next step starts from the board those actions leave (704.3), unknown once they
    # were not followed: it is not reached, and the stopped step says so.
    path = tmp_path / "board.yaml"
    path.write_text(yaml.safe_dump({**SHRINKING, "steps": ["end_of_turn", "next_turn"]}),
                    encoding="utf-8")
    stopped = []
    for limit in range(10, 200, 10):
        out = CliRunner().invoke(main, ["layers", "--json", "--max-states", str(limit),
                                        str(path)])
        if out.exit_code != 3:
            break
        data = json.loads(out.stdout)
        jsonschema.validate(data, output_schema("layers"))
        found = [s["next"]["stopped"] for s in data.get("time_steps", []) if "next" in s]
        if any(s.startswith("limit reached") for s in found):
            assert len(data["time_steps"]) == 1  # step 2 is not reached
        stopped += found
    assert out.exit_code == 0  # a limit high enough answers whole
    assert any(s.startswith("limit reached: max-states") and
               s.endswith("the steps after it are not reached") for s in stopped)


@pytest.mark.parametrize("ruleset", BOTH)
def test_delayed_abilities_trigger_once_or_for_the_turn(ruleset):
    # "At the beginning of the next end step" (no stated duration) triggers once, the next
    # time (603.7b): at the end step of this turn, not in later ones. "Whenever a creature
    # dies this turn" triggers on each death this turn, and not once the turn has ended
    # (514.2). Both are controlled by the player the scenario names (603.7d).
    data = {"players": ["p1", "p2"], "objects": [
        {"id": "bears", "card": "Grizzly Bears", "controller": "p1", "timestamp": 1},
        {"id": "wolf", "card": "Grizzly Bears", "controller": "p2", "timestamp": 2}],
        "delayed_triggers": [
            {"id": "next-end", "controller": "p1", "source": "bears",
             "when": {"step": {"step": "end"}},
             "effect": [{"zone_change": {"object": "bears", "to": "hand"}}]},
            {"id": "dies-this-turn", "controller": "p2", "this_turn": True,
             "when": {"dies": {"object": {"type": "creature"}}},
             "effect": [{"gain_life": {"player": "you", "amount": 1}}]}],
        "steps": [{"moves": {"object": "wolf", "to": "graveyard"}}, "end_of_turn",
                  "next_turn", "next_turn", {"moves": {"object": "bears", "to": "graveyard"}}]}
    moments = run(data, ruleset).moments
    assert [triggered(m.follows) for m in moments] == [
        {"dies-this-turn": 1}, {"next-end": 1}, {}, {}, {}]
    assert moments[0].follows.waiting()[0].controller == "p2"


def test_each_choice_answers_say_what_their_steps_trigger(tmp_path):
    # With a choice not made (Xenograft's creature type), each answer's time step says
    # what it triggers: the Bears die at the end of the turn whatever the type is.
    data = {**SHRINKING, "objects": SHRINKING["objects"] + [
        {"id": "graft", "card": "Xenograft", "controller": "p1", "timestamp": 4}]}
    path = tmp_path / "board.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    out = CliRunner().invoke(main, ["layers", "--each-choice", "--json", str(path)])
    assert out.exit_code == 0, out.output
    answer = json.loads(out.output)
    jsonschema.validate(answer, output_schema("layers"))
    for group in answer["each_choice"]:
        rounds = group["time_steps"][0]["next"]["rounds"]
        assert [t["ability"] for t in rounds[0]["triggered"]] == ["artist"]


CREATURE = st.tuples(st.integers(1, 3), st.integers(0, 3), st.sampled_from(["p1", "p2"]))


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(creatures=st.lists(CREATURE, min_size=1, max_size=4),
       artist_counters=st.integers(0, 1), ruleset=st.sampled_from(BOTH))
def test_an_anthem_leaving_kills_and_blood_artist_sees_every_death(creatures,
                                                                   artist_counters, ruleset):
    # p1's Glorious Anthem (+1/+1 to p1's creatures) goes to the graveyard. Each creature
    # of toughness T with K -1/-1 counters, alive before (T - K, plus 1 for p1's, above 0),
    # is T - K after (613.4c), and dies when that is 0 or less (704.5f), all in one round
    # (704.3). Blood Artist (0/1, p1's) triggers once per creature that dies, itself
    # included, as it looks back in time (603.10a; 603.6d in 2011).
    bodies = [(t, k, who) for t, k, who in creatures] + [(1, artist_counters, "p1")]
    assume(all(t - k + (who == "p1") > 0 for t, k, who in bodies))
    objects = [{"id": f"c{n}", "name": f"Creature {n}", "types": ["creature"], "power": 1,
                "toughness": t, "controller": who, "counters": {"-1/-1": k} if k else {},
                "timestamp": n + 2} for n, (t, k, who) in enumerate(creatures)]
    objects += [{"id": "anthem", "card": "Glorious Anthem", "controller": "p1",
                 "timestamp": 1},
                {**ARTIST, "timestamp": 20,
                 "counters": {"-1/-1": artist_counters} if artist_counters else {}}]
    data = {"players": ["p1", "p2"], "objects": objects,
            "steps": [{"moves": {"object": "anthem", "to": "graveyard"}}]}
    deaths = sum(t - k <= 0 for t, k, _ in bodies)
    result = follows(data, ruleset)
    assert triggered(result) == ({"artist": deaths} if deaths else {})
    assert len(result.rounds) == (1 if deaths else 0)


def test_delayed_abilities_need_events_or_steps(tmp_path):
    # Without events or time steps nothing could trigger them: refused, located, exit 2.
    path = tmp_path / "board.yaml"
    path.write_text(yaml.safe_dump({
        "players": ["p1"], "objects": [{"id": "b", "card": "Grizzly Bears"}],
        "delayed_triggers": [{"id": "x", "controller": "p1", "when": {"step": {"step": "end"}},
                              "effect": []}]}), encoding="utf-8")
    out = CliRunner().invoke(main, ["layers", str(path)])
    assert out.exit_code == 2
    assert "board.yaml:" in out.output and "delayed_triggers" in out.output
