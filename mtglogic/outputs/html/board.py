"""The board section: each object's card name, Oracle text, and characteristics before the
continuous effects (as printed, rule 613.1: layers start from the copiable values) and
after them (the layers' answer). The key columns come first (name, P/T, type line), so
that a phone shows them before the table scrolls; the Oracle text is shown once, folded
under the name, and the abilities column says only what changed."""
from __future__ import annotations

from typing import Any

from mtglogic.model.objects import Game, ObjState
from mtglogic.outputs.html.markup import el, esc, join, scrolling
from mtglogic.text import type_line

SHOWN = ("power_toughness", "type_line", "controller", "colors", "abilities")
HEADINGS = ("Object", "P/T", "Type line", "Controller", "Colors", "Abilities")


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
    if key == "type_line":
        return type_line(chars.get("supertypes", []), chars.get("types", []),
                         chars.get("subtypes", [])) or "—"
    value = chars.get(key)
    if isinstance(value, list):
        return "; ".join(str(v) for v in value) if value else "—"
    return "—" if value in (None, "") else str(value)


def _cell(before: dict[str, Any] | None, after: dict[str, Any] | None, key: str) -> str:
    """One characteristic before → after; a changed one marked by a sign and in words.
    Abilities as printed are the Oracle text under the name: said once, not again."""
    old = _value(before, key) if before else "—"
    if after is None or old == _value(after, key):
        if key == "abilities" and before and before.get("abilities"):
            return el("td", "as printed", class_="none")
        return el("td", esc(old))
    new = _value(after, key)
    if key == "abilities":
        return el("td", "now: " + el("span", esc(new if new != "—" else "none"),
                                      class_="changed"))
    return el("td", esc(old) + " → " + el("span", esc(new), class_="changed"))


def _name_cell(oid: str, name: str, oracle: list[str]) -> str:
    """The object's name and id, its Oracle text folded under it."""
    text = el("details", el("summary", "Oracle text")
              + el("div", "<br>".join(esc(a) for a in oracle), class_="oracle")) if oracle \
        else ""
    return el("th", el("strong", esc(name)) + " " + el("span", f"({esc(oid)})", class_="id")
              + text, scope="row")


def board_section(before: dict[str, dict[str, Any]], after: dict[str, dict[str, Any]],
                  heading: str = "Board", key: str = "board") -> str:
    """A table: one row per object, before → after for each characteristic."""
    header = el("tr", join(el("th", esc(h), scope="col") for h in HEADINGS))
    rows = []
    for oid in sorted(set(before) | set(after)):
        old, new = before.get(oid), after.get(oid)
        name = (new or old or {}).get("name") or "(no name)"
        rows.append(el("tr", _name_cell(oid, name, (old or {}).get("abilities", []))
                       + join(_cell(old, new, k) for k in SHOWN)))
    note = el("p", "Each cell reads before → after the continuous effects; a changed value "
                   "is bold, underlined and marked ▲. The Oracle text, as printed, is folded "
                   "under each name.")
    table = el("table", el("caption", "Objects, before and after") + el("thead", header)
               + el("tbody", join(rows)))
    return el("section", el("h2", esc(heading), id=key) + note
              + scrolling(table, f"{heading}: the table"), aria_labelledby=key)
