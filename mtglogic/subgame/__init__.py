"""Subgames (rule 715 in cr-2011, 728 in cr-2026): Shahrazad, nested at any depth.

Modules: ``rules`` (the ruleset's subgame section), ``cards`` (cards in a session, from the
card library or written by name), ``model`` (games, players, zones, the invariant, the
scenario played), ``engine`` (starting, running and ending subgames), ``steps`` (the script's
actions), ``runner`` (running a script over every starting-player possibility), ``render``
(text and JSON) and ``ruling`` (checking a ruling's ``expect``). Scenario files are read by
``mtglogic.loading.subgame``.
"""
