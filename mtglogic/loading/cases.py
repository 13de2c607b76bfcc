"""Reading back the engine-neutral case corpus: JSON Lines, one case a line.

A case (written by ``mtglogic.outputs.cases``, documented in docs/engine-authors.md) is a
ruling made self-contained: its ``scenario`` reads cards only from its own ``cards``, never
from the library, and a replacement case expects states (614-616), with the sentences
mtglogic renders them as kept in ``sentences``. Each line is read on its own: a line that
is not JSON, or not a case, is an error naming the file, the line and the path inside it.
"""
from __future__ import annotations

import json
import os
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mtglogic.errors import ConsistencyError, InputError
from mtglogic.loading.cards import CardLibrary, parse_card
from mtglogic.loading.rulesets import named_ruleset
from mtglogic.loading.rulings import RULING_KINDS, Ruling, check_engine_keys, read_rules
from mtglogic.loading.yamlio import open_regular
from mtglogic.model.cards import CardDef
from mtglogic.names import did_you_mean
from mtglogic.node import Node

CASE_FORMAT = "mtglogic-case-1"
CASE_SUFFIX = ".jsonl"
CASE_KEYS = ("format", "id", "kind", "ruleset", "name", "source", "notes", "rules", "cards",
             "scenario", "expect", "sentences")
MAX_CASES_BYTES = 256 * 1024 * 1024  # a whole file of cases
MAX_LINE_BYTES = 4 * 1024 * 1024  # one case, as much as one YAML document may be
MAX_DIGITS = 40  # characters of one number, as in YAML documents


@dataclass(frozen=True)
class Case:
    """One case read back: the ruling it states, its own cards, and the sentences."""

    id: str
    line: int
    ruling: Ruling
    cards: CardLibrary
    sentences: Node | None = None


class NoCards:
    """The card source of a case: none beyond its own (a case is self-contained)."""

    def find(self, name: str) -> CardDef | None:
        return None

    def names(self) -> list[str]:
        return []


class CaseCards(CardLibrary):
    """The cards of one case, the only ones its board reads."""

    def __init__(self, cards: dict[str, CardDef]) -> None:
        super().__init__(cards, source=NoCards())

    def missing(self, name: str) -> str:
        return (f"unknown card {name!r}: the case's `cards` have no card of that name (a "
                f"case reads no other card){self.advice(name)}")

    def advice(self, name: str) -> str:
        return did_you_mean(self.suggest(name))


def read_lines(path: Path) -> Iterator[tuple[int, bytes]]:
    """The numbered non-blank lines of a regular file, bounded in size."""
    name = str(path)
    descriptor = open_regular(path, "a JSON Lines file of cases")
    total = 0
    with os.fdopen(descriptor, "rb") as handle:
        for number, raw in enumerate(handle, 1):
            total += len(raw)
            if total > MAX_CASES_BYTES:
                raise InputError(f"file is more than the limit of {MAX_CASES_BYTES} bytes",
                                 name, number)
            if raw.strip():
                yield number, raw


def _number(text: str) -> int:
    if len(text) > MAX_DIGITS:
        raise ValueError(f"a number of {len(text)} characters (at most {MAX_DIGITS})")
    return int(text)


def _no_constant(text: str) -> Any:
    raise ValueError(f"{text} is not a JSON number")


def _unique(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    found: dict[str, Any] = {}
    for key, value in pairs:
        if key in found:
            raise ValueError(f"the key {key!r} is written twice")
        found[key] = value
    return found


def parse_line(raw: bytes, file: str, number: int) -> Any:
    """One line's JSON value; what is wrong with it is an error at that line."""
    if len(raw) > MAX_LINE_BYTES:
        raise InputError(f"line is more than the limit of {MAX_LINE_BYTES} bytes", file, number)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise InputError("line is not UTF-8 text", file, number) from None
    try:
        return json.loads(text, parse_int=_number, parse_constant=_no_constant,
                          object_pairs_hook=_unique)
    except json.JSONDecodeError as exc:
        raise InputError(f"invalid JSON: {exc.msg} (column {exc.colno})", file,
                         number) from None
    except ValueError as exc:
        raise InputError(f"invalid JSON: {exc}", file, number) from None
    except RecursionError:
        raise InputError("invalid JSON: nested too deeply", file, number) from None


def read_case(root: Node) -> Case:
    """Validate the frame of one case; its engine reads ``scenario`` and ``expect``."""
    root.mapping(allowed=CASE_KEYS, required=("format", "id", "kind", "ruleset", "cards",
                                              "scenario", "expect"))
    if root["format"].value != CASE_FORMAT:
        root["format"].fail(f"expected {CASE_FORMAT!r}, the format this version reads")
    kind = root["kind"].as_str(RULING_KINDS)
    check_engine_keys(root["scenario"], kind, "case")
    ruleset = named_ruleset(root["ruleset"])
    rules = read_rules(root["rules"], ruleset) if "rules" in root else ()
    cards = case_cards(root["cards"])
    name, source, notes = (root[key].as_str() if key in root else ""
                           for key in ("name", "source", "notes"))
    sentences = root.get("sentences")
    if sentences is not None and kind != "replacement":
        sentences.fail("only a replacement case has sentences")
    if kind == "replacement":
        _states_only(root["expect"], sentences)
    case_id = root["id"].as_str()
    ruling = Ruling(f"{root.file}:{root.line}", kind, name or case_id, ruleset,
                    root["scenario"], root["expect"], source, rules, notes)
    return Case(case_id, root.line or 0, ruling, cards, sentences)


def case_cards(node: Node) -> CardLibrary:
    """The cards of a case, each under its own name, as the only cards its board reads."""
    cards: dict[str, CardDef] = {}
    for name, item in node.mapping().items():
        card = parse_card(item)
        if card.name != name:
            item["name"].fail(f"the card under {name!r} is named {card.name!r}",
                              ConsistencyError)
        cards[card.name] = card
    return CaseCards(cards)


def _states_only(expect: Node, sentences: Node | None) -> None:
    """A replacement case expects states (lists of ``{state, orders}``); its sentences
    map events of ``expect`` to ``{sentence: orders}``."""
    for _, body in expect.mapping().items():
        if body.is_map() and "outcomes" in body and not body["outcomes"].is_list():
            body["outcomes"].fail("a case's outcomes are states: a list of {state, orders}")
    for event_id, texts in sentences.mapping().items() if sentences is not None else []:
        if event_id not in expect.value:
            texts.fail(f"no event {event_id!r} in expect", ConsistencyError)
        for _, orders in texts.mapping().items():
            orders.as_int(1)


def load_cases(path: str | Path) -> Iterator[Case | InputError]:
    """Each case of a JSON Lines file in line order; a line that is not a case gives its
    error in its place (the other lines are still read)."""
    path = Path(path)
    file = str(path)
    for number, raw in read_lines(path):
        try:
            yield read_case(Node(parse_line(raw, file, number), file, "", number))
        except InputError as error:
            yield error
        except RecursionError:  # JSON the parser takes, too deep for the reader
            yield InputError("invalid case: nested too deeply", file, number)
