"""An answer as a notebook shows it (``_repr_html_``): the report page's answer block, and
for layers the board, as one fragment of HTML (no page around it, no style of its own, so
the notebook's styles apply). ``mtglogic report`` writes the whole page."""
from __future__ import annotations

from typing import Any

from mtglogic.loading.rulesets import load_ruleset
from mtglogic.outputs.html.board import board_before, board_section
from mtglogic.outputs.html.markup import el, esc
from mtglogic.outputs.html.summary import (
    layers_summary,
    replacement_summary,
    subgame_rule,
    subgame_summary,
)


def result_html(result: Any, engine: Any) -> str:
    """RESULT (a ``LayerResult``, ``ReplacementResult`` or ``SubgameResult``, the answer
    of ENGINE) as HTML."""
    # a replacement answer explained: each step of a witness says who chose
    answer = engine.json(result, True) if engine.name == "replacement" else engine.json(result)
    if engine.name == "layers":
        game = result.moment_game
        before = board_before(game) if game is not None else {}
        outcomes = answer.get("outcomes") or []
        body = layers_summary(answer, before, esc(result.ruleset.cite("layer_system")))
        if outcomes:
            body += board_section(before, outcomes[0]["objects"],
                                  "Board" if len(outcomes) == 1 else "Board, outcome 1")
    elif engine.name == "replacement":
        body = replacement_summary(answer, linked=False)
    else:
        body = subgame_summary(answer, esc(subgame_rule(load_ruleset(answer["ruleset"]))))
    note = el("p", "render(result) prints the text answer; mtglogic report writes the "
                   "whole page (timeline, graphs, rules).")
    return el("div", body + note, class_="mtglogic-answer")
