"""The arguments of the combat rules words: who may be attacked, the conditions met at a
declaration, and the costs to attack or block.

A restriction, requirement or cost on attacking or blocking is checked when attackers or
blockers are declared (508.1c-d, 508.1h, 509.1b-d; 508.1g for the attack cost in 2011), so
what it reads about the declaration (the defending player, the other attackers, the
creature a blocker would block) is stated in the word's argument, not tested on the board
the layers give. Its selectors are compiled with the word and read by the rule that uses
them; the board decides only which objects the restriction applies to (613.10 / 613.11)::

    {cant_attack_player: {players: you, planeswalkers: true}}  # "can't attack you or ..."
    {cant_attack_unless: {defending_player_controls: {subtype: Island}}}
    {attack_cost: {mana: "{2}", players: you}}                 # Propaganda, each creature
"""
from __future__ import annotations

from mtglogic.vocabulary.compiler import SELECTOR
from mtglogic.vocabulary.spec import Flag, OneKey, Record, Whole, Word

WHO = Word(("you", "opponents", "each"))  # from the effect's controller, as player words say
RELATIVE_PLAYERS = ("defending_player", "attacking_player")
MANA = Word()  # a mana amount as printed: "{1}", "{2}{U}"

# The players (and their planeswalkers) a creature can't attack (508.1b-c)
DEFENDERS = Record({"players": WHO, "planeswalkers": Flag()}, required=("players",))

# A condition met or not by a declaration (508.1c, 509.1b: "unless some condition is met")
DECLARATION = OneKey(
    {"defending_player_controls": SELECTOR,  # a permanent the defending player controls
     "more_creatures_than": Word(RELATIVE_PLAYERS),  # you control more creatures than they
     "also_attacks": SELECTOR},  # another creature of these is declared as an attacker too
    "write one of `defending_player_controls`, `more_creatures_than`, `also_attacks`")

# A cost each creature's controller pays for it to attack (these players, and their
# planeswalkers with `planeswalkers`) or to block (508.1h / 508.1g in 2011, 509.1d)
ATTACK_COST = Record({"mana": MANA, "players": WHO, "planeswalkers": Flag()},
                     required=("mana", "players"))
BLOCK_COST = Record({"mana": MANA}, required=("mana",))

# How many creatures in all may attack or block in one combat, for these players
COMBAT_LIMIT = Record({"players": WHO, "count": Whole(1)}, required=("players", "count"))
