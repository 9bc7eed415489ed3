"""The game's side of the online daily board (``bakers-dozen-server``).

- :mod:`.address` — the server address a player types, checked and made plain.
- :mod:`.client` — HTTP over QtNetwork: asynchronous, every request with a timeout.
- :mod:`.sender` — sends queued daily results, retries with back-off, tells once.
- :mod:`.opt_in` — Game → Online Daily Board…: the address, the name, and the yes.
- :mod:`.daily_result` — the glue: a finished daily deal becomes a result to send.
- :mod:`.board_view` — the day's board, shown in the Statistics window.
- :mod:`.tables` — read-only tables as the game lays them out (the statistics use them
  too).

Nothing is sent before the player says yes, and no server is built in. The game never
waits on the network. QtNetwork and the store load when first needed, after the first
frame (``tests/qt/test_start_up.py``).

May import: dialogs, files, play, words. The window and the statistics import it.
"""
