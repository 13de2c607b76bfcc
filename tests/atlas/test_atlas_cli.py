"""``mtglogic atlas`` on the seven cards of issue 23: the interactions the rules say, each
with its rule in both rulesets, the pairs that do not interact with the reason, the same
output whatever the number of workers, and --json valid against its schema."""
from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest
from atlas_support import SEVEN, atlas, atlas_json, card_args, interactions
from click.testing import CliRunner

from mtglogic import budget as budget_module
from mtglogic.atlas.schema import atlas_output
from mtglogic.cli import main

# The rule numbers each ruleset gives (ruleset.yaml's cite: and replacement.rules tables):
# timestamp order is 613.7 today and 613.6 in 2011; dependency 613.8a today, 613.7a in
# 2011; the order of application chosen by the affected object's controller is 616.1 in both.
RULES = {"cr-2026": {"timestamp": "613.7", "dependency": "613.8a", "order": "616.1"},
         "cr-2011": {"timestamp": "613.6", "dependency": "613.7a", "order": "616.1"}}


@pytest.fixture(scope="module")
def seven(tmp_path_factory: pytest.TempPathFactory) -> dict:
    return atlas_json(tmp_path_factory.mktemp("state"), *card_args(), "--workers", "1")


@pytest.mark.parametrize("ruleset", sorted(RULES))
def test_the_three_known_interactions_are_found_with_their_rules(
        tmp_path: Path, ruleset: str) -> None:
    data = atlas_json(tmp_path, *card_args(), "--workers", "1", "--ruleset", ruleset)
    found = interactions(data)
    rules = RULES[ruleset]
    # Humility and Opalescence: both apply in layer 7b, neither depends on the other (no
    # dependency under 613.8 / 613.7), so timestamp order decides: the later effect's
    # base P/T stands on Humility, a creature by Opalescence (the known ruling).
    humility = found[("Humility", "Opalescence")]
    assert humility["interaction"] == {"how": ["timestamp order"], "rules": [rules["timestamp"]]}
    boards = humility["observed"]["boards"]
    power = {tuple(b["orders"][0]): b["characteristics"][0]["humility"]["power"] for b in boards}
    # Humility first: Opalescence's 4/4 (Humility's mana value, {2}{W}{W}) applies later.
    assert power == {("Humility", "Opalescence"): 4, ("Opalescence", "Humility"): 1}
    # Blood Moon removes Urborg's ability (305.7, layer 4), so Urborg's effect depends on
    # Blood Moon's: the dependency, and in both orders the same board (Urborg a Mountain).
    moon = found[("Blood Moon", "Urborg, Tomb of Yawgmoth")]
    assert moon["interaction"] == {"how": ["dependency"], "rules": [rules["dependency"]]}
    assert moon["observed"]["dependencies"] == [
        {"layer": "4", "effect_of": "Blood Moon", "needed_by": "Urborg, Tomb of Yawgmoth"}]
    # One +1/+1 counter on a creature you control: Scales then Season (1+1)*2 = 4, Season
    # then Scales 1*2+1 = 3; one order each, you choose (616.1).
    scales = found[("Doubling Season", "Hardened Scales")]
    assert scales["interaction"] == {"how": ["order of application"], "rules": [rules["order"]]}
    observed = scales["observed"]
    assert {o["outcome"]: o["orders"] for o in observed["outcomes"]} == {
        "3 +1/+1 counters on std-creature": 1, "4 +1/+1 counters on std-creature": 1}
    assert observed["chooser"] == "you" and observed["total_orders"] == 2


def test_grizzly_bears_interacts_with_nothing_and_says_why(seven: dict) -> None:
    # 7 cards: 7*6/2 = 21 pairs; the 6 with Grizzly Bears are pruned (it has no words), so
    # are those of a replacement card and a static card (no shared field, no event kind).
    assert seven["pairs"]["total"] == 21
    assert not any("Grizzly Bears" in case["cards"] for case in seven["interactions"])
    reasons = seven["pruned_by_reason"]
    assert reasons["a card has no static ability, replacement effect or triggered ability "
                   "written in the vocabulary"] == 6
    assert seven["cards_without_words"] == ["Grizzly Bears"]
    # The other 8: a static card with a replacement card (4 x 2 = 8 pairs, none of them
    # sharing a field or an event kind); 21 - 6 - 8 = 7 probed.
    assert reasons["no field one writes is read or written by the other, no event kind is "
                   "watched by both, and no event triggers an ability of one that meets the "
                   "other"] == 8
    assert seven["pairs"]["pruned"] == sum(reasons.values()) == 14
    assert seven["pairs"]["probed"] == 7


def test_a_probed_pair_that_does_not_interact_has_its_reason(seven: dict) -> None:
    # Humility and Blood Moon both have static abilities that meet (Humility writes
    # abilities, which every static ability reads), so a board is built; but Blood Moon is
    # no creature and no land is a creature: every order gives the same board.
    quiet = {tuple(e["cards"]): e["probes"] for e in seven["not_interacting"]}
    [probe] = quiet[("Blood Moon", "Humility")]
    assert probe["reason"].startswith("every timestamp order gives the same board (613.7)")


def test_the_summary_counts_each_kind(seven: dict) -> None:
    assert seven["summary"]["by_kind"] == {"layers: dependency": 1,
                                           "layers: timestamp order": 1,
                                           "replacement: order of application": 1}
    assert seven["pairs"]["interacting"] == 3


def test_the_output_validates_against_the_published_schema(seven: dict, tmp_path: Path) -> None:
    jsonschema.Draft202012Validator.check_schema(atlas_output())
    jsonschema.validate(seven, atlas_output())
    shown = atlas_json(tmp_path, *card_args(), "--workers", "1", "--show-pruned")
    jsonschema.validate(shown, atlas_output())
    assert len(shown["pruned"]) == shown["pairs"]["pruned"]
    assert {"cards": ["Grizzly Bears", "Humility"], "reason": "Grizzly Bears has no static "
            "ability, replacement effect or triggered ability written in the vocabulary"} in shown["pruned"]
    printed = atlas(tmp_path / "schema", "--help")  # the command is registered
    assert printed.exit_code == 0
    schema = CliRunner().invoke(main, ["schema", "--kind", "atlas"])
    assert schema.exit_code == 0 and json.loads(schema.stdout) == atlas_output()


def test_one_worker_and_two_give_the_same_output(seven: dict, tmp_path: Path) -> None:
    # Byte for byte: --json of 1 worker against 2 workers and batches of one probe each.
    one = atlas(tmp_path / "one", *card_args(), "--workers", "1", "--json")
    two = atlas(tmp_path / "two", *card_args(), "--workers", "2", "--batch-size", "1",
                "--json")
    assert one.exit_code == two.exit_code == 0
    assert one.stdout == two.stdout
    assert json.loads(one.stdout) == seven


def test_the_text_output_names_each_interaction(tmp_path: Path) -> None:
    result = atlas(tmp_path, *card_args(), "--workers", "1")
    assert result.exit_code == 0, result.output
    assert "Humility + Opalescence: layers, timestamp order [613.7]" in result.stdout
    assert "Blood Moon + Urborg, Tomb of Yawgmoth: layers, dependency [613.8a]" in result.stdout
    assert ("Doubling Season + Hardened Scales: replacement, order of application [616.1]"
            in result.stdout)
    assert "6 pairs: a card has no static ability" in result.stdout
    assert "cards without words: Grizzly Bears" in result.stdout
    # readable without Python's reprs, and each count says what it counts
    assert "{'" not in result.stdout and "['" not in result.stdout
    assert ("put_counters (target std-creature, counter +1/+1, count 1): chosen by you "
            "among 2 orders") in " ".join(result.stdout.split())
    assert "7 cards, 21 pairs: 14 pruned before any board was built" in result.stdout
    assert "Probes, the boards built for the probed groups: " in result.stdout


def test_a_probe_makes_the_choice_a_card_needs(tmp_path: Path) -> None:
    # Kavu Titan reads whether it was kicked (702.33d): the probe makes the choice (kicked
    # once, the catalogue's number) instead of failing on a choice not made.
    result = atlas(tmp_path, "--card", "Kavu Titan", "--card", "Hardened Scales",
                   "--workers", "1")
    assert result.exit_code == 0, result.output
    assert ", 0 with an error" in result.stdout
    assert "was not made" not in result.stdout


@pytest.mark.parametrize("args, message", [
    (["--card", "Humility"], "at least two cards"),
    (["--card", "Humility", "--card", "Grizzly Bear"], "unknown card 'Grizzly Bear'"),
    (["--workers", "2", "--scheduler", "tcp://127.0.0.1:1", *card_args(SEVEN[:2])],
     "not both"),
])
def test_bad_input_is_one_line_and_exit_2(tmp_path: Path, args: list[str], message: str) -> None:
    result = atlas(tmp_path, *args)
    assert result.exit_code == 2
    assert message in result.stderr and len(result.stderr.strip().splitlines()) == 1


def test_resume_refuses_a_state_folder_of_another_plan(tmp_path: Path) -> None:
    assert atlas(tmp_path, *card_args(SEVEN[:3]), "--workers", "1").exit_code == 0
    other = atlas(tmp_path, *card_args(SEVEN[3:6]), "--workers", "1", "--resume")
    assert other.exit_code == 2 and "made for another run" in other.stderr


def test_triples_find_three_counter_effects_together(tmp_path: Path) -> None:
    names = ["Corpsejack Menace", "Doubling Season", "Hardened Scales"]
    data = atlas_json(tmp_path, *card_args(names), "--workers", "1", "--triples")
    assert data["triples"] == {"total": 1, "pruned": 0, "probed": 1, "interacting": 1}
    case = interactions(data)[tuple(names)]
    # One +1/+1 counter, Scales (+1), Season (x2) and Corpsejack (x2) in every order (616.1):
    # S then the doublers (1+1)*4 = 8 (2 orders); a doubler, S, the other doubler
    # (2+1)*2 = 6 (2 orders); both doublers then S 1*4+1 = 5 (2 orders). Each pair gives
    # at most 2 outcomes, the triple 3: it interacts as three.
    assert {o["outcome"]: o["orders"] for o in case["observed"]["outcomes"]} == {
        "5 +1/+1 counters on std-creature": 2, "6 +1/+1 counters on std-creature": 2,
        "8 +1/+1 counters on std-creature": 2}


def test_a_choice_the_board_lacks_is_made_with_the_catalogue_s_value(tmp_path: Path) -> None:
    # Vanquisher's Banner reads a chosen creature type; the probe makes the standard
    # creature's (Bear, rulesets/atlas/probes.yaml) rather than stopping at the choice.
    data = atlas_json(tmp_path, *card_args(["Vanquisher's Banner", "Humility"]),
                      "--workers", "1")
    assert data["errors"] == [] and data["probes"]["run"] == 1
    [quiet] = data["not_interacting"]
    # Banner's +1/+1 is layer 7c, Humility's 1/1 layer 7b: the same board in both orders.
    assert quiet["probes"][0]["reason"].startswith("every timestamp order gives the same board")


def test_search_and_folders_choose_the_cards(tmp_path: Path) -> None:
    searched = atlas(tmp_path / "s", "--search", "o:\"+1/+1 counters\" t:enchantment",
                     "--workers", "1", "--json")
    assert searched.exit_code == 0, searched.output
    cards = json.loads(searched.stdout)["cards"]
    # Hardened Scales says "+1/+1 counters"; Doubling Season only "counters": not found.
    assert "Hardened Scales" in cards and "Doubling Season" not in cards
    folder = tmp_path / "mine"
    folder.mkdir()
    for name in ("a", "b"):
        (folder / f"{name}.yaml").write_text(
            f"name: Example {name.upper()}\ntypes: [Enchantment]\nabilities:\n  - static:\n"
            f"      text: Creatures get +1/+1.\n      applies_to: {{type: creature}}\n"
            f"      effects: [{{set_pt: [{3 if name == 'a' else 5}, 3]}}]\n", encoding="utf-8")
    mine = atlas_json(tmp_path / "f", "--cards", str(folder), "--workers", "1")
    # Both set the creature's base power (7b): the later one's value stands (613.7).
    assert mine["cards"] == ["Example A", "Example B"]
    assert [c["interaction"]["how"] for c in mine["interactions"]] == [["timestamp order"]]


def test_a_lost_worker_is_one_line_and_the_batches_are_kept(tmp_path: Path,
                                                            monkeypatch: pytest.MonkeyPatch
                                                            ) -> None:
    # An executor whose futures fail as a dead worker process's do (BrokenProcessPool).
    from concurrent.futures import Future
    from concurrent.futures.process import BrokenProcessPool

    import mtglogic.cli.atlas as command

    class Broken:
        def submit(self, *args: object) -> Future:
            future: Future = Future()
            future.set_exception(BrokenProcessPool("a process was terminated abruptly"))
            return future

    monkeypatch.setattr(command, "local_executor",
                        lambda workers: (Broken(), lambda at_once: None))
    result = atlas(tmp_path, *card_args(), "--workers", "1")
    assert result.exit_code == 2
    errors = [line for line in result.stderr.splitlines() if "error:" in line]
    assert len(errors) == 1 and "a worker stopped before it finished batch 1 of 1" in errors[0]
    assert "BrokenProcessPool" in errors[0] and "--resume" in result.stderr


def test_each_case_asked_again_from_its_own_data_gives_what_it_observed(seven: dict) -> None:
    # A case is self-contained: its board and question, asked anew through the API, give
    # its observed answer (the first timestamp order's board; the event's outcomes).
    import mtglogic

    for case in seven["interactions"]:
        board = mtglogic.load_scenario(case["board"], case["ruleset"])
        if case["kind"] == "layers":
            first = case["question"]["layers"]["timestamp_orders"][0]
            observed = next(b for b in case["observed"]["boards"] if first in b["orders"])
            again = mtglogic.compute_layers(board)
            assert [o.characteristics() for o in again.outcomes] == observed["characteristics"]
        else:
            answer = mtglogic.answer_replacement(board, events=[case["question"]["event"]])
            table = answer.answer(case["question"]["event"]["id"]).table()
            assert table == {o["outcome"]: o["orders"] for o in case["observed"]["outcomes"]}
        # every card on the board is written out in full, its abilities in the vocabulary
        named = {o["card"] for o in case["board"]["objects"] if "card" in o}
        assert named == set(case["cards"])
        assert all(card["abilities"] and card["text"] for card in case["cards"].values())


class LateClock:
    """A ``time`` module whose monotonic clock moves on one second at each reading."""

    def __init__(self) -> None:
        self.now = 0.0

    def monotonic(self) -> float:
        self.now += 1.0
        return self.now


def test_the_whole_command_s_timeout_prints_what_was_found_and_resume_ends_it(
        tmp_path: Path) -> None:
    # --timeout is the whole command's (exit 3, the answer marked partial, the batches kept).
    # The budget's clock is made to move on a second at each look, so 0.01 s is over at its
    # first look, before any batch comes back, however fast the machine (a warm process
    # loads the cards in under 0.01 s and could finish before looking): no probe is run.
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(budget_module, "time", LateClock())
        stopped = atlas(tmp_path, *card_args(), "--workers", "1", "--timeout", "0.01",
                        "--json")
    assert stopped.exit_code == 3, stopped.output
    partial = json.loads(stopped.stdout)
    jsonschema.validate(partial, atlas_output())
    assert partial["partial"] is True and partial["probes"]["run"] < partial["probes"]["total"]
    assert "limit reached: timeout" in stopped.stderr and "--resume" in stopped.stderr
    resumed = atlas(tmp_path, *card_args(), "--workers", "1", "--resume", "--json")
    whole = atlas(tmp_path / "whole", *card_args(), "--workers", "1", "--json")
    assert resumed.exit_code == whole.exit_code == 0
    assert resumed.stdout == whole.stdout


def test_a_choice_read_by_a_replacement_effect_is_made_too(tmp_path: Path) -> None:
    # Gideon's Intervention reads a chosen card name when damage is dealt; the replacement
    # loader reports the missing choice located at the event, and the probe still makes it
    # (the opponent's creature's name, the source of the damage events).
    data = atlas_json(tmp_path, *card_args(["Gideon's Intervention", "Furnace of Rath"]),
                      "--workers", "1")
    assert data["errors"] == [] and data["probes"]["run"] == data["probes"]["total"] > 0
