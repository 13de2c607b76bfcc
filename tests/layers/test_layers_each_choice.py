"""``layers --each-choice`` (issue 11, item 4): every outcome over the values of the choices
a scenario lacks, the combinations with the same answer grouped, bounded by --max-outcomes.

Expected values are hand calculations from the cards' Oracle text: Vanquisher's Banner
("Creatures you control of the chosen type get +1/+1"), Shifting Sky ("All nonland
permanents are the chosen color"), Grizzly Bears a green 2/2 Bear."""
from __future__ import annotations

import json

import jsonschema
import yaml
from click.testing import CliRunner

from mtglogic import load_ruleset, scenario_from_cards
from mtglogic.api import compute_each_choice
from mtglogic.cli import main
from mtglogic.outputs.schemas import output_schema

BANNER_AND_BEAR = ["--card", "Vanquisher's Banner", "--card", "Grizzly Bears"]


def invoke(*args: str):
    return CliRunner().invoke(main, list(args))


def board_file(tmp_path, data: dict) -> str:
    path = tmp_path / "board.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    return str(path)


def answers(data: dict) -> list[tuple[list[list[str]], str]]:
    """Each answer's combinations (values only) and the bears' P/T."""
    found = []
    for group in data["each_choice"]:
        bears = group["outcomes"][0]["objects"]["grizzly-bears"]
        found.append(([[m["value"] for m in c] for c in group["combinations"]],
                      f"{bears['power']}/{bears['toughness']}"))
    return found


def test_each_listed_creature_type_gives_its_answer():
    # Bear: the bears are a Bear, +1/+1 -> 3/3; Elf: no creature of that type, 2/2.
    result = invoke("layers", *BANNER_AND_BEAR, "--each-choice", "--json",
                    "--choice-values", "vanquisher-s-banner:creature_type:Bear,Elf")
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert answers(data) == [([["Bear"]], "3/3"), ([["Elf"]], "2/2")]
    assert data["missing_choices"] == [{"object": "vanquisher-s-banner", "key": "creature_type",
                                        "values": 2}]
    jsonschema.validate(data, output_schema("layers"))


def test_every_creature_type_of_the_ruleset_is_tried_and_the_same_boards_merged():
    # Only Bear changes the board (the banner itself has no creature type): two answers,
    # Bear alone, and every other creature type the ruleset lists (205.3m) together.
    types = load_ruleset("cr-2026").subtype_lists["creature_types"]
    scenario = scenario_from_cards(["Vanquisher's Banner", "Grizzly Bears"])
    result = compute_each_choice(scenario)
    assert result.tried == len(types)
    sizes = sorted(len(g.combinations) for g in result.groups)
    assert sizes == [1, len(types) - 1]
    bear = next(g for g in result.groups if len(g.combinations) == 1)
    assert bear.combinations[0][0].value == "Bear"
    assert bear.result.board["grizzly-bears"].power == 3


def test_two_missing_choices_are_combined(tmp_path):
    # Two banners, each Bear or Elf: 4 combinations. Both Bear: 4/4; one Bear (two
    # combinations, the same board): 3/3; both Elf: 2/2.
    data = {"players": ["you"], "objects": [
        {"id": "b1", "card": "Vanquisher's Banner"}, {"id": "b2", "card": "Vanquisher's Banner"},
        {"id": "grizzly-bears", "card": "Grizzly Bears"}]}
    result = invoke("layers", board_file(tmp_path, data), "--each-choice", "--json",
                    "--choice-values", "b1:creature_type:Bear,Elf",
                    "--choice-values", "b2:creature_type:Bear,Elf")
    assert result.exit_code == 0, result.output
    found = json.loads(result.output)
    assert found["combinations_tried"] == 4
    assert answers(found) == [([["Bear", "Bear"]], "4/4"),
                              ([["Bear", "Elf"], ["Elf", "Bear"]], "3/3"),
                              ([["Elf", "Elf"]], "2/2")]


def test_a_color_choice_takes_the_five_colors():
    # Shifting Sky makes every nonland permanent the chosen color: five answers (105.1).
    result = invoke("layers", "--card", "Shifting Sky", "--card", "Grizzly Bears",
                    "--each-choice", "--json")
    assert result.exit_code == 0, result.output
    groups = json.loads(result.output)["each_choice"]
    colors = [(g["combinations"][0][0]["value"],
               g["outcomes"][0]["objects"]["grizzly-bears"]["colors"]) for g in groups]
    assert colors == [(c, [c]) for c in ("white", "blue", "black", "red", "green")]


def test_the_text_names_the_values_of_each_answer():
    result = invoke("layers", *BANNER_AND_BEAR, "--each-choice",
                    "--choice-values", "vanquisher-s-banner:creature_type:Elf,Bear,Goblin")
    assert result.exit_code == 0, result.output
    text = " ".join(result.output.split())
    assert "3 combinations tried, 2 distinct answers" in text
    assert ("Answer 1 of 2, with vanquisher-s-banner's creature_type = Elf, Goblin (2 values, "
            "the same answer):") in text
    assert "Answer 2 of 2, with vanquisher-s-banner's creature_type = Bear:" in text


def test_the_limit_gives_a_partial_answer():
    result = invoke("layers", *BANNER_AND_BEAR, "--each-choice", "--json",
                    "--max-outcomes", "2")
    assert result.exit_code == 3
    data = json.loads(result.stdout)
    assert data["partial"]["limit"] == "max-outcomes"
    assert data["combinations_tried"] == 2
    jsonschema.validate(data, output_schema("layers"))


def test_without_each_choice_a_missing_choice_stays_an_error_that_says_how():
    result = invoke("layers", *BANNER_AND_BEAR)
    assert result.exit_code == 2
    assert "reads the choice 'creature_type'" in result.output
    assert "--each-choice" in result.output and "Traceback" not in result.output


def test_bad_choice_values_are_input_errors():
    wrong_kind = invoke("layers", *BANNER_AND_BEAR, "--each-choice",
                        "--choice-values", "vanquisher-s-banner:creature_type:Bear,Forest")
    assert wrong_kind.exit_code == 2
    assert "'Forest' is not a subtype" in wrong_kind.output
    alone = invoke("layers", *BANNER_AND_BEAR, "--choice-values", "x:y:z")
    assert alone.exit_code == 2 and "add --each-choice" in alone.output
    shape = invoke("layers", *BANNER_AND_BEAR, "--each-choice", "--choice-values", "x:y")
    assert shape.exit_code == 2 and "is not ID:KEY:V1,V2" in shape.output


def test_a_number_has_no_list_of_values_to_try(tmp_path):
    data = {"players": ["you"], "objects": [{
        "id": "x", "name": "X", "types": ["creature"], "power": 1, "toughness": 1,
        "abilities": [{"static": {"text": "t", "applies_to": {"self": True},
                                  "effects": [{"set_power": {"chosen": "n"}}]}}]}]}
    path = board_file(tmp_path, data)
    result = invoke("layers", path, "--each-choice")
    assert result.exit_code == 2
    assert "x's choice 'n' (number) has no finite list of values" in result.output
    listed = invoke("layers", path, "--each-choice", "--choice-values", "x:n:0,3")
    assert listed.exit_code == 0, listed.output
    # Power set to the number chosen: 0 and 3, two answers.
    rows = [line.split() for line in listed.output.splitlines() if line.startswith("  x ")]
    assert [row[4] for row in rows] == ["0/1", "3/1"]


def test_a_resolved_effect_without_a_source_gets_the_values_too(tmp_path):
    # A resolved "becomes the chosen color" effect on the bears, its color not chosen.
    data = {"players": ["you"], "objects": [{"id": "bear", "card": "Grizzly Bears"}],
            "effects": [{"id": "paint", "targets": ["bear"], "timestamp": 5,
                         "effects": [{"set_colors": [{"chosen": "color"}]}]}]}
    result = invoke("layers", board_file(tmp_path, data), "--each-choice", "--json",
                    "--choice-values", "(effect):color:red,green")
    assert result.exit_code == 0, result.output
    groups = json.loads(result.output)["each_choice"]
    assert [g["outcomes"][0]["objects"]["bear"]["colors"] for g in groups] == [["red"],
                                                                               ["green"]]


MIMIC = {"players": ["you"], "objects": [
    {"id": "mimic", "card": "Metallic Mimic"},
    {"id": "bears", "card": "Grizzly Bears", "zone": "hand"}],
    "events": [{"id": "e1", "zone_change": {"object": "bears", "to": "battlefield"}}]}


def test_replace_tries_each_value_of_a_choice_a_replacement_effect_reads(tmp_path):
    # Metallic Mimic: "Each other creature you control of the chosen type enters with an
    # additional +1/+1 counter". Bear: the Bears enter with one counter; Elf or Goblin: the
    # Mimic's effect does not apply, no counter (one answer for both).
    path = board_file(tmp_path, MIMIC)
    result = invoke("replace", path, "--each-choice", "--json",
                    "--choice-values", "mimic:creature_type:Elf,Bear,Goblin")
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    jsonschema.validate(data, output_schema("replace"))
    found = [([c[0]["value"] for c in g["combinations"]],
              [o["result"] for o in g["events"][0]["outcomes"]]) for g in data["each_choice"]]
    assert found == [(["Elf", "Goblin"], ["bears: hand -> battlefield"]),
                     (["Bear"], ["bears: hand -> battlefield (with 1 +1/+1 counter)"])]
    plain = invoke("replace", path)
    assert plain.exit_code == 2 and "--each-choice" in plain.output


def test_choose_applies_to_a_scenario_file_and_each_choice_takes_the_rest(tmp_path):
    # Two banners: b1 chosen Bear with --choose (the file leaves it out), b2 tried with Bear
    # and Elf: the bears get +1/+1 from b1 always, +1/+1 more when b2 is Bear too: 4/4, 3/3.
    data = {"players": ["you"], "objects": [
        {"id": "b1", "card": "Vanquisher's Banner"}, {"id": "b2", "card": "Vanquisher's Banner"},
        {"id": "grizzly-bears", "card": "Grizzly Bears"}]}
    path = board_file(tmp_path, data)
    result = invoke("layers", path, "--choose", "b1:creature_type:Bear", "--each-choice",
                    "--json", "--choice-values", "b2:creature_type:Bear,Elf")
    assert result.exit_code == 0, result.output
    assert answers(json.loads(result.output)) == [([["Bear"]], "4/4"), ([["Elf"]], "3/3")]
    unknown = invoke("layers", path, "--choose", "b3:creature_type:Bear")
    assert unknown.exit_code == 2 and "no object 'b3'" in unknown.output
    counters = invoke("layers", path, "--counter", "b1:+1/+1:1")
    assert counters.exit_code == 2 and "go with --card options" in counters.output


def test_a_misspelled_creature_type_is_refused_with_close_names():
    # "Baer" is no subtype the ruleset lists (205.3m): an error naming close ones, not a
    # board where the Automaton is a "Baer".
    result = invoke("layers", "--card", "Adaptive Automaton", "--choose",
                    "adaptive-automaton:creature_type:Baer")
    assert result.exit_code == 2
    assert "choice 'creature_type' is 'Baer', not a subtype: not among the ruleset's" in \
        result.output and "did you mean" in result.output
