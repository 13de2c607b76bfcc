"""One case's content checked by hand, the cards written out in full, and what
``mtglogic export`` and ``mtglogic verify FILE.jsonl`` refuse (issue 23, item 2)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from mtglogic.api import card_library, load_ruling, ruling_path, using_cards
from mtglogic.cli import main
from mtglogic.errors import EXIT_FAILED, EXIT_INPUT
from mtglogic.loading.cards import builtin_library, parse_card
from mtglogic.node import Node
from mtglogic.outputs.case_cards import written_card
from mtglogic.outputs.cases import case_from_ruling, case_line


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args), catch_exceptions=False)
    return result.exit_code, result.stdout, result.stderr


def case_of(name: str) -> dict:
    """The case of a built-in ruling, its cards from the library and the Oracle corpus (as
    every command and API call reads them: the source is chosen by the call)."""
    with using_cards(card_library()):
        return case_from_ruling(load_ruling(ruling_path(name)))


def test_hardened_scales_and_doubling_season_by_the_rules() -> None:
    """One +1/+1 counter on p1's creature, under p1's Hardened Scales and Doubling Season:
    the creature's controller orders the two effects (616.1, cr-2026), and each applies
    once to the event as modified (614.5). Scales first: (1 + 1) x 2 = 4; Doubling Season
    first: 1 x 2 + 1 = 3. Two distinct outcomes, one order each, p1 chooses."""
    case = case_of("cr-2026/hardened-scales-doubling-season")
    assert case["format"] == "mtglogic-case-1"
    assert "Scales first: 1 + 1 = 2, doubled = 4" in case["notes"]  # the ruling's reasoning
    assert (case["id"], case["kind"], case["ruleset"]) == (
        "cr-2026/hardened-scales-doubling-season", "replacement", "cr-2026")
    assert case["expect"] == {"counter": {"chooser": "p1", "outcomes": [
        {"orders": 1, "state": {"counters": {"bear": {"+1/+1": 3}}}},
        {"orders": 1, "state": {"counters": {"bear": {"+1/+1": 4}}}}]}}
    # the ruling's own sentences, kept beside the states
    assert case["sentences"] == {"counter": {"4 +1/+1 counters on bear": 1,
                                             "3 +1/+1 counters on bear": 1}}
    # both cards written out as their card files have them, Oracle text included
    assert sorted(case["cards"]) == ["Doubling Season", "Hardened Scales"]
    scales = case["cards"]["Hardened Scales"]
    assert scales["text"].startswith("If one or more +1/+1 counters would be put on a "
                                     "creature you control")
    assert scales["abilities"][0]["replacement"]["instead"] == {"add": 1}
    assert [a["replacement"]["instead"] for a in case["cards"]["Doubling Season"]
            ["abilities"]] == [{"multiply": 2}, {"multiply": 2}]
    assert case["scenario"]["events"] == [
        {"id": "counter", "put_counters": {"target": "bear", "counter": "+1/+1", "count": 1}}]


def test_a_ruling_of_states_keeps_its_states_and_has_no_sentences() -> None:
    """A ruling that writes its outcomes as states is exported with them as written (the
    same 4 and 3 counters, 616.1), and has no sentences."""
    ruling = load_ruling(ruling_path("cr-2026/hardened-scales-doubling-season"))
    written = {"counter": {"outcomes": [{"state": {"counters": {"bear": {"+1/+1": 4}}},
                                         "orders": 1},
                                        {"state": {"counters": {"bear": {"+1/+1": 3}}},
                                         "orders": 1}]}}
    by_state = type(ruling)(ruling.path, ruling.kind, ruling.name, ruling.ruleset,
                            ruling.scenario, Node(written, ruling.path, "expect", 1),
                            ruling.source, ruling.rules, ruling.notes)
    case = case_from_ruling(by_state)
    assert case["expect"] == written
    assert "sentences" not in case


def test_a_layers_case_keeps_the_characteristics_and_the_order() -> None:
    """Blood Moon and Urborg (613.8a): Urborg is only a Mountain; its inline objects are
    their own cards, so the case names no library card."""
    case = case_of("cr-2026/blood-moon-urborg")
    assert case["cards"] == {}
    assert case["expect"]["objects"]["urborg"] == {"subtypes": ["Mountain"],
                                                   "abilities": ["{T}: Add {R}."]}
    assert case["expect"]["order"] == [{"layer": "4", "effects": ["moon#0"]}]


def test_a_drafted_corpus_card_is_written_out_too() -> None:
    """Anthem of Champions is no card file of the library: drafted from its Oracle text,
    it is written out with its text and the static ability the drafter read."""
    card = case_of("cr-2026/corpus-anthem-of-champions")["cards"]["Anthem of Champions"]
    assert card["text"] == "Creatures you control get +1/+1."
    assert card["abilities"][0]["static"]["effects"] == [{"modify_pt": [1, 1]}]


@pytest.mark.parametrize("name", builtin_library().names())
def test_every_library_card_written_out_reads_back_the_same(name: str) -> None:
    card = builtin_library().get(name)
    assert parse_card(Node(written_card(card), card.file, "", 1)) == card


def test_a_failing_ruling_is_not_exported(tmp_path: Path) -> None:
    ruling = tmp_path / "wrong.yaml"
    ruling.write_text("""kind: replacement
name: wrongly expected
scenario:
  players: [p1]
  objects:
    - {id: scales, card: Hardened Scales, controller: p1}
    - {id: bear, name: Bear, types: [creature], power: 2, toughness: 2, controller: p1}
  events:
    - {id: counter, put_counters: {target: bear, counter: "+1/+1", count: 1}}
expect:
  counter: {outcomes: {"5 +1/+1 counters on bear": 1}}
""", encoding="utf-8")
    out = tmp_path / "out.jsonl"
    code, _, err = run("export", str(ruling), "-o", str(out))
    assert code == EXIT_FAILED
    assert "the ruling does not pass, so it is not exported" in err
    assert len(err.strip().splitlines()) == 1
    assert not out.exists()


def test_export_refuses_a_file_of_cases(tmp_path: Path) -> None:
    cases = tmp_path / "cases.jsonl"
    cases.write_text("", encoding="utf-8")
    code, _, err = run("export", str(cases))
    assert code == EXIT_INPUT and "export reads ruling files" in err


def scales_line() -> str:
    return case_line(case_of("cr-2026/hardened-scales-doubling-season"))


def bad_lines() -> list[tuple[str, str]]:
    """(a line, what the error must say) for lines that are not cases."""
    case = json.loads(scales_line())
    without = {**case, "cards": {"Doubling Season": case["cards"]["Doubling Season"]}}
    return [
        ("{not json", "2: invalid JSON: Expecting property name"),
        ("[1, 2]", "3: (top): expected a mapping, got a list"),
        (json.dumps({**case, "format": "other"}), "4: format: expected 'mtglogic-case-1'"),
        (json.dumps({**case, "extra": 1}), "5: extra: unknown key 'extra'"),
        (json.dumps(without), "6: scenario.objects[0].card: unknown card 'Hardened Scales'"),
        ('{"id": 1, "id": 2}', "7: invalid JSON: the key 'id' is written twice"),
        ('{"n": ' + "9" * 41 + "}", "8: invalid JSON: a number of 41 characters"),
        ("{\"n\": NaN}", "9: invalid JSON: NaN is not a JSON number"),
        (json.dumps({**case_of("cr-2026/blood-moon-urborg"), "sentences": {}}),
         "10: sentences: only a replacement case has sentences"),
    ]


def test_bad_lines_are_located_errors_and_the_good_one_still_passes(tmp_path: Path) -> None:
    path = tmp_path / "bad.jsonl"
    lines = [scales_line()] + [line for line, _ in bad_lines()]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    code, out, _ = run("verify", "--json", str(path))
    assert code == EXIT_INPUT
    results = json.loads(out)["results"]
    assert [r["status"] for r in results] == ["passed"] + ["invalid"] * len(bad_lines())
    for result, (_, message) in zip(results[1:], bad_lines()):
        assert len(result["diff"]) == 1
        assert result["diff"][0].startswith(f"{path}:{message}"), result["diff"][0]


def test_a_file_of_cases_that_is_not_text_is_one_error(tmp_path: Path) -> None:
    path = tmp_path / "binary.jsonl"
    path.write_bytes(b"\xff\xfe{}\n")
    code, out, _ = run("verify", "--json", str(path))
    assert code == EXIT_INPUT
    assert json.loads(out)["results"][0]["diff"] == [f"{path}:1: line is not UTF-8 text"]


def test_a_case_reads_only_its_own_cards(tmp_path: Path) -> None:
    """The library has Grizzly Bears; a case that names it without holding it is refused."""
    case = json.loads(scales_line())
    case["scenario"]["objects"].append({"id": "bears", "card": "Grizzly Bears"})
    path = tmp_path / "own.jsonl"
    path.write_text(json.dumps(case) + "\n", encoding="utf-8")
    code, out, _ = run("verify", str(path))
    assert code == EXIT_INPUT
    assert "unknown card 'Grizzly Bears': the case's `cards` have no card" in out


def test_without_output_the_cases_are_printed() -> None:
    code, out, _ = run("export", "cr-2011/hardened-scales-doubling-season")
    assert code == 0
    assert out == case_line(case_of("cr-2011/hardened-scales-doubling-season")) + "\n"
    assert json.loads(out)["id"] == "cr-2011/hardened-scales-doubling-season"


def test_a_key_that_is_a_number_is_written_as_text() -> None:
    assert case_line({"b": {1: "x", "a": [{2: True}]}}) == '{"b":{"1":"x","a":[{"2":true}]}}'


def test_a_layers_case_with_events_is_refused(tmp_path: Path) -> None:
    case = case_of("cr-2026/blood-moon-urborg")
    case["scenario"]["events"] = [{"id": "e", "draw": {"player": "p1"}}]
    path = tmp_path / "events.jsonl"
    path.write_text(json.dumps(case) + "\n", encoding="utf-8")
    code, out, _ = run("verify", str(path))
    assert code == EXIT_INPUT
    assert f"{path}:1: scenario.events: only a replacement case reads `events`" in out
