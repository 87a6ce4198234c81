"""How to play the rest of the family: the three-card games, Brag, and the French games.

Written for this program from Foster's sections on Thirty-One, Commerce, Brag, Bouillotte
and Ambigu, in our own words, for a reader who has never played them.
"""

from __future__ import annotations

from game.engine.three_card.commerce import SAME_KIND

from .guide import Guide
from .howto_poker import ABANDON, KNOCK, POOL, RAISE

ELDEST = ("the age (the eldest hand)", "the first player to speak: here the one on the dealer's left.")
COUNT31 = ("Aces count 11, Kings, Queens, Jacks and tens 10, the other cards their pips.")
THE_WORD = ("the word", "the turn to raise or pass the betting on, when the bets stand level.")
"""Bouillotte's word, as the How to play card and the guided deal's opening both explain it."""
EACH_BLIND = ("the blind", "here the stake every player puts in the pool before the deal (at Poker "
              "only the age puts one up).")
# At Commerce the knock ends the trading there and then (Foster: "all trading is immediately
# stopped"), unlike the Whiskey Poker knock, which gives the others one more turn.
KNOCK_AT_ONCE = ("to knock", "to rap on the table: you stand on your hand as it is; all trading stops at "
                 "once and the hands are shown.")
POINT = ("the point", "the pips of two or three cards of one suit in one hand (ace 11, court cards 10); "
         "a single card of a suit counts for nothing, and three cards beat two.")
COMMERCE_AGE = ("the age", "the first player to speak, on the dealer's left, as the tag on his place says.")
"""Commerce's first player in one word, the table's (a learner met "the eldest hand" on the card
and "age" on the table, issue 39)."""

THIRTY_ONE = Guide(
    "thirty-one", "Thirty-One",
    "Three cards each and three face up on the table: trade one at a time with the table toward "
    "thirty-one in a suit, and knock when you will stand.",
    hold="You hold three cards; three more lie face up on the table for anyone to take. " + COUNT31 +
         " What counts is the total of the cards of one suit. Each puts the blind in the pool.",
    turn="In turn, from the eldest hand, you either exchange one of your cards for one on the table, or "
         "knock. You may knock without having exchanged at all. After a knock each of the others has one "
         "more turn, which he may pass; the knocker does not draw again.",
    win="A flush counting thirty-one exactly (an ace and two cards worth ten, all of one suit) wins; failing that, "
        "three of a kind; failing that, the highest count in one suit. The winner takes the pool; equal "
        "hands divide it. There is no betting.",
    words=(ELDEST, EACH_BLIND, KNOCK, ("a flush", "here, three cards of one suit."), POOL),
    follows="Foster's Thirty-One, or Schnautz.",
)

_COMMERCE_RANKS = ("From the best: triplets (three of a kind, aces highest), then sequence flushes (three "
                   "of one suit in sequence, the ace at the top or the bottom: Q-K-A or A-2-3), then the "
                   "point: the pips of two or three cards of one suit (ace 11, court cards 10); a lone "
                   "card counts for nothing, and three cards beat two. Pairs count for nothing too.")
SEQUENCE_FLUSH = ("a sequence flush", "three cards of one suit in sequence; the table names its cards, as "
                  "\u201ca sequence flush A-2-3\u201d.")

COMMERCE = Guide(
    "commerce", "Commerce",
    "Three cards each: trade one for the top of the pack at a counter to the dealer, or barter with your "
    "left-hand neighbour, until someone knocks.",
    hold="You hold three cards, from a full pack of fifty-two. Each puts one counter in the pool. "
         + _COMMERCE_RANKS,
    turn="In turn from the age you may trade for ready money (give the dealer a card and a "
         "counter, and take the top card of the pack; the dealer buys his own for nothing), trade for "
         "barter (pass a card to your left-hand neighbour, who must give you one of his for it before "
         "he sees yours, or else knock), or "
         "knock yourself. The trading goes round and round the table until someone knocks.",
    win="A knock stops the trading at once and the hands are shown; the best takes the pool, ties going "
        "to the dealer or the player nearest his left. The dealer, if he does not win, pays the winner a "
        f"counter; if his hand is {SAME_KIND}, he pays every player one.",
    words=(COMMERCE_AGE, ("to trade for ready money", "to buy a fresh card from the pack for a counter, which "
                                                "the dealer keeps; the dealer pays nothing for his own."),
           ("to trade for barter", "to swap a card with your left-hand neighbour, blind on his side."),
           KNOCK_AT_ONCE, SEQUENCE_FLUSH, POINT, POOL),
    follows="Foster's Commerce, without a widow (the spare hand of cards face up on the table that the "
            "other form trades with).",
)

COMMERCE_WIDOW = Guide(
    "commerce-widow", "Commerce with a widow",
    "Three-card Whiskey Poker for three markers: draw one card at a time from a face-up widow until a "
    "knock; the first to lose all three pays.",
    hold="You hold three cards, and three more lie face up on the table as the widow. You have three "
         "markers, of no value; each puts one in the pool every deal. " + _COMMERCE_RANKS,
    turn="The dealer first, before he looks at his own cards, may exchange his whole hand for the widow. "
         "Then from the eldest hand each in turn draws one card from the widow (laying one of his in its "
         "place) or knocks.",
    win="The moment anyone knocks, the hands are shown and the best takes the markers in the pool. The "
        "first player to lose all three markers pays for the whiskey; if two lose their last at once, "
        "the worse hand pays. Then everyone takes three again.",
    words=(("the widow", "three cards dealt face up to the table, to trade with."), ELDEST, KNOCK_AT_ONCE,
           ("a marker", "a token that only keeps the score, with no money value."), SEQUENCE_FLUSH, POINT),
    follows="Foster's Commerce, with a widow.",
)

MY_SHIP = Guide(
    "my-ship-sails", "My Ship Sails",
    "Pass a card to your left and take one back unseen, round the table, until someone holds a flush and "
    "cries \u201cMy ship sails\u201d.",
    hold="You hold three cards. What you want is a flush: three cards of one suit, whatever their value. "
         "Each puts the blind in the pool.",
    turn="In turn from the eldest hand you may pass one card to your left-hand neighbour, who must give "
         "you one of his for it before he sees yours; or let the turn go by.",
    win="The moment anyone holds a flush, \u201cMy ship sails\u201d is said for him and the hands are shown; "
        "between two flushes the more pips win (ace 11, court cards 10). After two rounds without a "
        "flush, the highest two-card flush (two cards of one suit, by their pips) wins. The elder hand wins ties.",
    words=(ELDEST, EACH_BLIND, ("\u201cMy ship sails\u201d", "the cry that stops the trading: its owner holds a flush."),
           ("the elder hand", "of two players, the one nearer the dealer's left."), POOL),
    follows="Foster's Commerce (its last form, also called My Bird Sings).",
)

RAISED_LAST = ("raised last", "the tag on whoever made the last raise: the others must meet it.")
BRAGGERS = ("the braggers", "the diamond ace, the club jack and the diamond nine, in that order: each "
            "stands for any card its holder pleases.")
_BRAG_HOLD = ("You hold three cards. Only pairs and triplets count; otherwise the highest card wins, the "
              "ace above the King. The braggers stand for any card, but a natural pair or triplet beats "
              "one of the same rank made with a bragger: three eights beat an eight and two braggers.")

BRAG = Guide(
    "brag", "Brag",
    "Three cards each after the dealer's ante, the diamond ace, club jack and diamond nine standing for "
    "any card; see the ante, raise or throw in.",
    hold=_BRAG_HOLD,
    turn="The dealer antes any amount within the limit before the deal. From the age, you see the "
         "dealer's ante (put up as much), raise it, or throw in; after a raise, each must see the total, "
         "raise again, or throw in, as in the betting after the draw at Poker.",
    win="If nobody sees the dealer's ante, each pays him a white counter. A raise nobody sees takes the "
        "pool without showing; once every raise is seen, every hand in it is shown and the best brag "
        "wins.",
    words=(BRAGGERS, ("the age", "the player on the dealer's left, who speaks first."),
           ("the pone", "the player on the dealer's right, who cuts the cards."),
           ("a brag", "your three cards as you bet on them; the best brag is the best hand."),
           ("a natural", "a pair or triplet made without a bragger."),
           ("to see", "to stay in the pool by putting up as much as the ante or the last raise: the "
                      "See button; \u201cTo stay\u201d beside the buttons gives the amount."),
           POOL, RAISE, RAISED_LAST, ABANDON),
    follows="Foster's Brag, the single-stake game.",
)

BRAG_THREE = Guide(
    "brag-three-stake", "Three-stake Brag",
    "Three pools at once: the highest card turned up, the best brag, and the count nearest thirty-one, "
    "with cards bought face up.",
    hold="You hold three cards, two face down and one face up. Each puts up three equal stakes, one for "
         "each of three pools. The braggers stand for any card, as at Brag.",
    turn="The first pool is decided at once. For the second you brag, that is bet or pass, from the age, "
         "as at Brag; those who pass out keep their cards. For the third, with every hand shown, each "
         "from the eldest may buy cards, face up, a counter each, as many as he wants before the next.",
    win="The highest card turned up takes the first pool (a bragger above others of its rank; ties to the "
        "eldest hand). The best brag takes the second, or the dealer if nobody bets. The count nearest "
        "thirty-one without going over takes the third (aces 11, Kings, Queens, Jacks and tens 10, the "
        "rest their pips).",
    words=(BRAGGERS, ("to brag", "to bet on your hand, as at Brag."),
           ("the age (the eldest hand)", "the player on the dealer's left, who speaks first; ties go "
                                         "to him, or the nearest him."),
           ("the pone", "the player on the dealer's right, who cuts the cards."),
           ("to buy a card", "to pay a counter for one more card, dealt face up; going over thirty-one "
                             "puts you out of the third pool."),
           ("to stand", "to buy no more cards for the third pool: the Stand button."),
           ("to see", "to stay in the brag by putting up as much as the last bet (the See button); "
                      "\u201cTo stay\u201d beside the buttons gives the amount."), POOL, RAISED_LAST),
    follows="Foster's Three Stake Brag.",
)

BRAG_AMERICAN = Guide(
    "brag-american", "American Brag",
    "Brag with the eight Jacks and nines for braggers, and each raise seen settled at once by an unseen "
    "exchange of the two hands.",
    hold="You hold three cards. All eight Jacks and nines are braggers, all equal, and a pair or triplet "
         "made with braggers beats a natural one: three Jacks cannot be beaten (but tie with three nines).",
    turn="The dealer antes, and from the age you see his ante, raise, or throw in, as at Brag. When one "
         "player raises and another sees the raise, the two exchange hands unseen by the rest: the worse "
         "retires, his stake staying in the pool, and the better goes back to its owner.",
    win="If nobody raises, all the hands are shown at once. Otherwise the exchanges go on until one player "
        "is left against the dealer, who sees him (both hands are shown) or lets him take the pool unshown.",
    words=(("the braggers", "here the Jacks and nines of every suit; each stands for any card."),
           ("the age", "the player on the dealer's left, who speaks first."),
           ("the pone", "the player on the dealer's right, who cuts the cards."),
           ("to see a raise", "to put up as much as the raiser; at American Brag it brings the "
                              "exchange."), ("a natural", "a pair or triplet made without a bragger."),
           POOL, RAISE, RAISED_LAST, ABANDON),
    follows="Foster's American Brag.",
)

BOUILLOTTE = Guide(
    "bouillotte", "Bouillotte",
    "The old French game: three cards each and the retourne turned up, brelans paid by every player, and "
    "without a brelan the suit with most pips wins.",
    hold="Four play with twenty cards: A K Q 9 8 of each suit (five add the Jacks; three take out the "
         "Queens); two packs are dealt in turn, a deal each. You hold three cards; the retourne, turned "
         "up, counts for all. Places are drawn for: the ace chooses his seat first, the King deals. "
         "Everything goes to the right: the age, on the dealer's right, speaks first, the dealer last. "
         # (Foster, "Stakes": not until he is décavé can he buy another stake, of his own choosing)
         "Lose your whole cave and you are d\u00e9cav\u00e9: you buy another, or leave the table.",
    turn="The dealer blinds five; the player on his right may straddle, and so on; the last straddler "
         "then speaks last. In turn you may pass, keeping your cards, equal the blind (or last "
         "straddle), or raise within your cave. Once someone has bet, you equal, raise or withdraw; "
         "when the bets stand level, the word goes round. If nobody bets, the deal is void and each "
         "puts five in the pool for the next.",
    win="If all the others withdraw, the last to bet takes the pool without showing (what nobody "
        "met of his raise comes back). Else a brelan (three of a kind in your hand) beats any point; a "
        # (Foster, "Rank of the Hands": the carré, three in the hand and the fourth turned up;
        # the favori, the retourne uniting with two cards in the hand)
        "brelan carr\u00e9 is a brelan whose fourth card is the retourne, a brelan favori a pair in your "
        "hand of the retourne's rank. Without one, every hand is shown, the "
        "passed ones too; each suit's pips are counted over all hands and the retourne (ace 11, court "
        "cards 10), and of the best suit held by one still betting, the holder of its highest card "
        "takes the pool. Brelans shown are paid, win or lose: a carr\u00e9 4 counters each, a brelan 1 "
        "by each who shows none, a favori 1 each (2 if it wins).",
    words=(("the age", "the player on the dealer's right, who speaks first (unless someone straddles)."),
           ("the pone", "the player on the dealer's left, who cuts the cards."),
           ("the retourne", "the card turned face up on the pack after the deal; it belongs to no one "
                            "and counts for everyone."),
           ("the cave", "the stake you buy, usually 100 counters; you can bet no more than it, and "
                        "cannot add to it while any is left."),
           ("d\u00e9cav\u00e9", "having lost your whole cave; you buy another or leave the table."),
           ("a brelan", "three of a kind in your hand."),
           ("a brelan carr\u00e9", "a brelan whose fourth card is the retourne: the best hand, paid four "
                                   "counters by every player."),
           ("a brelan favori", "a pair in your hand with the retourne of the same rank."),
           ("the point", "the pips of one suit counted across every hand and the retourne."),
           ("to straddle", "to double the dealer's blind, buying his right to speak last."),
           ("to equal", "to put up as much as the bet (at Poker, to call); with only two betting, "
                        "equalling the other's bet is a call, and the hands are shown."),
           ("to stay", "to stay in the pool by putting up what the bet asks: the Equal button; "
                       "\u201cTo stay\u201d beside the buttons gives the amount."),
           ("to stand", "with nothing more to put up (the blind's holder, when nobody has raised "
                        "him), to stay in without adding a counter: the Stand button."),
           ("to stifle a brelan", "to take the pool without showing your brelan, and so go unpaid "
                                  "for it."),
           ("the banker", "whoever keeps the box of counters; a player buys his cave from him, and a "
                          "new one when he is d\u00e9cav\u00e9."),
           ("in the call", "still betting: those who have equalled or raised and not withdrawn."),
           ("to withdraw", "to give up your hand and what you have put in the pool."),
           ("a sight", "calling for a sight: staking all you have left and playing for that much of the "
                       "pool only."),
           ("a side pool", "the bets above what a player with a sight could put up: a pool of their own, "
                           "which he cannot win."),
           THE_WORD, POOL),
    follows="Foster's Bouillotte, or Brelan.",
)

AMBIGU = Guide(
    "ambigu", "Ambigu",
    "Poker's French ancestor: forty cards, four a hand got in two draws, and the winner paid by every "
    "player for his point, prime or fredon.",
    hold="Forty cards: no Kings, Queens or Jacks; ten high, ace low (one pip). Each puts a "
         "counter in the pool and is dealt two cards. Play goes to the right.",
    turn="With two cards, say Enough or discard and draw; either way put two counters in the pool. When "
         "all have, the pack is shuffled again and each is dealt two more. With "
         "four, say I play (bet within the limit) or I pass; once one plays, stay, raise, or abandon. "
         "Then the one who played and all who stayed draw a second time, one to four cards, or stand "
         "pat, and bet as at Draw Poker. If all pass, the dealer chooses: he deals again (the pool "
         "kept, each adding a counter), or he puts two counters in the pool and all keep their cards "
         "for the second draw.",
    win="If nobody stays with the first to play, he takes back his bet and the last to refuse pays him "
        "two counters; the pool waits. A later bet or raise nobody meets takes the pool; else the best "
        "hand shown wins. Either way, even when nobody met his bet, every other player pays the "
        "winner for his best hand. "
        "From the weakest: the point (two or more cards of a suit; three cards beat two, then more pips, "
        "then two in sequence) 1; the prime (one of each suit) 2, a grand "
        "prime (over thirty pips) 3; the sequence (three of a suit in sequence) 3; the tricon (three of "
        "a kind) 4; the flush (four of a suit) 5; doublets (two combinations in one hand) 6 for tricon and prime, 8 for "
        "sequence and flush; the fredon (four of a kind) 10, or 11 as a grand prime (four 8s, 9s or "
        "10s).",
    words=(("Enough", "you keep your first two cards as they are."),
           ("I play, I pass", "with four cards, a bet of what you like within the limit, or no bet."),
           ("to stay", "to put up as much as the one who plays (at Poker, to call)."),
           ("in the call", "still betting: those who have stayed or raised and not abandoned."),
           ("the age", "the player on the dealer's right, who speaks first; the book names him the elder "
                        "hand, and equal hands go to him."),
           ("the pone", "the player on the dealer's left, who cuts the cards."),
           ("the point", "the pips of two or more cards of one suit; three cards beat two, then the "
                         "more pips, then a point with two of its cards in sequence (say 6 and 7)."),
           ("the banker", "whoever keeps the box of counters; a player short of counters buys more "
                          "from him, even in the middle of a deal, and his buying is told in the "
                          "log."),
           ("a prime", "four cards of four different suits, one of each; over thirty pips, a grand prime."),
           ("a sequence", "three cards of one suit in sequence, with an odd card."),
           ("a tricon", "three of a kind (pairs count for nothing)."),
           ("a flush", "four cards of one suit."),
           ("doublets", "two combinations in one hand, paid for both: tricon and prime, or sequence and "
                        "flush."),
           ("a fredon", "four of a kind, the best hand."),
           ("to stand pat", "to draw no cards."), POOL, RAISE,
           ("to abandon", "to give up your hand and whatever you have put in the pool.")),
    follows="Foster's Ambigu.",
)

GUIDES = (THIRTY_ONE, COMMERCE, COMMERCE_WIDOW, MY_SHIP, BRAG, BRAG_THREE, BRAG_AMERICAN, BOUILLOTTE,
          AMBIGU)
