"""Ambigu's laws as this program plays them, from Foster's Ambigu, and our rulings where
the book is silent (the same as docs/variants.md)."""

from __future__ import annotations

from typing import Any

Block = tuple[str, Any]


def ambigu_blocks() -> list[Block]:
    """The headings, paragraphs and bullets of Ambigu's section."""
    b: list[Block] = []
    b.append(("note", "Foster's Ambigu, as this program plays it. The log names the part of the book it "
                      "applies: the blind, the dealing, the method of playing, the betting, the value of "
                      "the hands."))
    b.append(("h2", "The cards and the deal"))
    b.append(("p", "Two to six play with forty cards: no Kings, Queens or Jacks; the 10 is high and the ace "
                   "low, and counts one pip. Each puts one counter in the pool before the deal; there is no "
                   "straddle. The cards are dealt to the right, two to each, one at a time, and play goes to "
                   "the right from the dealer's right, the elder hand. The deal passes to the right."))
    b.append(("p", "Each in turn says \"Enough\" (draw none) or throws away one or both cards and draws as "
                   "many; either way he puts two counters in the pool. The rest of the pack, less the "
                   "discards, is reshuffled and cut, and two more cards are dealt to each."))
    b.append(("h2", "I play or I pass"))
    b.append(("p", "Each in turn plays (bets what he likes within the limit) or passes. Once one plays, "
                   "the others stay with him, raise, or abandon. If nobody stays, he takes back his bet, "
                   "the antes stay in the pool, and the last to refuse pays him two counters. A raise "
                   "nobody calls takes the pool, and its holder shows and is paid for his combination. "
                   "If all pass, the dealer deals again, the pool kept, or puts up two counters and makes "
                   "every one keep his cards."))
    b.append(("p", "Those in the call, the one who played and all who stayed with him, draw a second time, "
                   "one to four cards, or stand pat (Method of playing). Then each in turn passes "
                   "or plays, and the betting goes on as at Draw Poker. If all pass, the hands are thrown "
                   "in and the pool stays for the next deal. The best hand shown takes the pool."))
    b.append(("h2", "The combinations, and what each is paid"))
    b.append(("p", "Only the winner of the pool is paid, by every other player at the table, for the best "
                   "combination he holds. From the lowest:"))
    for line in ("The point: the pips of two or more cards of one suit; three cards beat two. Paid 1.",
                 "The prime: four cards of four suits. Paid 2; over thirty pips, a grand prime, paid 3.",
                 "The sequence: three cards of one suit in sequence, and an odd card. Paid 3.",
                 "The tricon: three of a kind (pairs count for nothing). Paid 4.",
                 "The flush: four cards of one suit. Paid 5.",
                 "Doublets: two combinations in one hand, paid for both: tricon and prime 6, "
                 "sequence and flush 8. They beat any single combination.",
                 "The fredon: four of a kind, paid 8 and its prime: 10, or 11 with a grand prime."):
        b.append(("bullet", line))
    b.append(("p", "Equal points go to the hand with two cards in sequence (an 8 and a 7 beat a 10 and a 5); "
                   "primes, flushes and doublets of one kind by their pips, sequences by their highest "
                   "card; what is still equal, to the elder hand."))
    b.append(("h2", "Penalties and stakes"))
    b.append(("p", "A player who shows his cards abandons his hand and forfeits four counters to the pool "
                   "(the window never shows them for you); a hand of too many or too few cards is foul. "
                   "At table stakes each keeps back ten counters he may not bet, to pay for combinations "
                   "after losing all he put in."))
    b.append(("h2", "Where the book is silent"))
    for line in ("When nobody stays with the first to play, the antes stay in the pool for the next deal; "
                 "he is not its winner, so he is not paid for a combination.",
                 "Dealing again is a new deal by the same dealer: the one-counter blind and the two-counter "
                 "antes are put up again, the old pool with them.",
                 "Compelled to keep their cards, all draw again and bet after the draw.",
                 "A player who passed may still stay or raise when a bet comes round to him.",
                 "Three of a suit in sequence with a fourth of that suit are doublets, sequence and flush "
                 "(8); among doublets the sequence of four ranks highest.",
                 "A tricon with a grand prime is paid 7; four 8's (32 pips) make a grand prime, 11.",
                 "Seats and the first deal are cut for as in every game (Laws 2-4)."):
        b.append(("bullet", line))
    return b
