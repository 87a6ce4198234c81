"""Temperaments: the ways of playing the book describes, as readable parameters.

A temperament is not a random number.  Each field says one thing a player of that kind
does, in the terms of Foster's suggestions for good play (going in, betting, variety,
probabilities, bluffing, jack pots):

* the weakest hand it goes in on, by position (first bettor, middle, dealer, age), and how
  that moves with the number already in and when the ante has been raised;
* how it raises before the draw (two pairs bet before the draw; the age raising on Kings
  or better unless five are in);
* what it keeps and draws (bobtails only at the pot odds the book gives, unless the
  temperament says otherwise), and its variety (two pairs pat, a kicker held up);
* how it bets after the draw, how it bluffs, how it plays jack pots and straddles.

Hands are stated on the level scale of :mod:`game.ai.reading`: 1 an ace, 2-16 a pair of
that rank (10 = tens, 12… are the sixty-card pack's elevens and twelves, 13 Jacks,
14 Queens, 15 Kings, 16 aces), 17 two pairs, 18 threes, 19 a pat hand.

The three the book names are :data:`CLOSE`, :data:`LIBERAL` and :data:`GOOD`; a slider
between close and liberal and a skill setting make the rest (:func:`blend`).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, fields

from .reading import ACE_HIGH, PAT, THREES, TWO_PAIRS, level_words

JACKS, QUEENS, KINGS, ACES, TENS = 13, 14, 15, 16, 10

BOBTAIL_POLICIES = ("never", "age", "pot odds", "always")


@dataclass(frozen=True)
class Temperament:
    """How one kind of player plays.  Frozen; :meth:`with_` makes a changed copy."""

    key: str
    """Its name on the command line: ``close``, ``liberal``, ``good``, ``slider:0.40:0.70``."""
    title: str
    """What the table calls it: ``a close player``."""
    description: str
    """One line a player can read at the table."""

    # -- going in (Foster on going in; positions from his suggestions for good play)
    go_in_first: float
    """The weakest hand it goes in on as first bettor (the book: "seldom ... less than Queens")."""
    go_in_middle: float
    go_in_dealer: float
    go_in_age: float
    crowd_step: float
    """Levels added for each player already in beyond two (more players, better hands)."""
    short_table_step: float
    """Levels taken off for each seat fewer than five at the table ("the smaller the number
    of players, the greater the value of the hands")."""
    raised_floor: float
    """The weakest hand it stays on when the ante has been raised before it speaks."""

    # -- drawing (Foster on probabilities and variety)
    bobtails: str
    """When it draws to a four-flush or an open straight: ``never``, ``age`` (only as the
    age, the ante not raised, at the pot odds), ``pot odds`` (anywhere, at the pot odds),
    ``always`` (whatever it costs)."""
    bobtail_share: float
    """The most of the pool a four-flush is worth paying: the book's one fifth."""
    inside_straights: bool
    """Draws to straights open in the middle or at one end only."""
    draw_to_ace: bool
    """Goes in on an ace (or ace-King) with nothing else, and draws four (or three)."""
    two_pairs_pat: float
    """How often it plays two pairs pat, without drawing (the book's good player: about
    half the time)."""
    hold_kicker: float
    """How often it holds up a kicker with a pair and draws two, without raising."""
    threes_kicker: float
    """How often it holds up a kicker with threes and draws one."""
    split_openers: bool
    """In a jack pot, breaks his openers to draw to a bobtail when many have stayed."""

    # -- raising before the draw (Foster on the age and the first bettor)
    raise_floor: float
    """The weakest hand it raises the ante on (outside the age's rule)."""
    raise_two_pairs: bool
    """Does all its betting on two pairs before the draw (not as first bettor)."""
    age_raise_floor: float
    """As the age, raises on this or better (the book: Kings) ..."""
    age_raise_unless: int
    """... unless this many others are in (the book: five)."""
    reraise_floor: float
    """The weakest hand it raises again on once someone has raised."""
    raise_share: float
    """A raise before the draw, as a share of the limit."""

    # -- betting after the draw (Foster on betting, and how to win at Poker)
    bet_floor: float
    """The chance of holding the best hand it wants before betting out."""
    chip_floor: float
    """Below ``bet_floor`` but above this, the first bettor "chips along" with one counter."""
    bet_share: float
    """A bet on a medium hand, as a share of the limit (close: niggardly; liberal: high)."""
    strong_share: float
    """A bet on a strong hand, as a share of the limit."""
    call_floor: float
    """The least chance of winning it calls on, whatever the pool."""
    call_margin: float
    """How much better than the pool's odds a call must be (1: exactly the pool's odds)."""
    raise_after: float
    """The chance of winning it wants before raising after the draw."""
    avoid_calling: bool
    """The book's great secret: raise if you think you are best, else lay it down."""
    stays_on: int
    """After the draw, the weakest hand (a level: 2 any pair) it answers a bet with
    whatever the bet, as a liberal player "gives every one a good fight"; 0: none."""
    max_raises: int
    """The most times it raises in one round of betting."""

    # -- bluffing (Foster on bluffing)
    bluff_rate: float
    """When the play is right for it (never from the age), how often it plans a bluff."""
    bluff_share: float
    """A bluff's bet, as a share of the limit."""
    hide_bluffs: bool
    """Declines to show a beaten bluff when the house allows it ("never show")."""

    # -- jack pots (Foster on jack pots and probabilities)
    open_early: float
    """The weakest hand it opens a jack on in the first half of the table."""
    open_late: float
    """... and in the second half."""
    open_share: float
    """An opening, as a share of the limit."""
    stay_in_jacks: float
    """The weakest hand it stays on against openers (the book: never back tens)."""

    # -- the rest
    straddle_rate: float
    """How often it straddles when it may ("the best players seldom or never straddle")."""
    blind_share: float
    """When the age may blind up to half the limit, the blind as a share of the limit."""
    make_jack_rate: float
    """As the age with only one in and a hand not worth playing, how often it makes an
    only-two-in jack rather than lay down the blind."""
    watches: bool
    """Keeps a model of each opponent (how often they come in, what they showed, how many
    cards they drew, how they bet) and plays to it."""
    skill: float
    """0-1: how much the odds and the models weigh against the temperament's habits."""
    slow_play: float = 0.0
    """Heads-up and first to speak after the draw, how often a hand it would bet as likely
    best is chipped along for a counter instead, to raise a raise (Foster's variety: a
    counter chipped should not say the hand is only average)."""

    def go_in(self, position: str) -> float:
        """The weakest hand it goes in on in ``position`` (before crowd and raises)."""
        return {"first": self.go_in_first, "middle": self.go_in_middle,
                "dealer": self.go_in_dealer, "age": self.go_in_age}.get(position,
                                                                        self.go_in_middle)

    def with_(self, **changes: object) -> Temperament:
        """A copy with some parameters changed."""
        return dataclasses.replace(self, **changes)  # type: ignore[arg-type]

    def summary(self) -> list[str]:
        """The temperament in words, one line per habit (for the docs and the window)."""
        w = level_words
        return [
            f"goes in on {w(self.go_in_first)} as first bettor, {w(self.go_in_middle)} in the "
            f"middle, {w(self.go_in_dealer)} as dealer, {w(self.go_in_age)} as the age",
            f"stays on {w(self.raised_floor)} when the ante is raised; "
            f"against openers on {w(self.stay_in_jacks)}",
            f"bobtails: {self.bobtails} (pays at most {self.bobtail_share:.0%} of the pool)",
            f"raises the ante on {w(self.raise_floor)}"
            + (", bets two pairs before the draw" if self.raise_two_pairs else "")
            + (f"; as the age on {w(self.age_raise_floor)} unless {self.age_raise_unless} are in"
               if self.age_raise_floor else ""),
            f"two pairs pat {self.two_pairs_pat:.0%}, kicker held up {self.hold_kicker:.0%}",
            f"bets {self.bet_share:.0%} of the limit on a medium hand, {self.strong_share:.0%} "
            f"on a strong one; {'raises or lays down' if self.avoid_calling else 'calls'}"
            + (f"; answers any bet with {w(self.stays_on)} or better" if self.stays_on else ""),
            f"bluffs {self.bluff_rate:.0%} of the times the play is right; straddles "
            f"{self.straddle_rate:.0%}" + ("; watches every opponent" if self.watches else ""),
        ]


CLOSE = Temperament(
    key="close", title="a close player",
    description="Close: goes in on tens or better (queens as first bettor), draws to a "
                "four-flush only as the age, and bets in a niggardly way.",
    go_in_first=QUEENS, go_in_middle=TENS, go_in_dealer=TENS, go_in_age=TENS,
    crowd_step=0.0, short_table_step=0.0, raised_floor=KINGS,
    bobtails="age", bobtail_share=0.2, inside_straights=False, draw_to_ace=False,
    two_pairs_pat=0.0, hold_kicker=0.0, threes_kicker=0.0, split_openers=False,
    raise_floor=THREES, raise_two_pairs=False, age_raise_floor=0, age_raise_unless=5,
    reraise_floor=PAT, raise_share=0.06,
    bet_floor=0.6, chip_floor=0.25, bet_share=0.04, strong_share=0.12, call_floor=0.45,
    call_margin=1.0, raise_after=0.85, avoid_calling=False, stays_on=0, max_raises=1,
    bluff_rate=0.0, bluff_share=0.1, hide_bluffs=False,
    open_early=QUEENS, open_late=JACKS, open_share=0.1, stay_in_jacks=KINGS,
    straddle_rate=0.0, blind_share=0.0, make_jack_rate=0.0, watches=False, skill=0.3,
)

LIBERAL = Temperament(
    key="liberal", title="a liberal player",
    description="Liberal: draws to any pair or an ace, bets high on medium hands, and "
                "gives everyone a good fight.",
    go_in_first=ACE_HIGH, go_in_middle=ACE_HIGH, go_in_dealer=ACE_HIGH, go_in_age=ACE_HIGH,
    crowd_step=0.0, short_table_step=0.0, raised_floor=2,
    bobtails="always", bobtail_share=1.0, inside_straights=True, draw_to_ace=True,
    two_pairs_pat=0.15, hold_kicker=0.5, threes_kicker=0.3, split_openers=True,
    raise_floor=JACKS, raise_two_pairs=True, age_raise_floor=KINGS, age_raise_unless=7,
    reraise_floor=TWO_PAIRS, raise_share=0.4,
    bet_floor=0.3, chip_floor=0.1, bet_share=0.5, strong_share=1.0, call_floor=0.08,
    call_margin=0.25, raise_after=0.5, avoid_calling=False, stays_on=5, max_raises=3,
    bluff_rate=0.15, bluff_share=0.6, hide_bluffs=False,
    open_early=JACKS, open_late=JACKS, open_share=0.4, stay_in_jacks=2,
    straddle_rate=0.35, blind_share=0.1, make_jack_rate=0.3, watches=False, skill=0.0,
)

GOOD = Temperament(
    key="good", title="a good player",
    description="A good player: plays his position and the odds, bets two pairs before "
                "the draw, varies his game, bluffs only when the play is right, and "
                "watches how each of you plays.",
    go_in_first=QUEENS, go_in_middle=JACKS, go_in_dealer=TENS, go_in_age=8,
    crowd_step=0.5, short_table_step=2.5, raised_floor=KINGS,
    bobtails="pot odds", bobtail_share=0.2, inside_straights=False, draw_to_ace=False,
    two_pairs_pat=0.5, hold_kicker=0.15, threes_kicker=0.3, split_openers=True,
    raise_floor=TWO_PAIRS, raise_two_pairs=True, age_raise_floor=KINGS, age_raise_unless=5,
    reraise_floor=THREES, raise_share=0.3,
    bet_floor=0.55, chip_floor=0.15, bet_share=0.2, strong_share=1.0, call_floor=0.3,
    call_margin=1.2, raise_after=0.7, avoid_calling=True, stays_on=0, max_raises=4,
    bluff_rate=0.3, bluff_share=0.5, hide_bluffs=True,
    open_early=QUEENS, open_late=JACKS, open_share=0.25, stay_in_jacks=QUEENS,
    straddle_rate=0.0, blind_share=0.0, make_jack_rate=0.0, watches=True, skill=1.0,
    slow_play=0.25,
)

PRESETS: dict[str, Temperament] = {t.key: t for t in (CLOSE, LIBERAL, GOOD)}

# Fields the slider moves between close and liberal; the skill setting moves the rest
# towards the good player's.
_HABITS = ("go_in_first", "go_in_middle", "go_in_dealer", "go_in_age", "raised_floor",
           "bobtail_share", "two_pairs_pat", "hold_kicker", "threes_kicker", "raise_floor",
           "age_raise_floor", "age_raise_unless", "reraise_floor", "raise_share", "bet_floor",
           "chip_floor", "bet_share", "strong_share", "call_floor", "call_margin",
           "raise_after", "max_raises", "bluff_rate", "bluff_share", "open_early",
           "open_late", "open_share", "stay_in_jacks", "straddle_rate", "blind_share",
           "make_jack_rate")
_JUDGEMENT = ("crowd_step", "short_table_step", "two_pairs_pat", "slow_play")


def looseness(t: Temperament) -> float:
    """0 (close) to 1 (liberal), from how little it goes in on in the middle at Draw."""
    return max(0.0, min(1.0, (16 - t.go_in_middle) / 15))


def blend(looseness: float, skill: float) -> Temperament:
    """A temperament between close (``looseness`` 0) and liberal (1), played with
    ``skill`` (0: by habit alone; 1: the odds, position and a model of each opponent)."""
    if not (0.0 <= looseness <= 1.0 and 0.0 <= skill <= 1.0):
        raise ValueError("looseness and skill run from 0 to 1")
    t = looseness
    values: dict[str, object] = {}
    for f in fields(Temperament):
        a, b = getattr(CLOSE, f.name), getattr(LIBERAL, f.name)
        if f.name in _HABITS:
            mixed = a + (b - a) * t
            values[f.name] = round(mixed) if isinstance(a, int) and isinstance(b, int) \
                and not isinstance(a, bool) else mixed
        else:
            values[f.name] = a if t < 0.5 else b
    for name in _JUDGEMENT:
        base = float(values[name])  # type: ignore[arg-type]
        values[name] = base + (getattr(GOOD, name) - base) * skill
    values["skill"] = skill
    values["watches"] = skill >= 0.5
    values["avoid_calling"] = skill >= 0.7
    values["straddle_rate"] = float(values["straddle_rate"]) * (1 - skill)  # type: ignore[arg-type]
    if skill >= 0.3 and values["bobtails"] == "always":
        values["bobtails"] = "pot odds"
    values["key"] = f"slider:{looseness:.2f}:{skill:.2f}"
    values["title"] = "a player between close and liberal"
    values["description"] = (
        f"{slider_head(looseness, skill)} (looseness {looseness:.0%}, skill {skill:.0%}): goes in "
        f"on {level_words(float(values['go_in_middle']))} in the middle, "  # type: ignore[arg-type]
        f"bets {float(values['bet_share']):.0%} of the limit on a medium hand.")  # type: ignore[arg-type]
    return Temperament(**values)  # type: ignore[arg-type]


# One line for each temperament in each game's own terms: the Draw Poker lines above speak of
# the draw and the ante, which most games have not got.  Keyed by a group of games.
_GAME_GROUPS = {
    "straight": "stud", "stud": "stud", "stud-rounds": "stud",
    "whiskey": "widow", "whiskey-markers": "widow", "commerce-widow": "widow", "thirty-one": "trade",
    "commerce": "trade", "my-ship-sails": "trade",
    "showdown": "showdown", "flat": "flat", "flat-field": "flat",
    "brag": "brag", "brag-three-stake": "brag", "brag-american": "brag",
    "bouillotte": "bouillotte", "ambigu": "ambigu",
}
_IN_GAME = {
    "stud": {
        "close": "Close: bets only on a hand likely to be best, in small amounts, and seldom bluffs.",
        "liberal": "Liberal: calls and raises on middling hands and bluffs freely; bluff is half this game.",
        "good": "A good player: judges what the others can hold, bluffs when it will pay, and "
                "would rather raise or lay down than call.",
    },
    "widow": {
        "close": "Close: soon content; knocks as soon as his hand is fairly good.",
        "liberal": "Liberal: holds out for a strong hand, drawing and exchanging long before he knocks.",
        "good": "A good player: takes the widow when it beats his hand, draws toward the best hand, "
                "and knocks when his hand should stand.",
    },
    "trade": {
        "close": "Close: soon content; knocks on a fair hand and seldom pays to trade.",
        "liberal": "Liberal: holds out for a very strong hand and trades freely.",
        "good": "A good player: knocks when his hand should stand against one more round, trades only "
                "when it pays, and watches what his neighbours pass.",
    },
    "showdown": {
        "close": "Close: keeps what is most likely to stand.",
        "liberal": "Liberal: draws boldly for the big hands.",
        "good": "A good player: draws the way that most often beats the best hand already drawn.",
    },
    "flat": {
        "close": "Close: comes in seldom, and backs his hand against the field only when it is strong.",
        "liberal": "Liberal: comes in on nearly anything and backs his hand freely.",
        "good": "A good player: backs a hand likely to beat the field, now and then bluffs the field "
                "off, and joins the call on a good hand.",
    },
    "brag": {
        "close": "Close: stays only on strong hands and antes little.",
        "liberal": "Liberal: calls and raises on middling hands and antes high as dealer.",
        "good": "A good player: raises or lays down, antes little, bluffs late when all before have "
                "thrown in, and watches who raises.",
    },
    "bouillotte": {
        "close": "Close: comes in only well above his share and follows a raise only on a strong hand.",
        "liberal": "Liberal: comes in on much less, raises, straddles and bluffs.",
        "good": "A good player: weighs each call against the pool, reads a raise as strength, passes "
                "on good cards as the eldest, and stifles a brelan after a big bet.",
    },
    "ambigu": {
        "close": "Close: plays only strong hands, and bets small.",
        "liberal": "Liberal: plays and bets much on little.",
        "good": "A good player: bets by the pool's odds, raises or lays down, and bluffs now and then "
                "when all before him have passed.",
    },
}


def describe_in_game(key: str, variant: str) -> str:
    """The one line about temperament ``key`` in the terms of game ``variant`` (Draw Poker's
    own line for Draw Poker and for a game without lines of its own)."""
    t = temperament(key)
    group = _GAME_GROUPS.get(variant)
    if group is None:
        return t.description
    lines = _IN_GAME[group]
    if t.key in lines:
        return lines[t.key]
    # A slider: between the close and the liberal player, leaning to the nearer.
    loose = float(key.split(":")[1])
    lean = "close" if loose < 0.5 else "liberal"
    return (f"{slider_head(loose, t.skill)} (looseness {loose:.0%}, skill {t.skill:.0%}), leaning "
            f"{lean}: {lines[lean].split(': ', 1)[1]}")


def slider_head(looseness: float, skill: float) -> str:
    """A slider's description's first words: the middle one is "Middling", as the New game
    screen's choice and the plate name it (issue 38, window round 8: the plate said
    "middling", the screen "Between close and liberal"); any other, what it is."""
    if round(looseness, 2) == 0.5 and round(skill, 2) == 0.5:
        return "Middling, between close and liberal"
    return "Between close and liberal"


def temperament(key: str) -> Temperament:
    """The temperament called ``key``: ``close``, ``liberal``, ``good``, or
    ``slider:LOOSENESS[:SKILL]`` (each from 0 to 1; skill defaults to 0.5)."""
    key = key.strip().lower()
    if key in PRESETS:
        return PRESETS[key]
    if key.startswith("slider:"):
        parts = key.split(":")[1:]
        if len(parts) > 2:
            raise ValueError(f"a slider is written slider:LOOSENESS[:SKILL] (two numbers at most), not {key!r}")
        try:
            loose = float(parts[0])
            skill = float(parts[1]) if len(parts) > 1 else 0.5
        except (ValueError, IndexError):
            raise ValueError(f"a slider is written slider:LOOSENESS[:SKILL], not {key!r}") from None
        return blend(loose, skill)
    raise ValueError(f"no temperament {key!r} (known: {', '.join(PRESETS)}, slider:L[:S])")


__all__ = ["Temperament", "CLOSE", "LIBERAL", "GOOD", "PRESETS", "blend", "describe_in_game", "temperament",
           "ACE_HIGH", "TWO_PAIRS", "THREES", "PAT", "BOBTAIL_POLICIES"]
