"""Coverage of `cards draft` over a corpus of real cards (issue 19, item 5a).

Each card (each face of a card of several faces, 709.5 / 712) is cut into abilities, one
per line of its Oracle text (113.2c), read without reminder text and ability word (207.2a,
207.2c). An ability is *in scope* by this written rule, applied in order:

1. a mode header ("Choose one —"), a line without rules text, a chapter of a Saga (714.2:
   triggered), a cost to cast ("As an additional cost", 601.2b), a deck rule ("A deck can
   have", 100.2a) or a case's solve condition: out;
2. a keyword line (no final period: "Flying, trample", "Absorb 2"; or a keyword of 702, the
   ruleset's ``keyword_abilities``, then its cost or number, whose sentences end in a period:
   "Ward—Pay 2 life.", "Morph—Reveal a red card in your hand.", "Crew 1. Activate only
   once each turn.", "Mobilize X, where X is ..."; a keyword then a dash and its ability
   text, "Solved \u2014 Sacrifice this Case: ...", is that ability, read by these rules, but
   for "Max speed \u2014", which grants it, 702.178a): in scope only when one
   of its keywords is defined by a replacement, prevention or layer effect: protection
   (702.16), absorb, devour, changeling (a characteristic-defining ability, 604.3) and the
   keywords whose permanent "enters with" counters (modular, graft, fading, vanishing,
   sunburst, amplify, bloodthirst, riot, unleash, tribute); out otherwise;
3. a triggered ability ("When", "Whenever", "At", 603.1, also after a word and a dash the
   ruleset lists as no ability word: "Opus \u2014 Whenever ..."): out;
4. an activated or loyalty ability ("cost: effect", 602.1) and a line of an instant or
   sorcery (its effect, 611.2) or a mode of it ("•"): in scope only when it creates a
   replacement or prevention effect (its text says "prevent", "would" or "can't be
   prevented", 614.1, 615.1); out otherwise; a line whose cost holds a mana symbol or
   starts with a cost word is activated;
5. any other line of a permanent is a static ability (604.1): in scope, whatever it does
   (a layer effect, 613.1; a player's, 613.10; a rule's, 613.11; or a replacement or
   prevention effect, 614, 615).

An in-scope ability is *drafted* when the drafter translates every sentence of it (no
sentence of the line is among the draft's untranslated sentences; for an activated
ability: a replacement or prevention effect was drafted from its effect; for a line of an
instant or sorcery or a mode: each of its sentences that says "prevent", "would" or "can't
be prevented" was drafted to a replacement or prevention effect, its one-shot sentences
("~ deals 5 damage to target creature", 611.2) being outside the scope as they are for an
activated ability), *left as text*
otherwise; a face whose drafted card file does not load has none drafted. A station prefix ("10+ |") is not part of the ability. Its *family* is the first row of FAMILIES its normalized text matches (the card
itself as ``~``); the family's scope (layer, player, rule, replacement, prevention) says
which kind of effect it is.
"""
from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mtglogic.drafting.drafter import (
    Draft,
    OracleCard,
    ability_words,
    dash_words,
    draft,
    subtypes_known,
)
from mtglogic.drafting.oracle import (
    Normalizer,
    ability_lines,
    rules_text,
    sentences,
    strip_reminder,
    triggered,
)
from mtglogic.drafting.touchstone import DIFFERS, SAME, UNSAID, spoken, verdict
from mtglogic.errors import MtglogicError
from mtglogic.loading.cards import parse_card
from mtglogic.loading.rulesets import DEFAULT_RULESET, load_ruleset
from mtglogic.node import Node

CORPUS = Path("/work/shared/data/oracle-cards.jsonl")
SCOPED_KEYWORDS = ("protection", "absorb", "devour", "changeling", "modular", "graft",
                   "fading", "vanishing", "sunburst", "amplify", "bloodthirst", "riot",
                   "unleash", "tribute")
REPLACING = re.compile(r"\bprevent|\bwould\b|can't be prevented")
OUT = re.compile(r"^([IVX]+(, [IVX]+)* \u2014|as an additional cost to cast|a deck can have|"
                 r"to solve \u2014|level up|choose (one|two|three)\b.*\u2014$)", re.I)
PREFIX = re.compile(r"^\d+\+ \| ")
COST = re.compile(r"^([^\"]*?): ")
COST_MANA = re.compile(r"^[^\":]*\{")
COST_START = re.compile(r"^(\{|[+\u2212-]?[0-9X]+:|[+\u2212-][0-9X]|remove |pay |discard |"
                        r"sacrifice |tap |exile |return |put |reveal |collect |forage)", re.I)
_PT = r"[+-](?:\d+|x)/[+-](?:\d+|x)"
_KEYWORDS = (r"(flying|first strike|double strike|vigilance|trample|haste|reach|deathtouch|"
             r"lifelink|hexproof|indestructible|defender|menace|ward|shroud|fear|intimidate|"
             r"protection|\w+walk|flash|prowess|infect|wither|q\d)")

# (family, scope, pattern): the first row whose pattern the ability's form matches
FAMILIES: list[tuple[str, str, str]] = [
    ("prevent damage", "prevention", r"\bprevent"),
    ("damage can't be prevented", "replacement", r"can't be prevented"),
    ("enters tapped", "replacement", r"\benters? tapped|\benters? untapped"),
    ("enters with counters", "replacement", r"\benters? with\b"),
    ("enter as a copy", "replacement", r"\bas a copy of\b"),
    ("as ~ enters, choose/pay", "replacement", r"^as (~|.*) enters"),
    ("if ... would ..., ... instead", "replacement", r"\bwould\b.*\binstead\b"),
    ("skip a step or turn", "replacement", r"\bskip"),
    ("other 'would' sentence", "replacement", r"\bwould\b"),
    ("control of a permanent", "layer", r"\byou control enchanted|\bgain control|"
     r"\bcontrol of\b"),
    ("P/T by a count (for each, where X)", "layer",
     rf"\bgets? {_PT}.*(for each|where x)|\bgets? [+-]x/[+-]x"),
    ("P/T while a condition holds", "layer", rf"(as long as|\bif\b|during).*\bgets? {_PT}|"
     rf"\bgets? {_PT}.*(as long as|\bif\b|during)"),
    ("P/T and abilities of the card itself", "layer", rf"^~ gets? {_PT}"),
    ("P/T and abilities of an attached permanent", "layer",
     rf"^(enchanted|equipped|fortified) \w+ gets? {_PT}"),
    ("anthem or lord (a group gets +N/+N)", "layer", rf"\bgets? {_PT}"),
    ("characteristic-defining P/T", "layer",
     r"power (and toughness )?(is|are)( each)? equal|toughness (is|are) each equal"),
    ("base power and toughness", "layer", r"\bbase power|\bbase toughness"),
    ("player protection, hexproof, hand size", "player",
     r"^(you|players|each player|your opponents|each opponent) (have|has)\b|"
     r"maximum hand size"),
    ("abilities while a condition holds", "layer",
     rf"(as long as|\bif\b).*\b(has|have) {_KEYWORDS}|\b(has|have) {_KEYWORDS}.*as long as"),
    ("abilities granted (has/have)", "layer", rf"\b(has|have) {_KEYWORDS}"),
    ("abilities lost", "layer", r"\blose (all|\w+ing)\b|\bloses (all|\w+ing)\b|"
     r"\blose (flying|defender|hexproof|indestructible)|\bloses (flying|defender|"
     r"hexproof|indestructible)"),
    ("color set or added", "layer", r"\b(is|are)( still)? (white|blue|black|red|green|"
     r"colorless|all colors|the chosen color|every color)\b"),
    ("type set or added", "layer", r"in addition to (its|their) other|\b(is|are)( still)? "
     r"(a|an|every|the chosen type)\b|\bbecomes? an?\b"),
    ("attack and block rules", "rule", r"can't (attack|block|be blocked)|\bmust (attack|be "
     r"blocked|block)|\battacks? each|\bblocks? each|\bcan block|can be blocked|"
     r"can attack|\bunblockable"),
    ("costs of spells and abilities", "rule", r"\bcosts? (\{[^}]+\})+ (less|more)|"
     r"\bcosts? .*\b(less|more) to (cast|activate)|\bcost \{|\bless to cast|"
     r"\bmore to cast|\bwithout paying"),
    ("cast or play permissions", "rule", r"\bmay (cast|play|look)|\bcan't cast|"
     r"\bcan cast|\bcan't be cast|\bcan't play|\bas though it had flash|\bplay an "
     r"additional land|\bplay with the top"),
    ("doesn't untap", "rule", r"\bdoesn't untap|\bdon't untap|\buntaps? during"),
    ("other 'can't'", "rule", r"can't|cannot"),
    ("spend mana, mana rules", "rule", r"\bspend mana|\bmana of any type|\bmana abilit"),
    ("other static ability", "rule", r"."),
]
_COMPILED = [(name, scope, re.compile(pattern)) for name, scope, pattern in FAMILIES]


def _keyword_names() -> str:
    """The keywords of 702 (the default ruleset's list), as one alternation, longest first."""
    words = load_ruleset(DEFAULT_RULESET).section("keyword_abilities")["words"].as_str_list()
    return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))


_NAMES = _keyword_names()
# a keyword opening a line, then its cost after a dash or its parameter (a number, X, mana)
KEYWORD_START = re.compile(rf"^({_NAMES})(\u2014| (\{{|\d|x\b))", re.I)
# a keyword then a dash and its ability text ("Solved \u2014 Sacrifice this Case: ...")
KEYWORD_PREFIX = re.compile(rf"^({_NAMES}) \u2014 ", re.I)
GRANTING_PREFIX = "max speed"  # 702.178a: grants its ability text, a static ability


def keyword_line(rules: str) -> bool:
    """Rule 2's keyword line: no final period, or a keyword with its cost or parameter."""
    return not rules.endswith((".", "\"", "\u201d")) or bool(KEYWORD_START.match(rules))


@dataclass
class Ability:
    """One in-scope ability of a card: its line, family, scope and whether it was drafted."""

    card: str
    line: str
    family: str
    scope: str
    drafted: bool
    said: str = ""  # the touchstone of a drafted one: "same", "differs", "unsaid" or ""


@dataclass
class Coverage:
    abilities: list[Ability] = field(default_factory=list)
    cards: int = 0
    faces: int = 0
    not_drafted: Counter[str] = field(default_factory=Counter)  # a face draft() refused

    def drafted(self, scope: str | None = None) -> tuple[int, int]:
        chosen = [a for a in self.abilities if scope is None or a.scope == scope]
        return sum(a.drafted for a in chosen), len(chosen)


def corpus_faces(path: Path) -> Iterator[tuple[str, OracleCard]]:
    """Every face of every card of a JSON-lines corpus (Scryfall's field names): the name
    of the card, and an Oracle card per face (the card itself when it has one face)."""
    with path.open(encoding="utf-8") as lines:
        for raw in lines:
            card = json.loads(raw)
            for face in card_faces(card):
                yield card["name"], oracle_card(face)


def card_faces(card: dict[str, Any]) -> list[dict[str, Any]]:
    """The faces of a card: a split card's halves ("A // B"); else the card itself and
    its other faces (an adventure's or omen's spell, the back of a two-faced card: in
    this corpus ``card_faces`` holds the front face again for a two-faced card, and only
    the extra face for an adventure)."""
    faces = [f for f in card.get("card_faces") or [] if isinstance(f, dict) and "name" in f]
    if " // " in card["name"]:
        return faces
    return [card, *[f for f in faces if f["name"] != card["name"]]]


def oracle_card(face: dict[str, Any]) -> OracleCard:
    def text(key: str) -> str | None:  # a mapping: a value the source computes, printed *
        value = face.get(key)
        return None if value is None else "*" if isinstance(value, dict) else str(value)
    return OracleCard(str(face["name"]), str(face.get("oracle_text") or ""),
                      str(face.get("type_line") or ""), str(face.get("mana_cost") or ""),
                      text("power"), text("toughness"), text("loyalty"))


def in_scope(rules: str, resolves: bool) -> bool:
    """Rule 1-5 of the module's docstring, on an ability's rules text."""
    if not rules or rules.endswith("\u2014") or OUT.match(rules):
        return False
    prefix = KEYWORD_PREFIX.match(rules)
    if prefix and prefix.group(1).lower() != GRANTING_PREFIX:
        return in_scope(rules[prefix.end():], resolves)
    if keyword_line(rules):
        words = {w.strip(",;.").lower() for w in re.split(r"[\s\u2014]+", rules)}
        return any(k in words for k in SCOPED_KEYWORDS)
    if triggered(rules):
        return False
    activated = is_activated(rules)
    if activated or resolves or rules.startswith("\u2022"):
        return bool(REPLACING.search(rules.lower()))
    return True


def is_activated(rules: str) -> bool:
    cost = COST.match(rules)
    return bool(cost and (COST_START.match(rules) or COST_MANA.match(cost.group(1))))


def family(form: str, rules: str) -> tuple[str, str]:
    """The family and scope of an in-scope ability (its grammar form)."""
    if keyword_line(rules):
        word = next(k for k in SCOPED_KEYWORDS if k in rules.lower())
        scope = "layer" if word == "changeling" else \
            "prevention" if word in ("protection", "absorb") else "replacement"
        return f"keyword: {word}", scope
    for name, scope, pattern in _COMPILED:
        if pattern.search(form):
            return name, scope
    raise AssertionError("the last family matches everything")


def scoped_lines(text: str, resolves: bool) -> list[tuple[str, str]]:
    """The in-scope abilities of an Oracle text: each line and its rules text; a line of a
    station or level threshold ("8+ | Flying") is a static ability (its threshold is its
    condition)."""
    words, meaningful = ability_words(), dash_words()
    found = []
    for line in ability_lines(text):
        rules = rules_text(line, words, meaningful)
        if PREFIX.match(rules) or in_scope(rules, resolves):
            found.append((line, rules))
    return found


def scoped_rules(text: str, resolves: bool) -> list[str]:
    return [rules for _, rules in scoped_lines(text, resolves)]


def loads(made: Draft) -> bool:
    """Whether the drafted card file loads (a draft that does not is no draft)."""
    try:
        parse_card(Node(made.card, "<draft>", "", 1))
    except MtglogicError:
        return False
    return True


def drafted_line(made: Draft, rules: str, resolves: bool = False) -> bool:
    """Whether the draft translated the in-scope ability ``rules`` (see the docstring)."""
    if is_activated(rules) and not PREFIX.match(rules):  # "12+ | {T}: ...": a static
        effect = COST.sub("", rules, count=1)
        return any(d.translated and isinstance(d.data, dict) and "replacement" in d.data
                   and d.text and d.text in effect for d in made.abilities)
    if resolves or rules.startswith("\u2022"):
        replacing = [s for s in sentences(rules) if REPLACING.search(s.lower())]
        return all(s not in made.untranslated and any(
            d.translated and isinstance(d.data, dict) and "replacement" in d.data
            and d.text == s for d in made.abilities) for s in replacing)
    return not any(s in made.untranslated for s in sentences(rules))


def touchstone(made: Draft, line: str, rules: str, normalizer: Normalizer) -> str:
    """The touchstone of a drafted line (``mtglogic.drafting.touchstone``): the abilities
    drafted from each of its sentences said back in words, from their data alone, and held
    against the sentence; the line's verdict is its worst sentence's: "differs", "unsaid"
    (a part the words can't say, or a sentence of it no static or replacement ability
    says), "same"; "" for a line drafted to kinds the touchstone does not read (activated,
    triggered abilities, a spell's effect) and for a station or level line, whose
    threshold and power/toughness box are read by the station and level rules (721.2,
    711.2), not by its words."""
    if PREFIX.match(rules):
        return ""
    shown = strip_reminder(line)
    found = [d for d in made.abilities if d.translated and d.text in shown]
    if not found or not all(isinstance(d.data, str) or next(iter(d.data)) in
                            ("static", "replacement") for d in found):
        return ""
    texts = list(dict.fromkeys(d.text for d in found))
    if texts == [shown]:  # drafted as one: the line's rules text, without its ability word
        told = [normalizer.sentence(rules)]
    elif set(texts) == set(sentences(rules)):
        told = [normalizer.sentence(t) for t in texts]
    else:
        return UNSAID
    def normal(text: str) -> str:
        return normalizer.sentence(text).form
    verdicts = {verdict([d.data for d in found if d.text in (shown, said.text)],
                        spoken(said.form, said.quotes, normal), normal) for said in told}
    return next(v for v in (DIFFERS, UNSAID, SAME) if v in verdicts)


def measure(path: Path) -> Coverage:
    """The coverage of the drafter over every card of the corpus at ``path``."""
    found = Coverage()
    subtypes = subtypes_known()
    names: set[str] = set()
    for name, face in corpus_faces(path):
        names.add(name)
        found.faces += 1
        resolves = bool(re.search(r"\b(Instant|Sorcery)\b", face.type_line))
        scoped = scoped_lines(face.text, resolves)
        if not scoped:
            continue
        try:
            made: Draft | None = draft(face)
        except MtglogicError as error:
            found.not_drafted[str(error).split(":")[0][:60]] += 1
            made = None
        if made is not None and not loads(made):
            found.not_drafted["drafted, but the card file does not load"] += 1
            made = None
        normalizer = Normalizer(face.name, subtypes)
        for line, rules in scoped:
            kind, scope = ("station or level threshold", "layer") if PREFIX.match(rules) \
            else family(normalizer.sentence(rules).form, rules)
            done = made is not None and drafted_line(made, rules, resolves)
            said = touchstone(made, line, rules, normalizer) if made is not None and done \
                else ""
            found.abilities.append(Ability(face.name, line, kind, scope, done, said))
    found.cards = len(names)
    return found


def report(coverage: Coverage, top: int = 25) -> list[str]:
    """The coverage as the benchmark prints it."""
    done, total = coverage.drafted()
    out = [f"corpus: {coverage.cards} cards ({coverage.faces} faces), {total} in-scope "
           f"abilities",
           f"drafted: {done} of {total} ({100 * done / max(total, 1):.1f}%), left as text: "
           f"{total - done}"]
    for scope in ("layer", "player", "rule", "replacement", "prevention"):
        d, t = coverage.drafted(scope)
        out.append(f"  {scope:12} {d:5} of {t:5} ({100 * d / max(t, 1):.1f}%)")
    if coverage.not_drafted:
        out.append("faces the drafter refused (every in-scope ability counted as text): "
                   + ", ".join(f"{k} ({n})" for k, n in coverage.not_drafted.most_common(5)))
    out += touchstone_report(coverage, top)
    families: dict[str, list[int]] = {}
    for ability in coverage.abilities:
        row = families.setdefault(f"{ability.scope}: {ability.family}", [0, 0])
        row[0 if ability.drafted else 1] += 1
    out.append("per family (drafted / left as text), most undrafted first:")
    for name, (d, t) in sorted(families.items(), key=lambda kv: -kv[1][1])[:top]:
        out.append(f"  {d:5} / {t:5}  {name}")
    return out


def touchstone_report(coverage: Coverage, top: int = 25) -> list[str]:
    """The touchstone's counts, in all and by family (most drafts that differ first, then
    most not said), and the lines whose drafts differ from their text."""
    said = [a for a in coverage.abilities if a.said]
    counts = Counter(a.said for a in said)
    out = [f"touchstone (each drafted static or replacement ability said back in words from "
           f"its data and held against its Oracle sentence): {counts[SAME]} same, "
           f"{counts[DIFFERS]} differ, {counts[UNSAID]} not said (words the touchstone "
           f"lacks), of {len(said)} drafted lines it reads",
           "  per family (same / differ / not said), most differing first:"]
    families: dict[str, Counter[str]] = {}
    for ability in said:
        families.setdefault(f"{ability.scope}: {ability.family}", Counter())[ability.said] += 1
    ranked = sorted(families.items(), key=lambda kv: (-kv[1][DIFFERS], -kv[1][UNSAID]))
    for name, found in ranked[:top]:
        out.append(f"  {found[SAME]:5} / {found[DIFFERS]:5} / {found[UNSAID]:5}  {name}")
    differing = [a for a in said if a.said == DIFFERS]
    if differing:
        out.append("  drafts that differ from their text:")
        out += [f"    {a.card}: {a.line}" for a in differing[:top]]
    return out
