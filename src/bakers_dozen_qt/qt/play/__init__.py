"""The game in play: the session (engine game, undo stack, clock), its undo commands,
and the tally of help and the finished game the records keep.

The only room that makes undo commands.

May import: words.
"""
