"""The deal in review's words: when a decision was taken, and what was done, as the table
says them (the action panel's words, without the window: the coach does not read the UI).
"""

from __future__ import annotations

from game.cards import Card
from game.engine import Action, ActionKind, Phase, SeatView

K = ActionKind

_STEPS = {
    Phase.BLIND: "the blind", Phase.ANTES: "the antes", Phase.STRADDLE: "the straddle",
    Phase.OPENING: "the opening", Phase.BEFORE_DRAW: "before the draw", Phase.DRAW: "the draw",
    Phase.AFTER_DRAW: "after the draw", Phase.SHOWDOWN: "the show", Phase.BETTING: "the betting",
    Phase.WIDOW: "the widow", Phase.COMING_IN: "coming in",
    Phase.BACKING: "backing against the field", Phase.FIELD: "the field's call",
    Phase.TRADING: "the trading", Phase.BUYING: "buying cards",
}
_AMBIGU = {"draw": "the first draw", "play": "I play or I pass", "choice": "the dealer's choice",
           "betting": "after the second draw", "dealing": "the deal"}


def step_words(view: SeatView) -> str:
    """When a decision was taken, in plain words ("before the draw", "the brag")."""
    game = view.variant.split("-")[0]
    if view.ambigu is not None:
        step = getattr(view.ambigu, "step", "")
        if step == "draw" and getattr(view.ambigu, "round", 1) == 2:
            return "the second draw"
        return _AMBIGU.get(step, _STEPS.get(view.phase, view.phase.value))
    if game == "brag" and view.phase is Phase.BETTING:
        return "the brag"
    if view.variant == "stud-rounds" and view.phase is Phase.BETTING:
        return f"the betting on {len(view.hand)} cards"
    if game == "bouillotte" and view.phase is Phase.BETTING:
        return "the betting"
    return _STEPS.get(view.phase, view.phase.value)


def _cards(cards: tuple[Card, ...]) -> str:
    return " ".join(c.symbol for c in cards)


def _card_of(action: Action, view: SeatView) -> Card | None:
    if action.cards:
        return action.cards[0]
    if 0 <= action.amount < len(view.hand):
        return view.hand[action.amount]
    return None


def action_words(action: Action, view: SeatView) -> str:
    """What a seat did (or the book would do), in the table's words: "Call 2", "Draw 3
    (throwing away 9♣ 6♦ 2♠)", "Stand pat", "Abandon"."""
    k, n = action.kind, action.amount
    offer = view.offer(k)
    french = view.variant == "bouillotte"
    if k is K.DRAW:
        if not action.cards:
            return "Enough" if view.ambigu is not None and view.ambigu.round == 1 else "Stand pat"
        return f"Draw {len(action.cards)} (throwing away {_cards(action.cards)})"
    if k is K.CALL:
        put = offer.low if offer is not None else n
        if french:
            return f"Equal {put}" if put else "Stand"
        if view.phase is Phase.COMING_IN or (view.phase is Phase.BEFORE_DRAW and put):
            return f"Come in {put}" if view.level and view.me.put == 0 else f"Call {put}"
        if view.phase is Phase.ANTES:
            return f"Ante {put}"
        return f"Call {put}" if put else "Stay"
    if k is K.ABANDON:
        return "Withdraw" if french else "Abandon"
    if k is K.PASS:
        if view.phase is Phase.ANTES:
            return "Pass this jack"
        if view.ambigu is not None and view.ambigu.step == "play":
            return "I pass"
        return "Pass"
    if k is K.BET and view.ambigu is not None and view.ambigu.step == "play":
        return f"I play {n}"
    if k is K.DRAW_ONE:
        if len(action.cards) == 2:
            return f"Draw one ({action.cards[0].symbol} for {action.cards[1].symbol})"
        if view.widow and 0 <= n < 25 and n // 5 < len(view.hand) and n % 5 < len(view.widow):
            return f"Draw one ({view.hand[n // 5].symbol} for {view.widow[n % 5].symbol})"
        return "Draw one"
    if k in (K.TRADE_MONEY, K.BARTER, K.GIVE):
        card = _card_of(action, view)
        word = {K.TRADE_MONEY: "Trade {} for ready money", K.BARTER: "Barter {}",
                K.GIVE: "Give {}"}[k]
        return word.format(card.symbol if card else "a card")
    words = {K.RAISE: f"Raise {n}", K.BET: f"Bet {n}", K.OPEN: f"Open for {n}",
             K.BLIND: f"Blind {n}", K.STRADDLE: f"Straddle {n}".strip(),
             K.NO_STRADDLE: "No straddle", K.MAKE_JACK: "Make a jack", K.SHOW: "Show",
             K.DECLINE_SHOW: "Decline to show", K.KNOCK: "Knock",
             K.TAKE_WIDOW: "Take the widow", K.TURN_WIDOW: "Turn up the widow",
             K.EXCHANGE: "Exchange hands with the widow",
             K.BACK_FIELD: f"Back against the field ({offer.low if offer else n})",
             K.DEAL_AGAIN: "Deal again", K.KEEP_CARDS: "Keep the cards",
             K.SHOW_CARDS: "Show the hand", K.BUY_CARD: "Buy a card"}
    return words.get(k, k.value.capitalize())
