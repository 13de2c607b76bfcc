"""The hand sample of real corpus cards (issue 19, item 5c): draw, draft, run, sort.

Each card of ``sample/cards.yaml`` is drafted from its Oracle text (as ``cards draft`` does),
put on its family's board (and on its `also` board, where the condition holds), and its
answers compared with the answers written by hand:

- right: the drafted card gives the expected answer;
- declined: a sentence of a line the rule drew it for was left as text (the engine says
  so), whatever the answer;
- wrong: it does not give the expected answer, and no such sentence was left as text (a
  drafter bug: the goal is none);
- broken: the drafted card does not load, or the engine refuses the board.

The boards and the rule that drew the cards are in the header of ``sample/cards.yaml``.
"""
from __future__ import annotations

import hashlib
import json
import re
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

import mtglogic
from mtglogic.drafting.drafter import OracleCard, draft
from mtglogic.drafting.yamlout import card_yaml
from mtglogic.engines import ENGINES

SAMPLE = Path(__file__).resolve().parent / "sample" / "cards.yaml"
CORPUS = Path(__file__).resolve().parents[3] / "shared" / "data" / "oracle-cards.jsonl"
SIZE = 200
KINDS = ("right", "declined", "wrong", "broken")

# The drawing rule (the header of sample/cards.yaml says it in words).
_PERMANENT = ("Creature", "Artifact", "Enchantment", "Land")
_TRIGGER = re.compile(r"^(When|Whenever|At) ")
_ACTIVATED = re.compile(r'^[^"]*: ')
_PT = re.compile(r"\bgets? [+-]\d+/[+-]\d+")
_TAPPED = re.compile(r"\benters( the battlefield)? tapped\b")


def line_family(line: str) -> str | None:
    """The family of one Oracle line ("pt", "tapped"), or None when it is out of the rule."""
    line = re.sub(r"\([^()]*\)", "", line).strip()
    if _TRIGGER.match(line) or _ACTIVATED.match(line):
        return None
    if _PT.search(line) and "until end of turn" not in line:
        return "pt"
    return "tapped" if _TAPPED.search(line) else None


def family(card: dict[str, Any]) -> str | None:
    """The sample family of a corpus card (its first line's that has one), or None."""
    if card.get("card_faces") or not any(t in card.get("type_line", "") for t in _PERMANENT):
        return None
    return next(filter(None, map(line_family, card.get("oracle_text", "").split("\n"))), None)


def declined(text: str, untranslated: list[str]) -> bool:
    """Whether a sentence left as text belongs to a line the rule drew the card for: then
    the card says what it could not read; a sentence of another line does not excuse it."""
    lines = [line for line in text.split("\n") if line_family(line)]
    return any(sentence in line for sentence in untranslated for line in lines)


def selected(corpus: Path = CORPUS) -> list[str]:
    """The names the rule draws from the corpus: matching cards by SHA-256 of the name."""
    with corpus.open(encoding="utf-8") as lines:
        cards = [json.loads(line) for line in lines if line.strip()]
    names = [c["name"] for c in cards if family(c)]
    return sorted(names, key=lambda n: hashlib.sha256(n.encode()).hexdigest())[:SIZE]


@dataclass
class Result:
    """One card's run: its kind, the answer it gave and the sentences left as text."""

    name: str
    kind: str
    expected: Any
    got: Any
    untranslated: list[str] = field(default_factory=list)


def entries(path: Path = SAMPLE) -> list[dict[str, Any]]:
    data: list[dict[str, Any]] = yaml.safe_load(path.read_text(encoding="utf-8"))
    return data


def oracle(entry: dict[str, Any]) -> OracleCard:
    stats = [None if entry.get(k) is None else str(entry[k]) for k in ("power", "toughness")]
    return OracleCard(entry["name"], entry["text"], entry["type_line"], entry["mana_cost"],
                      *stats)


def pt_board(entry: dict[str, Any], extra: list[dict[str, Any]]) -> dict[str, Any]:
    card: dict[str, Any] = {"id": "card", "card": entry["name"], "controller": "p1"}
    if entry.get("attached_to"):
        card["attached_to"] = entry["attached_to"]
    if entry.get("choices"):  # made as it entered (614.12; 614.13 in 2026)
        card["choices"] = entry["choices"]
    return {"players": ["p1", "p2"], "objects": [
        card, {"id": "mine", "card": "Grizzly Bears", "controller": "p1"},
        {"id": "theirs", "card": "Grizzly Bears", "controller": "p2"}, *extra]}


def pt_answer(entry: dict[str, Any], ruleset: str, extra: list[dict[str, Any]],
              expected: dict[str, Any]) -> dict[str, Any]:
    """The P/T of each object ``expected`` names ("self" is the card), in every outcome
    (one when they agree)."""
    result = mtglogic.compute_layers(mtglogic.load_scenario(pt_board(entry, extra), ruleset))
    seen: list[dict[str, Any]] = []
    for outcome in ENGINES["layers"].json(result)["outcomes"]:
        objects = outcome["objects"]
        ids = {key: "card" if key == "self" else key for key in expected}
        seen.append({k: f"{objects[ids[k]].get('power')}/{objects[ids[k]].get('toughness')}"
                     for k in expected})
    return seen[0] if all(s == seen[0] for s in seen) else {"outcomes": seen}


def tapped_answer(entry: dict[str, Any], ruleset: str, extra: list[dict[str, Any]],
                  expected: Any) -> list[str]:
    """How the card can enter, over all outcomes: "tapped" or "untapped", then what else
    happens ("untapped + p1 loses 2 life"), sorted."""
    scenario = {"players": ["p1", "p2"],
                "objects": [{"id": "card", "card": entry["name"], "zone": "hand",
                             "owner": "p1"}, *extra],
                "events": [{"id": "play", "zone_change": {"object": "card",
                                                          "to": "battlefield"}}]}
    result = mtglogic.answer_replacement(mtglogic.load_scenario(scenario, ruleset))
    states = set()
    for event in ENGINES["replacement"].json(result)["events"]:
        for outcome in event["outcomes"]:
            # the entering's status: tapped or not (its counters are not compared)
            entered = re.match(r"^card: hand -> battlefield(?: \(([^)]*)\))?",
                               outcome["result"])
            assert entered is not None, outcome["result"]
            tapped = "tapped" in (entered.group(1) or "").split(", ")
            states.add(("tapped" if tapped else "untapped") + outcome["result"][entered.end():])
    return sorted(states)


def boards(entry: dict[str, Any]) -> list[tuple[list[dict[str, Any]], Any]]:
    """The entry's boards: the family's own, and the ``also`` board when it has one, each
    with the extra objects and the answer expected there."""
    found = [([], entry["expected"])]
    if "also" in entry:
        found.append((entry["also"]["objects"], entry["also"]["expected"]))
    return [(extra, sorted(e) if isinstance(e, list) else e) for extra, e in found]


ANSWERS = {"pt": pt_answer, "tapped": tapped_answer}


def run(ruleset: str = "cr-2026", path: Path = SAMPLE) -> list[Result]:
    """Every card of the sample drafted, run on its boards, and sorted into a kind."""
    results = []
    for entry in entries(path):
        drafted = draft(oracle(entry))
        expected = [e for _, e in boards(entry)]
        with tempfile.TemporaryDirectory() as folder:
            (Path(folder) / "card.yaml").write_text(
                card_yaml(drafted.card, drafted.untranslated), encoding="utf-8")
            library = mtglogic.load_cards(folder)
            if library.problems:
                results.append(Result(entry["name"], "broken", expected,
                                      [str(p) for p in library.problems],
                                      drafted.untranslated))
                continue
            try:
                with mtglogic.using_cards(library):
                    got = [ANSWERS[entry["family"]](entry, ruleset, extra, e)
                           for extra, e in boards(entry)]
            except mtglogic.MtglogicError as error:
                results.append(Result(entry["name"], "broken", expected, str(error),
                                      drafted.untranslated))
                continue
        kind = ("declined" if declined(entry["text"], drafted.untranslated) else
                "right" if got == expected else "wrong")
        results.append(Result(entry["name"], kind, expected, got, drafted.untranslated))
    return results
