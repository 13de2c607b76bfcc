"""The published JSON Schemas and the loaders agree, on documents hypothesis makes.

Documents grow from seeds (the shipped cards, the scenarios of the shipped rulings, whole
ruling files, and documents built from every word's example arguments) by one to three
random mutations, mostly within the part a seed is about (its word, one of its objects):
a value replaced by junk, by a word's argument or by a value found elsewhere, a value
changed a little or emptied, a key deleted, a key added (unknown, or one seen beside the
keys there), a key swapped for another, a mapping merged with another of its place.
Whenever the schema refuses a document the loader refuses it too, and whenever the loader
refuses one for a structural reason the schema refuses it too; only a ``ConsistencyError``
(a name the document does not define, an id given twice, a relation between values) may
pass the schema. By default a fixed set of 1000 documents per kind runs;
``MTGLOGIC_AGREEMENT_EXAMPLES=N`` draws N new ones per kind each run, for a longer search.
"""
from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from jsonschema import Draft202012Validator

from mtglogic.api import card_library
from mtglogic.engines import ENGINES
from mtglogic.engines.layers import read_expect as layers_expect
from mtglogic.engines.replacement import read_expect as replacement_expect
from mtglogic.errors import ConsistencyError, InputError
from mtglogic.loading.cards import parse_card, using_cards
from mtglogic.loading.paths import data_root
from mtglogic.loading.replacement import replacement_question
from mtglogic.loading.rulings import read_ruling
from mtglogic.loading.scenario import parse_scenario
from mtglogic.loading.schema import KINDS_OF_DOCUMENT, document_schema
from mtglogic.loading.subgame import parse_subgame_scenario
from mtglogic.node import Node
from mtglogic.subgame.ruling import read_expect as subgame_expect
from mtglogic.triggers.ruling import read_next
from mtglogic.vocabulary.registry import (
    ACTIONS,
    CONDITIONS,
    EVENTS,
    FAMILIES,
    PARTS,
    SELECTORS,
    VALUES,
    WATCH,
    Word,
)

ROOT = data_root()
EXAMPLES = int(os.environ.get("MTGLOGIC_AGREEMENT_EXAMPLES", "1000"))
AGREEMENT = settings(max_examples=EXAMPLES, deadline=None, database=None,
                     derandomize="MTGLOGIC_AGREEMENT_EXAMPLES" not in os.environ,
                     suppress_health_check=list(HealthCheck))
VALIDATORS = {kind: Draft202012Validator(document_schema(kind)) for kind in KINDS_OF_DOCUMENT}
Doc = Any


# -- loaders ------------------------------------------------------------------------------
def _node(doc: Doc) -> Node:
    return Node(doc, "<doc>", "", 1)


def load_card(doc: Doc) -> None:
    parse_card(_node(doc))


def load_scenario(doc: Doc) -> None:
    scenario = parse_scenario(_node(doc))
    if isinstance(doc, dict) and ("events" in doc or "replacements" in doc):
        replacement_question(scenario)


def load_subgame(doc: Doc) -> None:
    parse_subgame_scenario(_node(doc))


def replacement_and_next(expect: Node) -> None:
    """A replacement ruling's expectations: its outcomes, and what it expects to follow
    them (``next``, read by the trigger engine's reader as `verify` reads it)."""
    replacement_expect(expect)
    for _, body in expect.mapping().items():
        entries = body["outcomes"].as_list() if isinstance(body["outcomes"].value, list) \
            else []
        for node in [body] + entries:
            if "next" in node:
                read_next(node["next"])


EXPECT_READERS: dict[str, Callable[[Node], Any]] = {
    "layers": layers_expect, "replacement": replacement_and_next, "subgame": subgame_expect}


def load_ruling(doc: Doc) -> None:
    """Read the frame, load the engine's question, read ``expect`` (without computing)."""
    ruling = read_ruling(_node(doc), Path("<doc>"))
    ENGINES[ruling.kind].load(ruling.scenario, ruling.ruleset)
    EXPECT_READERS[ruling.kind](ruling.expect)


LOADERS: dict[str, Callable[[Doc], None]] = {
    "card": load_card, "scenario": load_scenario, "subgame": load_subgame, "ruling": load_ruling}


def verdicts(kind: str, doc: Doc) -> tuple[bool, InputError | None]:
    """Whether the schema accepts the document, and the loader's error (None: accepted)."""
    schema_ok = VALIDATORS[kind].is_valid(doc)
    try:
        # as every command: the Oracle sources answer for cards no library holds, chosen
        # where the call starts
        with using_cards(card_library()):
            LOADERS[kind](doc)
    except InputError as error:
        return schema_ok, error
    return schema_ok, None


def assert_agree(kind: str, doc: Doc) -> None:
    schema_ok, error = verdicts(kind, doc)
    if not schema_ok:
        why = next(VALIDATORS[kind].iter_errors(doc))
        assert error is not None, \
            f"the schema refuses ({list(why.absolute_path)}: {why.message[:300]}), the " \
            f"loader accepts: {doc!r}"
    if error is not None and not isinstance(error, ConsistencyError):
        assert not schema_ok, f"the loader refuses ({error}), the schema accepts: {doc!r}"


# -- seeds ----------------------------------------------------------------------------------
def _yaml(path: Path) -> Doc:
    return yaml.safe_load(path.read_text(encoding="utf-8"))


def _ruling_doc(path: Path) -> Doc:
    """A ruling as data, its ruleset written in (read without its path, it would be read
    under the default ruleset, whose rule index its ``rules:`` need not match)."""
    return {"ruleset": path.relative_to(ROOT).parts[0], **_yaml(path)}


RULINGS = {path: _ruling_doc(path) for path in sorted(ROOT.glob("cr-*/rulings/**/*.yaml"))}
PLAYERS = ["p1", "p2"]


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from _strings(item)


def _arguments(family: Any) -> list[tuple[Word, Any]]:
    return [(word, arg) for word in family for arg in word.arguments()]


Where = tuple[Any, ...]  # keys and indexes from a document's top to a part of it
Seed = tuple[Doc, Where | None]  # a document, and the part mutations favour (if any)


def _static(**spec: Any) -> dict[str, Any]:
    return {"static": {"applies_to": {"type": "creature"}, **spec}}


def _replacement(word: Word, arg: Any) -> dict[str, Any]:
    """A replacement effect body that uses one watch key or action word."""
    events = list(word.events) or ["damage"]
    if word.family == "watch key":
        watch = {"event": arg} if word.name == "event" else {"event": events, word.name: arg}
        return {"watch": watch, "instead": {"nothing": True}}
    return {"watch": {"event": events}, "instead": {word.name: arg}}


def word_abilities() -> list[tuple[dict[str, Any], Where]]:
    """One ability for each example argument of each selector, value, condition, part,
    watch key and action, and where in it the word is."""
    some = {"effects": [{"modify_pt": [1, 1]}]}
    found = [(_static(**some, applies_to={w.name: a}), ("static", "applies_to"))
             for w, a in _arguments(SELECTORS)]
    found += [(_static(effects=[{"set_power": {w.name: a}}]), ("static", "effects", 0))
              for w, a in _arguments(VALUES)]
    found += [(_static(**some, condition={w.name: a}), ("static", "condition"))
              for w, a in _arguments(CONDITIONS)]
    found += [(_static(effects=[{w.name: a}]), ("static", "effects", 0))
              for w, a in _arguments(PARTS)]
    found += [({"replacement": _replacement(w, a)}, ("replacement", "watch"))
              for w, a in _arguments(WATCH)]
    found += [({"replacement": _replacement(w, a)}, ("replacement",))
              for w, a in _arguments(ACTIONS)]
    return found


def word_cards() -> list[Seed]:
    return [({"name": f"Word {i}", "types": ["enchantment"], "abilities": [ability]},
             ("abilities", 0) + path) for i, (ability, path) in enumerate(word_abilities())]


def word_scenarios() -> list[Seed]:
    """Scenarios whose objects carry the word cards, and scenarios with every event word
    (each string of an example names an object, so that references resolve)."""
    # Words name players as `you`, `opponent` or an id: both words are players here, so
    # that `control: opponent` names one (mtglogic.loading.checks.players_named).
    found: list[Seed] = [({"players": ["you", "opponent"], "objects": [{"id": "x", **card}]},
                          ("objects", 0) + path) for card, path in word_cards()]
    for word, arg in _arguments(EVENTS):
        names = sorted(set(_strings(arg)) - set(PLAYERS))
        doc = {"players": PLAYERS, "objects": [{"id": n, "card": "Grizzly Bears"} for n in names],
               "events": [{"id": "e", word.name: arg}],
               "replacements": [{"id": "r", "controller": "p1", **_replacement(w, a)}
                                for w, a in _arguments(ACTIONS)
                                if not w.events or word.name in w.events][:3]}
        found += [(doc, ("events", 0)), (doc, ("replacements", 0))]
    return found


def with_parts(doc: Doc, *within: str) -> list[Seed]:
    """A document, and the same with the focus on each item of its lists (objects, steps,
    events...) and each entry of its mappings named ``within``."""
    found: list[Seed] = [(doc, None)]
    for key, value in doc.items():
        if isinstance(value, list):
            found += [(doc, (key, i)) for i in range(len(value))]
        elif isinstance(value, dict) and key in within:
            found += [(doc, (key, k)) for k in value]
    return found


SEEDS: dict[str, list[Seed]] = {
    "card": [(_yaml(p), None) for p in sorted((ROOT / "cards").glob("*.yaml"))] + word_cards(),
    "scenario": [s for r in RULINGS.values() if r["kind"] != "subgame"
                 for s in with_parts(r["scenario"])] + word_scenarios(),
    "subgame": [s for r in RULINGS.values() if r["kind"] == "subgame"
                for s in with_parts(r["scenario"], "players")],
    "ruling": [s for r in RULINGS.values() for s in with_parts(r, "scenario", "expect")],
}


# -- mutations ------------------------------------------------------------------------------
JUNK: list[Any] = [None, True, False, 0, -1, 7, 2.0, 1.5, 10**13, "", "junk", "you",
                   "battlefield", "creature", "*", "{2}{G}", [], ["junk"], [1, 2], {},
                   {"junk": 1}, {"chosen": "x"}]
POOL: list[Any] = [arg for family in FAMILIES for _, arg in _arguments(family)]


def copy(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [copy(v) for v in value]
    return value


Slot = tuple[Any, Any, str]  # a container, a key or index in it, and the name of the slot


def slots(value: Any, name: str = "") -> list[Slot]:
    """Every slot of a document: its container, key or index, and its name (the key; for
    an item of a list, the list's name and ``[]``: ``objects[]``)."""
    found: list[Slot] = []
    pending = [(value, name)]
    while pending:
        here, here_name = pending.pop()
        if isinstance(here, dict):
            entries = [(k, str(k)) for k in here]
        elif isinstance(here, list):
            entries = [(i, here_name + "[]") for i in range(len(here))]
        else:
            entries = []
        for key, key_name in entries:
            found.append((here, key, key_name))
            pending.append((here[key], key_name))
    return found


def _names_seen() -> tuple[dict[str, list[Any]], dict[str, list[str]]]:
    """Every slot name of the seeds and word arguments, with a few values it has there, and
    the keys found beside each key: an added key is mostly a neighbour of the keys there,
    and a new value mostly one its slot has elsewhere, to reach the checks between keys."""
    values: dict[str, dict[str, Any]] = {}
    beside: dict[str, set[str]] = {}
    for doc in [d for seeds in SEEDS.values() for d, _ in seeds] + POOL:
        for container, key, name in slots(doc):
            seen = values.setdefault(name, {})
            if len(seen) < 40:
                seen.setdefault(repr(container[key]), container[key])
            if isinstance(container, dict):
                beside.setdefault(name, set()).update(map(str, container))
    return ({name: list(seen.values()) for name, seen in sorted(values.items())},
            {name: sorted(near) for name, near in sorted(beside.items())})


VALUES_BY_NAME, NEIGHBOURS = _names_seen()
KEYS = sorted(NEIGHBOURS) + ["zzz"]
MUTATIONS = ("replace", "tweak", "empty", "delete", "add", "add", "swap", "merge", "merge")


def _new_key(data: st.DataObject, mapping: dict) -> str:
    """A key to add to a mapping: mostly a neighbour of one of its keys, else any key."""
    near = sorted({k for key in mapping for k in NEIGHBOURS.get(str(key), ())})
    return data.draw(st.sampled_from(near if near and data.draw(st.booleans()) else KEYS))


def tweak(data: st.DataObject, value: Any) -> Any:
    """A value changed a little: a word misspelt or recased, a number out of range, a
    boolean flipped, a list shortened or grown."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, str):
        return data.draw(st.sampled_from([value + "x", value.upper(), value.capitalize(),
                                          " " + value, value[1:]]))
    if isinstance(value, int):
        return data.draw(st.sampled_from([value + 1, -value - 1, value * 10**13 + 1]))
    if isinstance(value, list) and value:
        return data.draw(st.sampled_from([value[1:], value + value[:1], value[0]]))
    return value


def merge(data: st.DataObject, mapping: dict, name: str) -> None:
    """Add to a mapping the keys it lacks from another value of its slot (a watch gets the
    keys of another watch, an object those of another object)."""
    others = [v for v in VALUES_BY_NAME.get(name, ()) if isinstance(v, dict)]
    if others:
        for key, value in data.draw(st.sampled_from(others)).items():
            mapping.setdefault(key, copy(value))


def _part(doc: Doc, path: Where | None) -> tuple[Any, str]:
    """The part of the document at ``path`` and its slot name (None when a mutation took
    it away)."""
    name = ""
    for key in path or ():
        if (isinstance(doc, dict) and key in doc) or (isinstance(doc, list) and \
                isinstance(key, int) and key < len(doc)):
            name = name + "[]" if isinstance(doc, list) else str(key)
            doc = doc[key]
        else:
            return None, ""
    return (doc, name) if path and isinstance(doc, (dict, list)) else (None, "")


def mutate(data: st.DataObject, doc: Doc, focus: Where | None) -> Doc:
    """The document with one random change (see the module docstring), mostly in the
    part at ``focus`` when there is one."""
    top, name = _part(doc, focus)
    if top is None or not data.draw(st.integers(0, 3)):
        top, name = doc, ""
    where = slots(top, name)
    if not where:
        return _value(data, slots(doc), "") if top is doc else doc
    action = data.draw(st.sampled_from(MUTATIONS))
    maps = [(c[k], n) for c, k, n in where if isinstance(c[k], dict)] + \
        ([(top, name)] if isinstance(top, dict) else [])
    if action in ("add", "merge") and maps:
        mapping, map_name = data.draw(st.sampled_from(maps))
        if action == "merge":
            merge(data, mapping, map_name)
        else:
            key = _new_key(data, mapping)
            mapping[key] = _value(data, where, key)
        return doc
    container, key, slot_name = data.draw(st.sampled_from(where))
    if action == "tweak":
        container[key] = tweak(data, container[key])
    elif action == "empty":
        container[key] = type(container[key])()  # {}, [], "", 0, False or None
    elif action in ("delete", "swap"):
        value = container.pop(key)
        if action == "swap" and isinstance(container, dict):
            container[_new_key(data, container)] = value
    else:
        container[key] = _value(data, where, slot_name)
    return doc


def _value(data: st.DataObject, where: list[Slot], name: str) -> Any:
    """Junk, a word's example argument, a copy of a value found in the document, or a value
    the slot has elsewhere."""
    source = data.draw(st.sampled_from(["junk", "pool", "here", "slot", "slot", "slot"]))
    if source == "here" and where:
        container, key, _ = data.draw(st.sampled_from(where))
        return copy(container[key])
    if source == "slot" and name in VALUES_BY_NAME:
        return copy(data.draw(st.sampled_from(VALUES_BY_NAME[name])))
    return copy(data.draw(st.sampled_from(POOL if source == "pool" else JUNK)))


def mutated(kind: str) -> st.SearchStrategy[Doc]:
    """A seed of this kind of document with one to three mutations."""
    @st.composite
    def build(draw: Callable[..., Any]) -> Doc:
        seed, focus = draw(st.sampled_from(SEEDS[kind]))
        doc = copy(seed)
        data = draw(st.data())
        for _ in range(draw(st.sampled_from((1, 1, 1, 2, 3)))):  # one change, mostly
            doc = mutate(data, doc, focus)
        return doc
    return build()


# -- the agreement ----------------------------------------------------------------------------
@pytest.mark.parametrize("kind", KINDS_OF_DOCUMENT)
def test_every_seed_is_valid_for_both(kind: str) -> None:
    for doc, _ in SEEDS[kind]:
        schema_ok, error = verdicts(kind, doc)
        assert schema_ok and error is None, (doc, error)


@pytest.mark.parametrize("kind", KINDS_OF_DOCUMENT)
def test_the_schema_and_the_loader_agree_on_mutated_documents(kind: str) -> None:
    @AGREEMENT
    @given(mutated(kind))
    def agree(doc: Doc) -> None:
        assert_agree(kind, doc)
    agree()


# -- the gaps closed, one by one ------------------------------------------------------------
BEARS = {"id": "b", "card": "Grizzly Bears"}
SHIELD = {"watch": {"event": "damage"}, "instead": {"prevent": "all"}}


def _card(**keys: Any) -> Doc:
    return {"name": "C", **keys}


def _spec_card(kind: str, **spec: Any) -> Doc:
    return _card(types=["enchantment"], abilities=[{kind: spec}])


def _with_event(*replacements: Doc, **event: Any) -> Doc:
    return {"players": PLAYERS, "objects": [BEARS],
            "events": [{"id": "e", **(event or {"draw": {"player": "p1"}})}],
            "replacements": list(replacements)}


def _ruling(kind: str, scenario: Doc, expect: Doc) -> Doc:
    return {"kind": kind, "scenario": scenario, "expect": expect}


GAPS: list[tuple[str, Doc, str]] = [
    ("scenario", {"players": []}, "at least one player"),
    ("scenario", {"objects": [dict(BEARS, zone="graveyard", controller="you")]},
     "no controller"),
    ("scenario", {"objects": [dict(BEARS, attached_at=3)]}, "attached_at needs attached_to"),
    ("scenario", {"objects": [dict(BEARS, power=3)]}, "'power' is a card key"),
    ("scenario", {"ruleset": "cr-1999"}, "unknown ruleset"),
    ("scenario", {"objects": [BEARS], "effects": [
        {"card": "Giant Growth", "targets": ["b"], "rule_effect": "x"}]}, "'rule_effect'"),
    ("scenario", {"objects": [BEARS], "effects": [{"targets": ["b"], "effects": []}]},
     "an effect needs"),
    ("card", _card(power=2), "both power and toughness"),
    ("card", _card(types=["Creature"]), "needs power and toughness"),
    ("card", _card(subtypes=["Forest"]), "is a land type"),
    ("card", _card(mana_cost="2G"), "outside {} symbols"),
    ("card", _card(mana_cost=3), "mana cost"),
    ("card", _spec_card("static", effects=[{"modify_pt": [1, 1]}]), "needs `applies_to`"),
    ("card", _spec_card("spell", text="x"), "an effect needs"),
    ("card", _spec_card("static", applies_to={"power": {}}, rule_effect="x"),
     "at least one comparison"),
    ("card", _spec_card("spell", effects=[{"text_change": {"from": "white", "to": "Island"}}]),
     "color word can only become"),
    ("card", _card(abilities=[{"replacement": dict(SHIELD, cant=True)}]),
     "`instead` (a replacement"),
    ("card", _card(abilities=[{"replacement": {"watch": {"event": "damage"}}}]),
     "`instead` (a replacement"),
    ("card", _card(abilities=[{"replacement": {"watch": {"event": "damage"}, "cant": True,
                                               "optional": True}}]), "not optional"),
    ("card", _card(abilities=[{"replacement": dict(SHIELD, watch={"event": []})}]),
     "at least one event"),
    ("card", _card(abilities=[{"replacement": dict(SHIELD, watch={
        "event": "zone_change", "target": {}, "object": {}}, instead={"nothing": True})}]),
     "not both"),
    ("card", _card(abilities=[{"replacement": dict(SHIELD, watch={
        "event": "draw", "combat": True}, instead={"nothing": True})}]), "is about damage"),
    ("card", _card(abilities=[{"replacement": dict(SHIELD, watch={"event": "draw"})}]),
     "changes damage events"),
    ("card", _card(abilities=[{"replacement": {"watch": {"event": "draw"}, "instead": {
        "become": {"event": "draw", "what": "x"}}}}]), "a draw event has no 'what'"),
    ("card", _card(abilities=[{"replacement": {"watch": {"event": "draw"}, "instead": {
        "become": {"event": "draw", "count": 1, "amount": 1}}}}]), "not both"),
    ("scenario", _with_event(zone_change={"object": "b", "to": "graveyard", "tapped": True}),
     "only for an object entering"),
    ("scenario", _with_event(dict(SHIELD, **{"from": "b"})), "`from` takes the effects"),
    ("scenario", {"replacements": [SHIELD]}, "no `events:`"),
    ("subgame", {"players": {"A": {}}, "steps": [{"move": "a1"}]}, "move needs `to`"),
    ("subgame", {"players": {"A": {}}, "steps": [{"bring_in": "a1", "to": "stack"}]},
     "unknown value 'stack'"),
    ("subgame", {"players": {"A": {"hand": [{"id": "s", "card": "Shahrazad", "types": []}]}},
                 "steps": []}, "comes from the card library"),
    ("ruling", _ruling("layers", {}, {}), "`objects` or `outcomes`"),
    ("ruling", _ruling("layers", {}, {"outcomes": [], "order": []}), "goes with `objects`"),
    ("ruling", _ruling("layers", {}, {"objects": {"b": {}}, "order": [{"layer": 1}]}),
     "missing required key 'effects'"),
    ("ruling", _ruling("layers", {"events": []}, {"objects": {}}), "only a replacement"),
    ("ruling", _ruling("replacement", {"players": PLAYERS}, {}), "no `events:`"),
    ("ruling", _ruling("replacement", _with_event(), {"e": {"outcomes": {"x": 0}}}),
     "at least 1"),
    ("ruling", _ruling("subgame", {"players": {"A": {}}, "steps": []}, {"rules": 5}),
     "expected a list"),
    # found by the mutations (a zone is text; a number read as text is no zone)
    ("ruling", _ruling("replacement", _with_event(), {"e": {
        "outcomes": {"x": 1}, "stack": [{"state": {"zones": {"b": 1}}, "ways": 1}]}}),
     "expected a zone's name"),
]


@pytest.mark.parametrize("kind, doc, message", GAPS, ids=[m for _, _, m in GAPS])
def test_each_closed_gap_is_refused_by_both(kind: str, doc: Doc, message: str) -> None:
    schema_ok, error = verdicts(kind, doc)
    assert not schema_ok, "the schema accepts it"
    assert error is not None and not isinstance(error, ConsistencyError), error
    assert message in str(error) and "\n" not in str(error) and "<doc>:" in str(error)


CONSISTENCY: list[tuple[str, Doc, str]] = [
    ("scenario", {"objects": [dict(BEARS, controller="p9")]}, "no player 'p9'"),
    ("scenario", {"objects": [BEARS, BEARS]}, "duplicate object id"),
    ("scenario", {"objects": [dict(BEARS, card="Nope")]}, "unknown card 'Nope'"),
    ("scenario", {"objects": [dict(BEARS, attached_to="b2", attached_at=0, timestamp=2),
                              dict(BEARS, id="b2")]}, "before it entered"),
    ("scenario", _with_event(draw={"player": "p9"}), "no player 'p9'"),
    ("subgame", {"players": {"A": {}}, "active_player": "B", "steps": []}, "no player 'B'"),
]


@pytest.mark.parametrize("kind, doc, message", CONSISTENCY, ids=[m for _, _, m in CONSISTENCY])
def test_what_no_schema_can_see_is_a_consistency_error(kind: str, doc: Doc,
                                                       message: str) -> None:
    schema_ok, error = verdicts(kind, doc)
    assert schema_ok and isinstance(error, ConsistencyError), error
    assert message in str(error)
