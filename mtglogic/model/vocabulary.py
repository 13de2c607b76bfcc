"""Fixed game vocabulary: colors, card types, basic land types (rules 105, 205, 305)."""
from __future__ import annotations

COLORS = ("white", "blue", "black", "red", "green")
COLOR_SYMBOLS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
CARD_TYPES = ("artifact", "battle", "conspiracy", "creature", "dungeon", "enchantment", "instant",
              "kindred", "land", "phenomenon", "plane", "planeswalker", "scheme", "sorcery",
              "tribal", "vanguard")
PERMANENT_TYPES = ("artifact", "battle", "creature", "enchantment", "land", "planeswalker")
SUPERTYPES = ("basic", "legendary", "ongoing", "snow", "world")
# Basic land type -> the mana symbol of its intrinsic mana ability (305.6).
BASIC_LAND_TYPES = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
ZONES = ("battlefield", "graveyard", "library", "hand", "stack", "exile", "command", "outside")
# Words a text-changing effect may replace (612.2): color words and basic land types.
TEXT_CHANGE_WORDS = set(COLORS) | set(BASIC_LAND_TYPES)


def intrinsic_mana_text(land_type: str) -> str:
    """The text of a basic land type's intrinsic mana ability (305.6)."""
    return f"{{T}}: Add {{{BASIC_LAND_TYPES[land_type]}}}."
