"""The stack as a timeline: one way to a result of resolving it (``replace --resolve``), as
the report draws it (405, 603.3b, 608, 704).

The way is the result's ``witness`` (``next.stack`` of ``replace --json``), its steps each
of a kind: abilities put on the stack (``place``: each player's at once, 603.3b, 405.3),
one resolving (``resolve``, 405.5), and what it did (``choice``, ``event``, ``sba``,
``note``). Each time a player puts abilities on the stack they choose the order, and
nothing is ever put between them afterwards (a new ability goes on top), so the order
they were put in is the reverse of the order they resolve in; the ones that never
resolve (the game ended first) were the lowest. The timeline says that order, and the
stack after each placing, top first.
"""
from __future__ import annotations

from itertools import groupby
from typing import Any

from mtglogic.outputs.html.lines import names
from mtglogic.outputs.html.markup import el, esc, join
from mtglogic.outputs.html.rules import RuleIndex
from mtglogic.stack.render import state_phrases
from mtglogic.text import agreeing, plural

LETTERS = [a + b for a in ("", *"abcdefghijklmnopqrstuvwxyz")
           for b in "abcdefghijklmnopqrstuvwxyz"]  # a ... z, aa ... zz: as `replace` letters

Data = dict[str, Any]


def grouped(triggered: list[Data]) -> list[tuple[Data, int, list[str]]]:
    """Instances of one ability that triggered alike (``next.triggered``), together: the
    first, how many times in all, and every occurrence that made them trigger."""
    groups: dict[tuple[Any, ...], list[Data]] = {}
    for item in triggered:
        key = (item["ability"], item["controller"], item["kind"], tuple(item["notes"]),
               tuple(item["rules"]))
        groups.setdefault(key, []).append(item)
    return [(found[0], sum(i["times"] for i in found), [c for i in found for c in i["cause"]])
            for found in groups.values()]


def shared_state(results: list[Data]) -> Data:
    """The entries of the state (``result["state"]``) that every result leaves alike (none
    when there is one result)."""
    if len(results) < 2:
        return {}
    first, *others = (r["state"] for r in results)
    return {key: shared for key, table in first.items()
            if (shared := {ref: value for ref, value in table.items()
                           if all(other.get(key, {}).get(ref, None) == value
                                  for other in others)})}


def state_in_words(state: Data, leave_out: Data | None = None) -> list[str]:
    """A state's phrases, without the entries of ``leave_out``, objects in one zone (or
    tapped alike) said together: ``artist, bear and elf in graveyard``."""
    gone = leave_out or {}
    kept = {key: {ref: value for ref, value in table.items()
                  if ref not in gone.get(key, {})} for key, table in state.items()}
    phrases = []
    for key, table in kept.items():
        if key in ("zones", "tapped"):
            together: dict[Any, list[str]] = {}
            for ref, value in table.items():
                together.setdefault(value, []).append(ref)
            phrases += [f"{names(refs, len(refs))} "
                        + (f"in {value}" if key == "zones" else
                           "tapped" if value else "untapped")
                        for value, refs in together.items()]
        elif table:
            phrases += state_phrases({key: table})
    return phrases


def result_words(result: Data, shared: Data | None = None) -> str:
    """A result in words, without the entries every result shares (``shared``)."""
    parts = state_in_words(result["state"], shared)
    if result.get("winners"):
        parts.append(f"{', '.join(result['winners'])} won")
    if result.get("draw"):
        parts.append("the game is a draw")
    if result.get("stopped"):
        parts.append(f"unfinished: {result['stopped']}")
    return "; ".join(parts) or ("nothing else changed" if shared else "nothing changed")


def put_orders(witness: list[Data]) -> dict[int, list[str]]:
    """For each ``place`` step (by its position in the way), its abilities in the order
    they were put on the stack, the lowest first (see the module docstring)."""
    placed: list[tuple[int, list[str], list[str]]] = []  # step, not yet resolved, resolved
    for position, step in enumerate(witness):
        if step["kind"] == "place":
            placed.append((position, list(step["abilities"]), []))
        elif step["kind"] == "resolve" and step["abilities"]:
            word = step["abilities"][0]
            for _, left, resolved in reversed(placed):  # the highest that holds it
                if word in left:
                    left.remove(word)
                    resolved.append(word)
                    break
    return {position: left + resolved[::-1] for position, left, resolved in placed}


def runs(words: list[str], joint: str = ", then ") -> str:
    """Abilities in order, alike neighbours counted: ``A x3, then B`` (as ``replace``
    writes them)."""
    return joint.join(f"{word} x{n}" if n > 1 else word
                          for word, n in ((w, len(list(g))) for w, g in groupby(words)))


class _Stack:
    """The stack along the way: each placing's abilities, the lowest first."""

    def __init__(self, orders: dict[int, list[str]]) -> None:
        self.orders = orders
        self.segments: list[list[str]] = []

    def place(self, position: int) -> list[str]:
        order = list(self.orders.get(position, []))
        self.segments.append(order)
        return order

    def resolve(self, word: str) -> None:
        for segment in reversed(self.segments):
            if segment and segment[-1] == word:
                segment.pop()
                return

    def top_first(self) -> list[str]:
        return [word for segment in reversed(self.segments) for word in reversed(segment)]


def _cited(step: Data, index: RuleIndex) -> str:
    return f" [{index.links(step['rules'])}]" if step["rules"] else ""


def _event_entry(outcome: Data, index: RuleIndex) -> str:
    """The outcome itself, what it triggered and its rounds of state-based actions."""
    data = outcome.get("next") or {}
    under = [f"{el('strong', esc(first['ability']))} triggers"
             + (f" {times} times" if times > 1 else "")
             + f", controlled by {esc(first['controller'])}: on {esc('; '.join(causes))}"
             f" [{index.links(first['rules'])}]"
             for first, times, causes in grouped(data.get("triggered", []))]
    for round_ in data.get("rounds", []):
        actions = "; ".join(f"{esc(a['text'])} [{index.link(a['rule'])}]"
                            for a in round_["actions"])
        under.append(f"state-based actions: {actions} → {esc(round_['outcome'])}"
                     + "".join(f"; {esc(t['ability'])} triggers" for t in round_["triggered"]))
    if data.get("branches"):
        under.append("what follows it goes several ways (above): this way is one of them")
    body = el("ul", join(el("li", u) for u in under), class_="changes") if under else ""
    return el("li", f"The event: {el('strong', esc(outcome.get('result', '')))}" + body)


def _place_entry(step: Data, order: list[str], stack: _Stack, index: RuleIndex,
                 notes: list[str]) -> str:
    player = step.get("chooser") or ""
    if len(order) == 1:
        said = f"{esc(agreeing(player, 'puts'))} {el('strong', esc(order[0]))} on the stack"
    else:
        said = (f"{esc(agreeing(player, 'puts'))} {plural(len(order), 'ability', 'abilities')}"
                f" on the stack, in the order of their choice, the first lowest: "
                f"{el('strong', esc(runs(order)))} on top")
    now = stack.top_first()
    body = el("ul", join(el("li", n) for n in notes), class_="changes") if notes else ""
    return el("li", said + _cited(step, index) + body
              + el("div", f"The stack, top first: {esc(runs(now, '; '))}", class_="why"))


def stack_timeline(result: Data, outcome: Data, index: RuleIndex) -> str:
    """One way to a result, as a timeline (see the module docstring)."""
    witness = result["witness"]
    stack = _Stack(put_orders(witness))
    entries = [_event_entry(outcome, index)]
    head: str | None = None  # the entry being written: its first line, then what it did
    under: list[str] = []
    pending: list[str] = []  # notes that come before the next placing or resolution

    def close() -> None:
        nonlocal head, under
        if head is not None:
            body = el("ul", join(el("li", u) for u in under), class_="changes") if under \
                else ""
            entries.append(el("li", head + body))
        head, under = None, []

    for position, step in enumerate(witness):
        said = esc(step["text"]) + _cited(step, index)
        if step["kind"] == "place":
            close()
            order = stack.place(position)
            entries.append(_place_entry(step, order, stack, index, pending))
            pending = []
        elif step["kind"] == "resolve":
            close()
            entries += [el("li", p) for p in pending]  # on the order of what resolves
            if step["abilities"]:
                stack.resolve(step["abilities"][0])
            head, pending = said, []
        elif step["kind"] == "note":
            pending.append(said)
        elif head is None:
            entries.append(el("li", said))
        else:
            under.append(said)
    close()
    entries += [el("li", p) for p in pending]
    end = ("The game is over" if result.get("winners") or result.get("draw") else
           "Stopped" if result.get("stopped") else "The stack is empty")
    entries.append(el("li", f"{end}: {el('strong', esc(result_words(result)))}"))
    return el("ol", join(entries), class_="timeline")


__all__ = ["LETTERS", "grouped", "put_orders", "result_words", "runs", "shared_state",
           "stack_timeline", "state_in_words"]
