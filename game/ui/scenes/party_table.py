"""A party table full-size: watched (nobody's cards but those shown in the call), or played
by a human guest whose turn it is - after the privacy screen has asked the others to look
away ("Pass to Alice - press Space when only Alice can see").

The table itself is the solo game's table window, reading the party's table through
:class:`~game.ui.party_seat.PartySeat`: one table for every way of playing."""

from __future__ import annotations

from typing import Any, Callable

import pygame

from ..party_seat import PartySeat
from ..scene import Scene
from ..theme import CREAM, CREAM_DIM, GOLD, blit_at


class PrivacyScene(Scene):
    """A screen nobody's cards are on: the computer passes to the guest whose turn it is.
    Space opens his table (``opener`` makes it); Esc goes back (``on_escape``, then)."""

    title = "Pass the computer"

    def __init__(self, app, name: str, where: str, opener: Callable[[], Scene],
                 on_escape: Callable[[], Any] | None = None) -> None:
        super().__init__(app)
        self.name = name
        self.where = where
        self.opener = opener
        self.on_escape = on_escape

    @classmethod
    def sample(cls, app):  # type: ignore[no-untyped-def]
        """The head table of an evening with the setup screen's defaults, seen from its
        first seat (for the selftest, which draws every screen)."""
        from game.party import Evening

        overview = app.make("party-overview", Evening.start(app.make("party-setup").config()))
        return overview_privacy(app, overview, 1, 0)

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
            self.app.replace(self.opener())
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            if self.on_escape is not None:
                self.on_escape()
        return None

    def draw(self, surface: pygame.Surface) -> None:
        app, lay, fonts = self.app, self.app.layout, self.app.fonts
        surface.fill((10, 14, 12))
        blit_at(surface, fonts.render("display", lay.font(92), f"Pass to {self.name}", CREAM),
                (lay.x(640), lay.y(250)), "center")
        line = f"press Space when only {self.name} can see"
        blit_at(surface, fonts.render("italic", lay.font(36), line, GOLD), (lay.x(640), lay.y(350)), "center")
        blit_at(surface, fonts.render("body", lay.font(24), self.where, CREAM_DIM), (lay.x(640), lay.y(420)),
                "center")
        for i in range(5):
            img = app.cards.back(lay.px(70))
            blit_at(surface, img, (lay.x(640) + (i - 2) * lay.px(40), lay.y(540)), "center")
        blit_at(surface, fonts.render("italic", lay.font(18), "Everyone else: please look away.", CREAM_DIM),
                (lay.x(640), lay.y(660)), "center")

    def help_keys(self) -> list[tuple[str, str]]:
        return [("Space", f"show {self.name}'s cards"),
                ("Esc", "leave the evening (saved)" if self.on_escape is not None else "back to the evening")]


def overview_privacy(app, overview, table: int, seat: int) -> PrivacyScene:
    """The privacy screen before guest ``seat``'s turn at ``table`` of the overview's evening."""
    ev = overview.ev
    name = overview.runner.watches[table].seats[seat]
    where = f"{ev.table_name(table)}, round {ev.round_no}: it is {name}'s turn"
    return PrivacyScene(app, name, where, lambda: app.make("party-table", overview, table, seat),
                        overview.leave_evening)


def party_table(app, overview, table: int, seat: int | None) -> Scene:
    """The table window over table ``table`` of the evening: ``seat`` is the guest whose
    turn it is, or None to watch (the evening goes on meanwhile)."""
    return app.make("table", PartySeat(overview.runner, table, seat))
