"""The layer engine (rule 613)."""
