"""Errors a user can cause, and the exit codes they map to.

Every failure a user can provoke is one of these classes; the CLI turns them into a
one-line message on stderr and a documented exit code, never a traceback.
"""
from __future__ import annotations

EXIT_OK = 0
EXIT_FAILED = 1  # verify: some ruling failed
EXIT_INPUT = 2  # invalid input: file, argument, data
EXIT_BUDGET = 3  # an enumeration limit was hit; the message says what was explored
EXIT_INTERRUPTED = 130  # Ctrl-C (128 + SIGINT, as a shell reports it)
EXIT_PIPE = 141  # the output pipe was closed (128 + SIGPIPE, as a shell reports it)


class MtglogicError(Exception):
    """Base of every error the CLI reports in one line."""

    exit_code = EXIT_INPUT


class InputError(MtglogicError):
    """Invalid input, located as ``FILE:LINE: PATH: what is wrong``."""

    exit_code = EXIT_INPUT

    def __init__(self, message: str, file: str | None = None, line: int | None = None,
                 path: str | None = None) -> None:
        self.message = message
        self.file = file
        self.line = line
        self.path = path
        super().__init__(str(self))

    def __str__(self) -> str:
        where = ""
        if self.file:
            where = f"{self.file}:{self.line}: " if self.line else f"{self.file}: "
        if self.path:
            where += f"{self.path}: "
        # Always one line: a path or message may quote a user's string holding newlines.
        return (where + self.message).replace("\r", "\\r").replace("\n", "\\n")


class ConsistencyError(InputError):
    """Invalid input that no JSON Schema can see: a name the document, the card library or
    the rulesets do not define (an object, player, card or event id), an id given twice, or
    a relation between values (attached before entering, a format the ruleset lacks)."""


class MissingChoice(ConsistencyError):
    """An effect reads a choice that was not made (an input error unless every outcome
    over the choice's values is asked for, ``layers --each-choice``): the object whose
    choice it is (None for a resolved effect with no source), the key, the kind of value
    and the values allowed (None when the kind alone says, such as a creature type)."""

    def __init__(self, message: str, source: str | None, key: str, kind: str,
                 allowed: tuple[str, ...] | None) -> None:
        self.source = source
        self.key = key
        self.kind = kind
        self.allowed = allowed
        super().__init__(message)


class BudgetExceeded(MtglogicError):
    """An enumeration or loop hit a user-raisable limit (exit code 3). ``partial`` is what
    the engine had found when it stopped (its result type, marked unfinished where it
    stopped), which each engine level that catches the error on its way up replaces with
    its own, larger view; None when nothing was found."""

    exit_code = EXIT_BUDGET

    def __init__(self, limit_name: str, limit: object, explored: str, option: str) -> None:
        self.limit_name = limit_name
        self.limit = limit
        self.explored = explored
        self.option = option
        self.partial: object | None = None
        super().__init__(str(self))

    def keep(self, partial: object) -> BudgetExceeded:
        """Carry ``partial``, what was found so far, up to the caller; returns self."""
        self.partial = partial
        return self

    @property
    def argument(self) -> str:
        """The ``Budget`` field that raises the limit (``max_states`` for --max-states)."""
        return self.option.lstrip("-").replace("-", "_")

    def __str__(self) -> str:
        """Said to a Python caller, who raises the limit with a ``Budget`` argument."""
        return self._said(f"Budget({self.argument}=...)")

    def cli_message(self) -> str:
        """Said by the command line, whose option raises the limit."""
        return self._said(self.option)

    def _said(self, how: str) -> str:
        return (f"limit reached: {self.limit_name} = {self.limit}; {self.explored}; "
                f"raise it with {how}")


class ComputedLimit(MtglogicError):
    """A fixed limit reached while computing, not raisable by an option (exit code 3)."""

    exit_code = EXIT_BUDGET


def too_many_digits(exc: BaseException) -> ComputedLimit | None:
    """The error to report for Python's own bound on printing a huge number (a
    ``ValueError`` from ``str(int)``, ``sys.get_int_max_str_digits``), else None."""
    if isinstance(exc, ValueError) and "integer string conversion" in str(exc):
        return ComputedLimit("limit reached: a number computed has more digits than can be "
                             "printed (Python's limit, sys.get_int_max_str_digits()); the "
                             "effects multiply it too many times")
    return None
