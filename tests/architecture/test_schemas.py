"""The published JSON Schemas: valid draft 2020-12, accepted by every shipped card, ruling
and documentation example (checked with the jsonschema library), and the documentation's
vocabulary tables generated from the registry they describe."""
from __future__ import annotations

import json
import re

import pytest
import yaml
from click.testing import CliRunner
from jsonschema import Draft202012Validator

import mtglogic
from mtglogic.cli import main
from mtglogic.docs import documented_files, render_file
from mtglogic.loading.paths import data_root
from mtglogic.loading.schema import KINDS_OF_DOCUMENT, definitions, document_schema

ROOT = data_root()
PROJECT = ROOT.parent
DOC_FILES = sorted((PROJECT / "docs").glob("*.md")) + [PROJECT / "README.md"]
YAML_BLOCK = re.compile(r"(?:<!-- schema: (?P<kind>[a-z_]+) -->\n)?```yaml\n(?P<text>.*?)```",
                        re.DOTALL)
VALIDATORS = {kind: Draft202012Validator(document_schema(kind)) for kind in KINDS_OF_DOCUMENT}


def errors(kind: str, document: object, definition: str | None = None) -> list[str]:
    validator = VALIDATORS[kind] if definition is None else \
        Draft202012Validator(document_schema(definition=definition))
    return [f"{list(e.absolute_path)}: {e.message[:200]}" for e in validator.iter_errors(document)]


@pytest.mark.parametrize("kind", KINDS_OF_DOCUMENT)
def test_schemas_are_valid_draft_2020_12(kind):
    Draft202012Validator.check_schema(document_schema(kind))


@pytest.mark.parametrize("kind", KINDS_OF_DOCUMENT)
def test_the_schema_command_prints_each_kind(kind):
    result = CliRunner().invoke(main, ["schema", "--kind", kind])
    assert result.exit_code == 0
    schema = json.loads(result.output)
    Draft202012Validator.check_schema(schema)
    assert schema["$ref"] == f"#/$defs/{kind}"


@pytest.mark.parametrize("path", sorted((ROOT / "cards").glob("*.yaml")), ids=lambda p: p.stem)
def test_every_shipped_card_validates(path):
    assert errors("card", yaml.safe_load(path.read_text(encoding="utf-8"))) == []


@pytest.mark.parametrize("path", sorted(ROOT.glob("cr-*/rulings/**/*.yaml")),
                         ids=lambda p: f"{p.parts[-4]}/{p.parts[-2]}/{p.stem}")
def test_every_shipped_ruling_validates(path):
    assert errors("ruling", yaml.safe_load(path.read_text(encoding="utf-8"))) == []


def doc_examples() -> list[tuple[str, int, str | None, str]]:
    found = []
    for path in DOC_FILES:
        text = path.read_text(encoding="utf-8")
        for match in YAML_BLOCK.finditer(text):
            line = text[:match.start()].count("\n") + 1
            found.append((path.name, line, match.group("kind"), match.group("text")))
    return found


@pytest.mark.parametrize("name, line, kind, text", doc_examples(),
                         ids=lambda v: str(v) if isinstance(v, (str, int)) else "")
def test_every_yaml_example_of_the_docs_validates_and_loads(name, line, kind, text):
    assert kind in definitions(), f"{name}:{line}: precede the block with <!-- schema: KIND -->"
    document = yaml.safe_load(text)
    assert errors("card", document, definition=kind) == [], f"{name}:{line}"
    if kind == "scenario":
        mtglogic.load_scenario(document)
    elif kind == "ruling":
        verdict = mtglogic.check_ruling(document)
        assert verdict.passed, verdict.diff
    elif kind == "card":
        mtglogic.load_scenario({"objects": [{"id": "x", "card": document}]})


def test_the_docs_have_yaml_examples_of_every_document_kind():
    kinds = {kind for _, _, kind, _ in doc_examples()}
    assert kinds >= {"scenario", "card", "ruling", "subgame", "replacement"}


@pytest.mark.parametrize("path", documented_files(), ids=lambda p: p.name)
def test_vocabulary_tables_of_the_docs_are_generated_from_the_registry(path):
    text = path.read_text(encoding="utf-8")
    assert render_file(text) == text, \
        f"{path.name}: a vocabulary table is out of date; run python -m mtglogic.docs"


def test_the_schema_refuses_what_the_loader_refuses_in_shipped_shapes():
    # Decimal timestamps: the loader wants whole numbers, and so does the schema.
    doc = {"objects": [{"id": "a", "card": "Grizzly Bears", "timestamp": 1.5}]}
    assert errors("scenario", doc)
    with pytest.raises(mtglogic.InputError, match="whole number"):
        mtglogic.load_scenario(doc)
