"""The package version (one place, read by packaging, the CLI and the API)."""

__version__ = "0.1.0"

# The version of the shape of every `--json` output (docs/json-output.md): raised when a
# key is renamed or removed, not when one is added.
JSON_FORMAT_VERSION = 1
