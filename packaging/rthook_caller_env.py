"""PyInstaller runtime hook of the game, run before PyInstaller's own (the spec names it).

PyInstaller's PySide6 hook then sets ``QT_PLUGIN_PATH`` and ``QML2_IMPORT_PATH`` over the
caller's values, puts the bundle first on ``PATH`` (Windows) and ``DYLD_LIBRARY_PATH``
(macOS outside an .app). The game needs none of them once Qt has started, but every
program it starts would inherit them. This keeps the caller's values, as the caller had
them, for ``bakers_dozen_qt.frozen_env.restore_qt_environment()`` to put back.
"""

import json
import os

os.environ["BAKERS_DOZEN_CALLER_ENV"] = json.dumps(
    {
        name: os.environ.get(name)
        for name in ("QT_PLUGIN_PATH", "QML2_IMPORT_PATH", "PATH", "DYLD_LIBRARY_PATH")
    }
)
