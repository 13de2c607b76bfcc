"""Checking a case of the engine-neutral corpus (``mtglogic verify FILE.jsonl``).

A case is checked as its ruling is, with its own cards only: its engine loads the board,
computes, and compares with ``expect`` (states for replacement, 614-616; characteristics
for layers, 613; positions for subgames, 715 / 728). A replacement case's ``sentences``
are compared with the same answer too, so a case passes only when its states and its
sentences both hold.
"""
from __future__ import annotations

from mtglogic.budget import Budget
from mtglogic.engines import ENGINES
from mtglogic.loading.cards import using_cards
from mtglogic.loading.cases import Case
from mtglogic.node import Node
from mtglogic.verdict import Verdict


def check_case(case: Case, budget: Budget) -> Verdict:
    """The verdict on one case: its expected states, and its sentences where it has them."""
    ruling = case.ruling
    engine = ENGINES[ruling.kind]
    with using_cards(case.cards):
        result = engine.compute(engine.load(ruling.scenario, ruling.ruleset), budget)
        verdict = engine.check(result, ruling.expect)
        if case.sentences is None:
            return verdict
        written = sentence_expect(case.sentences, ruling.expect)
        said = engine.check(result, written)
    return Verdict(verdict.passed and said.passed,
                   verdict.diff + [f"sentences: {line}" for line in said.diff], verdict.actual)


def sentence_expect(sentences: Node, expect: Node) -> Node:
    """A replacement expectation of SENTENCES (``{event: {sentence: orders}}``), with the
    chooser each event of EXPECT names."""
    events = {}
    for event_id, texts in sentences.mapping().items():
        body = {"outcomes": texts.value}
        chooser = expect.value.get(event_id, {}).get("chooser")
        if chooser is not None:
            body["chooser"] = chooser
        events[event_id] = body
    return Node(events, sentences.file, sentences.path, sentences.line)
