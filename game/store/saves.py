"""A saved game: who plays, the rules, the table between deals, and the deal in progress.

A save holds what resuming needs and nothing more, so saving and resuming take the same time
at the tenth deal and the hundred-thousandth:

* the configuration (names, temperaments, house rules, variant) and a random id for the game;
* the table as it stood before the deal in progress (:meth:`Table.snapshot`);
* the deal in progress, if any: its packs *as cards* and its actions, with every card the
  person has not seen replaced by a label (:mod:`game.store.dealing`).  Resuming deals those
  cards afresh from the OS's secure source and plays the actions again: the person's hand,
  the cards face up and the betting are as they were; nothing in the file tells what the
  others hold or what the stock will give;
* the statistics record of the last finished deal (:class:`~game.store.stats.DealResult`), so
  statistics a crash left one deal behind catch up (:func:`reconcile_stats`).

There is no seed in it.  The file is versioned JSON; version 1 (configuration, seed and the
whole action log) is still read, by replaying it, and written as version 2 at the next save.
A file that cannot be read, has the wrong shape, comes from a newer version or does not play
out is kept aside as ``current.json.damaged`` (:func:`load_game`) and never written over.
"""

from __future__ import annotations

import random
import secrets
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from game.cards import Card
from game.engine import Action, ActionKind, HouseRules, RuleError, Table
from game.engine.core.errors import TableError
from game.engine.registry import deal_class

from .dealing import DealingShuffles, cards_in, mask, unmask
from .jsonfile import count, load_checked, read_data, want, write_json
from .stats import DealResult, Statistics

CURRENT = 2
RESUME_TRIES = 200
"""How many fresh deals of the unseen cards are tried before a deal in progress is given up
(an opener must still hold his openers: the engine refuses an opening without them)."""


def new_game_id() -> str:
    """A random name for a game (keys its statistics; predicts nothing)."""
    return secrets.token_hex(8)


@dataclass(frozen=True)
class GameConfig:
    """Who sits where, what they are, and the rules.  ``seed`` is for tests and benchmarks
    only (a repeatable game); real play leaves it None and shuffles from the OS's secure
    source.  It is never saved."""

    names: tuple[str, ...]
    temperaments: tuple[str, ...]
    """One per name: a temperament id for a computer player, ``human`` for a person."""
    house: HouseRules = field(default_factory=HouseRules)
    seed: int | None = None
    variant: str = "draw"

    def shuffles(self) -> DealingShuffles:
        return DealingShuffles(self.seed)

    def new_table(self, rng: random.Random | None = None) -> Table:
        """The table this configuration starts (the cut for seats included)."""
        return Table(self.names, self.house, rng or self.shuffles(), self.variant)


@dataclass
class DealInProgress:
    """The deal being played: its packs and actions (cards as :class:`Card`) and the cards
    the person has seen (the rest are written as labels)."""

    packs: list[list[Card]]
    actions: list[tuple[int, Action]]
    seen: set[Card]


@dataclass
class SavedGame:
    """A game in progress; see the module docstring."""

    config: GameConfig
    table: dict[str, Any] | None = None
    """:meth:`Table.snapshot` before the deal in progress (None: not yet cut for seats)."""
    deal: DealInProgress | None = None
    game: str = field(default_factory=new_game_id)
    result: DealResult | None = None
    """The statistics record of the last finished deal."""
    _masked: tuple[list[list[str]], list[list[Any]]] | None = None
    called_off: str | None = None
    """Set by :meth:`rebuild` when the deal in progress could not be laid out again."""
    guided: dict[str, Any] | None = None
    """A guided deal being played (issue 39): which game's, and how far its guide has gone.
    The store keeps it and hands it back; the window's session reads it
    (:class:`game.guide.resume.Guided`)."""

    @property
    def deals_finished(self) -> int:
        """How many deals are over (the statistics should count as many of this game)."""
        if self.table is None:
            return 0
        return int(self.table["deal_number"])

    # --- writing ---------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        c = self.config
        deal = None
        if self._masked is not None:
            deal = {"packs": self._masked[0], "actions": self._masked[1]}
        elif self.deal is not None:
            packs, actions = mask(self.deal.packs, self.deal.actions, self.deal.seen)
            deal = {"packs": packs, "actions": actions}
        return {
            "version": CURRENT, "game": self.game, "names": list(c.names),
            "temperaments": list(c.temperaments), "house": c.house.to_dict(), "variant": c.variant,
            "table": self.table, "deal": deal,
            "result": self.result.to_dict() if self.result else None,
            "guided": self.guided,
        }

    # --- reading ---------------------------------------------------------------------------

    @classmethod
    def from_dict(cls, data: Any) -> SavedGame:
        """A checked save; ``TypeError``/``ValueError``/``KeyError`` for anything out of shape."""
        want(data, dict, "the saved game")
        version = count(data.get("version", 1), "version", 1)
        if version > CURRENT:
            raise ValueError(f"saved by a newer version of the game (version {version})")
        for v in range(version, CURRENT):
            data = UPGRADES[v](data)
        names = tuple(want(n, str, "a name") for n in want(data["names"], list, "names"))
        temps = tuple(want(t, str, "a temperament") for t in want(data["temperaments"], list,
                                                                   "temperaments"))
        if len(names) != len(temps) or not names:
            raise ValueError("the names and temperaments do not match")
        house = HouseRules.from_dict(want(data["house"], dict, "house"))
        variant = want(data.get("variant", "draw"), str, "variant")
        table = data.get("table")
        if table is not None:
            want(table, dict, "table")
        deal = data.get("deal")
        masked = None
        if deal is not None:
            want(deal, dict, "deal")
            masked = (want(deal["packs"], list, "packs"), want(deal["actions"], list, "actions"))
        result = data.get("result")
        guided = data.get("guided")
        if guided is not None:
            want(guided, dict, "guided")
        return cls(GameConfig(names, temps, house, None, variant), table, None,
                   want(data.get("game") or new_game_id(), str, "game"),
                   DealResult.from_dict(result) if result is not None else None, masked,
                   guided=guided)

    def rebuild(self, attach: Callable[[Table], None] | None = None,
                rng_source: random.Random | None = None,
                dealing: Any = None) -> tuple[Table, DealingShuffles, dict | None]:
        """The table as it stood when saved, with ``attach(table)`` called before anything is
        dealt (the session's hand history listens from the start of the deal in progress).
        Returns the table, its generator, and the snapshot before the deal in progress.

        ``dealing`` (a guided deal, :class:`game.guide.resume.Guided`): its
        ``first_pack(before)`` is the deal in progress's first pack when it is the program's
        own data, and ``shuffles(before, packs)`` the table's generator.

        Raises ``ValueError`` when the save does not play out."""
        c = self.config
        if self.table is None:
            rng = c.shuffles()
            table = c.new_table(rng)
            if attach:
                attach(table)
            return table, rng, None
        before = Table.restore(self.table, c.house, None, c.variant)
        # The pack the deal is dealt from: the table's, or the game's own (Bouillotte's short pack).
        pack_for = getattr(deal_class(c.variant), "pack_for", None)
        pack = pack_for(before) if pack_for else before.pack
        draw = rng_source or random.SystemRandom()
        last: Exception | None = None
        known = dealing.first_pack(before) if dealing is not None and self._masked is not None else None
        tries = RESUME_TRIES if self._masked is not None and known is None else 1
        for _ in range(tries):
            packs: list[list[Card]] = []
            actions: list[tuple[int, Action]] = []
            try:
                if self._masked is not None:
                    raw_packs, raw_actions = unmask(*self._masked, pack, draw, known)
                    packs = raw_packs
                    actions = [(_seat(s), _action(k, a, cards)) for s, a, k, cards in raw_actions]
            except ValueError as exc:
                if known is None:
                    raise
                last = exc
                break
            rng = (dealing.shuffles(before, packs) if dealing is not None
                   else DealingShuffles(stacked=packs))
            table = Table.restore(self.table, c.house, rng, c.variant)
            if table.size != len(c.names) or sorted(table.names) != sorted(c.names):
                raise ValueError("the table does not seat the game's players")
            if table.counters_in_play() != sum(table.bought):
                # Every counter accounted for: what is on the table is what was bought.
                raise ValueError(f"the counters do not add up ({table.counters_in_play()} on the "
                                 f"table, {sum(table.bought)} bought)")
            table.keep_actions = False
            if attach:
                attach(table)
            if self._masked is None:
                return table, rng, self.table
            try:
                if table.game_over:
                    raise ValueError("the game is over")
                rng.new_deal()
                table.start_deal()
                for seat, action in actions:
                    table.act(seat, action)
                if rng.stacked:
                    raise ValueError("the saved packs were not all dealt")
                return table, rng, self.table
            except (RuleError, ValueError, TypeError, IndexError, KeyError) as exc:
                last = exc
        # The deal cannot be laid out again: it is called off (every counter put in it goes
        # back, as the table stood before it) and the person is told.
        self.called_off = f"the deal in progress could not be dealt again ({last})"
        rng = dealing.shuffles(before, []) if dealing is not None else DealingShuffles()
        table = Table.restore(self.table, c.house, rng, c.variant)
        table.keep_actions = False
        if attach:
            attach(table)
        return table, rng, self.table


def _upgrade_1(data: dict[str, Any]) -> dict[str, Any]:
    """Version 1 held the seed and the whole action log: replay it once and keep what version 2
    keeps (the table before the deal in progress, that deal with the person's unseen cards
    left out, no seed)."""
    from game.engine.core.events import DealStarted

    names = tuple(want(n, str, "a name") for n in want(data["names"], list, "names"))
    temps = [want(t, str, "a temperament") for t in want(data["temperaments"], list, "temperaments")]
    house = HouseRules.from_dict(want(data["house"], dict, "house"))
    variant = want(data.get("variant", "draw"), str, "variant")
    deals = count(data["deals"], "deals")
    rng = DealingShuffles(want(data["seed"], int, "seed"))
    table = Table(names, house, rng, variant)
    table.keep_actions = False  # its actions are then the deal in progress's
    log = [(_seat(s), _action(k, a, [Card.parse(want(x, str, "a card")) for x in want(cards, list, "cards")]))
           for s, k, a, cards in want(data["actions"], list, "actions")]
    between = table.snapshot()
    i = 0
    while True:
        if table.deal_over:
            if table.deal_number >= deals or table.game_over:
                break
            between = table.snapshot()
            rng.new_deal()
            table.start_deal()
            continue
        if i >= len(log):
            break
        table.act(*log[i])
        i += 1
    if i != len(log):
        raise ValueError("the action log goes past its deals")
    deal = None
    if not table.deal_over:
        human = temps.index("human") if "human" in temps else None
        seat = table.names.index(names[human]) if human is not None else None
        seen: set[Card] = set()
        started = False
        for event in table.events:
            started = started or isinstance(event, DealStarted)
            if started and event.visible_to(seat):
                cards_in(event, seen)
        if seat is not None:
            cards_in(table.view(seat), seen)
        packs, actions = mask(rng.packs, list(table.actions), seen)
        deal = {"packs": packs, "actions": actions}
    else:
        between = table.snapshot()
    return {"version": 2, "game": new_game_id(), "names": list(names), "temperaments": temps,
            "house": house.to_dict(), "variant": variant, "table": between, "deal": deal,
            "result": None}


UPGRADES: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: _upgrade_1}
"""``UPGRADES[v]`` turns a version ``v`` save into a version ``v + 1`` one."""


def _seat(s: Any) -> int:
    return count(s, "a seat")


def _action(kind: Any, amount: Any, cards: list[Card]) -> Action:
    want(kind, str, "an action's kind")
    want(amount, int, "an action's amount")
    return Action(ActionKind(kind), amount, tuple(cards))


def save_game(path: Path, game: SavedGame) -> None:
    """Write the game atomically (only over a regular file)."""
    write_json(path, game.to_dict())


def load_game(path: Path, dealing_of: Callable[[SavedGame], Any] | None = None
              ) -> tuple[SavedGame | None, str | None]:
    """The saved game, proved to play out, or ``(None, message)``: a damaged save is kept
    aside as ``current.json.damaged``, never a crash.  ``dealing_of(game)``: the dealing a
    guided deal's save is laid out with (see :meth:`SavedGame.rebuild`)."""

    def parse(data: Any) -> SavedGame:
        game = SavedGame.from_dict(data)
        try:
            dealing = dealing_of(game) if dealing_of is not None and game.guided is not None else None
            game.rebuild(dealing=dealing)  # prove it plays out before offering it
        except (RuleError, TableError, AssertionError) as exc:
            raise ValueError(str(exc)) from None
        return game

    return load_checked(path, parse, "The saved game")


def pending_result(path: Path) -> DealResult | None:
    """The statistics record a save carries (a quick look; nothing is moved)."""
    try:
        data = read_data(path)
        if isinstance(data, dict) and data.get("result") is not None:
            return DealResult.from_dict(data["result"])
    except (OSError, ValueError, TypeError, KeyError, AttributeError):
        pass
    return None


def reconcile_stats(stats: Statistics, result: DealResult | None) -> bool:
    """Count a saved deal's result the statistics missed (a crash between the two writes);
    True when the statistics changed and should be written."""
    return result is not None and stats.add(result)
