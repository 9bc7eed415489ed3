"""The table for the ear: pile and card names as a screen reader says them, the view's
accessibility tree, and the announcer that speaks one sentence at a time.

May import: table (pile ids), play (the session it listens to), words.
"""
