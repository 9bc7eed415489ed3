"""The main window: puts the table, the session, the menus and every room together.

Also the view over the table, the status bar and title, the window's frame, menus and
preferences, what the window keeps of the games, and the ways the application ends.

May import: every room. No room imports it.
"""
