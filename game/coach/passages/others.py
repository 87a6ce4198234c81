"""The book's advice for Brag, Bouillotte and Ambigu.

Brag has no advice of its own in Foster, but its betting is "precisely similar to the
betting after the draw at Poker", so his advice on that betting applies; of three-stake
Brag's buying he says only that "some judgment is necessary", each knowing exactly what he
has to beat.  Bouillotte has its own "Suggestions for Good Play", the richest advice in the
book after Draw Poker's.  Ambigu has none: the passages there are the good player's
judgement, with the reason.  Paraphrased in our own words; see :mod:`game.coach.passages`.
"""

from __future__ import annotations

from game.books import Source

from . import JUDGEMENT, Passage as P

FOSTER = Source.FOSTER.short

BRAG = f"{FOSTER}, Brag"
WIN = f"{FOSTER}, Suggestions for Good Play: how to win"
BLUFF = f"{FOSTER}, Suggestions for Good Play: bluffing"
THREE = f"{FOSTER}, Brag: three-stake Brag"
AMERICAN = f"{FOSTER}, Brag: American Brag"
BOUILLOTTE = f"{FOSTER}, Bouillotte: suggestions for good play"
AMBIGU = f"{FOSTER}, Ambigu"

PASSAGES: tuple[P, ...] = (
    # -- Brag: the dealer's ante, made before he sees a card
    P("brag", "ante", "ante", "*",
      "Ante little: you put it up before you see a card, so a large ante is a bet on a hand you "
      "have not seen; a small one is met by poor hands that pay you later.", JUDGEMENT),
    # -- the brag, bet as the betting after the draw at Poker
    P("brag", "brag", "in", "*",
      "Stay: your hand ({hand}) is worth what staying costs against the pool; Brag is bet like "
      "the betting after the draw at Poker.", BRAG),
    P("brag", "brag", "in", "*@raised",
      "See the raise: your hand ({hand}) still wins often enough for what the pool pays, though "
      "each raise against you says the raiser holds a brag.", BRAG),
    P("brag", "brag", "raise", "*",
      "Raise: your hand ({hand}) stands well against the hands still in, and as at Poker, if "
      "you think you have the best hand, raise rather than call.", WIN),
    P("brag", "brag", "raise", "triplets",
      "Raise: triplets are the best a Brag hand can hold; make the others pay to see them.", BRAG),
    P("brag", "brag", "raise", "weak",
      "Raise on a poor hand now and then: nobody is left to speak after you and few are in, which "
      "is when a bluff is right; the play must be right for it.", BLUFF),
    P("brag", "brag", "raise", "american",
      "Raise: whoever sees your raise must exchange hands with you unseen and the worse "
      "retires, so raise only on a hand likely to win that duel, as your hand ({hand}) is.", AMERICAN),
    P("brag", "brag", "abandon", "*",
      "Throw in your hand: your hand ({hand}) does not win often enough for what staying costs, and if "
      "you think you have not the best hand, why throw good counters after bad?", WIN),
    P("brag", "brag", "abandon", "weak",
      "Throw in your hand: your hand ({hand}) will seldom be the best brag, and if you think you have "
      "not the best hand, why throw good counters after bad?", WIN),
    P("brag", "brag", "abandon", "*@raised",
      "Throw in your hand: a raise at Brag usually means a pair or better, and your hand ({hand}) does "
      "not win often enough against the hands still in to pay what staying costs.", WIN),
    P("brag", "brag", "bet", "weak",
      "Bet a little on a poor hand now and then: a player whose bets always mean a good brag is "
      "never paid for one.", BLUFF),
    P("brag", "brag", "bet", "*",
      "Bet: your hand ({hand}) stands well against the hands still in.", BRAG),
    # -- three-stake Brag: the brag for the second pool, the buying for the third
    P("brag-three", "brag", "bet", "*",
      "Bet for the second pool: counting the cards turned up, your hand ({hand}) stands well "
      "against the hands still in.",
      BRAG),
    P("brag-three", "brag", "bet", "weak",
      "Bet a little on a poor hand now and then: few are left to call, and a player whose bets "
      "always mean a good brag is never paid for one.", BLUFF),
    P("brag-three", "brag", "pass", "*",
      "Pass: those who pass out of the brag keep their cards for the third pool, so passing "
      "loses nothing but the second pool.", THREE),
    P("brag-three", "brag", "in", "*",
      "Stay: your hand ({hand}) is worth what staying costs for the second pool.", BRAG),
    P("brag-three", "brag", "raise", "*",
      "Raise: your hand ({hand}) stands well against the hands still in; if you think you have "
      "the best, raise.", WIN),
    P("brag-three", "brag", "raise", "weak",
      "Raise on a poor hand now and then: few are left to call, and a player whose raises always "
      "mean a good brag is never paid for one.", BLUFF),
    P("brag-three", "brag", "abandon", "*",
      "Pass out of the brag: you keep your cards for the third pool, and your hand ({hand}) "
      "will seldom take the second.", THREE),
    P("brag-three", "buying", "buy", "*",
      "Buy a card: every hand lies face up, so you know exactly what you must beat, and a card "
      "is more likely to help your count than to put you over thirty-one.", THREE),
    P("brag-three", "buying", "stand", "*",
      "Stand: you know exactly what you must beat, and your count already beats it, or a card "
      "is more likely to put you over thirty-one than to help.", THREE),
    P("*", "*", "abandon", "above price",
      "Lay it down, though your chance, {mine}, is above the {asks} the pool asks now: more "
      "raises may follow before the show, each making it dearer to stay, and the book wants a clear margin over "
      "the price before it stays.", JUDGEMENT),
    # -- Bouillotte
    # (the good player's own bar, in figures: a learner was told "withdraw" at 35% against the
    # 27% asked with only "more raises may follow", and no margin said)
    P("bouillotte", "*", "abandon", "above price",
      "Withdraw: your chance, {mine}, is above the {asks} the pool asks now, but {bar}.",
      JUDGEMENT),
    P("bouillotte", "straddle", "no straddle", "*",
      "Do not straddle: it buys the dealer's last say at twice the price, and good players "
      "seldom find that worth it.", JUDGEMENT),
    P("bouillotte", "straddle", "straddle", "*",
      "Straddle, though seldom: the straddle doubles the blind, so it costs twice the dealer's "
      "stake before you see a card, and buys only the dealer's last say in the betting; good "
      "players seldom straddle, and the good player does it now and then only so that the "
      "table cannot count on his never doing it.", JUDGEMENT),
    P("bouillotte", "open", "pass", "brelan@eldest",
      "Pass on the brelan: with good cards, and a brelan above all, the eldest hand does better "
      "to pass, see what the others hold, and then raise to his advantage.", BOUILLOTTE),
    P("bouillotte", "open", "pass", "strong@eldest",
      "Pass with good cards: the eldest hand does better to pass, see what the others hold, and "
      "then raise to his advantage.", BOUILLOTTE),
    P("bouillotte", "open", "pass", "*",
      "Pass: your point is not worth opening on here, and passing keeps your cards for the "
      "point at the show.", BOUILLOTTE),
    P("bouillotte", "open", "pass", "ace alone",
      "Pass: good players do not bet on an ace alone unless its suit is the retourne's.",
      BOUILLOTTE),
    P("bouillotte", "*", "stand", "*",
      "Stand: it costs you nothing more, and every card counts for the point at the show.",
      BOUILLOTTE),
    P("bouillotte", "open", "in", "*",
      "Equal the blind: your point is worth its share of the pool with this many still to "
      "speak.",
      BOUILLOTTE),
    P("bouillotte", "open", "raise", "*",
      "Open with a raise: your hand stands well against the hands still in, and a raise now "
      "drives out the points that might otherwise beat you.", BOUILLOTTE),
    P("bouillotte", "open", "raise", "all passed",
      "Raise: all before you have passed, and their passes say their points are poor; if you "
      "pass too the deal is void, so a raise may take the pool on a modest point.", BOUILLOTTE),
    P("bouillotte", "open", "raise", "three to the king",
      "Bet high: with three cards of one suit to the king it is usual to bet high, to drive out "
      "everything but a brelan.", BOUILLOTTE),
    P("bouillotte", "open", "raise", "brelan",
      "Raise: your hand ({hand}) is beaten only by a higher brelan, and a raise makes the "
      "points pay to stay.",
      BOUILLOTTE),
    P("bouillotte", "betting", "in", "*",
      "Equal: your chance of taking the pool is worth what equalling costs, with the pool as it "
      "stands.", BOUILLOTTE),
    P("bouillotte", "betting", "in", "*@raised",
      "Equal the raise: even read as strength, the raise leaves you a chance worth what the "
      "pool pays.", BOUILLOTTE),
    P("bouillotte", "betting", "raise", "*",
      "Raise: your hand stands well against the hands still in; knowing when to raise yourself "
      "is one of the fine points of the game.", BOUILLOTTE),
    P("bouillotte", "betting", "raise", "three to the king",
      "Bet high: with three of a suit to the king, drive out everything but a brelan.", BOUILLOTTE),
    P("bouillotte", "betting", "abandon", "*@many",
      "Withdraw: when a bet has been made and met, a middling point should generally be laid "
      "down, since with three or four in a brelan is likely.", BOUILLOTTE),
    P("bouillotte", "betting", "abandon", "*",
      "Withdraw: read as the good player reads them, the bets against you say your point is "
      "beaten more often than equalling pays for.", BOUILLOTTE),
    P("bouillotte", "betting", "abandon", "*@raised",
      "Withdraw: a raise is read as strength, and against it your point is beaten more often "
      "than equalling pays for.", BOUILLOTTE),
    P("bouillotte", "betting", "abandon", "ace alone",
      "Withdraw: good players do not bet on an ace alone unless its suit is the retourne's.",
      BOUILLOTTE),
    P("bouillotte", "word", "raise", "*",
      "Raise: you have the word, and your hand is strong enough to use it; knowing when to "
      "raise and when to pass the word is a fine point of the game.", BOUILLOTTE),
    P("bouillotte", "word", "pass", "*",
      "Pass the word: your hand is not strong enough to raise again, and passing it costs "
      "nothing.",
      BOUILLOTTE),
    P("bouillotte", "show", "stifle", "*",
      "Stifle the brelan: after a big bet has frightened the others off, leave them wondering "
      "whether you bluffed rather than show it for one counter.", BOUILLOTTE),
    P("bouillotte", "show", "show", "*",
      "Show the brelan: it is paid a counter by each, and nobody was frightened off by a big "
      "bet whose secret is worth keeping.", BOUILLOTTE),
    P("bouillotte", "stakes", "new cave", "*",
      "Buy a cave as large as the largest against you: a sight caps what you can win of another "
      "at what you have before you.", JUDGEMENT),
    P("bouillotte", "stakes", "retire", "*",
      "Retire: you would rather not buy another cave.", JUDGEMENT),
    # -- Ambigu: the book gives no advice of its own
    # (the good player's own bar, in figures: a learner was told "abandon though your chance
    # 8% is above the 2% the pool asks", and no reason that held)
    P("ambigu", "*", "abandon", "above price",
      "Abandon: your chance, {mine}, is above the {asks} the pool asks now, but {bar}.",
      JUDGEMENT),
    P("ambigu", "first draw", "enough", "pair",
      "Say \"Enough\": your pair is the start of a tricon, and of a prime in two suits; on "
      "average a fresh card would do no better.", JUDGEMENT),
    P("ambigu", "first draw", "enough", "suited",
      "Say \"Enough\": your two cards of one suit already make a point, and may grow into a "
      "sequence or a flush; on average a fresh card would do no better.", JUDGEMENT),
    P("ambigu", "first draw", "enough", "two suits",
      "Say \"Enough\": two cards of different suits are the start of a prime (a card of each "
      "suit), and either may start a point in its suit; on average a fresh card would do no "
      "better.", JUDGEMENT),
    P("ambigu", "first draw", "enough", "*",
      "Say \"Enough\": on average a fresh card would do no better than the two you hold.",
      JUDGEMENT),
    P("ambigu", "first draw", "draw", "*",
      "Discard and draw: what you throw adds least to a combination, and fresh cards do better "
      "on average, judged over the cards you have not seen.", JUDGEMENT),
    P("ambigu", "play", "bet", "fair",
      "Say \"I play\": your chance after the second draw is about your share against those in, "
      "and the pool is worth playing for; if all pass, nobody wins it this deal.", JUDGEMENT),
    P("ambigu", "play", "bet", "weak",
      "Say \"I play\" on a middling hand now and then: a player who plays only on good hands is "
      "never paid for them, and the pool is worth the try.", JUDGEMENT),
    P("ambigu", "play", "bet", "*",
      "Say \"I play\": your hand ({hand}) is likely to be best after the second draw, and the "
      "pool is worth playing for.", JUDGEMENT),
    P("ambigu", "play", "pass", "*",
      "Say \"I pass\": your hand ({hand}) is not strong enough to play for the pool against "
      "this many, and passing costs nothing now.", JUDGEMENT),
    P("ambigu", "play", "in", "*",
      "Stay in: your chance after the second draw is worth what staying costs.", JUDGEMENT),
    P("ambigu", "play", "raise", "*",
      "Raise: your hand ({hand}) is likely to be best after the second draw, and a raise makes "
      "the others pay to draw against it.", WIN),
    P("ambigu", "play", "abandon", "*",
      "Abandon your hand: your chance after the second draw is not worth what staying costs.",
      JUDGEMENT),
    P("ambigu", "choice", "keep cards", "*",
      "Keep the cards: your hand is good, and two counters to keep it are cheaper than a new "
      "deal that may give you less.", JUDGEMENT),
    P("ambigu", "choice", "deal again", "*",
      "Deal again: your hand is poor, and a new deal, each adding a counter to the pool, gives "
      "you a fresh chance.", JUDGEMENT),
    P("ambigu", "second draw", "draw", "*",
      "Draw: discard the cards that add least to a combination; on average the draw makes a "
      "better hand of four, judged over the cards you have not seen.", JUDGEMENT),
    P("ambigu", "second draw", "pat", "*",
      "Stand pat: your hand ({hand}) is as good as any draw is likely to make it.", JUDGEMENT),
    P("ambigu", "betting", "bet", "*",
      "Bet: your hand ({hand}) stands well against the hands still in, and if nobody calls you "
      "take the pool and are paid for your combination as well.", AMBIGU),
    P("ambigu", "betting", "bet", "weak",
      "Bet a little: all have passed so far, and a bet on a poor hand now and then may take the "
      "pool; a player who bets only on good hands is never paid for them.", BLUFF),
    P("ambigu", "betting", "pass", "*",
      "Pass: your hand ({hand}) is not worth a bet, and a pass costs nothing; if all pass, the "
      "pool stays for the next deal.", AMBIGU),
    P("ambigu", "betting", "in", "*",
      "Stay: your chance of the best hand is worth what the pool asks.", JUDGEMENT),
    P("ambigu", "betting", "raise", "*",
      "Raise: your hand ({hand}) stands well against the hands still in; if you think you have "
      "the best hand, raise.", WIN),
    P("ambigu", "betting", "abandon", "*",
      "Abandon your hand: the bets against you say your hand ({hand}) is probably beaten.", WIN),
    P("ambigu", "*", "show cards", "*",
      "Never show your cards before the show: it abandons the hand and forfeits four counters.",
      AMBIGU),
)
