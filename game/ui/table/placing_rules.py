"""The rules the table's words are placed by: the distances kept round them (clear of the
turn's ring, apart from another seat's tags, and the owner rule: clearly nearer their own plate
than any other), which tags a note says already, and how a name or a move's words are put in
fewer words where room is short.  Read by the placing mixins of
:class:`~game.ui.table.placing.Placer` and by the painter."""

from __future__ import annotations

from typing import Sequence

import pygame

from game.cards import Card, format_cards

from ..seating import FELT_RADII, RIM, TABLE_CENTRE
from .show import SeatShow


CLEAR = 9
"""Design pixels between a plate and its tags or note: the turn's ring, at its widest, lies
six outside the plate, and nothing written may lie under it."""
NOTE_ROOM = 10
"""Design pixels kept clear round a tag or another note when a note is placed (5 each side)."""
NOTE_SIZES = (17, 15)
"""A note's design sizes: the smaller where the larger finds no free spot."""
SAID_BY_NOTE = {"knocked": "knock", "antes next": "antes next", "backs the field": "the field", "passed out": "passed out"}
"""A tag, and the words of a note that say it already (the tag is left off while they do)."""
NAME_MARGIN = 12
"""Design pixels kept twice over round a shown hand's name put on the felt, by the pool's words."""
TAG_APART = 18
"""Design pixels at least between two seats' tags (one seat's stand 6 apart): nearer, a
player's "counts 14" read as the next plate's, in a row after its "pone" (issue 38, round 4)."""
OWNER_MARGIN = 24
"""Design pixels by which a plate's tag, or a move's words beside it, stands nearer its own
plate than any other seat's plate, cards or tags: in the gap between two plates, "age",
"knocks" or "out of the brag" named neither (issue 38, window round 5)."""
BETWEEN = 3.0
"""How many times nearer its own plate than any other plate a plate's tag, or a move's
words beside it, has its middle: a word in the gap between two plates, its near edge by one
and its far edge towards the other, read as either's ("knocked", "age", "keeps the brag",
"ready money" halfway between two seats, issue 38), though its edge stood the owner rule's
:data:`OWNER_MARGIN` nearer its own.  Three times, not twice: at twice, Bouillotte's
"withdrew" and "raised 6" stood side by side in the gap between the two top plates, and
three-stake Brag's "counts 23" over the next plate's "pone" (window round 9)."""
BETWEEN_LOOSE = 2.0
"""The measure a tag or move's words are placed by where, at :data:`BETWEEN`, some seat's
would find no spot by its plate and go in it in place of the player's manner (three-stake
Brag at seven in the small window: "bought one", "counts 24"); the rule's measure before
window round 9, which the layout sweep holds every table to."""
BETWEEN_WAY = 1.5
"""How much longer than the gap between two plates the way through a word's middle may be,
for the word to stand between them (with :data:`BETWEEN`)."""
UNDER_PLATE = 40
"""Design pixels within which a shown hand's name, nearer another seat's plate than its own,
reads as that seat's (it lay beside its own hand, just under a neighbour's plate: issue 38,
round 4, Commerce at eight, 960x540)."""
DEALER_R = 11
"""The dealer's button's radius (design pixels), in the plate's top right corner."""


def near(r: pygame.Rect, o: pygame.Rect) -> float:
    """The gap between two boxes (0 where they touch or overlap): how near a word reads to
    what it might belong to."""
    dx = max(o.left - r.right, r.left - o.right, 0)
    dy = max(o.top - r.bottom, r.top - o.bottom, 0)
    return (dx * dx + dy * dy) ** 0.5


def point_gap(point: tuple[int, int], r: pygame.Rect) -> float:
    """The distance from a point to a box (0 inside it)."""
    dx = max(r.left - point[0], point[0] - r.right, 0)
    dy = max(r.top - point[1], point[1] - r.bottom, 0)
    return (dx * dx + dy * dy) ** 0.5


def between_plates(box: pygame.Rect, own: pygame.Rect, others: list[pygame.Rect], ratio: float = BETWEEN) -> bool:
    """Whether a word's box (a tag, a move's words) stands between its own plate ``own`` and
    another (``others``): its middle not :data:`BETWEEN` times nearer its own plate, and on
    the way from one plate to the other (the two distances add up to little more than the
    gap between the plates).  Off that way, level with its own plate and over the corner
    of a lower one, a word reads as its level plate's."""
    mine = point_gap(box.center, own)
    for o in others:
        theirs = point_gap(box.center, o)
        if theirs < ratio * mine and mine + theirs <= BETWEEN_WAY * near(own, o) + box.height:
            return True
    return False


def on_the_rim(lay, r: pygame.Rect) -> bool:
    """Whether a window rectangle lies on the table's wooden rim: partly on the felt and partly
    off it, or on the wood (points round its edge, every few pixels)."""
    cx, cy = lay.point(*TABLE_CENTRE)
    rx, ry = lay.px(FELT_RADII[0]), lay.px(FELT_RADII[1])
    rim = lay.px(RIM)

    def reach(x: int, y: int, grow: int) -> float:
        return ((x - cx) / (rx + grow)) ** 2 + ((y - cy) / (ry + grow)) ** 2

    points = [(x, y) for x in range(r.left, r.right + 1, 4) for y in (r.top, r.bottom)]
    points += [(x, y) for y in range(r.top, r.bottom + 1, 4) for x in (r.left, r.right)]
    return not (all(reach(x, y, 0) <= 1 for x, y in points) or all(reach(x, y, rim) > 1 for x, y in points))


def pay_tags(seat: SeatShow, note: str) -> tuple[str, ...]:
    """What a seat paid or was paid at the settlement, as tags, where its note does not say
    it already: a shown hand keeps its name as its note, and learners missed "pays 1" on the
    hands shown at Bouillotte's brelan and Ambigu's combination."""
    # (the payee's tag is "receives N": two learners read "paid 4" on the plate of the seat
    # that was paid as if he had paid, issue 39)
    out = []
    if seat.pays and not note.startswith("pays"):
        out.append(f"pays {seat.pays}")
    if seat.paid and not note.startswith("receives"):
        out.append(f"receives {seat.paid}")
    return tuple(out)


def short_name(name: str) -> str:
    """A hand's name in its first words, for a crowded table: "a full hand, three fives and a
    pair of deuces" -> "a full hand", "a point of 17 in three cards" -> "a point of 17"."""
    for cut in (", ", " (", "; ", " in "):
        if cut in name:
            name = name.split(cut, 1)[0]
    return name


def fewer_names(name: str, cards: Sequence[Card] = ()) -> list[str]:
    """A shown hand's name in fewer words, each still a whole name, for a plate with little
    room, the fullest first: "a two-card flush of 17" as "two-card flush of 17", "two-card
    flush 17", "2-card flush 17", "a two-card flush", "two-card flush", "2-card flush"; "a pair of jacks" as "pair of jacks",
    "a pair", "pair".  Never its first words cut at a count ("a two-card" was read at My
    Ship Sails at eight seats, issue 38): the log and the caption say the name whole.  Last,
    where ``cards`` are given, the hand's cards ("5♥ 6♥ 7♥" for "a sequence flush 5-6-7")."""
    def bare(words: str) -> str:
        head, _, rest = words.partition(" ")
        return rest if head in ("a", "an") and rest else words

    # (the name before its particulars: "a grand prime of 31" as "a grand prime", "a
    # sequence flush 4-5-6" as "a sequence flush")
    head = " ".join(t for t in name.split(" of ")[0].split() if not any(ch.isdigit() for ch in t))
    # (the count kept, where the name ends in one: "two-card flush 17", "point 17")
    last = name.split()[-1] if name.split() else ""
    counted = f"{bare(head)} {last}" if " of " in name and last.isdigit() and head else ""
    # (a number of cards in figures, "2-card flush", where the words find no room: the
    # plates at My Ship Sails at eight seats hold "2-card flush" and not "two-card flush")
    figures = {f"{w}-card": f"{n}-card" for n, w in enumerate(("two", "three", "four", "five"), 2)}

    def figured(words: str) -> str:
        return " ".join(figures.get(t, t) for t in words.split())

    out = [bare(name), counted, figured(counted), head, bare(head), figured(bare(head))]
    out.append(format_cards(cards, symbols=True) if cards else "")
    return [c for c in dict.fromkeys(out) if c and c != name]


def put_first(order, first: int | None) -> list[int]:
    """``order`` with ``first`` (where it is in it) put first."""
    order = list(order)
    return ([first] + [i for i in order if i != first]) if first in order else order


SHORT_NOTES = {"did not straddle": "no straddle"}
"""A move's words and the fewer they are written in where a plate has little room (the
button's own words: "No straddle")."""

SHORT_LEADS = {"three stakes": "staked", "share of the call against the field": "share",
               "called a sight": "called", "opened for": "opened", "ante for another": "ante"}
"""The first words of a move's words that end in a count, and the whole phrase they may be
written as before that count where a plate has little room ("three stakes 3" as "staked 3",
never "three 3": a phrase cut to its first word is misread, issue 38, window round 8).  A
phrase not named here keeps all its words ("came in 2" is never "came 2")."""


def plate_words(note: str) -> list[str]:
    """A move's words in fewer, for a plate with little room ("takes the widow" as "takes
    widow", "share of the call against the field 4" as "share 4", "did not straddle" as "no
    straddle"), each a whole phrase: the log says them whole."""
    words = note.split()
    bare = [w for w in words if w not in ("a", "an", "the")]
    out = [" ".join(bare)] if len(bare) < len(words) else []
    if note in SHORT_NOTES:
        out.append(SHORT_NOTES[note])
    if len(words) > 2 and words[-1].isdigit():
        lead = " ".join(words[:-1])
        if lead in SHORT_LEADS:
            out.append(f"{SHORT_LEADS[lead]} {words[-1]}")
    if len(words) == 4 and words[0] == "antes" and words[1].isdigit() and words[2:] == ["for", "all"]:
        # (the buck's ante, "antes 6 for all", as "antes 6" in a plate: at Stud and Straight
        # Poker the top seats' notes found no spot clear of both neighbours, window round 9)
        out.append(f"antes {words[1]}")
    return out
