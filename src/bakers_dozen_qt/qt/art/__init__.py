"""The drawing assets: card pictures, table themes and the game's icon.

May import: words (theme and deck names).
"""
