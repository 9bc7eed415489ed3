"""What acts through the session: hints, Solve, Where Was It Lost?, the live verdict,
winnable deals, every way to start a new game and the guard before abandoning one, the
board clipboard, the end of a game, and the solver work behind them.

Features see the session, never the window.

May import: dialogs, files, play, speech, table, words.
"""
