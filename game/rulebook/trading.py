"""The laws of Thirty-One and the three forms of Commerce, from Foster's Thirty-One and
Commerce, with our rulings where the book is silent (docs/variants.md)."""

from __future__ import annotations

from typing import Any

from game.engine.three_card.commerce import SAME_KIND

Block = tuple[str, Any]


def _thirty_one(b: list[Block]) -> None:
    b.append(("h2", "Thirty-One, or Schnautz"))
    b.append(("p", "Each puts the blind in the pool. Three cards to each, face down, and three face up on the "
                   "table. In turn from the eldest hand each exchanges one of his cards for one on the table, "
                   "or knocks; a player may knock without drawing at all. After a knock each of the others has "
                   "one more draw, which he may decline, and the knocker does not draw again."))
    b.append(("p", "Aces count 11, court cards and tens 10, the rest their pips. A flush counting thirty-one "
                   "wins; else three of a kind; else the highest count in one suit."))
    b.append(("bullet", "Our rule: a knock is a whole turn, and before a knock a player draws or knocks."))
    b.append(("bullet", "Our rule: the higher threes win; equal hands divide the pool."))

def _commerce(b: list[Block]) -> None:
    b.append(("h2", "Commerce, without a widow"))
    b.append(("p", "Each puts one counter in the pool; three cards each. In turn from the age each "
                   "trades for ready money (a card and a counter to the dealer, for the top card of the pack), "
                   "trades for barter (his card passes to the left-hand player, who gives one of his own for it "
                   "before looking, or knocks), or knocks. A knock stops all trading and the hands are shown."))
    b.append(("p", "Triplets (aces highest), then sequence flushes (the ace top or bottom: Q K A or A 2 3), then "
                   "the point: the most pips on two or three cards of one suit, a single card not counting, three "
                   "cards beating two. Ties go to the dealer, or the player nearest his left."))
    b.append(("p", f"The dealer, if he does not win, pays the winner a counter; if his hand is {SAME_KIND}, "
                   "he pays every player one: a sequence flush Jack high wins, the dealer's 9 high pays all."))
    b.append(("bullet", "Our rule: a player who will not trade must knock; there is no passing."))
    b.append(("bullet", "Our rule: the dealer trading for ready money pays nobody."))
    b.append(("bullet", "Our rule: for the dealer's payment to every player a point does not count: when a point "
                        "wins, the dealer pays the winner only."))

def _commerce_ranks(b: list[Block]) -> None:
    b.append(("p", "Triplets (aces highest), then sequence flushes (the ace top or bottom: Q K A or A 2 3), then "
                   "the point: the most pips on two or three cards of one suit, a single card not counting, three "
                   "cards beating two. Ties go to the dealer, or the player nearest his left."))

def _commerce_options(b: list[Block]) -> None:
    b.append(("p", "Two combinations are sometimes added, in either form of Commerce: a flush of three cards, "
                   "next below the sequence flush, and a single pair, above the point. They are house rules "
                   "(Commerce flush, Commerce pair on the Settings screen)."))

def _commerce_widow(b: list[Block]) -> None:
    b.append(("h2", "Commerce, with a widow"))
    b.append(("p", "Three markers each, of no value; each puts one in the pool every deal. Three cards to each "
                   "and to the widow, which is turned up at once. The dealer, before he looks at his hand, may "
                   "exchange it whole for the widow. Then from the eldest hand each draws one card from the widow "
                   "until someone knocks, when the hands are shown at once and the best takes the pool. The first "
                   "to lose all three markers pays for the whiskey; of two at once, the worse hand pays."))

def _ship(b: list[Block]) -> None:
    b.append(("h2", "My Ship Sails"))
    b.append(("p", "Each puts the blind in the pool; three cards each. In turn from the eldest hand each may pass "
                   "a card to his left, who gives one of his own for it unseen. The moment anyone holds a flush he "
                   "says \u201cMy ship sails\u201d and the hands are shown; between flushes the pips win. After two "
                   "rounds without a flush the highest two-card flush wins; the elder hand wins ties."))
    b.append(("bullet", "Our rule: each puts the blind in the pool (the book names no stake)."))


_LAWS = {"thirty-one": (_thirty_one,), "commerce": (_commerce, _commerce_options),
         "commerce-widow": (_commerce_widow, _commerce_ranks, _commerce_options), "my-ship-sails": (_ship,)}


def trading_blocks(variant: str) -> list[Block]:
    """The laws of one of the three-card trading games (``thirty-one``, ``commerce``,
    ``commerce-widow``, ``my-ship-sails``); our choices where the book is silent are marked
    "our rule"."""
    b: list[Block] = []
    for part in _LAWS.get(variant, ()):
        part(b)
    b.append(("bullet", "Our rule, for all four three-card games: after ten rounds without a knock the "
                        "hands are shown."))
    return b
