"""A card file drafted from an Oracle record, every layout as printed.

A card of two faces is drafted face by face (712 double-faced, 709 split, 710 flip, 715
adventurer, 720 omen and prepare cards: ``mtglogic.loading.oracle_files`` puts the main face
first); a flip card's other half keeps the card's cost and colour (710.1c); a meld result
gets its parts' mana costs (712.8g). What is not read is said: each sentence left as text,
the faces of a layout the rules do not model, and a face whose source holds no rules text
though its type line says it is no vanilla card (an instant, an enchantment...).
"""
from __future__ import annotations

from mtglogic.budget import Budget
from mtglogic.drafting.drafter import Draft, OracleCard, draft
from mtglogic.drafting.limits import check_printed_stat
from mtglogic.loading.kept_drafts import CardDraft
from mtglogic.loading.oracle_files import Record
from mtglogic.model.cards import LAYOUTS
from mtglogic.model.terms import COLOR_SYMBOLS

# Card types whose card does something only by its text: a face of them with none is said
NOT_VANILLA = ("Instant", "Sorcery", "Enchantment", "Planeswalker", "Battle", "Artifact",
               "Kindred", "Tribal")


def oracle_card(face: Record) -> OracleCard:
    """The drafter's view of one record (or face); a power, toughness or loyalty printed in
    a form mtglogic cannot read (208.2) is refused for this card."""
    def text(key: str) -> str | None:
        value = face.get(key)
        if value is not None:
            check_printed_stat(str(value), f"{face['name']}: its {key}")
        return None if value is None else str(value)

    colors = tuple(COLOR_SYMBOLS[c] for c in face.get("color_indicator") or [])
    return OracleCard(str(face["name"]), str(face.get("oracle_text") or ""),
                      str(face.get("type_line") or ""), str(face.get("mana_cost") or ""),
                      text("power"), text("toughness"), text("loyalty"), colors)


def no_text(face: Record) -> list[str]:
    """What to say of a face whose source holds no rules text though its type line says
    it is no vanilla card (a creature or a land may be one)."""
    words = str(face.get("type_line", "")).split("\u2014")[0].split()
    if face.get("oracle_text") or "Creature" in words or \
            not any(word in NOT_VANILLA for word in words):
        return []
    return [f"{face['name']}: its source holds no rules text, though a card of type "
            f"{face.get('type_line')!r} is no vanilla card; nothing of its text is read"]


def _drafted(face: Record, budget: Budget | None) -> tuple[Draft, list[str]]:
    made = draft(oracle_card(face), budget)
    return made, made.untranslated + no_text(face)


def drafted_file(record: Record, budget: Budget | None = None) -> CardDraft:
    """The card file drafted from a record, each face as printed (its layout's faces, a
    meld result's parts), with what was left as text."""
    faces = record.get("card_faces") or []
    layout = str(record.get("layout") or "normal")
    if faces and layout in LAYOUTS:
        made = [_drafted(face, budget) for face in faces]
        drafts = [d.card for d, _ in made]
        if layout == "flip":  # the other half has the card's cost and colour (710.1c)
            drafts[1] = {k: v for k, v in drafts[1].items()
                         if k not in ("mana_cost", "color_indicator")}
        file = {"name": record["name"], "layout": layout, "faces": drafts}
        return CardDraft(file, [s for _, said in made for s in said],
                         any(d.translated_any for d, _ in made))
    first, said = _drafted(faces[0] if faces else record, budget)
    said += [f"{face['name']} (a face of a {layout} card, not read)" for face in faces[1:]]
    card = dict(first.card)
    if faces:
        card["name"] = record["name"]
    parts = record.get("meld_parts")
    if parts:
        card["meld_parts"] = [p for p in parts if "mana_cost" in p]
        if len(card["meld_parts"]) != 2:
            del card["meld_parts"]
            said.append(f"{record['name']}: a meld result whose parts are not in its source: "
                        f"its mana value (712.8g) is not known")
    return CardDraft(card, said, first.translated_any)
