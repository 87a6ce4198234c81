"""The guided deals of the French games: Bouillotte and Ambigu.

Both are dealt and played to the right.  Cards are given in the order they come off the pack:
at Bouillotte three to each, one at a time from the dealer's right, then the retourne; at
Ambigu two to each, then the cards of the first draw, and from the pack shuffled again two
more each and the cards of the second draw.
"""

from __future__ import annotations

from game.engine.core.actions import ActionKind as K

from ..howto_others import THE_WORD
from .model import YOU, Held, Moment, Prepared, dealt, on, steps, turn

DASH, AMES, GRAY = "Colonel Dash", "Judge Ames", "Deacon Gray"

# ------------------------------------------------------------------ Bouillotte
# Judge Ames deals first; you sit on his right, and speak first.
BOUILLOTTE = Prepared(
    variant="bouillotte",
    cast=((AMES, "good"), (DASH, "liberal"), (GRAY, "close"), (YOU, "human")),
    packs=(
        # Judge Ames deals to his right: you, Deacon Gray, Colonel Dash, Judge Ames; then the
        # retourne.
        (dealt("Ah Kh 9s", "8h 9d 8c", "Ks Qd 8s", "Ac Qc 8d", then="Qh"),),
        # You deal: Deacon Gray, Colonel Dash, Judge Ames, you; then the retourne.
        (dealt("Kd 8s Qs", "9h 9s 9d", "Ad Kc 8c", "Qh As 8h", then="Ah"),),
    ),
    script=(
        steps("""
            you: no straddle
            you: call
            Deacon Gray: call
            Colonel Dash: abandon
            Judge Ames: call
            you: pass
            Deacon Gray: pass
            Judge Ames: pass
        """),
        steps("""
            Deacon Gray: no straddle
            Deacon Gray: call
            Colonel Dash: raise 10
            Judge Ames: abandon
            you: abandon
            Deacon Gray: call
        """),
    ),
    moments=(
        Moment("cave", "the cave", "seat", on("DealStarted"), seat=YOU,
               says="Each of you has bought a cave, a hundred counters: all you may bet, and you "
                    "cannot add to it while any is left. A player who loses it all is d\u00e9cav\u00e9, and "
                    "buys another or leaves the table."),
        Moment("blind", "the dealer's blind", "seat", on("Staked", AMES), seat=AMES,
               says="Judge Ames, the dealer, puts up the blind, five counters. Everything at "
                    "Bouillotte goes to the right: you, on his right, speak first."),
        # (The age is the player on the dealer's right, who speaks first: the person, here.)
        Moment("straddle", "a straddle offered", "buttons", turn(K.STRADDLE),
               says="You hold the age: on the dealer's right, you speak first once the cards are "
                    "dealt. Before the deal you may straddle, doubling the blind to ten counters: you "
                    "would then speak last, in the dealer's place.",
               otherwise="The next player on your right may straddle again."),
        Moment("retourne", "the retourne", "retourne", on("RetourneTurned", deal=1),
               says="Three cards each, and the next card turned face up on the pack: the retourne. "
                    "It belongs to no one and counts for everyone.",
               general="Three cards each, and the next card turned face up on the pack: the "
                       "retourne. It belongs to no one and counts for everyone."),
        Moment("equal", "answering the blind", "buttons", turn(K.CALL, nth=1),
               # (the person's point said from his cards before the book weighs it: a learner
               # read "your point is worth its share" and had not been told what it was)
               says="Your point is 31 in hearts: your A\u2665 K\u2665 and the retourne's Q\u2665 (ace 11, "
                    "court cards 10). You may pass, keeping your cards; equal the blind; or raise "
                    "within your cave.",
               otherwise="The others speak after you, to your right.",
               # (said off the prepared way at the person's first turn with a bet to equal: a
               # learner who straddled first was never told what answering it was)
               general="When the betting comes to you, you may equal the bet, raise within your "
                       "cave, or withdraw; while nobody has bet beyond the blind, you may also "
                       "pass, keeping your cards.",
               # (when to go in and how much: the good player's rule, in the book's words)
               teach="The book goes in on a chance of taking the pool of at least its share, one in "
                     "{players} here; it raises on a chance better than even, by most of the pool, and "
                     "withdraws a middling point once a bet has been made and equalled.",
               teach_at=(K.CALL, K.RAISE, K.ABANDON)),
        Moment("word", "the word", "buttons", turn(K.PASS, nth=2), seen=(on("WordPassed"),),
               says="The bets stand level among three, so the word goes round: whoever holds it "
                    "raises, or passes the word to his right. Once it has gone round with no raise, "
                    "the hands are shown.",
               otherwise="The word goes on round.",
               general="The bets stand level among three or four, so the word goes round: whoever "
                       "holds it raises, or passes the word to his right. Once it has gone round "
                       "with no raise, the hands are shown."),
        Moment("point", "the point counted", "pool", on("PointCounted"),
               says="No one holds a brelan, so every hand is shown, the passed ones too, and each "
                    "suit's pips are counted over all the hands and the retourne: ace 11, court cards "
                    "10. Hearts count most, and you hold the highest heart still betting, the ace: the "
                    "pool is yours.",
               # (every hand, the withdrawn ones too, as the table shows and counts them: a
               # learner read "the hands of those still in are shown" and saw a withdrawn hand)
               general="No one holds a brelan, so every hand is shown, the passed ones too, and "
                       "each suit's pips are counted over all the hands and the retourne: ace 11, "
                       "court cards 10. Of the best suit held by one still betting, the holder of "
                       "its highest card takes the pool."),
        # (seen when the person withdraws: a learner read "you have now seen withdrawing" when
        # only the others had)
        Moment("withdraw", "withdrawing", "buttons", turn(K.ABANDON, deal=2),
               seen=(on("Acted", YOU, K.ABANDON),),
               says="Colonel Dash raises ten over the blind. Your point is 29 in hearts, your Q\u2665 "
                    "8\u2665 and the retourne's A\u2665. You may equal his bet, raise, or withdraw, "
                    "leaving your blind in the pool.",
               otherwise="You stay in against Colonel Dash's raise, and the betting goes on.",
               general="To withdraw is to give up the pool, leaving in it what you have put up; "
                       "your cards are still shown and count for the point, but cannot win it."),
        Moment("brelan", "a brelan", "seat", on("HandShown", DASH, deal=2, category="simple brelan"),
               seat=DASH,
               says="Colonel Dash shows three nines: a brelan, three of a kind in the hand, which "
                    "beats any point.",
               general="{name} shows a brelan, three of a kind in the hand, which beats any point.",
               missed="A brelan, three of a kind in the hand, beats any point."),
        Moment("brelan-paid", "a brelan paid", "seat", on("BrelanPaid", deal=2), seat=DASH,
               says="A brelan shown is paid: each player who shows none pays its holder a counter, "
                    "whether or not he is in the pool.",
               general="A brelan shown is paid: each player who shows none pays its holder a "
                       "counter, whether or not he is in the pool."),
    ),
    holds=(
        Held("a brelan carr\u00e9", "a brelan whose fourth card is the retourne: the best hand, paid "
                                   "four counters by every player."),
        Held("a brelan favori", "a pair in your hand with the retourne of the same rank."),
        Held("d\u00e9cav\u00e9", "a player who loses his whole cave buys another, or leaves the table."),
        Held("a sight", "a player who cannot meet a bet with what is left of his cave calls for a "
                        "sight for what he has."),
        # (untaught, a learner found)
        Held("a void deal", "if nobody bets, the deal is void and each puts five in the pool for the "
                            "next."),
        Held("suits tied", "two suits of as many pips: the pool goes to the dealer, or the player "
                           "nearest him on the right."),
        Held("two packs", "two packs are dealt in turn, a deal each."),
    ),
    # (the word named, then said in a sentence, in the How to play card's own words: a learner
    # met it in this list unexplained)
    opening="This guided deal of Bouillotte takes two deals. Played the book's way, they show the "
            "cave, the blind, the retourne, the word, and the point counted; then a brelan, shown "
            f"and paid. The word is {THE_WORD[1]}",
    moves={
        "call": "{name} equals the bet, and stays.",
        "call nothing": "{name} stays, with nothing more to put up.",
        "raise": "{name} raises {amount}: the others must equal it, raise, or withdraw.",
        "abandon": "{name} withdraws from the pool.",
        "pass": "{name} passes.",
        "no straddle": "{name} does not straddle.",
        "straddle": "{name} straddles, doubling the stake to {amount}: {he} will speak last.",
        "show": "{name} shows {his} brelan, to be paid for it.",
        "decline to show": "{name} takes the pool without showing {his} hand.",
    },
)

# ------------------------------------------------------------------ Ambigu
_FOUR = ("Two more cards each: you hold four. From the lowest: the point "
         "(most pips in a suit), the prime (all four suits), the sequence (three following in a "
         "suit), the tricon (three alike), the flush (four of a suit), doublets (two combinations "
         "in one hand), the fredon (four alike). Pairs count for nothing. (Ambigu: value of the hands)")
# You deal both deals; Deacon Gray, on your right, speaks first.
AMBIGU = Prepared(
    variant="ambigu",
    cast=((YOU, "human"), (DASH, "liberal"), (AMES, "good"), (GRAY, "close")),
    packs=(
        (
            # Two each, to the right: Deacon Gray, Judge Ames, Colonel Dash, you; then the first
            # draw: Deacon Gray's one and Colonel Dash's two.
            dealt("2c 7h", "9s 4d", "Ac 3s", "Ah 8d", then="5c   6h 2s   4c"),
            # The rest shuffled again: two more each, in the same order.
            dealt("3c Ad", "8s 2h", "5s 4h", "6d 7s"),
        ),
        (
            dealt("6s 7c", "4c 3h", "Ts 9c", "7h 8h", then="2d"),
            dealt("8c Td", "Ah 4h", "3d 7d", "5h 6c", then="Tc 4s   8s   9h"),
        ),
    ),
    script=(
        steps("""
            Deacon Gray: draw 7h
            Judge Ames: draw
            Colonel Dash: draw Ac 3s
            you: draw Ah
            Deacon Gray: pass
            Judge Ames: pass
            Colonel Dash: pass
            you: pass
            you: deal again
        """),
        steps("""
            Deacon Gray: draw
            Judge Ames: draw
            Colonel Dash: draw Ts
            you: draw
            Deacon Gray: bet 3
            Judge Ames: call
            Colonel Dash: abandon
            you: call
            Deacon Gray: draw 6s Td
            Judge Ames: draw 4c
            you: draw 6c
            Deacon Gray: bet 2
            Judge Ames: abandon
            you: raise 25
            Deacon Gray: call
        """),
    ),
    moments=(
        # (At Ambigu the table never says blind or ante: each puts a counter in the pool.)
        Moment("blind", "the counter in the pool", "pool", on("Staked", YOU),  # the dealer's, the last
               says="Ambigu is played with forty cards, no kings, queens or jacks, the ace low. Each "
                    "puts a counter in the pool before the deal, and everything goes to the right."),
        # The first draw is explained at the first draw, Deacon Gray's, not at the person's
        # turn after three draws (a learner met it late).
        Moment("first-draw", "the first draw", "seat", on("DrawAnnounced", GRAY), seat=GRAY,
               says="The first draw, from the dealer's right: with his two cards each says Enough "
                    "and keeps them, or discards one or both and draws others; either way he puts two "
                    "counters in the pool. Deacon Gray, first, draws one card.",
               general="The first draw: with two cards each says Enough and keeps them, or discards "
                       "one or both and draws others; either way he puts two counters in the pool."),
        Moment("your-draw", "your first draw", "hand", turn(K.DRAW),
               says="Your first draw: say Enough and keep your two cards, or discard one or both and "
                    "draw others; either way you put two counters in the pool.",
               otherwise="Two more cards are dealt to each after the first draw."),
        Moment("four", "four cards", "hand", on("CardsAdded", YOU),
               says=_FOUR, general=_FOUR),
        Moment("i-pass", "\u201cI play\u201d or \u201cI pass\u201d", "buttons", turn(K.PASS, nth=1),
               seen=(on("Acted", kind=K.PASS), on("Acted", kind=K.BET)),
               says="With four cards you say \u201cI play\u201d, betting what you like within the limit, "
                    "or \u201cI pass\u201d.",
               otherwise="The others must stay with you, raise, or abandon.",
               general="With four cards each in turn says \u201cI play\u201d, betting what he likes "
                       "within the limit, or \u201cI pass\u201d.",
               # (a learner taught only the betting after the second draw bet small here, in his
               # own game, on a strong hand where the book bets the limit: the size is taught at
               # the first "I play" too, with the good player's own figures, whatever the book
               # does with this hand; off the prepared way at the first "I play" he comes to)
               teach="Your hand beats {beats} of every hundred hands of four at Ambigu. The book "
                     "goes by its chance of holding the best hand after the second draw, against "
                     "those still in and what they have done: about {chance} in a hundred here. "
                     "On {strong_at} in a hundred or more it says \u201cI play\u201d for the limit, "
                     "{play}, or raises {raise_} over another's bet, so that those who stay pay "
                     "dearly to draw against it: a small bet lets them draw cheaply. On "
                     "{fair_at} or more it bets {fair}; below that it passes. Against another's "
                     "bet, under {strong_at}, it stays only when its chance is worth what staying "
                     "costs, and otherwise abandons.",
               teach_at=(K.PASS, K.BET, K.CALL, K.RAISE, K.ABANDON)),
        Moment("dealers-choice", "the dealer's choice", "buttons", turn(K.DEAL_AGAIN),
               seen=(on("Acted", kind=K.DEAL_AGAIN), on("Acted", kind=K.KEEP_CARDS)),
               says="Everyone has passed, so the dealer chooses: deal again, the pool kept, or put up "
                    "two counters and make everyone keep his cards and draw again.",
               otherwise="Everyone keeps his cards, and the second draw follows.",
               general="When everyone has passed, the dealer chooses: deal again, the pool kept, or "
                       "put up two counters and make everyone keep his cards and draw again."),
        Moment("first-draw-2", "“Enough”", "hand", turn(K.DRAW, deal=2, nth=0), seen=(on("EnoughSaid"),),
               says="A new deal, the pool kept. Two cards again: Enough, or discard and draw.",
               otherwise="Two more cards follow, from the pack shuffled again.",
               general="\u201cEnough\u201d: a player content with his two cards keeps them and draws "
                       "none; he puts two counters in the pool all the same."),
        Moment("i-play", "\u201cI play\u201d", "seat", on("Acted", GRAY, K.BET, deal=2), seat=GRAY,
               says="Deacon Gray says \u201cI play\u201d: he bets three. The others must stay with him, "
                    "raise, or abandon.",
               general="{name} says \u201cI play\u201d: {he} bets {amount}. The others must stay with "
                       "{him}, raise, or abandon.",
               missed="\u201cI play\u201d is a bet: the others must stay with the player, putting "
                      "up as much, raise, or abandon."),
        Moment("stay", "meeting the player", "buttons", turn(K.CALL, deal=2), seen=(on("Acted", kind=K.CALL),),
               says="You may stay, putting up as much as he did, raise him, or abandon.",
               otherwise="Those who stay draw again.",
               general="To stay with a player who says \u201cI play\u201d is to put up as much as he "
                       "did; you may instead raise him, or abandon."),
        Moment("second-draw", "the second draw", "hand", turn(K.DRAW, deal=2, nth=2),
               seen=(on("AmbiguDrawn", round=2),),
               says="Those in the call, Deacon Gray who played and all who stayed with him, draw a "
                    "second time: up to four cards, or stand pat.",
               otherwise="The betting follows: each passes or plays; if all pass, nobody shows "
                         "and the pool stays for the next deal.",
               general="Those in the call, the player who played and all who stayed with him, draw "
                       "a second time: up to four cards, or stand pat."),
        # (The book stays with Deacon Gray's "I play" rather than raising, so he still holds
        # the lead after the second draw and bets first: the person meets a bet there.)
        Moment("bet", "betting after the second draw", "buttons", turn(K.RAISE, deal=2, after="second-draw"),
               seen=(on("Acted", kind=K.BET, after="second-draw"), on("Acted", kind=K.PASS, after="second-draw")),
               says="The nine of hearts came: four hearts, a flush, with the seven, eight and nine in "
                    "sequence. Deacon Gray has bet: you may stay, raise, or abandon.",
               otherwise="The betting goes on until the bets are made equal, or all but one have "
                         "abandoned.",
               general="After the second draw each in turn passes or plays, and once one has "
                       "played the others stay, raise or abandon, until all still in have put up "
                       "alike, or all but one have abandoned. If all pass, nobody shows and the "
                       "pool stays for the next deal.",
               # (a learner who met only the book's move bet 10 on a flush of 21 in his own game,
               # where the book bets the limit: the size is taught, with the book's figures)
               teach="Your hand beats {beats} of every hundred hands of four at Ambigu, and a hand "
                     "that strong bets big, so that the others pay to see it: the book bets the "
                     "limit, {bet}, when it speaks first, and raises {raise_} over another's bet. "
                     "A weak hand, such as a small point, passes, or abandons against a bet.",
               teach_at=(K.BET, K.RAISE)),
        Moment("show", "the show", "pool", on("PoolWon", deal=2, shown=True, shows=2),
               says="Deacon Gray stays with your raise, so the hands are shown: your doublets, a "
                    "sequence and a flush in one hand, beat his point, for doublets beat any single "
                    "combination. The best hand takes the pool. (Ambigu: value of the hands)",
               general="The bets are made equal, so the hands in the call are shown, and the best "
                       "takes the pool: doublets beat any single combination, and the fredon beats "
                       "all. (Ambigu: value of the hands)"),
        Moment("paid", "paid for a combination", "seat", on("CountersPaid", deal=2), seat=YOU,
               says="Every other player, in the pool or not, pays the winner for his best "
                    "combination: the point one counter, the prime two (a grand prime three), the "
                    "sequence three, the tricon four, the flush five, the fredon ten or eleven. "
                    "Doublets are paid for both: your sequence and flush, eight from each. (Ambigu: value of the hands)",
               general="Counters are paid outside the pool: by every other player to the winner for "
                       "his best combination (the point one, the prime two, the sequence three, the "
                       "tricon four, the flush five, doublets both, the fredon ten or eleven), or by "
                       "the last to refuse to the player nobody would stay with. (Ambigu: value of the hands)"),
    ),
    holds=(
        Held("the fredon", "four of a kind, the best hand, paid ten or eleven by every player."),
        Held("a prime", "four cards of four suits, paid two; over thirty pips, a grand prime, "
                        "paid three."),
        # Foster, Ambigu, Method of Playing: "After the draw each in turn can pass or play. If
        # all pass, the hands are abandoned, and the pool remains; each player adding one
        # counter for the next deal."  (A learner passed with doublets twice after the second
        # draw, and lost pools of 174 and more to nobody: the guide had said only "as at Draw
        # Poker".)
        Held("everyone passing after the second draw",
             "if all pass after the second draw, nobody shows: the hands are thrown in and the "
             "pool stays for the next deal, each adding a counter. With a good hand, play.",
             at=("betting", K.PASS),
             says="If everyone passes now, nobody shows and the pool waits for the next deal: "
                  "with a good hand, play."),
        Held("nobody staying", "if nobody stays with the first to play, he takes back his bet and "
                               "the last to refuse pays him two counters."),
    ),
    # (the first "I play" as much as the betting after the second draw: a learner taught only
    # the second bet small at the first, in his own game)
    lesson="At \u201cI play\u201d and after the second draw alike, the book goes by its chance "
           "of the best hand against those still in, not by the hand's name: on seven chances in "
           "ten or more it bets big, the limit, so that the others pay to draw and to see it; on "
           "a little over half it bets a fifth of the limit; below that it passes, or abandons "
           "against a bet.",
    opening="This guided deal of Ambigu takes two deals. Played the book's way, they show both "
            "draws, \u201cI play\u201d and \u201cI pass\u201d, the dealer's choice when all pass, and "
            "a winner paid for his combination.",
    moves={
        "EnoughSaid": "{name} says \u201cEnough\u201d, keeping {his} two cards.",
        "DrawAnnounced": "{name} draws {cards}.",
        "pass": "{name} says \u201cI pass\u201d.",
        "call": "{name} stays.",
        "abandon": "{name} abandons {his} hand.",
        "raise": "{name} raises {amount}.",
        "bet": "{name} says \u201cI play\u201d: {he} bets {amount}.",
        "deal again": "{name}, the dealer, deals again: the pool is kept, and each puts in another "
                      "counter.",
        "keep the cards": "{name}, the dealer, puts up two counters: everyone keeps his cards and "
                          "draws again.",
        "show the hand": "{name} shows {his} cards before the show: {he} abandons {his} hand and "
                         "forfeits four counters to the pool.",
    },
)

PREPARED = (BOUILLOTTE, AMBIGU)
