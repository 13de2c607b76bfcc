"""The names objects are put in value classes by, for the dependency test (613.7a in 2011,
613.8a in 2026): a whole field (``colors``), or, for a field a reader tests one value of
at a time, that value (``abilities:flying``: whether it has the keyword flying).

Objects alike in every name the readers of a pair of effects read look the same to both
(check mode holds each word to the names it declares, ``recording``). Keying a class on
one keyword instead of the whole ``abilities`` tuple keeps two creatures in one class when
only other abilities tell them apart (a trample from a spell, a granted vigilance), which
a reader of "creatures with flying" cannot see.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from mtglogic.model.objects import Ability
from mtglogic.vocabulary.fields import family


def keyword_in(abilities: tuple[Ability, ...], word: str) -> bool:
    """Whether these abilities hold the keyword ``word`` (lower case), as
    ``ObjState.has_keyword`` answers: a keyword ability of that name (702)."""
    return any(a.kind == "keyword" and a.text.lower() == word for a in abilities)


def keywords_only(abilities: tuple[Ability, ...], words: frozenset[str]) -> tuple[Ability, ...]:
    """These abilities less all but the keywords ``words`` (lower case)."""
    return tuple(a for a in abilities if a.kind == "keyword" and a.text.lower() in words)


# The fields a class may be keyed on one value of, with what that value of the field is
# (``abilities:x`` is what ``has_keyword(x)`` reads: the recording notes it so), and the
# field with only some values left (to check a writer of some values, ``recording``).
FINE: dict[str, Callable[[Any, str], Any]] = {"abilities": keyword_in}
ONLY: dict[str, Callable[[Any, frozenset[str]], Any]] = {"abilities": keywords_only}


def class_names(names: Iterable[str]) -> frozenset[str]:
    """The names to class objects on for readers of ``names``: a value of a field in
    ``FINE`` stays itself unless the whole field is read too; any other value name stands
    for its whole field."""
    names = frozenset(names)
    whole = frozenset(family(n) for n in names if ":" not in n or family(n) not in FINE)
    return whole | frozenset(n for n in names if ":" in n and family(n) not in whole)


def reducer(name: str) -> Callable[[Any], Any] | None:
    """What a name takes of its field's value (None: the whole value)."""
    field, sep, value = name.partition(":")
    if not sep:
        return None
    fine, word = FINE[field], value.lower()  # names are compared without case (fields)
    return lambda whole: fine(whole, word)
