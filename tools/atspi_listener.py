"""What an AT-SPI screen reader receives from the game: its events and its tree.

Runs under the system's Python with the distribution's ``pyatspi`` (python3-pyatspi on
Debian), not in the project's environment: ``/usr/bin/python3 tools/atspi_listener.py``.

``events OUT EVENT...`` registers for the named events, the way a screen reader does
(``tools/screen_reader_session.py`` has Orca 43's list), and
writes one JSON line per event from the game to OUT (``t``, ``type``, ``detail1``,
``detail2``, ``data``, ``role``, ``name``); it prints ``READY`` once registered and runs
until killed. Name only the events the reader you stand for listens to: an application
may send only what someone listens for (Qt does), so a listener for every ``object``
event changes what the game says.

``tree OUT`` writes the game's accessible tree (every object's role, name, states and
depth) as JSON to OUT and exits.
"""

from __future__ import annotations

import json
import sys
import time
from typing import Any

import pyatspi  # type: ignore[import-not-found]

APP = "Baker's Dozen"


def _app_name(obj: Any) -> str:
    try:
        app = obj.getApplication()
        return str(app.name) if app is not None else ""
    except Exception:
        return ""


def _describe(obj: Any) -> tuple[str, str]:
    try:
        return str(obj.getRoleName()), str(obj.name)
    except Exception:
        return "?", "?"


def events(out_path: str, names: list[str]) -> None:
    out = open(out_path, "a", encoding="utf-8")  # noqa: SIM115 (kept open while we run)

    def on_event(event: Any) -> None:
        host = getattr(event, "host_application", None)
        app = str(host.name) if host is not None else _app_name(event.source)
        if app != APP:
            return
        role, name = _describe(event.source)
        data = event.any_data
        line = {
            "t": time.monotonic(),
            "type": str(event.type),
            "detail1": int(event.detail1),
            "detail2": int(event.detail2),
            "data": data if isinstance(data, (str, int, float, bool)) else str(data),
            "role": role,
            "name": name,
        }
        out.write(json.dumps(line) + "\n")
        out.flush()

    pyatspi.Registry.registerEventListener(on_event, *names)
    print("READY", flush=True)
    pyatspi.Registry.start()


def _states(obj: Any) -> list[str]:
    try:
        return sorted(pyatspi.stateToString(s) for s in obj.getState().getStates())
    except Exception:
        return []


def tree(out_path: str) -> None:
    desktop = pyatspi.Registry.getDesktop(0)
    rows: list[dict[str, Any]] = []

    def walk(obj: Any, depth: int) -> None:
        if obj is None or depth > 40:
            return
        role, name = _describe(obj)
        try:
            description = str(obj.description)
            count = int(obj.childCount)
        except Exception:
            description, count = "", 0
        try:
            interfaces = sorted(str(i) for i in pyatspi.listInterfaces(obj))
        except Exception:
            interfaces = []
        rows.append(
            {
                "depth": depth,
                "role": role,
                "name": name,
                "description": description,
                "states": _states(obj),
                "interfaces": interfaces,
            }
        )
        for i in range(count):
            try:
                child = obj.getChildAtIndex(i)
            except Exception:
                continue
            walk(child, depth + 1)

    for i in range(desktop.childCount):
        app = desktop.getChildAtIndex(i)
        if app is not None and app.name == APP:
            walk(app, 0)
    with open(out_path, "w", encoding="utf-8") as out:
        json.dump(rows, out)


def main(argv: list[str]) -> int:
    if len(argv) >= 3 and argv[0] == "events":
        events(argv[1], argv[2:])
        return 0
    if len(argv) == 2 and argv[0] == "tree":
        tree(argv[1])
        return 0
    print("usage: atspi_listener.py events OUT EVENT... | tree OUT", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
