"""The statistics: finished games handed to the store's worker, and the Statistics
window with its pages, charts, leaderboards and daily-deal calendar.

May import: online, play, words. The table never imports it.
"""
