"""Parlour Poker: the poker family from the old Hoyles, for the desktop."""

__version__ = "0.1.0"
