"""A saved game: its configuration, its seed and its action log (STYLE: a save is a replay).

Resuming replays the log on a table made from the same configuration and seed, which
gives the same table, deal for deal.  The file is versioned JSON; an older version is
brought up to date by ``UPGRADES[v]`` for every ``v`` from its version to ``CURRENT``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from game.cards import Card
from game.engine import Action, ActionKind, HouseRules, RuleError, Table
from game.engine.table import replay

from .jsonfile import read_json, write_json

CURRENT = 1
UPGRADES: dict[int, Callable[[dict[str, Any]], None]] = {}


@dataclass(frozen=True)
class GameConfig:
    """Who sits where, what they are, the rules and the seed."""

    names: tuple[str, ...]
    temperaments: tuple[str, ...]
    """One per name: a temperament id for a computer player, ``human`` for a person."""
    house: HouseRules = field(default_factory=HouseRules)
    seed: int = 0
    variant: str = "draw"

    def new_table(self) -> Table:
        """The table this configuration starts (the cut for seats included)."""
        return Table(self.names, self.house, random.Random(self.seed), self.variant)


@dataclass
class SavedGame:
    """A game in progress: its configuration and every action taken so far."""

    config: GameConfig
    actions: list[tuple[int, Action]] = field(default_factory=list)
    deals: int = 0

    def rebuild(self) -> Table:
        """Replay the log: the table as it stood when saved."""
        return replay(self.config.names, self.config.house, self.config.seed, self.actions,
                      deals=self.deals, variant=self.config.variant)

    def to_dict(self) -> dict[str, Any]:
        c = self.config
        return {
            "version": CURRENT, "names": list(c.names), "temperaments": list(c.temperaments),
            "house": c.house.to_dict(), "seed": c.seed, "variant": c.variant, "deals": self.deals,
            "actions": [[s, a.kind.value, a.amount, [x.code for x in a.cards]]
                        for s, a in self.actions],
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> SavedGame:
        version = int(data.get("version", 1))
        if version > CURRENT:
            raise ValueError(f"saved by a newer version ({version})")
        for v in range(version, CURRENT):
            UPGRADES[v](data)
        config = GameConfig(
            names=tuple(data["names"]), temperaments=tuple(data["temperaments"]),
            house=HouseRules.from_dict(data["house"]), seed=int(data["seed"]),
            variant=str(data.get("variant", "draw")))
        actions = [(int(s), Action(ActionKind(k), int(a), tuple(Card.parse(c) for c in cards)))
                   for s, k, a, cards in data["actions"]]
        return cls(config, actions, int(data["deals"]))


def save_game(path: Path, game: SavedGame) -> None:
    """Write the game atomically."""
    write_json(path, game.to_dict())


def load_game(path: Path) -> tuple[SavedGame | None, str | None]:
    """The saved game, or ``(None, message)``: a damaged save is kept aside, never a crash."""
    data, problem = read_json(path)
    if data is None:
        return None, problem
    try:
        game = SavedGame.from_dict(data)
        game.rebuild()  # prove it replays before offering it
        return game, None
    except (KeyError, TypeError, ValueError, RuleError, AssertionError) as exc:
        aside = path.with_suffix(path.suffix + ".damaged")
        try:
            path.replace(aside)
        except OSError:
            pass
        return None, f"the saved game could not be resumed ({exc}); it was kept aside as " \
                     f"{aside.name}"
