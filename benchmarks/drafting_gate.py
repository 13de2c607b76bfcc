"""The drafting gate: draft every face of a corpus and write what was drafted, byte for byte.

A change to the drafter that must not change what a card means (a module moved, a reader
made a grammar row) is gated by running this before and after it and comparing the two
outputs (``cmp``, or the SHA-256 it prints): one JSON line per face, holding the card file
drafted, each ability with its Oracle text and whether it was translated, and the
sentences left as text (or the error that refused the face). It also prints the time per
sentence the drafter parsed, a figure to compare between two runs on the same machine.

Run: python benchmarks/drafting_gate.py OUTPUT [--corpus FILE]
"""
from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from pathlib import Path

import drafting_corpus

from mtglogic.budget import Budget
from mtglogic.drafting.drafter import draft
from mtglogic.errors import MtglogicError


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("output", type=Path, help="the file the drafts are written to")
    parser.add_argument("--corpus", type=Path, default=drafting_corpus.CORPUS,
                        help="a JSON-lines corpus of real cards (Scryfall field names)")
    args = parser.parse_args()
    budget = Budget(max_states=10**9, timeout=10.0**6).start()
    faces = 0
    started = time.perf_counter()
    with args.output.open("w", encoding="utf-8") as out:
        for name, face in drafting_corpus.corpus_faces(args.corpus):
            faces += 1
            try:
                made = draft(face, budget)
            except MtglogicError as error:
                record: object = {"card": name, "face": face.name, "error": str(error)}
            else:
                record = {"card": name, "face": face.name, "file": made.card,
                          "abilities": [[a.text, a.translated] for a in made.abilities],
                          "untranslated": made.untranslated, "subgame": made.subgame_text}
            out.write(json.dumps(record, ensure_ascii=False, default=repr) + "\n")
    seconds = time.perf_counter() - started
    digest = hashlib.sha256(args.output.read_bytes()).hexdigest()
    print(f"{faces} faces drafted in {seconds:.1f} s; {budget.states} sentences parsed, "
          f"{1e6 * seconds / max(budget.states, 1):.0f} µs per sentence")
    print(f"sha256 {digest}  {args.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
