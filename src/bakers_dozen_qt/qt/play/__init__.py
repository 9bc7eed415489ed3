"""The game in play: the session (engine game, undo stack, clock), its undo commands,
and the tally of help the records keep (a finished game is the store's ``GameRecord``).

The only room that makes undo commands.

May import: words.
"""
