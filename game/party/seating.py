"""The seating draw: aces for the head table, deuces for the next, ... from two packs.

For each table the book's cards are picked out - half from the red-backed pack and half
from the blue - shuffled, and drawn: the red group from the red cards, the blue group
from the blue.  When the groups are unequal, some of the larger group draw from the
other pack (chosen by lot).  Then each table cuts for seats and the first deal (Laws 2-4).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Sequence

from game.cards import Card, Rank, Suit
from game.engine import cut_for_seats

from .guests import Guest

# The rank that sends a player to each table, head table first.
TABLE_RANKS = (Rank.ACE, Rank.TWO, Rank.THREE, Rank.FOUR, Rank.FIVE, Rank.SIX, Rank.SEVEN,
               Rank.EIGHT, Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING)
_SUITS = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)


def table_of(card: Card) -> int:
    """The 1-based table a drawn card sends its player to (ace 1, deuce 2 ... king 13)."""
    return TABLE_RANKS.index(card.rank) + 1


@dataclass(frozen=True)
class Draw:
    """One player's draw: the card, the back it came from, and the table it gives."""

    player: str
    card: Card
    back: str  # "red" or "blue"
    table: int  # 1-based
    other_pack: bool = False  # drew from the other group's pack

    def to_dict(self) -> dict[str, Any]:
        return {"player": self.player, "card": self.card.code, "back": self.back,
                "table": self.table, "other_pack": self.other_pack}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Draw:
        return cls(d["player"], Card.parse(d["card"]), d["back"], int(d["table"]),
                   bool(d.get("other_pack", False)))


@dataclass(frozen=True)
class TableCut:
    """A table's cut for seats: each player's card(s) and the seating (dealer first)."""

    table: int
    cuts: tuple[tuple[str, tuple[Card, ...]], ...]
    order: tuple[str, ...]

    def to_dict(self) -> dict[str, Any]:
        return {"table": self.table, "cuts": {n: [c.code for c in cs] for n, cs in self.cuts},
                "order": list(self.order)}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> TableCut:
        return cls(int(d["table"]), tuple((n, tuple(Card.parse(c) for c in cs))
                                          for n, cs in d["cuts"].items()), tuple(d["order"]))


def colour_split(sizes: Sequence[int], reds: int, blues: int) -> list[int]:
    """How many red cards each table gets: half, the odd one to the larger group as far as
    it needs, then to the other."""
    split = [n // 2 for n in sizes]
    odd = [i for i, n in enumerate(sizes) if n % 2]
    # As many odd seats red as the red group needs, the rest blue (equal groups: half each).
    extra_red = max(0, min(len(odd), reds - sum(split)))
    for i in odd[:extra_red]:
        split[i] += 1
    return split


def pick_cards(sizes: Sequence[int], reds: int, blues: int) -> tuple[list[Card], list[Card]]:
    """The red-backed and blue-backed cards picked out for the draw (unshuffled)."""
    if len(sizes) > len(TABLE_RANKS):
        raise ValueError(f"at most {len(TABLE_RANKS)} tables")
    red_cards: list[Card] = []
    blue_cards: list[Card] = []
    for rank, n, r in zip(TABLE_RANKS, sizes, colour_split(sizes, reds, blues)):
        red_cards += [Card(rank, s) for s in _SUITS[:r]]
        blue_cards += [Card(rank, s) for s in _SUITS[:n - r]]
    return red_cards, blue_cards


def draw_seats(guests: Sequence[Guest], sizes: Sequence[int], rng: random.Random) -> list[Draw]:
    """Every guest's draw, in the order of the guest list."""
    if sum(sizes) != len(guests):
        raise ValueError(f"{len(guests)} guests for {sum(sizes)} seats")
    reds = [g for g in guests if g.group == "red"]
    blues = [g for g in guests if g.group == "blue"]
    red_cards, blue_cards = pick_cards(sizes, len(reds), len(blues))
    rng.shuffle(red_cards)
    rng.shuffle(blue_cards)
    # Who draws from the other pack, by lot.
    swap: set[str] = set()
    if len(reds) > len(red_cards):
        swap = {g.name for g in rng.sample(reds, len(reds) - len(red_cards))}
    elif len(blues) > len(blue_cards):
        swap = {g.name for g in rng.sample(blues, len(blues) - len(blue_cards))}
    draws: list[Draw] = []
    for g in guests:
        back = g.group if g.name not in swap else ("blue" if g.group == "red" else "red")
        card = (red_cards if back == "red" else blue_cards).pop()
        draws.append(Draw(g.name, card, back, table_of(card), g.name in swap))
    return draws


def cut_tables(draws: Sequence[Draw], count: int, rng: random.Random) -> list[TableCut]:
    """Each table cuts for seats and the first deal (Laws 2-4); the lowest deals."""
    out = []
    for t in range(1, count + 1):
        names = [d.player for d in draws if d.table == t]
        order, event = cut_for_seats(names, rng)
        out.append(TableCut(t, event.cuts, tuple(order)))
    return out


def tie_words(cuts: Sequence[TableCut], table_words: Sequence[str]) -> str:
    """The cut's ties said table by table, each pair (or more) with its own table:
    "Mr. Abbott and Mrs. Alden cut equal cards at the head table ...".  ``table_words`` names
    each table as a sentence does ("the head table", "table 2"), head table first.  Empty without a tie.

    Round 6 of issue 37: two ties, at the head and the booby table, were said as one,
    "Mr. Abbott, Mrs. Alden, Bob and Cleo cut equal cards"."""
    parts: list[str] = []
    for tc in cuts:
        by_rank: dict[Any, list[str]] = {}
        for name, cards in tc.cuts:
            if len(cards) > 1:  # cut again: his first card equalled another's (Laws 2-4)
                by_rank.setdefault(cards[0].rank, []).append(name)
        for names in by_rank.values():
            who = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
            # ``TableCut.table`` is 1-based (the head table is 1), ``table_words`` 0-based:
            # play-test round 7 found each tie named one table too low ("at a table" past the end).
            i = tc.table - 1
            parts.append(f"{who} at {table_words[i] if 0 <= i < len(table_words) else f'table {tc.table}'}")
    if not parts:
        return ""
    if len(parts) == 1:
        who, _, where = parts[0].rpartition(" at ")
        return f"{who} cut equal cards at {where} (a tie: they cut again), and the new cut decided only the tie."
    count = {2: "Two", 3: "Three", 4: "Four"}.get(len(parts), str(len(parts)))
    return (f"{count} ties were cut again: " + "; ".join(parts) + ". Each new cut decided only its own tie.")
