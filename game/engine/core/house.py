"""House rules: every choice the books leave to the table, in one documented dataclass.

The defaults are the ones ``shared/SPEC.md`` fixes (Foster's *Complete Hoyle*); every
other value is a house-rule option named as the books name it.  Each field carries its
help text and the passage it comes from in ``metadata``, so the command line
(``--house key=value``) and the settings screen are both generated from this one place.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field, fields
from enum import Enum
from typing import Any, Iterable


class RuleError(ValueError):
    """A house rule that does not exist, or a value it cannot take."""


def _opt(default: Any, help: str, source: str, choices: tuple[str, ...] = ()) -> Any:
    return field(default=default, metadata={"help": help, "source": source, "choices": choices})


@dataclass(frozen=True)
class HouseRules:
    """The rules in force at a table.  Frozen: a change makes a new object."""

    # Stakes (Foster, "Stakes", "Counters", Law 5-6).
    blind: int = _opt(1, "the blind the age puts up, in white counters", "Foster, Stakes")
    limit: int = _opt(50, "the most a bet or raise may add (50 times the blind)", "Foster, Stakes; Law 6")
    buy_in: int = _opt(100, "counters each player buys, and buys again from the banker when short",
                       "Foster, Counters; Law 5")
    blind_up_to_half_limit: bool = _opt(
        False, "the age may make the blind any amount within half the limit", "Hoyle's Games Modernized, Stakes")
    straddle: bool = _opt(True, "the player left of the age may straddle, each doubling, while the "
                          "ante it makes (twice the straddle) is within the limit: 2, 4, 8 and 16 "
                          "at a limit of 50", "Foster, Straddling and Stakes; Law 17")
    straddle_quarter_limit: bool = _opt(
        False, "Law 17 as worded: no straddle may exceed a quarter of the limit (2, 4 and 8 at a "
        "limit of 50)", "Law 17")
    dealer_antes: bool = _opt(
        False, "the dealer, not the age, puts up the blind, and has the age's place: he speaks "
        "last before and after the draw, and takes the pool if no one bets", "the Britannica")
    holding_the_age: bool = _opt(
        False, "after the draw the age speaks first: he may bet, or hold the age and keep the "
        "last say", "Hoyle's Games Modernized; Schenck")
    # Jack pots (Laws 20-21, 37-46).
    jack_pots: bool = _opt(True, "no one coming in makes a natural jack pot; one in makes an "
                           "only-two-in jack at the age's choice", "Foster, Jack Pots; Laws 21, 37-46")
    jack_ante: int = _opt(5, "each player's ante in a jack pot (one red)", "Foster, Jack Pots")
    pass_the_jack: bool = _opt(
        False, "in a jack pot whose antes are put up as it begins, a player may decline to ante "
        "by saying 'I pass this jack', and is given no cards", "Law 37")
    fattening: int = _opt(1, "what each adds when no one opens (0: no fattening)", "Law 40")
    same_dealer_deals_jacks: bool = _opt(True, "the same dealer deals until the jack is opened",
                                         "Law 12; Foster, 'dealing off the jack'")
    progressive_openers: str = _opt(
        "off", "successive jack pots not opened need better openers: 'foster' jacks, queens, "
        "kings, aces, then back down; 'code' (the code of laws) jacks, queens, kings, then jacks again, never aces",
        "Foster, Progressive Jacks; the code of laws, Laws 30-32", ("off", "foster", "code"))
    bobtail_openers: bool = _opt(False, "four cards of a flush or straight open a jack",
                                 "Foster, Opening Jacks")
    the_buck: bool = _opt(False, "the buck: the holder's deal is a jack pot", "Foster, The Buck")
    high_hand_jacks: str = _opt("off", "a hand of this rank or better shown makes the next deal a "
                                "jack", "Foster, The High Hand jack pot",
                                ("off", "flush", "full", "fours"))
    kitty_jacks: int = _opt(0, "when the kitty holds this many, it pays everyone's ante in a "
                            "kitty jack pot (0: never)", "Foster, The Kitty")
    # The kitty and stakes arrangements.
    kitty: bool = _opt(False, "a white from every pool where threes or better are shown, a red "
                       "from every jack pot", "Foster, The Kitty")
    table_stakes: bool = _opt(False, "each starts with 200 times the blind and bets only what he has; "
                              "short of a bet, he calls for a sight, playing for that much of the pool, "
                              "the rest a side pool", "Foster, Table Stakes")
    rebuy_at_once: bool = _opt(
        False, "table stakes: a player left with nothing buys a new stake before the next deal, the "
        "others consenting in advance; off: he sits out one deal first", "Foster, Table Stakes")
    freeze_out: bool = _opt(False, "equal counters, no buying more; a player who loses all is out",
                            "Foster, Freeze Out")
    # Showing.
    decline_to_show: bool = _opt(False, "a player in the call may decline to show and pay the "
                                 "penalty", "Law 34")
    # The pack and the table.
    pack: str = _opt("52", "the pack: 52, 60 (elevens and twelves, eight players), 53 (joker)",
                     "Foster, Cards and Joker Poker", ("52", "60", "53"))
    dealer_out_with_eight: bool = _opt(True, "with eight players the dealer takes no cards",
                                       "Foster, Players; Law 1")
    # Hands (Foster, "Rank of the Hands", "Eccentric Hands").
    round_the_corner: bool = _opt(False, "Q K A 2 3 is a straight", "Foster, Eccentric Hands")
    ace_in_straights: str = _opt(
        "high-or-low", "where the ace stands in a straight or straight flush: at either end (A K Q "
        "J 10 and 5 4 3 2 A); 'low' only, below the two (the code of laws, Law 66); 'high' only, never in "
        "sequence with the two (the Britannica, by agreement)", "Law 35; the code of laws, Law 66; the Britannica",
        ("high-or-low", "low", "high"))
    eccentric: str = _opt("off", "blaze, tiger, skip and round-the-corner hands, ranked by local "
                          "custom or by their true odds", "Foster, Eccentric Hands",
                          ("off", "local", "true-odds"))
    # Commerce (Foster, "Commerce": "Two other combinations are sometimes introduced").
    commerce_flush: bool = _opt(False, "at Commerce, a flush of three cards ranks next below the "
                                "sequence flush", "Foster, Commerce")
    commerce_pair: bool = _opt(False, "at Commerce, a single pair outranks the point", "Foster, Commerce")
    # Brag (Foster, "Brag"; game/engine/three_card/brag.py).
    american_brag_by_rank: bool = _opt(
        False, "American Brag: a pair or triplet made with braggers beats only naturals of its "
        "own rank (three jacks stay invincible); off: it beats every natural", "Foster, Brag, rules 10-11")
    brag_buying: bool = _opt(
        True, "three-stake Brag: before the third pool each may buy cards face up at a counter "
        "each, and passing thirty-one puts him out of it; off: the hands as dealt decide it",
        "Foster, Brag, rule 9 ('in some places')")

    def __post_init__(self) -> None:
        if isinstance(self.progressive_openers, bool) or self.progressive_openers in ("true", "false"):
            # Saves and callers from before the series were named: true was Foster's.
            on = self.progressive_openers in (True, "true")
            object.__setattr__(self, "progressive_openers", "foster" if on else "off")
        if self.progressive_openers == "001":  # old saves name the code of laws by its old number
            object.__setattr__(self, "progressive_openers", "code")
        if self.blind < 1 or self.limit < 2 * self.blind:
            raise RuleError("the limit must be at least twice the blind, and the blind at least 1")
        if self.buy_in < 1 or self.jack_ante < 1 or self.fattening < 0 or self.kitty_jacks < 0:
            raise RuleError("counters and antes must be positive")
        for f in fields(self):
            choices = f.metadata.get("choices")
            if choices and getattr(self, f.name) not in choices:
                raise RuleError(f"{f.name} must be one of {', '.join(choices)}")

    @property
    def ante(self) -> int:
        """The ante: twice the blind (Law 18)."""
        return 2 * self.blind

    @property
    def straddle_cap(self) -> int:
        """The largest straddle allowed.  By default the doubling goes on while the ante it
        makes, twice the straddle, is within the limit ("STAKES": at a limit of 50 it ceases
        at 16, "for another double would carry it to thirty-two, which would be more than half
        the limit"); with ``straddle_quarter_limit``, Law 17 as worded: no straddle may exceed
        one-fourth of the betting limit (8 at a limit of 50)."""
        return self.limit // 4 if self.straddle_quarter_limit else self.limit // 2

    @property
    def openers_series(self) -> tuple[str, ...]:
        """The openers of successive jack pots not opened, by rank name (Progressive Jacks,
        Foster; the code of laws, Laws 30-32); just jacks when the house plays no such series."""
        return _SERIES[self.progressive_openers]

    @property
    def stack_limited(self) -> bool:
        """Under table stakes and freeze-out nobody may bet more than he has before him."""
        return self.table_stakes or self.freeze_out

    def bought(self, stack: int, amount: int) -> int:
        """The counters a player with ``stack`` before him buys from the banker to put up
        ``amount``: whole buy-ins, as many as cover what he is short (Law 5); none under
        table stakes or freeze-out, or when he has enough."""
        if amount <= stack or self.stack_limited:
            return 0
        return -(-(amount - stack) // self.buy_in) * self.buy_in

    @property
    def starting_counters(self) -> int:
        """What each player starts with: 200 blinds at table stakes, else the buy-in."""
        return 200 * self.blind if self.table_stakes else self.buy_in

    def with_(self, **changes: Any) -> HouseRules:
        """A copy with some rules changed."""
        return dataclasses.replace(self, **changes)

    def to_dict(self) -> dict[str, Any]:
        """Every rule by name, for hand histories and saves."""
        return dataclasses.asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> HouseRules:
        """Read rules saved by :meth:`to_dict`; unknown keys are an error."""
        return cls().with_(**{k: _coerce(k, v) for k, v in data.items()})

    @classmethod
    def describe_all(cls) -> list[tuple[str, Any, str, str, tuple[str, ...]]]:
        """(name, default, help, source, choices) for each rule, in order."""
        return [(f.name, f.default, f.metadata["help"], f.metadata["source"],
                 f.metadata["choices"]) for f in fields(cls)]


_FIELDS = {f.name: f for f in fields(HouseRules)}

_SERIES = {
    "off": ("jack",),
    "foster": ("jack", "queen", "king", "ace", "king", "queen"),  # Foster, "Progressive Jacks"
    "code": ("jack", "queen", "king"),  # the code of laws, Laws 30-32: "the series ... maintained"
}


def _coerce(name: str, value: Any) -> Any:
    f = _FIELDS.get(name)
    if f is None:
        raise RuleError(f"no house rule called {name!r} (try: {', '.join(_FIELDS)})")
    kind = type(f.default)
    if isinstance(value, Enum):
        value = value.value
    if kind is bool:
        if isinstance(value, bool):
            return value
        text = str(value).strip().lower()
        if text in ("true", "yes", "on", "1"):
            return True
        if text in ("false", "no", "off", "0"):
            return False
        raise RuleError(f"{name} is true or false, not {value!r}")
    if kind is int:
        try:
            return int(value)
        except (TypeError, ValueError):
            raise RuleError(f"{name} is a whole number, not {value!r}") from None
    return str(value).strip().lower()


def parse_house(pairs: Iterable[str], base: HouseRules | None = None) -> HouseRules:
    """Apply ``key=value`` strings (as given to ``--house``) to ``base`` (the defaults)."""
    changes: dict[str, Any] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep:
            raise RuleError(f"house rules are written key=value, not {pair!r}")
        key = key.strip().replace("-", "_")
        changes[key] = _coerce(key, value)
    try:
        return (base or HouseRules()).with_(**changes)
    except TypeError as exc:  # pragma: no cover - _coerce already checked the names
        raise RuleError(str(exc)) from None
