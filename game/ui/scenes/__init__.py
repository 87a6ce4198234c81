"""The screens: title, settings, rules, the keys help, and the error page.

The table scene (issue 5) joins them here once the engine's events exist.
"""

from .error import ErrorScene
from .help import HelpOverlay
from .rules import RulesScene
from .settings import SettingsScene
from .title import TitleScene

__all__ = ["ErrorScene", "HelpOverlay", "RulesScene", "SettingsScene", "TitleScene"]
