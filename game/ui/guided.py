"""Starting a game's guided deal in the window (issue 39), from wherever it is offered.

The offers: the How to play card ("Play a guided deal first"), the Rules screen, and once, on a
game's first table, beside the card; each under the one key :data:`GUIDE_KEY` (Y).  It is a key
that no game's action uses at any moment: G, the key it once had, is My Ship Sails' and
Commerce's "Give in exchange", and a learner who pressed it on his turn gave a card away.  Each calls :func:`start_guided_deal`,
which opens the table of the game's prepared deal (:mod:`game.guide.resume`) in place of
whatever was on the screen; ``after`` is the game the person had set up, which *Play for
real* deals once the guide is over (else a game with the guide's own opponents).  The
settings remember which games have had their one offer (``guided_offered``).
"""

from __future__ import annotations

import logging
from typing import Any

import pygame

log = logging.getLogger("parlour_poker.ui.guided")

GUIDE_KEY = pygame.K_y
"""The key that takes a guided deal wherever it is offered (tests/ui/test_table_guided_a5.py
proves that no game's action has it)."""
GUIDE_KEY_NAME = "Y"


def start_guided_deal(app: Any, variant: str, after: Any = None, person: str = "You",
                      replaces: Any = None) -> bool:
    """Open the guided deal of ``variant``; False (and a word to the person) if it cannot be.
    The person plays under ``after``'s name for him, else ``person``.  ``replaces``: the
    session of a game's first table, the offer taken before the person's first move; the
    guide takes its place, and it is given up (:meth:`~game.ui.session.Session.discard`):
    its deal counts nowhere, and its antes go back with it."""
    from game.guide.resume import Guided, guided_config

    from .session import HUMAN, Session

    if after is not None and HUMAN in after.temperaments:
        person = after.names[list(after.temperaments).index(HUMAN)]
    try:
        guided = Guided(variant)
        guided.after = after
        config = guided_config(variant, person, app.settings.house)
        session = Session(config, home=app.home, guided=guided)
    except Exception as exc:  # never let the offer break the window
        log.exception("the guided deal could not be opened")
        app.toast(f"The guided deal could not be opened ({exc}).", 5.0)
        return False
    if replaces is not None:
        # The prepared deal has its own seats: where the cut had placed the players otherwise,
        # the opening says so (a learner saw them change places without a word, issue 39).
        try:
            before, now = replaces.table, session.table
            guided.reseated = (list(before.names), before.dealer) != (list(now.names), now.dealer)
        except AttributeError:
            guided.reseated = False
        replaces.discard()
    mark_offered(app, variant)
    card_taught(app, variant)
    app.sound.play("shuffle", 0.6)
    app.go_home()  # what was open closes (a table's game is saved as it stands)
    app.show("table", session)
    return True


def offered(app: Any, variant: str) -> bool:
    """Whether ``variant``'s guided deal has had its one offer on a first table."""
    return variant in getattr(app.settings, "guided_offered", ())


def card_taught(app: Any, variant: str) -> None:
    """A guided deal taken has taught the game: its How to play card is no longer laid over a
    new game's first deal (the New game screen's switch shows it off, and turns it back on).
    A learner left the guided Ambigu table, started a new game, and found the whole card over
    the table (issue 39)."""
    off = getattr(app.settings, "how_to_play_off", ())
    if variant in off:
        return
    try:
        app.update_settings(how_to_play_off=tuple(sorted({*off, variant})))
    except (ValueError, AttributeError):  # never let a setting stop the game
        return
    # (said, not done silently: learner A9 found the New game switch off and did not know why)
    try:
        from game.rulebook import guide

        name = guide(variant).name
    except Exception:  # (a name for the words only)
        name = "this game"
    app.toast(f"How to play at the first deal is now off for {name}, the guided deal teaching "
              "it; the New game screen turns it back on.", 8.0)


def mark_offered(app: Any, variant: str) -> None:
    if offered(app, variant):
        return
    try:
        app.update_settings(guided_offered=tuple(sorted({*app.settings.guided_offered, variant})))
    except (ValueError, AttributeError):  # never let a setting stop the game
        pass


__all__ = ["GUIDE_KEY", "GUIDE_KEY_NAME", "mark_offered", "offered", "start_guided_deal"]
