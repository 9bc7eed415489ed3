"""``bakers-dozen --export-statistics FILE`` and ``--import-statistics FILE``: the
statistics carried to another machine from a script, with no window.

The same file and the same merge as the game's Export Statistics… and Import
Statistics… (:mod:`~bakers_dozen_qt.store.stats_transfer`). One line says what was done;
anything that goes wrong is one line on standard error and exit status 2, and an import
that is refused changes nothing.
"""

from __future__ import annotations

from pathlib import Path

from .console import OutputError, PipeClosed, detach_stdout, write_err, write_out

PROG = "bakers-dozen"


def _games(n: int) -> str:
    return f"{n:,} game" if n == 1 else f"{n:,} games"


def run(export: str | None, source: str | None) -> int:
    from PySide6.QtCore import QCoreApplication

    from ..qt.files import paths
    from ..qt.files.settings import APPLICATION, ORGANISATION
    from ..store import StatsOpenError, StatsStore
    from ..store.stats_transfer import TransferError

    # The data folder is named after the application, as the game names it.
    QCoreApplication.setOrganizationName(ORGANISATION)
    QCoreApplication.setApplicationName(APPLICATION)
    path = paths.statistics_path()
    try:
        store = StatsStore(path)
    except StatsOpenError as e:
        write_err(f"{PROG}: error: the statistics cannot be opened now: {e}\n")
        return 2
    try:
        with store:
            if store.notice is not None and store.notice.kept_as is not None:
                write_err(
                    f"{PROG}: warning: the statistics file could not be read; it was kept "
                    f"as {store.notice.kept_as} and a new one made\n"
                )
            if export is not None:
                count = store.export_statistics(Path(export))
                write_out(f"exported {_games(count)} to {export}\n")
            else:
                assert source is not None
                done = store.import_statistics(Path(source))
                write_out(
                    f"imported {_games(done.added)} from {source}"
                    f" ({done.already:,} already in the statistics)\n"
                )
    except TransferError as e:
        write_err(f"{PROG}: error: {source} was not imported: {e}; nothing changed\n")
        return 2
    except OSError as e:
        write_err(f"{PROG}: error: {export} could not be written: {e.strerror or e}\n")
        return 2
    except OutputError as e:
        detach_stdout()
        write_err(f"{PROG}: error: {e}\n")
        return 2
    except PipeClosed:
        detach_stdout()
    except Exception as e:  # sqlite3.Error: the file is locked or broke meanwhile
        write_err(f"{PROG}: error: the statistics could not be read or written: {e}\n")
        return 2
    return 0
