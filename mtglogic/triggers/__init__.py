"""Triggered abilities (603): what an outcome triggers, state-based actions (704) and the game's end."""
