"""The review's long checks at full size, and their figures pinned (issue 35).

Two checks of the deal in review are long seeded runs (two minutes of a worker each):

* ``tests/coach/test_review_goals.py``: in every game a random player's history
  (``simulate``) and the good player's (``tournament``), each reviewed with ``review``
  (case ``"review goals"``);
* ``tests/coach/test_review.py``: a random player and the good player at seat 0 of five
  games, ten deals each, every deal reviewed (case ``"random player"``).

``python -m bench bench_review_pins`` (or ``python -m bench.bench_review_pins [CASE ...]``)
runs each at its full size and writes its figures to :data:`VERDICTS`, with a sha256
fingerprint of the start of that very run: every history or record in full (the cards and
every action) and the review of each history's first :data:`FINGERPRINT_DEALS` deal(s), every
item with its cost, interval and words.  The tests assert that the pinned figures meet their
goals (the same checks as before, on the same figures), and replay the start: the histories
in full and the first deal's review, which must give the same fingerprint.

A run is a pure function of its seeds (the tables' shuffles, the players' and the review's
generators, all seeded; the review's play-outs counted, never timed), so an identical
fingerprint shows the players, the engine, the book and the review are those the figures
were measured on; any change to one that alters a review of the first deal, or any deal's
play, changes it, and the test says to re-pin.  The bench refuses to pin figures that miss a
goal.  (The review of a history keeps one coach and one generator over its deals, so the
first deal's review is the same whether the file holds one deal or all of them.)
"""

from __future__ import annotations

import hashlib
import io
import json
import random
import sys
import tempfile
import time
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path
from typing import Any, Callable

from bench.strength import _canon

VERDICTS = (Path(__file__).resolve().parent.parent / "tests" / "coach" / "data"
            / "review_verdicts.json")
"""The pinned figures, beside the tests that read them."""

REPIN = "python -m bench bench_review_pins"
FINGERPRINT_DEALS = 1
"""Deals of each history whose review is fingerprinted (the histories themselves in full)."""

# ---------------------------------------------------------------- the review goals (18 games)

GOAL_DEALS = 12
"""Deals a game in the good player's history."""
GOAL_RANDOM_DEALS = 8
"""Deals a game in the random player's history."""
GOAL_ROLLOUTS = 16
"""Play-outs behind each decision's cost."""
AGREEMENT = 0.97
COST = 0.05
RANDOM_TIMES = 5.0


def command(argv: list[str]) -> None:
    """``main(argv)`` in this process, its output swallowed; a failure is an assertion."""
    from game.commands import main

    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        try:
            code = main(argv)
        except SystemExit as exc:
            code = int(exc.code or 0)
    assert code == 0, f"{' '.join(argv)}: {err.getvalue()}"


def review_history(history: Path, out: Path, rollouts: int = GOAL_ROLLOUTS) -> dict[str, Any]:
    """``review`` of seat 0 of ``history``, seeded, with ``rollouts`` play-outs a decision at
    most: its figures and items as the command writes them to ``out``."""
    command(["review", str(history), "--seat", "0", "--json", str(out),
             "--rollouts", str(rollouts), "--seed", "1"])
    return json.loads(out.read_text(encoding="utf-8"))


def _review(history: Path, out: Path) -> dict[str, Any]:
    return review_history(history, out, GOAL_ROLLOUTS)


def good_history(path: Path, variant: str, deals: int) -> Path:
    """The good player's history at ``variant`` (``tournament --history``, seed 11): seat 0 the
    good player among the close and the liberal for ``deals`` deals, never re-seated (shared
    with ``tests/coach/test_book_is_the_good_player.py``)."""
    command(["tournament", "--variant", variant, "--seats", "good,close,liberal",
             "--deals", str(deals), "--rotate", str(deals + 1), "--seed", "11",
             "--quiet", "--history", str(path)])
    return path


def goal_histories(folder: Path, variant: str) -> tuple[Path, Path]:
    """The random player's and the good player's histories at ``variant`` (seed 11)."""
    randoms = folder / f"{variant}-random.jsonl"
    command(["simulate", "--variant", variant, "--players", "4", "--hands",
             str(GOAL_RANDOM_DEALS), "--seed", "11", "--players-kind", "mixed",
             "--history", str(randoms)])
    good = good_history(folder / f"{variant}-good.jsonl", variant, GOAL_DEALS)
    return randoms, good


def _first_items(review: dict[str, Any]) -> str:
    items = [i for i in review["items"] if i["deal"] <= FINGERPRINT_DEALS]
    return json.dumps(items, sort_keys=True)


def review_goals(folder: Path, deals: int | None = None) -> tuple[dict[str, Any], str]:
    """Every game's two reviews: their figures by game, and the run's fingerprint.  With
    ``deals`` (the fingerprint's), only the first deals of each history are reviewed and the
    figures are those of that short review."""
    from game.engine import VARIANTS

    sha = hashlib.sha256()
    games: dict[str, Any] = {}
    for variant in VARIANTS:
        histories = goal_histories(folder, variant)
        got = {}
        for who, path in zip(("random", "good"), histories):
            text = path.read_text(encoding="utf-8")
            if who == "good":
                assert all(json.loads(x)["replay"]["temperaments"][0] == "good"
                           for x in text.splitlines())
            sha.update(f"{variant} {who} history\n{text}".encode())
            if deals is not None:
                path.write_text("".join(text.splitlines(keepends=True)[:deals]),
                                encoding="utf-8")
            review = _review(path, folder / f"{variant}-{who}.json")
            sha.update(f"{variant} {who} review\n{_first_items(review)}\n".encode())
            got[who] = {k: review[k] for k in ("decisions", "reviewed", "agree", "cost",
                                                "cost_per_decision")}
        games[variant] = got
    return {"games": games}, sha.hexdigest()


def goal_faults(figures: dict[str, Any]) -> tuple[list[str], list[str]]:
    """The review goals' faults over the figures of :func:`review_goals`, and the lines
    that say the figures: coverage and the good player's agreement and cost in each game,
    the random player's cost a decision against the good player's over every game."""
    faults: list[str] = []
    lines: list[str] = []
    costs = {"random": [0.0, 0], "good": [0.0, 0]}
    for variant, got in figures["games"].items():
        r, g = got["random"], got["good"]
        said = (f"{variant}: random {r['reviewed']}/{r['decisions']} reviewed, "
                f"{r['cost_per_decision']} a decision; good {g['reviewed']}/{g['decisions']} "
                f"reviewed, {g['agree']} agree, {g['cost_per_decision']} a decision")
        lines.append(said)
        if not (r["decisions"] > 0 and g["decisions"] > 0):
            faults.append(f"no decisions: {said}")
        if r["reviewed"] != r["decisions"] or g["reviewed"] != g["decisions"]:
            faults.append(f"coverage: {said}")
        if g["agree"] < AGREEMENT * g["reviewed"]:
            faults.append(f"agreement: {said}")
        if g["cost_per_decision"] is not None and g["cost_per_decision"] > COST:
            faults.append(f"the good player's cost: {said}")
        for who, one in (("random", r), ("good", g)):
            costs[who][0] += one["cost"]
            costs[who][1] += one["reviewed"]
    random_cost = costs["random"][0] / costs["random"][1]
    good_cost = costs["good"][0] / costs["good"][1]
    pooled = f"over every game: random {random_cost:.3f} a decision, good {good_cost:.3f}"
    lines.append(pooled)
    if not (random_cost > 0 and random_cost >= RANDOM_TIMES * max(good_cost, 0.0)):
        faults.append(f"cost: {pooled}")
    return faults, lines


# ------------------------------------------------- the random player against the good (5 games)

RANDOM_GAMES = ("draw", "straight", "stud", "brag-american", "bouillotte")
RANDOM_PLAYER_DEALS = 10


def seat_records(variant: str, kinds: list[str], deals: int, seed: int = 1) -> list[Any]:
    """Deals played by players of ``kinds`` (one per seat), recorded (as
    ``tests/coach/test_review.py`` records them)."""
    from game.ai import make_player
    from game.coach.replay import record_deal
    from game.engine import HouseRules, Table
    from game.store.dealing import DealingShuffles

    table = Table([f"P{i}" for i in range(len(kinds))], HouseRules(), DealingShuffles(seed=seed),
                  variant)
    players = [make_player(k, random.Random(seed * 10 + i), name=table.names[i], variant=variant)
               for i, k in enumerate(kinds)]
    out = []
    for _ in range(deals):
        if table.game_over:
            break
        out.append(record_deal(table, players, kinds))
    return out


def random_player(deals: int | None = None) -> tuple[dict[str, Any], str]:
    """Each kind's cost a decision over the five games (every deal reviewed, or the first
    ``deals`` of each), and the run's fingerprint: every record, and the first deal's review."""
    from game.coach.advice import Coach
    from game.coach.review import review_deal

    sha = hashlib.sha256()
    per: dict[str, Any] = {}
    for kind in ("good", "random"):
        cost = decided = 0.0
        for variant in RANDOM_GAMES:
            coach = Coach(variant, random.Random(3))
            records = seat_records(variant, [kind, "good", "good", "good"], RANDOM_PLAYER_DEALS,
                                   seed=8)
            for k, rec in enumerate(records):
                sha.update(f"{kind} {variant} deal {k}\n{_canon(rec.actions)}\n"
                           f"{_canon(rec.packs)}\n".encode())
            for k, rec in enumerate(records[:deals]):
                review = review_deal(rec, 0, coach, random.Random(k))
                if k < FINGERPRINT_DEALS:
                    sha.update(f"review {k}\n{_canon(review.items)}\n".encode())
                cost += review.cost
                decided += len(review.items)
        per[kind] = {"cost": cost, "decided": decided}
    return per, sha.hexdigest()


def random_player_passes(per: dict[str, Any]) -> bool:
    """A random player gives away at least five times the good player's counters a decision
    (the good player's taken as at least 0.05)."""
    a = {k: v["cost"] / v["decided"] for k, v in per.items()}
    return a["random"] >= 5 * max(a["good"], 0.05)


# ------------------------------------- two reviews on two generators reach the same verdicts

VERDICT_KINDS = (("liberal", "good", "close", "random"), ("close", "good", "liberal", "random"))
VERDICT_GAMES = ("draw", "straight", "brag-american", "whiskey", "flat", "stud")
VERDICT_DEALS = 10
VERDICT_SEEDS = (1935, 3519)
"""The two reviews' generators: two streams with nothing in common, as two unseeded reviews
would draw (seeded so that the run can be pinned)."""


def _verdicts(records: list[Any], variant: str, seed: int, deals: int | None,
              sha: Any) -> list[tuple[int, bool | None]]:
    """Each decision's verdict (charged or not; None: not judged), reviewed with one coach."""
    from game.coach.advice import Coach
    from game.coach.review import review_deal

    coach = Coach(variant, random.Random(3))
    rng = random.Random(seed)
    out = []
    for k, rec in enumerate(records[:deals]):
        review = review_deal(rec, 0, coach, rng)
        if k < FINGERPRINT_DEALS:
            sha.update(f"review {seed} {k}\n{_canon(review.items)}\n".encode())
        for item in sorted(review.items, key=lambda i: (i.step, i.done)):
            out.append((item.deal, None if item.cost is None else item.charged))
    return out


def two_generators(deals: int | None = None) -> tuple[dict[str, Any], str]:
    """The liberal and the close player's deals at a mixed table, each reviewed on each of
    :data:`VERDICT_SEEDS`: how many decisions got the same verdict of how many."""
    sha = hashlib.sha256()
    same = total = 0
    for kinds in VERDICT_KINDS:
        for variant in VERDICT_GAMES:
            records = seat_records(variant, list(kinds), VERDICT_DEALS, seed=13)
            for k, rec in enumerate(records):
                sha.update(f"{kinds} {variant} deal {k}\n{_canon(rec.actions)}\n"
                           f"{_canon(rec.packs)}\n".encode())
            a, b = (_verdicts(records, variant, s, deals, sha) for s in VERDICT_SEEDS)
            assert len(a) == len(b)
            total += len(a)
            same += sum(x == y for x, y in zip(a, b))
    return {"same": same, "total": total}, sha.hexdigest()


def two_generators_pass(figures: dict[str, Any]) -> bool:
    return figures["total"] >= 150 and figures["same"] >= 0.95 * figures["total"]


# ---------------------------------------------------------------- pinning


def _goals(deals: int | None) -> tuple[dict[str, Any], str]:
    with tempfile.TemporaryDirectory() as folder:
        return review_goals(Path(folder), deals)


CASES: dict[str, tuple[Callable[[int | None], tuple[dict[str, Any], str]],
                       Callable[[dict[str, Any]], bool]]] = {
    "random player": (random_player, random_player_passes),
    "review goals": (_goals, lambda f: not goal_faults(f)[0]),
    "two generators": (two_generators, two_generators_pass),
}
"""Each case: its run (full size, or the fingerprint's start) and whether its figures pass."""


def read_verdicts() -> dict[str, Any]:
    if not VERDICTS.exists():
        return {}
    return json.loads(VERDICTS.read_text(encoding="utf-8"))["cases"]


def check_pinned(name: str) -> dict[str, Any]:
    """Replay ``name``'s start and assert its fingerprint is the pinned one; return the pinned
    figures (which the test then checks)."""
    verdict = read_verdicts().get(name)
    assert verdict is not None, f"no figures pinned for {name!r}: run `{REPIN}`"
    assert verdict["fingerprint_deals"] == FINGERPRINT_DEALS, f"re-pin with `{REPIN}`"
    _, digest = CASES[name][0](FINGERPRINT_DEALS)
    assert digest == verdict["fingerprint"], (
        f"the play or the review of {name!r} has changed since its figures were measured "
        f"(fingerprint of its histories and of its first deal's review): re-measure and re-pin "
        f"with `{REPIN}` and check that the figures still meet their goals")
    return verdict["figures"]


def run(names: list[str] | None = None) -> list[str]:
    lines = []
    for name in names or list(CASES):
        play, passes = CASES[name]
        start = time.process_time()
        figures, digest = play(None)
        seconds = time.process_time() - start
        print(f"{name:16} {seconds:7.1f} s  {digest[:12]}  {json.dumps(figures)[:200]}",
              flush=True)
        if not passes(figures):
            print(f"NOT PINNED: {name}: its figures miss the goal; the pinned figures are left "
                  "as they were.", flush=True)
            raise SystemExit(1)
        verdicts = read_verdicts()
        verdicts[name] = {"figures": figures, "fingerprint_deals": FINGERPRINT_DEALS,
                          "fingerprint": digest, "seconds": round(seconds, 1)}
        VERDICTS.parent.mkdir(parents=True, exist_ok=True)
        body = {"about": f"The review's long checks run at full size by `{REPIN}`; "
                         "tests/coach/test_review_goals.py and tests/coach/test_review.py read "
                         "this file.", "cases": {k: verdicts[k] for k in sorted(verdicts)}}
        VERDICTS.write_text(json.dumps(body, indent=1) + "\n", encoding="utf-8")
        lines.append(f"pinned {name!r}")
    lines.append(f"re-pin with `{REPIN}`")
    return lines


if __name__ == "__main__":
    run(sys.argv[1:])
