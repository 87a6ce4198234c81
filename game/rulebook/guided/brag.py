"""The guided deals of Brag: single stake, three-stake and American.

Cards are given in the order they come off the pack: one at a time to each player from the
dealer's left (at three-stake Brag two face down, then the third face up), then the cards
bought for the third pool.
"""

from __future__ import annotations

from game.engine.core.actions import ActionKind as K

from .model import YOU, Held, Moment, Prepared, dealt, on, steps, turn

DASH, AMES, GRAY = "Colonel Dash", "Judge Ames", "Deacon Gray"
CAST = ((AMES, "good"), (DASH, "liberal"), (YOU, "human"), (GRAY, "close"))

_MOVES = {
    "abandon": "{name} throws in {his} hand.",
    "call": "{name} meets the bet and stays.",
    "raise": "{name} raises {amount}: at Brag a raise says {he} holds at least a pair, or wants you "
             "to think so.",
    "bet": "{name} brags for {amount}: the others must meet it, raise, or throw in.",
    "pass": "{name} passes.",
}

_ANTE = Moment("ante", "the dealer's ante", "seat", on("Staked", AMES), seat=AMES,
               says="Judge Ames, the dealer, antes before the deal: any amount within the limit. "
                    "Nobody may raise it before the cards are dealt.")

# ------------------------------------------------------------------ Brag
BRAG = Prepared(
    variant="brag",
    cast=CAST,
    packs=(
        # Judge Ames deals: Colonel Dash, you, Deacon Gray, Judge Ames.
        (dealt("9d 4s 2h", "Ks Kd Ad", "Qh 8c 3d", "Th 6s 5c"),),
    ),
    script=(
        steps("""
            Judge Ames: bet 2
            Colonel Dash: raise 5
            you: raise 50
            Deacon Gray: abandon
            Judge Ames: abandon
            Colonel Dash: call
        """),
    ),
    moments=(
        _ANTE,
        Moment("braggers", "the braggers", "hand", on("HandDealt", YOU),
               says="Three cards each. Only pairs and triplets count, and three cards, the braggers, "
                    "stand for any card their holder pleases: the ace of diamonds, the jack of clubs "
                    "and the nine of diamonds. Your ace of diamonds is one: with your two kings it "
                    "makes three kings, a pair royal."),
        Moment("braggart", "a braggart's brag", "seat", on("Acted", DASH, K.RAISE), seat=DASH,
               says="Colonel Dash brags: he raises the ante by five. At Brag a raise says he holds at "
                    "least a pair, or wants you to think so; he is a liberal player, and a braggart "
                    "now and then."),
        Moment("raise", "raising on a pair royal", "buttons", turn(K.RAISE),
               says="You may meet the ante and his raise, and stay; raise again; or throw in.",
               otherwise="If you only meet it, the others speak in turn, and the hands are shown when "
                         "every bet is met."),
        Moment("see", "a see", "seat", on("Acted", DASH, K.CALL), seat=DASH,
               says="Colonel Dash sees your raise: he puts up as much, and stays. Every bet is met, "
                    "so the hands are shown.",
               general="{name} sees the bet: {he} puts up as much, and stays. When every bet is met, "
                       "the hands are shown."),
        Moment("show", "a show with a bragger", "seat", on("HandShown", DASH), seat=DASH,
               says="Colonel Dash's nine of diamonds is a "
                    "bragger: it stands for a four, making a pair of fours. Your three kings, made with "
                    "the ace of diamonds, beat it.",
               general="{name} shows {his} hand. A bragger in it stands for whatever card makes the "
                       "hand best, but a natural pair beats one made with a bragger."),
        Moment("pool", "the pool", "pool", on("PoolWon"),
               says="The best brag takes the pool: yours.",
               general="The best brag takes the pool."),
    ),
    holds=(
        Held("a natural against a bragger", "a natural pair or triplet beats one of the same rank "
                                            "made with a bragger."),
        Held("nobody seeing the ante", "if nobody meets the dealer's ante, each pays him a white "
                                       "counter."),
        Held("a natural pair royal", "three of a kind without a bragger beats three of the same "
                                     "rank made with one; three aces are the best of all."),
    ),
    opening="This guided deal of Brag shows the dealer's ante, the braggers, a braggart's raise, "
            "seeing it, and a show with a bragger.",
    moves=_MOVES,
)

# ------------------------------------------------------------------ Three-stake Brag
BRAG_THREE = Prepared(
    variant="brag-three-stake",
    cast=CAST,
    packs=(
        # Judge Ames deals two down and one up: Colonel Dash, you, Deacon Gray, Judge Ames; then
        # the cards bought for the third pool.
        (dealt("Jc 8s Kd", "4s 4h As", "Td 2c 9h", "6c 5h Qc", then="Tc Th 2d 5d 8c"),),
    ),
    script=(
        steps("""
            Colonel Dash: bet 3
            you: abandon
            Deacon Gray: abandon
            Judge Ames: abandon
            Colonel Dash: buy a card
            you: buy a card
            you: pass
            Deacon Gray: pass
            Judge Ames: buy a card
            Judge Ames: pass
        """),
    ),
    moments=(
        Moment("stakes", "three stakes", "pool", on("Staked", AMES),  # the dealer stakes last
               says="Each puts up three equal stakes, one for each of three pools: the highest card "
                    "turned up, the best brag, and the count nearest thirty-one."),
        Moment("first-pool", "the first pool", "hand", on("StakePoolWon", index=0),
               says="Two cards face down and one face up each: your ace up is the highest card "
                    "turned, so the first pool is yours at once."),
        Moment("brag", "bragging for the second pool", "seat", on("Acted", DASH, K.BET), seat=DASH,
               says="For the second pool you brag on your three cards as at Brag. Colonel Dash bets "
                    "three, on his king up and the two cards you cannot see."),
        Moment("meet", "passing out of a brag", "buttons", turn(K.CALL),
               says="You may meet his bet, raise, or pass out; a player who passes out keeps his "
                    "cards for the third pool.",
               otherwise="The second pool goes to the best brag among those who stay."),
        Moment("unmet", "a brag nobody meets", "seat", on("StakePoolWon", index=1), seat=DASH,
               says="Nobody meets Colonel Dash's bet, so he takes the second pool without showing.",
               general="The second pool is decided: a bet nobody meets takes it without showing, and "
                       "otherwise the best brag of those who stayed."),
        Moment("third-pool", "buying for the third pool", "buttons", turn(K.BUY_CARD, nth=1),
               says="For the third pool every hand is shown and counted: aces 11, court cards and tens "
                    "10, the rest their pips. From the eldest, each may buy cards face up, a counter "
                    "each; over thirty-one puts you out of this pool.",
               otherwise="You stand on nineteen, and the others buy in turn."),
        Moment("stand", "standing on a count", "buttons", turn(K.PASS, nth=2),
               says="The ten you bought makes twenty-nine. You may buy another card, or stand.",
               otherwise="Another card bought costs a counter, and may put you over."),
        Moment("count", "the count nearest thirty-one", "pool", on("StakePoolWon", index=2),
               says="The count nearest thirty-one without going over, your twenty-nine, takes the "
                    "third pool.",
               general="The count nearest thirty-one without going over takes the third pool."),
    ),
    holds=(
        Held("no bet for the second pool", "if nobody brags, the dealer takes the second pool."),
        Held("going over thirty-one", "a card bought that takes a count past thirty-one puts its "
                                      "buyer out of the third pool."),
    ),
    opening="This guided deal of three-stake Brag shows three pools decided one after another: the "
            "highest card turned up, the best brag, and the count nearest thirty-one with cards "
            "bought.",
    moves=dict(_MOVES, **{
        "buy a card": "{name} buys a card for a counter, dealt face up.",
        "pass": "{name} buys no more.",
        "OutOfPool": "{name} has gone past thirty-one and is out of the third pool.",
    }),
)

# ------------------------------------------------------------------ American Brag
BRAG_AMERICAN = Prepared(
    variant="brag-american",
    cast=CAST,
    packs=(
        # Judge Ames deals: Colonel Dash, you, Deacon Gray, Judge Ames.
        (dealt("8d 8h 3c", "Kc Ks Jh", "Qd 6s 2h", "Ad 7c 4d"),),
    ),
    script=(
        steps("""
            Judge Ames: bet 2
            Colonel Dash: raise 5
            you: raise 15
            Deacon Gray: abandon
            Judge Ames: call
        """),
    ),
    moments=(
        _ANTE,
        Moment("braggers", "eight braggers", "hand", on("HandDealt", YOU),
               says="At American Brag all eight jacks and nines are braggers, and a pair made with a "
                    "bragger beats a natural one. Your jack of hearts stands for a king: with your two "
                    "kings, three kings."),
        Moment("raise", "a raise", "seat", on("Acted", DASH, K.RAISE), seat=DASH,
               says="Colonel Dash raises five: at Brag a raise says he holds at least a pair, or wants "
                    "you to think so."),
        Moment("raise-back", "raising back", "buttons", turn(K.RAISE),
               says="You may see his raise, raise again, or throw in. Whoever sees a raise exchanges "
                    "hands with the raiser, unseen by the rest: the worse retires, his stake left in "
                    "the pool.",
               otherwise="If you see his raise instead, you and he exchange hands unseen, and the "
                         "worse retires."),
        Moment("exchange", "the exchange of hands", "seat", on("BragRetired", DASH), seat=DASH,
               says="Raising over his raise, you have seen him: you and he exchange hands, unseen by "
                    "the rest. His pair of eights is the worse, so he retires, and his stake stays in "
                    "the pool.",
               general="{name} retires: a raise seen, the two hands were exchanged unseen by the "
                       "rest, {his} was the worse, and {his} stake stays in the pool."),
        Moment("dealer", "the last hand against the dealer", "pool", on("PoolWon"),
               says="One player is left against the dealer, who calls: both hands are shown, and "
                    "the better takes the pool.",
               general="The pool goes to the best hand still in."),
    ),
    holds=(
        Held("no raise at all", "if nobody raises, all the hands are shown at once."),
        Held("three jacks", "three jacks cannot be beaten, but tie with three nines."),
    ),
    opening="This guided deal of American Brag shows eight braggers, a raise seen and settled by an "
            "unseen exchange of hands, and the last hand against the dealer.",
    moves=_MOVES,
)

PREPARED = (BRAG, BRAG_THREE, BRAG_AMERICAN)
