"""The guide's small words: a move in the table's words ("come in, putting up 2"), what
follows a move, the book's word at a turn, and the helpers that fit them into a sentence."""

from __future__ import annotations

import re
from typing import Any

from game.engine import Action, ActionKind, SeatView

K = ActionKind


def book_words(view: SeatView, advice: Any) -> str:
    """The book's word at a decision, from its advice (the same "Ask the book" shows): "The
    book would withdraw: a raise is read as strength ... Your chance, about 26%, is below the
    27% the pool asks." The reason is the advice's own, figures and all."""
    if advice is None:
        return ""
    move = _not(_move_words(view, advice.action))
    says = advice.says
    head = f"{advice.choice}:"
    if says.startswith(head):  # "Withdraw: a raise is read ..." -> "... would withdraw: a raise ..."
        return f"The book would {move}:{says[len(head):]}"
    return f"The book would {move}. {says}"


_STANDS = "You keep the cards you hold, and draw none."
"""What follows "Enough", or standing pat, where the book would draw."""

_SAME_KIND = {
    # (future: the word comes up before the drawn cards do; a learner read "Your hand is now
    # ..." at Ambigu with the old cards still in it)
    K.DRAW: "Your hand will be what you kept and what you draw.",
    K.DRAW_ONE: "The card you lay down is there for the next player to take.",
    K.GIVE: "You take the card you are given, whatever it is.",
    K.BARTER: "You take the card you are given, whatever it is.",
    K.TRADE_MONEY: "You take the top card of the pack, whatever it is.",
    K.BET: "The others answer your bet as they judge best.",
    K.RAISE: "The others answer your raise as they judge best.",
    K.OPEN: "The others answer your opening as they judge best.",
    K.BLIND: "The others come in for your blind or not, as they judge best.",
}
"""What follows a move of the book's kind with another amount or other cards."""

_FOLLOWS = {
    K.SHOW_CARDS: "Showing your cards before the show throws in your hand, and costs four counters "
                  "to the pool.",
    K.ABANDON: "You are out of this deal and lose what you put in; watch how the others play it out.",
    # (not "the others speak after you": the last to speak has nobody after him, as a learner
    # read when all three had passed before the dealer)
    K.CALL: "You stay in for what the bet asks.",
    K.RAISE: "Your raise asks the others to put up as much or give up.",
    K.BET: "Your bet asks the others to put up as much or give up.",
    K.PASS: "You let the turn go by.",
    K.DRAW: "Your hand will be the cards you kept and those you draw.",
    K.KNOCK: "You stand on your hand as it is.",
}


_PUTTING_UP = re.compile(r"^(Come in|Stay|Equal|Call|See the ante|Make good|Ante) (\d+)$")


def _move_words(view: SeatView, action: Action) -> str:
    """A move in the table's words, to follow "you": "come in, putting up 2", "raise 5"."""
    from game.coach.words import choice_words, done_words

    words = done_words(choice_words(view, action))
    words = _PUTTING_UP.sub(r"\1, putting up \2", words)
    words = _lower(words)
    if action.kind is K.DRAW and action.cards:
        # A draw names the cards it throws, as the log names cards (a learner read "discard one
        # and draw" with the A\u2665 marked and the pointer on the card the book kept).
        words = _DRAW_HEAD.sub(_named_draw(view, action), words, count=1)
    return words


_DRAW_HEAD = re.compile(r"^(?:discard \w+ and draw|draw \w+)")


def _named_draw(view: SeatView, action: Action) -> str:
    """"discard the A\u2665 and draw one": the cards thrown, in the hand's order."""
    thrown = [c for c in view.hand if c in action.cards] or list(action.cards)
    n = len(thrown)
    return f"discard the {_and([c.symbol for c in thrown])} and draw {_NUMBER.get(n, n)}"


def _and(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def _not(move: str) -> str:
    """A move to follow "would": "do not straddle" -> "not straddle"."""
    return move[3:] if move.startswith("do not ") else move


def _mover(event: Any) -> Any:
    """Who made an event's move: its seat; a barter's, the player who gave a card for the one
    passed him (``to``)."""
    if type(event).__name__ == "Bartered":
        return getattr(event, "to", None)
    return getattr(event, "seat", None)


def _first_sentence(text: str) -> str:
    cut = text.find(". ")
    return text if cut < 0 else text[:cut + 1]


def _lower(text: str, keep: bool = False) -> str:
    """A sentence's first letter made small to follow other words ("Raise 5" -> "raise 5"),
    unless it is a name or "I" (``keep``: leave a capital that starts a name)."""
    if not text:
        return text
    if keep and (text.startswith("I ") or text[:1].isupper() and " " in text and text.split()[0] in _NAMES_AHEAD):
        return text
    return text[:1].lower() + text[1:]


_LAW_AT_END = re.compile(r"\s*(\([^()]*\))$")
_NUMBER = {0: "no", 1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}
_NAMES_AHEAD = frozenset(("Foster", "Hoyle", "Hoyle's", "Foster's"))


def _game_name(variant: str) -> str:
    from game.rulebook import guide

    return guide(variant).name


__all__ = ["book_words"]
