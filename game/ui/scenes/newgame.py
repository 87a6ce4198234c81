"""The new-game screen: who sits at the table, how they play, the stakes and the house rules.

It is the settings screen's list (the same rows, scrolling, keys and mouse), with the
players and the stakes at the top and every house rule below, generated from
:class:`~game.engine.core.house.HouseRules` as the settings screen generates them.  The house
rules (the stakes among them) are the player's settings, so a change here is saved as a
change there; the players chosen are remembered in ``newgame.json`` in the data folder for
the next new game.  "Deal" at the top (or the foot) sits the player down.
"""

from __future__ import annotations

import logging
import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

import pygame

from game.ai import make_player
from game.ai.temperament import describe_in_game
from game.engine import HouseRules
from game.engine.registry import VARIANTS
from game.rulebook import GUIDES, ORDER, family_of, house_rules_used
from game.store.jsonfile import load_checked, want, write_json
from game.store.saves import GameConfig

from ..paths import data_home, has_saved_game
from ..session import HUMAN, TEMPERAMENT_CHOICES, Session, describe_temperament, new_seed
from ..theme import CREAM, CREAM_DIM, GOLD, GOLD_DARK, PANEL, blit_at
from ..widgets import ActionRow, ChoiceRow, Heading, Row, StepperRow, ToggleRow
from .newgame_preview import TablePreview
from .settings import RULE_LOWEST, RULE_STEPS, InfoRow, SettingsScene, choice_label, rule_label

log = logging.getLogger("parlour_poker.ui.newgame")

SETUP_NAME = "newgame.json"
STAKES = ("blind", "limit", "buy_in")
_STAKE_LABELS = {"blind": "Blind", "limit": "Limit", "buy_in": "Counters each"}
_STAKE_HELP = {
    "blind": "The unit of the stakes, in white counters (at Draw Poker the age's blind; the ante is twice it).",
    "limit": "The most any bet or raise may add (the book: fifty blinds).",
    "buy_in": "What each buys from the banker at the start, and again whenever short.",
}
_BLIND_HELP = {
    "bouillotte": "The unit of the stakes, in white counters: the dealer blinds five of them, and a "
                  "straddle doubles the last.",
    "ambigu": "The unit of the stakes, in white counters: each puts one in before the deal and two "
              "for his ante.",
    "brag": "The unit of the stakes, in white counters: each pays the dealer one if nobody sees his ante.",
}
"""The blind's help where a game uses it otherwise than Draw Poker's age."""
DEFAULT_TEMPERAMENTS = ("good", "liberal", "close", "slider:0.50:0.50", "good", "liberal", "close")
NAME_LENGTH = 20


def variant_title(variant: str) -> str:
    """A game's name, as its How to play names it (:func:`game.rulebook.game_name`)."""
    from game.rulebook import game_name

    return game_name(variant)


def variant_source(variant: str) -> str:
    """Where a game comes from, in plain words ("Foster's Stud Poker")."""
    return GUIDES[variant].follows.rstrip(".") if variant in GUIDES else ""


GAME_CHOICES: tuple[tuple[str, str], ...] = tuple((v, variant_title(v)) for v in ORDER)
"""The games the new-game screen offers, family by family, by name."""

GAME_DESCRIPTIONS: dict[str, str] = {v: GUIDES[v].line for v in ORDER}
"""One sentence for each game (the rulebook's), for the game chooser."""


def game_description(variant: str) -> str:
    """The one-sentence description of a game (its title if it has none)."""
    return GAME_DESCRIPTIONS.get(variant, f"{variant_title(variant)}, as the book describes it.")


def describe_opponent(key: str, variant: str) -> str:
    """The one line about an opponent's temperament, in the terms of the game chosen."""
    try:
        return describe_in_game(key, variant)
    except ValueError:  # the calling station and the random player: the same at every game
        return describe_temperament(key)


@dataclass
class Setup:
    """Who sits down: the player's name and the computer players."""

    you: str = "You"
    temperaments: list[str] = field(default_factory=lambda: list(DEFAULT_TEMPERAMENTS[:3]))
    names: list[str] = field(default_factory=list)
    variant: str = "draw"

    def fill_names(self) -> None:
        """Give every computer player a name (the roster's, for his temperament)."""
        names = list(self.names[: len(self.temperaments)])
        while len(names) < len(self.temperaments):
            names.append("")
        taken = [self.you]
        for i, key in enumerate(self.temperaments):
            name = names[i].strip()
            if not name or name in taken:
                name = make_player(key, random.Random(0), taken=taken).name
            names[i] = name
            taken.append(name)
        self.names = names

    def to_dict(self) -> dict[str, Any]:
        return {"version": 1, "you": self.you, "temperaments": self.temperaments, "names": self.names,
                "variant": self.variant}

    @classmethod
    def from_dict(cls, data: Any) -> Setup:
        setup = cls()
        if not isinstance(data, dict):
            return setup
        you = data.get("you")
        if isinstance(you, str) and you.strip():
            setup.you = you.strip()[:NAME_LENGTH]
        temps = data.get("temperaments")
        known = {k for k, _ in TEMPERAMENT_CHOICES}
        if isinstance(temps, list) and 1 <= len(temps) <= 7 and all(t in known for t in temps):
            setup.temperaments = list(temps)
        variant = data.get("variant")
        if isinstance(variant, str) and variant in VARIANTS:
            setup.variant = variant
        names = data.get("names")
        if isinstance(names, list):
            setup.names = [n.strip()[:NAME_LENGTH] if isinstance(n, str) else "" for n in names]
        setup.fill_names()
        return setup


def setup_path(home: Path | None) -> Path:
    return (home or data_home()) / SETUP_NAME


def load_setup(home: Path | None) -> Setup:
    """The last new game's players (defaults if none, or if the file is damaged)."""
    try:
        setup, problem = load_checked(setup_path(home), lambda d: Setup.from_dict(want(d, dict, "the setup")),
                                      "The last new game's players")
    except Exception:  # never let a remembered choice stop a new game
        setup, problem = None, None
    if problem:
        log.warning("%s", problem)
    return setup if setup is not None else Setup.from_dict({})


def save_setup(home: Path | None, setup: Setup) -> None:
    try:
        write_json(setup_path(home), setup.to_dict())
    except OSError as exc:
        log.warning("the new game's players were not remembered: %s", exc)


def most_opponents(house: HouseRules, variant: str = "draw") -> int:
    """Six, or seven with the sixty-card pack or with the dealer sitting out at eight (Law 1);
    a game with a number of its own (Brag eight players, Bouillotte five) has that."""
    from game.engine import VARIANTS

    cls = VARIANTS[variant][0] if variant in VARIANTS else None
    most = getattr(cls, "max_players", None)
    if most:
        return most - 1
    return 7 if (house.pack == "60" or house.dealer_out_with_eight) else 6


def least_opponents(variant: str = "draw") -> int:
    """One, or fewer than a game's own least number of players (Bouillotte: three, so two)."""
    from game.engine import VARIANTS

    cls = VARIANTS[variant][0] if variant in VARIANTS else None
    return max(1, getattr(cls, "min_players", 2) - 1)


def _lower_first(title: str) -> str:
    """"The French games" -> "the French games" (a proper name keeps its capital)."""
    return title[:1].lower() + title[1:]


def opponents_help(house: HouseRules, variant: str) -> str:
    """How many may play this game, in its own words."""
    from game.engine import VARIANTS

    cls = VARIANTS[variant][0] if variant in VARIANTS else None
    most = getattr(cls, "max_players", None)
    if not most:
        return ("Up to six; seven with the sixty-card pack, or with the dealer sitting out when eight "
                "play (Law 1).")
    least = getattr(cls, "min_players", 2)
    if least > 2:
        return (f"{variant_title(variant)} is for {least} to {most} players: "
                f"{least - 1} to {most - 1} opponents.")
    return f"{variant_title(variant)} is for {least} to {most} players: up to {most - 1} opponents."


class TextRow(Row):
    """A name: Enter or a click edits it, typing replaces it, Enter or Esc ends."""

    def __init__(self, label: str, get: Callable[[], str], set: Callable[[str], Any], help: str = "") -> None:
        super().__init__(label, help)
        self.get, self.set = get, set
        self.editing = False
        self.buffer = ""

    def value_text(self) -> str:
        return self.buffer + "|" if self.editing else self.get()

    def change(self, direction: int) -> None:
        pass

    def activate(self) -> None:
        if self.editing:
            self.finish()
        else:
            self.editing = True
            self.buffer = self.get()
            try:
                pygame.key.start_text_input()
            except pygame.error:
                pass

    def finish(self, keep: bool = True) -> None:
        if self.editing:
            self.editing = False
            text = " ".join(self.buffer.split())[:NAME_LENGTH]
            if keep and text:
                self.set(text)
            try:
                pygame.key.stop_text_input()
            except pygame.error:
                pass

    def type(self, text: str) -> None:
        if self.editing:
            self.buffer = (self.buffer + "".join(ch for ch in text if ch.isprintable()))[:NAME_LENGTH]

    def backspace(self) -> None:
        if self.editing:
            self.buffer = self.buffer[:-1]

    def draw_control(self, surface: pygame.Surface, rect: pygame.Rect, fonts, lay, focused: bool) -> None:
        box = rect.inflate(-lay.px(8), -lay.px(6))
        pygame.draw.rect(surface, PANEL, box, border_radius=lay.px(6))
        pygame.draw.rect(surface, GOLD if self.editing else (GOLD_DARK if focused else CREAM_DIM), box,
                         width=max(1, lay.px(2)), border_radius=lay.px(6))
        text = fonts.render("body", lay.font(24), self.value_text(), GOLD if focused else CREAM)
        if text.get_width() > box.width - lay.px(12):
            text = fonts.render("body", lay.font(19), self.value_text(), GOLD if focused else CREAM)
        blit_at(surface, text, (box.x + lay.px(10), box.centery), "midleft")


class GameRow(Row):
    """The game to play: its name; Enter or a click opens the list of every game, by family."""

    def __init__(self, label: str, get: Callable[[], str], open_list: Callable[[], Any], help: str = "",
                 source: str = "") -> None:
        super().__init__(label, help, source)
        self.get, self.open_list = get, open_list

    def value_text(self) -> str:
        return variant_title(self.get())

    def change(self, direction: int) -> None:
        pass  # not a spinner: the games are a list of their own

    def activate(self) -> None:
        self.open_list()

    def click(self, frac: float) -> None:
        self.open_list()

    def draw_control(self, surface: pygame.Surface, rect: pygame.Rect, fonts, lay, focused: bool) -> None:
        colour = GOLD if focused else CREAM
        box = rect.inflate(-lay.px(8), -lay.px(6))
        pygame.draw.rect(surface, PANEL, box, border_radius=lay.px(6))
        pygame.draw.rect(surface, GOLD_DARK if focused else CREAM_DIM, box, width=max(1, lay.px(2)),
                         border_radius=lay.px(6))
        hint = fonts.render("italic", lay.font(19), "Choose…", CREAM_DIM)
        room = box.width - hint.get_width() - lay.px(30)
        # A long name reaches left, over the label's empty room, at its own size: set smaller
        # than the other rows' values it read as a lesser thing (issue 38).
        text = fonts.render("body", lay.font(25), self.value_text(), colour)
        if text.get_width() > room:
            left = max(lay.px(200), box.right - hint.get_width() - lay.px(30) - text.get_width())
            box = pygame.Rect(left, box.y, box.right - left, box.height)
            pygame.draw.rect(surface, PANEL, box, border_radius=lay.px(6))
            pygame.draw.rect(surface, GOLD_DARK if focused else CREAM_DIM, box, width=max(1, lay.px(2)),
                             border_radius=lay.px(6))
        blit_at(surface, text, (box.x + lay.px(10), box.centery), "midleft")
        blit_at(surface, hint, (box.right - lay.px(10), box.centery), "midright")


class NewGameScene(SettingsScene):
    """Players, stakes and house rules, then Deal."""

    title = "A new game"

    def __init__(self, app) -> None:
        self.app = app
        self.setup = load_setup(app.home)
        self._fit_opponents()
        super().__init__(app)

    # --- the rows -------------------------------------------------------------------------------

    def _fit_opponents(self) -> None:
        most = most_opponents(self.app.settings.house, self.setup.variant)
        if len(self.setup.temperaments) > most:
            del self.setup.temperaments[most:]
        temps = self.setup.temperaments  # a game for three at least (Bouillotte) fills the table
        while len(temps) < least_opponents(self.setup.variant):
            temps.append(DEFAULT_TEMPERAMENTS[len(temps) % len(DEFAULT_TEMPERAMENTS)])
        self.setup.fill_names()

    def _build_rows(self) -> list[Row]:
        setup = self.setup
        house = lambda: self.app.settings.house  # noqa: E731 - always the current rules
        rows: list[Row] = [
            ActionRow("Sit down at the table", "Deal", self.start,
                      help="The cut for seats decides who deals first (Laws 2-4)."
                      + (" This replaces the game in progress." if has_saved_game(self.app.home) else "")),
            GameRow("Game", lambda: self.setup.variant, self._choose_game,
                    help=f"{game_description(setup.variant)} One of {_lower_first(family_of(setup.variant))}."),
            ActionRow("How to play it", "Rules", self._rules,
                      help="The rules of this game: what you hold, your turn, winning and paying, "
                           "and every word of the game."),
            ToggleRow("How to play at the first deal", lambda: self._card_on(), self._set_card,
                      help="The game's How to play over the table before the first deal of a new game."),
            Heading("Players"),
            TextRow("Your name", lambda: setup.you, self._set_you),
            StepperRow("Opponents", lambda: len(setup.temperaments), self._set_count, step=1,
                       lo=least_opponents(setup.variant),
                       hi=most_opponents(house(), setup.variant),
                       help=opponents_help(house(), setup.variant)),
        ]
        for i, key in enumerate(setup.temperaments):
            rows.append(ChoiceRow(f"Opponent {i + 1}", list(TEMPERAMENT_CHOICES),
                                  (lambda i=i: self.setup.temperaments[i]),
                                  (lambda v, i=i: self._set_temperament(i, v)),
                                  help=describe_opponent(key, setup.variant),
                                  other=lambda v: str(v)))
            rows.append(TextRow("    named", (lambda i=i: self.setup.names[i]),
                                (lambda v, i=i: self._set_name(i, v))))
        described = {name: (default, help_text, source, choices)
                     for name, default, help_text, source, choices in HouseRules.describe_all()}
        used = house_rules_used(setup.variant)  # only the stakes and rules this game uses
        if any(name in used for name in STAKES):
            rows.append(Heading("Stakes"))
        for name in STAKES:
            if name not in used:
                continue
            default, help_text, source, _ = described[name]
            get = (lambda n: lambda: getattr(self.app.settings.house, n))(name)
            put = (lambda n: lambda v: self._set_rule(n, v))(name)
            label = ("Unit of the stakes" if name == "blind" and (setup.variant == "ambigu" or setup.variant.startswith("brag"))
                     else _STAKE_LABELS[name])  # those games have no blind
            rows.append(StepperRow(label, get, put, step=RULE_STEPS.get(name, 1), lo=RULE_LOWEST.get(name, 1),
                                   hi=100000, help=_BLIND_HELP.get(setup.variant, _STAKE_HELP[name])
                                   if name == "blind" else _STAKE_HELP[name], source=source))
        if any(name not in STAKES for name in used):
            rows.append(Heading("House rules"))
        for name, (default, help_text, source, choices) in described.items():
            if name in STAKES or name not in used:
                continue
            label = rule_label(name)
            help_text = help_text[:1].upper() + help_text[1:]
            get = (lambda n: lambda: getattr(self.app.settings.house, n))(name)
            put = (lambda n: lambda v: self._set_rule(n, v))(name)
            if choices:
                rows.append(ChoiceRow(label, [(c, choice_label(name, c)) for c in choices], get, put,
                                      help=help_text, source=source))
            elif isinstance(default, bool):
                rows.append(ToggleRow(label, get, put, help=help_text, source=source))
            elif isinstance(default, int):
                rows.append(StepperRow(label, get, put, step=RULE_STEPS.get(name, 1), lo=RULE_LOWEST.get(name, 0),
                                       hi=100000, help=help_text, source=source))
            else:
                rows.append(InfoRow(label, get, help_text, source))
        rows.append(ActionRow("The book's rules", "Restore", self._restore_rules,
                              help="Put every house rule back as Foster's Complete Hoyle has it."))
        rows.append(ActionRow("Sit down at the table", "Deal", self.start))
        return rows

    def _rebuild(self) -> None:
        focus_label = self.rows[self.focus].label if self.rows else ""
        old_focus = self.focus
        # Where the changed row stands in the window: it stays there, so that the next click
        # on its - or + lands on it again (a row added below, or help grown longer, once
        # scrolled the form under the pointer at 960 x 540).
        tops = getattr(self, "tops", None)
        at = tops[old_focus] - self.scroll if tops and old_focus < len(tops) else None
        self.rows = self._build_rows()
        labels = [r.label for r in self.rows]
        if focus_label in labels and labels.count(focus_label) == 1:
            self.focus = labels.index(focus_label)
        else:
            self.focus = min(old_focus, len(self.rows) - 1)
            while not self.rows[self.focus].focusable:
                self.focus -= 1
        self.layout(self.app.layout)
        if at is not None:
            self.scroll = max(0, min(self._max_scroll(), self.tops[self.focus] - at))

    # --- changes ----------------------------------------------------------------------------------

    def _set_you(self, name: str) -> None:
        if name in self.setup.names:
            self.app.toast(f"{name} is already at the table.")
            return
        self.setup.you = name
        self.app.sound.play("click", 0.5)

    def _set_name(self, i: int, name: str) -> None:
        others = [n for j, n in enumerate(self.setup.names) if j != i] + [self.setup.you]
        if name in others:
            self.app.toast(f"{name} is already at the table.")
            return
        self.setup.names[i] = name
        self.app.sound.play("click", 0.5)

    def _choose_game(self) -> None:
        self.app.sound.play("click", 0.5)
        self.app.show("game-chooser", self)

    def _rules(self) -> None:
        self.app.sound.play("click", 0.5)
        self.app.show("rules", variant=self.setup.variant)

    def _card_on(self) -> bool:
        return self.setup.variant not in self.app.settings.how_to_play_off

    def _set_card(self, on: bool) -> None:
        off = set(self.app.settings.how_to_play_off)
        (off.discard if on else off.add)(self.setup.variant)
        try:
            self.app.update_settings(how_to_play_off=tuple(sorted(off)))
        except ValueError as exc:
            self.app.toast(str(exc))
            return
        self.app.sound.play("click", 0.5)

    def _set_variant(self, variant: str) -> None:
        if variant not in VARIANTS:
            return
        self.setup.variant = variant
        self._fit_opponents()  # (Bouillotte is for five at most)
        self.app.sound.play("click", 0.5)
        self._rebuild()

    def _set_count(self, n: int) -> None:
        n = max(least_opponents(self.setup.variant),
                min(most_opponents(self.app.settings.house, self.setup.variant), int(n)))
        temps = self.setup.temperaments
        while len(temps) < n:
            temps.append(DEFAULT_TEMPERAMENTS[len(temps) % len(DEFAULT_TEMPERAMENTS)])
        del temps[n:]
        self.setup.fill_names()
        self.app.sound.play("click", 0.5)
        self._rebuild()

    def _set_temperament(self, i: int, key: str) -> None:
        old = self.setup.temperaments[i]
        self.setup.temperaments[i] = key
        # A roster name follows the temperament; a name the player chose stays.
        from game.ai.roster import NAMES

        family = "slider" if old.startswith("slider") else old
        if self.setup.names[i] in NAMES.get(family, ()):
            self.setup.names[i] = ""
        self.setup.fill_names()
        self.app.sound.play("click", 0.5)
        self._rebuild()

    def _set_rule(self, name: str, value: Any) -> None:
        super()._set_rule(name, value)
        before = len(self.setup.temperaments)
        self._fit_opponents()
        if name in ("pack", "dealer_out_with_eight") or len(self.setup.temperaments) != before:
            self._rebuild()

    def _restore_rules(self) -> None:
        super()._restore_rules()
        self._fit_opponents()
        self._rebuild()

    # --- starting -------------------------------------------------------------------------------

    def config(self) -> GameConfig:
        """The game the screen describes."""
        self.setup.fill_names()
        names = (self.setup.you, *self.setup.names)
        temps = (HUMAN, *self.setup.temperaments)
        return GameConfig(tuple(names), tuple(temps), self.app.settings.house, new_seed(),
                          variant=self.setup.variant)

    def start(self) -> None:
        for row in self.rows:
            if isinstance(row, TextRow):
                row.finish()
        config = self.config()
        try:
            session = Session(config, home=self.app.home)
        except Exception as exc:  # a table the engine refuses: say why, stay here
            log.exception("the table could not be made")
            self.app.toast(f"That table cannot be played: {exc}", 5.0)
            return
        save_setup(self.app.home, self.setup)
        self.app.sound.play("shuffle", 0.6)
        table = self.app.show("table", session, replace=True)
        from ..guided import mark_offered, offered
        from .rules_howto import wants_card

        if not offered(self.app, config.variant):  # once, on the game's first table (issue 39)
            getattr(table, "offer_guide", lambda: None)()
            mark_offered(self.app, config.variant)
            if getattr(table, "guide_offer", None) is not None:
                # The offer names both, the guided deal and the How to play card: the card is
                # not laid over the first table uninvited (a learner found it open by itself).
                return
        if wants_card(self.app, config.variant):  # the game taught before its first deal
            self.app.show("how-to-play", config.variant)

    # --- input --------------------------------------------------------------------------------

    def _editing(self) -> TextRow | None:
        for row in self.rows:
            if isinstance(row, TextRow) and row.editing:
                return row
        return None

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        row = self._editing()
        if row is not None:
            if event.type == pygame.TEXTINPUT:
                row.type(event.text)
                return None
            if event.type == pygame.KEYDOWN:
                if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB):
                    row.finish()
                elif event.key == pygame.K_ESCAPE:
                    row.finish(keep=False)
                elif event.key == pygame.K_BACKSPACE:
                    row.backspace()
                return None
            if event.type == pygame.MOUSEBUTTONDOWN:
                row.finish()
        super().process_event(event)
        return None  # the page fills the window: a click must not reach the title screen beneath

    def back(self) -> None:
        for row in self.rows:
            if isinstance(row, TextRow):
                row.finish(keep=False)
        super().back()

    def leave(self) -> None:
        for row in self.rows:
            if isinstance(row, TextRow):
                row.finish(keep=False)

    # --- the preview: the table as it will be -----------------------------------------------------

    def _draw_preview(self, surface: pygame.Surface) -> None:
        preview = TablePreview(self.app, self.setup, self.preview, variant_title(self.setup.variant))
        preview.draw(surface)
        self.preview_boxes = preview.preview_boxes

    def help_keys(self) -> list[tuple[str, str]]:
        return [("Up / Down", "choose a line"), ("Left / Right", "change it"),
                ("Enter", "deal, switch, or edit a name (Enter again to finish)"),
                ("Esc / Backspace", "back to the title")]


__all__ = ["GAME_CHOICES", "GAME_DESCRIPTIONS", "game_description", "NewGameScene", "variant_title", "Setup",
           "TextRow", "load_setup", "save_setup", "most_opponents"]

