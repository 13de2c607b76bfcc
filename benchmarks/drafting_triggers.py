"""How many triggered abilities of a corpus of real cards the drafter reads as data.

Each line of each face's Oracle text that is a triggered ability (603.1: "when",
"whenever", "at"; ``oracle.triggered``) is counted once: *drafted as data* when the draft
holds a ``triggered`` ability with a trigger event for that line (``phrases/triggers``) and
the drafted card file loads, *left as text* otherwise. Rows group the lines by the words
before their first comma (the trigger event as written, the card itself as ``~``), most
common first, so the next event worth reading shows.

    python benchmarks/drafting_triggers.py [CORPUS.jsonl] [--top N]
"""
from __future__ import annotations

import argparse
import re
from collections import Counter
from pathlib import Path

from drafting_corpus import CORPUS, corpus_faces, loads

from mtglogic.drafting.drafter import ability_words, dash_words, draft, subtypes_known
from mtglogic.drafting.oracle import (
    Normalizer,
    ability_lines,
    rules_text,
    strip_reminder,
    triggered,
)
from mtglogic.errors import MtglogicError


def measure(path: Path) -> tuple[Counter[str], Counter[str]]:
    """Per trigger event as written: the lines drafted as data, and all lines."""
    done: Counter[str] = Counter()
    total: Counter[str] = Counter()
    words, meaningful, subtypes = ability_words(), dash_words(), subtypes_known()
    for _, face in corpus_faces(path):
        lines = [(line, rules_text(line, words, meaningful)) for line in ability_lines(face.text)]
        lines = [(line, rules) for line, rules in lines if rules and triggered(rules)]
        if not lines:
            continue
        try:
            made = draft(face)
            read = {a.text for a in made.abilities if isinstance(a.data, dict)
                    and isinstance(a.data.get("triggered"), dict)} if loads(made) else set()
        except MtglogicError:
            read = set()
        form = Normalizer(face.name, subtypes)
        for line, rules in lines:
            event = re.split(r",", form.sentence(rules).form, maxsplit=1)[0]
            total[event] += 1
            done[event] += strip_reminder(line) in read
    return done, total


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("corpus", nargs="?", type=Path, default=CORPUS)
    parser.add_argument("--top", type=int, default=25)
    options = parser.parse_args()
    done, total = measure(options.corpus)
    drafted, lines = sum(done.values()), sum(total.values())
    print(f"triggered lines: {lines}; drafted as data: {drafted} "
          f"({100 * drafted / max(lines, 1):.1f}%), left as text: {lines - drafted}")
    print("per trigger event (drafted / lines), most lines first:")
    for event, count in total.most_common(options.top):
        print(f"  {done[event]:5} / {count:5}  {event}")


if __name__ == "__main__":
    main()
