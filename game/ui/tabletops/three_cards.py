"""What the table-tops of the three-card trading games share (Foster, "Thirty-One",
"COMMERCE", "My Ship Sails"): three-card hands and the hand's worth said above the person's,
a card flown between a hand and the middle of the table, Knock lit only on a good hand, the
words under a plate for the trading games' own events, the lit button while a card is being
chosen, and the caption for a knock.

The games' own table-tops are :class:`~game.ui.tabletops.thirty_one.ThirtyOneTop` and
:class:`~game.ui.tabletops.trading.CommerceTop`.
"""

from __future__ import annotations

from game.engine import ActionKind
from game.engine.core.events import HandShown
from game.engine.core.trading_events import (
    BarterOffered, Bartered, DealerPays, ShipSails, TableCardTaken, TradedForMoney,
)
from game.hands.three_card.commerce import commerce_value, ship_value
from game.hands.three_card.thirty_one import thirty_one_value

from ..seating import TABLE_CENTRE
from ..sprites import CardSprite
from ..tween import Tween, ease_in_out_quad
from .base import NOTES, TableTop

K = ActionKind
NOTES.update({TradedForMoney: "ready money", BarterOffered: "barter", Bartered: "bartered",
              ShipSails: "sails!", DealerPays: "pays", TableCardTaken: "draws one"})
"""The words under a plate for the trading games' own events (added to the shared list)."""

VALUES = {"thirty-one": thirty_one_value, "commerce": commerce_value,
          "commerce-widow": commerce_value, "my-ship-sails": ship_value}


class ThreeCards:
    """What every trading game's table-top shares: three-card hands, backs of three for
    the others, and the hand's worth above the person's hand."""

    hand_size = 3

    def wanted(self, view, p, have):  # type: ignore[no-untyped-def]
        if p.seat == view.seat and not view.hand and p.holds_cards and not p.shown:
            return [None] * 3  # the dealer at Commerce with a widow, before he looks
        if p.shown and p.seat != view.seat and any(
                isinstance(q.event, HandShown) and q.event.seat == p.seat
                for q in self.scene.session.events):  # type: ignore[attr-defined]
            return None  # the knock is seen first; the hand turns over when it is shown
        want = TableTop.wanted(self, view, p, have)  # type: ignore[arg-type]
        if want is not None and len(want) == 5 and all(c is None for c in want):
            return [None] * 3
        if want is None and len(have) > 3:
            # The widow is dealt face down by the dealer's hand, then turned up in the middle:
            # his backs go back to a hand of three (a play-tester saw six).
            return [None] * 3
        return want

    middle = (TABLE_CENTRE[0], TABLE_CENTRE[1] - 40)
    """Where a card goes to or comes from the table (the pack, the discards, its cards)."""

    def fly(self, src: int | None, dst: int | None, delay: float = 0.0, card=None) -> None:  # type: ignore[no-untyped-def]
        """A card (face down unless ``card`` is given) from one hand to another (None: the
        middle of the table)."""
        scene = self.scene  # type: ignore[attr-defined]
        if scene._instant:
            return

        def spot(seat: int | None) -> tuple[float, float]:
            if seat is None or not 0 <= seat < len(scene.seats):
                return self.middle
            return scene.seats[seat].place.hand
        (x0, y0), (x1, y1) = spot(src), spot(dst)
        width = scene.seats[src if src is not None else dst].place.card_w
        sprite = CardSprite(card, x0, y0, width=width, face_up=card is not None)
        scene.loose.append(sprite)

        def gone() -> None:
            if sprite in scene.loose:
                scene.loose.remove(sprite)

        scene.tweens.add(Tween(sprite, 0.45, x=x1, y=y1, easing=ease_in_out_quad, delay=delay,
                               on_finish=gone))
        scene._wait(0.45 + delay)

    KNOCK_SHARE = 0.8
    """The least share of three-card hands the person's must beat for Knock to be lit (the
    close player's floor: a hand that beats most hands dealt)."""

    def lit(self, kind, offers):  # type: ignore[no-untyped-def]
        """Knock is lit only on a hand that beats most hands dealt (Commerce lit it on no
        point at all); else nothing is lit, a trade wanting its card chosen first."""
        if kind is not K.KNOCK:
            return TableTop.lit(self, kind, offers)  # type: ignore[arg-type]
        from game.ai.three_card.trading import GAMES, share

        variant = self.scene.session.table.variant  # type: ignore[attr-defined]
        cards = self.scene.my_cards()  # type: ignore[attr-defined]
        if variant not in GAMES or len(cards) != 3:
            return kind
        return kind if share(variant, cards) >= self.KNOCK_SHARE else None

    def value_words(self, cards) -> str:  # type: ignore[no-untyped-def]
        if len(cards) != 3:
            return ""
        try:
            return VALUES[self.scene.session.table.variant](cards).describe()  # type: ignore[attr-defined]
        except (KeyError, ValueError):
            return ""


def light(scene, kind: ActionKind) -> None:  # type: ignore[no-untyped-def]
    """Make the button of ``kind`` the lit one (what Enter does) while its card is chosen."""
    if any(b.kind is kind for b in scene.buttons):
        for b in scene.buttons:
            b.lit = b.kind is kind


def _knock_words(scene, seat: int, stops: str) -> str:  # type: ignore[no-untyped-def]
    """The caption for a knock at Commerce, which ends the play at once: who knocked, and
    whether it came before the person had a turn."""
    me = scene.me
    name = "You" if seat == me else scene.session.names[seat]
    verb = "knock" if seat == me else "knocks"
    deal = scene.session.table.deal
    before = ""
    if me is not None and seat != me and deal is not None and not any(
            a.seat == me and a.kind in (K.TRADE_MONEY, K.BARTER, K.GIVE, K.KNOCK, K.DRAW_ONE, K.EXCHANGE,
                                        K.PASS)
            for a in getattr(deal, "history", ())):
        before = " before your turn"
    return f"{name} {verb}{before}: {stops}, and the hands are shown."


__all__ = ["ThreeCards", "VALUES", "light"]
