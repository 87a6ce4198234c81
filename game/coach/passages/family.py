"""The book's advice for the rest of the Poker family and the trading games: Straight and
Stud Poker, Whiskey Poker, Thirty-One, Commerce (with and without a widow), My Ship Sails.

Foster's chapters on these games say little of good play: Straight Poker's few lines
(triplets are very strong, two pairs win three pools in four at five, "the great element of
success is bluff"), Thirty-One's knock, Commerce's dealer who trades for ready money at no
cost.  Where they are silent the passages give the good player's judgement and its reason.
Paraphrased in our own words; see :mod:`game.coach.passages`.
"""

from __future__ import annotations

from game.books import Source

from . import JUDGEMENT, Passage as P

FOSTER = Source.FOSTER.short

STRAIGHT = f"{FOSTER}, Straight Poker"
WIN = f"{FOSTER}, Suggestions for Good Play: how to win"
BLUFF = f"{FOSTER}, Suggestions for Good Play: bluffing"
WHISKEY = f"{FOSTER}, Whiskey Poker"
THIRTY_ONE = f"{FOSTER}, Thirty-One"
COMMERCE = f"{FOSTER}, Commerce"

PASSAGES: tuple[P, ...] = (
    # -- Straight Poker: the hands as dealt
    P("straight", "betting", "bet", "*",
      "Bet: your hand ({hand}) stands well against the hands still in, and with no draw the "
      "only clue the others have is your bet.", STRAIGHT),
    P("straight", "betting", "bet", "threes",
      "Bet: triplets are very strong at Straight Poker, where the hands shown are much weaker "
      "than at Draw.", STRAIGHT),
    P("straight", "betting", "bet", "two pairs",
      "Bet: two pairs win about three pools in four in a five-handed game of Straight Poker.",
      STRAIGHT),
    P("straight", "betting", "bet", "*@late",
      "Bet: all before you have passed, and the great element of success at Straight Poker is "
      "bluff; a bet now may take the pool.", STRAIGHT),
    P("straight", "betting", "bet", "strong@late",
      "Bet: all before you have passed, and your hand ({hand}) stands well against them; with no "
      "draw, the only clue they have is your bet.", STRAIGHT),
    P("straight", "betting", "bet", "fair@late",
      "Bet: all before you have passed, and your hand ({hand}) is good enough to make them pay to "
      "see it; with no draw, the only clue they have is your bet.", STRAIGHT),
    P("straight", "betting", "pass", "*",
      "Pass: your hand ({hand}) is not worth a bet, and at Straight Poker you may pass once and "
      "still come in if another bets.", STRAIGHT),
    P("straight", "betting", "raise", "*",
      "Raise: if you think you have the best hand, raise; at Straight Poker the hands are weak, "
      "and yours is well above them.", WIN),
    P("straight", "betting", "raise", "threes",
      "Raise: triplets are very strong at Straight Poker, where no draw can catch them.", STRAIGHT),
    P("straight", "betting", "in", "*",
      "Call: the pool pays for your chance of holding the best hand against those still in.",
      JUDGEMENT),
    P("straight", "betting", "abandon", "*",
      "Lay it down: there is no draw to better it, and your hand ({hand}) will seldom beat a "
      "hand that bets.",
      WIN),
    # -- Stud Poker: up cards tell much
    P("stud", "betting", "bet", "*",
      "Bet: counting every card the others could hold face down, your hand ({hand}) stands well "
      "against the hands still in; make those who are behind pay to see more.", JUDGEMENT),
    P("stud", "betting", "bet", "weak",
      "Bet a little: the best cards showing must open the betting or lay down, and a small bet "
      "costs less than giving up the pool.", JUDGEMENT),
    P("stud", "betting", "bet", "*@late",
      "Bet: all before you have passed, and a bet may take the pool at once; with no draw, the "
      "bet is all the others have to judge you by.", STRAIGHT),
    P("stud", "betting", "bet", "strong@late",
      "Bet: all before you have passed, and counting every card they could hold face down, your "
      "hand ({hand}) stands well against them.", JUDGEMENT),
    P("stud", "betting", "bet", "fair@late",
      "Bet: all before you have passed, and counting every card they could hold face down, your "
      "hand ({hand}) is good enough to make them pay to see more.", JUDGEMENT),
    # (the words follow the figure: a play-tester was told "stands well" at 33% against three
    # and at 40% heads-up, where the bet was forced, and "not worth a bet" at 44% against three)
    P("stud", "betting", "bet", "must bet",
      "Bet: {first}, and your chance of winning at the show, {mine}, "
      "{worth}.", JUDGEMENT),
    P("stud", "betting", "bet", "fair",
      "Bet: at {mine} your hand is far from sure to be the best, but counting every card the "
      "others could hold face down, enough worse hands would meet a bet for it to pay.",
      JUDGEMENT),
    P("stud", "betting", "pass", "fair",
      "Pass: at {mine} your hand may well be the best, but a bet would be met mostly by hands that "
      "beat it and would drive out the rest; passing costs nothing, and you see what the others "
      "do first.", JUDGEMENT),
    P("stud", "betting", "pass", "strong",
      "Pass: at {mine} your hand is likely the best, but a bet would be met mostly by hands that "
      "beat it and would drive out the rest; passing costs nothing, and you see what the others "
      "do first.", JUDGEMENT),
    P("stud", "betting", "pass", "*",
      "Pass: your hand is not worth a bet, and passing costs nothing; see what the others do "
      "first.", JUDGEMENT),
    P("stud", "betting", "raise", "*",
      "Raise: counting every card the others could hold face down, you stand well against the "
      "hands still in; if you think you have the best hand, raise.", WIN),
    P("stud", "betting", "in", "*",
      "Stay: your chance of the best hand, counted over the cards you cannot see, is worth what "
      "the pool asks.", JUDGEMENT),
    P("stud", "*", "abandon", "above price",
      "Lay it down, though your chance, {mine}, is above the {asks} the pool asks now: with "
      "cards still to come, and a bet on each, the good player stays before the last card only "
      "with a fifth more than the price and never on less than {floor}: {margin} here.", JUDGEMENT),
    P("stud", "betting", "abandon", "*",
      "Lay it down: the up cards against you, and their bets, say you are beaten often enough "
      "that staying does not pay.", WIN),
    # -- Whiskey Poker
    P("whiskey", "*", "take widow", "*",
      "Take the widow: your hand ({hand}) is poor, and five unseen cards are more likely than "
      "not to be better.",
      JUDGEMENT),
    P("whiskey", "widow down", "pass", "*",
      "Pass and keep your hand to draw to: it is fair, and once the widow lies face up you can "
      "better it a card at a time.", WHISKEY),
    P("whiskey", "widow down", "knock", "*",
      "Knock: your hand ({hand}) is strong enough to stand on as it is, and knocking now gives "
      "the others only one more turn to beat it.", WHISKEY),
    P("whiskey", "*", "turn widow", "*",
      "Turn the widow up: nobody has taken it and your hand is fair; now every player may draw "
      "from it in sight.", WHISKEY),
    P("whiskey", "widow up", "draw one", "*",
      "Draw one from the widow: the card shown betters your hand, or your chance of bettering "
      "it next round.", JUDGEMENT),
    P("whiskey", "widow up", "exchange", "*",
      "Exchange your hand for the whole widow: it is better than anything one card could make "
      "of yours.", JUDGEMENT),
    P("whiskey", "widow up", "knock", "*",
      "Knock: your hand ({hand}) beats most hands, and every round you wait the others draw "
      "closer to beating it.", JUDGEMENT),
    P("whiskey", "widow up", "pass", "*",
      "Pass: nothing in the widow betters your hand.", JUDGEMENT),
    P("whiskey", "last", "draw one", "*",
      "Draw one: this is your last turn before the show, so take the card that makes the best "
      "hand now.", JUDGEMENT),
    P("whiskey", "last", "exchange", "*",
      "Exchange your hand for the widow: this is your last turn, and the widow is the better "
      "hand for the show.", JUDGEMENT),
    P("whiskey", "last", "pass", "*",
      "Stand on your hand: nothing in the widow betters it for the show.", JUDGEMENT),
    # -- Thirty-One and Commerce with a widow: the cards face up in the middle
    P("thirty-one", "table", "draw one", "*",
      "Draw one: the card on the table brings you nearer thirty-one in a suit, or three of "
      "a kind.", THIRTY_ONE),
    P("thirty-one", "table", "draw one", "no gain",
      "Draw one: no card on the table betters your hand ({hand}), but until someone knocks "
      "you must draw or knock, and this hand is too weak to knock on; so part with the card "
      "that counts least and take the one that does least harm.", THIRTY_ONE),
    P("thirty-one", "table", "knock", "*",
      "Knock: a player may knock without drawing to keep the others from beating his hand; your "
      "hand ({hand}) is likely to stand with only one more draw each.", THIRTY_ONE),
    P("thirty-one", "last", "draw one", "*",
      "Draw one: this is your last turn after the knock, so take the card that makes the "
      "best hand now.", THIRTY_ONE),
    P("thirty-one", "last", "pass", "*",
      "Pass: no card on the table betters your hand for the show.", JUDGEMENT),
    P("commerce-widow", "unseen", "exchange", "*",
      "Exchange your hand unseen for the widow: the widow, face up, beats an average hand, and "
      "your own cards are a blind chance.", JUDGEMENT),
    P("commerce-widow", "unseen", "pass", "*",
      "Keep your hand: the widow is no better than an average hand, and your own cards may be "
      "better.", JUDGEMENT),
    P("commerce-widow", "table", "draw one", "*",
      "Draw one from the widow: the markers have no value, a draw costs nothing, and this card "
      "betters your hand.", JUDGEMENT),
    P("commerce-widow", "table", "knock", "*",
      "Knock: the moment you knock all drawing stops and the hands are shown, and your hand "
      "({hand}) is nearly sure to stand.", COMMERCE),
    # -- Commerce: ready money, barter, the knock
    P("commerce", "trading", "ready money", "*",
      "Trade for ready money: the card from the pack is worth more to your hand than the "
      "counter it costs; the {gone} goes because {why}.", JUDGEMENT),
    P("commerce", "trading", "ready money", "dealer",
      "Trade for ready money: the dealer pays the counter to himself, so his trade costs him "
      "nothing; that is why the deal is an advantage. The {gone} goes because {why}.",
      COMMERCE),
    P("commerce", "trading", "barter", "*",
      "Trade for barter: your neighbour must give a card for yours unseen, which costs you no "
      "counter; the {gone} goes because {why}.", JUDGEMENT),
    P("commerce", "trading", "knock", "*",
      "Knock: all trading stops at once and the hands are shown, and your hand ({hand}) is "
      "likely to be the best of them.", JUDGEMENT),
    P("commerce", "give", "give", "*",
      "Give the {gone}: you must give one unseen for the card offered, and it is the one to "
      "part with because {why}.", JUDGEMENT),
    P("commerce", "give", "knock", "*",
      "Knock rather than exchange: your hand ({hand}) is likely to be the best, and the knock "
      "stops the trading before anyone betters his.", JUDGEMENT),
    # -- My Ship Sails
    P("ship", "trading", "barter", "*",
      "Exchange the odd card: you hold two of a suit, and the card to come may make your flush; "
      "part with the card least likely to make your neighbour's.", JUDGEMENT),
    P("ship", "trading", "pass", "*",
      "Let the exchange go by: with three odd suits no card can make your flush this turn, and "
      "any card you pass on may make your neighbour's.", JUDGEMENT),
    P("ship", "give", "give", "*",
      "Give the card you can best spare: keep the two that count most toward a flush of your "
      "own.",
      JUDGEMENT),
)
