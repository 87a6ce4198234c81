"""The few words under a seat's plate for what it did last or put up ("came in 2", "raised
5", "threw in", "blind 1"), in the log's own words for the act, so that the plate, the tag and
the log say it alike (the log's sentences are ``narrate``'s)."""

from __future__ import annotations

from dataclasses import dataclass

from .actions import ActionKind
from .events import Acted, Staked

K = ActionKind

AMBIGU_PLAY = "Ambigu: method of playing"
"""The step of "I play" and "I pass": the log says it in the buttons' (the book's) words."""


BRAG_SECOND_POOL, BRAG_BUYING = "Brag, rule 7", "Brag, rule 9"
"""Three-stake Brag's betting for the second pool, where a player passes out and keeps his
cards, and its buying of cards, where he stands: one word on the button, the plate and the
log for each (issue 38, window round 5: "Pass out" was logged "throws in his hand")."""


@dataclass(frozen=True)
class FoldWords:
    """One game's word for giving up a hand (issue 38, window round 6: the button said
    "Abandon", the log "throws in his hand", the plate "threw in" and the card "drop out"):
    the button's label, the log's verb (after a name, and after "You", ``{his}`` his hand)
    and the plate's note; the window's caption, the guide and the coach say the button's."""

    button: str
    third: str
    plain: str
    note: str


THROW_IN = FoldWords("Throw in", "throws in {his} hand", "throw in {his} hand", "threw in")
"""Poker's and Brag's word (Foster's Draw Poker, Laws 28-29, "throws in his hand"; Brag, rule 3)."""
WITHDRAW = FoldWords("Withdraw", "withdraws from the pool", "withdraw from the pool", "withdrew")
"""Bouillotte's ("a player must equal, raise or withdraw")."""
ABANDON = FoldWords("Abandon", "abandons {his} hand", "abandon {his} hand", "abandoned")
"""Ambigu's ("the others stay with him, raise, or abandon")."""
PASS_OUT = FoldWords("Pass out", "passes out, keeping {his} cards for the third pool",
                     "pass out, keeping {his} cards for the third pool", "passed out")
"""Three-stake Brag's second pool (rule 7: "those who pass out do not abandon their hands")."""


def fold_words(law: str | None) -> FoldWords:
    """The words for giving up a hand under ``law`` (the law an abandoning act is made under)."""
    if law == BRAG_SECOND_POOL:
        return PASS_OUT
    if law and law.startswith("Bouillotte"):
        return WITHDRAW
    if law and law.startswith("Ambigu"):
        return ABANDON
    return THROW_IN


def stake_note(e: Staked) -> str:
    """A few words under a seat's plate for a stake it put up, in the log's words for it
    (Ambigu's "put in 1" where Poker's would be "blind 1"): the plate and the log say it
    alike."""
    why, n = e.why, e.amount
    if (e.law or "").startswith("Ambigu") and why in ("blind", "ante"):
        return f"put in {n}"
    if why.startswith("jack ante for"):
        return f"ante for another {n}"
    if why.startswith("compels"):
        return f"put up {n}: all keep their cards"
    if why.startswith("ante for all"):
        return f"antes {n} for all"
    if why == "three stakes":
        # (one word for it on every plate, roomy or not: "three stakes 3" by one plate and
        # "staked 3", its shorter form, by the next read as two things, window round 9;
        # three-stake Brag, rule 1: one stake to each of the three pools)
        return f"staked {n}"
    if why == "the dealer's ante":
        return f"antes {n}"
    return f"{why} {n}"


def seat_note(e: Acted) -> str:
    """A few words under a seat's plate for what it did last: ``came in 2``, ``raised 5``,
    ``threw in``.  (The table's ``_note`` can be this function.)"""
    k = e.kind
    if k is K.ABANDON:
        return fold_words(e.law).note
    if e.law == AMBIGU_PLAY and k in (K.BET, K.CALL):
        return f"played {e.amount}" if k is K.BET else f"stayed {e.put}"
    if k is K.CALL and e.law and e.law.startswith("Ambigu"):
        return f"stayed {e.put}"
    if k is K.CALL and e.law and e.law.startswith("Brag") and e.put:
        return f"saw {e.put}"
    if k is K.CALL:
        if e.law and e.law.startswith("Bouillotte") and e.put:
            return f"equalled, a sight {e.put}" if "sight" in e.law else f"equalled {e.put}"
        if e.law == "Law 18" and e.made_good:
            return f"made good {e.put}"
        if e.law in ("Law 18", "Law 41"):
            return f"came in {e.put}"
        if e.law and "sight" in e.law:
            return f"called a sight {e.put}"
        if not e.put and e.law and e.law.startswith("Bouillotte"):
            return "stood"
        return f"called {e.put}" if e.put else "joined the field"
    if k is K.RAISE:
        return f"raised {e.amount}"
    if k is K.BET:
        return f"bet {e.amount}"
    if k is K.OPEN:
        return f"opened for {e.amount}"
    if k is K.PASS and e.law == BRAG_BUYING:
        return "stood"
    if k is K.PASS:
        return "passed the word" if e.law == "Bouillotte: calling and showing" else "passed"
    if k is K.STRADDLE:
        return f"straddled {e.amount}"
    if k is K.NO_STRADDLE:
        return "did not straddle"
    if k is K.MAKE_JACK:
        return "made a jack"
    if k is K.DECLINE_SHOW:
        return "would not show"
    if k is K.BACK_FIELD:
        return f"backed the field {e.put}" if e.put else "backed the field"
    if k in _TRADING_NOTES:  # Commerce, My Ship Sails
        return _TRADING_NOTES[k]
    # ("bought one": "bought a card" fits no plate at 960x540, and written there as "bought
    # card" it said one act two ways, issue 38, window round 6)
    return {K.KNOCK: "knocked", K.TAKE_WIDOW: "took the widow", K.TURN_WIDOW: "turned the widow",
            K.DRAW_ONE: "took a card", K.EXCHANGE: "exchanged a card", K.BUY_CARD: "bought one",
            K.KEEP_CARDS: "kept the cards", K.DEAL_AGAIN: "deals again"}.get(k, k.value.replace("_", " "))


# -- Commerce and My Ship Sails: the notes under a seat's plate
_TRADING_NOTES = {K.TRADE_MONEY: "ready money", K.BARTER: "barter", K.GIVE: "gave in exchange"}
"""The buttons' words, "Ready money", "Barter", "Give in exchange" (Foster, "Commerce"), on
the plate too (issue 38, window round 5: "bought", "traded", "barter" said one act three ways)."""
