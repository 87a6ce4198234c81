"""A hot-seat human's turn on the phone party's big screen.

A guest who plays at the host's computer, not from a phone, is served like a phone: the
server publishes his seat's message (:func:`game.phones.messages.seat_message`) when it
is his turn, and this panel shows it - first "pass to ..." while the others look away, then
his own cards and exactly the actions the laws allow - and hands his choice to the
server's loop, where the engine checks it again.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ..theme import BAIZE_DARK, CREAM, CREAM_DIM, GOLD, GOLD_DARK, blit_at, draw_panel
from .party_common import fit

if TYPE_CHECKING:
    from .party_phones_screen import PhonesEveningScene


class HotSeat:
    """A hot-seat human's turn on the big screen: first "pass to ..." while the others look
    away, then the seat's own cards (from its seat message, like a phone's) and its legal
    actions; clicks or keys act through the server (the engine checks again)."""

    def __init__(self, scene: PhonesEveningScene) -> None:
        self.scene = scene
        self.app = scene.app
        self.shown_for: tuple[str, int, str] | None = None
        self.marked: set[str] = set()
        self.amount = 0
        self.buttons: list[tuple[pygame.Rect, str, int]] = []
        self.card_rects: list[tuple[pygame.Rect, str]] = []
        self.sent: tuple[str, int, int] | None = None

    def turn(self) -> tuple[str, dict[str, Any]] | None:
        humans = self.scene.server.snapshot.get("humans") or {}
        for name, msg in humans.items():
            key = (name, msg["table"]["deal"], msg.get("step", 0))
            if key != self.sent:
                return name, msg
        return None

    def waiting(self) -> bool:
        return self.turn() is not None

    def _key(self, name: str, msg: dict[str, Any]) -> tuple[str, int, str]:
        return name, msg["table"]["deal"], msg["table"]["phase"]

    def process_event(self, event: pygame.event.Event) -> bool:
        turn = self.turn()
        if turn is None:
            return False
        name, msg = turn
        if self.shown_for != self._key(name, msg):
            if (event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE) or \
                    (event.type == pygame.MOUSEBUTTONUP and event.button == 1):
                self.shown_for = self._key(name, msg)
                self.marked = set()
                self.amount = 0
                return True
            return event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONUP)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for rect, code in self.card_rects:
                if rect.collidepoint(event.pos) and any(a["kind"] == "draw" for a in msg["legal"]):
                    high = next(a["high"] for a in msg["legal"] if a["kind"] == "draw")
                    if code in self.marked:
                        self.marked.discard(code)
                    elif len(self.marked) < high:
                        self.marked.add(code)
                    return True
            for rect, kind, amount in self.buttons:
                if rect.collidepoint(event.pos):
                    self.act(name, msg, kind, amount)
                    return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_MINUS):
            self.amount += 1 if event.key != pygame.K_MINUS else -1
            return True
        return False

    def act(self, name: str, msg: dict[str, Any], kind: str, amount: int) -> None:
        from game.phones.protocol import Request

        night = self.scene.server.night
        req = Request("act", action=kind, amount=amount, cards=tuple(sorted(self.marked)),
                      deal=msg["table"]["deal"])
        self.sent = (name, msg["table"]["deal"], msg.get("step", 0))
        fut = self.scene.server.call(night.act, name, req)

        def done(f) -> None:
            if f.exception() is not None:
                self.sent = None
                self.app.toast(str(f.exception()))

        fut.add_done_callback(done)
        self.app.sound.play("chips" if kind in ("call", "raise", "bet") else "click", 0.5)

    def draw(self, surface: pygame.Surface) -> None:
        from game.cards import Card

        turn = self.turn()
        if turn is None:
            return
        name, msg = turn
        app, lay, fonts = self.app, self.app.layout, self.app.fonts
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((0, 0, 0, 170))
        surface.blit(veil, (0, 0))
        panel = lay.rect(190, 120, 900, 500)
        draw_panel(surface, panel, lay.scale, border=GOLD)
        t = msg["table"]
        where = f"{t['name']}: {name}'s turn"
        blit_at(surface, fonts.render("display", lay.font(40), where, GOLD), (panel.centerx, panel.y + lay.px(16)), "midtop")
        self.buttons, self.card_rects = [], []
        if self.shown_for != self._key(name, msg):
            blit_at(surface, fonts.render("body", lay.font(30), f"Pass to {name}. Everyone else, please look away.",
                                          CREAM), (panel.centerx, panel.centery), "center")
            blit_at(surface, fonts.render("italic", lay.font(22), "Space (or a click) shows the cards",
                                          CREAM_DIM), (panel.centerx, panel.centery + lay.px(50)), "center")
            return
        w = lay.px(110)
        x0 = panel.centerx - (5 * w + 4 * lay.px(14)) // 2
        for i, code in enumerate(msg["hand"]):
            img = app.cards.face(Card.parse(code), w)
            r = img.get_rect(topleft=(x0 + i * (w + lay.px(14)), panel.y + lay.px(90) - (lay.px(18) if code in self.marked else 0)))
            surface.blit(img, r)
            self.card_rects.append((r, code))
        info = f"Pool {t['pool']}  ·  you have {t['players'][msg['seat']]['stack']} counters"
        blit_at(surface, fonts.render("body", lay.font(22), info, CREAM), (panel.centerx, panel.y + lay.px(270)), "midtop")
        if msg["log"]:
            blit_at(surface, fonts.render("italic", lay.font(20), fit(fonts, "italic", lay.font(20), msg["log"][-1],
                                                                      panel.width - lay.px(40)), CREAM_DIM),
                    (panel.centerx, panel.y + lay.px(302)), "midtop")
        bx = panel.x + lay.px(30)
        for a in msg["legal"]:
            kind, low, high = a["kind"], a["low"], a["high"]
            amount = min(max(low + self.amount, low), high) if kind in ("raise", "bet", "open", "blind") else low
            label = a["label"]
            if kind in ("raise", "bet", "open", "blind"):
                label = f"{label} {amount}  (+/-)"
            elif kind == "draw":
                label = f"Draw {len(self.marked)}" if self.marked else "Stand pat"
            r = pygame.Rect(bx, panel.bottom - lay.px(110), lay.px(200), lay.px(56))
            pygame.draw.rect(surface, BAIZE_DARK, r, border_radius=lay.px(10))
            pygame.draw.rect(surface, GOLD_DARK, r, max(1, lay.px(2)), border_radius=lay.px(10))
            blit_at(surface, fonts.render("body", lay.font(22), label, CREAM), r.center, "center")
            self.buttons.append((r, kind, amount))
            bx += lay.px(212)
