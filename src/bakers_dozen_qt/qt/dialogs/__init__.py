"""Dialogs of their own: About, How to Play, the keys, the end-of-game dialogs, the
custom variant, and dialogs that go when they close.

May import: art, play, words.
"""
