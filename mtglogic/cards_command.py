"""``mtglogic cards``: list, show and check the card library (``rulesets/cards``).

``mtglogic cards`` lists every card; ``mtglogic cards QUERY`` lists the cards whose name
contains QUERY (any case), or shows the card in full when one name matches: its
characteristics, its abilities, the layer each part of a continuous effect applies in under
the ruleset, and the event each replacement effect watches. ``--check`` validates the whole
library under every ruleset and, when a ``tests/`` folder is found, that each card's name
appears in at least one test; it prints ``N cards OK`` (exit 1 with the names of cards
without a test, exit 2 for an invalid card file).
"""
from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import click

from mtglogic.cli_common import json_option, run_safely
from mtglogic.effects.continuous import EffectSpec, compile_spec
from mtglogic.errors import EXIT_FAILED, InputError
from mtglogic.loading.cards import CardDef, CardLibrary, card_library, load_card_folder
from mtglogic.loading.yamlio import Node, dump_json
from mtglogic.model.objects import Ability, thaw
from mtglogic.paths import data_root
from mtglogic.rulesets import DEFAULT_RULESET, Ruleset, available_rulesets, load_ruleset

TYPE_ORDER = ("kindred", "tribal", "enchantment", "artifact", "land", "creature", "planeswalker",
              "battle", "instant", "sorcery", "conspiracy", "dungeon", "phenomenon", "plane",
              "scheme", "vanguard")
SUPERTYPE_ORDER = ("basic", "legendary", "ongoing", "snow", "world")
TEST_SUFFIXES = (".py", ".yaml", ".yml")


def type_line(card: CardDef) -> str:
    words = [t.capitalize() for t in SUPERTYPE_ORDER if t in card.supertypes]
    words += [t.capitalize() for t in TYPE_ORDER if t in card.card_types]
    line = " ".join(words)
    if card.subtypes:
        line += " \u2014 " + " ".join(sorted(card.subtypes))
    return line


def _pt(card: CardDef) -> str:
    if card.power is None and card.toughness is None:
        return ""
    show = lambda v: "*" if v is None else str(v)  # noqa: E731
    return f"{show(card.power)}/{show(card.toughness)}"


def _spec(ability: Ability) -> EffectSpec:
    node = Node(thaw(ability.data), f"<ability {ability.key}>", ability.key)
    return compile_spec(node, ability.key, fixed_targets=(ability.kind == "spell"))


def _continuous(ability: Ability, ruleset: Ruleset) -> dict[str, Any]:
    """A static or spell ability: its parts grouped by the layer the ruleset gives them."""
    spec = _spec(ability)
    data = thaw(ability.data)
    layers: list[dict[str, Any]] = []
    for part in spec.parts:
        layer = ruleset.layer_of(part.kind)
        if not layers or layers[-1]["layer"] != layer.id:
            layers.append({"layer": layer.id, "rule": layer.rule, "name": layer.name,
                           "parts": []})
        layers[-1]["parts"].append(part.describe)
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
    return result


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


def ability_json(ability: Ability, ruleset: Ruleset) -> dict[str, Any]:
    if ability.kind in ("static", "spell"):
        return _continuous(ability, ruleset)
    if ability.kind == "replacement":
        return _replacement(ability)
    return {"kind": ability.kind, "text": ability.text}


def card_json(card: CardDef, ruleset: Ruleset) -> dict[str, Any]:
    return {
        "name": card.name, "mana_cost": card.mana_cost, "mana_value": card.mana_value,
        "colors": sorted(card.colors), "types": sorted(card.card_types),
        "subtypes": sorted(card.subtypes), "supertypes": sorted(card.supertypes),
        "type_line": type_line(card), "power": card.power, "toughness": card.toughness,
        "loyalty": card.loyalty, "text": card.text, "file": shown_path(card.file),
        "abilities": [ability_json(a, ruleset) for a in card.abilities],
    }


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
    if card.text:
        lines.append(f"Text: {card.text}")
    lines.append(f"File: {data['file']}")
    if not card.abilities:
        lines.append("No abilities.")
        return lines
    lines.append(f"Abilities (ruleset {ruleset.id}):")
    by_layer: dict[str, list[str]] = {}
    by_event: dict[str, list[str]] = {}
    for index, ability in enumerate(data["abilities"], 1):
        lines.append(f"  {index}. {ability['kind']}: {ability['text']}")
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
        if ability["kind"] == "replacement":
            what = "can't happen" if ability.get("cant") else \
                f"instead {_inline(ability.get('instead', {}))}"
            events = ", ".join(ability["events"]) or "(no event stated)"
            lines.append(f"     on {events}: {what}")
            for event in ability["events"] or ["(no event stated)"]:
                by_event.setdefault(event, []).append(f"{index}. {what}")
    if by_layer:
        lines.append("By layer:")
        order = {f"layer {l.id} ": i for i, l in enumerate(ruleset.layers)}
        for label in sorted(by_layer, key=lambda s: order.get(s.split("(")[0], 99)):
            lines.append(f"  {label}: {' | '.join(by_layer[label])}")
    if by_event:
        lines.append("By event:")
        for event, entries in by_event.items():
            lines.append(f"  {event}: {' | '.join(entries)}")
    return lines


def list_lines(cards: list[CardDef]) -> list[str]:
    rows = [["name", "cost", "type", "P/T"]]
    rows += [[c.name, c.mana_cost or "-", type_line(c), _pt(c)] for c in cards]
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    lines = ["  ".join(cell.ljust(w) for cell, w in zip(row, widths)).rstrip() for row in rows]
    lines.append(f"{len(cards)} card{'s' if len(cards) != 1 else ''}")
    return lines


def matching(library: CardLibrary, query: str) -> list[CardDef]:
    """An exact name (any case) alone, else every name containing the query (any case)."""
    exact = library.find(query)
    if exact is not None:
        return [exact]
    folded = query.casefold()
    return [library.cards[n] for n in library.names() if folded in n.casefold()]


def default_tests_dir() -> Path | None:
    tests = data_root().parent / "tests"
    return tests if tests.is_dir() else None


def cards_without_tests(library: CardLibrary, tests: Path) -> list[str]:
    """Names that appear in no test file (``*.py`` or YAML) under ``tests``."""
    texts = [p.read_text(encoding="utf-8", errors="replace") for p in sorted(tests.rglob("*"))
             if p.suffix in TEST_SUFFIXES and p.is_file()]
    return [name for name in library.names() if not any(name in text for text in texts)]


def check_library(library: CardLibrary, rulesets: list[Ruleset]) -> None:
    """Every ability compiles, and every part has a layer, under each ruleset."""
    for card in library.cards.values():
        for ruleset in rulesets:
            for ability in card.abilities:
                try:
                    ability_json(ability, ruleset)
                except InputError as exc:
                    raise InputError(f"{card.name}: {exc.message}", card.file) from exc


@click.command("cards")
@click.argument("query", required=False)
@click.option("--check", is_flag=True,
              help="Validate the whole library; each card must also be named in a test.")
@click.option("--tests", "tests_dir", type=click.Path(file_okay=False), default=None,
              help="Folder scanned by --check for each card's name (default: the project's "
                   "tests/, when present).")
@click.option("--library", "library_dir", type=click.Path(file_okay=False), default=None,
              help="Read the cards of this folder instead of the built-in library.")
@click.option("--ruleset", "ruleset_id", default=None, metavar="ID",
              help=f"Ruleset whose layers are shown (default {DEFAULT_RULESET}); --check uses "
                   f"every ruleset unless one is given.")
@json_option
@run_safely
def cards_command(query: str | None, check: bool, tests_dir: str | None,
                  library_dir: str | None, ruleset_id: str | None, as_json: bool) -> None:
    """List the card library, show one card, or check the whole library.

    QUERY matches card names (any case, any part of the name); a single match is shown in
    full: characteristics, abilities, the layer of each effect part, the event of each
    replacement effect.
    """
    if library_dir is not None:
        folder = Path(library_dir)
        if not folder.is_dir():
            raise InputError(f"no card folder {library_dir!r}", "--library")
        library = load_card_folder(folder)
    else:
        library = card_library()
    if check:
        if query is not None:
            raise InputError("give either QUERY or --check, not both")
        run_check(library, tests_dir, ruleset_id, as_json)
        return
    ruleset = load_ruleset(ruleset_id or DEFAULT_RULESET)
    cards = matching(library, query) if query is not None else \
        [library.cards[n] for n in library.names()]
    if query is not None and not cards:
        hint = library.suggest(query)
        raise InputError(f"no card matches {query!r}" +
                         (f"; did you mean {' or '.join(map(repr, hint))}?" if hint else ""))
    show_one = query is not None and len(cards) == 1
    if as_json:
        payload: dict[str, Any] = {"ruleset": ruleset.id}
        if show_one:
            payload["card"] = card_json(cards[0], ruleset)
        else:
            payload["cards"] = [summary_json(c) for c in cards]
        click.echo(dump_json(payload))
        return
    for line in (card_lines(cards[0], ruleset) if show_one else list_lines(cards)):
        click.echo(line)


def run_check(library: CardLibrary, tests_dir: str | None, ruleset_id: str | None,
              as_json: bool) -> None:
    ids = [ruleset_id] if ruleset_id else available_rulesets()
    check_library(library, [load_ruleset(i) for i in ids])
    tests = Path(tests_dir) if tests_dir else default_tests_dir()
    if tests is not None and not tests.is_dir():
        raise InputError(f"no tests folder {tests_dir!r}", "--tests")
    missing = cards_without_tests(library, tests) if tests is not None else []
    count = len(library.cards)
    if as_json:
        click.echo(dump_json({"cards": count, "rulesets": ids, "tests_checked": tests is not None,
                              "without_tests": missing, "ok": not missing}))
    elif missing:
        click.echo(f"{len(missing)} of {count} cards have no test: {', '.join(missing)}",
                   err=True)
    else:
        click.echo(f"{count} cards OK")
    if missing:
        sys.exit(EXIT_FAILED)
