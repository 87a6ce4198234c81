"""What every game's How to play is made of: the :class:`Guide` of one game.

A guide is four short paragraphs (what you hold, what you may do on your turn, how a deal is
won and paid, and the game's special words, each explained once in a plain sentence) and the
game's one-line description.  The Rules screen, the How to play card at the table and
``python main.py rules`` all read the same guide.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Guide:
    """How to play one game, in words for someone who has never heard of it."""

    variant: str
    name: str
    line: str
    """One sentence for the game chooser."""
    hold: str
    """What you hold, and how the cards rank."""
    turn: str
    """What you may do when it is your turn."""
    win: str
    """How a deal is won and paid."""
    words: tuple[tuple[str, str], ...]
    """Each special word and what it means, in the order a player meets them."""
    follows: str = ""
    """Where the game comes from: the book and its section, in plain words."""
