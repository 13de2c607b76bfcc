"""A group of objects named by a list of card names: "Equipment named Sword of Kaldra,
Shield of Kaldra, and Helm of Kaldra have indestructible" (201.2: objects with any of those
names). The sentence without the names is drafted as any other, and its subject narrowed
to the names, kept as printed (the grammar's form is in lower case)."""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

_NAME = r"[A-Z][\w'-]*(?: (?:of|the|[A-Z][\w'-]*))*"
NAMED = re.compile(rf"^(?P<group>[A-Z][a-z]+) named (?P<names>{_NAME}(?:, {_NAME})*,? "
                   rf"(?:and|or) {_NAME}) (?P<rest>(?:has|have|get|gets) .+)$")
_SPLIT = re.compile(r",? (?:and|or) |, ")


def named_group_sentence(text: str, again: Callable[[str], list[Any] | None]) -> \
        list[Any] | None:
    """The abilities of a sentence about a group named by several card names, or None."""
    match = NAMED.match(text.strip())
    if match is None:
        return None
    names = _SPLIT.split(match.group("names"))
    found = again(f"{match.group('group')} {match.group('rest')}")
    if not found or len(found) != 1 or not isinstance(found[0], dict) \
            or set(found[0]) != {"static"}:
        return None
    body = found[0]["static"]
    subject = body.get("applies_to")
    if not isinstance(subject, dict) or "name" in subject or "rules" in body:
        return None
    return [{"static": {**body, "applies_to": {**subject, "name": names}}}]


_RENAMED = re.compile(r"^(?P<rest>.+) named (?P<name>[A-Z][\w',-]*(?: [A-Z][\w',-]*)*)\.?$")
_QUOTED_LAST = re.compile(r'^(?P<rest>.+) and "(?P<quote>[^"]+)"$')
_TWO_COLORS = re.compile(r"\b(a|an) (white|blue|black|red|green) and (white|blue|black|red|"
                         r"green) ")


def renamed_sentence(text: str, again: Callable[[str], list[Any] | None]) -> \
        list[Any] | None:
    """"Enchanted creature loses all abilities and is a green and white Citizen creature
    with base power and toughness 1/1 named Legitimate Businessperson": the sentence without
    its name drafted as any other, then the name set by a text-changing effect (layer 3,
    612.1; 123.6c in 2026), kept as printed. A quoted activated or mana ability written
    last ("and "{T}: Add {C}"") is gained after the others are lost (613.1f). None when the
    rest is not one static ability of layer effects."""
    match = _RENAMED.match(text.strip())
    if match is None:
        return None
    rest, extra = match.group("rest"), []
    quoted = _QUOTED_LAST.match(rest)
    if quoted:
        ability = quoted.group("quote").rstrip(".") + "."
        cost, colon, effect = ability.partition(": ")
        if not colon or cost.startswith(("When", "Whenever", "At ")):
            return None
        rest = quoted.group("rest")
        extra = [{"add_abilities": [{"mana" if effect.startswith("Add ") else "activated":
                                     ability}]}]
    # "a green and white Citizen creature": both colors, as "a green white ..." reads
    found = again(_TWO_COLORS.sub(r"\1 \2 \3 ", rest) + ".")
    if not found or len(found) != 1 or not isinstance(found[0], dict) \
            or set(found[0]) != {"static"}:
        return None
    body = found[0]["static"]
    if set(body) != {"applies_to", "effects"}:
        return None
    return [{"static": {**body, "effects": [{"set_name": match.group("name")},
                                           *body["effects"], *extra]}}]
