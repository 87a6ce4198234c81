"""The guests: who plays, in which group, and who is a computer player.

The two groups are keyed ``red`` and ``blue`` after the packs they draw from; the host
may rename them (the prizes are per group) and they default to the book's ladies and
gentlemen.  ``kind`` is ``human`` (plays at this computer, hot-seat), ``computer``
(a computer player of ``temperament``), ``guest`` (real cards at a real table) or
``phone`` (plays the cards dealt here from the phone in the guest's pocket).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Iterable, Sequence

GROUPS = ("red", "blue")
DEFAULT_GROUP_NAMES = {"red": "Ladies", "blue": "Gentlemen"}
GROUP_LADIES = {"red": True, "blue": False}
"""Whether a group's guests are ladies (the log's "her" or "his"): the book's groups, kept by
their key, whatever the host renames them."""
KINDS = ("human", "computer", "guest", "phone")
DEFAULT_MIX = ("good", "close", "liberal")

# Names for computer players, a lady's and a gentleman's list (our own invention).
_RED_NAMES = ("Mrs. Alden", "Miss Beauchamp", "Mrs. Carrow", "Miss Delacy", "Mrs. Ellery",
              "Miss Fenwick", "Mrs. Garland", "Miss Hartley", "Mrs. Ingram", "Miss Jessop",
              "Mrs. Kimball", "Miss Langley", "Mrs. Merriam", "Miss Norcross", "Mrs. Oakley",
              "Miss Pemberton", "Mrs. Quincy", "Miss Rowntree", "Mrs. Sayer", "Miss Thorne",
              "Mrs. Upham", "Miss Vane", "Mrs. Whitcomb", "Miss Yardley")
_BLUE_NAMES = ("Mr. Abbott", "Colonel Birch", "Mr. Cathcart", "Dr. Dunmore", "Mr. Everett",
               "Major Forbes", "Mr. Griswold", "Judge Harlow", "Mr. Ives", "Captain Jarvis",
               "Mr. Kendrick", "Dr. Lathrop", "Mr. Mowbray", "Colonel Nash", "Mr. Osgood",
               "Mr. Prescott", "Dr. Quarles", "Mr. Rutledge", "Major Sterling", "Mr. Talbot",
               "Mr. Underhill", "Captain Vick", "Mr. Wetherby", "Mr. Yates")


class GuestError(ValueError):
    """A guest list that cannot make an evening (a missing or repeated name, a bad group)."""


@dataclass(frozen=True)
class Guest:
    """One player of the evening."""

    name: str
    group: str = "red"
    kind: str = "computer"
    temperament: str = "good"

    @property
    def computer(self) -> bool:
        return self.kind == "computer"

    @property
    def human(self) -> bool:
        return self.kind == "human"

    @property
    def phone(self) -> bool:
        """Plays from a phone: a person whose actions come over the local network."""
        return self.kind == "phone"

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"name": self.name, "group": self.group, "kind": self.kind}
        if self.computer:
            d["temperament"] = self.temperament
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Guest:
        return cls(name=str(d["name"]), group=str(d.get("group", "red")),
                   kind=str(d.get("kind", "computer")), temperament=str(d.get("temperament", "good")))


def check_guests(guests: Sequence[Guest]) -> None:
    """Raise :class:`GuestError` for an empty or repeated name, or an unknown group or kind."""
    seen: set[str] = set()
    for g in guests:
        name = g.name.strip()
        if not name:
            raise GuestError("every guest needs a name")
        if name != g.name:
            raise GuestError(f"the name {g.name!r} has spaces at an end")
        if name.casefold() in seen:
            raise GuestError(f"two guests are called {name}: every name must be different")
        seen.add(name.casefold())
        if g.group not in GROUPS:
            raise GuestError(f"{name}'s group must be red or blue, not {g.group!r}")
        if g.kind not in KINDS:
            raise GuestError(f"{name} must be a human, computer, phone or guest player, not {g.kind!r}")
        if g.computer:
            from game.ai.roster import describe

            try:
                describe(g.temperament)
            except ValueError as exc:
                raise GuestError(f"{name}: {exc}") from None


def computer_name(group: str, taken: Iterable[str]) -> str:
    """The first free name of a computer player of ``group`` (then 'Mrs. Alden II'...)."""
    used = {t.casefold() for t in taken}
    names = _RED_NAMES if group == "red" else _BLUE_NAMES
    for suffix in ("", " II", " III", " IV"):
        for n in names:
            if (n + suffix).casefold() not in used:
                return n + suffix
    i = 5
    while f"{names[0]} {i}".casefold() in used:
        i += 1
    return f"{names[0]} {i}"


def fill_with_computers(guests: Sequence[Guest], total: int, mix: Sequence[str] = DEFAULT_MIX,
                        rng: random.Random | None = None) -> list[Guest]:
    """The guest list filled up to ``total`` with computer players of the temperaments in
    ``mix`` (in turn), each put in the smaller group so far."""
    out = list(guests)
    mix = list(mix) or list(DEFAULT_MIX)
    i = 0
    while len(out) < total:
        reds = sum(1 for g in out if g.group == "red")
        blues = len(out) - reds
        group = "red" if reds <= blues else "blue"
        name = computer_name(group, (g.name for g in out))
        out.append(Guest(name, group, "computer", mix[i % len(mix)]))
        i += 1
    return out


def computer_evening(n: int, mix: Sequence[str] = DEFAULT_MIX) -> list[Guest]:
    """``n`` computer players, alternately ladies and gentlemen."""
    return fill_with_computers([], n, mix)
