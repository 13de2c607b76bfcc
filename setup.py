"""Packaging: ship the top-level rulesets/ folder inside the wheel as mtglogic.rulesets
(and the py.typed marker: the package has type hints, and the Oracle corpus of
mtglogic/data/, derived by scripts/build_corpus.py).

Metadata lives in pyproject.toml; this file only maps the data folder, which pyproject's
declarative package discovery cannot add to a found package list.
"""
from setuptools import find_packages, setup

setup(
    packages=find_packages(include=["mtglogic", "mtglogic.*"]) + ["mtglogic.rulesets"],
    package_dir={"mtglogic.rulesets": "rulesets"},
    package_data={"mtglogic": ["py.typed", "data/*.jsonl.gz", "data/*.json.gz", "data/*.blocks",
                               "data/README.md"],
                  "mtglogic.rulesets": ["**/*.yaml", "**/*.yml", "*.yaml"]},
    include_package_data=False,
)
