"""What the guide hands to whoever shows the deal: a :class:`Note` (one thing said) and, at
the end, the :class:`Summary` (what the person saw, and what the game still holds).

The :class:`~game.guide.driver.Guide` makes them; the window shows them one at a time, the
command line prints them.  A note's fields are also what a save keeps of the note on show
(:attr:`game.guide.state.GuideState.showing`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class Note:
    """One thing the guide says."""

    kind: str
    """"opening", "moment", "move" (an opponent's move), "differs" (the person's move was not
    the book's), "book" (the book's word at the person's turn, off the prepared way), "missed"
    (at a deal's end, a moment it was prepared to show and did not come to, accounted for) or
    "left" (the person left the guide)."""
    text: str
    point: str = ""
    """The part of the table it points at (:data:`game.rulebook.guided.model.POINTS`), or none."""
    seat: int | None = None
    """The seat pointed at, for ``point == "seat"``."""
    stop: bool = True
    """True: the table waits until the person goes on (Enter); False: said in passing."""
    moment: str | None = None
    """The moment's id (a test's and a save's handle; never shown)."""
    title: str = ""

    def __post_init__(self) -> None:
        # One style of quote marks throughout the guide: the book's word comes with straight
        # ones ("I pass") beside the guide's own curly ones (“I play”), as a learner saw.
        for name in ("text", "title"):
            object.__setattr__(self, name, _curly(getattr(self, name)))


_QUOTED = re.compile(r'"([^"]*)"')


def _curly(text: str) -> str:
    """Straight double quotes, in pairs, made the guide's curly ones."""
    return _QUOTED.sub("\u201c\\1\u201d", text) if '"' in text else text



@dataclass(frozen=True)
class Summary:
    """The end of the guided deal: what the person has seen, and what the game still holds."""

    seen: tuple[str, ...]
    """The titles of the moments the person saw happen, in order."""
    missed: tuple[tuple[str, str], ...]
    """Moments this deal meant to show and did not come to (the person went another way):
    (title, what it is in words true of any deal, or "" where there are none)."""
    holds: tuple[tuple[str, str], ...]
    """What the game still holds that this deal did not show: (title, one line)."""
    lesson: str = ""
    """One line on what to take into every later deal (:attr:`Prepared.lesson`)."""

    def parts(self) -> list[tuple[str, str]]:
        """The summary's lines, each with its part: "lead" (what was seen), "head" (a heading)
        or "item" (one thing, in a line)."""
        out = [("lead", "You have now seen " + _listed(self.seen) + "." if self.seen else
                "You have seen the game's deal through.")]
        if self.lesson:
            out.append(("lead", self.lesson))
        said = [(t, line) for t, line in self.missed if line]
        bare = tuple(t for t, line in self.missed if not line)
        if self.missed:
            # (the opening promised these "played the book's way": say so, not leave them out)
            titles = tuple(t for t, _ in self.missed)
            out.append(("head", "Played your way, this deal did not come to " + _listed(titles)
                        + "; the book's way would have shown " + ("it" if len(titles) == 1 else "them")
                        + "."))
            out += [("item", f"{title[:1].upper()}{title[1:]}: {line}") for title, line in said]
        if self.holds:
            out.append(("head", "The game holds more, which you will meet in a game of your own."))
            out += [("item", f"{title[:1].upper()}{title[1:]}: {line}") for title, line in self.holds]
        return out

    def lines(self) -> list[str]:
        return [text for _, text in self.parts()]


def _listed(items: tuple[str, ...]) -> str:
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def _held_key(title: str) -> str:
    """A held thing's name as a shown hand's name would hold it: "the point" -> "point"."""
    for head in ("the ", "a ", "an "):
        if title.startswith(head):
            return title[len(head):].lower()
    return title.lower()
