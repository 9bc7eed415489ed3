"""Keeping the game on disk: the autosave and saved game, the preferences, the folders,
notices about file trouble, and the one-running-game lock.

May import: art, dialogs, play, words.
"""
