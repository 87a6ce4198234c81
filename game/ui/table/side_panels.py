"""The table's right-hand column as the painter draws it: the odds helper's panel and the
action panel (its heading, the hint under it in one line, the amount and the buttons shown).

:class:`SidePanels` is a part of :class:`~game.ui.table.painter.Painter` (and so of the
table scene, whose state it reads and never changes); each panel's image is composed once for
each state of it and kept in the table's cache.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine import ActionKind

from ..scenes.table_parts import LOG_SIZE, Button
from ..theme import CREAM, CREAM_DIM, GOLD, blit_at, wrap

if TYPE_CHECKING:
    from ..app import App

K = ActionKind


class SidePanels:
    """The odds helper and the action panel, drawn; see the module docstring."""

    app: App

    def _draw_odds(self, surface: pygame.Surface) -> None:
        app, lay = self.app, self.app.layout
        r = self.rects["odds"]
        if self.odds_lines:
            lines = tuple(self.odds_lines)
        elif self.can_mark():
            lines = (("Mark the cards you would throw away: the odds of what the draw brings appear here.",
                      "dim"),)
        else:
            lines = (("Before the draw, the odds of the draw you mark appear here.", "dim"),)

        def make() -> pygame.Surface:
            panel = self._under(r)
            pad = lay.px(12)
            blit_at(panel, app.fonts.render("display", lay.font(22), "The odds of your draw", GOLD),
                    (pad, lay.px(6)), "topleft")
            top, room = lay.px(36), r.height - lay.px(4)
            # In the log's type, never smaller: at 960x540 the odds set smaller than the log
            # could not be read (issue 38, window round 9).  Whole lines only: a play-tester
            # read "A pair or better (improving on" cut short at the panel's foot; those that
            # do not fit are the least likely hands, listed last.
            size = LOG_SIZE
            font = app.fonts.get("body", lay.font(size))
            y, step = top, font.get_linesize()
            for text, style in lines:  # whole lines only: one that does not fit is left out
                got = wrap(font, text, r.width - 2 * pad)
                if y + len(got) * step > room:
                    break
                colour = GOLD if style == "head" else CREAM_DIM if style == "dim" else CREAM
                for line in got:
                    blit_at(panel, app.fonts.render("body", lay.font(size), line, colour), (pad, y), "topleft")
                    y += step
            return panel

        surface.blit(self._tips.get(("odds", lines, self._layer_key), make), r)

    def _actions_text(self, turn: int | None) -> tuple[str, str]:
        if self.session.game_over:
            return "The game is over", self.result
        if self._show_next():
            pause = self.session.pause(self.deal_done)
            if self.nothing_to_review():
                # (the review opens by itself after a deal with a choice of the person's; after
                # one without, a learner wondered why it had not: issue 39)
                for words in ("Nothing to review: you had no choice this deal.",
                              "Nothing to review: you had no choice."):
                    if self._fit_hint(words) == words:
                        break
                return pause.title, words
            return pause.title, pause.hint
        if self.buttons:
            call = self.offers.get(K.CALL)
            sub = f"To stay: {call.low}" if call else ""
            if K.DRAW in self.offers:
                sub = "Mark cards: click them, or 1 to 5."
            if K.DRAW_ONE in self.offers:
                sub = "Yours (1-5), then the widow's (6-0)."
            sub = self.top.turn_hint(self.offers, sub)  # a game's own words (Thirty-One's table)
            if K.BACK_FIELD in self.offers:
                sub = f"Back your hand against the field: {self.offers[K.BACK_FIELD].low}"
            if self.amount_kind is not None:
                o = self.offers[self.amount_kind]
                word = {K.RAISE: "raise", K.BET: "bet", K.OPEN: "open for", K.BLIND: "blind"}[self.amount_kind]
                sub += ("  \u00b7  " if sub else "") + f"{word} {o.low} to {o.high}"
                afford = self.affordable(self.amount_kind)
                if self.buys(self.amount_kind, o.high) and afford >= 0:
                    # (the difference is bought from the banker, Law 5: say so before he bets)
                    sub += (f"; over {afford} you buy counters" if afford >= o.low
                            else "; you buy counters to make it")
            return "Your turn", self._fit_hint(sub)
        if self.guide_waits():  # (the person has moved, or his turn is still to come)
            return "Read the guide", "Enter: go on \u00b7 Esc: leave the guide"
        if turn is not None:
            if turn == self.me:
                return "Your turn", ""
            # The line's head in a few words: "A good player", "Between close and liberal".
            return f"{self.session.names[turn]} to act", self.seats[turn].description.split(":")[0].split(" (")[0]
        if self.demo:
            return "Watching the game", "Computer players only; Esc leaves."
        return "Watch the table", "A click skips the animation."

    def _fit_hint(self, sub: str) -> str:
        """The hint under "Your turn" in one line of the panel, shortened where it is too long:
        its stake first goes (the Stay button says it), then the counters bought say it in
        fewer words.  A learner read "To stay: 50 · raise 1 to 50; over 45 you" (issue 39)."""
        a = self.rects.get("actions")
        if not sub or a is None:
            return sub
        lay = self.app.layout
        font = self.app.fonts.get("italic", lay.font(17))
        room = a.width - 2 * lay.px(12)
        tries = [sub]
        if sub.startswith("To stay: ") and "  \u00b7  " in sub:
            tries.append(sub.split("  \u00b7  ", 1)[1])
        last = tries[-1]
        for word in ("raise", "bet", "open for", "blind"):
            if f"{word} " in last and " to " in last:
                head, tail = last.split(f"{word} ", 1)
                low, rest = tail.split(" to ", 1)
                tries.append(f"{head}{word} {low}\u2013{rest}")
                break
        if tries[-1].endswith(" you buy counters"):
            tries.append(tries[-1][:-len(" counters")])
        if tries[-1].endswith("; you buy counters to make it"):
            # (a learner read "raise 1–50; you buy counters to make", cut at the panel's
            # edge, issue 39): fewer words, the same sense, whole
            head = tries[-1][:-len("; you buy counters to make it")]
            tries += [f"{head}; you buy counters", f"{head}, buying counters", f"{head}: buys counters"]
        for t in tries:
            if font.size(t)[0] <= room:
                return t
        return tries[-1]

    def _panel_buttons(self) -> list[Button]:
        shown: list[Button] = []
        if self._show_next():
            shown += [self.next_button] + ([self.leave_button] if self.session.pause(self.deal_done).may_leave else [])
        if self.buttons:
            if self.amount_kind is not None:
                shown += [self.minus, self.plus]
            shown += self.buttons
        if self.has_draw:  # no odds to help with in a game without a draw
            shown.append(self.odds_button)
        return shown + self._book_buttons()

    def _draw_actions(self, surface: pygame.Surface, turn: int | None) -> None:
        """The panel of the person's choices, composed once for each state of it."""
        app, lay = self.app, self.app.layout
        a = self.rects["actions"]
        head, sub = self._actions_text(turn)
        shown = self._panel_buttons()
        amount = self.amount if self.buttons and self.amount_kind is not None else None
        key = ("actions", head, sub, amount, self._layer_key,
               tuple((b.label, b.lit, b.ring, b.hover, b.enabled, b.key_name, tuple(b.rect)) for b in shown))

        def make() -> pygame.Surface:
            panel = self._under(a)
            pad = lay.px(12)
            blit_at(panel, app.fonts.render("display", lay.font(27), head, GOLD), (pad, lay.px(6)), "topleft")
            if sub:
                font = app.fonts.get("italic", lay.font(17))
                line = wrap(font, sub, a.width - 2 * pad)[0]
                blit_at(panel, app.fonts.render("italic", lay.font(17), line, CREAM_DIM), (pad, lay.px(40)), "topleft")
            if amount is not None:
                m, p = self.minus.rect.move(-a.x, -a.y), self.plus.rect.move(-a.x, -a.y)
                mid = pygame.Rect(m.right, m.y, p.left - m.right, m.height)
                blit_at(panel, app.fonts.render("display", lay.font(28), str(amount), CREAM), mid.center, "center")
            for b in shown:
                real = b.rect
                b.rect = real.move(-a.x, -a.y)
                try:
                    b.draw(panel, app.fonts, lay)
                finally:
                    b.rect = real
            return panel

        found = self._tips.peek(key)
        if found is None:
            if self._actions_last is not None and self._makes_left <= 0:
                self._late = True
                found = self._actions_last  # a frame late: this frame has made enough images
            else:
                self._makes_left -= 1
                found = self._tips.get(key, make)
        self._actions_last = found
        surface.blit(found, a)
