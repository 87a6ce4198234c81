"""The screens by name: how one scene asks the app for another without importing it.

A scene moves to another screen with ``app.show("rules")`` (push) or
``app.show("table", session, replace=True)``; the app looks the name up here and imports
the screen's module only then.  So no scene imports another to move between screens, and
each can be read, tested and changed alone (the import graph of ``game.ui`` has no circle;
``tests/ui/test_ui_screens.py`` checks it).

Each entry is ``"module:attribute"``: a Scene class, or a function ``(app, ...) -> Scene``
that chooses the right screen (an evening may open on its overview, the host's screen or
the prizes).  Adding a screen is adding one line here.
"""

from __future__ import annotations

import importlib
from types import MappingProxyType
from typing import Any, Callable, Mapping

SCREENS: Mapping[str, str] = MappingProxyType({
    "title": "game.ui.scenes.title:TitleScene",
    "newgame": "game.ui.scenes.newgame:NewGameScene",
    "game-chooser": "game.ui.scenes.newgame_chooser:GameChooserScene",
    "table": "game.ui.scenes.table:TableScene",
    "new-stake": "game.ui.scenes.new_stake:NewStakeScene",
    "rules": "game.ui.scenes.rules:RulesScene",
    "how-to-play": "game.ui.scenes.rules_howto:HowToCard",
    "settings": "game.ui.scenes.settings:SettingsScene",
    "statistics": "game.ui.scenes.statistics:StatisticsScene",
    "help": "game.ui.scenes.help:HelpOverlay",
    "error": "game.ui.scenes.error:ErrorScene",
    "party-setup": "game.ui.scenes.party_setup:PartySetupScene",
    "party-draw": "game.ui.scenes.party_draw:SeatingDrawScene",
    "party-evening": "game.ui.scenes.party_overview:evening_scene",
    "party-overview": "game.ui.scenes.party_overview:OverviewScene",
    "party-host": "game.ui.scenes.party_host:HostScene",
    "party-final-counts": "game.ui.scenes.party_host:FinalCountsScene",
    "party-prizes": "game.ui.scenes.party_prizes:PrizesScene",
    "party-rules": "game.ui.scenes.party_rules:PartyRulesScene",
    "party-table": "game.ui.scenes.party_table:party_table",
    "party-privacy": "game.ui.scenes.party_table:overview_privacy",
    "party-pass": "game.ui.scenes.party_table:PrivacyScene",
    "party-phones": "game.ui.scenes.party_phones:PhonesLobbyScene",
    "party-phones-evening": "game.ui.scenes.party_phones:resume_phones_evening",
    "party-phones-screen": "game.ui.scenes.party_phones_screen:PhonesEveningScene",
})


class UnknownScreen(KeyError):
    """A screen name nobody registered."""


def resolve(name: str, screens: Mapping[str, str] = SCREENS) -> Callable[..., Any]:
    """The class or factory registered as ``name`` (its module is imported now)."""
    try:
        target = screens[name]
    except KeyError:
        raise UnknownScreen(f"no screen called {name!r}; known: {', '.join(sorted(screens))}") from None
    module, _, attr = target.partition(":")
    return getattr(importlib.import_module(module), attr)
