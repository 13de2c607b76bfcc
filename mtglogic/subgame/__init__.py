"""Subgames (rule 715 in cr-2011, 728 in cr-2026): Shahrazad, nested at any depth.

Modules: ``rules`` (the ruleset's subgame section), ``cards`` (card records and the card
library entries the engine reads), ``model`` (games, players, zones, the invariant),
``engine`` (starting, running and ending subgames), ``script`` (scenario files),
``runner`` (running a script over every starting-player possibility), ``render`` (text and
JSON), ``command`` (the CLI) and ``ruling`` (the verify checker).
"""
