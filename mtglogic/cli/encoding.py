"""Output that any stream can hold.

mtglogic prints a few characters beyond ASCII: the dash of a type line ("Creature —
Elf"), card names with accents ("Lim-Dûl"), quotes from Oracle text. A stream whose
encoding cannot hold one (``PYTHONIOENCODING=latin-1``, an ASCII-only terminal) would end
the command with a traceback half-way through its answer. Instead each character the
encoding lacks is written as its nearest plain form (the dashes and quotes as ASCII, an
accented letter without its accent), else as a ``\\uXXXX`` escape, and the answer stays
whole.
"""
from __future__ import annotations

import codecs
import contextlib
import sys
import unicodedata

ERRORS = "mtglogic-plain"
PLAIN = {"\u2014": "-", "\u2013": "-", "\u2212": "-", "\u2018": "'", "\u2019": "'",
         "\u201c": '"', "\u201d": '"', "\u2022": "*", "\u2026": "...", "\u00a0": " "}


def _plain(error: UnicodeError) -> tuple[str, int]:
    """The error handler: the characters an encoding lacks, in a form it holds."""
    if not isinstance(error, UnicodeEncodeError):
        raise error
    out = []
    for char in error.object[error.start:error.end]:
        if char in PLAIN:
            out.append(PLAIN[char])
            continue
        bare = unicodedata.normalize("NFKD", char).encode("ascii", "ignore").decode("ascii")
        out.append(bare or char.encode("ascii", "backslashreplace").decode("ascii"))
    return "".join(out), error.end


codecs.register_error(ERRORS, _plain)


def hold_any_text() -> None:
    """Make standard output and error write what their encoding lacks in plain form."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None and (stream.errors or "strict") == "strict":
            with contextlib.suppress(ValueError, OSError):  # closed or detached: nothing to do
                reconfigure(errors=ERRORS)
