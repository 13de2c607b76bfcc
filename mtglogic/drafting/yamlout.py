"""A drafted card as the text of a card file: keys in card-file order, long texts folded
as YAML block scalars, and a first comment saying where it came from."""
from __future__ import annotations

from typing import Any

import yaml

HEADER = ("# Drafted by `mtglogic cards draft` from Oracle text: check it before use.\n"
          "{untranslated}")


class _Dumper(yaml.SafeDumper):
    """Block style for texts with line breaks; flow style for short word lists."""


def _string(dumper: yaml.SafeDumper, value: str) -> yaml.Node:
    style = "|" if "\n" in value else None
    return dumper.represent_scalar("tag:yaml.org,2002:str", value, style=style)


def _list(dumper: yaml.SafeDumper, value: list[Any]) -> yaml.Node:
    flow = all(isinstance(v, (str, int)) and len(str(v)) < 30 for v in value)
    return dumper.represent_sequence("tag:yaml.org,2002:seq", value, flow_style=flow)


_Dumper.add_representer(str, _string)
_Dumper.add_representer(list, _list)


def card_yaml(card: dict[str, Any], untranslated: list[str]) -> str:
    """The card file's text."""
    notes = "".join(f"# Left as text: {s}\n" for s in untranslated)
    body = yaml.dump(card, Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=92)
    return HEADER.format(untranslated=notes) + body
