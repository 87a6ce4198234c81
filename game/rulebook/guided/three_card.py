"""The guided deals of Commerce and My Ship Sails, the three-card trading games.

Cards are given in the order they come off the pack: one at a time to each player from the
dealer's left, then the cards bought for ready money from the top of the pack.
"""

from __future__ import annotations

from game.engine.core.actions import ActionKind as K
from game.engine.three_card.commerce import SAME_KIND

from .model import YOU, Held, Moment, Prepared, dealt, on, steps, turn

DASH, AMES, GRAY = "Colonel Dash", "Judge Ames", "Deacon Gray"
# Judge Ames deals; Deacon Gray is the age (the eldest hand); you sit on Colonel Dash's left.
CAST = ((AMES, "good"), (GRAY, "close"), (DASH, "liberal"), (YOU, "human"))

# ------------------------------------------------------------------ Commerce
COMMERCE = Prepared(
    variant="commerce",
    cast=CAST,
    packs=(
        # Deacon Gray, Colonel Dash, you, Judge Ames; then the pack's top for ready money.
        (dealt("Kc 6d 2h", "9c 5h 5c", "7s 6s 3d", "Ah Jh 8s", then="Qc"),),
    ),
    script=(
        steps("""
            Deacon Gray: trade for ready money 2h
            Colonel Dash: trade for barter 5h
            you: give a card 3d
            you: trade for barter 5h
            Judge Ames: give a card 8s
            Judge Ames: knock
        """),
    ),
    moments=(
        Moment("ante", "the counter in the pool", "pool", on("Staked", AMES),  # the dealer antes last
               # (the point said with what it is: a learner met the word here, unexplained)
               says="Each puts one counter in the pool. Three cards each, and three kinds of hand "
                    "count, from the best: triplets (three of a kind), a sequence flush (three of one "
                    "suit in sequence), and the point, the pips of two or three cards of one suit "
                    "(ace 11, court cards 10). Pairs count for nothing."),
        Moment("ready-money", "trading for ready money", "seat", on("TradedForMoney", GRAY), seat=GRAY,
               # (the age, as the table's tag on his place says: a learner met "eldest hand" here
               # and "age" on the table, one thing named two ways)
               says="Deacon Gray, the age, on the dealer's left, trades first: for ready money, he "
                    "gives the dealer a card and a counter, and takes the top card of the pack.",
               general="{name} trades for ready money: {he} gives the dealer a card and a counter, "
                       "and takes the top card of the pack."),
        Moment("barter", "a barter offered to you", "hand", turn(K.GIVE),
               says="Colonel Dash trades for barter: he passes you a card face down, and you must give "
                    "him one of yours for it before you see his, or knock.",
               otherwise="A knock stops the trading at once, and the hands are shown.",
               # (when to knock: the good player's rule, which tests/guide/test_guide_teaches_sizing.py
               # holds to the player's own judgement)
               teach="Knock when your hand is likely to beat every other at the show: against three "
                     "others the book knocks on a point of seventeen or more in the first round, a "
                     "little more as the trading goes on, and always on a sequence flush or triplets; "
                     "with less it trades on, for every trade may better the hand.",
               teach_at=(K.KNOCK, K.GIVE, K.BARTER, K.TRADE_MONEY)),
        # The person barters too (a learner's guided deal never had him do it).
        Moment("your-barter", "trading for barter", "buttons", turn(K.BARTER, nth=1),
               seen=(on("BarterOffered", YOU),),  # (seen if he barters: said, he may trade otherwise)
               says="Your turn: trade for ready money, barter with Judge Ames on your left, or knock. "
                    "To barter you pass him a card face down, and he must give you one of his for it "
                    "before he sees yours.",
               otherwise="The trading goes on round the table.",
               general="To trade for barter you pass your left-hand neighbour a card face down, and "
                       "he must give you one of his for it before he sees yours."),
        Moment("what-came", "what the barter brought", "hand", on("Bartered", YOU),
               says="Judge Ames gave you the eight of spades: with your seven and six you hold a "
                    "sequence flush, three of one suit in sequence, beaten only by triplets.",
               general="The card given for yours in a barter is yours, whatever it is: neither of "
                       "you sees the other's until both are given."),
        Moment("knock", "knocking", "seat", on("Knocked", AMES), seat=AMES,
               says="Judge Ames knocks: the trading stops at once and the hands are shown. At his "
                    "turn a player may knock instead of trading, when he thinks his hand will stand.",
               general="{name} knocks: the trading stops at once and the hands are shown.",
               missed="At his turn a player may knock instead of trading, when he thinks his hand "
                      "will stand: the trading stops at once and the hands are shown."),
        Moment("show", "the show", "pool", on("PoolWon"),
               says="The hands are shown: your sequence flush is the best, and you take the pool. "
                    "Judge Ames's three hearts are not in sequence: only a point, of 26.",
               general="The hands are shown, and the best takes the pool."),
        Moment("dealer-pays", "the dealer pays", "seat", on("DealerPays"), seat=AMES,
               says="The dealer did not win, so he pays the winner a counter; he keeps the counters "
                    "paid him for ready money.",
               # (in any deal he may pay every player: the rule in its one phrase)
               general="The dealer did not win, so he pays the winner a counter, or every player one "
                       f"if his hand is {SAME_KIND}; he keeps the counters paid him for ready money."),
    ),
    holds=(
        Held("triplets", "three of a kind beat everything, aces highest."),
        Held("the point", "with no triplets or sequence, the most pips in one suit win: ace 11, "
                          "court cards 10."),
        Held("the dealer paying all", f"when the dealer's hand is {SAME_KIND}, he pays every player "
                                      "a counter."),
        # (untaught, a learner found: a barter a knock cancels, and the ties of the point)
        Held("a barter cancelled by a knock", "the player passed a card for barter may knock instead "
                                              "of giving one: the card goes back, and the hands are shown."),
        Held("a tie", "between points of as many pips, one of three cards beats one of two; hands "
                      "still alike, 21 against 21, go to the dealer, or the player nearest his left."),
    ),
    opening="This guided deal of Commerce shows a trade for ready money, a barter offered to you, a "
            "barter of your own, a knock that stops the trading, the show, and the dealer paying.",
    moves={
        "TradedForMoney": "{name} trades for ready money: a card and a counter to the dealer, and "
                          "the top card of the pack.",
        "Knocked": "{name} knocks: the trading stops at once and the hands are shown.",
        "BarterOffered": "{name} trades for barter: {he} passes a card face down to {his} left-hand "
                         "neighbour, who must give one for it before seeing it.",
        "Bartered": "{name} gives a card for the one passed {him}, unseen.",
    },
)

# ------------------------------------------------------------------ My Ship Sails
MY_SHIP = Prepared(
    variant="my-ship-sails",
    cast=CAST,
    packs=(
        # Deacon Gray, Colonel Dash, you, Judge Ames.
        (dealt("Kc 6d 2h", "5s 5c 8d", "9h 6h 2c", "Kh Qs 4c"),),
    ),
    script=(
        steps("""
            Deacon Gray: pass
            Colonel Dash: trade for barter 8d
            you: give a card 2c
            you: trade for barter 8d
            Judge Ames: give a card Kh
        """),
    ),
    moments=(
        Moment("blind", "the blind", "pool", on("Staked", AMES),  # the dealer puts his up last
               says="Each puts the blind, a counter, in the pool. What you want is a flush: three "
                    "cards of one suit, whatever their value."),
        Moment("go-by", "letting the turn go by", "seat", on("Acted", GRAY, K.PASS), seat=GRAY,
               says="Deacon Gray, the age, on the dealer's left, lets his turn go by without "
                    "passing a card."),
        Moment("give", "a card passed to you", "hand", turn(K.GIVE),
               says="Colonel Dash passes you a card face down: you must give him one of yours for it "
                    "before you see it.",
               otherwise="You take his card in exchange, whatever it is."),
        Moment("pass-left", "passing a card to your left", "buttons", turn(K.BARTER),
               says="Your turn: pass one card face down to Judge Ames on your left, who must give you "
                    "one of his for it unseen; or let the turn go by.",
               otherwise="The turn passes to Judge Ames."),
        Moment("sails", "\u201cMy ship sails\u201d", "hand", on("ShipSails", YOU),
               says="Judge Ames gave you the king of hearts: three hearts, a flush. \u201cMy ship "
                    "sails\u201d is said for you, and the hands are shown.",
               general="Three cards of one suit, a flush: \u201cMy ship sails\u201d is said for you, "
                       "and the hands are shown."),
        Moment("show", "the show", "pool", on("PoolWon"),
               says="Your flush is the only one, and you take the pool.",
               general="The hands are shown, and the best flush takes the pool."),
    ),
    holds=(
        Held("two flushes", "between two flushes, the more pips win (ace 11, court cards 10)."),
        Held("no flush in two rounds", "after two rounds without a flush, the highest two-card "
                                       "flush (two cards of one suit, by their pips) wins."),
    ),
    opening="This guided deal of My Ship Sails shows cards passed to the left and given back unseen, "
            "until a flush is made and \u201cMy ship sails\u201d is said.",
    moves={
        "pass": "{name} lets the turn go by.",
        "BarterOffered": "{name} passes a card face down to the left.",
        "Bartered": "{name} gives a card back for it, unseen, as {he} must.",
        "ShipSails": "{name} holds a flush: \u201cMy ship sails\u201d is said, and the hands are shown.",
    },
)

PREPARED = (COMMERCE, MY_SHIP)
