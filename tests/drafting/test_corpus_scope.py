"""The drafting benchmark's written scope rule 2 (benchmarks/drafting_corpus.py): a keyword
line is in scope only when its keyword is defined by a replacement, prevention or layer
effect, whether the line ends in a period (a keyword with a cost sentence) or not."""
from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _corpus_module():
    spec = importlib.util.spec_from_file_location(
        "drafting_corpus_under_test", ROOT / "benchmarks" / "drafting_corpus.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


CORPUS = _corpus_module()


@pytest.mark.parametrize("rules", [
    "Ward\u2014Pay 2 life.",                       # 702.21a: ward is a triggered ability
    "Ward\u2014{2}, Pay 2 life.",
    "Morph\u2014Reveal a blue card in your hand.",  # 702.37: casting face down, no layer effect
    "Crew 1. Activate only once each turn.",      # 702.122a: an activated ability
    "Mobilize X, where X is the number of creature cards in your graveyard.",  # triggered
    "Equip\u2014Sacrifice a creature.",            # 702.6a: an activated ability
])
def test_a_keyword_with_its_cost_is_a_keyword_line_out_of_scope(rules: str) -> None:
    assert CORPUS.keyword_line(rules)
    assert not CORPUS.in_scope(rules, resolves=False)


@pytest.mark.parametrize("rules", [
    "Absorb 2",        # 702.64a: a prevention effect
    "Vanishing 3",     # 702.63a: enters with time counters, a replacement effect
    "Protection from red",
])
def test_a_keyword_defined_by_a_replacement_or_layer_effect_stays_in_scope(rules: str) -> None:
    assert CORPUS.in_scope(rules, resolves=False)


def test_a_static_ability_naming_a_keyword_is_no_keyword_line() -> None:
    # Fire Nation Cadets: an ability granted while a condition holds (613.1f), in scope
    rules = "This creature has firebending 2 as long as there's a Lesson card in your graveyard."
    assert not CORPUS.keyword_line(rules)
    assert CORPUS.in_scope(rules, resolves=False)


def test_a_plain_keyword_not_defined_by_such_an_effect_is_out_of_scope() -> None:
    assert CORPUS.keyword_line("Flash") and not CORPUS.in_scope("Flash", resolves=False)


@pytest.mark.parametrize(("rules", "scoped"), [
    # 702.169a: "Solved" with ability text is that ability: here an activated one (602.1)
    # that creates no replacement or prevention effect (Case of the Burning Masks)
    ("Solved \u2014 Sacrifice this Case: Exile the top three cards of your library. Choose "
     "one of them. You may play that card this turn.", False),
    # 702.169b: a static ability while the Case is solved (Case of the Gateway Express)
    ("Solved \u2014 Creatures you control get +1/+0.", True),
    # 702.177a: an exhaust ability is an activated ability (Spire Mechcycle)
    ("Exhaust \u2014 Tap another untapped Mount or Vehicle you control: This Vehicle becomes "
     "an artifact creature.", False),
    # 702.178a: max speed grants its ability text, a static ability (Kickoff Celebrations)
    ("Max speed \u2014 Sacrifice this enchantment: Creatures and Vehicles you control gain "
     "haste until end of turn.", True),
])
def test_a_keyword_before_a_dash_is_read_with_its_ability_text(rules: str, scoped: bool) -> None:
    assert CORPUS.in_scope(rules, resolves=False) is scoped


def test_a_station_line_granting_an_activated_ability_is_judged_as_a_static_ability() -> None:
    # Evendo, Waking Haven: "12+ | {G}, {T}: Add ..." is a static ability granting a mana
    # ability while the Planet has 12 or more charge counters (721.2a); it is drafted when
    # the line was not left as text, not by the test for an activated ability's shield.
    face = CORPUS.OracleCard("Evendo, Waking Haven", "12+ | {G}, {T}: Add {G} for each "
                             "creature you control.", "Land \u2014 Planet")
    rules = face.text
    made = CORPUS.draft(face)
    assert CORPUS.drafted_line(made, rules)
    made.untranslated.append(rules)  # the same line left as text is not drafted
    assert not CORPUS.drafted_line(made, rules)
