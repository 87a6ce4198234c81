"""Table stakes between deals: the person is asked about a new stake (Foster, "Table Stakes").

A small panel over the table, opened by the table scene when
:meth:`~game.ui.session.Session.stake_prompt` says so:

* the person has lost every counter: ask the others' consent to buy a new stake now, sit
  out the next deal (the book's default), or sit out until he says he is back;
* he is sitting out until he is back: come back, or stay out;
* a computer player has asked to buy at once: consent, or refuse (he then sits out a deal).

The table below keeps moving (``pauses_below`` is False); the panel takes every key and
click while it is up, and closes itself once the question is answered.
"""

from __future__ import annotations

import pygame

from game.engine import Action, ActionKind

from ..scene import Scene
from ..theme import CREAM, GOLD, GREY, blit_at, draw_panel, wrap
from ..widgets import Menu, MenuItem

K = ActionKind


class NewStakeScene(Scene):
    """The person's word on a new stake; see the module docstring."""

    opaque = False
    pauses_below = False
    title = "A new stake"

    @classmethod
    def sample(cls, app) -> NewStakeScene:
        """The person broke at table stakes before a deal, at a table that saves nothing (for
        the selftest, which draws every screen)."""
        from pathlib import Path

        from game.engine import HouseRules

        from ..session import Session, computer_config

        session = Session(computer_config(["close", "liberal"], house=HouseRules(table_stakes=True),
                                          seed=1, human="You"),
                          home=Path(app.home), save=False, keep_stats=False, synchronous=True)
        table = session.table
        table.stacks[1] += table.stacks[0]  # the person has just lost his last counter
        table.stacks[0] = 0
        return cls(app, session)

    def __init__(self, app, session) -> None:
        super().__init__(app)
        self.session = session
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.heading, self.lines, self.menu = self._question()
        self._key = self._state()

    # --- what to ask -------------------------------------------------------------------------
    def _state(self) -> tuple:
        table = self.session.table
        return (table.deal_number, len(table.actions))

    def _question(self) -> tuple[str, list[str], Menu]:
        s = self.session
        q = s.stake_question()
        kinds = {o.kind for o in s.stake_offers()}
        names = s.names
        stake = q.stake if q is not None else 0
        items: list[MenuItem] = []
        if K.NEW_CAVE in kinds:  # Bouillotte: a new cave of his choosing (bouillotte_cave.py)
            return self._cave_question(stake)
        if K.CONSENT in kinds and q is not None and q.asking is not None:
            who = names[q.asking]
            heading = f"{who} asks for a new stake"
            lines = [f"{who} has lost every counter and asks to buy a new stake of {stake} now, "
                     "to play the next deal.",
                     "At table stakes he may buy before the cards are dealt only with the consent "
                     "of every other player; without it he sits out that deal at least."]
            if q.consented:
                lines.append("Already consenting: " + ", ".join(names[c] for c in q.consented) + ".")
            items = [MenuItem(f"Consent: {who} buys and plays", lambda: self._say(K.CONSENT)),
                     MenuItem(f"Refuse: {who} sits out a deal", lambda: self._say(K.REFUSE))]
        elif K.COME_BACK in kinds:
            heading = "You are sitting out"
            lines = ["You said you would sit out until you are back.",
                     f"Come back, and you buy a new stake of {stake} before the next deal."]
            items = [MenuItem("I am back", lambda: self._say(K.COME_BACK)),
                     MenuItem("Stay out for now", self._aside)]
        else:
            heading = "You have lost every counter"
            lines = ["At table stakes a player with nothing in front of him sits out the next "
                     f"deal, then buys a new stake of {stake}.",
                     "He may buy at once only if every other player consents."]
            if K.ASK_STAKE in kinds:
                items.append(MenuItem(f"Ask the others' consent to buy {stake} now",
                                      lambda: self._say(K.ASK_STAKE)))
            items.append(MenuItem("Sit out the next deal", self._aside))
            if K.SIT_OUT in kinds:
                items.append(MenuItem("Sit out until I say I am back", lambda: self._say(K.SIT_OUT)))
        return heading, lines, Menu(items, size=28)

    def _cave_question(self, cave: int) -> tuple[str, list[str], Menu]:
        """Bouillotte ("Stakes"): décavé, the person buys a new cave of his choosing within
        the offer, or retires; Esc lets the table's cave stand."""
        s = self.session
        offers = {o.kind: o for o in s.stake_offers()}
        offer = offers[K.NEW_CAVE]
        table = s.table
        biggest = max((table.stacks[o] for o in table.active_seats() if o != s.human), default=cave)
        amounts = sorted({max(offer.low, min(offer.high, a))
                          for a in (offer.low, cave // 2, cave, biggest, offer.high)})
        items = [MenuItem(f"Buy a new cave of {a}" + (" (the table's)" if a == cave else
                                                      " (the largest against you)" if a == biggest
                                                      else ""),
                          lambda a=a: self._say(K.NEW_CAVE, a)) for a in amounts]
        lines = ["You have lost your whole cave. Before the next deal you buy another of your "
                 f"own choosing, from {offer.low} to {offer.high} counters."]
        if K.RETIRE in offers:
            items.append(MenuItem("Retire from the game", lambda: self._say(K.RETIRE)))
            lines[0] += " Or retire, and watch the others play on."
        return "You are décavé", lines, Menu(items, size=26)

    # --- answering ---------------------------------------------------------------------------
    def _say(self, kind: ActionKind, amount: int = 0) -> None:
        problem = self.session.say(Action(kind, amount))
        self.app.sound.play("click", 0.4)
        if problem:
            self.app.toast(problem, 4.0)
        self.close()

    def _aside(self) -> None:
        self.session.put_stake_aside()
        self.app.sound.play("click", 0.3)
        self.close()

    def close(self) -> None:
        if self.app.top is self:
            self.app.pop()

    # --- the frame ---------------------------------------------------------------------------
    def layout(self, layout) -> None:
        if len(self.menu.items) > 3:  # Bouillotte's new caves: a longer list
            self.rect = layout.rect(330, 100, 620, 450)
            self.menu.layout(layout, 360, 250, 40, 560)
            return
        self.rect = layout.rect(330, 140, 620, 440)
        self.menu.layout(layout, 360, 380, 44, 560)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.session.closed or not self.session.stake_offers():
            self.close()  # answered elsewhere, or the question has gone
        elif self._state() != self._key:  # something was said: ask afresh
            self._key = self._state()
            self.heading, self.lines, self.menu = self._question()
            self.layout(self.app.layout)

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            if not self.session.stake_waiting_for_human:  # Esc lets the default stand
                self._aside()
            return None
        self.menu.process_event(event)
        return None  # nothing reaches the table while the question is up

    def draw(self, surface: pygame.Surface) -> None:
        app, lay = self.app, self.app.layout
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill((0, 0, 0, 120))
        surface.blit(veil, (0, 0))
        draw_panel(surface, self.rect, lay.scale, alpha=240, border=GOLD)
        blit_at(surface, app.fonts.render("display", lay.font(32), self.heading, CREAM),
                (self.rect.centerx, self.rect.y + lay.px(18)), "midtop")
        font = app.fonts.get("body", lay.font(19))
        y = self.rect.y + lay.px(70)
        for para in self.lines:
            for line in wrap(font, para, self.rect.width - lay.px(60)):
                blit_at(surface, app.fonts.render("body", lay.font(19), line, CREAM),
                        (self.rect.x + lay.px(30), y), "topleft")
                y += lay.px(25)
            y += lay.px(6)
        self.menu.draw(surface, app.fonts, lay)
        foot = ("Every other player must answer before the next deal (table stakes)."
                if self.session.stake_waiting_for_human else "Esc: sit out, as the book has it (table stakes).")
        if any(o.kind is K.NEW_CAVE for o in self.session.stake_offers()):
            foot = f"Esc: buy the table's cave of {self.session.table.house.buy_in} (Bouillotte: stakes)."
        blit_at(surface, app.fonts.render("italic", lay.font(16), foot, GREY),
                (self.rect.centerx, self.rect.bottom - lay.px(12)), "midbottom")

    def help_keys(self) -> list[tuple[str, str]]:
        return [("Up / Down", "choose"), ("Enter", "say it"), ("Esc", "let the book's default stand")]


__all__ = ["NewStakeScene"]
