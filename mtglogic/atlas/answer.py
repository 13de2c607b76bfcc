"""The atlas's answer: counts of pairs (and triples) met and pruned, each interaction as a
case, the probed groups found not to interact with the reason, and a summary (counts per
kind of interaction, the cards in the most interactions). Built from the plan and the
results in plan order only, so it is the same whatever ran the batches.
"""
from __future__ import annotations

from collections import Counter
from typing import Any

from mtglogic.atlas.cases import case_of
from mtglogic.atlas.plan import Plan
from mtglogic.atlas.pruning import NO_WORDS, UNCONNECTED, Meeting, no_words
from mtglogic.text import plural

MOST_SENSITIVE = 10  # cards listed in the summary
LISTED = 50  # groups not interacting listed one by one in the text; more: by reason


def _counts(meetings: tuple[Meeting, ...], interacting: set[tuple[str, ...]],
            unconnected: int = 0) -> dict[str, int]:
    """Total, pruned, probed and interacting; ``unconnected``: triples pruned without a
    meeting of their own (fewer than two of their pairs meet)."""
    pruned = sum(m.pruned for m in meetings)
    return {"total": len(meetings) + unconnected, "pruned": pruned + unconnected,
            "probed": len(meetings) - pruned,
            "interacting": sum(m.cards in interacting for m in meetings)}


def build_answer(plan: Plan, results: list[dict[str, Any]], cards: dict[str, dict[str, Any]],
                 partial: bool = False, show_pruned: bool = False) -> dict[str, Any]:
    """The answer as plain data (the ``--json`` output's body)."""
    probes = {p["id"]: p for p in plan.probes}
    interactions, errors = [], []
    quiet: dict[tuple[str, ...], list[dict[str, str]]] = {}
    for result in results:
        probe = probes[result["id"]]
        group = tuple(probe["cards"])
        if result["status"] != "ok":
            errors.append({"probe": result["id"], "status": result["status"],
                           "error": result["error"]})
        elif result["how"]:
            interactions.append(case_of(probe, result, cards))
        else:
            quiet.setdefault(group, []).append({"probe": result["id"],
                                                "reason": result["reason"]})
    found = {tuple(c["cards"]) for c in interactions}
    not_interacting = [{"cards": list(group), "probes": reasons}
                       for group, reasons in quiet.items() if group not in found]
    meetings = plan.pairs + (plan.triples or ())
    pruned = [m for m in meetings if m.pruned]
    reasons = Counter(m.kind for m in pruned)
    unconnected = plan.triples_total - len(plan.triples or ())
    if unconnected:
        reasons[UNCONNECTED] += unconnected
    answer: dict[str, Any] = {
        "ruleset": plan.ruleset, "cards": list(plan.cards),
        "pairs": _counts(plan.pairs, found),
        "triples": None if plan.triples is None else _counts(plan.triples, found,
                                                              unconnected),
        "probes": {"total": len(plan.probes), "run": len(results), "errors": len(errors)},
        "interactions": interactions, "not_interacting": not_interacting,
        "pruned_by_reason": dict(sorted(reasons.items())),
        "cards_without_words": [name for name in plan.cards
                                if no_words(plan.profiles[name])],
        "errors": errors, "summary": summary(interactions), "partial": partial}
    if show_pruned:  # the pruned pairs, and the triples pruned after a look at them
        answer["pruned"] = [{"cards": list(m.cards), "reason": m.why} for m in pruned]
    return answer


def summary(interactions: list[dict[str, Any]]) -> dict[str, Any]:
    """Interactions per kind (``layers: timestamp order``...) and the cards in the most."""
    kinds = Counter(f"{case['kind']}: {how}" for case in interactions
                    for how in case["interaction"]["how"])
    groups = {tuple(case["cards"]) for case in interactions}
    per_card = Counter(name for group in groups for name in group)
    most = sorted(per_card.items(), key=lambda item: (-item[1], item[0]))[:MOST_SENSITIVE]
    return {"by_kind": dict(sorted(kinds.items())),
            "most_order_sensitive": [{"card": name, "interactions": n} for name, n in most]}


def text_lines(answer: dict[str, Any], title: str) -> list[str]:
    """The answer in words, one interaction or reason per line."""
    lines = [f"Ruleset {answer['ruleset']}: {title}"]
    lines.append(f"{plural(len(answer['cards']), 'card')}, {_groups(answer['pairs'], 'pair')}")
    if answer["triples"] is not None:
        lines.append(_groups(answer["triples"], "triple").capitalize())
    p = answer["probes"]
    lines.append(f"Probes, the boards built for the probed groups: {p['run']} of "
                 f"{p['total']} run, {p['errors']} with an error"
                 + (" (partial: the run stopped before the end)" if answer["partial"] else ""))
    lines.append(f"Interactions ({len(answer['interactions'])}):")
    for case in answer["interactions"]:
        how = ", ".join(case["interaction"]["how"])
        lines.append(f"  {' + '.join(case['cards'])}: {case['kind']}, {how} "
                     f"[{', '.join(case['interaction']['rules'])}]")
        lines += ["    " + line for line in _observed_lines(case)]
    quiet = answer["not_interacting"]
    if quiet:
        lines.append(f"Probed, not interacting ({len(quiet)}):")
        if len(quiet) <= LISTED:
            for entry in quiet:
                reasons = sorted({r["reason"] for r in entry["probes"]})
                lines.append(f"  {' + '.join(entry['cards'])}: {'; '.join(reasons)}")
        else:  # each reason once, with its count (--json lists every group)
            counts = Counter(r["reason"] for entry in quiet for r in entry["probes"])
            lines += [f"  {n} x {why}" for why, n in sorted(counts.items())]
    if answer["pruned_by_reason"]:
        lines.append("Pruned, by reason:")
        lines += [f"  {plural(n, 'triple' if why == UNCONNECTED else 'pair')}: {why}"
                  for why, n in answer["pruned_by_reason"].items()]
    if answer["cards_without_words"] and NO_WORDS in answer["pruned_by_reason"]:
        lines.append("  cards without words: " + ", ".join(answer["cards_without_words"]))
    for entry in answer.get("pruned", []):
        lines.append(f"  pruned: {' + '.join(entry['cards'])}: {entry['reason']}")
    for error in answer["errors"]:
        lines.append(f"  {error['status']}: {error['probe']}: {error['error']}")
    s = answer["summary"]
    if s["by_kind"]:
        lines.append("Summary: " + "; ".join(f"{n} x {k}" for k, n in s["by_kind"].items()))
        lines.append("Most order-sensitive: " + ", ".join(
            f"{e['card']} ({plural(e['interactions'], 'interaction')})"
            for e in s["most_order_sensitive"]))
    return lines


def _observed_lines(case: dict[str, Any]) -> list[str]:
    observed = case["observed"]
    if case["kind"] == "layers":
        lines = [f"board {i + 1}: from order {' < '.join(b['orders'][0])}"
                 + (f" and {b['count'] - 1} more" if b["count"] > 1 else "")
                 for i, b in enumerate(observed["boards"])]
        lines += differences([b["characteristics"][0] for b in observed["boards"]])
        lines += [f"in layer {d['layer']}, {d['needed_by']}'s effect depends on "
                  f"{d['effect_of']}'s" for d in observed["dependencies"]]
        return lines
    event = case["question"]["event"]
    kind = next(k for k in event if k != "id")
    lines = [f"{kind} ({_said(event[kind])}): chosen by {observed['chooser']} among "
             f"{plural(observed['total_orders'], 'order')}"]
    lines += [f"{o['outcome']}: {o['orders']} order{'s' if o['orders'] != 1 else ''}"
              for o in observed["outcomes"]]
    for number, result in enumerate(observed.get("stack", ()), 1):
        lines.append(f"after the stack resolves, result {number}: "
                     f"{_said(result['state']) or 'nothing changed'}"
                     + (f", {', '.join(result['wins'])} won" if result["wins"] else "")
                     + f" [{plural(result['ways'], 'way')}]")
    return lines


def _groups(counts: dict[str, int], noun: str) -> str:
    """``6 pairs: 5 pruned before any board was built, 1 probed, 0 interacting``."""
    return (f"{plural(counts['total'], noun)}: {counts['pruned']} pruned before any board "
            f"was built, {counts['probed']} probed, {counts['interacting']} interacting")


def _said(value: Any) -> str:
    """A value of an event in words, not as Python writes it: ``target std-creature,
    counter +1/+1, count 1``."""
    if isinstance(value, dict):
        return ", ".join(f"{key} {_said(inner)}" for key, inner in value.items())
    if isinstance(value, list):
        return ", ".join(_said(inner) for inner in value)
    return str(value)


def differences(boards: list[dict[str, dict[str, Any]]]) -> list[str]:
    """Each characteristic of an object that is not the same on every board, its value on
    each board in turn."""
    lines = []
    for object_id in sorted(boards[0]):
        for name in sorted(boards[0][object_id]):
            values = [board.get(object_id, {}).get(name) for board in boards]
            if any(v != values[0] for v in values):
                lines.append(f"{object_id} {name}: {' | '.join(map(_shown, values))}")
    return lines


def _shown(value: Any) -> str:
    if isinstance(value, list):
        return ", ".join(map(str, value)) or "none"
    return str(value)
