"""The table-tops of Thirty-One, Commerce and My Ship Sails (seed 000 "THIRTY-ONE",
"COMMERCE"): three-card hands; Thirty-One's three cards face up on the table and Commerce's
widow, drawn from as at Whiskey Poker (a card of the hand, 1-3 or a click, for a table card,
6-8 or a click); Commerce's trades for ready money and barter and My Ship Sails' exchange
(mark the card, then M, B or G); the knock; "My ship sails" written big across the table.
"""

from __future__ import annotations

import pygame

from game.engine import Action, ActionKind
from game.engine.trading_events import (
    Bartered, BarterOffered, DealerPays, ShipSails, TableCardTaken, TableCardsDealt, TradedForMoney,
)
from game.hands.commerce import commerce_value, ship_value
from game.hands.thirty_one import thirty_one_value

from ..seating import TABLE_CENTRE
from ..theme import GOLD, blit_at
from .base import NOTES, TableTop, register
from .whiskey import WhiskeyTop

K = ActionKind
NOTES.update({TradedForMoney: "trades for money", BarterOffered: "barters",
              Bartered: "barter made", ShipSails: "my ship sails!", DealerPays: "pays",
              TableCardTaken: "draws one"})
"""The words under a plate for the trading games' own events (added to the shared list)."""

VALUES = {"thirty-one": thirty_one_value, "commerce": commerce_value,
          "commerce-widow": commerce_value, "my-ship-sails": ship_value}
BANNER_SECONDS = 2.6


class ThreeCards:
    """What every trading game's table-top shares: three-card hands, backs of three for
    the others, and the hand's worth above the person's hand."""

    hand_size = 3

    def wanted(self, view, p, have):  # type: ignore[no-untyped-def]
        want = TableTop.wanted(self, view, p, have)  # type: ignore[arg-type]
        if want is not None and len(want) == 5 and all(c is None for c in want):
            return [None] * 3
        return want

    def hand_note(self, seat) -> str:  # type: ignore[no-untyped-def]
        v = self.view  # type: ignore[attr-defined]
        if v is None or len(v.hand) != 3:
            return ""
        try:
            return VALUES[v.variant](v.hand).describe()
        except (KeyError, ValueError):
            return ""


@register("thirty-one", "commerce-widow")
class ThirtyOneTop(ThreeCards, WhiskeyTop):
    """Thirty-One's three cards on the table, and Commerce's widow: drawing one of them."""

    def _draw_label(self, surface, rects, text) -> None:  # type: ignore[no-untyped-def]
        v = self.view
        words = "the table" if v is not None and v.variant == "thirty-one" else "the widow"
        super()._draw_label(surface, rects, words)

    def make_action(self, kind: ActionKind) -> Action | None:
        scene = self.scene
        hand = next(iter(sorted(scene.marked)), None)
        if hand is None or self.pick is None or self.view is None or not self.view.widow:
            scene.caption = "To draw one: click one of your cards (1 to 3), then a card on the table (6 to 8)."
            scene.app.toast("Choose one of your cards, then one of the table's.", 3.0)
            return None
        return Action(K.DRAW_ONE, len(self.view.widow) * hand + self.pick)

    def on_event(self, event) -> None:  # type: ignore[no-untyped-def]
        super().on_event(event)
        if isinstance(event, TableCardsDealt):
            self.scene._sound("deal", 0.4)

    def help_keys(self, mark, tail):  # type: ignore[no-untyped-def]
        return [("1 \u2013 3, click", "your card to give up"),
                ("6 \u2013 8, click", "the table's card: draw one"),
                ("D", "draw one (the two cards marked)"),
                ("K  P  E", "knock, pass, exchange the whole hand")] + tail[1:]


@register("commerce", "my-ship-sails")
class CommerceTop(ThreeCards, TableTop):
    """Commerce's trades and My Ship Sails' exchange to the left: the card marked is traded,
    bartered or given; "My ship sails" shown big."""

    own_kinds = frozenset({K.TRADE_MONEY, K.BARTER, K.GIVE})

    def __init__(self, scene) -> None:  # type: ignore[no-untyped-def]
        super().__init__(scene)
        self.banner: tuple[str, float] | None = None
        """Words written across the table, and when they were put up (seconds)."""

    def on_event(self, event) -> None:  # type: ignore[no-untyped-def]
        super().on_event(event)
        scene = self.scene
        if isinstance(event, ShipSails):
            name = scene.session.names[event.seat] if event.seat != scene.me else "You"
            self.banner = (f"\u201cMy ship sails!\u201d \u2014 {name}", pygame.time.get_ticks() / 1000)
            scene._sound("click", 0.8)
            scene._wait(1.2)
        elif isinstance(event, (TradedForMoney, Bartered)):
            scene._sound("deal", 0.4)

    def make_action(self, kind: ActionKind) -> Action | None:
        scene = self.scene
        index = next(iter(sorted(scene.marked)), None)
        if index is None:
            word = {K.TRADE_MONEY: "trade for ready money", K.BARTER: "pass to your left",
                    K.GIVE: "give in exchange"}[kind]
            scene.caption = f"Choose the card to {word}: click it, or 1 to 3."
            scene.app.toast(f"Choose the card to {word} first.", 3.0)
            return None
        return Action(kind, index)

    def draw(self, surface: pygame.Surface) -> None:
        if self.banner is None:
            return
        text, since = self.banner
        age = pygame.time.get_ticks() / 1000 - since
        if age > BANNER_SECONDS:
            self.banner = None
            return
        app, lay = self.scene.app, self.scene.app.layout
        img = app.fonts.render("display", lay.font(46), text, GOLD)
        centre = lay.point(TABLE_CENTRE[0], TABLE_CENTRE[1] - 70)
        back = img.get_rect(center=centre).inflate(lay.px(28), lay.px(14))
        shade = pygame.Surface(back.size, pygame.SRCALPHA)
        shade.fill((10, 24, 16, 200))
        surface.blit(shade, back)
        pygame.draw.rect(surface, GOLD, back, width=max(1, lay.px(2)), border_radius=lay.px(8))
        blit_at(surface, img, centre, "center")

    def hand_note(self, seat) -> str:  # type: ignore[no-untyped-def]
        v = self.view
        note = super().hand_note(seat)
        if v is not None and K.GIVE in {o.kind for o in v.legal}:
            return "a card is offered you: give one for it, unseen" + (f" \u2014 {note}" if note else "")
        return note

    def help_keys(self, mark, tail):  # type: ignore[no-untyped-def]
        return [("1 \u2013 3, click", "mark the card to trade"),
                ("M", "trade for ready money (a counter to the dealer)"),
                ("B", "barter: pass it to your left"),
                ("G", "give it for the card offered you"),
                ("K  P", "knock, pass")] + tail[1:]


__all__ = ["ThirtyOneTop", "CommerceTop"]
