"""The party's rules screen: the book's Progressive Poker in brief, then every ruling this
game makes where the book is silent (from :mod:`game.party.rulings`), and this evening's
settings."""

from __future__ import annotations

import pygame

from game.party.rulings import rules_blocks

from .common import Page
from .rules import RulesScene


class PartyRulesScene(RulesScene):
    """A scrolling page of the party's rules and rulings."""

    title = "Party night: the rules"

    def __init__(self, app, settings: dict[str, str] | None = None) -> None:
        # The Draw Poker rules page's own set-up works out the odds tables, which this page
        # does not show: set up what its layout and drawing use, and no more.
        Page.__init__(self, app)
        self.view = pygame.Rect(0, 0, 1, 1)
        self.lines: list = []
        self.rules: list = []
        self.content_h = 0
        self.scroll = 0
        self.settings = settings
        self.blocks = rules_blocks(settings)

    def resume(self) -> None:
        self.blocks = rules_blocks(self.settings)
        self.layout(self.app.layout)

    def help_keys(self) -> list[tuple[str, str]]:
        return [("Up / Down", "scroll a line"), ("Page Up / Down, Space", "scroll a page"),
                ("Home / End", "the top, the end"), ("Esc / Backspace", "back")]
