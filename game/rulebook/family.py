"""The laws of Straight, Stud, Whiskey, Show-down and Flat Poker as this program plays them.

Foster gives each of these games a paragraph or two after the laws of Draw Poker; Hoyle's
Games Modernized adds detail for Straight, Stud and Whiskey.  What the books leave open we
decide, and say so ("our choices"); docs/variants.md is the fuller account.  Each game
follows Draw Poker's laws for everything its own section does not change.
"""

from __future__ import annotations

from typing import Any

from game.engine.core.house import HouseRules

Block = tuple[str, Any]

_SHARED = ("Everything else is as at Draw Poker: seats and the first deal cut for (Laws 2-4), buying "
           "counters from the banker (Law 5), {betting}the cards speaking for themselves at the show, "
           "and equal hands dividing the pool (Law 36).")
_BETTING = "betting, calling and raising within the limit, "
_NO_BETTING = ("whiskey", "whiskey-markers", "showdown", "flat", "flat-field")
"""Games without the betting and raising of Draw Poker: the shared line does not promise them."""


def _straight(h: HouseRules, stud: str = "") -> list[Block]:
    b: list[Block] = [("h2", "The ante, the buck and the deal")]
    b.append(("p", f"The full pack of fifty-two is used, whatever the pack at Draw Poker; one to eight play. "
                   f"Before each deal the holder of the buck puts up {h.blind} for each player, and passes the "
                   "buck to his left, whoever deals. There is no straddle and no jack pot."))
    b.append(("p", "A straight flush is not counted: five cards in sequence and of one suit are a flush, so "
                   "fours are the best hand."))
    if stud == "stud":
        b.append(("p", "The first card is dealt face down and the other four face up, one at a time round the "
                       "table. Each then looks at his down card, and the betting goes as below."))
    elif stud == "stud-rounds":
        b.append(("p", "The deal stops at two cards, one down and one up. The best hand showing bets first; "
                       "each in turn meets the bet, raises it, or throws in. If nobody meets it, the bettor "
                       "takes the pool and the next deal. If the bets are met, each still in is given another "
                       "card face up and the best showing bets first again, until each has five; after the "
                       "last betting the down cards are shown."))
    if stud != "stud-rounds":
        b.append(("h2", "Betting"))
        b.append(("p", "From the dealer's left each bets or passes. Once someone has bet, each in turn, those "
                       "who passed included, must call, raise or throw in his hand. A bet nobody calls takes "
                       "the pool unshown; otherwise the hands in the call are shown and the best wins."))
        b.append(("p", "If all pass, the pool stays, the next holder of the buck antes again (a double pool) "
                       "and the deal passes to the left. Otherwise the winner of the pool deals next."))
    b.append(("h2", "Where the books are silent"))
    lines = ["Each player's share of the ante for all is the house's blind.",
             "When the pool is divided, the deal goes to the tied winner first on the dealer's left.",
             "When all pass and one of them has nothing left to ante with, the hands are shown and the best "
             "takes the pool."]
    if stud == "stud-rounds":
        lines += ["The best hand showing must bet or throw in; if he throws in, the next on his left speaks "
                  "in his place.",
                  "A hand showing is ranked by its fours, threes and pairs, then its high cards; four cards "
                  "make no straight or flush. Of equal showings, the one first on the dealer's left bets.",
                  "At table stakes, when fewer than two can still bet, the rest of the cards are dealt "
                  "without betting."]
    b.extend(("bullet", line) for line in lines)
    return b


def _whiskey(h: HouseRules, markers: bool) -> list[Block]:
    b: list[Block] = [("h2", "The widow and the turn")]
    b.append(("p", "Five cards to each player and five to the widow, face down, one at a time from the "
                   "dealer's left; the widow's card comes just before the dealer's own."))
    b.append(("p", "While the widow lies face down, each in turn from the age may take it (laying his own "
                   "hand face up, which becomes the widow), pass, or knock. If it reaches the dealer untaken, "
                   "he must take it or turn it face up; even if he knocks, he turns it up. Once it is face up, "
                   "each in turn draws one card from it (laying one of his in its place), exchanges his whole "
                   "hand for it, or knocks. Nobody may refuse to draw before someone has knocked."))
    b.append(("p", "A knock means that when the turn comes back to the knocker the hands are shown. After the "
                   "knock each of the others has one more turn, and may now refuse."))
    b.append(("h2", "A worked example, from Foster"))
    b.append(("p", "Five play and E deals. A passes; B takes the widow; C and D each draw a card from the hand "
                   "B laid down; E knocks, without drawing. A, who passed the first time, may now draw or "
                   "exchange, and so may B, C and D in turn; after D the hands are shown, because the next "
                   "player, E, has knocked."))
    b.append(("h2", "Settling"))
    if markers:
        b.append(("p", "Each has five markers and there is no pool. The worst hand shown puts a marker in the "
                       "middle; the first to lose all five pays for the whiskey. The counters are not touched."))
    else:
        b.append(("p", f"Each puts {h.blind} in the pool before the deal, and there is no betting of any kind. "
                       "The best hand shown takes the pool, and the deal passes to the left."))
    b.append(("h2", "Where the book is silent"))
    lines = ["A card drawn from the widow takes the place of the card laid out, so the widow always has five.",
             "A knock before the widow is taken leaves it face down (the book's usual custom).",
             "If the play goes ten times round after the widow is face up without a knock, the hands are shown."]
    if markers:
        lines += ["Players tied for the worst hand each pay a marker.",
                  "After someone pays for the whiskey, everyone takes five markers again and play goes on."]
    b.extend(("bullet", line) for line in lines)
    return b


def _showdown(h: HouseRules) -> list[Block]:
    b: list[Block] = [("h2", "The deal and the draw in sight")]
    b.append(("p", "Every hand is dealt face up. Each in turn, the age first, discards and draws, the new "
                   "cards dealt face up too. As soon as a hand is beaten it is thrown into the deadwood."))
    b.append(("h2", "Where the book is silent"))
    for line in (f"The book names no stakes: each antes {h.blind} and there is no betting.",
                 "A hand is beaten when, after its owner has drawn, it is worse than a hand that has already "
                 "drawn; a hand yet to draw may still improve.",
                 "Hands left equal at the end divide the pool.",
                 "When the pack runs short the deadwood is shuffled for the draw (Law 26)."):
        b.append(("bullet", line))
    return b


def _flat(h: HouseRules, field: bool) -> list[Block]:
    b: list[Block] = [("h2", "The blind and the draw")]
    b.append(("p", f"Before the deal the age puts up a blind of any amount he pleases within the limit of "
                   f"{h.limit}. Each of the others in turn comes in for as much, or declines and is dealt no "
                   "cards. There are no straddles, raises or antes. After the deal each in the pool draws, the "
                   "age first."))
    if not field:
        b.append(("p", "The hands are then shown and the best takes the pool."))
    else:
        b.append(("h2", "Backing against the field"))
        b.append(("p", "After the draw, beginning with the age, each may back his hand against the field: all "
                       "the others in the pool. He puts up as much as their stakes together, and cannot be "
                       "raised. If nobody calls, he takes the pool. If one player or several together call him, "
                       "all show, and if any of the field beats him, the field divide the pool."))
        b.append(("h2", "A worked example, from Foster"))
        b.append(("p", "The age, A, makes the blind a blue counter, and B, C and D stay with him. After the draw C "
                       "puts up three blues against the field; D and A call him, and all show. If A, B or D can "
                       "beat C, the three divide the pool, B taking his third although he did not join the call."))
    b.append(("h2", "Where the book is silent"))
    lines = ["If nobody comes in, the age takes his blind back and the deal passes.",
             "At table stakes and freeze-out one may come in only with the whole amount before him."]
    if field:
        lines += ["The field's call goes round from the backer's left; those who join share it equally, the "
                  "first to join paying the odd counters.",
                  "A tie with the backer does not beat him; when nobody backs, the hands are shown.",
                  "The field divides the pool in equal shares, the odd counter first on the dealer's left."]
    b.extend(("bullet", line) for line in lines)
    return b


def family_blocks(variant: str, house: HouseRules) -> list[Block]:
    """The laws of one of Draw Poker's near relations, for the house rules in force."""
    if variant in ("straight", "stud", "stud-rounds"):
        b = _straight(house, "" if variant == "straight" else variant)
    elif variant in ("whiskey", "whiskey-markers"):
        b = _whiskey(house, variant == "whiskey-markers")
    elif variant == "showdown":
        b = _showdown(house)
    elif variant in ("flat", "flat-field"):
        b = _flat(house, variant == "flat-field")
    else:
        return []
    b.append(("p", _SHARED.format(betting="" if variant in _NO_BETTING else _BETTING)))
    return b
