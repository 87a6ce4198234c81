"""Draw Poker's laws as this game applies them, for the rules in force.

The summaries are our own words for the laws of Foster's Complete Hoyle (1909), with the
book's law numbers, and for the code of laws, Hoyle's Games Modernized, Schenck and the
Britannica where a house rule follows one of them.  Each paragraph changes with the house
rules, so that the page always describes the table being played.
"""

from __future__ import annotations

from typing import Any

from game.engine.core.house import HouseRules

Block = tuple[str, Any]


def draw_blocks(house: HouseRules) -> list[Block]:
    """The laws of Draw Poker, section by section, for the house rules in force."""
    h = house
    b: list[Block] = []
    b.append(("h2", "The table and the counters"))
    pack = {"60": "the sixty-card pack, with elevens and twelves between the ten and the jack",
            "53": "fifty-two cards and the joker, the mistigris",
            "52": "the full pack of fifty-two cards, ace high"}.get(h.pack, f"the {h.pack}-card pack")
    b.append(("p", f"Two to seven play at a table, with {pack}. With eight players the dealer takes no cards, "
                   "or the sixty-card pack is used (Law 1)."))
    b.append(("p", "Seats and the first deal are cut for from an outspread pack. The lowest card chooses his "
                   "seat first and deals; in cutting the ace is low. Players who cut equal cards cut again, "
                   "and the new cut decides only the tie (Laws 2-4)."))
    restake = ("A player who loses all buys a new stake before the next deal, the others consenting "
               "in advance; he may instead sit out until he says he is back."
               if h.rebuy_at_once else
               "A player who loses all sits out the next deal, then buys a new stake; before the "
               "cards are dealt he may ask to buy at once, and does if every other player consents. "
               "He may instead sit out until he says he is back.")
    stake = (f"Each starts with {h.starting_counters} counters, 200 blinds, at table stakes. {restake} "
             "When fewer than two holding cards have counters left, the betting is over."
             if h.table_stakes else
             f"Each buys {h.buy_in} whites' worth, and may buy more from the banker when short; what each "
             "bought is remembered for the settling up (Law 5).")
    if h.freeze_out:
        stake = "Freeze-out: all begin with equal counters, none may buy more, and a player who loses all is out."
    b.append(("p", f"The counters are white (1), red (5) and blue (25). {stake}"))

    b.append(("h2", "The blind, the straddle, and coming in"))
    if h.dealer_antes:
        b.append(("p", f"The dealer puts up the blind of {h.blind} and takes the age's place: he speaks last "
                       "before and after the draw, and takes the pool if no one bets (the Britannica). He then "
                       "gives five cards to each, one at a time, to the left."))
    else:
        b.append(("p", f"The age, the player on the dealer's left, puts up the blind of {h.blind}. The dealer "
                       "then gives five cards to each, one at a time, to the left (Law 11)."))
    if h.straddle:
        steps, x = [], 2 * h.blind
        while x <= h.straddle_cap:
            steps.append(str(x))
            x *= 2
        series = (", ".join(steps[:-1]) + " and " + steps[-1]) if len(steps) > 1 else "".join(steps)
        cap = ("none may exceed a quarter of the limit, as Law 17 words it" if h.straddle_quarter_limit
               else "while the ante it makes, twice the straddle, stays within the limit, as Foster's example of the "
                    "stakes counts them")
        b.append(("p", f"The player on the age's left may straddle, doubling the blind before he looks at his "
                       f"cards; each next player may double again; {cap}. "
                       + (f"At this table the straddles are {series}. " if series else
                          "At this table the limit leaves no room for one. ")
                       + "One refusal ends the straddling (Law 17)."))
    else:
        b.append(("p", "There is no straddling at this table."))
    b.append(("p", f"Beginning on the left of the age (or of the last straddler) each player in turn throws in "
                   f"his hand or comes in by putting up the ante, twice the blind ({h.ante}) or twice the last "
                   f"straddle, and may raise within the limit of {h.limit}. The age and the straddlers speak "
                   "last and make their stakes good. No one draws until all still in have put up the same "
                   "amount (Laws 18-19)."))
    b.append(("p", "A player whose stake no one will meet takes the pool without showing (Law 20)."))

    b.append(("h2", "When nobody comes in"))
    if h.jack_pots:
        b.append(("p", "If no one comes in, the deal is a natural jack pot. If one player comes in and there "
                       "has been no straddle or raise, the age may let his blind go, make the ante good, raise, "
                       "or make a jack, an only-two-in jack pot (Law 21)."))
    else:
        b.append(("p", "Jack pots are not played: if no one comes in, the age takes back his blind and the "
                       "deal passes (Hoyle's Games Modernized)."))

    b.append(("h2", "The draw"))
    b.append(("p", "Beginning on the dealer's left, each player still in discards and is given as many fresh "
                   "cards, all at once, before the next is helped. The dealer says how many he takes himself. "
                   "A card once discarded is never taken back (Laws 22, 24)."))
    b.append(("p", "The last card of the pack is never dealt. When two remain and more are wanted, the "
                   "discards and abandoned hands are shuffled and cut to make a new stock, leaving out the "
                   "discards of those still to draw and, in a jack pot, the opener's discard (Laws 26, 43)."))

    b.append(("h2", "Betting after the draw"))
    b.append(("p", f"The first player holding cards on the age's left bets first, whether or not the age is "
                   f"still in; the age has the last say. A bet is from 1 to {h.limit}. Each in turn calls, "
                   "raises, or throws in his hand (Laws 28-29)."))
    if h.holding_the_age:
        b.append(("p", "Holding the age: the age speaks first after the draw, and may bet, or hold the age and "
                       "keep the last say. If he is out, the privilege passes to no one (Hoyle's Games Modernized; Schenck)."))
    b.append(("p", "If no one bets, the age takes the pool without showing; if the age is out, the last player "
                   "holding cards on his right takes it (Law 28). When a bet is met and not raised, the "
                   "betting is over and the hands are shown (Law 30)."))

    b.append(("h2", "Showing, and dividing the pool"))
    b.append(("p", "The hand that was called shows first, then every hand in the call. The cards speak for "
                   "themselves: calling a hand wrongly costs nothing, and the best hand shown wins "
                   "(Laws 30, 34)."))
    if h.decline_to_show:
        b.append(("p", "A player in the call may decline to show, and pays the ante to each of the others "
                       "(Law 34)."))
    b.append(("p", "Equal hands divide the pool (Law 36). The books do not say who takes an odd counter that "
                   "will not divide; in this game it goes to the tied player sitting first on the dealer's left."))

    b.append(("h2", "The rank of the hands"))
    b.append(("p", "From the best down (Law 35):"))
    for line in ("Royal flush: ace, king, queen, jack and ten of one suit",
                 "Straight flush: five cards in sequence, all of one suit",
                 "Fours: four cards of one rank",
                 "Full hand: threes and a pair",
                 "Flush: five cards of one suit",
                 "Straight: five cards in sequence, of mixed suits",
                 "Threes: three cards of one rank",
                 "Two pairs",
                 "A pair",
                 "The highest card"):
        b.append(("bullet", line))
    corner = ("Q K A 2 3 counts as a straight at this table (round the corner)." if h.round_the_corner
              else {"low": "In a straight the ace is only low: 5 4 3 2 A is a straight, A K Q J 10 is not "
                           "(the code of laws, Law 66).",
                    "high": "In a straight the ace is only high: A K Q J 10 is a straight, 5 4 3 2 A is not "
                            "(the Britannica, by agreement)."}.get(
                  h.ace_in_straights,
                  "The ace is high, and low only in 5 4 3 2 A; a straight cannot go round the corner."))
    b.append(("p", f"{corner} Between hands of the same kind, the higher cards win, then the highest odd card "
                   "(Law 36). A hand of fewer than five cards is never a straight or a flush."))
    if h.pack == "53":
        b.append(("p", "The joker, or mistigris, stands for any card its holder pleases; five of a kind is "
                       "possible, and between equal hands the one holding the joker wins."))

    if h.jack_pots:
        b.append(("h2", "Jack pots"))
        b.append(("p", f"Everyone antes {h.jack_ante}; there is no age and no straddle (Law 37)."))
        if h.pass_the_jack:
            b.append(("p", "Where the antes are put up as the jack pot begins, a player may decline to ante by "
                           "saying \"I pass this jack\", and is given no cards until it is opened (Law 37)."))
        openers = {"foster": "jacks or better the first time, then queens, kings and aces in the jack pots "
                             "that follow unopened, and back down",
                   "code": "jacks or better the first time, then queens, then kings, then jacks again in "
                          "the jack pots that follow unopened (the code of laws, Laws 30-32)",
                   }.get(h.progressive_openers, "a pair of jacks or better")
        if h.bobtail_openers:
            openers += ", or four cards of a flush or straight"
        b.append(("p", f"To open, a player needs {openers}. A player who passes keeps his cards and may still "
                       "come in once the pot is opened (Laws 38, 41)."))
        again = "the same dealer deals again" if h.same_dealer_deals_jacks else "the deal passes"
        fatten = f"each adds {h.fattening} to the pool and " if h.fattening else ""
        b.append(("p", f"If no one opens, {fatten}{again} (Laws 12, 40)."))
        b.append(("p", "The opener may split his openers; his discard is kept under the counters and shown "
                       "if called for. A player who opened without the hand to justify it holds a foul hand "
                       "and forfeits what he has put in (Laws 39, 43, 44)."))
        b.append(("p", "After the draw the opener bets first, or, if he is out, the player next on his left "
                       "(Law 45)."))

    b.append(("h2", "Mistakes at the table"))
    b.append(("p", "The computer deals, so faced cards, wrong counts and cards blown over cannot happen. What a "
                   "player can still do wrong, such as betting out of turn, opening without openers or declining "
                   "to show, is prevented or ruled on as the laws say, and the game's log names the law "
                   "it applied."))
    return b
