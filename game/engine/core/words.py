"""Small words for the log: a player's pronouns, and "You" agreeing with its verbs.

A name may say whether its player is a lady: a :class:`Name` carries it (a party guest's
group gives it, whatever the host calls the group); a plain string says it by its title
("Mrs. Hale", "Miss Carey", "Lady Jane").  The viewer is "You".
"""

from __future__ import annotations

LADY_TITLES = ("Miss ", "Mrs. ", "Mrs ", "Ms. ", "Ms ", "Lady ", "Madame ", "Mme ", "Mme. ", "Mlle ",
               "Dame ", "Aunt ", "Duchess ", "Countess ", "Widow ", "Sister ", "Mother ", "Grandma ")
"""Titles that say a player is a lady (the computer players' roster names them so)."""
LADY_NAMES = ("Kate ", "Katherine ", "Mary ", "Jane ", "Ann ", "Anne ", "Alice ", "Emma ", "Lucy ")
"""Given names that say it where there is no title (the roster's "Kate Lively": a play-tester
read "Kate Lively throws in his hand")."""


class Name(str):
    """A player's name that also knows whether the player is a lady (``lady``: True, False,
    or None when only the title can tell)."""

    lady: bool | None

    def __new__(cls, text: str, lady: bool | None = None) -> Name:
        obj = super().__new__(cls, text)
        obj.lady = lady
        return obj


def is_lady(name: str) -> bool:
    """True for a lady: by what the name carries, else by its title."""
    known = getattr(name, "lady", None)
    if known is not None:
        return bool(known)
    return name.startswith(LADY_TITLES) or name.startswith(LADY_NAMES)


def his(name: str) -> str:
    """"your" for the viewer, "her" for a lady, else "his"."""
    if name == "You":
        return "your"
    return "her" if is_lady(name) else "his"


def he(name: str) -> str:
    """"you" for the viewer, "she" for a lady, else "he"."""
    if name == "You":
        return "you"
    return "she" if is_lady(name) else "he"


def him(name: str) -> str:
    """"you" for the viewer, "her" for a lady, else "him"."""
    if name == "You":
        return "you"
    return "her" if is_lady(name) else "him"


def verb(name: str, third: str, plain: str) -> str:
    """``puts`` after a name, ``put`` after "You"."""
    return plain if name == "You" else third
