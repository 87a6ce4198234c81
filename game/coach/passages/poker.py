"""The book's advice for Draw Poker, and for Flat and Show-down Poker, which draw as it does.

Mostly Foster's "Suggestions for Good Play" (the age, the first bettor, going in, betting,
variety, probabilities, how to win, bluffing), his Draw Poker chapter on straddling and jack
pots, Schenck's advice on drawing, Hoyle's Games Modernized and the Britannica's hints.
Paraphrased in our own words; see :mod:`game.coach.passages`.
"""

from __future__ import annotations

from game.books import Source

from . import JUDGEMENT, Passage as P

FOSTER = Source.FOSTER.short
GOOD = f"{FOSTER}, Suggestions for Good Play"
AGE = f"{GOOD}: the age"
FIRST = f"{GOOD}: the first bettor"
GOING_IN = f"{GOOD}: going in"
VARIETY = f"{GOOD}: variety"
PROBS = f"{GOOD}: probabilities"
WIN = f"{GOOD}: how to win"
BLUFF = f"{GOOD}: bluffing"
STRADDLING = f"{FOSTER}, Draw Poker: straddling"
JACKS = f"{FOSTER}, Draw Poker: jack pots"
SCHENCK = f"{Source.SCHENCK.short}, on drawing"
_BRITANNICA = Source.BRITANNICA.short
BRIT = f"{_BRITANNICA[:1].upper()}{_BRITANNICA[1:]}, hints to players"  # at the line's start
MODERN = f"{Source.MODERNIZED.short}, on drawing"
FLAT = f"{FOSTER}, Flat Poker"

PASSAGES: tuple[P, ...] = (
    # -- the straddle and the blind
    P("draw", "straddle", "no straddle", "*",
      "Do not straddle. Good players seldom or never do: it only makes the ante dearer, and "
      "from the first bettor's seat it is a losing way to force your luck.", STRADDLING),
    P("draw", "straddle", "straddle", "*",
      "Straddle, though seldom: it costs twice the blind before you see a card and buys only "
      "the last say before the draw; Foster says good players seldom or never straddle, and "
      "the good player does it now and then only so that a player who never varies is not "
      "read.", STRADDLING),
    P("draw", "blind", "blind", "*",
      "Put up a small blind: the age pays it before he sees a card, so it is a bet on nothing; "
      "his advantage is the last say, not the size of the blind.", JUDGEMENT),
    P("draw", "the antes", "in", "*",
      "Ante for the jack pot: the pool it builds is shared by every hand, and passing a jack "
      "saves only one ante.", JUDGEMENT),
    P("draw", "the antes", "pass", "*",
      "Pass this jack: while you sit it out your counters stay before you, and the pool it "
      "builds goes to the one who opens it.", JUDGEMENT),
    # -- opening a jack pot
    P("draw", "opening", "open", "*",
      "Open the jack pot: with {hand} you may open, and a jack pot must be opened before anyone "
      "can win it.",
      JACKS),
    P("draw", "opening", "open", "bluff",
      "Open as if you held a hand: a bluff must be planned from the start and played the same "
      "way from the ante to the end.", BLUFF),
    P("draw", "opening", "open", "four-flush",
      "Open on the four to a flush: this table lets four cards of a flush open, and from a late "
      "seat it is worth the chance.", JACKS),
    P("draw", "opening", "open", "open straight",
      "Open on the four to a straight: this table lets them open, and from a late seat it is "
      "worth the chance.", JACKS),
    P("draw", "opening", "open", "straight flush draw",
      "Open on the four to a straight flush: this table lets them open, and no draw to four "
      "cards is better.", JACKS),
    P("draw", "opening", "pass", "no openers",
      "Pass, and keep your cards: you have not the pair this jack pot needs to open it, and if "
      "another opens you may still stay.", JACKS),
    P("draw", "opening", "pass", "*",
      "Pass, and keep your cards: you need not open, and if another opens you may still stay, "
      "or raise him.", JACKS),
    P("draw", "opening", "pass", "good pair@jack",
      "Pass and let another open: from an early seat, opening on a small pair only tells the "
      "table what you hold, and you may still stay or raise when it comes round.", JUDGEMENT),
    # -- before the draw: coming in
    P("draw", "before", "in", "*",
      "{come_in}: your hand ({hand}) is worth drawing to here, for the number in and what it "
      "costs; the average hand to go in on is a pair of tens.", GOING_IN),
    P("draw", "before", "in", "pat",
      "{come_in}: your hand ({hand}) is made already; stay in, and let the others draw and bet "
      "into it after the draw.", BRIT),
    P("draw", "before", "in", "fours",
      "{come_in}: fours can hardly be beaten; stay in quietly, and let the others draw and bet "
      "into them after the draw.", SCHENCK),
    P("draw", "before", "in", "small pair",
      "Come in cheaply: few are in and nobody has raised, so a small pair may be drawn to, "
      "though tens are the average hand to go in on.", GOING_IN),
    P("draw", "before", "in", "small pair@age",
      "Make good the blind cheaply: few are in and nobody has raised, and the age may draw to a "
      "small pair in such company.", GOING_IN),
    P("draw", "before", "in", "tens",
      "{come_in}: a pair of tens is the average hand to go in on, the one that wins its share "
      "of the pools in the long run.", GOING_IN),
    P("draw", "before", "in", "good pair@first",
      "Come in but do not raise: the first bettor should seldom come in on less than queens, "
      "and a raise from his seat only drives the others out.", FIRST),
    P("draw", "before", "in", "two pairs@first",
      "Come in without raising: the first bettor seldom raises even on two pairs, since from "
      "his seat a raise only drives the others out.", FIRST),
    P("draw", "before", "in", "four-flush",
      "Draw to it: four cards of a flush fill about one time in five, and staying costs no more "
      "than a fifth of the pool, the price the book allows.", PROBS),
    P("draw", "before", "in", "four-flush@age",
      "Draw to it: the age can afford four to a flush when the ante has not been raised and "
      "enough have paid to draw.", AGE),
    P("draw", "before", "in", "open straight",
      "Draw to it: a straight open at both ends fills one time in six, and the pool pays enough "
      "for the chance.", PROBS),
    P("draw", "before", "in", "open straight@age",
      "Draw to it: the age can afford a straight open at both ends when the ante has not been "
      "raised and enough have paid to draw.", AGE),
    P("draw", "before", "in", "straight flush draw",
      "Draw to it: four to a straight flush makes a straight or better one time in three, the "
      "best of the draws to four cards.", PROBS),
    P("draw", "before", "in", "ace",
      "{come_in} cheaply on the ace: nobody has raised, and it costs little to see what the "
      "draw brings; lay it down if it does not pair.", JUDGEMENT),
    P("draw", "before", "in", "nothing",
      "Stay, since it costs you nothing more to see the draw.", JUDGEMENT),
    P("draw", "before", "in", "*@raised",
      "Stay against the raise: your hand ({hand}) is worth going on with against this raiser "
      "and this pool; judge the raiser by what you have seen of him before you put in more.", GOING_IN),
    P("draw", "before", "in", "*@raised@age",
      "Stay against the raise: when another has raised, the age must use his judgement of the "
      "player and the circumstances, and your hand ({hand}) is worth going on with here.", AGE),
    P("draw", "before", "in", "bluff",
      "Stay: few are in and the play is right for a bluff, which must be planned from the start "
      "and played the same way from the ante to the end.", BLUFF),
    P("draw", "before", "in", "bluff, yours",
      "Stay: what you have put up on this hand can win only as a bluff now, and a bluff is "
      "played the same way from the ante to the end.", BLUFF),
    P("draw", "before", "in", "threes",
      "Come in quietly: with threes you may hold up an odd card and draw one, so the table "
      "takes you for two pairs or a draw to a flush.", VARIETY),
    # -- before the draw: raising
    P("draw", "before", "raise", "*",
      "Raise: your hand stands well before the draw, and weak hands should be made to pay to "
      "draw, since the draw helps a weak hand more than a strong one.", PROBS),
    P("draw", "before", "raise", "big pair@age",
      "Raise the ante: the age holding kings or better should raise, unless five are in already "
      "or someone has raised before him.", AGE),
    P("draw", "before", "raise", "two pairs",
      "Raise now: two pairs improve only one time in twelve, so bet all you mean to before the "
      "draw and make the weaker hands pay to draw against you.", PROBS),
    P("draw", "before", "raise", "pat",
      "Raise: a pat hand should get its counters in while the others still hope to draw up to "
      "it.",
      BRIT),
    P("draw", "before", "raise", "bluff",
      "Raise, as a pat hand would: the bluff is planned from the start, and a player who means "
      "to stand pat on nothing had better begin by raising when he goes in.", SCHENCK),
    P("draw", "before", "raise", "*@raised",
      "Raise again: your hand ({hand}) is strong enough to meet a raise with one of your own; "
      "if you think you have the best hand, raise rather than call.", WIN),
    # -- before the draw: laying down
    P("draw", "before", "abandon", "*",
      "Throw in your hand: your hand ({hand}) is not worth its share of the pool here, and patience "
      "with poor hands saves counters for good ones.", GOING_IN),
    P("draw", "before", "abandon", "*@first",
      "Throw in your hand: the first bettor has the worst seat at the table and should seldom come in "
      "on less than queens.", FIRST),
    P("draw", "before", "abandon", "small pair",
      "Throw in your hand: a small pair is below the average hand to go in on, a pair of tens, and "
      "with this many in it will seldom win.", GOING_IN),
    P("draw", "before", "abandon", "small pair@jack",
      "Throw in your hand: drawing to a pair smaller than jacks against the one who opened is four to "
      "one against even beating his pair, and then the others must be beaten too.", PROBS),
    P("draw", "before", "abandon", "tens@jack",
      "Throw in your hand: tens do not beat the opener's pair, and drawing to them in a jack pot loses "
      "in the long run.", PROBS),
    P("draw", "before", "abandon", "four-flush",
      "Let the flush go: it fills only about one time in five, and staying costs more than a "
      "fifth of the pool, which loses in the long run.", PROBS),
    P("draw", "before", "abandon", "open straight",
      "Let the straight go: open at both ends it fills one time in six, and the pool does not "
      "pay enough for that chance.", PROBS),
    P("draw", "before", "abandon", "inside straight",
      "Let it go: a straight open in the middle fills only one time in twelve, and no pool pays "
      "for that.", PROBS),
    P("draw", "before", "abandon", "ace@age",
      "Throw in your hand: the age need not save his blind, and a player who draws to nothing because "
      "it is cheap will have nothing at the end.", AGE),
    # (said only to the age: a play-tester, the dealer, was told "the age need not save his
    # blind" while Judge Ames was the age)
    P("draw", "before", "abandon", "ace",
      "Throw in your hand: an ace alone is no hand to come in on; a player who draws to nothing "
      "because it is cheap will have nothing at the end.", GOOD),
    P("draw", "before", "abandon", "nothing",
      "Throw in your hand: there is nothing here to draw to, and it is patience with poor hands that "
      "saves counters in the time of bad luck.", GOOD),
    P("draw", "before", "abandon", "*@raised",
      "Lay it down: the ante has been raised, and your hand ({hand}) is not strong enough to "
      "stand a raise; if you think you have not the best hand, why throw good counters after "
      "bad?", WIN),
    P("draw", "before", "make jack", "*",
      "Make it a jack: only one is in against your blind, and an only-two-in jack keeps the "
      "pool alive rather than fight for it on this hand.", JUDGEMENT),
    # -- the draw
    P("draw", "draw", "draw", "pair",
      "Draw three to the pair: it improves about one time in three and a half, the best chance "
      "a pair has.", SCHENCK),
    P("draw", "draw", "draw", "pair+kicker",
      "Keep the odd high card with the pair and draw two: the chance falls only from one in "
      "three to one in four, and the table may take you for threes.", VARIETY),
    P("draw", "draw", "draw", "two pairs",
      "Draw one to the two pairs: a full hand comes about one time in twelve.", BRIT),
    P("draw", "draw", "draw", "two pairs pat",
      "Stand pat on the two pairs this time: good players do it about half the time, so that "
      "the table pays their real pat hands later.", VARIETY),
    P("draw", "draw", "draw", "threes",
      "Draw two to the threes: it gives the best chance of a full hand or fours.", SCHENCK),
    P("draw", "draw", "draw", "threes+kicker",
      "Keep an odd card with the threes and draw one: the others will take you for two pairs or "
      "a draw to a flush, and it tells them less.", MODERN),
    P("draw", "draw", "draw", "fours",
      "Draw one card to the fours: the hand cannot be bettered, but the others will think you "
      "hold two pairs or a draw to a flush.", SCHENCK),
    P("draw", "draw", "draw", "pat",
      "Stand pat: the hand is made, and a straight or better may be backed freely.", BRIT),
    P("draw", "draw", "draw", "four-flush",
      "Draw one to the flush: nine cards of the suit are left among the unseen cards, about "
      "four to one against filling.", BRIT),
    P("draw", "draw", "draw", "straight flush draw",
      "Draw one to the four of a straight flush: it makes a straight or better about one time "
      "in three.", PROBS),
    P("draw", "draw", "draw", "open straight",
      "Draw one to the straight: open at both ends, eight cards fill it, five to one against.",
      PROBS),
    P("draw", "draw", "draw", "inside straight",
      "Draw one to the straight: only four cards fill it, eleven to one against, so it is a "
      "poor draw.", PROBS),
    P("draw", "draw", "draw", "split openers",
      "Break the pair you opened on and draw to the flush: with so many staying, the pair will "
      "probably be worthless even if it improves.", JACKS),
    P("draw", "draw", "draw", "broken pair",
      "Draw to the flush rather than the small pair: with many in, the pair will seldom win, "
      "and the flush is worth the pool's odds.", PROBS),
    P("draw", "draw", "draw", "ace-king",
      "Keep the ace and the king and draw three: it is three to one against pairing either.", PROBS),
    P("draw", "draw", "draw", "ace",
      "Keep the ace and draw four: it is four to one against a pair of aces.", PROBS),
    P("draw", "draw", "draw", "high card",
      "Keep the {high} and draw four: nothing else is worth keeping, and one high card kept "
      "improves a little more often than five fresh cards, and to a high pair when it does.",
      JUDGEMENT),
    P("draw", "draw", "draw", "nothing",
      "Draw five fresh cards: there is nothing worth keeping; one seldom ought to be in without "
      "even a pair.", SCHENCK),
    P("draw", "draw", "draw", "bluff pat",
      "Stand pat and look content: the bluff planned from the start goes on with a pat hand.",
      SCHENCK),
    P("draw", "draw", "draw", "bluff pat, yours",
      "Stand pat and look content: what you have put up on this hand can win only as a bluff "
      "now, and a bluff, once begun, goes on with a pat hand.", SCHENCK),
    P("draw", "draw", "draw", "bluff one, yours",
      "Draw one card: what you have put up on this hand can win only as a bluff now, and a "
      "bluffer draws one card or none, so the table may fear a filled hand.", BRIT),
    P("draw", "draw", "draw", "bluff one",
      "Draw one card: when you mean to bluff, draw one card or none, so the table may fear a "
      "filled hand.", BRIT),
    P("draw", "draw", "draw", "other",
      "Keep these cards and draw the rest: against those still in they give the best chance of "
      "winning.", JUDGEMENT),
    P("draw", "draw", "draw", "pat variety",
      "Stand pat on your hand ({hand}) this time: a player who varies his draws keeps the table "
      "guessing, and his real pat hands are paid.", VARIETY),
    # -- after the draw
    P("draw", "after", "bet", "*",
      "Bet: your hand stands well against those still in, and a strong hand should bet its full "
      "value at once; if you think you have the best hand, raise rather than call.", WIN),
    P("draw", "after", "bet", "bluff",
      "Bet on, as the bluff has been played from the start: your draw and your bets tell one "
      "story, which is what makes a bluff sound.", BLUFF),
    P("draw", "after", "bet", "bluff, yours",
      "Bet on: your hand will seldom win a show, so what you have put up can come back only by "
      "a bluff, and your draw and your bets must tell one story.", BLUFF),
    P("draw", "after", "raise", "bluff, yours",
      "Raise: your hand will seldom win a show, so what you have put up can come back only by a "
      "bluff, and your draw has told the table you stood well.", BLUFF),
    P("draw", "after", "bet", "heads up",
      "Bet: only one other is left, and the fewer the players, the greater the value of a hand; "
      "against one, a fair hand may be backed freely.", PROBS),
    P("draw", "after", "raise", "heads up",
      "Raise: only one other is left, and the fewer the players, the greater the value of a "
      "hand; if you think you have the best, raise.", PROBS),
    P("draw", "after", "bet", "weak",
      "Bet, as a bluff: your hand will seldom win a show, but the play is right for a bluff here, "
      "with few in and their draws and bets showing no strength.", BLUFF),
    # (a play-tester was told "bets showing no strength" beside "Colonel Dash raised before
    # the draw and drew one card")
    P("draw", "after", "bet", "weak@raised",
      "Bet, as a bluff: your hand will seldom win a show, and {raiser} raised before the draw; "
      "the bet counts on that hand's draw having missed, and on its being laid down rather than "
      "paying to see yours.", BLUFF),
    P("draw", "after", "raise", "weak",
      "Raise, as a bluff: your hand will seldom win a show, but the bettor's draw and bet say he "
      "may lay down to a raise.", BLUFF),
    P("draw", "after", "chip", "*",
      "Bet a single counter and wait: with an average hand, the first to bet does best to put "
      "up one counter and see what the others do.", FIRST),
    P("draw", "after", "raise", "*",
      "Raise: if you think you have the best hand, raise; a good caller is a sure loser.", WIN),
    P("draw", "after", "raise", "bluff",
      "Raise: the play is right for a bluff, with few in and an honest-looking draw against "
      "you; planned from the start, it is sound.", BLUFF),
    P("draw", "after", "in", "*",
      "Call: the pool pays for your chance of holding the best hand, though the book would "
      "rather you raise or lay down where you can judge.", WIN),
    P("draw", "after", "in", "weak",
      "Call, though you are probably beaten: a player who lays down every time he is bet "
      "against is bluffed out of every pool, and this bettor may be bluffing.", JUDGEMENT),
    P("draw", "after", "abandon", "*",
      "Lay it down: if you think you have not the best hand, why throw good counters after bad? "
      "A good caller is a sure loser.", WIN),
    P("draw", "after", "abandon", "nothing to call",
      "Throw it in: the first to speak after the draw must bet or lay down, and your hand "
      "({hand}) is not worth a bet against the hands still in.", JUDGEMENT),
    P("draw", "after", "pass", "*",
      "Hold the age: you have the last say, so let the others bet first and judge them.", AGE),
    P("draw", "after", "abandon", "strong",
      "Lay it down even so: the bets against you say more than the hand's own worth.", WIN),
    # -- the show
    P("draw", "show", "show", "*",
      "Show the hand: it is called, and showing costs nothing.", JUDGEMENT),
    P("draw", "show", "stifle", "*",
      "Decline to show: the successful bluffer never shows his hand, so his next good hand is "
      "paid.", BLUFF),
    # -- Flat Poker
    P("flat", "blind", "blind", "*",
      "Put up a small blind: at Flat Poker the blind is what each must meet to play, and the "
      "game is a pure gamble, so a small one risks least.", FLAT),
    P("flat", "coming in", "in", "*",
      "Come in: Flat Poker is a pure gamble once dealt, and the pool pays your share of the "
      "chances at this price.", FLAT),
    P("flat", "coming in", "pass", "*",
      "Stay out this time: Flat Poker is a pure gamble, and the blind is large against what you "
      "have before you.", FLAT),
    P("flat", "draw", "draw", "*",
      "Draw as at Draw Poker: keep what is made, draw one to four of a flush, three to a pair.", SCHENCK),
    P("flat", "draw", "draw", "pat",
      "Stand pat: the hand is made.", BRIT),
    P("flat", "backing", "back", "*",
      "Back your hand against the field: it is likely to beat all the others, and nobody may "
      "raise you.", FLAT),
    P("flat", "backing", "back", "weak",
      "Back it as a bluff, now and then: the game is a pure gamble, except that a bold player may "
      "occasionally bluff the field off.", FLAT),
    P("flat", "backing", "pass", "*",
      "Do not back it: backing costs as much as all the others' stakes together, and your hand "
      "({hand}) is not sure enough to beat every one of them.", FLAT),
    P("flat", "field", "in", "*",
      "Join the call: your hand ({hand}) is good enough to beat the backer's hand often, and "
      "the field shares the pool if anyone in it wins.", FLAT),
    P("flat", "field", "pass", "*",
      "Leave the call to others: the backer is probably strong, and the field still wins if any "
      "of its hands beats him.", FLAT),
    # -- Show-down Poker
    P("showdown", "draw", "draw", "*",
      "Draw as shown: every hand lies face up, and this is the good player's draw for the cards "
      "you hold.", JUDGEMENT),
    P("showdown", "draw", "draw", "beats most",
      "Every hand lies face up, so the good player draws the way that most often beats "
      "{target}, not the way that improves most; this one beats it {mine} of the time.",
      JUDGEMENT),
    P("showdown", "draw", "draw", "close call",
      "Draw as shown: the good player aims to beat {target}; its quick count chose this draw "
      "({mine}), though the fuller count beside it gives {other} {theirs}.",
      JUDGEMENT),
    P("showdown", "draw", "draw", "no aim",
      "Draw as shown: nobody has drawn yet, so there is no finished hand to aim at; this is "
      "the usual draw for the cards you hold.", JUDGEMENT),
    P("showdown", "draw", "draw", "pat",
      "Stand pat: your hand already beats the best drawn, so a change can only spoil it.",
      JUDGEMENT),
    P("*", "*", "stand", "*",
      "Stay: it costs nothing more, and you keep your chance at the pool.", JUDGEMENT),
    # -- between deals, at table stakes
    P("*", "stakes", "ask stake", "*",
      "Ask for a new stake: without counters you cannot play the next deal.", JUDGEMENT),
    P("*", "stakes", "consent", "*",
      "Consent: a player's fresh counters are more to win.", JUDGEMENT),
    P("*", "stakes", "refuse", "*",
      "Refuse: the table has refused this player a new stake before, and its word should be the "
      "same each time.", JUDGEMENT),
    P("*", "stakes", "come back", "*",
      "Come back in: the game is played for its pools, and you win none sitting out.", JUDGEMENT),
    P("*", "stakes", "sit out", "*",
      "Sit out a deal or two: rest, and come back when you choose.", JUDGEMENT),
)
