"""The statistics: finished games handed to the store's worker, and the Statistics
window with its pages, charts, leaderboards and daily-deal calendar.

May import: online (the day's board and its tables), play, speech (what a screen reader
is told), words. The table never imports it.
"""
