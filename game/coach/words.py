"""The book's choice in the table's own words: the words on the button it would press.

Each game names its actions its own way (the window's action panel and each game's words
page: "Come in 2", "Equal 5", "See the ante 3", "I play 4", "Ready money", "Pass the
word"); :func:`choice_words` says the adviser's action so, from the seat's view alone, and
for a draw adds what is kept ("Draw three, keeping your pair of kings").  It does not
import the window: the words are the same ones, written here for the view.
"""

from __future__ import annotations

import re

from game.engine import Action, ActionKind, Phase, SeatView
from game.engine.core.plate_notes import ABANDON, PASS_OUT, THROW_IN, WITHDRAW
from game.hands.odds_words import held_words

K = ActionKind

NUMBER = {0: "none", 1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}
_PLAIN = {
    K.ABANDON: THROW_IN.button, K.PASS: "Pass", K.NO_STRADDLE: "No straddle", K.MAKE_JACK: "Make a jack",
    K.SHOW: "Show", K.DECLINE_SHOW: "Decline to show", K.KNOCK: "Knock",
    K.TAKE_WIDOW: "Take the widow", K.TURN_WIDOW: "Turn it up", K.EXCHANGE: "Exchange",
    K.DEAL_AGAIN: "Deal again", K.SHOW_CARDS: "Show the hand", K.RETIRE: "Retire",
    K.CONSENT: "Consent", K.REFUSE: "Refuse", K.SIT_OUT: "Sit out", K.COME_BACK: "Come back",
}


def _cards(cards: tuple) -> str:  # type: ignore[type-arg]
    return " ".join(c.symbol for c in cards)


def _draw_words(view: SeatView, action: Action) -> str:
    """"Draw three, keeping your pair of kings"; "Stand pat"; "Draw five"."""
    n = len(action.cards)
    if not n:
        return "Stand pat"
    kept = [c for c in view.hand if c not in action.cards]
    head = f"Draw {NUMBER.get(n, n)}"
    if not kept:
        return head + ", throwing in the whole hand"
    if view.variant == "ambigu":
        words = _ambigu_kept_words(kept)
        if words is not None:
            return f"{head}, keeping your {words}"
    return f"{head}, keeping your {_kept_words(kept)}"


def _ambigu_kept_words(kept: list) -> str | None:  # type: ignore[type-arg]
    """Cards of one suit kept at Ambigu, in its own words (a sequence, a flush, a point), not
    Poker's: a learner read "keeping your three cards to a straight flush", a hand Ambigu has
    not.  None where Poker's words serve (a pair, a tricon, odd cards)."""
    from game.hands.french.ambigu import pips

    suits = {c.suit for c in kept}
    if len(kept) < 2 or len(suits) != 1:
        return None
    suit = next(iter(suits)).name.lower()
    have = {pips(c) for c in kept}

    def run(values: set[int]) -> int | None:
        return max((v for v in values if v - 1 in values and v - 2 in values), default=None)

    if len(kept) == 3:
        top = run(have)
        if top is not None:
            return f"sequence to the {'ace' if top == 1 else top}, for a flush"
        near = any(run(have | {v}) is not None for v in range(1, 11) if v not in have)
        return f"three {suit}, for a flush" + (" or a sequence" if near else "")
    if len(kept) == 2:
        return f"two {suit}, a point of {sum(have)}"
    return None


def _kept_words(kept: list) -> str:  # type: ignore[type-arg]
    words = held_words(kept)
    for a in ("a ", "an "):
        if words.startswith(a) and not words.startswith("a pair"):
            return _cards(tuple(kept)) if len(kept) > 1 else words[len(a):]
    if words.startswith("a pair"):
        words = words[2:]
        rest = [c for c in kept if sum(1 for d in kept if d.rank == c.rank) == 1]
        return words + (f" and the {_cards(tuple(rest))}" if rest else "")
    if words.startswith("three ") and len(kept) == 4:
        rest = [c for c in kept if sum(1 for d in kept if d.rank == c.rank) == 1]
        return words + (f" and the {_cards(tuple(rest))}" if rest else "")
    if " to a " in words:
        return f"{words.split(' to a ')[0]} cards to a {words.split(' to a ', 1)[1]}"
    return words


def _raised(view: SeatView) -> bool:
    return any(a.kind is K.RAISE and a.phase is view.phase for a in view.history)


def _call_words(view: SeatView, action: Action, n: int) -> str:
    game = view.variant
    if game == "bouillotte":
        if not n:
            return "Stand"
        if n < view.to_call or n >= view.me.stack:
            return f"Equal for a sight: {n}"
        return f"Equal {n}"
    if game in ("brag", "brag-american") and not any(
            a.kind in (K.CALL, K.RAISE) for a in view.history):
        return f"See the ante {n}"
    if game.startswith("brag") and n:
        return f"See {n}"  # Brag's word for staying, as its buttons say
    if game == "ambigu":
        if n and n > view.me.stack and not view.house.stack_limited:
            return f"Stay {n} (buy counters)"  # short: he buys from the banker, at any step
        return f"Stay {n}" if n else "Stay"  # at every step of Ambigu
    if view.phase is Phase.COMING_IN:
        return f"Come in {n}"
    if view.phase is Phase.ANTES:
        return f"Ante {n}"
    if view.phase is Phase.BEFORE_DRAW and not _raised(view):
        if view.seat == view.age and not view.jack_pot:
            return f"Make good {n}"
        return f"Come in {n}"
    return f"Call {n}" if n else "Stay"


def choice_words(view: SeatView, action: Action) -> str:
    """The book's choice as the table says it."""
    kind = action.kind
    game = view.variant
    offer = view.offer(kind)
    if kind is K.DRAW:
        if game == "ambigu" and getattr(view.ambigu, "round", 2) == 1:
            n = len(action.cards)
            return f"Discard {NUMBER.get(n, n)} and draw" if n else "Enough"
        return _draw_words(view, action)
    if kind is K.CALL:
        n = offer.low if offer is not None else action.amount
        return _call_words(view, action, n)
    if kind is K.BET:
        if game in ("brag", "brag-american") and view.offer(K.CALL) is None \
                and view.offer(K.PASS) is None:
            return f"Ante {action.amount}"
        if game == "ambigu" and getattr(view.ambigu, "step", "") == "play":
            return f"I play {action.amount}"
        return f"Bet {action.amount}"
    if kind is K.RAISE:
        return f"Raise {action.amount}"
    if kind is K.OPEN:
        return f"Open for {action.amount}"
    if kind is K.BLIND:
        return f"Blind {action.amount}"
    if kind is K.STRADDLE:
        return f"Straddle {offer.low if offer else action.amount}"
    if kind is K.BACK_FIELD:
        return f"Back {offer.low if offer else action.amount}"
    if kind is K.PASS:
        return _pass_words(view)
    if kind is K.ABANDON:  # the button's word, each game's own (issue 38, window round 6)
        if game == "bouillotte":
            return WITHDRAW.button
        if game == "brag-three-stake":
            return PASS_OUT.button
        return ABANDON.button if game == "ambigu" else THROW_IN.button
    if kind is K.DRAW_ONE:
        cards = action.cards
        widow = view.widow or ()
        if len(cards) != 2 and widow and action.amount // len(widow) < len(view.hand):
            # (the window names a draw by places: your card times the widow's size, plus its card)
            cards = (view.hand[action.amount // len(widow)], widow[action.amount % len(widow)])
        if len(cards) == 2:
            mine, theirs = cards
            where = "the table's" if game == "thirty-one" else "the widow's"
            return f"Draw one: your {mine.symbol} for {where} {theirs.symbol}"
        return "Draw one"
    if kind is K.EXCHANGE and game == "commerce-widow":
        return "Exchange for the widow"
    if kind in (K.TRADE_MONEY, K.BARTER, K.GIVE):
        return _trade_words(view, action)
    if kind is K.BUY_CARD:
        return "Buy a card"
    if kind is K.KEEP_CARDS:
        return f"Keep cards ({2 * view.house.blind})"
    if kind is K.SHOW and game == "bouillotte":
        return "Show the brelan"
    if kind is K.DECLINE_SHOW and game == "bouillotte":
        return "Stifle it"
    if kind is K.NEW_CAVE:
        return f"Buy a new cave of {action.amount}"
    if kind is K.ASK_STAKE:
        return f"Ask a new stake of {offer.low if offer else action.amount}"
    return _PLAIN.get(kind, kind.value.capitalize())


def _pass_words(view: SeatView) -> str:
    game = view.variant
    if view.phase is Phase.ANTES:
        return "Pass this jack"
    if view.phase is Phase.AFTER_DRAW:
        return "Hold the age"
    if game == "bouillotte" and view.bouillotte is not None and view.bouillotte.word is not None:
        return "Pass the word"
    if game == "brag-three-stake" and view.phase is Phase.BUYING:
        return "Stand"
    if game == "ambigu" and getattr(view.ambigu, "step", "") == "play":
        return "I pass"
    if game == "my-ship-sails":
        return "No exchange"
    if game == "commerce-widow" and view.offer(K.EXCHANGE) is not None:
        return "Keep my hand"
    return "Pass"


def _trade_words(view: SeatView, action: Action) -> str:
    ship = view.variant == "my-ship-sails"
    word = {K.TRADE_MONEY: "Ready money", K.BARTER: "Exchange" if ship else "Barter",
            K.GIVE: "Give in exchange"}[action.kind]
    card = action.cards[0] if action.cards else (
        view.hand[action.amount] if 0 <= action.amount < len(view.hand) else None)
    return f"{word}: your {card.symbol}" if card is not None else word


# ---------------------------------------------------------------- what was done, after "you"
_DONE_WHOLE = {
    "Enough": 'Say "Enough"', "I pass": 'Say "I pass"', "No straddle": "Do not straddle",
    "No exchange": "Let the exchange go by", "Keep my hand": "Keep your hand",
    "Turn it up": "Turn the widow up", "Exchange": "Exchange your hand for the widow",
    "Exchange for the widow": "Exchange your hand for the widow",
}
_DONE_PATTERNS = (
    (re.compile(r"^I play (\d+)$"), r'Say "I play" for \1'),
    (re.compile(r"^Ready money: your (.+)$"), r"Trade your \1 for ready money"),
    (re.compile(r"^Barter: your (.+)$"), r"Barter your \1"),
    (re.compile(r"^Exchange: your (.+)$"), r"Exchange your \1"),
    (re.compile(r"^Give in exchange: your (.+)$"), r"Give your \1 in exchange"),
    (re.compile(r"^Equal for a sight: (\d+)$"), r"Equal \1 for a sight"),
    (re.compile(r"^Draw one: your (.+) for (the (?:table|widow)'s .+)$"),
     r"Draw one, \2 for your \1"),
    # (the counters said in words: "keep the cards (2)" read as the button's key, issue 39)
    (re.compile(r"^Keep cards \((\d+)\)$"), r"Keep the cards, putting up \1 counters"),
    (re.compile(r"^Ready money$"), "Trade for ready money"),
    (re.compile(r"^Give in exchange$"), "Give a card in exchange"),
)


def done_words(choice: str) -> str:
    """A choice as the table says it, made to follow "you" in the deal in review: "you say
    "Enough"", "you pass the word", "you trade your 4\u2665 for ready money"."""
    got = _DONE_WHOLE.get(choice)
    if got is not None:
        return got
    for pattern, repl in _DONE_PATTERNS:
        if pattern.match(choice):
            return pattern.sub(repl, choice)
    return choice
