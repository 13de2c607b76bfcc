"""Oracle text cut into abilities and sentences, and each sentence put in the grammar's form.

One line of Oracle text is one ability (rule 113.2c: abilities are separated by paragraph
breaks). Reminder text in parentheses has no rules meaning (207.2a) and an ability word
before a dash none either (207.2c, the ruleset's ``ability_words`` list): both are left
out of what is parsed, never out of the ability's text. The card's own name, its short name (a legendary card's name up to the
comma, or its first word before "the" when that word is no subtype: 201.5c) and "this creature", "this enchantment" and the like are the object itself (201.5)
and become ``~``; quoted abilities become ``q0``, ``q1`` ... and are kept aside.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
           "eight": 8, "nine": 9, "ten": 10}
# Subtypes whose plural is not made with -s, -es or -ves (Mice are Mouse creatures, 205.3m)
IRREGULAR_PLURALS = {"mice": "mouse", "oxen": "ox", "fungi": "fungus", "cyclopes": "cyclops",
                     "sphinxes": "sphinx", "djinn": "djinn", "efreet": "efreet"}
SELF_WORDS = ("creature", "enchantment", "artifact", "land", "permanent", "planeswalker",
              "card", "spell", "aura", "equipment", "class", "case", "saga", "vehicle",
              "spacecraft", "room", "token")
# Reminder text with the blanks before it. The match may only start where a run of blanks
# starts (the lookbehind), so a long run of blanks is scanned once, not once per blank.
_REMINDER = re.compile(r"(?<!\s)\s*\([^()]*\)")
_ABILITY_WORD = re.compile(r"^([A-Z][a-z'\u2019-]+( [a-z0-9'\u2019-]+)*) ?\u2014 ?")
# A flavor word (207.2d in 2026; the 2011 rules have none) written as a name: two or more
# words, the second capitalized ("Flare Star", "Chef's Knife"); the words the rules give a
# meaning before a dash ("Solved", "Max speed", "To solve") and ability words are not so written;
# small words may come between ("Echo of the Lost", "From the Future")
_FLAVOR_WORD = re.compile(r"^[A-Z][A-Za-z'\u2019-]* (?:(?:of|the|and|a|an|to|from|in|on) )*"
                          r"[A-Z][A-Za-z'\u2019-]*( [A-Za-z'\u2019!-]+)* ?\u2014 ?")
# Any words before a dash (checked against the words with a rules meaning), and a saga's
# chapter numbers (714.2b: "I —", "II, III —").
_DASH_PREFIX = re.compile(r"^([A-Z][^\u2014.:\"]{0,40}?) ?\u2014 ?")
_CHAPTERS = re.compile(r"^[IVX]+(, [IVX]+)* ?\u2014")
_QUOTE = re.compile(r"\"[^\"]*\"|\u201c[^\u201d]*\u201d")
_WORD = re.compile(r"[A-Za-z][A-Za-z'-]*")


@dataclass(frozen=True)
class Sentence:
    """One sentence of an ability: its text as printed and its form for the grammar."""

    text: str
    form: str
    quotes: tuple[str, ...]


def ability_lines(text: str) -> list[str]:
    """The abilities of an Oracle text: its nonblank lines."""
    return [line.strip() for line in text.replace("\\n", "\n").splitlines() if line.strip()]


def rules_text(line: str, ability_words: frozenset[str] = frozenset(),
               meaningful: frozenset[str] | None = None) -> str:
    """An ability's text without reminder text (207.2a), without an ability word of
    ``ability_words`` before a dash (207.2c) and without a flavor word written as a name
    (207.2d in 2026: no rules meaning); another word before a dash is kept: it may be a
    condition ("Solved —", "Max speed —").

    Given ``meaningful``, the words that keep a rules meaning before a dash (the keywords
    of 702, "To solve" of 719.3a), any other word or phrase before a dash is one without
    rules meaning, an ability word the list does not name yet or a flavor word (207.2c-d),
    and is dropped too; a saga's chapter numbers (714.2b) and a line that ends at its dash
    ("Choose one —") are kept."""
    text = strip_reminder(line)
    word = _ABILITY_WORD.match(text)
    if word and _folded(word.group(1)) in ability_words:
        return text[word.end():].strip()
    prefix = _DASH_PREFIX.match(text)
    if meaningful is not None and prefix and text[prefix.end():].strip() \
            and not _CHAPTERS.match(text) and _folded(prefix.group(1)) not in meaningful:
        return text[prefix.end():].strip()
    flavor = _FLAVOR_WORD.match(text)
    text = text[flavor.end():] if flavor else text
    return text.strip()


def _folded(words: str) -> str:
    return words.lower().replace("\u2019", "'")


def strip_reminder(line: str) -> str:
    """A line without its reminder text (207.2a), as it is shown."""
    return _REMINDER.sub("", line).strip()


_TRIGGERED = re.compile(r"^([^\u2014.:\"]{1,40}? ?\u2014 ?)?(When|Whenever|At) ", re.IGNORECASE)


def triggered(rules: str) -> bool:
    """Whether an ability's rules text is a triggered ability's (603.1: "when", "whenever"
    or "at"), also after a word before a dash that is no ability word the ruleset lists
    ("Opus \u2014 Whenever ...": a newer ability word, a flavor word or a condition such as
    "Max speed"; the ability triggers whichever it is)."""
    return bool(_TRIGGERED.match(rules))


def sentences(line: str) -> list[str]:
    """The sentences of a line, cut after a period that is not inside quotes."""
    found: list[str] = []
    start = 0
    inside = False
    for index, char in enumerate(line):
        if char in "\"\u201c\u201d":
            inside = not inside if char == "\"" else char == "\u201c"
        elif char == "." and not inside and (index + 1 == len(line) or line[index + 1] == " "):
            found.append(line[start:index + 1].strip())
            start = index + 1
    rest = line[start:].strip()
    if rest:
        found.append(rest)
    return found


class Normalizer:
    """Puts sentences of one card in the grammar's form (``~`` for the card itself)."""

    def __init__(self, name: str, subtypes: frozenset[str]) -> None:
        names = {name}
        if "," in name:
            names.add(name.split(",")[0])
        short = re.match(r"([A-Z][\w'-]+) the ", name)
        if short and short.group(1).lower() not in {s.lower() for s in subtypes}:
            names.add(short.group(1))  # "Gollum" of "Gollum the Abandoned" (201.5c)
        alternatives = sorted(names, key=len, reverse=True)
        self_words = "|".join(SELF_WORDS)
        self._self = re.compile(r"\b(" + "|".join(re.escape(n) for n in alternatives)
                                + rf")\b|\b[Tt]his (?i:({self_words}))\b")
        self._subtypes = {s.lower(): s for s in subtypes}

    def sentence(self, text: str) -> Sentence:
        quotes: list[str] = []

        def keep(match: re.Match[str]) -> str:
            quotes.append(match.group(0)[1:-1])
            return f" q{len(quotes) - 1} "

        form = _QUOTE.sub(keep, text)
        form = self._self.sub(" ~ ", form)
        form = form.replace("\u2019", "'").replace("\u2212", "-")
        form = _WORD.sub(lambda m: self.word(m.group(0)), form)
        form = re.sub(r"~ ?'s\b", "~'s", form)
        form = re.sub(r"\s+", " ", form).strip().rstrip(".").strip()
        return Sentence(text, form, tuple(quotes))

    def word(self, word: str) -> str:
        """A subtype as its singular capitalized self; any other word in lower case, with
        number words as digits."""
        lower = word.lower()
        if lower in NUMBERS:
            return str(NUMBERS[lower])
        if lower.startswith("non-") and self.subtype(lower[4:]):
            return "non-" + str(self.subtype(lower[4:]))
        found = self.subtype(lower)
        return found if found and (word[0].isupper() or lower in ("merfolk",)) else lower

    def subtype(self, lower: str) -> str | None:
        """The subtype a word names, singular or plural (``Elves`` is Elf, ``Mice`` is
        Mouse, ``Allies`` is Ally), or None."""
        for candidate in (lower, IRREGULAR_PLURALS.get(lower, ""),
                          lower[:-1] if lower.endswith("s") else "",
                          lower[:-2] if lower.endswith("es") else "",
                          lower[:-3] + "f" if lower.endswith("ves") else "",
                          lower[:-3] + "y" if lower.endswith("ies") else ""):
            if candidate and candidate in self._subtypes:
                return self._subtypes[candidate]
        return None
