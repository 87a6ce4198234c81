"""The guide's panel drawn at the table: the note showing (or, between the guide's words, who
is to move), the pointer to the part of the table it speaks of, and at the guided deal's end
the summary laid over the table.

:class:`GuidePanelDrawing` is the drawing half of
:class:`~game.ui.table.guide_panel.GuideShow`, which decides what is said and when; here
only what a frame shows of it, from cached images (made again only when the note, the
panel's size or the scale changes).
"""

from __future__ import annotations

import pygame

from game.guide.notes import Note

from ..theme import CREAM, CREAM_DIM, GOLD, GOLD_DARK, PANEL, blit_at, draw_panel, wrap
from .guide_pointer import GuidePointer

_QUIET = Note("quiet", "", "", None, False)
"""The panel with no words: a word said in passing done with, the next not yet come."""

class GuidePanelDrawing(GuidePointer):
    """The guide's panel, pointer and summary as drawn; see the module docstring."""

    # ----------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        self.pointer = None
        self.pointed = ()
        if self.summary is not None:
            self._draw_summary(surface)
            return
        note = self.note
        if note is None and (self.quiet or self._pending is not None) and self.active:
            note = self.watching()
        if note is None:
            return
        scene, lay = self.scene, self.scene.app.layout
        self.panel = scene.rects["log"]
        if scene.odds_on:
            self.panel = self.panel.union(scene.rects["odds"])
        key = (note, self.panel.size, lay.scale)
        if key != self._image_key:
            self._image_key, self._image = key, self._panel_image(note)
        surface.blit(self._image, self.panel)
        if not self.pointing():
            return
        # The part pointed at, and a way to it clear of the table's cards and words, are found
        # again only when something may have moved them.
        self.target = self.target_rect(note)
        if self.target is None:
            return
        thrown = self.thrown(note)
        where = (note, tuple(self.target), lay.scale, self.panel.topleft, scene.played, scene._badge_key,
                 scene._caption_at[2:] if scene._caption_at else None, tuple(tuple(b.rect) for b in scene.buttons),
                 thrown, frozenset(scene.marked))
        if where != self._target_key:
            self._target_key, self._shape = where, self._pointer_shape(self.target)
            if None in self._shape:
                # No clear spot for both a ring and an arrow round the whole (a crowded widow
                # with its name beside it, a plate against the window's frame): the ring
                # goes round the part itself, the widow's cards, the seat's hand, the buttons
                # (issue 38: an arrow alone, or nothing, was shown).
                # Last, the ring may pass over the pool's counters' edge (no card, no word):
                # the widow's keys lie just over a small pool at Whiskey's draw of one.
                for over_counters in (False, True):
                    self._over_counters = over_counters
                    found = next(((alt, shape) for alt in self._closer_targets(note)
                                  if None not in (shape := self._pointer_shape(alt))), None)
                    self._over_counters = False
                    if found is not None:
                        self.target, self._shape = found
                        break
            if thrown:
                # At a draw, a trade, a draw of one: the ring round the hand (where it has room),
                # and the arrow to the card the book throws (the one the table marks), not to
                # the hand's middle or end (Ambigu's arrow sat on the 8\u2666 the book kept).
                arrow = self._throw_arrow(self._shape[0] or self.target, thrown)
                if arrow is not None:
                    self._shape = (self._shape[0], arrow)
            self._shape_pointed = self._arrowed(thrown)
        self.pointed = self._shape_pointed
        if self._shape[0] is not None or self._shape[1] is not None:
            self.pointer = self._shape
            self._draw_pointer(surface, *self._shape)

    def watching(self) -> Note:
        """The panel between the guide's words: who is to move, or that the book's word on the
        person's turn is coming.  A learner found the panel empty but for its title while the
        others moved, and his Ambigu buttons live before any word of the guide (issue 39)."""
        session = self.scene.session
        # (Only once everything told has been shown: a learner read "Your turn" while the
        # table still showed "Colonel Dash is thinking", the engine a move ahead of the window.)
        if session.human_to_act and self.scene.idle:
            text = "Your turn: the book\u2019s word on it is coming."
        elif session.deal_over or session.to_act is None or session.human_to_act:
            text = "Watching the table."
        else:
            text = f"Watching: {session.names[session.to_act]} to act."
        return Note(_QUIET.kind, text, "", None, False)

    def pointing(self) -> bool:
        """The pointer is up while its note's moment lasts: a note that stops the table until
        the person goes on, or one said in passing until the table shows the next event (a
        pointer at a bet lingering to the show pointed at cards that meant something else)."""
        note = self.note
        if note is None or not note.point or self.summary is not None:
            return False
        return note.stop or self.scene.played <= self._note_played

    def _panel_image(self, note: Note) -> pygame.Surface:
        app, lay = self.scene.app, self.scene.app.layout
        rect = self.panel
        # Opaque, on the table's own layer: it hides the log beneath and blits cheaply.
        image = self.scene._under(rect)
        draw_panel(image, image.get_rect(), lay.scale, alpha=250, border=GOLD)
        pad = lay.px(12)
        width = rect.width - 2 * pad
        title = note.title[:1].upper() + note.title[1:] if note.title else "The guide"
        foot = "Enter: go on \u00b7 Esc: leave the guide" if note.stop else "Esc: leave the guide"
        foot_img = app.fonts.render("italic", lay.font(14), foot, CREAM_DIM)
        room = rect.height - 2 * pad - foot_img.get_height() - lay.px(6)
        for size in (22, 21, 20, 19, 18, 17, 16, 15, 14, 13):
            for head_px in range(size + 3, 12, -1):  # the title on its line, inside the panel's border
                head = app.fonts.render("display", lay.font(head_px), title, GOLD)
                if head.get_width() <= width:
                    break
            font = app.fonts.get("body", lay.font(size))
            lines = wrap(font, note.text.replace("'", "\u2019"), width)
            height = head.get_height() + lay.px(6) + len(lines) * font.get_linesize()
            if height <= room:
                break
        y = pad
        image.blit(head, (pad, y))
        y += head.get_height() + lay.px(2)
        pygame.draw.line(image, GOLD_DARK, (pad, y), (rect.width - pad, y), max(1, lay.px(1)))
        y += lay.px(4)
        for line in lines:
            image.blit(app.fonts.render("body", lay.font(size), line, CREAM), (pad, y))
            y += font.get_linesize()
        blit_at(image, foot_img, (rect.width // 2, rect.height - pad), "midbottom")
        return image

    # ----------------------------------------------------------------- the end
    def summary_rect(self) -> pygame.Rect:
        # Over the action panel too: Enter plays for real now, not the next deal.
        return self.scene.app.layout.rect(110, 60, 1150, 600)

    def _draw_summary(self, surface: pygame.Surface) -> None:
        app, lay = self.scene.app, self.scene.app.layout
        rect = self.summary_rect()
        key = ("summary", rect.size, lay.scale)
        if key != self._image_key:
            self._image_key, self._image = key, self._summary_image(rect)
        surface.blit(self._image, rect)
        self.panel = rect

    def _summary_image(self, rect: pygame.Rect) -> pygame.Surface:
        app, lay = self.scene.app, self.scene.app.layout
        summary = self.summary
        assert summary is not None
        image = self.scene._under(rect)
        draw_panel(image, image.get_rect(), lay.scale, alpha=250, border=GOLD)
        pad = lay.px(28)
        width = rect.width - 2 * pad
        name = self.guide.prepared.variant
        from game.rulebook import guide as how_to

        heading = app.fonts.render("display", lay.font(32), f"The end of the guided deal of {how_to(name).name}",
                                   GOLD)
        foot = app.fonts.render("display", lay.font(22), "Play for real (Enter)  \u00b7  Stay at this table (Esc)",
                                CREAM)
        parts = summary.parts()
        room = rect.height - 2 * pad - heading.get_height() - foot.get_height() - lay.px(24)
        for size in (20, 19, 18, 17, 16, 15, 14):
            font = app.fonts.get("body", lay.font(size))
            laid = [wrap(font, line.replace("'", "\u2019"), width - (lay.px(18) if part == "item" else 0))
                    for part, line in parts]
            if sum(len(x) * font.get_linesize() + lay.px(6) for x in laid) <= room:
                break
        y = pad
        blit_at(image, heading, (rect.width // 2, y), "midtop")
        y += heading.get_height() + lay.px(14)
        for (kind, _text), part in zip(parts, laid):
            x = pad + (lay.px(18) if kind == "item" else 0)
            colour = GOLD if kind == "head" else CREAM
            for j, line in enumerate(part):
                if kind == "item" and j == 0:
                    image.blit(app.fonts.render("body", lay.font(size), "\u2022", GOLD), (pad, y))
                image.blit(app.fonts.render("body", lay.font(size), line, colour), (x, y))
                y += font.get_linesize()
            y += lay.px(6)
        box = foot.get_rect(midbottom=(rect.width // 2, rect.height - pad))
        pygame.draw.rect(image, PANEL, box.inflate(lay.px(24), lay.px(14)), border_radius=lay.px(10))
        pygame.draw.rect(image, GOLD, box.inflate(lay.px(24), lay.px(14)), width=max(1, lay.px(2)),
                         border_radius=lay.px(10))
        image.blit(foot, box)
        return image

