"""The command group's own error handling: what no single command can catch.

``MtglogicGroup`` gives every way a run can end one line on stderr and a documented exit
code: click's usage errors (``mtglogic: error: ...``, exit 2, the same prefix as every
other error), Ctrl-C (exit 130, saying what was being done), and a closed output pipe
(``mtglogic cards | head -1``: silence and exit 141, as a process killed by SIGPIPE, also
when the reader left after the last write; ``--help`` included). A warning that cannot be
written to stderr never stops the answer (``QuietStream``).
"""
from __future__ import annotations

import contextlib
import errno
import os
import select
import signal
import stat
import sys
import time
from collections.abc import Sequence
from typing import Any, NoReturn

import click

from mtglogic.budget import Budget
from mtglogic.cli.colour import paint
from mtglogic.cli.encoding import hold_any_text
from mtglogic.errors import EXIT_INPUT, EXIT_INTERRUPTED, EXIT_PIPE
from mtglogic.text import shown

BUDGET_KEY = "mtglogic.budget"  # the Budget of the running command, in ctx.meta
DOING_KEY = "mtglogic.doing"  # what the command is doing, for the Ctrl-C message
STARTED_KEY = "mtglogic.started"
# The system errors of writing to a stream: a full disk, a quota, a file too large, a
# device error, a stream closed underneath.
OUTPUT_ERRNOS = frozenset({errno.ENOSPC, errno.EDQUOT, errno.EFBIG, errno.EIO, errno.EBADF})


def note_doing(text: str) -> None:
    """Record what the running command is doing (said when it is interrupted)."""
    context = click.get_current_context(silent=True)
    if context is not None:
        context.meta[DOING_KEY] = text


def note_budget(budget: Budget) -> None:
    """Record the running command's budget (its counts are said when it is interrupted)."""
    context = click.get_current_context(silent=True)
    if context is not None:
        context.meta[BUDGET_KEY] = budget


def one_line(message: str) -> str:
    """A message on one line, its control characters escaped."""
    return " ".join(shown(line) for line in message.splitlines())


def error_line(message: str) -> str:
    """The one line of an error, its prefix in red on a terminal."""
    return f"{paint('mtglogic: error:', 'error')} {one_line(message)}"


class Stopped(KeyboardInterrupt):
    """SIGTERM or SIGHUP, raised where the program is, so that it stops as on Ctrl-C: the
    same cleaning up (no output file half-written), the same one line, and the code a shell
    gives a process killed by that signal (128 + its number: 143, 129)."""

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum


def _stop(signum: int, frame: object) -> None:
    raise Stopped(signum)


def stop_on_signals() -> None:
    """Ctrl-C raises ``KeyboardInterrupt`` again, and SIGTERM and SIGHUP stop the command
    as Ctrl-C does (in place of the handlers of ``mtglogic.cli.starting``)."""
    for name, handler in (("SIGINT", signal.default_int_handler), ("SIGTERM", _stop),
                          ("SIGHUP", _stop)):
        number = getattr(signal, name, None)
        if number is not None and signal.getsignal(number) is not signal.SIG_IGN:
            with contextlib.suppress(ValueError, OSError):  # not the main thread
                signal.signal(number, handler)


def how_stopped(exc: BaseException | None) -> tuple[int, str]:
    """(exit code, name) of an interruption: Ctrl-C, or the signal that stopped us."""
    while exc is not None and not isinstance(exc, Stopped):
        exc = exc.__cause__ or exc.__context__
    if isinstance(exc, Stopped):
        return 128 + exc.signum, signal.Signals(exc.signum).name
    return EXIT_INTERRUPTED, "Ctrl-C"


def interrupted_message(ctx: click.Context, how: str = "Ctrl-C") -> str:
    """``interrupted (Ctrl-C) during `mtglogic X` after Ns ...``: what was explored."""
    command = ctx.invoked_subcommand or ""
    started = ctx.meta.get(STARTED_KEY, time.monotonic())
    name = f"`mtglogic {command}`" if command else "`mtglogic`"
    parts = [f"interrupted ({how}) during {name} after {time.monotonic() - started:.1f}s"]
    doing = ctx.meta.get(DOING_KEY)
    if doing:
        parts.append(f"while {doing}")
    budget = ctx.meta.get(BUDGET_KEY)
    if isinstance(budget, Budget) and budget.states:
        parts.append(f"{budget.states} states explored"
                     + (f", the last of {budget.doing}" if budget.doing else ""))
    return "; ".join(parts)


def _silence(stream: Any) -> None:
    """Point a standard stream at /dev/null so that the interpreter's last flush cannot
    fail again."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, stream.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):  # no real file descriptor (tests)
        pass


def _silence_stdout() -> None:
    _silence(sys.stdout)


def reader_gone(stream: Any) -> bool:
    """Whether ``stream`` is a pipe (or a socket) that no one reads any more: its reader
    left before the command ended (``| head -c 5``), even when what was written fitted in
    the pipe's buffer."""
    try:
        descriptor = stream.fileno()
        mode = os.fstat(descriptor).st_mode
        if not (stat.S_ISFIFO(mode) or stat.S_ISSOCK(mode)):
            return False
        poller = select.poll()
        poller.register(descriptor, select.POLLOUT)
        return any(events & (select.POLLERR | select.POLLHUP)
                   for _, events in poller.poll(0))
    except (OSError, ValueError, AttributeError):  # no real file descriptor (tests)
        return False


class QuietStream:
    """Standard error, whose failure to take a line never stops the command: a warning
    or a note that cannot be written (``2>/dev/full``, a closed pipe) is dropped, and the
    answer, on standard output, goes on. Everything else is the stream's own."""

    def __init__(self, stream: Any) -> None:
        self._stream = stream

    def write(self, text: str) -> int:
        try:
            return int(self._stream.write(text))
        except OSError:
            self._lost()
            return len(text)

    def flush(self) -> None:
        try:
            self._stream.flush()
        except OSError:
            self._lost()

    def _lost(self) -> None:
        _silence(self._stream)  # what is still buffered goes nowhere, quietly
        with contextlib.suppress(OSError, ValueError):
            self._stream.flush()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)


class MtglogicGroup(click.Group):
    """A click group whose every ending is one line on stderr and a documented code."""

    def make_context(self, info_name: str | None, args: list[str],
                     parent: click.Context | None = None, **extra: Any) -> click.Context:
        """The group's context; its own ``--help`` and ``--version`` print here, so a
        closed pipe is seen here too."""
        try:
            return super().make_context(info_name, args, parent, **extra)
        except OSError as exc:
            self._os_error(exc)

    def invoke(self, ctx: click.Context) -> Any:
        ctx.meta[STARTED_KEY] = time.monotonic()
        try:
            return super().invoke(ctx)
        except KeyboardInterrupt as exc:
            code, how = how_stopped(exc)
            self._exit(code, error_line(interrupted_message(ctx, how)))
        except OSError as exc:
            self._os_error(exc)

    def main(self, args: Sequence[str] | None = None, prog_name: str | None = None,
             complete_var: str | None = None, standalone_mode: bool = True,
             **extra: Any) -> Any:
        stop_on_signals()
        if sys.stdout is None:  # started with its standard output closed
            self._exit(EXIT_INPUT, error_line("standard output is closed: nothing could be "
                                              "printed"))
        hold_any_text()
        if sys.stderr is not None and not isinstance(sys.stderr, QuietStream):
            sys.stderr = QuietStream(sys.stderr)
        arguments = list(sys.argv[1:] if args is None else args)
        for index, argument in enumerate(arguments, 1):
            if any("\ud800" <= ch <= "\udfff" for ch in argument):
                self._exit(EXIT_INPUT, error_line(
                    f"argument {index} is not valid UTF-8 text: {argument!r}"))
        try:
            code = super().main(arguments, prog_name or "mtglogic", complete_var,
                                standalone_mode=False, **extra)
        except click.ClickException as exc:
            self._exit(EXIT_INPUT, error_line(self._usage_message(exc)))
        except click.Abort as exc:  # Ctrl-C (or a signal) while the arguments were read
            code, how = how_stopped(exc)
            self._exit(code, error_line(f"interrupted ({how})"))
        except KeyboardInterrupt as exc:  # outside click's own handling (TAB completion)
            code, how = how_stopped(exc)
            self._exit(code, error_line(f"interrupted ({how})"))
        except SystemExit as exc:  # a command's own exit code: its output is flushed first
            self._flush_output()
            raise exc from None
        if not standalone_mode:
            return code
        self._flush_output()
        sys.exit(code if isinstance(code, int) else 0)

    def _flush_output(self) -> None:
        """Write what is still buffered now, so that a full disk or a closed pipe is said
        (and coded) here rather than lost in the interpreter's last flush."""
        try:
            sys.stdout.flush()
        except OSError as exc:
            self._os_error(exc)
        except ValueError:  # closed by the command's caller (tests): nothing left to write
            pass
        if reader_gone(sys.stdout):
            self._os_error(OSError(errno.EPIPE, os.strerror(errno.EPIPE)))

    def _os_error(self, exc: OSError) -> NoReturn:
        """A system error: a closed pipe ends in silence with 141, as SIGPIPE would; any
        other is one line naming the file (or the output) and the system's reason, exit 2."""
        if exc.errno == errno.EPIPE:
            _silence_stdout()
            sys.exit(EXIT_PIPE)
        reason = exc.strerror or str(exc)
        if exc.filename is not None:
            where = os.fsdecode(exc.filename)
        elif exc.errno in OUTPUT_ERRNOS:
            where = "cannot write the output (standard output)"
        else:
            where = "system error"
        _silence_stdout()  # what is left in the buffer cannot be written either
        self._exit(EXIT_INPUT, error_line(f"{where}: {reason}"))

    @staticmethod
    def _usage_message(exc: click.ClickException) -> str:
        message = exc.format_message()
        context = getattr(exc, "ctx", None)
        if isinstance(exc, click.UsageError) and context is not None:
            message += f" (see '{context.command_path} --help')"
        return message

    @staticmethod
    def _exit(code: int, line: str) -> NoReturn:
        with contextlib.suppress(OSError):  # stderr closed too: nothing more can be said
            click.echo(line, err=True)
        sys.exit(code)
