"""The HTML pages of ``mtglogic report`` and ``verify --html``: valid HTML5 (html5lib's
strict parser), self-contained (no http:// or https:// but in plain text), with the key
elements of each kind of answer, small enough (a 200-object board under 2 MB)."""
from __future__ import annotations

import re
from pathlib import Path

import html5lib
import pytest

from mtglogic.api import scenario_from_cards
from mtglogic.budget import Budget
from mtglogic.cli.report import layers_html
from mtglogic.loading.rulesets import load_ruleset
from mtglogic.outputs.html.graph_svg import python_svg
from mtglogic.outputs.html.rules import rule_titles

TREE = "{http://www.w3.org/1999/xhtml}"


def parse(text: str) -> object:
    """The document, or the parse errors html5lib's strict mode finds."""
    parser = html5lib.HTMLParser(strict=True, namespaceHTMLElements=True)
    return parser.parse(text)


def markup_without_text(text: str) -> str:
    """Only the tags and attributes of TEXT (plain text between tags dropped)."""
    return "".join(re.findall(r"<[^>]*>", text))


@pytest.mark.parametrize("name", ["loop", "two-choosers", "nested", "partial", "partial-layers",
                                  "partial-replacement", "blood-moon",
                                  "scales-season", "two-outcomes", "triggers",
                                  "stack-order", "stack-wrath", "stack-apnap", "verify"])
def test_each_page_is_valid_self_contained_html5(reports: dict[str, Path], name: str) -> None:
    text = reports[name].read_text(encoding="utf-8")
    parse(text)  # strict: raises html5lib.html5parser.ParseError on any error
    assert text.startswith("<!DOCTYPE html>")
    tags = markup_without_text(text)
    assert "http://" not in tags and "https://" not in tags
    assert "<script" not in tags and "<link" not in tags and " src=" not in tags
    assert "<svg" in text  # every page draws at least one inline SVG
    ids = re.findall(r'\sid="([^"]*)"', tags)
    assert len(ids) == len(set(ids)), "an id used twice: a link or a label would be ambiguous"


def test_a_layers_page_has_board_timeline_graph_and_rules_index(reports: dict[str, Path]) -> None:
    text = reports["blood-moon"].read_text(encoding="utf-8")
    # Blood Moon makes Urborg a Mountain (305.7), so Urborg's own effect never applies:
    # before, Urborg has no subtype; after, it is a Mountain with "{T}: Add {R}."
    assert "Urborg, Tomb of Yawgmoth" in text and "Nonbasic lands are Mountains." in text
    assert ('Legendary Land → <span class="changed">Legendary Land — Mountain</span>'
            in text)
    assert 'now: <span class="changed">{T}: Add {R}.</span>' in text
    assert "never applied" in text
    # 613.8a is the dependency rule of cr-2026: cited, linked, and its entry in the index.
    assert '<a href="#rule-613.8a" class="rule">613.8a</a>' in text
    assert '<dt id="rule-613.8a">613.8a</dt>' in text
    assert 'role="img"' in text and "<desc" in text  # the drawing's text alternative


def test_each_outcome_has_its_own_board_and_timeline(reports: dict[str, Path]) -> None:
    # Humility and Opalescence entering at once under cr-2011: the active player orders
    # them (613.6g), two distinct outcomes (Humility 4/4 or 1/1), two boards and timelines.
    text = reports["two-outcomes"].read_text(encoding="utf-8")
    for key in ("board", "board-2", "timeline-1", "timeline-2"):
        assert f'<h2 id="{key}">' in text


def test_a_dependency_loop_is_said_in_words(reports: dict[str, Path]) -> None:
    text = reports["loop"].read_text(encoding="utf-8")
    assert "depends on" in text and "dependency loop" in text


def test_a_replacement_page_shows_each_chooser_and_each_outcome(reports: dict[str, Path]) -> None:
    scales = reports["scales-season"].read_text(encoding="utf-8")
    # Hardened Scales then Doubling Season: (1 + 1) * 2 = 4; the other order: 1 * 2 + 1 = 3.
    # Each outcome is reached by one order (616.1e: the bear's controller, p1, chooses).
    assert "Outcome: 4 +1/+1 counters on bear — reached by 1 order" in scales
    assert "Outcome: 3 +1/+1 counters on bear — reached by 1 order" in scales
    assert "p1 chooses" in scales
    wrath = reports["two-choosers"].read_text(encoding="utf-8")
    assert "p1 chooses" in wrath and "p2 chooses" in wrath  # each for their own object


def test_a_subgame_page_nests_the_games(reports: dict[str, Path]) -> None:
    text = reports["nested"].read_text(encoding="utf-8")
    # two Shahrazads: main holds sub1, which holds sub2
    assert re.search(r'aria-label="game main">.*aria-label="game sub1">.*aria-label="game sub2"',
                     text, re.S)
    assert "every card in exactly one place" in text


def test_a_partial_page_says_which_limit_stopped_it(reports: dict[str, Path]) -> None:
    text = reports["partial"].read_text(encoding="utf-8")
    assert 'class="partial"' in text and "max-depth" in text
    assert "Partial answer" not in reports["nested"].read_text(encoding="utf-8")


def test_a_partial_replacement_page_shows_the_outcome_met_first(
        reports: dict[str, Path]) -> None:
    # Scales first: (1 + 1) x 2 = 4 counters; Season first: 1 x 2 + 1 = 3 (616.1, 614.5).
    # --max-outcomes 1 stops at the second outcome met: one outcome on the page, marked
    # partial, its order count a lower bound.
    text = reports["partial-replacement"].read_text(encoding="utf-8")
    assert 'class="partial"' in text and "max-outcomes" in text
    assert text.count('class="outcome"') == 1
    assert re.search(r"[34] \+1/\+1 counters on bear", text)


def test_a_page_stopped_before_any_outcome_shows_the_board_marked_partial(
        reports: dict[str, Path]) -> None:
    text = reports["partial-empty"].read_text(encoding="utf-8")
    parse(text)
    assert 'class="partial"' in text and "max-states" in text
    assert "Humility" in text and "Timeline, layer by layer" not in text


def test_a_partial_layers_page_shows_what_was_found(reports: dict[str, Path]) -> None:
    # The board has two outcomes (two orders of simultaneous timestamps, 613.6g in 2011);
    # --max-outcomes 1 stops when the second is found, so the page is marked partial,
    # names the limit, and shows the first outcome's board and timeline.
    text = reports["partial-layers"].read_text(encoding="utf-8")
    assert 'class="partial"' in text and "max-outcomes" in text
    assert text.count("Timeline, layer by layer") == 1


def test_the_corpus_page_counts_and_lists_every_ruling(reports: dict[str, Path]) -> None:
    text = reports["verify"].read_text(encoding="utf-8")
    assert "0 failed" in text and "Rulings by status" in text
    assert text.count('class="status status-passed"') >= 100


def test_the_graph_drawn_without_graphviz_is_valid_svg_with_a_description() -> None:
    layer = {"layer": "4", "rule": "613.1d", "name": "type-changing effects",
             "effects": ["a#0"], "dependency_rule": "613.8a", "reevaluation_rule": "613.8c",
             "nodes": [{"effect": "a#0", "card": "A & B", "text": "x < y", "order": 1},
                       {"effect": "b#0", "card": "B", "text": "z", "order": None}],
             "edges": [{"effect": "a#0", "needed_by": "b#0"}]}
    svg = python_svg(layer)
    parse(f"<!DOCTYPE html><html lang=en><title>t</title><body>{svg}</body></html>")
    assert "B (b#0) depends on A &amp; B (a#0)" in svg  # the edge in words, escaped
    assert "not applied: B" in svg and "stroke-dasharray" in svg  # a shape, not a colour
    assert svg.count("<path") == 2  # the arrowhead's marker and the one edge


def test_rule_titles_come_from_the_ruleset_tables() -> None:
    titles = rule_titles(load_ruleset("cr-2026"))
    assert "layer 4: type-changing effects" in titles["613.1d"]  # layers: table
    assert "dependency" in titles["613.8a"]  # cite: dependency
    old = rule_titles(load_ruleset("cr-2011"))
    # sublayer 7c is 613.3c in 2011 (counters apart, in 7d) and 613.4c in 2026
    assert "layer 7c: effects that modify power/toughness" in old["613.3c"]
    assert "layer 7c: effects and counters that modify power/toughness" in titles["613.4c"]
    assert "dependency" in old["613.7a"]  # 2011's dependency rule, 613.8a today


def test_a_page_for_a_200_object_board_is_under_2_mb() -> None:
    # 199 Grizzly Bears and Glorious Anthem: one effect in layer 7c on 199 objects.
    loaded = scenario_from_cards(["Glorious Anthem"] + ["Grizzly Bears"] * 199)
    assert len(loaded.game.objects) == 200
    pages: list[str] = []
    layers_html(loaded, Budget(), pages.append, "200 objects")
    size = len(pages[0].encode("utf-8"))
    assert size < 2 * 1024 * 1024
    parse(pages[0])


def answer_block(text: str) -> str:
    """The answer block: the first section of the page's main, after a partial banner."""
    main = text[text.index("<main>"):]
    first = re.sub(r'^<main>(<section class="partial".*?</section>)?', "", main, flags=re.S)
    assert first.startswith('<section class="answer"'), first[:200]
    return first[:first.index("</section>") + len("</section>")]


def outcome_lines(block: str) -> list[str]:
    return [re.sub(r"<[^>]+>", "", line) for line in
            re.findall(r'<li class="line-outcome">(.*?)(?:<ul|</li>)', block)]


def test_the_replacement_answer_comes_first_with_each_outcome(reports: dict[str, Path]) -> None:
    block = answer_block(reports["scales-season"].read_text(encoding="utf-8"))
    assert "What happens to “1 +1/+1 counter on bear”" in block
    # By hand: Hardened Scales first gives 1+1 = 2, doubled = 4; Doubling Season first
    # gives 2, plus one = 3 (the second Doubling Season has no copy in force here). The
    # bear's controller p1 chooses (616.1); each outcome is 1 of the 2 orders.
    assert outcome_lines(block) == ["■ 3 +1/+1 counters on bear — 1 order of 2; p1 chooses "
                                    "(616.1)",
                                    "■ 4 +1/+1 counters on bear — 1 order of 2; p1 chooses "
                                    "(616.1)"]


def test_the_layers_answer_says_who_orders_and_what_changed(reports: dict[str, Path]) -> None:
    block = answer_block(reports["two-outcomes"].read_text(encoding="utf-8"))
    lines = outcome_lines(block)
    # 613.6g (2011): the active player orders the simultaneous timestamps, either order.
    assert len(lines) == 2 and all("you orders timestamp 1" in line for line in lines)
    assert lines[0].startswith("■ Outcome 1 of 2 — 1 order of 2")
    block = answer_block(reports["blood-moon"].read_text(encoding="utf-8"))
    assert outcome_lines(block) == ["■ The only outcome — 1 order of 1; no player chooses"]
    # Blood Moon (305.7): Urborg becomes a Mountain, its own ability gone; the Forest is
    # basic and Urborg's "each land is a Swamp" never applies, so nothing else changes.
    changes = re.findall(r'<li class="line-change">(.*?)</li>', block)
    assert len(changes) == 1 and "Urborg, Tomb of Yawgmoth" in changes[0]
    assert "subtypes none → Mountain" in changes[0]


def test_the_subgame_answer_says_how_each_game_ends(reports: dict[str, Path]) -> None:
    block = re.sub(r"<[^>]+>", "", answer_block(reports["nested"].read_text(encoding="utf-8")))
    # The ruling's own account (728.6): nobody wins sub2, A wins sub1; B loses half of 20.
    assert "sub2 ended: winners: nobody; losers: A, B" in block
    assert "sub1 ended: winners: A; losers: B" in block
    assert "main (current): A: life 20" in block and "B: life 10" in block
    assert "nothing waits" in block


def test_the_corpus_answer_counts_each_status(reports: dict[str, Path]) -> None:
    block = answer_block(reports["verify"].read_text(encoding="utf-8"))
    lines = outcome_lines(block)
    assert len(lines) == 1 and lines[0].startswith("■ ✓ passed: ")


def test_every_scrolling_region_is_focusable_and_named(reports: dict[str, Path]) -> None:
    for name in ("blood-moon", "two-choosers", "nested", "verify"):
        text = reports[name].read_text(encoding="utf-8")
        regions = re.findall(r'<div class="table-wrap"[^>]*>', text)
        assert regions, name
        assert all('tabindex="0"' in r and 'aria-label="' in r for r in regions)
