"""The board section: each object's card name, Oracle text, and characteristics before the
continuous effects (as printed, rule 613.1: layers start from the copiable values) and
after them (the layers' answer)."""
from __future__ import annotations

from typing import Any

from mtglogic.model.objects import Game, ObjState
from mtglogic.outputs.html.markup import el, esc, join

SHOWN = ("types", "subtypes", "supertypes", "colors", "abilities", "power_toughness",
         "controller")


def printed(obj: ObjState) -> dict[str, Any]:
    """OBJ's characteristics before any continuous effect, in the JSON answer's shape."""
    chars: dict[str, Any] = {
        "name": obj.name, "controller": obj.controller, "zone": obj.zone,
        "types": sorted(obj.card_types), "subtypes": sorted(obj.subtypes),
        "supertypes": sorted(obj.supertypes), "colors": sorted(obj.colors),
        "abilities": [a.text for a in obj.abilities]}
    if obj.power is not None:
        chars["power"], chars["toughness"] = obj.power, obj.toughness
    return chars


def board_before(game: Game) -> dict[str, dict[str, Any]]:
    return {key: printed(obj) for key, obj in game.objects.items()}


def _value(chars: dict[str, Any], key: str) -> str:
    if key == "power_toughness":
        return f'{chars["power"]}/{chars["toughness"]}' if "power" in chars else "—"
    value = chars.get(key)
    if isinstance(value, list):
        return "; ".join(str(v) for v in value) if value else "—"
    return "—" if value in (None, "") else str(value)


def _cell(before: dict[str, Any] | None, after: dict[str, Any] | None, key: str) -> str:
    """One characteristic before → after; a changed one marked by a sign and in words."""
    old = _value(before, key) if before else "—"
    if after is None:
        return el("td", esc(old))
    new = _value(after, key)
    if old == new:
        return el("td", esc(new))
    return el("td", esc(old) + " → " + el("span", esc(new), class_="changed"))


def board_section(before: dict[str, dict[str, Any]], after: dict[str, dict[str, Any]],
                  heading: str = "Board", key: str = "board") -> str:
    """A table: one row per object, before → after for each characteristic."""
    header = el("tr", join(el("th", esc(h), scope="col") for h in
                           ("Object", "Card and Oracle text", "Types", "Subtypes",
                            "Supertypes", "Colors", "Abilities", "P/T", "Controller")))
    rows = []
    for oid in sorted(set(before) | set(after)):
        old, new = before.get(oid), after.get(oid)
        name = (new or old or {}).get("name", oid)
        oracle = "<br>".join(esc(a) for a in (old or {}).get("abilities", [])) or "—"
        rows.append(el("tr", el("th", esc(oid), scope="row")
                       + el("td", el("strong", esc(name)) + el("div", oracle, class_="oracle"))
                       + join(_cell(old, new, k) for k in SHOWN)))
    note = el("p", "Each cell reads before → after the continuous effects; a changed value "
                   "is bold, underlined and marked ▲. Oracle text is the card's as printed.")
    return el("section", el("h2", esc(heading), id=key) + note
              + el("div", el("table", el("caption", "Objects, before and after")
                             + el("thead", header) + el("tbody", join(rows))),
                   class_="table-wrap"), aria_labelledby=key)
