"""The page of a subgame run (rule 715 in cr-2011, 728 in cr-2026): at each step, what
happened and the rule applied, the games nested as they are (the main game outermost, each
subgame inside the game it was started from), and where every card is in each game."""
from __future__ import annotations

from typing import Any

from mtglogic.model.ruleset import Ruleset
from mtglogic.outputs.html.markup import el, esc, items, join, scrolling
from mtglogic.outputs.html.page import document, partial_banner
from mtglogic.outputs.html.rules import RuleIndex
from mtglogic.outputs.html.summary import subgame_rule, subgame_summary
from mtglogic.outputs.html.tree_svg import nested_svg
from mtglogic.text import plural

ZONES = ("library", "hand", "battlefield", "graveyard", "exile", "command")


def _zones(player: str, data: dict[str, Any]) -> str:
    cells = join(el("td", esc(", ".join(data.get(z) or []) or "—")) for z in ZONES)
    return el("tr", el("th", esc(player), scope="row") + el("td", esc(data.get("life", "")))
              + cells)


def _result(result: Any) -> str:
    """A game's result in words: each key with its players (``winners: —; losers: A, B``)."""
    if not isinstance(result, dict):
        return str(result)
    def said(value: Any) -> str:
        if isinstance(value, list):
            return ", ".join(map(str, value)) or "—"
        return str(value)
    return "; ".join(f"{key}: {said(value)}" for key, value in result.items())


def _game(name: str, game: dict[str, Any], inner: str, where: str) -> str:
    header = el("tr", join(el("th", esc(h), scope="col") for h in ("Player", "Life", *ZONES)))
    rows = join(_zones(p, d) for p, d in game.get("players", {}).items())
    stack = ", ".join(game.get("stack") or []) or "empty"
    result = f'; result: {esc(_result(game["result"]))}' if game.get("result") else ""
    return el("div", el("p", el("strong", f"Game {esc(name)}")
                        + f' — {esc(game.get("status", ""))}; stack: {esc(stack)}{result}')
              + scrolling(el("table", el("thead", header) + el("tbody", rows)),
                          f"{where}, game {name}: the zones") + inner, class_="game", role="group",
              aria_label=f"game {name}")


def nesting(games: dict[str, Any], where: str) -> str:
    """The games, each later one nested in the one before it (the order they started);
    ``where`` names the step, so that each table's region has a name of its own."""
    html = ""
    for name, game in reversed(list(games.items())):
        html = _game(name, game, html, where)
    return html


def deepest_drawing(steps: list[dict[str, Any]], key: str) -> str:
    """The games at the step with the most of them, drawn as boxes inside boxes."""
    if not steps:
        return ""
    step = max(steps, key=lambda s: len(s.get("games", {})))
    boxes = []
    for name, game in step.get("games", {}).items():
        cards = sum(len(data.get("cards") or []) for data in game.get("players", {}).values())
        boxes.append((f"game {name}", f'({game.get("status", "")}, {cards} cards)'))
    words = " inside ".join(f"{n} {c}" for n, c in reversed(boxes))
    return el("figure", scrolling(nested_svg(boxes, key, f'Games at step {step["index"]}',
                                             words), f"The games of run {key.split('-')[-1]}, drawn")
              + el("figcaption", f'The games at step {esc(step["index"])}, the deepest nesting '
                                 f'of the run: each subgame inside the game it started from.'))


def step_section(step: dict[str, Any], index: RuleIndex, run: int) -> str:
    key = f"run-{run}-step-{step['index']}"
    events = [f'{esc(e["text"])}' + (f' [{index.link(e["rule"])}]' if e.get("rule") else "")
              for e in step.get("events", [])]
    ok = step.get("invariant", {}).get("ok", True)
    check = ("✓ every card in exactly one place" if ok else
             "✗ INVARIANT BROKEN: " + esc("; ".join(step["invariant"].get("problems", []))))
    outside = ", ".join(f"{p}: {', '.join(c) or '—'}" for p, c in step.get("outside", {}).items())
    label = f' ({esc(step["label"])})' if step.get("label") else ""
    return el("section", el("h3", f'Step {esc(step["index"])}: {esc(step["action"])}{label}',
                            id=key)
              + items(events) + el("p", check, class_="status" + ("" if ok else " status-failed"))
              + el("p", f"Cards outside every game: {esc(outside or '—')}")
              + nesting(step.get("games", {}), f"run {run}, step {step['index']}"),
              aria_labelledby=key)


def subgame_page(answer: dict[str, Any], ruleset: Ruleset, title: str,
                 partial: dict[str, Any] | None = None) -> str:
    """The whole page of ``subgame --json`` ANSWER: the answer first (how each run ends),
    then each run step by step, then the rules."""
    index = RuleIndex(ruleset)
    sections = [partial_banner(partial),
                subgame_summary(answer, index.link(subgame_rule(ruleset)))]
    for number, run in enumerate(answer.get("runs") or [], 1):
        choices = "; ".join(f'{esc(c.get("game"))}: {esc(c.get("starting_player"))} starts'
                            for c in run.get("choices", []))
        key = f"run-{number}"
        sections.append(el("section", el("h2", f"Run {number}", id=key)
                           + el("p", f"Starting players: {choices or 'as the script says'}.")
                           + deepest_drawing(run["steps"], f"nesting-{number}")
                           + join(step_section(s, index, number) for s in run["steps"]),
                           aria_labelledby=key))
    ok = answer.get("invariant_ok", True)
    summary = (f"Subgames under {esc(ruleset.title)}: {plural(len(answer.get('runs') or []), 'run')}; "
               + ("every card in exactly one place at every step." if ok else
                  "the card invariant broke (see the steps marked ✗)."))
    sections.append(index.section())
    return document(title, summary, [s for s in sections if s])
