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
