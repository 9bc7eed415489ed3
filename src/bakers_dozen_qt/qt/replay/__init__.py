"""Replays: a finished game's line shown on the table move by move, read-only.

A replay is a view, never a second game: it walks its own engine ``Game`` along a line
(:class:`~bakers_dozen_qt.engine.line_replay.LineReplay`), while the session's game in
progress stays locked and untouched, its clock stopped, until the replay is left.

May import: features (the solver's worker, for the move that lost a lost game), play,
table, words.
"""
