"""The guided deals of the widow games: Whiskey Poker both ways, Thirty-One, and Commerce with
a widow.

Cards are given in the order they come off the pack: one at a time from the dealer's left,
the widow's card of each round dealt just before the dealer's own (Foster, "Whiskey Poker");
at Thirty-One the three cards for the table after the hands.
"""

from __future__ import annotations

from game.engine.core.actions import ActionKind as K

from .model import YOU, Held, Moment, Prepared, dealt, on, steps, turn

DASH, AMES, GRAY = "Colonel Dash", "Judge Ames", "Deacon Gray"
CAST = ((AMES, "good"), (DASH, "liberal"), (YOU, "human"), (GRAY, "close"))

_WHISKEY_MOVES = {
    "pass": "{name} passes: {he} keeps {his} hand as it is, for now.",
    "WidowTaken": "{name} takes the widow: {his} own hand is laid face up in its place, for anyone "
                  "to draw from.",
    "CardExchanged": "{name} lays one card face up in the widow and takes one of its cards.",
    "Knocked": "{name} knocks: {he} stands on {his} hand. Everyone else has one more turn, then the "
               "hands are shown.",
    "WidowTurned": "{name}, the dealer, turns the widow face up: from now on each may draw from it.",
}

# Colonel Dash, you, Deacon Gray, the widow, Judge Ames: a round at a time.
_WHISKEY_PACK = (
    (dealt("Qc 8h 6d 5s 2c", "Ks Kd 9c 6h 3d", "Kh Jc Jh 7d 4s", "Ah 9s 8c 5d 3c",
           "Tc Td 7c 4h 2s"),),
)
_WHISKEY_SCRIPT = (
    steps("""
        Colonel Dash: pass
        you: pass
        Deacon Gray: take the widow
        Judge Ames: draw one 2s 7d
        Colonel Dash: draw one 2c Jc
        you: draw one 3d Kh
        Deacon Gray: knock
        Judge Ames: pass
        Colonel Dash: pass
        you: draw one 6h Jh
    """),
)
_WHISKEY_MOMENTS = (
    Moment("widow", "the widow", "widow", on("WidowDealt"),
           says="Five cards each, and five more dealt face down to the table: the widow. Nobody bets "
                "at Whiskey Poker; what you do is trade with the widow."),
    Moment("face-down", "the widow face down", "buttons", turn(K.TAKE_WIDOW),
           says="While the widow lies face down you may take it, laying your own hand face up in its "
                "place; pass, keeping your hand to draw to later; or knock, standing on it as it is.",
           otherwise="Your choice shapes the widow everyone draws from next."),
    Moment("taken", "the widow taken", "widow", on("WidowTaken", GRAY),
           says="Deacon Gray takes the widow: his own five cards are laid face up and become the "
                "widow. From now on, each in turn may draw one card from it, exchange a whole hand "
                "for it, or knock.",
           general="{name} takes the widow: {his} own five cards are laid face up and become the "
                   "widow. From now on, each in turn may draw one card from it, exchange a whole "
                   "hand for it, or knock."),
    Moment("draw-one", "drawing one from the widow", "widow", turn(K.DRAW_ONE),
           says="Your turn: lay one of your cards face up in the widow and take one of its cards, "
                "exchange your whole hand for it, or knock.",
           otherwise="The card you lay down is there for the next player to take."),
    Moment("knock", "a knock", "seat", on("Knocked", GRAY), seat=GRAY,
           says="Deacon Gray knocks: he stands on his hand. Every other player has one more turn; "
                "when the turn comes back to him, the hands are shown.",
           general="{name} knocks: {he} stands on {his} hand. Every other player has one more turn; "
                   "when the turn comes back to {him}, the hands are shown."),
    Moment("last-turn", "the last turn after a knock", "buttons", turn(K.DRAW_ONE, after="knock"),
           says="This is your last turn: draw one more card from the widow, or pass and stand as "
                "you are.",
           otherwise="Then the hands are shown."),
)
_WHISKEY_HOLDS = (
    Held("the dealer turning the widow", "if nobody takes the widow while it lies face down, the "
                                         "dealer must take it or turn it face up."),
    Held("exchanging a whole hand", "a player may give his five cards for the five of the widow "
                                    "lying face up."),
)

WHISKEY = Prepared(
    variant="whiskey",
    cast=CAST,
    packs=_WHISKEY_PACK,
    script=_WHISKEY_SCRIPT,
    moments=(
        Moment("ante", "the ante", "pool", on("Staked", AMES),  # the dealer antes last
               says="Each player puts one counter in the pool before the deal: the pool the best "
                    "hand will take."),
        *_WHISKEY_MOMENTS,
        Moment("show", "the show", "pool", on("PoolWon"),
               says="The turn has come back to the knocker, so the hands are shown: your three kings "
                    "are the best, and you take the pool.",
               general="The turn has come back to the knocker, so the hands are shown, and the best "
                       "takes the pool."),
    ),
    holds=_WHISKEY_HOLDS,
    opening="This guided deal of Whiskey Poker shows the widow face down, a player taking it, "
            "drawing from it card by card, a knock and the last turn, and the show.",
    moves=_WHISKEY_MOVES,
)

WHISKEY_MARKERS = Prepared(
    variant="whiskey-markers",
    cast=CAST,
    packs=_WHISKEY_PACK,
    script=_WHISKEY_SCRIPT,
    moments=(
        Moment("markers", "the markers", "seat", on("DealStarted"), seat=YOU,
               says="Played with markers, Whiskey Poker has no pool: each of you has five markers, "
                    "worth nothing in themselves, which keep the score."),
        *_WHISKEY_MOMENTS,
        Moment("marker-paid", "the worst hand pays a marker", "seat", on("MarkerPaid"), seat=DASH,
               says="The hands are shown and nobody wins a pool: the worst hand puts one of its "
                    "markers in the middle. The first to lose all five pays for the whiskey.",
               general="The hands are shown and nobody wins a pool: the worst hand puts one of its "
                       "markers in the middle. The first to lose all five pays for the whiskey."),
    ),
    holds=_WHISKEY_HOLDS + (
        Held("the whiskey paid for", "the first to lose all five markers pays for the whiskey, and "
                                     "everyone starts again with five."),
    ),
    opening="This guided deal of Whiskey Poker with markers shows the widow, drawing from it, a "
            "knock, and the worst hand paying a marker.",
    moves=_WHISKEY_MOVES,
)

# ------------------------------------------------------------------ Thirty-One
THIRTY_ONE = Prepared(
    variant="thirty-one",
    cast=((AMES, "good"), (YOU, "human"), (DASH, "liberal"), (GRAY, "close")),
    packs=(
        # You, Colonel Dash, Deacon Gray, Judge Ames; then the three cards for the table.
        (dealt("As Ks 4d", "9h 8h 4c", "Jd 6d 2c", "Tc 7c 5s", then="Qs 7h 3c"),),
    ),
    script=(
        steps("""
            you: draw one 4d Qs
            Colonel Dash: draw one 4c 7h
            Deacon Gray: draw one 2c 4d
            Judge Ames: draw one 5s 3c
            you: knock
            Colonel Dash: pass
            Deacon Gray: pass
            Judge Ames: pass
        """),
    ),
    moments=(
        Moment("blind", "the blind", "pool", on("Staked", AMES),  # the dealer puts his up last
               says="Each puts the blind, one counter, in the pool before the deal. There is no "
                    "betting after it."),
        Moment("table-cards", "the cards on the table", "table-cards", on("TableCardsDealt"),
               says="Three cards each, and three face up on the table for anyone to take. What counts "
                    "is the total of the cards of one suit: aces 11, court cards and tens 10, the "
                    "rest their pips. You sit on the dealer's left, the eldest hand: you play first."),
        Moment("exchange", "exchanging one card", "table-cards", turn(K.DRAW_ONE),
               says="Your turn: lay one of your cards on the table and take one of its cards, or "
                    "knock, standing on your hand as it is.",
               otherwise="The card you lay down is there for the next player to take."),
        Moment("thirty-one", "thirty-one", "hand", on("TableCardTaken", YOU),
               says="The ace, king and queen of spades: 11 and 10 and 10, thirty-one in one suit, the "
                    "best hand there is at this game."),
        Moment("knock", "knocking", "buttons", turn(K.KNOCK, nth=1),
               says="You may take another card or knock. After a knock each of the others has one "
                    "more turn, which he may pass; the knocker does not draw again.",
               otherwise="The trading goes on round the table."),
        Moment("show", "the show", "pool", on("PoolWon"),
               says="The turn comes back to you, the knocker, so the hands are shown: thirty-one "
                    "wins, and you take the pool.",
               general="The turn has come back to the knocker, so the hands are shown: thirty-one "
                       "wins, else three of a kind, else the highest count in one suit."),
    ),
    holds=(
        Held("three of a kind", "failing thirty-one, three of a kind wins; failing that, the "
                                "highest count in one suit."),
        Held("a knock without exchanging", "you may knock on your first turn, without having "
                                           "exchanged at all."),
    ),
    opening="This guided deal of Thirty-One shows the cards on the table, exchanging one for one "
            "toward thirty-one in a suit, a knock, and the show.",
    moves={
        "TableCardTaken": "{name} lays one card on the table and takes one of its cards.",
        "Knocked": "{name} knocks: everyone else has one more turn, then the hands are shown.",
        "pass": "{name} lets the last turn go by.",
    },
)

# ------------------------------------------------------------------ Commerce with a widow
COMMERCE_WIDOW = Prepared(
    variant="commerce-widow",
    cast=CAST,
    packs=(
        # Colonel Dash, you, Deacon Gray, the widow, Judge Ames: a round at a time.
        (dealt("Qc 8h 3s", "9d Td 2h", "Kh 6c 4s", "5c As Qd", "Jd 7s 2c"),),
    ),
    script=(
        steps("""
            Judge Ames: exchange
            Colonel Dash: draw one 3s 7s
            you: draw one 2h Jd
            Deacon Gray: draw one 4s 3s
            Judge Ames: draw one 5c 2c
            Colonel Dash: knock
        """),
    ),
    moments=(
        Moment("markers", "the markers", "pool", on("DealStarted"),
               says="Each of you has three markers, worth nothing in themselves; each puts one in the "
                    "pool every deal. The first to lose all three pays for the whiskey."),
        Moment("widow", "the widow face up", "widow", on("WidowTurned"),
               says="Three cards each, and three to the widow, turned face up for all to see."),
        Moment("dealer-exchange", "the dealer's exchange", "seat", on("WidowTaken", AMES),
               seat=AMES,
               says="The dealer may, before he looks at his own cards, exchange his whole hand for the "
                    "widow. Judge Ames does: his hand goes face up as the new widow."),
        Moment("draw-one", "drawing one from the widow", "widow", turn(K.DRAW_ONE),
               says="Your turn: draw one card from the widow, laying one of yours in its place, or "
                    "knock.",
               otherwise="The card you lay down is there for the next player."),
        Moment("sequence", "a sequence flush", "hand", on("CardExchanged", YOU),
               says="Nine, ten and jack of diamonds: three of one suit in sequence, a sequence flush, "
                    "beaten only by triplets."),
        Moment("knock", "a knock", "seat", on("Knocked", DASH), seat=DASH,
               says="Colonel Dash knocks. At Commerce the knock stops everything at once: the hands "
                    "are shown, with no more turns.",
               general="{name} knocks. At Commerce the knock stops everything at once: the hands are "
                       "shown, with no more turns."),
        Moment("show", "the show", "pool", on("MarkersMoved", YOU, why="the best hand takes the pool"),
               says="Your sequence flush is the best hand, and you take the markers in the pool.",
               general="Your hand is the best, and you take the markers in the pool."),
    ),
    holds=(
        Held("triplets", "three of a kind, the best hand, aces highest."),
        Held("the point", "with no triplets or sequence, the most pips in one suit win."),
        Held("the whiskey paid for", "the first to lose all three markers pays, and everyone takes "
                                     "three again."),
    ),
    opening="This guided deal of Commerce with a widow shows the markers, the dealer's exchange, "
            "drawing from the widow, a knock that stops everything, and the show.",
    moves={
        "CardExchanged": "{name} lays one card in the widow and takes one of its cards.",
        "Knocked": "{name} knocks: the hands are shown at once.",
    },
)

PREPARED = (WHISKEY, WHISKEY_MARKERS, THIRTY_ONE, COMMERCE_WIDOW)
