"""The package version (one place, read by packaging, the CLI and the API)."""

__version__ = "0.1.0"
