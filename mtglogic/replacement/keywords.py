"""Effects that keyword abilities make by rule, read from ruleset data (702.16e).

Protection's damage prevention is not written on the card: the rules attach it to the
keyword. A ruleset's ``replacement.keyword_effects`` lists such keywords as a pattern with
one ``{quality}`` hole, an effect template, and what each quality means as a selector on
the source; a keyword "protection from red and from blue" is two (702.16g). Each permanent
on the battlefield with such a keyword (as the layer engine computes it) gets the effect,
with itself as the source and its controller as ``you``. A quality the ruleset does not
list makes no effect. A pattern without a hole is a keyword alone (indestructible's "can't
be destroyed", 702.12b; riot's choice as the permanent enters, 702.136a), its one effect
under the quality "". An effect on how its own permanent enters (``enter``, ``self``) works
as the permanent enters, seen as it would exist on the battlefield (614.12): a keyword
another effect grants it counts, and each instance makes its own effect (riot, 702.136b).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mtglogic.node import Node, to_plain
from mtglogic.vocabulary.replacements import ReplacementSpec, compile_replacement

HOLE = "{quality}"


@dataclass(frozen=True)
class KeywordRule:
    """One keyword whose rules make an effect: ``prefix QUALITY`` (several joined by
    ``split``), the rule it follows, and one compiled effect per quality."""

    prefix: str
    split: str
    rule: str
    effects: dict[str, ReplacementSpec]
    holed: bool = True  # the pattern has a {quality} hole

    def specs(self, keyword: str) -> list[tuple[str, ReplacementSpec]]:
        """The effects a keyword's text makes, with their qualities (none if it isn't this
        keyword, or names qualities the ruleset doesn't define)."""
        text = keyword.lower()
        if not self.holed:
            return [("", self.effects[""])] if text == self.prefix else []
        if not text.startswith(self.prefix):
            return []
        qualities = text[len(self.prefix):].split(self.split) if self.split else \
            [text[len(self.prefix):]]
        return [(q, self.effects[q]) for q in qualities if q in self.effects]


def _fill(template: Any, quality: str, selector: Any) -> Any:
    """The template with its hole filled: the selector where a value is exactly the hole,
    the quality's words inside text."""
    if template == HOLE:
        return selector
    if isinstance(template, str):
        return template.replace(HOLE, quality)
    if isinstance(template, dict):
        return {k: _fill(v, quality, selector) for k, v in template.items()}
    if isinstance(template, list):
        return [_fill(v, quality, selector) for v in template]
    return template


def parse_keyword_rule(node: Node) -> KeywordRule:
    """Validate one ``keyword_effects`` item and compile its effect for every quality."""
    node.mapping(allowed=("pattern", "rule", "split", "effect", "qualities"),
                 required=("pattern", "rule", "effect"))
    pattern = node["pattern"].as_str()
    template = to_plain(node["effect"].mapping().value)
    if HOLE not in pattern:  # a keyword alone: one effect
        if "qualities" in node or "split" in node:
            node["pattern"].fail(f"a pattern without {HOLE} has no qualities and no split")
        spec = compile_replacement(Node(template, node.file, node["effect"].path,
                                        node["effect"].line))
        return KeywordRule(pattern.lower(), "", node["rule"].as_str(), {"": spec}, False)
    if not pattern.endswith(HOLE) or pattern.count(HOLE) != 1:
        node["pattern"].fail(f"a keyword pattern ends with its one {HOLE}")
    if "qualities" not in node:
        node.fail("a pattern with a hole lists its `qualities`")
    effects = {}
    for quality, selector in node["qualities"].mapping().items():
        filled = _fill(template, quality, to_plain(selector.value))
        effects[quality.lower()] = compile_replacement(
            Node(filled, node.file, f"{node['effect'].path}[{quality}]", node["effect"].line))
    split = node["split"].as_str() if "split" in node else ""
    return KeywordRule(pattern[:-len(HOLE)].lower(), split, node["rule"].as_str(), effects)
