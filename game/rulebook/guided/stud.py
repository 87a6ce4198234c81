"""The guided deals of the stud and straight games: Straight Poker, Stud Poker both ways.

Cards are given in the order they come off the pack: one at a time to each player from the
dealer's left; at Stud Poker the hole card first, then the cards face up round by round.
"""

from __future__ import annotations

from game.engine.core.actions import ActionKind as K

from .model import YOU, Held, Moment, Prepared, dealt, on, pack, steps, turn

DASH, AMES, GRAY = "Colonel Dash", "Judge Ames", "Deacon Gray"
CAST = ((AMES, "good"), (DASH, "liberal"), (YOU, "human"), (GRAY, "close"))

_MOVES = {
    "abandon": "{name} throws in {his} hand, and what {he} has put up with it.",
    "call": "{name} puts up what is asked, and stays in.",
    "raise": "{name} raises {amount}: the others must meet it or give up. With no draw, a raise may "
             "be a strong hand, or a bluff.",
    "bet": "{name} bets {amount}: now everyone, those who passed included, must call, raise or throw "
           "in.",
    "pass": "{name} passes: {he} stays in without betting, for now.",
}

_BUCK = Moment("buck", "the buck", "seat", on("Staked", AMES), seat=AMES,
               says="Judge Ames holds the buck, so he antes for everyone: one counter for each "
                    "player goes in the pool before the deal. Then he passes the buck to his left.")

_HOLDS = (
    Held("a double pool", "if everyone passes, the pool stays, and the next holder of the buck "
                          "antes again on top of it."),
    Held("a pool taken unshown", "a bet nobody calls takes the pool, and the bettor's hand is "
                                 "never shown."),
)

# ------------------------------------------------------------------ Straight Poker
STRAIGHT = Prepared(
    variant="straight",
    cast=CAST,
    packs=(
        # Judge Ames deals: Colonel Dash, you, Deacon Gray, Judge Ames.
        (dealt("7c 7d Ks 4h 3d", "Qs Qh 9d 5c 2h", "Jd 8h 6c 4s 2c", "Jc Th 8s 6d Ad"),),
    ),
    script=(
        steps("""
            Colonel Dash: pass
            you: bet 10
            Deacon Gray: abandon
            Judge Ames: abandon
            Colonel Dash: raise 10
            you: raise 25
            Colonel Dash: call
        """),
    ),
    moments=(
        _BUCK,
        Moment("no-draw", "a hand with no draw", "hand", on("HandDealt", YOU),
               says="Your five cards are all you will have: there is no draw at Straight Poker. A "
                    "pair of queens is a fair hand here, where most hands are weak."),
        Moment("age-passes", "passing before a bet", "seat", on("Acted", DASH, K.PASS), seat=DASH,
               says="Colonel Dash, the age, speaks first and passes: he stays in without betting. "
                    "Once someone bets, he must call it, raise, or throw in."),
        Moment("bet-or-pass", "bet or pass", "buttons", turn(K.BET),
               says="You may pass too, or bet up to the limit.",
               otherwise="If everyone passes, the pool stays for the next deal."),
        Moment("raised", "a raise after a pass", "seat", on("Acted", DASH, K.RAISE), seat=DASH,
               says="Colonel Dash passed, and now raises ten. With no draw there is nothing to wait "
                    "for: a raise is a strong hand or a bluff, and he plays liberally.",
               general="{name} raises {amount}. With no draw there is nothing to wait for: a raise is "
                       "a strong hand or a bluff."),
        Moment("raise-back", "raising back", "buttons", turn(K.RAISE, nth=1),
               says="You may meet his raise, raise again, or throw in what you have put up.",
               otherwise="If you only meet his raise, the hands are shown."),
        Moment("show", "the show", "seat", on("HandShown", DASH, shows=2), seat=DASH,
               says="Colonel Dash calls, so the hands are shown: his pair of sevens loses to your "
                    "queens, and you take the pool.",
               general="The last bet is called, so the hands are shown, and the best takes the "
                       "pool."),
        Moment("winner-deals", "the winner deals", "pool", on("DealEnded"),
               says="At Straight Poker the winner of the pool deals the next hand.",
               general="At Straight Poker the winner of a pool deals the next hand."),
    ),
    holds=_HOLDS + (
        Held("a bluff that wins", "a bet on a poor hand that makes everyone throw in takes the pool "
                                  "unseen: with no draw, bluff is half the game."),
    ),
    opening="This guided deal of Straight Poker shows the buck, a hand with no draw, passing and "
            "betting, a raise and the show.",
    moves=_MOVES,
)

# ------------------------------------------------------------------ Stud Poker, four up at once
STUD = Prepared(
    variant="stud",
    cast=CAST,
    packs=(
        # Judge Ames deals the hole cards, then four rounds face up: Dash, you, Gray, Ames.
        (dealt("2c 9s 9h Kd 5c", "Ah Ad 7s 7h Jc", "8c Qd Qs 6h 4d", "Td Kc 8h 5s 2h"),),
    ),
    script=(
        steps("""
            Colonel Dash: bet 5
            you: raise 50
            Deacon Gray: abandon
            Judge Ames: abandon
            Colonel Dash: call
        """),
    ),
    moments=(
        _BUCK,
        Moment("hole", "the hole card", "hand", on("HandDealt", YOU),
               says="Your first card is dealt face down: your hole card, which only you see. The four "
                    "that follow are dealt face up for the table to see."),
        Moment("up", "the up cards", "hand", on("CardUp", YOU),
               says="Every up card is seen by all: you judge the others' hands by theirs, and they "
                    "judge yours by the cards you show."),
        Moment("bet", "a bet on what shows", "seat", on("Acted", DASH, K.BET), seat=DASH,
               says="Colonel Dash bets five on a pair of nines that everyone can see; what his hole "
                    "card adds, only he knows."),
        Moment("raise", "raising on the hole card", "buttons", turn(K.RAISE),
               says="You may call, raise or throw in. Your hole card is the ace of hearts: with the ace "
                    "of diamonds up you hold aces and sevens, and the table sees only the sevens.",
               otherwise="Colonel Dash will judge your hand by your up cards alone."),
        Moment("show", "the hole cards turned", "seat", on("HandShown", DASH, shows=2), seat=DASH,
               says="Colonel Dash calls, and the hole cards are turned: your aces and sevens beat his "
                    "nines.",
               general="The last bet is called, and the hole cards are turned: the best hand takes "
                       "the pool."),
    ),
    holds=_HOLDS,
    opening="This guided deal of Stud Poker shows the buck, the hole card and the cards face up, a "
            "bet on what shows, a raise on what does not, and the show.",
    moves=_MOVES,
)

# ------------------------------------------------------------------ Stud Poker, round by round
STUD_ROUNDS = Prepared(
    variant="stud-rounds",
    cast=CAST,
    packs=(
        (pack("""
            2c Kh 8c Td     # hole cards: Colonel Dash, you, Deacon Gray, Judge Ames
            9s Kd Ad 6c     # the first up card
            9h 3c Jh        # the second: Judge Ames has dropped out
            4d Ks           # the third: Deacon Gray has dropped out
            7s 5h           # the fourth and last
        """),),
    ),
    script=(
        steps("""
            Deacon Gray: bet 2
            Judge Ames: abandon
            Colonel Dash: call
            you: call
            Colonel Dash: bet 5
            you: call
            Deacon Gray: abandon
            you: bet 50
            Colonel Dash: call
            you: bet 50
            Colonel Dash: call
        """),
    ),
    moments=(
        _BUCK,
        Moment("hole", "the hole card", "hand", on("HandDealt", YOU),
               says="You are dealt one card face down, your hole card, then one face up. While two or "
                    "more stay in, one more card comes face up each round, up to five."),
        Moment("best-showing", "the best showing bets first", "seat", on("Acted", GRAY, K.BET),
               seat=GRAY,
               says="Deacon Gray's ace up is the best showing, so he bets first this round."),
        Moment("stay", "staying for the next card", "buttons", turn(K.CALL),
               says="You may meet the bet and stay for the next card, raise, or throw in.",
               otherwise="When the bets are level, another card comes face up to each still in."),
        Moment("round", "a card each round", "hand", on("CardUp", YOU, after="stay"),
               says="The bets are level, so another card comes face up to each still in.",
               general="The bets are level, so another card comes face up to each still in."),
        Moment("you-bet", "betting first on a pair showing", "buttons", turn(K.BET),
               says="Your pair of kings is now the best showing, so you bet first.",
               otherwise="If you do not bet, the others see their next card for nothing."),
        Moment("show", "the hole cards turned", "seat", on("HandShown", DASH, shows=2), seat=DASH,
               says="After the fifth card and the last bet, the hole cards are turned: your kings "
                    "beat Colonel Dash's nines.",
               general="After the fifth card and the last bet, the hole cards are turned, and the best "
                       "hand takes the pool."),
    ),
    holds=_HOLDS,
    opening="This guided deal of Stud Poker, round by round, shows the hole card, a card face up "
            "each round, the best showing betting first, and the hole cards turned at the end.",
    moves=_MOVES,
)

PREPARED = (STRAIGHT, STUD, STUD_ROUNDS)
