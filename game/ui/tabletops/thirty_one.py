"""The table-top of Thirty-One and of Commerce with a widow (Foster, "Thirty-One",
"COMMERCE"): three cards face up on the table (Commerce's widow) drawn from as at Whiskey
Poker, a card of the hand (1-3 or a click) for a table card (6-8 or a click); the dealer's
exchange of his whole hand for the widow before he looks; the markers in the pool; the knock,
after which all drawing stops.
"""

from __future__ import annotations

from game.engine import Action, ActionKind
from game.engine.core.events import CardExchanged, Knocked
from game.engine.core.trading_events import MarkersMoved, TableCardsDealt

from .base import register
from .three_cards import ThreeCards, _knock_words, light
from .whiskey import WIDOW_SPOT, WhiskeyTop

K = ActionKind


@register("thirty-one", "commerce-widow")
class ThirtyOneTop(ThreeCards, WhiskeyTop):
    previews = {"thirty-one": (3, 0, 3), "commerce-widow": (3, 0, 3)}
    pile = ("the cards on the table", True)
    """Thirty-One's three cards on the table, and Commerce's widow: drawing one of them."""

    def middle_name(self) -> str:
        """Thirty-One's cards are "the table's", as its log and buttons say ("takes Q♦ from the
        table", "then the table's (6-8)"); Commerce's are its widow (window round 11)."""
        return "the table's cards" if self.scene.session.table.variant == "thirty-one" else "the widow"

    def make_action(self, kind: ActionKind) -> Action | None:
        scene = self.scene
        hand = next(iter(sorted(scene.marked)), None)
        if hand is None or self.pick is None or self.view is None or not self.view.widow:
            # Two picks make the draw by themselves (a card of the hand, a card of the table):
            # the button only starts it, so it says what is still to pick, in the caption,
            # where no toast covers the cards to be picked; and it is the one lit meanwhile.
            where = "the table" if scene.session.table.variant == "thirty-one" else "the widow"
            if hand is None and self.pick is None:
                scene.caption = f"To draw one: click one of your cards (1 to 3), then a card of {where} (6 to 8)."
            elif hand is None:
                scene.caption = "Now click the card of your hand to lay down for it (1 to 3)."
            else:
                scene.caption = f"Now click the card of {where} to take for it (6 to 8)."
            light(scene, K.DRAW_ONE)
            return None
        return Action(K.DRAW_ONE, len(self.view.widow) * hand + self.pick)

    def marked_changed(self) -> None:
        super().marked_changed()
        scene = self.scene
        if K.DRAW_ONE in scene.offers and scene.marked and self.pick is not None:
            return  # (the draw is made)
        if K.DRAW_ONE in scene.offers and scene.marked:  # half the draw picked: say the rest
            where = "the table" if scene.session.table.variant == "thirty-one" else "the widow"
            held = f"You hold {scene.hand_value}. " if scene.hand_value else ""
            scene.caption = f"{held}Now click the card of {where} to take for it (6 to 8)."

    def turn_hint(self, offers, words: str, caption: bool = False) -> str:  # type: ignore[no-untyped-def]
        if K.EXCHANGE in offers:  # Commerce with a widow: the dealer, before he looks
            if caption:
                return ("Your turn, before you look at your hand: exchange it whole for the widow (E), "
                        "or keep it (P).")
            return "Take the widow (E), or keep it (P)."  # (unseen: the caption says so)
        if K.DRAW_ONE not in offers:
            return words
        where = "the table" if self.scene.session.table.variant == "thirty-one" else "the widow"
        if not caption:  # (one line of the panel at 960 x 540)
            return f"Yours (1-3), then {where}'s (6-8)."
        rest = " or pass" if K.PASS in offers else " or knock"
        return f"Your turn: click one of your cards, then one of {where}'s, to draw one;{rest}."

    def label(self, kind: ActionKind, offer) -> str | None:  # type: ignore[no-untyped-def]
        """Commerce with a widow: the dealer "may exchange his whole hand for the widow"
        before he looks, or keep the hand dealt him."""
        if kind is K.EXCHANGE:
            return "Exchange for the widow"
        if kind is K.PASS and self.scene.session.table.variant == "commerce-widow":
            return "Keep my hand"  # (offered only with the exchange for the widow)
        return None

    middle = WIDOW_SPOT
    markers_in_pool = 0
    """Commerce with a widow: the markers put in the pool, as the events have shown them."""

    def pool_words(self, amount: int) -> str | None:
        n = self.markers_in_pool
        if self.scene.session.table.variant != "commerce-widow":
            return None
        if not n:
            return ""  # no counters, and no markers in it yet: nothing to say
        return f"The pool: {n} marker{'s' if n != 1 else ''}"

    def on_event(self, event) -> None:  # type: ignore[no-untyped-def]
        super().on_event(event)
        if isinstance(event, Knocked) and self.scene.session.table.variant == "commerce-widow":
            # "The moment any player knocks, all drawing must cease, and the hands are shown
            # at once" (Foster, "Commerce"): said, with a pause to read it.
            self.scene.caption = _knock_words(self.scene, event.seat, "all drawing stops")
            self.scene._wait(1.8)
        if isinstance(event, MarkersMoved):  # one each into the pool; the pool to the best hand
            self.markers_in_pool = self.markers_in_pool + 1 if event.amount < 0 else 0
        if isinstance(event, TableCardsDealt):
            self.scene._sound("deal", 0.4)
        elif isinstance(event, CardExchanged):  # the card laid down, the card taken up
            self.fly(event.seat, None, card=event.gave)
            self.fly(None, event.seat, delay=0.15, card=event.took)

    def help_keys(self, mark, tail):  # type: ignore[no-untyped-def]
        return [("1 \u2013 3, click", "your card to give up"),
                ("6 \u2013 8, click", "the table's card: draw one"),
                ("D", "draw one (the two cards marked)"),
                ("K  P  E", "knock, pass, exchange the whole hand")] + tail[1:]


__all__ = ["ThirtyOneTop"]
