"""What follows an outcome in the report (issue 32 item 7, issue 33 item 4): in the answer
block, what triggers and the state-based actions under each outcome, and the stack's
distinct results with their ways; further down, the stack as a timeline for one way to
each result. Every expected value is worked out by hand from the rules (in the comments)."""
from __future__ import annotations

import html
import re
from pathlib import Path

from test_report_html import answer_block, outcome_lines, parse

import mtglogic
from mtglogic.outputs.html.timeline import put_orders, runs


def words(text: str) -> str:
    """The page's text: tags dropped, entities read."""
    return html.unescape(re.sub(r"<[^>]+>", "", text))


def lines_of(block: str, kind: str) -> list[str]:
    """The text of each line of KIND in the answer block (without the lines under it)."""
    return [words(line).strip() for line in
            re.findall(rf'<li class="line-{kind}">(.*?)(?:<ul|</li>)', block)]


def section(text: str, heading_id: str) -> str:
    start = text.index(f'id="{heading_id}"')
    return text[start:text.index("</section>", start)]


def test_a_round_of_state_based_actions_and_what_it_triggers(reports: dict[str, Path]) -> None:
    text = reports["triggers"].read_text(encoding="utf-8")
    parse(text)
    block = answer_block(text)
    # 2 damage on a 2/2 is lethal: one round of state-based actions destroys it (704.5g),
    # it dies ("dies": 700.4), and Blood Artist, a leaves-the-battlefield ability
    # (603.6c) that looks back in time (603.10a), triggers once for its controller, you
    # (603.3a). Nothing triggers on the damage itself.
    assert lines_of(block, "sba") == [
        "⟳ state-based actions: grizzly-bears is destroyed: 2 damage marked, toughness 2 "
        "(704.5g) → grizzly-bears: battlefield -> graveyard"]
    assert lines_of(block, "trigger") == [
        "↯ blood-artist (Blood Artist) triggers, controlled by you: on grizzly-bears: "
        "battlefield -> graveyard; looks back in time: the board right before the event "
        "(603.2, 603.3a, 700.4, 603.6c, 603.10a)"]
    assert block.index("line-sba") < block.index("line-trigger")  # the trigger is the round's
    assert "line-result" not in block  # no --resolve: the stack is not resolved
    detail = words(section(text, "follows-1"))
    assert "It triggers nothing." in detail
    assert "it will: target player loses 1 life; you gain 1 life" in detail
    assert '<a href="#rule-704.5g" class="rule">704.5g</a>' in text  # linked, indexed


def test_the_stack_of_a_ruling_that_expects_it_without_resolve(reports: dict[str, Path]
                                                               ) -> None:
    text = reports["stack-order"].read_text(encoding="utf-8")
    parse(text)
    block = answer_block(text)
    assert len(outcome_lines(block)) == 1
    # Deathbringer Liege: both cast abilities trigger for p1 (603.2, 603.3a).
    assert [line.split(":")[0] for line in lines_of(block, "trigger")] == [
        "↯ liege#1 (Deathbringer Liege) triggers, controlled by p1",
        "↯ liege#2 (Deathbringer Liege) triggers, controlled by p1"]
    # 2 orders x 2 x 2 targets x 2 x 2 "you may" = 32 ways. The Bear dies only when the
    # tap resolves first, on the Bear, "yes", and the destroy targets it, "yes": 1 way.
    # The Bear tapped and alive: the tap on it with "yes" in either order, with either
    # target and choice of the destroy, but the way that kills it: 2 x 2 x 2 - 1 = 7.
    # The Liege likewise (it is a creature too): destroyed 1 way, tapped 7. Nothing
    # changes when the tap says "no": 2 targets x 2 orders x 2 targets x 2 = 16.
    # Targets are chosen as the abilities go on the stack: 603.3d is cited with the order.
    results = lines_of(block, "result")
    assert results[0].startswith("▹ the stack (603.3b, 405.3, 603.3d, 405.5): 5 distinct results "
                                 "from 32 orders and choices")
    assert sorted(results[1:]) == sorted([
        "▹ a. bear tapped — 7 ways", "▹ b. liege tapped — 7 ways",
        "▹ c. bear in graveyard — 1 way", "▹ d. liege in graveyard — 1 way",
        "▹ e. nothing changed — 16 ways"])


def test_the_timeline_says_the_order_the_abilities_were_put_in(reports: dict[str, Path]
                                                                ) -> None:
    text = reports["stack-order"].read_text(encoding="utf-8")
    # Each result's line links to its timeline.
    assert '<a href="#stack-1-1-c">bear in graveyard</a>' in text
    timeline = words(section(text, "follows-1").split('id="stack-1-1-c"')[1].split("</ol>")[0])
    # The one way the Bear dies: the tap resolves first, so p1 put it on the stack last,
    # above the destroy (405.5: the last put resolves first; 603.3b: p1 orders their own).
    assert ("p1 puts 2 abilities on the stack, in the order of their choice, the first "
            "lowest: liege#2 (target: bear), then liege#1 (target: bear) on top "
            "[603.3b, 405.3, 603.3d]") in timeline
    assert "The stack, top first: liege#1 (target: bear); liege#2 (target: bear)" in timeline
    assert timeline.index("liege#1 (target: bear) resolves [405.5]") \
        < timeline.index("bear becomes tapped [608.2c]") \
        < timeline.index("liege#2 (target: bear) resolves [405.5]") \
        < timeline.index("bear: battlefield -> graveyard [608.2c]")
    assert "The stack is empty: bear in graveyard" in timeline


def test_a_wrath_s_results_say_what_they_share_once(reports: dict[str, Path]) -> None:
    text = reports["stack-wrath"].read_text(encoding="utf-8")
    parse(text)
    block = answer_block(text)
    # Blood Artist sees all four die (603.10a): 4 triggers for p1, each targeting p1 or
    # p2. With k of them on p2: p2 at 20 - k, p1 at 20 - (4 - k) + 4 = 20 + k; the
    # assignments C(4, k), each in 4! = 24 orders: 24, 96, 144, 96, 24 ways, 384 in all.
    # All four creatures are in the graveyard in every result.
    results = lines_of(block, "result")
    assert results[0] == ("▹ the stack (603.3b, 405.3, 603.3d, 405.5): 5 distinct results from 384 "
                          "orders and choices; alike in all: artist, bear, elf and ox in "
                          "graveyard")
    assert sorted(results[1:]) == sorted([
        "▹ a. p1 at 21 life; p2 at 19 life — 96 ways",
        "▹ b. p1 at 22 life; p2 at 18 life — 144 ways",
        "▹ c. p1 at 23 life; p2 at 17 life — 96 ways",
        "▹ d. p1 at 24 life; p2 at 16 life — 24 ways",
        "▹ e. nothing else changed — 24 ways"])
    # The four abilities, three targeting p1: the one on p2 resolves last, so it was put
    # first, lowest; the three alike are said once.
    timeline = words(text.split('id="stack-1-1-a"')[1].split("</ol>")[0])
    assert ("the first lowest: artist (target_player: p2), then artist (target_player: p1) "
            "x3 on top") in timeline
    assert timeline.count("artist (target_player: p1) resolves") == 3


def test_two_players_abilities_go_on_the_stack_in_apnap_order_in_2011(
        reports: dict[str, Path]) -> None:
    text = reports["stack-apnap"].read_text(encoding="utf-8")
    parse(text)
    # 405.3 and 603.3b (2011): p1, the active player, puts theirs first; p2's goes on top
    # and resolves first: p2 at 3 + 2 - 3 = 2. In 2011 "dies" is 700.6, leaves-the-
    # battlefield abilities 603.6c, and their look-back 603.6d.
    timeline = words(text.split('id="stack-1-1-a"')[1].split("</ol>")[0])
    assert timeline.index("p1 puts curse on the stack [603.3b, 405.3]") \
        < timeline.index("p2 puts balm on the stack [603.3b, 405.3]")
    assert "The stack, top first: balm; curse" in timeline
    assert timeline.index("p2's balm resolves") < timeline.index("p1's curse resolves")
    assert "(603.2, 603.3a, 700.6, 603.6c, 603.6d)" in words(answer_block(text))
    assert '<dt id="rule-603.6d">603.6d</dt>' in text


def test_the_order_put_is_the_order_resolved_reversed() -> None:
    # Two placings: p1's three abilities, then (after A resolved and triggered C) p2's C
    # on top. Resolved: A, C, B; D never resolves (the game ended). In p1's placing, D
    # was lowest (never reached), then B, then A on top (405.5: last put, first resolved).
    witness = [{"kind": "place", "abilities": ["A", "B", "D"]},
               {"kind": "resolve", "abilities": ["A"]},
               {"kind": "event", "abilities": []},
               {"kind": "place", "abilities": ["C"]},
               {"kind": "resolve", "abilities": ["C"]},
               {"kind": "resolve", "abilities": ["B"]}]
    assert put_orders(witness) == {0: ["D", "B", "A"], 3: ["C"]}
    assert runs(["X", "X", "Y", "X"]) == "X x2, then Y, then X"


def test_the_notebook_shows_the_same_answer_block_without_links() -> None:
    scenario = mtglogic.load_scenario(
        mtglogic.ruling_path("cr-2026/603-3b-deathbringer-liege-order-decides"))
    result = mtglogic.answer_replacement(scenario, resolve=True)
    fragment = result._repr_html_()
    assert fragment is not None
    shown = words(fragment)
    # the same lines as the page's answer block (worked out above), but no link to a
    # timeline the notebook does not have
    assert "liege#1 (Deathbringer Liege) triggers, controlled by p1" in shown
    assert "5 distinct results from 32 orders and choices" in shown
    assert "bear in graveyard — 1 way" in shown
    assert 'href="#stack-' not in fragment
