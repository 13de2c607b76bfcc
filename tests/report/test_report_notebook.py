"""The API in a notebook (issue 38): results with a repr of one short line and HTML from the
report's renderer (``_repr_html_``, as Jupyter asks), errors said to a Python caller, and
warnings about drafted cards that point at the caller's line."""
from __future__ import annotations

import re
import warnings

import html5lib
import pytest

import mtglogic
from mtglogic.budget import Budget
from mtglogic.errors import BudgetExceeded


def fragment_errors(text: str) -> None:
    """Parse TEXT as a fragment with html5lib's strict parser (raises on an error)."""
    html5lib.HTMLParser(strict=True).parseFragment(text)


def test_a_layers_result_is_short_and_drawn() -> None:
    scenario = mtglogic.load_scenario(mtglogic.ruling_path("cr-2026/blood-moon-urborg"))
    assert repr(scenario) == "<Scenario 'blood-moon-urborg' cr-2026: 3 objects, 0 resolved effects>"
    result = mtglogic.compute_layers(scenario)
    assert repr(result) == "<LayerResult cr-2026: 1 outcome, 3 objects, 1 order tried>"
    html = result._repr_html_()
    assert html is not None
    fragment_errors(html)
    # the report's answer block, then the board: Urborg a Mountain under Blood Moon (305.7)
    assert html.index('class="answer"') < html.index('id="board"')
    assert "subtypes none → Mountain" in html


def test_a_replacement_result_is_short_and_drawn() -> None:
    scenario = mtglogic.load_scenario(
        mtglogic.ruling_path("cr-2026/hardened-scales-doubling-season"))
    result = mtglogic.answer_replacement(scenario)
    assert repr(result) == "<ReplacementResult cr-2026: 1 event (counter: 2 outcomes)>"
    html = result._repr_html_()
    assert html is not None
    fragment_errors(html)
    text = re.sub(r"<[^>]+>", "", html)
    # by hand: 1 counter, Scales then Season 4, Season then Scales 3; p1 chooses (616.1)
    assert "3 +1/+1 counters on bear — 1 order of 2; p1 chooses (616.1)" in text
    assert "4 +1/+1 counters on bear — 1 order of 2; p1 chooses (616.1)" in text


def test_a_subgame_result_is_short_and_drawn() -> None:
    result = mtglogic.run_subgame(mtglogic.ruling_path("cr-2026/nested-two-deep"))
    assert repr(result) == ("<SubgameResult cr-2026: 1 run, 9 steps, every card in one "
                            "place>")
    html = result._repr_html_()
    assert html is not None
    fragment_errors(html)
    assert "sub1</strong> ended: winners: A; losers: B" in html


def test_a_result_repr_stays_short_on_a_big_board() -> None:
    board = mtglogic.scenario_from_cards(["Glorious Anthem"] + ["Grizzly Bears"] * 60)
    result = mtglogic.compute_layers(board)
    assert len(repr(board)) < 100 and len(repr(result)) < 100
    each = mtglogic.compute_each_choice(board)
    assert repr(each) == "<EachChoiceResult cr-2026: 1 answer over 1 combination>"


def test_a_limit_is_said_to_a_python_caller_as_a_budget_argument() -> None:
    scenario = mtglogic.load_scenario(mtglogic.ruling_path("cr-2011/simultaneous-timestamps"))
    with pytest.raises(BudgetExceeded) as caught:
        mtglogic.compute_layers(scenario, Budget(max_outcomes=1))
    assert "--" not in str(caught.value)
    assert str(caught.value).endswith("raise it with Budget(max_outcomes=...)")
    assert caught.value.cli_message().endswith("raise it with --max-outcomes")


def test_a_drafted_cards_warning_points_at_the_callers_line() -> None:
    # A card of the Oracle corpus the library lacks, with text the drafter leaves as text
    # (morph): drafted when named, warned about once, at this file's line.
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        mtglogic.scenario_from_cards(["Grinning Demon"])
    drafted = [w for w in caught if "drafted from its Oracle text" in str(w.message)]
    if not drafted:
        pytest.skip("Grinning Demon was drafted earlier in this process: no warning left")
    assert {w.filename for w in drafted} == {__file__}
