"""Fixed game terms: colors, card types, subtypes, zones, copiable values (105, 205, 305, 707)."""
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
# The steps of a turn, in order (500.1, 501-514), main phases as steps of their own.
STEPS = ("untap", "upkeep", "draw", "precombat_main", "beginning_of_combat",
         "declare_attackers", "declare_blockers", "combat_damage", "end_of_combat",
         "postcombat_main", "end", "cleanup")
# Words a text-changing effect may replace (612.2): color words and basic land types.
TEXT_CHANGE_WORDS = set(COLORS) | set(BASIC_LAND_TYPES)
# The other subtypes (205.3g-m) are the rulesets' lists (their ``subtypes:`` sections, read
# into ``Ruleset.subtype_lists``): no copy of them here.
# The copiable values of an object (706.2 in 2011, 707.2 in 2026), as object fields.
COPIABLE = ("name", "mana_cost", "mana_value", "colors", "card_types", "subtypes", "supertypes",
            "abilities", "power", "toughness", "loyalty", "defense", "text")


def intrinsic_mana_text(land_type: str) -> str:
    """The text of a basic land type's intrinsic mana ability (305.6)."""
    return f"{{T}}: Add {{{BASIC_LAND_TYPES[land_type]}}}."
