"""Baker's Dozen patience for the desktop."""

__version__ = "0.1.0"
