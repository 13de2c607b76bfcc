"""One self-contained HTML page per answer (issue 24): the board, the layer timeline, the
dependency graphs as inline SVG, the replacement outcome tree, the subgames' nesting, a
corpus run. Built from the engines' JSON answers (``--json``), never from new engine work.
No external URL of any kind: styles are inline, drawings are inline SVG, no script."""
from __future__ import annotations

from mtglogic.outputs.html.corpus import corpus_page
from mtglogic.outputs.html.layers_page import layers_page
from mtglogic.outputs.html.replacement_page import replacement_page
from mtglogic.outputs.html.subgame_page import subgame_page

__all__ = ["corpus_page", "layers_page", "replacement_page", "subgame_page"]
