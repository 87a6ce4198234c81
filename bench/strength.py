"""The strength cases measured at full size once and pinned, and the fingerprint of their play.

The long strength checks of ``tests/ai/test_ai_strength.py`` (tens of thousands of deals
each), and Brag's six-handed runs in ``tests/variants/test_brag_players.py``, are played at
their full size by ``python -m bench bench_strength``, which writes each verdict (the good
player's counters per 100 deals and 95% interval, and every temperament's) to
:data:`VERDICTS` with a fingerprint of the first deals of that same tournament
(:data:`FINGERPRINT_DEALS`, 150 at Brag).  The test asserts every pinned verdict passes and
replays the first deals on the same seed: an identical fingerprint proves that the players, the engine
and the seeds are exactly those the verdict was measured on.

The fingerprint is a sha256 over a canonical text: for each deal, every action the table
took (the seat, the act, its amount and the counters it put up, enums by name) and each
seat's temperament and net counters for the deal.  It is the play, not the events' wording:
a field added to an event for the window's words (Draw's ``made_good``) leaves it as it was,
while any change of a player's choice or of the engine's dealing changes the actions or the
nets.  Nothing in it depends on the
process (no ``hash``, no set order, no clock), so it is the same in every run.
"""

from __future__ import annotations

import dataclasses
import enum
import hashlib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Sequence

from game.ai.tournament import Tournament, play_tournament
from game.cards import Card
from game.engine import Table
from game.engine.core.events import Acted

VERDICTS = Path(__file__).resolve().parent.parent / "tests" / "ai" / "data" / "strength_verdicts.json"
"""The pinned verdicts, kept in the repository beside the test that reads them."""

FINGERPRINT_DEALS = 300
"""Deals fingerprinted at the start of each pinned tournament: six seatings of 50 deals,
every position and every street of the good player's and his opponents' play."""

REPIN = "python -m bench bench_strength"
"""The command that re-measures the pinned cases at full size and pins them again."""


@dataclass(frozen=True)
class Case:
    """One tournament of the strength tests: who sits, how many deals, on which seed."""

    name: str
    seats: tuple[str, ...]
    deals: int
    seed: int
    variant: str = "draw"
    verdict: str = "above zero"
    """What the test asks: the good player's interval "above zero", or his counters per 100
    "ahead" of every other temperament's (a point figure, as the Brag test asks)."""
    fingerprint_deals: int = FINGERPRINT_DEALS
    """Deals fingerprinted (fewer where a deal is dear: a replay of a second or two)."""

    def key(self) -> dict[str, Any]:
        return {"seats": list(self.seats), "deals": self.deals, "seed": self.seed,
                "variant": self.variant}

    def passes(self, temperaments: list[dict[str, Any]]) -> bool:
        """Whether the figures of every temperament give the verdict the test asks for."""
        rows = {r["temperament"]: r for r in temperaments}
        good = rows["good"]
        if self.verdict == "ahead":
            return all(good["per100"] > r["per100"] for k, r in rows.items() if k != "good")
        return good["ci95"][0] > 0


def _six(other: str) -> tuple[str, ...]:
    return ("good",) + (other,) * 5


PINNED: tuple[Case, ...] = (
    # the cheapest first, so that a run cut short has pinned as much as it could
    Case("close heads-up", ("good", "close"), 12000, 1),
    Case("counter heads-up", ("good", "counter"), 8000, 1),
    Case("counter six-handed", _six("counter"), 10000, 1),
    Case("heuristic six-handed", _six("heuristic"), 10000, 1),
    Case("heuristic heads-up", ("good", "heuristic"), 30000, 1),
    Case("chip-raiser six-handed", _six("chip-raiser"), 20000, 1),
    Case("chip-raiser heads-up", ("good", "chip-raiser"), 40000, 1),
    Case("best response heads-up", ("good", "best"), 30000, 1),
    Case("best response six-handed", _six("best"), 120000, 1),
    # tests/variants/test_brag_players.py: the good player ahead at each form of Brag
    # (150 deals fingerprinted: three seatings, each seat in every position)
    Case("brag six-handed", ("good", "close", "liberal") * 2, 3000, 11, "brag", "ahead", 150),
    Case("brag three-stake six-handed", ("good", "close", "liberal") * 2, 3000, 11,
         "brag-three-stake", "ahead", 150),
    Case("brag american six-handed", ("good", "close", "liberal") * 2, 3000, 11,
         "brag-american", "ahead", 150),
)
"""The strength checks too long to play in the suite (a minute or more of a worker each).
A case is checked from its pinned verdict when the verdict file holds one for it (the same
seats, deals and seed); a case not pinned yet is played in full by the test, as before."""

BY_NAME = {c.name: c for c in PINNED}


def _canon(value: object) -> str:
    """A value as canonical text: the same whatever the process."""
    if isinstance(value, Card):
        return str(value)
    if isinstance(value, enum.Enum):
        return f"{type(value).__name__}.{value.name}"
    if value is None or isinstance(value, (bool, int, str)):
        return repr(value)
    if isinstance(value, float):
        return value.hex()
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        inner = ",".join(f"{f.name}={_canon(getattr(value, f.name))}"
                         for f in dataclasses.fields(value))
        return f"{type(value).__name__}({inner})"
    if isinstance(value, (tuple, list)):
        return "[" + ",".join(_canon(v) for v in value) + "]"
    if isinstance(value, dict):
        items = sorted((_canon(k), _canon(v)) for k, v in value.items())
        return "{" + ",".join(f"{k}:{v}" for k, v in items) + "}"
    if isinstance(value, (set, frozenset)):
        return "{" + ",".join(sorted(_canon(v) for v in value)) + "}"
    raise TypeError(f"no canonical text for {type(value).__name__}")


_PLAY = ("seat", "kind", "amount", "put")
"""What the fingerprint keeps of each action the table took."""


class Fingerprint:
    """Hashes the first ``deals`` deals of a tournament it watches (pass :meth:`before_deal`
    and :meth:`progress` to :func:`play_tournament`)."""

    def __init__(self, deals: int = FINGERPRINT_DEALS) -> None:
        self.deals = deals
        self.done = 0
        self._sha = hashlib.sha256()
        self._table: Table | None = None
        self._lines: list[str] = []
        self._kinds: list[str] = []
        self._before: list[int] = []

    def _heard(self, event: object) -> None:
        if self.done < self.deals and isinstance(event, Acted):
            self._lines.append("acted " + ",".join(_canon(getattr(event, f)) for f in _PLAY))

    def before_deal(self, table: Table, kinds: Sequence[str]) -> None:
        if self.done >= self.deals:
            return
        if table is not self._table:
            self._table = table
            table.subscribe(self._heard)
        self._kinds = list(kinds)
        self._before = [table.stacks[s] - table.bought[s] for s in range(table.size)]

    def progress(self, played: int) -> None:
        if self.done >= self.deals or self._table is None:
            return
        table = self._table
        nets = [table.stacks[s] - table.bought[s] - self._before[s] for s in range(table.size)]
        self._lines.append("nets " + ",".join(f"{k}:{n}" for k, n in zip(self._kinds, nets)))
        self._sha.update(f"deal {played}\n".encode())
        self._sha.update(("\n".join(self._lines) + "\n").encode())
        self._lines.clear()
        self.done = played

    def hexdigest(self) -> str:
        return self._sha.hexdigest()


def play_case(case: Case, deals: int | None = None,
              fingerprint_deals: int | None = None) -> tuple[Tournament, str]:
    """Play ``case`` (its full size, or its first ``deals``), with the fingerprint of its
    first ``fingerprint_deals`` deals (the case's own number by default)."""
    print_ = Fingerprint(min(fingerprint_deals or case.fingerprint_deals, deals or case.deals))
    result = play_tournament(list(case.seats), deals or case.deals, seed=case.seed,
                             before_deal=print_.before_deal, progress=print_.progress,
                             variant=case.variant)
    return result, print_.hexdigest()


def good_figure(result: Tournament) -> dict[str, Any]:
    """The good player's counters per seat per 100 deals, with its 95% interval."""
    return next(t for t in result.by_temperament() if t["temperament"] == "good")


def read_verdicts() -> dict[str, dict[str, Any]]:
    """The pinned verdicts by case name (none when the file is missing)."""
    if not VERDICTS.exists():
        return {}
    cases = json.loads(VERDICTS.read_text(encoding="utf-8"))["cases"]
    for verdict in cases.values():
        verdict.setdefault("variant", "draw")  # pinned before the variant was written
    return cases


def pinned_case(seats: Sequence[str], deals: int, seed: int,
                variant: str = "draw") -> Case | None:
    """The long case with these seats, deals, seed and game when its verdict is pinned."""
    case = next((c for c in PINNED if c.seats == tuple(seats) and c.deals == deals
                 and c.seed == seed and c.variant == variant), None)
    return case if case is not None and case.name in read_verdicts() else None


def check_pinned(case: Case) -> dict[str, Any]:
    """Assert that the full-size verdict pinned for ``case`` passes and was measured on the
    play that the players, engine and seed give today; return it."""
    verdict = read_verdicts().get(case.name)
    assert verdict is not None, f"no verdict pinned for {case.name!r}: run `{REPIN}`"
    assert {k: verdict.get(k) for k in case.key()} == case.key(), (
        f"the pinned verdict for {case.name!r} is of another tournament: run `{REPIN}`")
    assert verdict["ci95"][0] > 0 if case.verdict == "above zero" else \
        case.passes(verdict["temperaments"]), (case.name, verdict)
    _, digest = play_case(case, deals=case.fingerprint_deals)
    assert digest == verdict["fingerprint"], (
        f"the play of {case.name!r} has changed since its verdict was measured "
        f"(fingerprint of its first {case.fingerprint_deals} deals): re-measure and re-pin with "
        f"`{REPIN}` and check that every case still passes")
    return verdict


def write_verdicts(cases: dict[str, dict[str, Any]]) -> None:
    VERDICTS.parent.mkdir(parents=True, exist_ok=True)
    ordered = {c.name: cases[c.name] for c in PINNED if c.name in cases}
    body = {"about": "The strength tests' long tournaments played at full size by "
                     f"`{REPIN}`; tests/ai/test_ai_strength.py reads this file.",
            "fingerprint_deals": FINGERPRINT_DEALS, "cases": ordered}
    VERDICTS.write_text(json.dumps(body, indent=2) + "\n", encoding="utf-8")
