"""Drawing a DOT graph as SVG by running Graphviz's ``dot``: output work, kept off the
engines' floor (the layer engine builds the DOT text, ``layers/dot.py``)."""
from __future__ import annotations

from mtglogic.deferred import DeferredModule
from mtglogic.errors import InputError

# Imported when a graph is drawn, not by every command that could draw one.
shutil = DeferredModule("shutil")
subprocess = DeferredModule("subprocess")


def render_svg(dot_source: str) -> str:
    """SVG from Graphviz's ``dot``; a clear error when Graphviz is not installed or fails."""
    dot = shutil.which("dot")
    if dot is None:
        raise InputError("--format svg needs Graphviz (the `dot` program); "
                         "use --format dot and render it elsewhere")
    done = subprocess.run([dot, "-Tsvg"], input=dot_source, capture_output=True, text=True,
                          timeout=60, check=False)
    if done.returncode != 0:
        raise InputError(f"Graphviz failed: {done.stderr.strip().splitlines()[-1:]}")
    output: str = done.stdout
    return output
