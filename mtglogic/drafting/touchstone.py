"""The touchstone (issue 34, item 3): a drafted ability said back in words, held against
its Oracle text.

``say_back.render`` says an ability's data in the Oracle's templates, from the data alone;
each phrase record's examples, said back, are their own texts
(tests/drafting/test_touchstone.py). ``verdict`` holds the abilities drafted from one
sentence against the sentence's form once both are in one canonical shape (``canonical``:
the Oracle's synonyms made one, "enters the battlefield" and "enters", "a 1/1 Frog" and "a
Frog with base power and toughness 1/1", verbs and card-type nouns in one number), as sets
of content words: the order of the parts is the draft's (layer order, 613.1), not the
text's, and the words "a", "the", "it" and "and" say nothing a draft holds. A rendering that
differs is a draft that may mean something else than its text: ``benchmarks/drafting.py``
counts them by family over the corpus.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from mtglogic.drafting.say_back import render

SAME, DIFFERS, UNSAID = "same", "differs", "unsaid"  # the verdicts
# a list's joining word is one of these whichever the text uses: a group of several types is
# every object of any of them ("Rabbits, Bats, and Mice"; "black and/or red creatures")
_FUNCTION_WORDS = frozenset({"a", "an", "the", "it", "its", "them", "their", "him", "her",
                             "and", "or", "and/or"})
TYPES = ("artifact", "creature", "enchantment", "land", "planeswalker", "instant", "sorcery",
         "battle", "permanent", "spell", "card", "token", "counter")
_VERBS = {"gets": "get", "has": "have", "is": "are", "loses": "lose", "enters": "enter",
          "attacks": "attack", "blocks": "block", "doesn't": "don't"}


def verdict(abilities: list[Any], form: str,
            normal: Callable[[str], str] = lambda said: said) -> str:
    """The abilities drafted from one sentence held against its form (its quotations
    restored: ``spoken``), the rendering put in the same form by ``normal`` (the card's
    ``Normalizer``: "protection from elves" as the grammar reads it): SAME, DIFFERS, or
    UNSAID when one of them has no words here. A keyword's own rules (the counters modular
    puts, 702.43a) come from the keyword's definition, not from the sentence: a sentence
    of keywords is said by them."""
    keywords = [a for a in abilities if isinstance(a, str)]
    said = [render(a) for a in (keywords or abilities)]
    if not said or None in said:
        return UNSAID
    return SAME if same(normal(" and ".join(str(s) for s in said)), form) else DIFFERS


def spoken(form: str, quotes: tuple[str, ...],
           normal: Callable[[str], str] = lambda said: said) -> str:
    """A sentence's form with its quoted abilities (``q0``...) back in their words, in the
    form ``normal`` gives them (as ``verdict`` puts a rendering)."""
    def quoted(match: re.Match[str]) -> str:
        number = int(match.group(1))
        return normal(quotes[number]).rstrip(".") if number < len(quotes) else match.group(0)
    return re.sub(r"\bq(\d+)\b", quoted, form)


def same(rendered: str | None, form: str) -> bool:
    """Whether a rendering says what the Oracle sentence's form says: the same content
    words, once both are canonical, in any order and number."""
    return rendered is not None and words(rendered) == words(form)


def words(form: str) -> frozenset[str]:
    """The content words of a canonical form, without the punctuation between them."""
    return frozenset(w for w in re.split(r"[\s,.;]+", canonical(form))
                     if w and w not in _FUNCTION_WORDS)


# The Oracle's synonyms, each made one: (pattern, replacement), in this order.
_SYNONYMS = (
    (r"\benters the battlefield\b", "enters"),
    (r"\b(enchanted|equipped) (creature|land|artifact|enchantment|permanent)s?\b",
     r"\1 permanent"),
    # "is a 1/1 Frog", "are 1/1 creatures": a base power and toughness (613.4b)
    (r"\b(is|are) (an? )?(\d+/\d+) ", r"\1 has base power and toughness \3 "),
    (r"\bwith base (power|toughness)\b", r"has base \1"),
    # "that are still lands": the types it had stay (205.1b)
    (r"\bthat (is|are) still \w+", "in addition to its other types"),
    (r"\bin addition to (its|their) other (creature |land )?types\b",
     "in addition to its other types"),
    # "Max speed \u2014 [cost]: [effect]": as long as you have max speed, ~ has that
    # activated ability (702.178a)
    (r"^max speed \u2014 (?=[^:]*:)", "max speed \u2014, ~ has "),
    (r"\bas long as it's your turn\b", "during your turn"),
    (r"\bas long as it's not your turn\b", "during turns other than yours"),
    (r"\bduring your turn\. otherwise,", "during your turn. during turns other than yours,"),
    (r"\bit's\b", "~ is"),
    # "an artifact creature" keeps the types it had (205.1b)
    (r"\b(is|are) (an )?artifact creatures?\b(?! in addition)",
     r"\1 \2artifact creature in addition to its other types"),
    (r"~'s power and toughness are each (\d+)\b", r"~ has base power and toughness \1/\1"),
    (r"\bduring (your|its controller's|their controllers') untap steps?\b",
     "during untap step"),  # a permanent untaps in its controller's (502.3)
    (r"\bif (?!.*\bwould\b)", "as long as "),  # a static ability's condition (611.3a)
    (r"\bthere are (\d+) or more ([^ ]+) counters on ~", r"~ has \1 or more \2 counters on it"),
    (r"\bwith ([^ ]+) counters on (it|them)\b", r"with a \1 counter on it"),
    (r"([+-]\d+|[+-]x)/-0\b", r"\1/+0"),  # -0 is +0
    # "+X/+0, where X is the number of Y" is "+1/+0 for each Y"
    (r"([+-])x/([+-])(x|0), where x is the number of ",
     lambda m: f"{m.group(1)}1/{m.group(2)}{'1' if m.group(3) == 'x' else '0'} for each "),
)


def canonical(form: str) -> str:
    """A sentence's form in the touchstone's shape (see the module's docstring)."""
    text = re.sub(r"\s+", " ", form.strip().rstrip(".")).lower()
    for pattern, replacement in _SYNONYMS:
        text = re.sub(pattern, replacement, text)
    text = re.sub(r"(^|, )(all|each) ", r"\1", text)
    text = re.sub(r"\b(" + "|".join(_VERBS) + r")\b", lambda m: _VERBS[m.group(1)], text)
    text = re.sub(r"\b(" + "|".join(TYPES) + r")s\b", r"\1", text)
    return re.sub(r"\bsorceries\b", "sorcery", text)

