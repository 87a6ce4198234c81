"""Bouillotte's laws as the computer plays them, from Foster's Bouillotte, or Brelan, and our
rulings where the book is silent (docs/variants.md says the same)."""

from __future__ import annotations

from typing import Any

Block = tuple[str, Any]


def bouillotte_blocks() -> list[Block]:
    """The rules of Bouillotte as blocks of the rules page."""
    b: list[Block] = []
    b.append(("note", "Foster's Bouillotte, or Brelan, as this program plays it; the log names the part of "
                      "the book it applies."))
    b.append(("h2", "Cards, cave and deal"))
    b.append(("p", "Three, four or five play: twenty cards (A K Q 9 8 of each suit) for four, the Jacks "
                   "added for five, the Queens taken out for three; two packs are used alternately. "
                   "A sequence of cards, one of each rank, is laid face down and each draws one for his place: "
                   "the ace chooses his seat first, the next highest next, and the King deals first (Cutting)."))
    b.append(("p", "Each buys a cave of 100 counters. It is never added to nor reduced while a counter "
                   "of it is left: a player may bet only what is before him and calls for a sight for "
                   "the rest. A player who loses everything is décavé: before the next deal he buys a new "
                   "cave of his own choosing, or retires; if it was his turn to deal, the deal passes "
                   "beyond him (Stakes)."))
    b.append(("p", "The dealer blinds five. The player on his right may straddle it (ten), the next on "
                   "the right straddle again, and so on until one declines or the dealer buys it back. "
                   "Three cards each, one at a time from the dealer's right, and the next card is "
                   "turned up on the pack: the retourne (Blind and Straddle, Dealing)."))
    b.append(("h2", "Betting and calling"))
    b.append(("p", "From the dealer's right (or the last straddler's) each may pass, keeping his cards, "
                   "equal the blind (or the last straddle: the book's \"ante\"), or raise. Once someone "
                   "has bet (opened the game), a player must equal, raise or withdraw. If nobody bets, the "
                   "deal is void and each puts five in the pool for the next (Betting)."))
    b.append(("p", "When only two are betting, equalling the other's bet is a call. Among three or four, "
                   "once the bets stand level the word falls to each in turn from the right, the first to bet "
                   "first: he raises, or passes the word to his right; when everyone but the last raiser "
                   "has declined, it is a call (Calling and Showing)."))
    b.append(("h2", "The hands and the point"))
    b.append(("p", "A brelan carré (three in the hand and the fourth turned up; or, against a carré, the "
                   "card under the retourne for a higher brelan) beats a simple brelan (three in the "
                   "hand), which beats a brelan favori (a pair and the retourne); within a kind, aces "
                   "highest. A carré is paid four counters by every other player; a simple brelan one "
                   "by each player without a brelan, win or lose; a favori one by every other player, "
                   "two if it wins the pool (Rank of the Hands)."))
    b.append(("p", "If no brelan is shown, every hand is shown, the passed ones too, and each suit's pips "
                   "are counted among the thirteen cards: ace 11, court cards 10, the 9 and 8 at face "
                   "value. The suit with most pips held in the call wins, and the player in the call "
                   "with its highest card takes the pool; ties go to the dealer, or the player nearest "
                   "him on the right. A sight wins only its share; in what remains, the suit that wins "
                   "cannot lose (The Point, Calling for a Sight)."))
    b.append(("h2", "Where the book is silent"))
    for text in (
        "The King takes the first dealer's place, the ace the place on his right, the others round "
        "to the right in the order of their cards.",
        "A new cave is from 20 to 200 counters (the table's 100 if you say nothing); a player may "
        "retire while three stay. Table stakes and freeze-out do not apply.",
        "A straddle doubles the last; one refusal ends the straddling.",
        "The word: the first to bet holds it in the first round, then the next on the right each round.",
        "The card under the retourne is turned only for a simple brelan higher than a carré shown.",
        "A brelan of a player who passed out is not paid; a pool whose players hold no brelan goes "
        "by the point.",
        "A player who takes the pool without a call may show his brelan to be paid, or stifle it.",
        "Payments come from what is before the payer; a player with nothing pays nothing.",
    ):
        b.append(("bullet", text))
    return b
