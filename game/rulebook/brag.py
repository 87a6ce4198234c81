"""Brag's laws: the three forms of Foster's Brag as this game plays them, with our rulings
where the book is silent (the same as docs/variants.md).  Foster's section is counted in
rules, 1 to 11, and the log cites them so: "(Brag, rule 5)"."""

from __future__ import annotations

from typing import Any

from game.engine.core.house import HouseRules

Block = tuple[str, Any]


FORMS = {"brag": "single-stake Brag", "brag-three-stake": "three-stake Brag", "brag-american": "American Brag"}


def brag_blocks(h: HouseRules, variant: str = "brag") -> list[Block]:
    """The Brag section of the rules page for one form of the game (``variant``), the
    house rules in force: only the laws of the form chosen (a reader of single-stake Brag
    met the three-stake and American laws under it)."""
    b: list[Block] = []
    american, three = variant == "brag-american", variant == "brag-three-stake"
    b.append(("note", f"Foster's Brag, {FORMS.get(variant, 'single-stake Brag')}. The numbers in "
                      "brackets count the book's rules of Brag, 1 to 11."))
    if american:
        b.extend(_american(h))
    else:
        b.extend(_english_hands())
    b.extend(_three_stake(h) if three else _single_stake(american))
    b.append(("h2", "Where the book is silent"))
    silent = [("all", "A bragger standing for its own rank is a natural card."),
              ("english", "Triplets of one rank made with braggers: one bragger beats two, then the highest "
                          "bragger; hands equal in everything divide the pool."),
              ("all", "The white counter and each of the three stakes are the house's blind; two to eight "
                      "play."),
              ("three", "Over thirty-one is out of the third pool whether dealt or bought; if every hand is "
                        "over, the least over wins. Cards may be bought while under thirty-one and two remain "
                        "in the pack."),
              ("american", "At American Brag the dealer takes no part in the exchanges; a raise over the "
                           "bragger is a sight and exchanges too; a hand equal to the bragger's does not beat "
                           "it; a retiring raiser's extra stays in the pool without raising what the others "
                           "must meet.")]
    form = "american" if american else "three" if three else "single"
    for where, line in silent:
        if where == "all" or where == form or (where == "english" and not american):
            b.append(("bullet", line))
    return b


def _english_hands() -> list[Block]:
    b: list[Block] = []
    b.append(("h2", "The braggers and the hands"))
    b.append(("p", "Three cards each. Only pairs and triplets count; otherwise the highest card wins, the ace "
                   "above the King. The braggers, the diamond ace, the club jack and the diamond nine, in that "
                   "order, stand for any card their holder pleases, but a natural pair or triplet beats one of "
                   "the same rank made with a bragger: three eights beat an eight and two braggers (rules 2 and 5)."))
    b.append(("p", "Equal natural pairs: the highest card outside the pair wins. Equal pairs made with braggers: "
                   "the highest bragger wins, so seven high with the club jack beats seven high with the diamond "
                   "nine (rule 5)."))
    return b


def _single_stake(american: bool) -> list[Block]:
    b: list[Block] = []
    b.append(("h2", "The betting, as at single-stake Brag" if american else "Single stake"))
    b.append(("p", "The dealer antes any amount within the limit before the pack is cut and dealt. From the "
                   "age, each meets the ante, raises, or throws in, as in the betting after the draw at Poker; "
                   "the dealer meets any raise too (rule 3). If nobody sees the ante, each pays the dealer a "
                   "white counter. A bet nobody meets takes the pool without showing; a call shows every hand "
                   "in it (rule 4)."))
    return b


def _three_stake(h: HouseRules) -> list[Block]:
    b: list[Block] = []
    b.append(("h2", "Three-stake Brag"))
    buying = ("Before the third pool is decided, each in turn from the eldest may buy cards, a counter each, "
              "dealt face up, all he wants before the next; passing thirty-one puts him out of that pool (rule 9)."
              if h.brag_buying else
              "No cards are bought for the third pool at this table: the hands as dealt decide it.")
    b.append(("p", "Each puts up three equal stakes, of one blind each, for three pools. Two cards down and one "
                   "up. The highest card turned up takes the first pool, a bragger above its rank, ties to the "
                   "eldest hand (rule 6). The brag takes the second: bet or pass from the age; if no bet is made it "
                   "is the dealer's; those who pass out keep their cards (rule 7). All the hands are then shown, and "
                   "the count nearest thirty-one takes the third, aces eleven and court cards ten, ties to the "
                   f"eldest (rule 8). {buying}"))
    return b


def _american(h: HouseRules) -> list[Block]:
    b: list[Block] = []
    order = ("any pair or triplet made with braggers beats every natural one, more braggers beating fewer"
             if not h.american_brag_by_rank else
             "a pair or triplet made with braggers beats a natural one of its own rank only (house rule)")
    b.append(("h2", "American Brag"))
    b.append(("p", f"The eight Jacks and nines are braggers, all equal, and {order}; three Jacks and three nines "
                   "tie (rule 10). When a player raises and another sees the raise, the two exchange hands unseen "
                   "and the worse retires, his counters staying in the pool; so on until one is left to dispute "
                   "the pool with the dealer, who calls (both hands shown) or lets him take it unshown (rule 11)."))
    return b
