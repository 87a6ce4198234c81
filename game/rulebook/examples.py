"""Worked examples: a deal or two of each game, told step by step.

Those marked "from Foster" retell, in our own words, an example the book gives; the others
are ours, built on the same laws.  Whiskey and Flat Poker keep theirs beside their laws
(:mod:`game.rulebook.family`).
"""

from __future__ import annotations

from game.engine.three_card.commerce import SAME_KIND

EXAMPLES: dict[str, tuple[str, ...]] = {
    "draw": (
        "From Foster: five play, A is the age and has put up the blind of 1. B comes in for the ante "
        "of 2. C puts up 7, the ante and a raise of 5. D comes in for 7, and E, the dealer, puts up 12. "
        "To draw, the age must now put up 11 more, B 10 more, C and D 5 more each: when all five have "
        "12 in the pool, nobody may raise again, and the draw begins with the age.",
        "At the show, two pairs, Kings up, beat two pairs, Queens up; between two hands of two pairs, "
        "eights and fives, the higher odd card wins. A pair of aces with a King beats a pair of aces "
        "with a Queen.",
    ),
    "straight": (
        "You hold the buck: before the deal you put up 1 for each of the five players. All pass: the "
        "pool stays, the player on your left antes 5 more for the next deal (a double pool), and the "
        "deal passes to the left. In that next deal the Judge passes and the Colonel bets 10: the "
        "Judge, who passed, must now call, raise or throw in like the rest.",
    ),
    "stud": (
        "Your down card is the 9\u2663, and your four up cards show 9\u2660 9\u2666 K\u2665 3\u2663: "
        "everyone can see a pair of nines, but only you know you hold threes. A player showing four "
        "hearts may have a flush, or nothing.",
    ),
    "stud-rounds": (
        "After the third card your up cards are 9\u2660 9\u2666 and the Judge's A\u2665 K\u2663: your "
        "pair of nines is the best showing, so you bet first. If the Judge meets your bet, each of you "
        "is given a fourth card face up and the best showing bets first again.",
    ),
    "whiskey-markers": (
        "Four hands are shown: two pairs, a pair of sixes, a flush and a pair of fours. The pair of "
        "fours is the worst hand, and its holder puts one marker in the middle. The first to have put "
        "in all five pays for the whiskey.",
    ),
    "showdown": (
        "The age shows a pair of Queens and draws three, making Queens and a pair of fives. The next "
        "shows a pair of Kings and draws three, but makes nothing better: a pair of Kings is beaten by "
        "two pairs, so his hand goes into the deadwood.",
    ),
    "thirty-one": (
        "You hold A\u2660 10\u2660 4\u2665: 21 in spades. The table shows K\u2660: exchange your "
        "4\u2665 for it and you hold A\u2660 10\u2660 K\u2660, thirty-one in spades, which only another "
        "thirty-one can tie. Knock, and each of the others has one last exchange.",
    ),
    "commerce": (
        "Q\u2665 9\u2665 3\u2663 has a point of 19 in hearts (the lone club counts for nothing). "
        "7\u2663 6\u2663 5\u2663 is a sequence flush and beats any point; three fours beat any sequence "
        "flush.",
        "From Foster: no triplet is shown, and a sequence flush to the Jack takes the pool. The dealer "
        f"holds a sequence flush to the nine, a hand {SAME_KIND}, so he pays a counter to every "
        "player. Had he held no sequence flush, he would pay the winner alone.",
    ),
    "commerce-widow": (
        "The widow shows 9\u2660 9\u2665 2\u2663 and you hold 9\u2666 K\u2660 4\u2665. Draw the "
        "9\u2660 for your 4\u2665 and you hold K\u2660 9\u2660 9\u2666; draw the 9\u2665 next time for "
        "the K\u2660 and you have a triplet of nines. Knock, and the hands are shown at once.",
    ),
    "my-ship-sails": (
        "You hold 8\u2665 3\u2665 K\u2663. Pass the K\u2663 to your left; your neighbour gives you a "
        "card for it before he sees it. If it is a heart, you hold a flush: \u201cMy ship sails\u201d, "
        "and the hands are shown.",
    ),
    "brag": (
        "You hold A\u2666 K\u2660 K\u2665. The diamond ace is a bragger and stands for a King: you may "
        "bet on three Kings. But three natural Kings would beat you, and so would three natural aces.",
        "From Foster: no pair is shown. Seven high with the club jack beats seven high with the diamond "
        "nine, because the club jack is the higher bragger.",
    ),
    "brag-three-stake": (
        "The cards turned up are your 10\u2663, the Judge's A\u2665 and the Colonel's 9\u2666. The "
        "diamond nine is a bragger and beats any other nine, but not an ace: the Judge takes the first "
        "pool.",
        "For the third pool you hold 10\u2663 9\u2660 5\u2665, which count 24. You buy a card for a "
        "counter and are dealt the 6\u2666, face up: 30. Another card would very likely take you over "
        "thirty-one, out of the pool, so you stop.",
    ),
    "brag-american": (
        "You hold J\u2665 9\u2663 4\u2660: two braggers and a four, so three fours, made with "
        "braggers. At American Brag that beats three natural aces. The Colonel raises and you see him: "
        "the two of you exchange hands unseen, the worse retires, and his stake stays in the pool.",
    ),
    "bouillotte": (
        "From Foster: the retourne is an eight, and a brelan of Queens takes the pool. Another player "
        "holds a pair of eights, which with the retourne make a brelan favori. He pays the Queens "
        "nothing, and is paid a counter by every other player, the holder of the Queens included.",
        "From Foster, calling for a sight: the caves are A 35, B 60, C 120 and D 185. D blinds 5 and "
        "deals. A puts up all his 35; B passes out; C raises to 85; D puts up everything. A calls for "
        "a sight for his 35, C puts up the rest of his 120 and calls a sight for it, and D takes back "
        "the 65 nobody can meet. If A holds the best card of the winning suit, he takes 35 from each "
        "of C and D, 105 in all with his own, and the 170 left is decided between C and D alone.",
    ),
    "ambigu": (
        "Four play, and you take the pool with 9\u2660 8\u2660 7\u2660 2\u2666: a sequence, so each of "
        "the other three pays you 3 counters, 9 in all besides the pool. Had your fourth card been the "
        "2\u2660, you would hold doublets, sequence and flush, paid 8 by each.",
        "Two points of fifteen: an 8 and a 7 of hearts beat a 10 and a 5 of clubs, because the 8 and 7 "
        "are in sequence.",
    ),
}
"""The worked examples of each game, by variant id (a game may have none)."""


def example_blocks(variant: str) -> list[tuple[str, str]]:
    """A section of worked examples for ``variant`` (nothing when it has none)."""
    texts = EXAMPLES.get(variant, ())
    if not texts:
        return []
    return [("h2", "Worked examples"), *(("p", text) for text in texts)]
