"""How to play the Poker games of five cards: Draw Poker and its near relations.

Written for this program from Foster's account of each game (with Hoyle's Games Modernized
for Straight, Stud and Whiskey Poker), in our own words, for a reader who has never played.
Where a game follows its book only in part, the laws that come after the How to play say so.
"""

from __future__ import annotations

from .guide import Guide

# Words several games share, explained the same way wherever they appear.
POOL = ("the pool", "the counters staked on one deal, in the middle of the table; the winner takes it.")
CALL = ("to call", "to put up as much as the last bet and no more; when every bet is called, the hands "
        "are shown.")
RAISE = ("to raise", "to put up the last bet and more besides, within the limit; the others must then "
         "meet the new amount or give up.")
ABANDON = ("to throw in", "to give up your hand and whatever you have put in the pool.")
LIMIT = ("the limit", "the most that one bet or raise may add.")
AGE = ("the age", "the player on the dealer's left; he puts up the blind, and has the last say in the "
       "betting.")
BUCK = ("the buck", "a marker (in the old days a penknife) passed round the table; whoever holds it "
        "antes for everyone before the next deal, then passes it to his left. At the table his "
        "plate reads \"antes next\".")
ANTE_FOR_ALL = ("to ante for all", "to put in the pool, before the deal, one stake for every player "
                "at the table.")
WIDOW = ("the widow", "a spare hand dealt face down to the table, which the players trade with.")
KNOCK = ("to knock", "to rap on the table: you stand on your hand as it is, and the hands are shown when "
         "the turn comes back to you.")
RANKS = ("From the best: a straight flush (five in sequence, one suit), fours, a full hand (threes and a "
         "pair), a flush (five of one suit), a straight (five in sequence), threes, two pairs, a pair, "
         "and last the highest card.")

DRAW = Guide(
    "draw", "Draw Poker",
    "Five cards each, a round of betting, one draw to better your hand and a last round of betting; "
    "when nobody comes in, a jack pot.",
    hold="You hold five cards, face down, which only you see. " + RANKS + " The ace is the highest "
         "card, and low only in the straight 5 4 3 2 A.",
    turn="Before the draw you throw in your hand, or come in by putting up the ante (twice the blind), "
         "and may raise. Everyone who came in then discards as many cards as he likes and is dealt as "
         "many fresh ones; to keep all five is to stand pat. After the draw, in turn: bet, call, raise "
         "or throw in.",
    win="A bet nobody calls takes the pool without showing. Otherwise the hands in the call are shown "
        "and the best takes the pool; equal hands divide it. If nobody comes in, everyone antes for a "
        "jack pot, which no one may open without a pair of jacks or better.",
    words=(AGE, ("the pone", "the player on the dealer's right, who cuts the pack."),
           ("the blind", "the age's stake, put up before anyone has seen a card."),
           ("the ante", "what you put up to come in and draw: twice the blind, or twice the last "
                        "straddle."),
           ("to straddle", "to double the blind before looking at your cards; the next player may "
                           "double again. It buys the last say before the draw, and nothing more."),
           ("to make good", "to add to what you have already put up (the age's blind, a straddle) until "
                            "it equals the ante or the bet."),
           ("to stand pat", "to keep all five cards and draw none."),
           ("a jack pot", "a deal in which everyone antes and the betting may be opened only by a player "
                          "holding a pair of jacks or better, his openers."),
           POOL, CALL, RAISE, ABANDON, LIMIT),
    follows="Foster's laws of Draw Poker (Laws 1-46), with the code of laws for jack pots.",
)

STRAIGHT = Guide(
    "straight", "Straight Poker",
    "Five cards each and no draw: bet or pass on the hand you are dealt, the holder of the buck antes "
    "for all, and the winner deals next.",
    hold="You hold five cards, face down, and you keep them: there is no draw. " + RANKS.replace(
        "a straight flush (five in sequence, one suit), fours", "fours (a straight flush counts only as "
        "a flush)") + " The full pack of fifty-two is used.",
    turn="Before each deal the holder of the buck antes for everyone. Then, from the dealer's left, you "
         "bet or pass. Once someone has bet, each in turn, those who passed included, must call, raise, "
         "or throw in.",
    win="A bet nobody calls takes the pool unshown; a call shows the hands and the best wins. The winner "
        "deals the next hand. If everyone passes, the pool stays, the next holder of the buck antes again "
        "(a double pool) and the deal passes to the left. With no draw, hands are weak: threes are "
        "strong, and bluff is half the game.",
    words=(BUCK, ANTE_FOR_ALL, ("to pass", "to stay in without betting, before anyone has bet."),
           ("to bluff", "to bet on a poor hand so that the others throw theirs in."),
           POOL, CALL, RAISE, ABANDON, LIMIT),
    follows="Foster's Straight Poker, or Bluff, and Hoyle's Games Modernized.",
)

STUD = Guide(
    "stud", "Stud Poker, four up at once",
    "One card down and four up, dealt at once, then Straight Poker's betting on what everyone can see "
    "of each hand.",
    hold="You hold five cards: the first dealt face down, your hole card, which only you see, and four "
         "dealt face up for the table to see. The hands rank as at Poker, but a straight flush counts "
         "only as a flush.",
    turn="The holder of the buck antes for everyone. When all five are dealt you look at your hole card, "
         "then bet or pass; once someone has bet, each in turn must call, raise or throw in, those who "
         "passed included.",
    win="A bet nobody calls takes the pool unshown; a call turns up the hole cards and the best hand "
        "wins. The winner deals next. If all pass, the pool stays and the next holder of the buck antes "
        "again.",
    words=(("the hole card", "your card dealt face down; everyone else's you must guess."),
           ("the up cards", "the cards dealt face up, which everyone sees."),
           BUCK, ANTE_FOR_ALL, POOL, CALL, RAISE, ABANDON),
    follows="Foster's Stud Poker (its first way) and Hoyle's Games Modernized.",
)

STUD_ROUNDS = Guide(
    "stud-rounds", "Stud Poker, round by round",
    "One card down and one up, then a card up each round while two or more stay, the best hand showing "
    "betting first.",
    hold="You are dealt one card face down, your hole card, and one face up; then, while two or more "
         "stay in, one more card face up each round, up to five. The hands rank as at Poker, but a "
         "straight flush counts only as a flush.",
    turn="Before the deal the holder of the buck antes for everyone. Each round, the player whose up "
         "cards make the best showing bets first; each after him must "
         "meet the bet, raise it, or throw in. When the bets are level, another card is "
         "dealt face up to each still in.",
    win="If nobody meets a bet, the bettor takes the pool and the next deal. After the fifth card and "
        "the last betting, the hole cards are turned and the best hand wins; the winner deals next.",
    words=(("the hole card", "your card dealt face down; only you know it."),
           ("the best showing", "the best hand that the up cards make, ranked by their pairs and "
                                "threes, then by their high cards."),
           BUCK, ANTE_FOR_ALL, POOL, CALL, RAISE, ABANDON),
    follows="Foster's Stud Poker, the \u201cmuch more popular method\u201d.",
)

_WHISKEY_TURN = ("While the widow lies face down, you may take it (your hand is laid face up and becomes "
                 "the widow), pass (keep your hand, to draw to it later) or knock. Once the widow is face "
                 "up, you may draw one (lay one card in the widow and take one of its cards), exchange "
                 "your whole hand for it, or knock. The dealer, if nobody has taken the widow, must take "
                 "it or turn it face up.")

WHISKEY = Guide(
    "whiskey", "Whiskey Poker, for a pool",
    "Five cards each and five to the widow: take the widow or trade cards with it until someone knocks; "
    "the best hand takes the pool.",
    hold="You hold five cards; five more lie face down on the table as the widow. The hands rank as at "
         "Draw Poker. Each puts one counter in the pool before the deal; there is no betting at all.",
    turn=_WHISKEY_TURN,
    win="After a knock every other player has one more turn; when the turn comes back to the knocker the "
        "hands are shown and the best takes the pool.",
    words=(WIDOW, KNOCK, AGE, POOL),
    follows="Foster's Whiskey Poker and Hoyle's Games Modernized.",
)

WHISKEY_MARKERS = Guide(
    "whiskey-markers", "Whiskey Poker, with markers",
    "Whiskey Poker without a pool: the worst hand shown pays a marker, and the first to lose all five "
    "pays for the whiskey.",
    hold="You hold five cards, and five more lie face down as the widow. You also have five markers, "
         "which are worth nothing in themselves. The hands rank as at Draw Poker.",
    turn=_WHISKEY_TURN,
    win="After a knock the others each have one more turn, then the hands are shown. Nobody wins a pool: "
        "the worst hand shown puts one marker in the middle. The first to lose all five pays for the "
        "whiskey (or whatever refreshments the table agreed on), and everyone starts again with five.",
    words=(WIDOW, KNOCK, ("a marker", "a token that keeps the score and has no money value."), AGE),
    follows="Foster's Whiskey Poker, the second way to settle.",
)

SHOWDOWN = Guide(
    "showdown", "Show-down Poker",
    "Every hand dealt face up and drawn to in plain sight; a hand beaten goes into the deadwood, and the "
    "last one standing takes the pool.",
    hold="Your five cards are dealt face up, and so is everyone's: nothing is hidden. The hands rank as "
         "at Draw Poker. Each puts one white counter in the pool; there is no betting.",
    turn="In turn, the age first, you discard and draw as at Draw Poker, the new cards dealt face up. "
         "Knowing exactly what you must beat, you choose which cards to keep.",
    win="As soon as a hand that has drawn is beaten by another that has drawn, it is thrown into the "
        "deadwood. The last hand standing takes the pool; equal hands divide it.",
    words=(("the deadwood", "the discards and the hands thrown in, out of the deal."), AGE, POOL),
    follows="Foster's Show-down Poker.",
)

FLAT = Guide(
    "flat", "Flat Poker",
    "The age puts up a blind, the rest come in for as much or throw in; one draw, no betting, and the "
    "best hand shown wins.",
    hold="Five cards each, face down, ranked as at Draw Poker; but only those who have put up a stake "
         "are dealt any.",
    turn="Before the deal the age puts up a blind of any amount he pleases within the limit. In turn you "
         "come in for the same amount, or decline and are dealt no cards. After the deal each player in "
         "the pool draws once, the age first. There are no straddles, no raises and no betting.",
    win="The hands are shown and the best takes the pool; equal hands divide it. If nobody comes in, the "
        "age takes back his blind.",
    words=(AGE, ("the blind", "here, the age's stake, of any size within the limit, which sets what "
                              "everyone else must put up to play."),
           ("to come in", "to put up a stake equal to the blind and be dealt cards."), LIMIT, POOL),
    follows="Foster's Flat Poker, the first way to play.",
)

FLAT_FIELD = Guide(
    "flat-field", "Flat Poker, against the field",
    "Flat Poker where a player may back his hand against the whole field, putting up as much as all the "
    "rest together.",
    hold="Five cards each, face down, ranked as at Draw Poker; only those who came in for the age's "
         "blind are dealt cards.",
    turn="As at Flat Poker: the age blinds any amount, you come in for as much or decline, and everyone "
         "in draws once. Then, from the age, you may back your hand against the field by putting up as "
         "much as all the others' stakes together. Nobody may raise you; the others may call you, alone "
         "or sharing the cost.",
    win="If nobody calls the backer, he takes the pool. If he is called and any hand of the field beats "
        "his, the field divide the pool, even those who did not share the call; if not, the backer takes "
        "it. When nobody backs, the best hand wins.",
    words=(AGE, ("the field", "all the other players in the pool, taken together."),
           ("to back your hand", "to stake as much as the whole field has put up, on your hand against "
                                 "all theirs."),
           CALL, POOL),
    follows="Foster's Flat Poker, the second way to play.",
)

GUIDES = (DRAW, STRAIGHT, STUD, STUD_ROUNDS, WHISKEY, WHISKEY_MARKERS, SHOWDOWN, FLAT, FLAT_FIELD)
