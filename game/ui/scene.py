"""Scenes: the screens of the game, kept on a stack by the :class:`~game.ui.app.App`.

A scene has three duties, and keeps them apart:

* ``process_event(event)`` reacts to input.  Return the event to pass it on to the scene
  below, or ``None`` to consume it.
* ``update(dt)`` moves time on: tweens, timers, anything that changes.
* ``draw(surface)`` paints the scene as it is, and changes nothing.

``layout(layout)`` is called when the scene is pushed and whenever the window changes
size; a scene works out its rectangles there (in window pixels) so that drawing and
hit-testing agree.  ``enter``/``leave`` run when the scene joins or leaves the stack,
``pause``/``resume`` when another scene covers it or uncovers it.

A scene opens another by name, ``self.app.show("rules")``, never by importing it.

Flags: ``opaque`` (True: the scenes below are not drawn) and ``pauses_below`` (True: the
scenes below are not updated while this one is on top).

``needs_frames()`` says whether the scene is moving (True: draw it every frame) or at rest
(False: nothing changes until the person does something, and the window sleeps until an
event comes).  A scene that only animates by its tweens needs nothing more; a scene with its
own :meth:`update` keeps time itself, and is drawn every frame unless it says when it rests.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .theme import Layout
from .tween import Tweens

if TYPE_CHECKING:
    from .app import App


class Scene:
    """Base class: a do-nothing scene with a tween group running at the player's speed."""

    opaque = True
    pauses_below = True
    title = ""
    screen_name = ""  # the name the app opened it by (game.ui.screens), set by App.make

    def __init__(self, app: App) -> None:
        self.app = app
        self.tweens = Tweens(app.settings.animation_speed)

    # --- the stack's calls -----------------------------------------------------------------

    def enter(self) -> None:
        """Pushed onto the stack (after the first :meth:`layout`)."""

    def leave(self) -> None:
        """Popped off the stack, or replaced."""

    def pause(self) -> None:
        """Another scene was pushed on top of this one."""

    def resume(self) -> None:
        """The scene on top was popped: this one is on top again."""

    def layout(self, layout: Layout) -> None:
        """Work out positions for a window of ``layout.size`` (on push and on every resize)."""

    # --- the frame -------------------------------------------------------------------------

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """Handle input; return the event to pass it down, ``None`` to consume it."""
        return event

    def update(self, dt: float) -> None:
        """Move time on by ``dt`` seconds (the tweens run at the player's animation speed)."""
        self.tweens.speed = self.app.settings.animation_speed
        self.tweens.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the scene; must not change it."""

    def needs_frames(self) -> bool:
        """True while something moves or is due (a tween, a timer, a move being worked out);
        False when the scene is at rest and only input can change it."""
        if type(self).update is not Scene.update:
            return True  # its own clock, whose timers only it knows: it must say when it rests
        return self.tweens.busy

    def help_keys(self) -> list[tuple[str, str]]:
        """The keys this scene understands, for the F1 help: (key, what it does)."""
        return []
