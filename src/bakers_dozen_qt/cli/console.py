"""Writing to the terminal from the commands without a traceback.

Standard output may be a pipe whose reader has gone (``| head -1``), a full disk
(``>/dev/full``) or closed (``>&-``); standard error may be closed too. A closed pipe ends
the command quietly; any other failure to write the output is a one-line error.
"""

from __future__ import annotations

import contextlib
import os
import sys
from typing import Final

EXIT_PIPE_CLOSED: Final = 141
"""What a shell reports for a writer killed by SIGPIPE, as ``yes | head -1`` does."""


class PipeClosed(Exception):
    """The reader of standard output has gone: stop quietly."""


class OutputError(Exception):
    """Standard output cannot be written; the message says why, in one line."""


def write_out(text: str) -> None:
    """Write ``text`` to standard output and flush it (so that a failure shows here)."""
    stream = sys.stdout
    if stream is None:
        raise OutputError("cannot write to standard output: it is closed")
    try:
        stream.write(text)
        stream.flush()
    except BrokenPipeError:
        raise PipeClosed from None
    except OSError as e:
        raise OutputError(f"cannot write to standard output: {e.strerror or e}") from None


def write_err(text: str) -> None:
    """Write to standard error if there is one; there is nowhere to report a failure."""
    stream = sys.stderr
    if stream is None:
        return
    with contextlib.suppress(OSError, ValueError):
        stream.write(text)
        stream.flush()


def detach_stdout() -> None:
    """Point standard output at the null device.

    Output still buffered would otherwise fail again when Python flushes at exit, and
    print "Exception ignored" with a traceback.
    """
    with contextlib.suppress(OSError, ValueError, AttributeError):
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
