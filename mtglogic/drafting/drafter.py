"""Draft a card file from a card's Oracle text: the driver of the grammar and the builder.

Each line of the Oracle text is one ability (113.2c). A line of keywords becomes keywords;
a triggered ability (603.1: "when", "whenever", "at") is data when its whole line is read
(``phrases.triggers``), else a text ability (which the card's views say is not read); an
activated or mana ability (602.1, 605.1a: "cost: effect") is a text ability of its kind,
with the effects its effect creates as it resolves where they are read (a shield, an effect
until end of turn: ``phrases.activated``), else said to be not read; any other line is
parsed sentence by sentence, and translated only when every sentence of it is. A line the
drafter cannot translate stays as a text ability (a static ability with a rule effect, or
an instant's or sorcery's effect as text), and each of its untranslated sentences is listed.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache, lru_cache
from typing import Any

from lark import Tree

from mtglogic.budget import Budget
from mtglogic.drafting.build import Context, Untranslatable, finished
from mtglogic.drafting.enters_sentences import enters_sentence
from mtglogic.drafting.grammar import parse
from mtglogic.drafting.keyword_grants import granted_riot
from mtglogic.drafting.limits import MAX_TEXT_CHARS, check_field, check_lines
from mtglogic.drafting.max_speed import max_speed_activated
from mtglogic.drafting.named_groups import named_group_sentence, renamed_sentence
from mtglogic.drafting.oracle import (
    Normalizer,
    Sentence,
    ability_lines,
    rules_text,
    sentences,
    strip_reminder,
    triggered,
)
from mtglogic.drafting.phrases import PHRASE_BUILDER
from mtglogic.drafting.rules_changed import changed_rule
from mtglogic.drafting.rules_combat import combat_sentence
from mtglogic.drafting.rules_game import game_sentence
from mtglogic.drafting.spell_statics import grants_itself_casting
from mtglogic.drafting.station import (
    STATION,
    STATION_LINE,
    creature_threshold,
    grantable,
    station_static,
)
from mtglogic.drafting.would_conditions import in_mode, mode_numbers, refers_back
from mtglogic.drafting.would_sentences import would_sentence
from mtglogic.errors import InputError
from mtglogic.loading.rulesets import load_ruleset
from mtglogic.model.ruleset import DEFAULT_RULESET
from mtglogic.model.terms import CARD_TYPES, SUPERTYPES

Data = dict[str, Any]
_COST = re.compile(r"^([^\"]*?): (.*)$")
_COST_START = re.compile(r"^(\{|[+\u2212-]?[0-9X]+$|[+\u2212-][0-9X]|Remove |Pay |Discard |"
                         r"Sacrifice |Tap |Exile |Return )")
_EQUIP = re.compile(r"^(Equip|Reconfigure|Fortify)\b")
_TARGET = re.compile(r"\btarget\b", re.IGNORECASE)
_CHOICE = re.compile(r"\bchoose an? (creature type|basic land type|land type|card type|color)\b")
_LEVEL_BAR = re.compile(r"^[^:]*: Level ([0-9]+)$")
# A level bar and its ability on one line ("{2}{R}: Level 3 \u2014 If ..."; 716.2a)
_INLINE_LEVEL = re.compile(r"^([^:\"]*: Level [0-9]+) \u2014 (.+)$")
# The dash between types and subtypes; starting only where blanks start keeps it linear.
_TYPE_DASH = re.compile(r"(?<!\s)\s+[\u2014-]\s+")
_REFERS = re.compile(r"\b(this way|that|those|it|its|they|them|their|the same)\b")


@dataclass(frozen=True)
class OracleCard:
    """A card as its Oracle data gives it: name, text, type line, mana cost and stats."""

    name: str
    text: str
    type_line: str = ""
    mana_cost: str = ""
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    color_indicator: tuple[str, ...] = ()


@dataclass
class Drafted:
    """One drafted ability: its data, the Oracle text it comes from, and whether it was
    translated (False: left as text)."""

    data: Any
    text: str
    translated: bool


@dataclass
class Draft:
    """The drafted card file and what was left as text."""

    card: Data
    abilities: list[Drafted] = field(default_factory=list)
    untranslated: list[str] = field(default_factory=list)
    subgame_text: bool = False  # a line became the card's `subgame` key

    @property
    def translated_any(self) -> bool:
        return self.subgame_text or any(a.translated for a in self.abilities)


def subtypes_known() -> frozenset[str]:
    """Every subtype the default ruleset lists (205.3), for reading subtype words."""
    lists = load_ruleset(DEFAULT_RULESET).subtype_lists
    return frozenset().union(*lists.values())


@lru_cache(maxsize=1)
def ability_words() -> frozenset[str]:
    """The ability words of the default ruleset (207.2c), read without their dash (those
    its list does not name are read past too: ``dash_words``)."""
    node = load_ruleset(DEFAULT_RULESET).section("ability_words")
    return frozenset(w.lower() for w in node["words"].as_str_list())


@cache
def dash_words() -> frozenset[str]:
    """The words that keep a rules meaning before a dash: the keywords of the default
    ruleset (702: "Exhaust —", "Max speed —", "Solved —") and "To solve" (719.3a)."""
    node = load_ruleset(DEFAULT_RULESET).section("keyword_abilities")
    return frozenset({*(w.lower() for w in node["words"].as_str_list()), "to solve"})


def type_line_parts(line: str) -> Data:
    """Supertypes, card types and subtypes of a type line (205.1): "Legendary Creature —
    Human Soldier"; a hyphen may stand for the dash."""
    pieces = _TYPE_DASH.split(line.strip(), maxsplit=1)
    left, right = pieces[0], pieces[1] if len(pieces) > 1 else ""
    found: Data = {"supertypes": [], "types": [], "subtypes": right.split() if right else []}
    for word in left.split():
        lower = word.lower()
        if lower in SUPERTYPES:
            found["supertypes"].append(lower.capitalize())
        elif lower in CARD_TYPES:
            found["types"].append(lower.capitalize())
        else:
            raise InputError(f"type line {line!r}: {word!r} is neither a card type nor a "
                             "supertype")
    if not found["types"]:
        raise InputError(f"type line {line!r} has no card type")
    return found


def stat(value: str | None) -> int | str | None:
    if value is None or value == "":
        return None
    value = value.strip()
    if re.fullmatch(r"-?[0-9]+", value):
        return int(value)
    return "*"


def draft(card: OracleCard, budget: Budget | None = None) -> Draft:
    """The card file drafted from a card's Oracle data, its size checked first; with a
    ``budget``, each sentence parsed is a state counted against it (and its clock)."""
    check_card(card)
    types = type_line_parts(card.type_line) if card.type_line else \
        {"supertypes": [], "types": [], "subtypes": []}
    resolves = any(t in ("Instant", "Sorcery") for t in types["types"])
    choice = _CHOICE.search(card.text.lower())
    context = Context(card.name, resolves, choice=choice.group(1) if choice else "")
    normalizer = Normalizer(card.name, subtypes_known())
    result = Draft(card_header(card, types))
    level = 1
    lines = level_lines(ability_lines(card.text))
    for line, mode in zip(lines, mode_numbers(lines, resolves)):
        bar = _LEVEL_BAR.match(line)
        level = int(bar.group(1)) if bar else level
        made = card_line(line if mode is None else line[1:].strip(), card, context,
                         normalizer, result.untranslated, budget)
        made = made if mode is None else in_mode(made, mode, result.untranslated)
        result.abilities += made if bar or level == 1 else \
            at_level(made, level, result.untranslated)
    for found in [a for a in result.abilities if isinstance(a.data, dict)
                  and "subgame" in a.data]:
        result.abilities.remove(found)
        result.card["subgame"] = {**result.card.get("subgame", {}), **found.data["subgame"]}
        result.subgame_text = True
    if result.abilities:
        result.card["abilities"] = [a.data for a in result.abilities]
    return result


def level_lines(lines: list[str]) -> list[str]:
    """The lines of a card with a Class's level bar written on its ability's line apart: the
    bar, then the ability it gives at that level (716.2a)."""
    found: list[str] = []
    for line in lines:
        inline = _INLINE_LEVEL.match(line)
        found += [inline.group(1), inline.group(2)] if inline else [line]
    return found


def check_card(card: OracleCard) -> None:
    """Every field of the card within its length limit and of characters a card file
    holds, before any pattern reads it (``mtglogic.drafting.limits``)."""
    check_field(card.text, "the Oracle text", MAX_TEXT_CHARS)
    check_lines(ability_lines(card.text), "the Oracle text")
    for what, value in (("the name", card.name), ("the type line", card.type_line),
                        ("the mana cost", card.mana_cost), ("the power", card.power),
                        ("the toughness", card.toughness), ("the loyalty", card.loyalty)):
        if value is not None:
            check_field(value, what)


def card_header(card: OracleCard, types: Data) -> Data:
    """The card's characteristics, in the order of a card file."""
    header: Data = {"name": card.name}
    if card.mana_cost:
        header["mana_cost"] = card.mana_cost
    for key in ("supertypes", "types", "subtypes"):
        if types[key]:
            header[key] = types[key]
    if card.color_indicator:
        header["color_indicator"] = list(card.color_indicator)
    for key in ("power", "toughness", "loyalty"):
        value = stat(getattr(card, key))
        if value is not None:
            header[key] = value
    if "Creature" in types["types"] and "power" not in header:
        raise InputError("a creature needs its power and toughness (--pt P/T)")
    header["text"] = card.text.replace("\\n", "\n").strip()
    return header


def draft_line(line: str, context: Context, normalizer: Normalizer,
               untranslated: list[str], budget: Budget | None = None) -> list[Drafted]:
    """The abilities drafted from one line of Oracle text."""
    rules = rules_text(line, ability_words(), dash_words())
    shown = strip_reminder(line)
    if not rules:
        return []
    whole = translate(rules, context, normalizer, budget)
    if whole is not None and watches_target(whole) and not target_known(rules, rules):
        whole = None
    if whole is not None and all(isinstance(k, str) for k in whole):
        return [Drafted(k, shown, True) for k in whole]
    if triggered(rules):  # read as data when its trigger and effect are (``triggers``)
        if whole is not None and all(isinstance(a, dict) and isinstance(a.get("triggered"),
                                                                         dict) for a in whole):
            return [Drafted(_with_text(a, shown), shown, True) for a in whole]
        untranslated.append(shown)  # kept as text, which the engines don't read: said
        return [Drafted({"triggered": shown}, shown, True)]
    cost = _COST.match(rules)
    if (cost and _COST_START.match(cost.group(1))) or _EQUIP.match(rules):
        return activated(shown, cost, context, normalizer, untranslated, budget)
    if whole is not None:
        return [Drafted(_with_text(a, shown), shown, True) for a in whole]
    parts = sentences(rules)
    drafted = [translate(s, context, normalizer, budget) if len(parts) > 1 else None
               for s in parts]
    drafted = [None if d is not None and watches_target(d) and not target_known(rules, s)
               else d for s, d in zip(parts, drafted)]
    if all(d is not None for d in drafted):
        return [Drafted(_with_text(a, parts[i]), parts[i], True)
                for i, found in enumerate(drafted) for a in found]  # type: ignore[union-attr]
    missing = [s for s, d in zip(parts, drafted) if d is None]
    untranslated += missing
    if context.resolves and independent(parts, drafted, normalizer, rules):
        # 608.2c: a spell's instructions are followed in order; those that stand alone
        # are drafted, the others stay as the spell's text.
        rest = " ".join(missing)
        return [Drafted(_with_text(a, parts[i]), parts[i], True)
                for i, found in enumerate(drafted) if found for a in found] + \
            [Drafted({"spell": {"text": rest, "rule_effect": rest}}, rest, False)]
    kind = "spell" if context.resolves else "static"
    return [Drafted({kind: {"text": shown, "rule_effect": shown}}, shown, False)]


def card_line(line: str, card: OracleCard, context: Context, normalizer: Normalizer,
              untranslated: list[str], budget: Budget | None = None) -> list[Drafted]:
    """The abilities of one line of a card: the station keyword and a station symbol's
    line (721.2) read apart, any other line by ``draft_line``."""
    shown = strip_reminder(line)
    if shown == STATION:  # its effect is the charge counters an object has (702.184a)
        return [Drafted({"activated": STATION}, STATION, True)]
    granted = max_speed_activated(shown)
    if granted is not None:
        return [Drafted(granted, shown, True)]
    symbol = STATION_LINE.match(shown)
    if symbol is None:
        return draft_line(line, context, normalizer, untranslated, budget)
    return station_line(symbol, shown, context, normalizer, untranslated,
                        creature_threshold(card.text), (stat(card.power), stat(card.toughness)),
                        budget)


def station_line(symbol: re.Match[str], shown: str, context: Context, normalizer: Normalizer,
                 untranslated: list[str], creature_at: int | None,
                 box: tuple[int | str | None, int | str | None],
                 budget: Budget | None = None) -> list[Drafted]:
    """A station symbol's line (721.2a-b): its abilities, drafted as any line, granted
    while the permanent has enough charge counters; left as text whole when one of them is
    not drafted or cannot be granted, or when the card has a power/toughness box whose
    striation its text does not say."""
    number, rest = int(symbol.group(1)), symbol.group(2)
    inner: list[str] = []
    found = draft_line(rest, context, normalizer, inner, budget)
    granted = {d.text for d in found if isinstance(d.data, dict) and
               next(iter(d.data)) in ("activated", "mana")}
    inner = [s for s in inner if s not in granted]  # granted as text, as any granted one
    printed = box if all(isinstance(v, int) for v in box) else None
    if (printed is not None and creature_at is None) or inner or not found or \
            not all(d.translated and grantable(d.data) for d in found):
        untranslated += sentences(shown)
        return [Drafted({"static": {"text": shown, "rule_effect": shown}}, shown, False)]
    pt = (int(str(printed[0])), int(str(printed[1]))) if printed is not None and \
        creature_at == number else None
    return [Drafted(station_static(number, shown, [d.data for d in found], pt), shown, True)]


def at_level(found: list[Drafted], level: int, untranslated: list[str]) -> list[Drafted]:
    """The abilities of a Class's level bar (716.2a): a static ability works as long as
    the Class is that level or greater (its condition), and so does a replacement effect (the
    condition in its watch, 614.1); a triggered, activated or keyword ability is kept as it
    is; anything else of a level is left as text."""
    kept: list[Drafted] = []
    for drafted in found:
        data = drafted.data
        kind = next(iter(data)) if isinstance(data, dict) else None
        body = data.get("static") if isinstance(data, dict) else None
        leveled = leveled_replacement(data, level) if kind == "replacement" else None
        if drafted.translated and leveled is not None:
            kept.append(Drafted(leveled, drafted.text, True))
        elif drafted.translated and kind not in (None, "static", "triggered", "activated",
                                                 "mana"):
            untranslated.append(drafted.text)
            kept.append(Drafted({"static": {"text": drafted.text,
                                            "rule_effect": drafted.text}},
                                drafted.text, False))
        elif drafted.translated and isinstance(body, dict):
            condition: Data = {"ge": [{"class_level": "self"}, level]}
            if "condition" in body:
                condition = {"all": [condition, body["condition"]]}
            body = {"text": body["text"], "condition": condition,
                    **{k: v for k, v in body.items() if k not in ("text", "condition")}}
            kept.append(Drafted({"static": body}, drafted.text, True))
        else:
            kept.append(drafted)  # text already, or a keyword, triggered, activated one
    return kept


def leveled_replacement(data: Data, level: int) -> Data | None:
    """A replacement effect of a Class's level bar, in force while the Class is that level or
    greater (716.2a): the level in its watch's condition; None for one already conditioned,
    made by a resolving effect or working from another zone."""
    body = data["replacement"]
    watch = body.get("watch") if isinstance(body, dict) else None
    if not isinstance(watch, dict) or "if" in watch or body.get("resolved") \
            or "works_from" in body:
        return None
    condition: Data = {"ge": [{"class_level": "self"}, level]}
    return {"replacement": {**body, "watch": {**watch, "if": condition}}}


def activated(shown: str, cost: re.Match[str] | None, context: Context,
              normalizer: Normalizer, untranslated: list[str],
              budget: Budget | None = None) -> list[Drafted]:
    """An activated or mana ability (602.1, 605.1a), kept as its text, and the effects its
    effect creates as it resolves (``phrases.activated``; a prevention shield, 615.7), each
    from its own sentence. What is not read is said: the ability when none of its effect
    is, else each sentence of it left as text (a one-shot instruction, 611.2)."""
    kind = "mana" if cost and cost.group(2).startswith("Add ") else "activated"
    found = [Drafted({kind: shown}, shown, True)]
    if _LEVEL_BAR.match(shown):  # the level it gives is the Class's `class_level` (716.2a)
        return found
    made = ability_effects(cost.group(2), context, normalizer, budget) \
        if cost is not None and kind == "activated" else None
    if made is None:
        untranslated.append(shown)
        return found
    effects, missing = made
    untranslated += missing
    return found + effects


_THAT_CREATURE = re.compile(r"\bthat creature\b")
_RELATIVE_THAT = re.compile(r"\bthat (?=would |wasn't |isn't |is |was |are |were )")
# A sentence of the ability restricting its activation (602.5b, 602.5d), not of its effect
_RESTRICTION = re.compile(r"^(?:Activate (?:only|no more than|this ability only)|"
                          r"Any player may activate this ability)\b")


def ability_effects(effect: str, context: Context, normalizer: Normalizer,
                    budget: Budget | None = None) -> tuple[list[Drafted], list[str]] | None:
    """The effects an activated ability's effect creates as it resolves (611.2a, 614.1,
    615.1), and its sentences left as text; None when none is read, or when one of
    several sentences refers to another's object ("it", "that"; a relative "that would"
    is no reference). "That creature" is the ability's one target named before it (115.1;
    114.1 in 2011)."""
    parts = [p for p in sentences(effect) if not _RESTRICTION.match(p)]
    resolving = Context(context.name, True, activated=True)
    whole = translate(" ".join(parts), resolving, normalizer, budget) if parts else None
    if whole and all(in_force(a) for a in whole):
        return [Drafted(_with_text(a, " ".join(parts)), " ".join(parts), True)
                for a in whole], []
    if len(parts) < 2:
        return None
    drafted: list[list[Any] | None] = []
    for part in parts:
        made = None if _THAT_CREATURE.search(part) and not one_target_before(effect, part) \
            else translate(part, resolving, normalizer, budget)
        if not made and _THAT_CREATURE.search(part) and one_target_before(effect, part):
            made = translate(_THAT_CREATURE.sub("target creature", part), resolving,
                             normalizer, budget)  # the target, said as such
        drafted.append(made if made and all(in_force(a) for a in made) else None)
    forms = [_RELATIVE_THAT.sub("", normalizer.sentence(p).form) for p in parts]
    if not any(drafted) or any(refers_back(form, made is not None, _REFERS, one_target_before(effect, part))
           for form, part, made in zip(forms, parts, drafted)):
        return None  # a sentence may read another's object: none stands alone (608.2c)
    return ([Drafted(_with_text(a, part), part, True)
             for part, made in zip(parts, drafted) if made for a in made],
            [part for part, made in zip(parts, drafted) if not made])


def in_force(ability: Any) -> bool:
    """Whether a drafted ability is an effect a resolving ability creates that a scenario
    can bring in force (611.2a): a resolved replacement or prevention effect, or a spell's
    continuous effect that the engines read (not only a rule's text)."""
    if not isinstance(ability, dict) or len(ability) != 1:
        return False
    body = ability.get("replacement") or ability.get("spell")
    if not isinstance(body, dict):
        return False
    if "replacement" in ability:
        return bool(body.get("resolved"))
    return any(k in body for k in ("effects", "rules", "player_effect"))


def independent(parts: list[str], drafted: list[Any], normalizer: Normalizer,
                line: str = "") -> bool:
    """Whether the translated sentences of a spell stand apart from the others: no
    sentence after an untranslated one, and no untranslated one, refers back ("this way",
    "that", "it"...), but to the spell's one target (``would_conditions.refers_back``)."""
    if not any(drafted):
        return False
    seen_missing = False
    for part, found in zip(parts, drafted):
        refers = refers_back(normalizer.sentence(part).form, found is not None,
                             _REFERS, one_target_before(line, part))
        if found is None:
            seen_missing = True
            if refers:
                return False
        elif seen_missing and refers and not watches_target(found):
            return False  # "that creature": the target, checked by one_target_before
    return True


def watches_target(drafted: list[Any]) -> bool:
    """Whether drafted abilities watch the spell's target ("that creature", 115.1)."""
    def found(value: Any) -> bool:
        if isinstance(value, dict):
            return "targeted" in value or any(found(v) for v in value.values())
        return isinstance(value, list) and any(found(v) for v in value)
    return found(drafted)


def target_known(line: str, sentence: str) -> bool:
    """Whether the target a sentence's effect watches is known: the one target the line
    names before it ("that creature", ``one_target_before``), or the sentence's own one
    target ("Regenerate target creature": 115.1) where it names no other object."""
    own = len(_TARGET.findall(sentence)) == 1 and not _THAT_CREATURE.search(sentence)
    return own or one_target_before(line, sentence)


def one_target_before(line: str, sentence: str) -> bool:
    """Whether the line names exactly one target before the sentence: only then is "that
    creature" the spell's target (115.1; 114.1 in 2011) and not another object."""
    if line.startswith("\u2022"):
        return False  # a mode (700.2): in force only if chosen, which the draft can't say
    before = line[:line.index(sentence)] if sentence in line else ""
    return len(_TARGET.findall(before)) == 1


def translate(sentence: str, context: Context, normalizer: Normalizer,
              budget: Budget | None = None) -> list[Any] | None:
    """The abilities one sentence says, or None when the grammar and builder do not
    translate it with certainty."""
    if budget is not None:
        budget.tick("Oracle sentences parsed")
    form = normalizer.sentence(sentence)
    found = grammar_draft(form, context, normalizer, budget)
    if found is None:  # a replacement or prevention template (would_sentences)
        static = Context(context.name, False, choice=context.choice)
        found = would_sentence(form.form, context.resolves, context.choice,
                               Again(static, normalizer, budget))
    return found


@dataclass(frozen=True)
class Again:
    """What a reader is given (``parts.Translate``): the draft of another sentence in the
    grammar's form, or of a part of one, in the reader's context."""

    context: Context
    normalizer: Normalizer
    budget: Budget | None = None

    def __call__(self, form: str) -> list[Any] | None:
        return translate(form, self.context, self.normalizer, self.budget)

    def part(self, start: str, form: str) -> Any:
        if self.budget is not None:
            self.budget.tick("Oracle sentences parsed")
        tree = parse(form, start)
        return None if tree is None else built(tree, self.context, (), self.normalizer,
                                               self.budget)


def grammar_draft(form: Sentence, context: Context, normalizer: Normalizer,
                  budget: Budget | None = None) -> list[Any] | None:
    """The abilities the grammar and builder read in a sentence's form, or None."""
    tree = parse(form.form)
    if tree is None:  # how it enters (614.1c-d), a rules effect (613.11): the grammar helps
        return None if context.resolves else fallback(form, context, normalizer, budget)
    found = built(tree, context, form.quotes, normalizer, budget)
    if found is None or not finished(found):
        return None
    found = found if isinstance(found, list) else [found]
    return None if context.resolves and grants_itself_casting(found) else found


def built(tree: Tree, context: Context, quotes: tuple[str, ...], normalizer: Normalizer,
          budget: Budget | None = None) -> Any:
    """What the phrases' builders make of a tree (a quoted ability drafted as a sentence of
    a permanent, 113.1a), or None when they cannot say it with certainty."""
    inner = Context(context.name, False, choice=context.choice)
    builder = PHRASE_BUILDER(Context(context.name, context.resolves, quotes,
                                     Again(inner, normalizer, budget), context.choice,
                                     context.activated))
    try:
        return builder.transform(tree)
    except Untranslatable:
        return None
    except Exception as error:  # lark wraps a builder's error: look inside
        if isinstance(getattr(error, "orig_exc", None), Untranslatable):
            return None
        raise


def fallback(form: Sentence, context: Context, normalizer: Normalizer,
             budget: Budget | None = None) -> list[Any] | None:
    """A sentence the grammar does not derive, read by the modules that ask the grammar
    for its parts: how a permanent enters, groups named by card names, names set, riot
    granted, then rules effects (rules changed, the game's, then combat's, which falls back
    to the other rules sentences)."""
    again = Again(context, normalizer, budget)
    readers: tuple[Callable[[], list[Any] | None], ...] = (
        lambda: enters_sentence(form.form, again),
        lambda: named_group_sentence(form.text, again),
        lambda: renamed_sentence(form.text, again),
        lambda: granted_riot(form.form, again))
    for read in readers:
        found = read()
        if found is not None:
            return found
    return changed_rule(form.form, again) or game_sentence(form, again) or \
        combat_sentence(form.form, again)


def _with_text(ability: Any, text: str) -> Any:
    """An ability with its Oracle text first among its keys."""
    if not isinstance(ability, dict) or "subgame" in ability:
        return ability
    kind, body = next(iter(ability.items()))
    return {kind: {"text": text, **body}}
