"""The table drawn and handled: the scene, its card and pile items, their layout and
animation, and the player's hand on it (mouse and keyboard).

It knows piles and cards, never the session: the window connects its requests to the
game.

May import: art, words.
"""
