"""The page of a replacement answer (rules 614-616): per event, the outcome tree. Each
choice says who makes it (616.1: the affected object's controller or the affected player),
the effects that apply there, and why the others do not (a tier first, 616.1a-e; already
applied, 614.5), and leads to each distinct outcome with its count of orders and result."""
from __future__ import annotations

from typing import Any

from mtglogic.model.ruleset import Ruleset
from mtglogic.node import to_plain
from mtglogic.outputs.html.follows import follows_section
from mtglogic.outputs.html.markup import el, esc, items, join, scrolling
from mtglogic.outputs.html.page import document, partial_banner
from mtglogic.outputs.html.rules import RuleIndex
from mtglogic.outputs.html.summary import replacement_summary
from mtglogic.outputs.html.tree_svg import Row, tree_svg
from mtglogic.text import plural
from mtglogic.triggers.rules import trigger_rules

Tree = dict[str, Any]


def build_tree(outcomes: list[dict[str, Any]]) -> Tree:
    """The outcomes' witness orders merged by their common first steps."""
    root: Tree = {"children": {}, "outcomes": []}
    for outcome in outcomes:
        node = root
        for step in outcome.get("witness") or []:
            node = node["children"].setdefault(step["effect"], {"step": step, "children": {},
                                                                "outcomes": []})
        node["outcomes"].append(outcome)
    return root


def _step(step: dict[str, Any], index: RuleIndex) -> str:
    candidates, allowed = step.get("candidates", []), step.get("allowed", [])
    held = [c for c in candidates if c not in allowed]
    why_not = (f'; not yet: {esc(", ".join(held))} (an earlier tier goes first, '
               f'{index.link(step["rule"])})') if held else ""
    paid = " (its cost paid)" if step.get("paid") else ""
    does = "applies" if step.get("applies", True) else "is chosen but does not apply"
    return (el("span", f'{esc(step["chooser"])} chooses', class_="choice")
            + f' among {esc(", ".join(allowed) or "none")}{why_not}: '
            + el("strong", esc(step["effect"])) + f" {does}{paid} — {esc(step['text'])}"
            + el("div", f'{esc(step.get("why", ""))}; the event becomes '
                        f'“{esc(step.get("event_after", ""))}” '
                        f'[{index.links(step.get("cites") or [step["rule"]])}]', class_="why"))


def _outcome(outcome: dict[str, Any], index: RuleIndex) -> str:
    orders = outcome.get("orders", 0)
    shields = outcome.get("shields") or []
    extra = f"; shields left: {esc(', '.join(map(str, shields)))}" if shields else ""
    cant = outcome.get("cant_happen") or []
    extra += f"; can't happen: {esc(', '.join(map(str, cant)))}" if cant else ""
    return el("span", f'Outcome: {esc(outcome.get("result", ""))} — reached by {orders} '
                      f'order{"" if orders == 1 else "s"}{extra}', class_="outcome")


def _tree(node: Tree, index: RuleIndex) -> str:
    rows = [el("li", _outcome(o, index)) for o in node["outcomes"]]
    rows += [el("li", _step(child["step"], index) + _tree(child, index))
             for child in node["children"].values()]
    return el("ul", join(rows)) if rows else ""


def tree_rows(node: Tree, depth: int = 0) -> list[Row]:
    """The tree in pre-order, for the drawing: each choice, then each outcome."""
    rows: list[Row] = []
    for outcome in node["outcomes"]:
        orders = outcome.get("orders", 0)
        rows.append((depth, "outcome", f'{outcome.get("result", "")} ({orders} '
                                       f'order{"" if orders == 1 else "s"})'))
    for child in node["children"].values():
        step = child["step"]
        rows.append((depth, "choice", f'{step["chooser"]}: {step["effect"]}'))
        rows += tree_rows(child, depth + 1)
    return rows


def _drawing(tree: Tree, key: str, outcomes: int, event: str) -> str:
    rows = tree_rows(tree)
    words = "; ".join(f'{"  " * d}{"outcome" if s == "outcome" else "choice"} {t}'
                      for d, s, t in rows)
    return el("figure", scrolling(tree_svg(rows, key, "Outcome tree",
                                           f"{outcomes} outcome(s): {words}"),
                                  f"The outcome tree of event {event}, drawn")
              + el("figcaption", "The tree drawn: ◆ a choice (who: which effect), ■ an "
                                 "outcome (with its count of orders)."))


def event_section(event: dict[str, Any], index: RuleIndex, number: int) -> str:
    key = f"event-{number}"
    outcomes = event.get("outcomes") or []
    head = (f'Event {esc(event.get("id", number))}: {esc(event.get("event", ""))}; '
            f'{len(outcomes)} distinct outcome(s); effects in force: '
            f'{esc(", ".join(event.get("effects_in_force", [])) or "none")}; the first choice '
            f'is {esc(event.get("chooser") or "nobody")}\'s.')
    tree = build_tree(outcomes)
    return el("section", el("h2", f'Event {esc(event.get("id", number))}', id=key)
              + el("p", head) + _drawing(tree, f"tree-{number}", len(outcomes),
                                                 str(event.get("id", number)))
              + el("div", _tree(tree, index)
                   or el("p", "No effect modifies this event.", class_="none"),
                   class_="tree"), aria_labelledby=key)


def replacement_page(answer: dict[str, Any], ruleset: Ruleset, title: str,
                     board: str = "", partial: dict[str, Any] | None = None) -> str:
    """The whole page of ``replace --json --explain`` ANSWER: the answer first, then each
    event's outcome tree and what follows its outcomes (with ``--resolve``, the stack as a
    timeline), then the board, the legend, the rules."""
    index = RuleIndex(ruleset)
    events = answer.get("events") or []
    legend = items(["◆ a choice: who makes it, among which effects, and why others wait.",
                    "■ a distinct outcome: the resulting event and how many orders reach it.",
                    "Each level of the tree is one more effect applied; an effect applies "
                    "at most once to an event (the rules each step cites say why)."])
    check = trigger_rules(ruleset).sba("check")
    sections = [partial_banner(partial), replacement_summary(answer)]
    for number, event in enumerate(events, 1):
        sections += [event_section(event, index, number),
                     follows_section(event, number, index, check)]
    sections += [board, el("section", el("h2", "How to read the tree", id="legend") + legend,
                           aria_labelledby="legend")]
    tiers = [t["rule"] for t in to_plain(ruleset.sections["replacement"].value).get("tiers", [])] \
        if "replacement" in ruleset.sections else []
    summary = (f"Replacement and prevention effects under {esc(ruleset.title)}: "
               f"{plural(len(events), 'event')}; choices go tier by tier ({index.links(tiers)}).")
    sections.append(index.section())
    return document(title, summary, [s for s in sections if s])
