"""The page of a layers answer (rule 613): the board, a timeline layer by layer (each effect
in the order applied, on which objects, why there: timestamp 613.7, dependency 613.8a-b,
loop 613.8b; the rules cited linked to the index), each layer's dependency graph."""
from __future__ import annotations

from typing import Any

from mtglogic.errors import InputError
from mtglogic.model.ruleset import Ruleset
from mtglogic.outputs.html.board import board_section
from mtglogic.outputs.html.follows import next_html
from mtglogic.outputs.html.graph_svg import describe, layer_svg
from mtglogic.outputs.html.markup import el, esc, items, join, scrolling
from mtglogic.outputs.html.page import document, partial_banner
from mtglogic.outputs.html.rules import RuleIndex
from mtglogic.outputs.html.summary import layers_summary
from mtglogic.text import plural
from mtglogic.triggers.rules import trigger_rules


def _layer_title(ruleset: Ruleset, layer_id: str, index: RuleIndex) -> str:
    try:
        layer = ruleset.layer(layer_id)
    except InputError:  # a layer the table lacks: its id alone
        return f"Layer {esc(layer_id)}"
    return f"Layer {esc(layer.id)}: {esc(layer.name)} ({index.link(layer.rule)})"


def _value(value: Any) -> str:
    """A characteristic's value as the timeline prints it: lists joined, none said."""
    if value is None or value == []:
        return "none"
    return ", ".join(map(str, value)) if isinstance(value, list) else str(value)


def changes_list(changes: dict[str, dict[str, dict[str, Any]]], names: dict[str, str]) -> str:
    """What one step changed, object by object: each characteristic, before → after."""
    rows = [f'{esc(names.get(oid, oid))}: ' + "; ".join(
                f'{esc(key)} {esc(_value(c["before"]))} → {esc(_value(c["after"]))}'
                for key, c in diff.items())
            for oid, diff in changes.items()]
    if not rows:
        return el("span", "no characteristic changed", class_="why") + "<br>"
    return el("ul", join(el("li", r) for r in rows), class_="changes")


def timeline_section(outcome: dict[str, Any], names: dict[str, str], ruleset: Ruleset,
                     index: RuleIndex, number: int) -> str:
    """Each layer's steps in order, with what each changed on each object (before → after);
    effects that vanished (613.8a) said where and why."""
    layers: dict[str, list[str]] = {}
    for position, step in enumerate(outcome["steps"], 1):
        on = ", ".join(esc(f"{names.get(o, o)} ({o})") for o in step["affected"]) or "no object"
        layers.setdefault(step["layer"], []).append(
            f'{el("strong", esc(step["effect"]))}: {esc(step["text"])}'
            f'<br>applied to {on}'
            + changes_list(step.get("changes", {}), names)
            + el("span", f'step {position}; why here: {esc(step["reason"])} '
                         f'[{index.links(step["rules"])}]', class_="why"))
    for after, step in ((v["after_step"], v) for v in outcome["vanished"]):
        layers.setdefault(step["layer"], []).append(
            f'{el("strong", esc(step["effect"]))} (never applied): {esc(step["text"])}<br>'
            + el("span", f'after step {after}: {esc(step["reason"])} '
                         f'[{index.links(step["rules"])}]', class_="why"))
    blocks = [el("h3", _layer_title(ruleset, layer, index))
              + el("ol", join(el("li", s) for s in steps), class_="timeline")
              for layer, steps in layers.items()]
    extra = [f'{esc(c["object"])}: {esc(c["action"])} — {esc(c["reason"])} '
             f'[{index.link(c["rule"])}]' for c in outcome["state_based"]]
    players = [f'{esc(p["effect"])}: {esc(p["text"])} — players {esc(", ".join(p["players"]))} '
               f'[{index.link(p["rule"])}]' for p in outcome["player_effects"]]
    key = f"timeline-{number}"
    return el("section", el("h2", f"Timeline, layer by layer (outcome {number})", id=key)
              + (join(blocks) or el("p", "No continuous effect applied.", class_="none"))
              + (el("h3", "Effects on players") + items(players) if players else "")
              + (el("h3", "State-based actions the result calls for") + items(extra)
                 if extra else ""), aria_labelledby=key)


def graphs_section(graphs: dict[str, Any] | None, ruleset: Ruleset, index: RuleIndex) -> str:
    """Each layer's dependency graph, drawn, with its legend and its text alternative."""
    if not graphs or not graphs.get("layers"):
        return el("section", el("h2", "Dependency graphs", id="graphs")
                  + el("p", "No layer had effects to order.", class_="none"),
                  aria_labelledby="graphs")
    figures = []
    for layer in graphs["layers"]:
        index.link(layer["dependency_rule"])
        figures.append(el("h3", _layer_title(ruleset, layer["layer"], index))
                       + el("figure", scrolling(layer_svg(layer, ruleset.id),
                                                f"Layer {layer['layer']}: the graph")
                            + el("figcaption", esc(describe(layer)))))
    legend = items([
        "Box: one effect, with its card's name, its id and its text; the number is the "
        "order in which it applied in that layer.",
        "Dashed box, \"not applied\": an effect that never applied (its source lost it "
        "before its turn).",
        f"Arrow from A to B: B depends on A, so A applies first "
        f"({index.link(graphs['layers'][0]['dependency_rule'])}, "
        f"{index.link(graphs['layers'][0]['reevaluation_rule'])}); "
        "arrows both ways make a dependency loop, applied in timestamp order."])
    return el("section", el("h2", "Dependency graphs", id="graphs")
              + el("h3", "Legend") + legend + join(figures), aria_labelledby="graphs")


def steps_section(steps: list[dict[str, Any]], ruleset: Ruleset, index: RuleIndex) -> str:
    """Each time step of the scenario: what it did, its board's state-based actions, and
    what it triggers with the state-based actions after it (603.2, 704.3), as under an
    outcome of ``replace`` ("" without time steps)."""
    if not steps:
        return ""
    rules = trigger_rules(ruleset)
    check, trigger = rules.sba("check"), rules.cite("trigger")
    blocks = []
    for number, step in enumerate(steps, 1):
        cited = f" [{index.links(step['rules'])}]" if step["rules"] else ""
        did = items([esc(n) for n in step["notes"]])
        follows = ""
        if step.get("next"):
            notes = items([esc(n) for n in step.get("trigger_notes") or []]) \
                if step.get("trigger_notes") else ""
            follows = el("p", f"What it triggers [{index.link(trigger)}]:") + notes \
                + next_html(step["next"], index, check)
            if step.get("after_state_based_actions"):
                follows += el("p", f"The next step starts from the board these state-based "
                                   f"actions leave [{index.link(check)}].", class_="none")
            elif step["next"]["rounds"] or step["next"]["branches"]:
                follows += el("p", "The next step starts from the board right after this "
                                   "step, before these state-based actions (the notes above "
                                   "say why).", class_="none")
        blocks.append(el("h3", f"Step {number}: {esc(step['step'])}{cited}",
                         id=f"step-{number}") + did + follows)
    return el("section", el("h2", "Time steps", id="time-steps") + join(blocks),
              aria_labelledby="time-steps")


def layers_page(answer: dict[str, Any], graphs: dict[str, Any] | None, ruleset: Ruleset,
                before: dict[str, dict[str, Any]], title: str,
                partial: dict[str, Any] | None = None) -> str:
    """The whole page of ``layers --json`` ANSWER (and ``deps --format json`` GRAPHS): the
    answer first, then each outcome's timeline, then the boards, the graphs, the rules."""
    index = RuleIndex(ruleset)
    outcomes = answer.get("outcomes") or []
    sections = [partial_banner(partial),
                layers_summary(answer, before, index.link(ruleset.cite("layer_system")))]
    boards = []
    for number, outcome in enumerate(outcomes, 1):
        names = {k: v["name"] for k, v in outcome["objects"].items()}
        heading = "Board" if len(outcomes) == 1 else f"Board, outcome {number}"
        choice = "; ".join(f'{esc(c["chooser"])} orders timestamp {esc(c["timestamp"])}: '
                           f'{esc(" then ".join(c["order"]))}'
                           for choice in outcome["choices"] for c in choice)
        if choice:
            heading += f" (after {choice})"
        key = "board" if number == 1 else f"board-{number}"
        sections.append(timeline_section(outcome, names, ruleset, index, number))
        boards.append(board_section(before, outcome["objects"], heading, key))
    if not outcomes:
        boards.append(board_section(before, {}, "Board (before)"))
    sections += boards
    sections.append(steps_section(answer.get("time_steps") or [], ruleset, index))
    sections.append(graphs_section(graphs, ruleset, index))
    summary = (f"Layers (rule {index.link(ruleset.cite('layer_system'))}) under "
               f"{esc(ruleset.title)}: {plural(len(outcomes), 'distinct outcome')}, "
               f"{plural(answer.get('orders_tried', 0), 'order')} of simultaneous timestamps "
               f"tried.")
    sections.append(index.section())
    return document(title, summary, [s for s in sections if s])
