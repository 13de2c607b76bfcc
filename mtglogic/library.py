"""The card library as a user sees it: listing, describing and checking cards.

A card is described with its characteristics, its abilities, the layer each part of a
continuous effect applies in under a ruleset, and the event each replacement effect
watches; ``check_library`` compiles every ability under every ruleset and finds the cards
no test names.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from mtglogic.deferred import deferred
from mtglogic.errors import InputError
from mtglogic.loading.card_sources import source_indexes
from mtglogic.loading.cards import CardLibrary, LazySource
from mtglogic.loading.kept_drafts import KeptDrafts
from mtglogic.loading.paths import data_root
from mtglogic.model.cards import CardDef, CardFace
from mtglogic.model.frozen import thaw
from mtglogic.model.objects import Ability
from mtglogic.model.ruleset import Ruleset
from mtglogic.text import plural, table
from mtglogic.text import type_line as printed_type_line
from mtglogic.triggers.rules import keyword_trigger, trigger_rules
from mtglogic.vocabulary.rules_effects import cited

if TYPE_CHECKING:
    from mtglogic.vocabulary.triggers import TriggerSpec

TEST_SUFFIXES = (".py", ".yaml", ".yml")
# The drafter (and its Oracle parser) loads only when a card the library lacks is named.
_ORACLE_CARDS = deferred("mtglogic.drafting.corpus_cards:OracleCards")
# How a trigger's keys read as written: with the words of events, which a compiled
# triggered ability has loaded.
_as_written = deferred("mtglogic.vocabulary.watch_base:as_written")


def corpus_cards(files: Sequence[Path] = (), report: Callable[[Any], None] | None = None,
                 ) -> LazySource:
    """The user's Oracle ``files``, then the installed card file, then the built-in corpus,
    as a card source made when a name first falls through the library; ``report`` hears of
    each card drafted (a ``mtglogic.drafting.corpus_cards.DraftedCard``). Drafts are kept
    (``mtglogic.loading.kept_drafts``): a card is drafted once per text and code."""
    chosen = list(files)
    return LazySource(lambda: oracle_cards(chosen, report))


def oracle_cards(files: Sequence[Path] = (), report: Callable[[Any], None] | None = None,
                 ) -> Any:
    """The card source of ``corpus_cards``, made now (a
    ``mtglogic.drafting.corpus_cards.OracleCards``: what ``cards search`` reads)."""
    chosen = list(files)
    return _ORACLE_CARDS()(lambda: source_indexes(chosen), report=report, kept=KeptDrafts())


def type_line(card: CardFace) -> str:
    """The card's type line as printed (``Legendary Creature — Human Wizard``)."""
    return printed_type_line(card.supertypes, card.card_types, sorted(card.subtypes))


def _pt(card: CardFace) -> str:
    if card.power is None and card.toughness is None:
        return ""
    return f"{_shown(card.power)}/{_shown(card.toughness)}"


def _shown(value: object) -> str:
    """A power or toughness as printed: ``*`` when it is not a number."""
    return "*" if value is None else str(value)


def _continuous(ability: Ability, ruleset: Ruleset) -> dict[str, Any]:
    """A static or spell ability: its parts grouped by the layer the ruleset gives them."""
    spec = ability.definition
    data = thaw(ability.data)
    layers: list[dict[str, Any]] = []
    written = [e for e in data.get("effects") or [] if isinstance(e, dict) and len(e) == 1]
    for part in spec.parts:
        layer = ruleset.layer_of(part.kind)
        if not layers or layers[-1]["layer"] != layer.id:
            layers.append({"layer": layer.id, "rule": layer.rule, "name": layer.name,
                           "parts": []})
        layers[-1]["parts"].append(_with_amount(part.describe, part.op, written))
    order = {layer.id: i for i, layer in enumerate(ruleset.layers)}
    layers.sort(key=lambda entry: order[entry["layer"]])
    result: dict[str, Any] = {"kind": ability.kind, "text": ability.text, "layers": layers}
    for key in ("applies_to", "condition", "functions_in"):
        if key in data:
            result[key] = data[key]
    if spec.cda:
        result["cda"] = True
    if spec.player_effect is not None:
        result["player_effect"] = {"players": spec.player_effect.players,
                                   "gains": list(spec.player_effect.gains),
                                   "rule": ruleset.cite("player_effects")}
    if spec.rule_effect is not None:
        result["rule_effect"] = {"text": spec.rule_effect, "rule": ruleset.cite("rule_effects")}
    if spec.rules:
        result["rules"] = [{"word": r.word, "argument": r.argument, "applies_to": r.kind,
                            "rules": cited(r, ruleset)} for r in spec.rules]
    return result


def _with_amount(describe: str, word: str, written: list[dict[str, Any]]) -> str:
    """A part's description with the argument its effect was written with (the first
    effect of that word not yet shown): "power/toughness modified: +1/+3", so that a
    drafted card can be checked by eye against its text."""
    found = next((e for e in written if word in e), None)
    if found is None:
        return describe
    written.remove(found)
    value = found[word]
    if isinstance(value, list) and len(value) == 2 and all(isinstance(v, int) for v in value):
        signs = ("+" if v >= 0 and word == "modify_pt" else "" for v in value)
        return f"{describe}: " + "/".join(f"{sign}{v}" for sign, v in zip(signs, value))
    return f"{describe}: {_inline(value)}"


def _replacement(ability: Ability) -> dict[str, Any]:
    data = thaw(ability.data) or {}
    watch = data.get("watch") or {}
    events = watch.get("event", [])
    result: dict[str, Any] = {"kind": "replacement", "text": ability.text,
                              "events": events if isinstance(events, list) else [events],
                              "watch": watch}
    if "instead" in data:
        result["instead"] = data["instead"]
    if data.get("cant"):
        result["cant"] = True
    for flag in ("optional", "self_replacement", "resolved", "works_from"):
        if flag in data:
            result[flag] = data[flag]
    return result


def not_read(ability: Ability) -> bool:
    """Whether no engine reads the ability, only its text being kept: an activated or mana
    ability, a triggered one written as text, a static or spell ability that is only a
    rule's text (``rule_effect``). A keyword is a characteristic the engines read
    (selectors, rules effects, the ruleset's keyword effects, a keyword's trigger)."""
    spec = ability.definition
    if ability.kind in ("activated", "mana"):
        return True
    if ability.kind == "triggered":
        return spec is None  # text only: not compiled to a TriggerSpec
    if ability.kind in ("static", "spell"):
        return not (spec.parts or spec.rules or spec.player_effect is not None
                    or spec.counters_remain is not None)
    return False


# How a triggered ability's keys beside its event read, in a card's description, and
# the key of the rule each follows in the ruleset's `triggers: rules:` ("" for none).
TRIGGER_OPTIONS = {"one_or_more": ("one or more: once for the whole event", "occurrences"),
                   "if": ("intervening if", "intervening_if"),
                   "once_each_turn": ("only once each turn", "once_each_turn"),
                   "optional": ("you may: chosen as it resolves", "optional"),
                   "works_from": ("works from", ""), "target": ("targets", "")}


def trigger_json(spec: TriggerSpec, ruleset: Ruleset) -> dict[str, Any]:
    """What the engines read of a triggered ability: its trigger event with the rules of
    its words, the keys beside it, and what it does."""
    rules = trigger_rules(ruleset)
    data = thaw(spec.data) or {}
    options = []
    for key, (said, rule) in TRIGGER_OPTIONS.items():
        if key in data:
            value = "" if data[key] is True else f" {_as_written()(data[key])}"
            cite = f" ({rules.cite(rule)})" if rule and rules.cite(rule) else ""
            options.append(f"{said}{value}{cite}")
    words = [e.word for e in spec.when.parts()]
    cites = list(dict.fromkeys(rule for word in words for rule in rules.of_event(word)))
    found: dict[str, Any] = {"when": spec.when.describe(), "event_rules": cites,
                             "options": options, "does": spec.does()}
    if spec.rule:
        found["rule"] = spec.rule
    return found


def ability_json(ability: Ability, ruleset: Ruleset) -> dict[str, Any]:
    """An ability as the engines read it; ``not_read`` when none does (its text only)."""
    if ability.kind in ("static", "spell"):
        continuous = _continuous(ability, ruleset)
        return continuous | {"not_read": True} if not_read(ability) else continuous
    if ability.kind == "replacement":
        return _replacement(ability)
    if ability.kind == "triggered":  # read as data, or text the engines don't read
        spec = ability.definition
        read = spec is not None  # compiled to a TriggerSpec, or text only
        return {"kind": "triggered", "text": ability.text, "read": read,
                **(trigger_json(spec, ruleset) if read else {"not_read": True})}
    found: dict[str, Any] = {"kind": ability.kind, "text": ability.text}
    keyword = keyword_trigger(ruleset, ability.text) if ability.kind == "keyword" else None
    if keyword is not None:  # a keyword that is a triggered ability (702.79a persist)
        found["triggered"] = trigger_json(keyword, ruleset)
    return found | {"not_read": True} if not_read(ability) else found


def face_json(face: CardFace, ruleset: Ruleset) -> dict[str, Any]:
    """The characteristics and abilities of a card, or of one face of a card with two."""
    return {
        "name": face.name, "mana_cost": face.mana_cost, "mana_value": face.mana_value,
        "colors": sorted(face.colors), "types": sorted(face.card_types),
        "subtypes": sorted(face.subtypes), "supertypes": sorted(face.supertypes),
        "type_line": type_line(face), "power": face.power, "toughness": face.toughness,
        "loyalty": face.loyalty, "text": face.text,
        "abilities": [ability_json(a, ruleset) for a in face.abilities],
    }


def card_json(card: CardDef, ruleset: Ruleset) -> dict[str, Any]:
    """A card; one with two faces also has its ``layout`` and each face (712, 709, 715)."""
    data = face_json(card, ruleset) | {"file": shown_path(card.file)}
    if card.faces:
        data["layout"] = card.layout
        data["faces"] = [face_json(face, ruleset) for face in card.faces]
    return data


def shown_path(file: str) -> str:
    """A card file relative to the project (``rulesets/cards/x.yaml``) when it is inside."""
    try:
        return str(Path(file).resolve().relative_to(data_root().parent))
    except ValueError:
        return file


def summary_json(card: CardDef) -> dict[str, Any]:
    return {"name": card.name, "mana_cost": card.mana_cost, "type_line": type_line(card),
            "power": card.power, "toughness": card.toughness, "file": shown_path(card.file)}


def _inline(value: Any) -> str:
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {_inline(v)}" for k, v in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(_inline(v) for v in value) + "]"
    return str(value).lower() if isinstance(value, bool) else str(value)


def card_lines(card: CardDef, ruleset: Ruleset) -> list[str]:
    data = card_json(card, ruleset)
    cost = f"  {card.mana_cost}" if card.mana_cost else ""
    lines = [f"{card.name}{cost}  (mana value {card.mana_value})", data["type_line"]]
    if _pt(card):
        lines.append(f"Power/toughness: {_pt(card)}")
    if card.loyalty is not None:
        lines.append(f"Loyalty: {card.loyalty}")
    lines.append(f"Colors: {', '.join(data['colors']) or 'colorless'}")
    if card.text:  # one line of Oracle text per ability (113.2c), each on a line of its own
        lines.append("Text:")
        lines += [f"  {line}" for line in card.text.splitlines() if line.strip()]
    lines.append(f"File: {data['file']}")
    for index, face in enumerate(card.faces):
        which = ("front", "back") if card.layout in ("transform", "modal_dfc", "meld") \
            else ("first", "second")
        cost = f"  {face.mana_cost}" if face.mana_cost else ""
        pt = f"  {_pt(face)}" if _pt(face) else ""
        lines.append(f"{card.layout} card, {which[index]} face: {face.name}{cost}  "
                     f"{type_line(face)}{pt}")
        if index:  # the other face's abilities (the card's own are listed below)
            for ability in data["faces"][index]["abilities"]:
                lines.append(f"  - {ability['kind']}: {ability['text']}")
                if ability.get("not_read"):
                    lines.append("     not read by the engines: its text only")
    if not card.abilities:
        lines.append("No abilities.")
        return lines
    lines.append(f"Abilities (ruleset {ruleset.id}):")
    by_layer: dict[str, list[str]] = {}
    by_event: dict[str, list[str]] = {}
    for index, ability in enumerate(data["abilities"], 1):
        lines.append(f"  {index}. {ability['kind']}: {ability['text']}")
        if ability.get("not_read"):
            lines.append("     not read by the engines: its text only")
        for key in ("applies_to", "condition"):
            if key in ability:
                lines.append(f"     {key.replace('_', ' ')}: {_inline(ability[key])}")
        for entry in ability.get("layers", []):
            label = f"layer {entry['layer']} ({entry['rule']}, {entry['name']})"
            lines.append(f"     {label}: {'; '.join(entry['parts'])}")
            by_layer.setdefault(label, []).append(f"{index}. {'; '.join(entry['parts'])}")
        if "player_effect" in ability:
            pe = ability["player_effect"]
            lines.append(f"     effect on players ({pe['rule']}): {pe['players']} gain "
                         f"{', '.join(pe['gains'])}")
        if "rule_effect" in ability:
            re_ = ability["rule_effect"]
            lines.append(f"     effect on the rules ({re_['rule']}): {re_['text']}")
        for word in ability.get("rules", []):  # rules words, each citing its own rule
            shown = "" if word["argument"] is True else f" {_inline(word['argument'])}"
            lines.append(f"     effect on the rules ({', '.join(word['rules'])}): "
                         f"{word['word']}{shown}")
        if ability["kind"] == "triggered" or "triggered" in ability:
            lines += _trigger_lines(ability.get("triggered", ability))
        if ability["kind"] == "replacement":
            what = "can't happen" if ability.get("cant") else \
                f"instead {_inline(ability.get('instead', {}))}"
            events = ", ".join(ability["events"]) or "(no event stated)"
            lines.append(f"     on {events}: {what}")
            for event in ability["events"] or ["(no event stated)"]:
                by_event.setdefault(event, []).append(f"{index}. {what}")
    if by_layer:
        lines.append("By layer:")
        order = {f"layer {layer.id} ": i for i, layer in enumerate(ruleset.layers)}
        for label in sorted(by_layer, key=lambda s: order.get(s.split("(")[0], 99)):
            lines.append(f"  {label}: {' | '.join(by_layer[label])}")
    if by_event:
        lines.append("By event:")
        for event, entries in by_event.items():
            lines.append(f"  {event}: {' | '.join(entries)}")
    return lines


def _trigger_lines(found: dict[str, Any]) -> list[str]:
    """A triggered ability as the engines read it, or that they don't."""
    if found.get("read") is False:
        return ["     not read: text only (no engine sees it trigger)"]
    cites = ", ".join(([found["rule"]] if "rule" in found else []) + found["event_rules"])
    lines = [f"     trigger event ({cites}): {found['when']}"]
    lines += [f"     {option}" for option in found["options"]]
    return lines + [f"     it will: {found['does']}"]


def list_lines(cards: list[CardDef]) -> list[str]:
    rows = [["name", "cost", "type", "P/T"]]
    rows += [[c.name, c.mana_cost or "-", type_line(c), _pt(c)] for c in cards]
    return table(rows, indent="") + [plural(len(cards), "card")]


def matching(library: CardLibrary, query: str) -> list[CardDef]:
    """An exact name (any case) alone, else every name of the library containing the query
    (any case), else the one card the query's words loosely name (``CardLibrary.loosely``,
    as Scryfall's fuzzy lookup)."""
    exact = library.find(query)
    if exact is not None:
        return [exact]
    folded = query.casefold()
    found = [library.listed(n) for n in library.names() if folded in n.casefold()]
    cards = [card for card in found if card is not None]
    loose = library.loosely(query) if not cards else None
    return cards or ([loose] if loose is not None else [])


def default_tests_dir() -> Path | None:
    tests = data_root().parent / "tests"
    return tests if tests.is_dir() else None


def cards_without_tests(library: CardLibrary, tests: Path) -> list[str]:
    """Names that appear in no test file (``*.py`` or YAML) under ``tests``."""
    texts = [p.read_text(encoding="utf-8", errors="replace") for p in sorted(tests.rglob("*"))
             if p.suffix in TEST_SUFFIXES and p.is_file()]
    return [name for name in library.names() if not any(name in text for text in texts)]


def library_problems(library: CardLibrary, rulesets: list[Ruleset]) -> list[InputError]:
    """An error for each card and ruleset under which an ability does not compile or a
    part has no layer."""
    problems = []
    for card in library.cards.values():
        every = card.abilities + tuple(a for face in card.faces for a in face.abilities)
        for ruleset in rulesets:
            for ability in every:
                try:
                    ability_json(ability, ruleset)
                except InputError as exc:
                    problems.append(InputError(f"{card.name} ({ruleset.id}): {exc.message}",
                                               card.file))
                    break
    return problems


def check_library(library: CardLibrary, rulesets: list[Ruleset]) -> None:
    """Every ability compiles, and every part has a layer, under each ruleset."""
    problems = library_problems(library, rulesets)
    if problems:
        raise problems[0]
