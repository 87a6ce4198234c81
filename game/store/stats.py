"""Statistics kept between runs: deals played and won, counters over time, results by opponent.

"Your play against the book" (:meth:`Statistics.add_review`): by game, the decisions the book
reviewed, those where the choice was the book's own, the other choices charged, the other
choices it could not judge (never called agreeing), and the counters its review charged.  A rate per 100 deals is given only once a game has
:data:`FEW_DEALS` reviewed deals (before that, "too few deals yet": one costly decision in
one deal is no rate).  The words the statistics screen shows are made here
(:func:`book_lines`, :func:`book_row`), so that a test can recompute them from the reviews.

Each deal's record is keyed by the game and the deal's number (:attr:`Statistics.last`), so a
deal played again after a crash is never counted twice; the saved game carries the record of
its last finished deal (:mod:`game.store.saves`), so statistics a crash left behind catch up
when the game is next opened.  A file that cannot be read, or that a newer version wrote, is
kept aside as ``statistics.json.damaged`` and never written over.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .jsonfile import count, load_checked, want, write_json

CURRENT = 2
KEEP_COUNTERS = 2000
"""How many points of the counters chart are kept."""
KEEP_GAMES = 50
"""How many games' last counted deal are remembered."""
FEW_DEALS = 20
"""Reviewed deals of a game before its counters given away per 100 deals are shown."""


@dataclass(frozen=True)
class DealResult:
    """What one deal adds to the statistics (small, so a save can carry it)."""

    game: str
    deal: int
    won: bool
    net: int
    """The player's counters after the deal less before it."""
    opponents: dict[str, tuple[int, int]] = field(default_factory=dict)
    """By opponent shown down against: ``(won, lost)``, each 0 or 1."""

    @classmethod
    def from_history(cls, history: dict[str, Any], seat: int, names_to_key: dict[int, str],
                     game: str = "", deal: int | None = None) -> DealResult:
        """The result for the player at ``seat`` from one hand-history record."""
        paid = sum(p["paid"].get(str(seat), 0) for p in history["pools"])
        me = history["seats"][seat]
        opponents: dict[str, tuple[int, int]] = {}
        shown = history["shown"]
        if seat in shown:
            winners = {w for p in history["pools"][:1] for w in p["winners"]}
            for other in shown:
                if other == seat or other not in names_to_key:
                    continue
                won = seat in winners and other not in winners
                lost = other in winners and seat not in winners
                opponents[names_to_key[other]] = (int(won), int(lost))
        return cls(game, int(history["deal"] if deal is None else deal), bool(paid),
                   int(me["end"] - me["start"]), opponents)

    def to_dict(self) -> dict[str, Any]:
        return {"game": self.game, "deal": self.deal, "won": self.won, "net": self.net,
                "opponents": {k: list(v) for k, v in self.opponents.items()}}

    @classmethod
    def from_dict(cls, d: Any) -> DealResult:
        want(d, dict, "a deal's result")
        opp = want(d.get("opponents", {}), dict, "opponents")
        out: dict[str, tuple[int, int]] = {}
        for k, v in opp.items():
            want(v, list, "an opponent's result")
            if len(v) != 2:
                raise ValueError("an opponent's result is not two numbers")
            out[str(k)] = (count(v[0], "won"), count(v[1], "lost"))
        return cls(want(d["game"], str, "game"), count(d["deal"], "deal", 1),
                   want(d["won"], bool, "won"), want(d["net"], int, "net"), out)


def same_as_book(item: Any) -> bool:
    """True when a review's decision (a :class:`~game.coach.model.ReviewItem`) was the book's
    own choice, not merely one no worse in the play-outs: the coach words the same action in
    the same words, and the review charges the same choice nothing."""
    same = getattr(item, "same", None)
    if same is not None:
        return bool(same)
    return item.done == item.book and (item.cost is None or item.cost == 0)


def _given(item: Any) -> float:
    """The counters a reviewed decision is charged with: its cost where the book can tell it
    (its interval above half a counter), else nothing."""
    given = getattr(item, "given", None)
    if given is not None:
        return max(0.0, float(given))
    return max(0.0, float(item.cost)) if item.cost is not None and item.cost > 0.5 else 0.0


@dataclass
class BookRecord:
    """Your play against the book at one game (or all): the deals reviewed, the decisions in
    them, those the review could judge, those that agree (a cost of half a counter or less),
    and the counters the review says were given away."""

    deals: int = 0
    decisions: int = 0
    reviewed: int = 0
    agree: int = 0
    cost: float = 0.0
    same: int = 0
    """Of the judged decisions since this was first counted (``same_of`` of them), those where
    the book's own choice was made (files written before it have neither: both 0)."""
    same_of: int = 0
    unsettled: int = 0
    """Of the judged decisions since this was first counted (``unsettled_of`` of them), the
    other choices than the book's that it could not judge: not charged, but not shown to be as
    good either (:attr:`~game.coach.model.ReviewItem.unsettled`); never counted as agreeing in
    what the screen says (book round 7)."""
    unsettled_of: int = 0

    @property
    def charged_share(self) -> float:
        """The share of the judged decisions where another choice was charged."""
        return (self.reviewed - self.agree) / self.reviewed if self.reviewed else 0.0

    @property
    def unsettled_share(self) -> float | None:
        """The share of the judged decisions that were other choices the book could not judge
        (None: not yet counted)."""
        return self.unsettled / self.unsettled_of if self.unsettled_of else None

    @property
    def same_share(self) -> float | None:
        """The share of the judged decisions where the choice was the book's own (None: not
        yet counted)."""
        return self.same / self.same_of if self.same_of else None

    @property
    def share(self) -> float:
        """The share of the judged decisions that agree with the book."""
        return self.agree / self.reviewed if self.reviewed else 0.0

    @property
    def per_100(self) -> float | None:
        """Counters given away per 100 deals: the total charged over the deals, times 100;
        None until :data:`FEW_DEALS` deals have been reviewed."""
        return self.cost / self.deals * 100 if self.deals >= FEW_DEALS else None

    def to_dict(self) -> dict[str, Any]:
        return {"deals": self.deals, "decisions": self.decisions, "reviewed": self.reviewed,
                "agree": self.agree, "cost": round(self.cost, 3), "same": self.same, "same_of": self.same_of,
                "unsettled": self.unsettled, "unsettled_of": self.unsettled_of}

    @classmethod
    def from_dict(cls, d: Any) -> BookRecord:
        want(d, dict, "a game's play against the book")
        cost = d.get("cost", 0.0)
        if isinstance(cost, bool) or not isinstance(cost, (int, float)) or not 0 <= cost < float("inf"):
            raise ValueError("the counters given away are not a number")
        rec = cls(count(d.get("deals", 0), "deals"), count(d.get("decisions", 0), "decisions"),
                  count(d.get("reviewed", 0), "reviewed"), count(d.get("agree", 0), "agree"), float(cost))
        if rec.agree > rec.reviewed or rec.reviewed > rec.decisions:
            raise ValueError("more decisions agree than were reviewed")
        rec.same, rec.same_of = count(d.get("same", 0), "same"), count(d.get("same_of", 0), "same_of")
        if rec.same > rec.same_of or rec.same_of > rec.reviewed:
            raise ValueError("more decisions as the book than were reviewed")
        rec.unsettled = count(d.get("unsettled", 0), "unsettled")
        rec.unsettled_of = count(d.get("unsettled_of", 0), "unsettled_of")
        if rec.unsettled > rec.unsettled_of or rec.unsettled_of > rec.reviewed:
            raise ValueError("more decisions the book could not judge than were reviewed")
        return rec


@dataclass
class Statistics:
    """The player's record over every game."""

    deals: int = 0
    won: int = 0
    counters: list[int] = field(default_factory=list)
    """The player's net result after each deal, across games (for the chart)."""
    opponents: dict[str, dict[str, int]] = field(default_factory=dict)
    """By opponent: ``shows`` (deals both were in the call), ``won`` and ``lost`` of those."""
    last: tuple[str, int] | None = None
    """The game and deal number of the last deal counted (a deal is counted once)."""
    games: dict[str, int] = field(default_factory=dict)
    """The last deal counted of each recent game (the last :data:`KEEP_GAMES`)."""
    book: dict[str, BookRecord] = field(default_factory=dict)
    """Your play against the book, by game (variant id); empty in files from before it."""

    def counted(self, game: str, deal: int) -> bool:
        """True when deal ``deal`` of ``game`` is already in these statistics."""
        if self.last is not None and self.last[0] == game:
            return self.last[1] >= deal
        return self.games.get(game, 0) >= deal

    def add(self, result: DealResult) -> bool:
        """Count one deal's result, unless it is counted already; True if it was added."""
        if result.game and self.counted(result.game, result.deal):
            return False
        self.deals += 1
        if result.won:
            self.won += 1
        last = self.counters[-1] if self.counters else 0
        self.counters.append(last + result.net)
        del self.counters[:-KEEP_COUNTERS]
        for key, (won, lost) in result.opponents.items():
            rec = self.opponents.setdefault(key, {"shows": 0, "won": 0, "lost": 0})
            rec["shows"] += 1
            rec["won"] += won
            rec["lost"] += lost
        if result.game:
            self.last = (result.game, result.deal)
            self.games.pop(result.game, None)
            self.games[result.game] = result.deal
            for old in list(self.games)[:-KEEP_GAMES]:
                del self.games[old]
        return True

    def add_review(self, variant: str, review: Any) -> None:
        """Count one deal's review (a :class:`~game.coach.model.DealReview`) against ``variant``."""
        rec = self.book.setdefault(variant, BookRecord())
        rec.deals += 1
        for item in review.items:
            rec.decisions += 1
            if item.cost is None:
                continue
            rec.reviewed += 1
            rec.agree += bool(item.agrees)
            rec.same_of += 1
            rec.same += same_as_book(item)
            rec.unsettled_of += 1
            rec.unsettled += bool(getattr(item, "unsettled", False))
            rec.cost += _given(item)

    def book_overall(self) -> BookRecord:
        """Your play against the book over every game."""
        out = BookRecord()
        for rec in self.book.values():
            out.deals += rec.deals
            out.decisions += rec.decisions
            out.reviewed += rec.reviewed
            out.agree += rec.agree
            out.same += rec.same
            out.same_of += rec.same_of
            out.unsettled += rec.unsettled
            out.unsettled_of += rec.unsettled_of
            out.cost += rec.cost
        return out

    def record(self, history: dict[str, Any], seat: int, names_to_key: dict[int, str]) -> None:
        """Add one hand-history record for the player at ``seat`` (not keyed to a game)."""
        self.add(DealResult.from_history(history, seat, names_to_key))

    def to_dict(self) -> dict[str, Any]:
        return {"version": CURRENT, "deals": self.deals, "won": self.won,
                "counters": self.counters, "opponents": self.opponents,
                "last": list(self.last) if self.last else None, "games": self.games,
                "book": {k: v.to_dict() for k, v in self.book.items()}}

    @classmethod
    def from_dict(cls, data: Any) -> Statistics:
        """Checked statistics; ``TypeError``/``ValueError`` for any value out of shape."""
        want(data, dict, "the statistics")
        version = count(data.get("version", 1), "version", 1)
        if version > CURRENT:
            raise ValueError(f"written by a newer version of the game (version {version})")
        deals = count(data.get("deals", 0), "deals")
        won = count(data.get("won", 0), "won")
        if won > deals:
            raise ValueError("more deals won than played")
        counters = [want(x, int, "a counters point") for x in want(data.get("counters", []), list,
                                                                    "counters")]
        opponents: dict[str, dict[str, int]] = {}
        for k, v in want(data.get("opponents", {}), dict, "opponents").items():
            want(v, dict, "an opponent's record")
            rec = {kk: count(v.get(kk, 0), kk) for kk in ("shows", "won", "lost")}
            if rec["won"] + rec["lost"] > rec["shows"]:
                raise ValueError(f"{k}: more won and lost than shown down")
            opponents[str(k)] = rec
        last = data.get("last")
        if last is not None:
            want(last, list, "last")
            if len(last) != 2:
                raise ValueError("last is not a game and a deal")
            last = (want(last[0], str, "last game"), count(last[1], "last deal", 1))
        games = {str(k): count(v, "a game's last deal", 1)
                 for k, v in want(data.get("games", {}), dict, "games").items()}
        book = {str(k): BookRecord.from_dict(v)
                for k, v in want(data.get("book", {}), dict, "the play against the book").items()}
        return cls(deals, won, counters, opponents, last, games, book)


def rate_words(rec: BookRecord) -> str:
    """"12.5 counters given away per 100 deals", or, before :data:`FEW_DEALS` deals,
    "too few deals yet for counters given away per 100"."""
    rate = rec.per_100
    if rate is None:
        return "too few deals yet for counters given away per 100"
    return f"{rate:.1f} counters given away per 100 deals"


def shares_words(rec: BookRecord) -> str:
    """"as the book 45%, other choices charged 10%, other choices the book could not judge
    40%" (and, when there are any, "other choices no worse as near as it can tell 5%"): what became of
    the judged decisions, in plain words.  An unsettled other choice is never called agreeing
    (book round 7: "agree with the book 100%" at Ambigu with 45% as the book)."""
    parts = []
    same, open_ = rec.same_share, rec.unsettled_share
    if same is not None:
        parts.append(f"as the book {same:.0%}")
    parts.append(f"other choices charged {rec.charged_share:.0%}")
    if open_ is not None:
        parts.append(f"other choices the book could not judge {open_:.0%}")
        if rec.same_of == rec.unsettled_of == rec.reviewed:
            good = (rec.agree - rec.same - rec.unsettled) / rec.reviewed
            if good > 0:
                parts.append(f"other choices no worse as near as it can tell {good:.0%}")
    return ", ".join(parts)


def book_lines(stats: Statistics) -> list[str]:
    """Your play against the book over every game, in three lines, as the statistics screen
    shows them (none: nothing reviewed yet): the decisions judged and what became of them (as
    the book, other choices charged, other choices it could not judge); then the counters
    given away."""
    rec = stats.book_overall()
    if not rec.deals:
        return []
    shares = shares_words(rec).split(", ")
    first = f"Against the book: {rec.reviewed} decisions reviewed: " + shares[0]
    rest = ", ".join(shares[1:])
    rate = overall_rate_words(stats)
    return [first + ("," if rest else "."), rest + ".", rate[:1].upper() + rate[1:] + "."] if rest else \
        [first, rate[:1].upper() + rate[1:] + "."]


def overall_rate_words(stats: Statistics) -> str:
    """The summary's counters given away per 100 deals, by the rule each game's row keeps
    (issue 36, item 4): summed only over the games with :data:`FEW_DEALS` reviewed deals or
    more, and said so when some games are left out; "too few deals yet" when none has them.
    (A play-tester saw 438.4 a hundred from 30 deals over five games, each row "too few".)"""
    ripe = [rec for rec in stats.book.values() if rec.deals >= FEW_DEALS]
    if not ripe:
        return "too few deals yet for counters given away per 100"
    rate = sum(rec.cost for rec in ripe) / sum(rec.deals for rec in ripe) * 100
    said = f"{rate:.1f} counters given away per 100 deals"
    if len(ripe) < len([rec for rec in stats.book.values() if rec.deals]):
        said += f" (games of {FEW_DEALS} deals or more)"
    return said


def book_row(rec: BookRecord) -> tuple[str, str, str, str, str]:
    """One game's row of the table "Against the book": decisions reviewed, the share as the
    book, the share of other choices charged, the share of other choices the book could not
    judge, counters given away per 100 deals ("too few" before :data:`FEW_DEALS` deals)."""
    same, open_ = rec.same_share, rec.unsettled_share
    rate = rec.per_100
    return (str(rec.reviewed), "\u2013" if same is None else f"{same:.0%}", f"{rec.charged_share:.0%}",
            "\u2013" if open_ is None else f"{open_:.0%}", "too few" if rate is None else f"{rate:.1f}")


def load_stats(path: Path) -> tuple[Statistics, str | None]:
    """The statistics, or fresh ones with a message when the file was damaged (it is kept
    aside as ``statistics.json.damaged``, never written over)."""
    stats, problem = load_checked(path, Statistics.from_dict, "The statistics file")
    if stats is None:
        return Statistics(), (problem[:-1] + "; new statistics start from here.") if problem else None
    return stats, None


def save_stats(path: Path, stats: Statistics) -> None:
    write_json(path, stats.to_dict())


__all__ = ["CURRENT", "FEW_DEALS", "BookRecord", "DealResult", "Statistics", "book_lines", "book_row",
           "shares_words",
           "load_stats", "rate_words", "same_as_book", "save_stats"]
