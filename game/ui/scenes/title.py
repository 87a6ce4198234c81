"""The title screen: the game's name, a fan of cards, and the main menu."""

from __future__ import annotations

import math

import pygame

from game import __version__
from game.cards import Card, Rank, Suit

from game.party.store import interrupted_round, interrupted_words

from ..paths import has_saved_game
from ..scene import Scene
from ..sprites import CardSprite, ChipStackSprite
from ..theme import CREAM, CREAM_DIM, GOLD, GOLD_DARK, blit_at
from ..tween import Tween, ease_out_back, ease_out_cubic
from ..widgets import Menu, MenuItem

# The hand in the fan: a royal flush in spades, the best hand in the book (Law 35).
_FAN = [Card(r, Suit.SPADES) for r in (Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE)]
_FAN_CENTRE = (930, 330)
_FAN_SPREAD = 12.0  # degrees between cards
_FAN_PIVOT = 260.0  # the cards turn about a point this far below their centres, as in a hand



SUBTITLE = "Draw Poker and its family, eighteen games as the old Hoyles tell them"
"""The line under the title: the whole family, not Draw Poker alone."""

class TitleScene(Scene):
    """New game, Party night, Continue, Rules, Settings, Statistics, Quit."""

    title = "Title"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.menu = Menu([
            MenuItem("New game", self._new_game),
            MenuItem("Party night", self._party),
            MenuItem("Continue", self._continue, enabled=self._can_continue,
                     disabled_action=lambda: self.app.toast("There is no game in progress to continue.")),
            MenuItem("Rules", self._rules),
            MenuItem("Settings", self._settings),
            MenuItem("Statistics", self._statistics),
            MenuItem("Quit", self.app.quit),
        ], size=40)
        self.cards = [CardSprite(c, *_FAN_CENTRE, width=150, face_up=True) for c in _FAN]
        self.chips = [ChipStackSprite("blue", 4, 1000, 640, 62), ChipStackSprite("red", 7, 1074, 640, 62),
                      ChipStackSprite("white", 10, 1148, 640, 62)]
        self._continue_known: bool | None = None
        self._party_round: int | None = None  # the round an interrupted party evening stopped in

    # --- menu actions ---------------------------------------------------------------------

    def _can_continue(self) -> bool:
        if self._continue_known is None:
            self._continue_known = has_saved_game(self.app.home)
        return self._continue_known

    def _coming_soon(self, what: str) -> None:
        self.app.sound.play("click", 0.5)
        self.app.toast(f"{what} is still being built: coming soon.")

    def _new_game(self) -> None:
        self.app.sound.play("click", 0.5)
        self.app.show("newgame")

    def _continue(self) -> None:
        """Resume the saved game; a save that cannot be resumed is explained (and kept aside
        by the store), and a new game is offered instead."""
        from ..session import Session

        self.app.sound.play("click", 0.5)
        session, problem = Session.resume(self.app.home)
        self._continue_known = None
        if session is None:
            self.app.toast(problem or "The saved game could not be resumed.", 7.0)
            self._new_game()
            return
        self.app.show("table", session)

    def _statistics(self) -> None:
        self.app.sound.play("click", 0.5)
        self.app.show("statistics")

    def _party(self) -> None:
        self.app.sound.play("click", 0.5)
        self.app.show("party-setup")

    def _rules(self) -> None:
        self.app.sound.play("click", 0.5)
        self.app.show("rules")

    def _settings(self) -> None:
        self.app.sound.play("click", 0.5)
        self.app.show("settings")

    # --- the scene ------------------------------------------------------------------------

    def enter(self) -> None:
        self._deal_fan()
        self._light_continue()

    def resume(self) -> None:
        self._continue_known = None  # a game may have been saved meanwhile
        self._light_continue()

    def _light_continue(self) -> None:
        """A game saved and waiting: Continue is the lit item, the one Enter opens.  Else an
        interrupted party evening (a crash, a closed lid): Party night is lit, and a line
        says so, for a host who restarts in a hurry must not miss it."""
        self._party_round = interrupted_round(self.app.home)
        labels = [item.label for item in self.menu.items]
        if self._can_continue():
            self.menu.selected = labels.index("Continue")
        elif self._party_round is not None:
            self.menu.selected = labels.index("Party night")

    def party_line(self) -> str:
        """The title's word of an interrupted party evening ("" when there is none)."""
        if self._party_round is None:
            return ""
        return interrupted_words(self._party_round, "Party night resumes it (F5)", "Party night gives them (F5)")

    def _deal_fan(self) -> None:
        """The cards fan out from a squared pack, one after another."""
        n = len(self.cards)
        for i, sprite in enumerate(self.cards):
            angle = (n - 1) / 2 * _FAN_SPREAD - i * _FAN_SPREAD
            rad = math.radians(angle)
            tx = _FAN_CENTRE[0] - math.sin(rad) * _FAN_PIVOT
            ty = _FAN_CENTRE[1] + (1 - math.cos(rad)) * _FAN_PIVOT
            sprite.x, sprite.y, sprite.angle = _FAN_CENTRE[0], _FAN_CENTRE[1] + 40, 0.0
            self.tweens.add(Tween(sprite, 0.55, x=tx, y=ty, angle=angle, easing=ease_out_cubic,
                                  delay=0.12 + 0.08 * i))
        for i, stack in enumerate(self.chips):
            stack.alpha = 0.0
            self.tweens.add(Tween(stack, 0.5, alpha=255.0, easing=ease_out_back, delay=0.5 + 0.1 * i))

    def layout(self, layout) -> None:
        self.menu.layout(layout, 96, 268, 56, 420)

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.MOUSEBUTTONDOWN and self.tweens.busy:
            self.tweens.finish_all()  # a click skips the opening flourish
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            quit_index = len(self.menu.items) - 1
            if self.menu.selected == quit_index:
                self.app.quit()
            else:
                self.menu.selected = quit_index
            return None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F5 and self._party_round is not None:
            self._party()  # the interrupted evening, straight from here
            top = self.app.top
            if getattr(top, "saved", None) is not None:
                top.resume()
            return None
        if self.menu.process_event(event):
            if event.type == pygame.KEYDOWN:
                self.app.sound.play("click", 0.25)
            return None
        return event

    def draw(self, surface: pygame.Surface) -> None:
        app, lay = self.app, self.app.layout
        surface.blit(app.backdrop(), (0, 0))
        title = app.fonts.render("display", lay.font(104), "Parlour Poker", CREAM)
        rect = blit_at(surface, title, (lay.x(90), lay.y(70)), "topleft")
        sub = app.fonts.render("italic", lay.font(28), SUBTITLE, CREAM_DIM)
        sub_rect = blit_at(surface, sub, (lay.x(96), rect.bottom + lay.px(2)), "topleft")
        pygame.draw.line(surface, GOLD_DARK, (lay.x(96), sub_rect.bottom + lay.px(12)),
                         (lay.x(96) + lay.px(380), sub_rect.bottom + lay.px(12)), max(1, lay.px(2)))
        for sprite in self.cards:
            sprite.draw(surface, app.cards, lay)
        for stack in self.chips:
            stack.draw(surface, app.chips, lay)
        self.menu.draw(surface, app.fonts, lay)
        line = self.party_line()
        if line:
            blit_at(surface, app.fonts.render("italic", lay.font(23), line, GOLD),
                    (lay.x(96), lay.y(688)), "bottomleft")
        foot = app.fonts.render("italic", lay.font(20), f"version {__version__}   ·   press F1 for the keys",
                                CREAM_DIM)
        blit_at(surface, foot, (lay.x(1236), lay.y(688)), "bottomright")

    def help_keys(self) -> list[tuple[str, str]]:
        return [("Up / Down", "choose"), ("Enter / Space", "open the chosen item"),
                ("F5", "resume an interrupted party evening"),
                ("Esc", "go to Quit; again to leave the game")]
