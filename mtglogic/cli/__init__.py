"""The ``mtglogic`` command line (the top floor: it imports the API, nothing imports it)."""
from mtglogic.cli.main import main

__all__ = ["main"]
