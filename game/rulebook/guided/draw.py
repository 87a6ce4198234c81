"""The guided deals of the draw games: Draw Poker, Show-down Poker, Flat Poker (both ways).

Each deal's cards are given in the order they come off the pack: one at a time to each
player from the dealer's left (Law 11), then the cards of the draw to each player in turn
(Law 22).  The notes after ``#`` say whose each card is.
"""

from __future__ import annotations

from game.engine.core.actions import ActionKind as K

from .model import YOU, Held, Moment, Prepared, dealt, on, steps, turn

DASH, AMES, GRAY = "Colonel Dash", "Judge Ames", "Deacon Gray"

_POKER_MOVES = {
    "abandon": "{name} throws in {his} hand: {he} will not pay to go on with it.",
    "call": "{name} puts up what is asked, and stays in.",
    "raise": "{name} raises: {he} puts up the bet and {amount} more. A raise says {he} holds a good "
             "hand, or wants you to think so.",
    "bet": "{name} bets {amount}: the others must put up as much, raise, or throw in.",
    "pass": "{name} passes, and keeps {his} cards.",
    "no straddle": "{name} does not straddle.",
    "straddle": "{name} straddles, doubling the blind: {he} buys the last say before the draw.",
    "open": "{name} opens the jack pot for {amount}: an opener must hold jacks or better.",
    "make jack": "{name}, the age, makes the deal a jack pot, only one other having come in. (Law 21)",
    "DrawAnnounced": "{name} draws {cards}. Everyone hears how many a player draws, and it tells "
                     "something of the hand kept.",
}

# ------------------------------------------------------------------ Draw Poker
# Seats: Judge Ames deals the first deal; Colonel Dash, on his left, is the age; you sit next.
DRAW = Prepared(
    variant="draw",
    cast=((AMES, "good"), (DASH, "liberal"), (YOU, "human"), (GRAY, "close")),
    packs=(
        # Judge Ames deals: one card at a time to Colonel Dash, you, Deacon Gray, Judge Ames.
        (dealt("7d 2h Ks 5d Jh", "Kc 9d 7s 4h 2c", "Qh 8d Tc 3h 6c", "5c Js 4c 9s Ah"),),
        # Colonel Dash deals: to you, Deacon Gray, Judge Ames, Colonel Dash.
        (dealt("Td Ts 8c 5h 3d", "9s 6h Kc 2s Qc", "7h Ah 4s Jd 8s", "5c 6c 3s 4h 9h"),),
        # Colonel Dash deals the jack pot again; then the draw: you, Judge Ames, Colonel Dash.
        (dealt("Kc Kh 9d 6s 2c", "8d 6d 4h Th 2s", "Qs Qd 7h 4c 3c", "Jc Jd As 8h 3d",
               then="Kd 8c 5s   Ts 9c 2h   Jh 7c 5d"),),
    ),
    script=(
        steps("""
            you: no straddle
            you: abandon
            Deacon Gray: abandon
            Judge Ames: abandon
        """),
        steps("""
            you: pass
            Deacon Gray: pass
            Judge Ames: pass
            Colonel Dash: pass
        """),
        steps("""
            you: open 12
            Deacon Gray: abandon
            Judge Ames: call
            Colonel Dash: raise 5
            you: call
            Judge Ames: call
            you: draw 9d 6s 2c
            Judge Ames: draw 7h 4c 3c
            Colonel Dash: draw As 8h 3d
            you: bet 50
            Judge Ames: abandon
            Colonel Dash: call
        """),
    ),
    moments=(
        Moment("blind", "the blind", "seat", on("Staked", DASH), seat=DASH,
               says="Colonel Dash, on the dealer's left, is the age: he puts up the blind, one "
                    "counter, before anyone has seen a card. The age speaks last before the draw."),
        Moment("straddle", "a straddle offered", "buttons", turn(K.STRADDLE),
               says="Sitting next to the age, you may straddle: double the blind, two counters, "
                    "before you see your cards. It buys the last say before the draw, and nothing "
                    "more.",
               otherwise="Everyone who comes in must now put up twice as much as before."),
        Moment("hand", "your five cards", "hand", on("HandDealt", YOU),
               says="These five cards are your hand, and only you see them. The hands rank from a "
                    "straight flush down to the highest card: yours is king high, with no pair.",
               general="These five cards are your hand, and only you see them. The hands rank from "
                       "a straight flush down to the highest card."),
        Moment("come-in", "coming in or throwing in", "buttons", turn(K.CALL),
               says="To come in and draw you put up the ante, twice the blind; or you throw in your "
                    "hand and pay nothing.",
               otherwise="The deal goes on as an ordinary pool, and the jack pot this guide meant to "
                         "show may not come."),
        Moment("natural-jack", "a jack pot made", "pool", on("JackMade", kind="natural"),
               says="Nobody came in, so the next deal is a jack pot: everyone antes, and no one may "
                    "open the betting without a pair of jacks or better. (Law 21)",
               general="Nobody came in, so the next deal is a jack pot: everyone antes, and no one "
                       "may open the betting without a pair of jacks or better. (Law 21)"),
        Moment("jack-antes", "the antes of a jack pot", "pool", on("DealStarted", deal=2, jack_pot=True),
               says="A jack pot: every player has put the jack ante in the pool, five counters each, "
                    "and the same dealer deals until it is opened.",
               general="A jack pot: every player has put the jack ante in the pool, and the same "
                       "dealer deals until it is opened."),
        Moment("no-openers", "a hand that cannot open", "hand", turn(K.PASS, deal=2),
               says="You hold a pair of tens: not jacks or better, so you may not open. Until someone "
                    "opens you can only pass, and you keep your cards. (Law 38)"),
        Moment("not-opened", "a jack pot not opened", "pool", on("JackMade", deal=2, kind="not opened"),
               says="Nobody could open. Each adds a counter to fatten the pool, and the same dealer "
                    "deals the jack pot again. (Law 40)",
               general="Nobody could open. Each adds a counter to fatten the pool, and the same "
                       "dealer deals the jack pot again. (Law 40)"),
        Moment("openers", "opening with jacks or better", "hand", turn(K.OPEN, deal=3),
               says="You hold a pair of kings: jacks or better, so you may open, betting whatever "
                    "you like within the limit of fifty.",
               otherwise="The others may open if they can; if nobody does, the jack pot is dealt "
                         "again."),
        Moment("raise", "a raise", "seat", on("Acted", DASH, K.RAISE, deal=3), seat=DASH,
               says="Colonel Dash raises five: he puts up your twelve and five more. A raise says he "
                    "holds a good hand, or wants you to think so; he plays liberally.",
               general="{name} raises {amount}. A raise says {he} holds a good hand, or wants you "
                       "to think so."),
        Moment("meet-raise", "meeting a raise", "buttons", turn(K.CALL, deal=3, nth=1),
               says="You may put up the five of the raise and stay, raise again, or throw in your "
                    "hand and what you have put up.",
               otherwise="The pool grows or you are out; the draw comes next for those who stay."),
        Moment("draw", "the draw", "hand", turn(K.DRAW, deal=3),
               says="The draw: mark the cards you throw away and you are dealt as many fresh ones. "
                    "To keep all five is to stand pat.",
               otherwise="Your hand will be what you kept and what you draw."),
        Moment("threes", "threes made in the draw", "hand", on("CardsDrawn", YOU, deal=3),
               says="The king you drew makes three kings: threes beat any two pairs."),
        Moment("bet-first", "the opener bets first", "buttons", turn(K.BET, deal=3),
               says="In a jack pot the opener bets first after the draw; you may bet what you like "
                    "within the limit. (Law 45)",
               otherwise="The others speak after you."),
        Moment("show", "the show", "seat", on("HandShown", DASH, deal=3, shows=2), seat=DASH,
               says="Colonel Dash calls your bet, so the hands are shown, the called hand first: "
                    "your three kings beat his three jacks, and you take the pool.",
               general="{name}'s hand is shown: when the last bet is called, the hands are shown, "
                       "the called hand first, and the best takes the pool."),
    ),
    holds=(
        Held("a straddle taken", "the player after the age doubles the blind to speak last before "
                                 "the draw; the next may double again. (Law 17)"),
        Held("making good", "when others come in, the age adds to his blind to make it the ante, "
                            "or throws in. (Law 18)"),
        Held("a pool taken unshown", "a bet nobody calls takes the pool, and the hand is never shown. "
                                     "(Law 28)"),
        Held("splitting openers", "the opener may throw away one of his openers to draw to a "
                                  "flush or straight; his discard is kept aside to prove them. (Law 41)"),
        Held("false openers", "a player who opens without jacks or better loses his hand and what "
                              "he put in. (Law 42)"),
    ),
    opening="This guided deal of Draw Poker takes three deals. Played the book's way, they are an "
            "ordinary one that nobody comes in on, a jack pot nobody can open, and a jack pot "
            "opened, with the draw, a raise and the show. You choose every move; the guide says "
            "what the book would do.",
    moves=_POKER_MOVES,
)


# ------------------------------------------------------------------ Show-down Poker
SHOWDOWN = Prepared(
    variant="showdown",
    cast=((AMES, "good"), (DASH, "liberal"), (YOU, "human"), (GRAY, "close")),
    packs=(
        # Judge Ames deals face up: Colonel Dash, you, Deacon Gray, Judge Ames; then the draw
        # in the same order: Colonel Dash's three, your two, Deacon Gray's one, Judge Ames's three.
        (dealt("8s 8d 5c Kh 2d", "Js Jd 9c 6s 4s", "Ah 7h 6h 3h Tc", "Kc Kd 7s 4d 3c",
               then="5d 5h Qc   Jh 4c   Ks   Qd Td 2s"),),
    ),
    script=(
        steps("""
            Colonel Dash: draw 5c Kh 2d
            you: draw 6s 4s
            Deacon Gray: draw Tc
            Judge Ames: draw 7s 4d 3c
        """),
    ),
    moments=(
        Moment("face-up", "every hand face up", "hand", on("CardUp", YOU),
               says="At Show-down Poker every card is dealt face up: you see every hand, and everyone "
                    "sees yours. Each has put one counter in the pool, and there is no betting."),
        Moment("age-draws", "the age draws first", "seat", on("DrawAnnounced", DASH), seat=DASH,
               says="Colonel Dash, the age, draws first, his new cards face up like the rest: he "
                    "keeps his pair of eights and draws three."),
        Moment("your-draw", "drawing to beat a hand you can see", "hand", turn(K.DRAW),
               says="Your turn to draw. You can see exactly what you must beat: Colonel Dash's two "
                    "pairs, eights and fives. Mark the cards to throw away; keep all five to stand pat.",
               otherwise="Your new hand is set against Colonel Dash's as soon as it is dealt."),
        Moment("beaten", "a hand into the deadwood", "seat", on("HandBeaten", DASH), seat=DASH,
               says="Your draw brings the jack of hearts: three jacks. Both of you have drawn, and "
                    "your threes beat his two pairs: his hand is beaten and goes into the deadwood, "
                    "out of the deal.",
               general="Colonel Dash's hand is beaten by one drawn after it, and goes into the "
                       "deadwood, out of the deal."),
        Moment("missed", "a flush missed", "seat", on("HandBeaten", GRAY), seat=GRAY,
               says="Deacon Gray drew one card to his four hearts and missed the flush: your three jacks "
                    "beat his ace high, and his hand goes into the deadwood too.",
               general="Deacon Gray's hand is beaten by one drawn after it, and goes into the "
                       "deadwood, out of the deal."),
        Moment("last-standing", "the last hand standing", "pool", on("PoolWon"),
               says="Judge Ames drew three to his kings and did not beat you either. The last hand "
                    "standing takes the pool: yours.",
               general="The last hand standing takes the pool."),
    ),
    holds=(
        Held("a divided pool", "equal hands left standing divide the pool between them."),
        Held("the deadwood shuffled", "when the pack runs short, the deadwood is shuffled to give "
                                      "the draw its cards."),
    ),
    opening="This guided deal of Show-down Poker shows every hand dealt and drawn to face up, and "
            "hands beaten one by one until one is left. You choose your draw; the guide says what "
            "the book would do.",
    moves={"DrawAnnounced": "{name} draws {cards}, face up: you will see at once what {he} has made."},
)

# ------------------------------------------------------------------ Flat Poker
# You sit on the dealer's left, so you are the age and put up the blind: the good player
# comes in for another's blind only about half the time, unseen cards being a coin's toss,
# so the person is in the pool as its age.
_FLAT_CAST = ((AMES, "good"), (YOU, "human"), (DASH, "liberal"), (GRAY, "close"))
_FLAT_PACK = (
    # Judge Ames deals to those who came in: you, Colonel Dash, Judge Ames; then the draw, the
    # age first: your three, Colonel Dash's three, Judge Ames's three.
    (dealt("As Ad Kc 9h 4c", "Qc Qh 8d 6s 3c", "7h 7s Jd 5c 2h",
           then="9s 9d 2c   Jh 8c 4h   Tc Th 3d"),),
)
_FLAT_MOMENTS = (
    Moment("blind", "the age's blind", "buttons", turn(K.BLIND),
           says="You sit on the dealer's left: you are the age, and you put up a blind before a "
                "card is dealt. At Flat Poker the age chooses it, anything within the limit.",
           otherwise="Whoever comes in must put up as much as your blind."),
    Moment("come-in", "coming in for the blind", "seat", on("Acted", DASH, K.CALL), seat=DASH,
           says="Colonel Dash comes in: he puts up as much as your blind, four counters, to be "
                "dealt a hand. From the age's left each player comes in for the blind or declines, "
                "before anyone has seen a card.",
           general="{name} comes in: {he} puts up as much as the blind, to be dealt a hand. Each "
                   "player comes in for the blind or declines before anyone has seen a card."),
    Moment("declined", "a player declining", "seat", on("Acted", GRAY, K.PASS), seat=GRAY,
           says="Deacon Gray declines: he is dealt no cards and stakes nothing this deal.",
           general="{name} declines: {he} is dealt no cards and stakes nothing this deal."),
    Moment("hand", "your hand", "hand", on("HandDealt", YOU),
           says="Only those who came in are dealt cards. You hold a pair of aces.",
           general="Only those who came in are dealt cards."),
    Moment("draw", "the one draw", "hand", turn(K.DRAW),
           says="Each player in the pool draws once, the age first. No bet follows the draw: the "
                "best hand then takes the pool.",
           otherwise="Your hand will be what you kept and what you draw."),
)
_FLAT_HOLDS = (
    Held("nobody coming in", "if nobody comes in for the blind, the age takes it back and the "
                             "deal passes."),
    Held("a divided pool", "equal hands divide the pool."),
)

FLAT = Prepared(
    variant="flat",
    cast=_FLAT_CAST,
    packs=_FLAT_PACK,
    script=(
        steps("""
            you: blind 4
            Colonel Dash: call
            Deacon Gray: pass
            Judge Ames: call
            you: draw Kc 9h 4c
            Colonel Dash: draw 8d 6s 3c
            Judge Ames: draw Jd 5c 2h
        """),
    ),
    moments=_FLAT_MOMENTS + (
        Moment("show", "the show", "pool", on("PoolWon"),
               says="There is no betting at Flat Poker: the hands are shown, and your two pairs, aces "
                    "and nines, beat Judge Ames's tens and sevens and Colonel Dash's queens. You take "
                    "the pool.",
               general="There is no betting at Flat Poker: the hands are shown, and the best takes "
                       "the pool."),
    ),
    holds=_FLAT_HOLDS,
    opening="This guided deal of Flat Poker shows the age's blind, coming in for it or declining, the "
            "one draw, and the show, with no betting at all.",
    moves=_POKER_MOVES,
)

# ------------------------------------------------------------------ Flat Poker, against the field
FLAT_FIELD = Prepared(
    variant="flat-field",
    cast=_FLAT_CAST,
    packs=_FLAT_PACK,
    script=(
        steps("""
            you: blind 4
            Colonel Dash: call
            Deacon Gray: pass
            Judge Ames: call
            you: draw Kc 9h 4c
            Colonel Dash: draw 8d 6s 3c
            Judge Ames: draw Jd 5c 2h
            you: back against the field
            Colonel Dash: call
            Judge Ames: call
        """),
    ),
    moments=_FLAT_MOMENTS + (
        Moment("back", "backing your hand against the field", "buttons", turn(K.BACK_FIELD),
               says="From the age, each may back his hand against the field: put up as much as all "
                    "the others' stakes together. Nobody may raise it; the field may call it.",
               otherwise="If nobody backs, the best hand shown takes the pool."),
        Moment("field-call", "the field's call", "seat", on("Acted", DASH, K.CALL, after="back"),
               seat=DASH,
               says="Colonel Dash joins the field's call against your hand: those who join share "
                    "what it costs, and if any hand of the field beats yours, the field divide the "
                    "pool."),
        Moment("backer-wins", "the backer's hand shown", "pool", on("PoolWon"),
               says="Your aces and nines beat every hand of the field, so the backer takes the whole "
                    "pool."),
    ),
    holds=_FLAT_HOLDS + (
        Held("a backer uncalled", "if nobody of the field calls the backer, he takes the pool "
                                  "unshown."),
    ),
    opening="This guided deal of Flat Poker against the field shows the age's blind, coming in for "
            "it, the one draw, and a hand backed against the whole field.",
    moves=dict(_POKER_MOVES, **{
        "back against the field": "{name} backs {his} hand against the field: {he} puts up as much "
                                  "as all the others' stakes together.",
    }),
)

PREPARED = (DRAW, SHOWDOWN, FLAT, FLAT_FIELD)
