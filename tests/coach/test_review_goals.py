"""The check we keep for the review (issues 30 and 36, "How it is checked"): in every game, a
random player's hand history (``simulate --history``) and a tournament's of the good, the
close and the liberal player (``tournament --history``), each reviewed with ``review``:

* coverage: every decision of the reviewed seat is reviewed;
* the good player's own decisions agree with the book at least 97% of the time, and cost at
  most 0.05 counters a decision (issue 36's goals);
* a random player gives away at least five times the good player's counters a decision.

The smaller version of ``python -m bench bench_review`` (which plays 120 deals a game): a
dozen deals a game for the good player, eight for the random player, sixteen play-outs a
decision at most, so that the whole check stays within a few minutes.

The random player sits at seat 0 of ``simulate``'s mixed table (random players and calling
stations in turn).  At a table of random players alone a random player's wild bets are
not a cost: opponents who lay down at random pay for them (at Draw Poker the review finds
them several counters a decision *better* than the book's play), which says nothing about
the review; against calling stations it is the player the goal has in mind.
"""

from __future__ import annotations

import io
import json
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import pytest

from game.commands import main
from game.engine import VARIANTS

pytestmark = pytest.mark.slow

DEALS = 12
"""Deals a game in the good player's history."""
RANDOM_DEALS = 8
"""Deals a game in the random player's history."""
ROLLOUTS = 16
"""Play-outs behind each decision's cost."""
AGREEMENT = 0.97
COST = 0.05
RANDOM_TIMES = 5.0


def run(argv: list[str]) -> None:
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        try:
            code = main(argv)
        except SystemExit as exc:
            code = int(exc.code or 0)
    assert code == 0, f"{' '.join(argv)}: {err.getvalue()}"


def review(history: Path, seat: int, out: Path) -> dict:
    run(["review", str(history), "--seat", str(seat), "--json", str(out),
         "--rollouts", str(ROLLOUTS), "--seed", "1"])
    return json.loads(out.read_text(encoding="utf-8"))


def figures_of(tmp_path: Path, variant: str) -> tuple[dict, dict]:
    """The review of a random player's and of the good player's history at ``variant``."""
    randoms = tmp_path / f"{variant}-random.jsonl"
    run(["simulate", "--variant", variant, "--players", "4", "--hands", str(RANDOM_DEALS),
         "--seed", "11", "--players-kind", "mixed", "--history", str(randoms)])
    good = tmp_path / f"{variant}-good.jsonl"
    # Never re-seated within the check: seat 0 is the good player in every deal.
    run(["tournament", "--variant", variant, "--seats", "good,close,liberal",
         "--deals", str(DEALS), "--rotate", str(DEALS + 1), "--seed", "11", "--quiet",
         "--history", str(good)])
    assert all(json.loads(x)["replay"]["temperaments"][0] == "good"
               for x in good.read_text(encoding="utf-8").splitlines())
    return (review(randoms, 0, tmp_path / f"{variant}-r.json"),
            review(good, 0, tmp_path / f"{variant}-g.json"))


def test_the_review_meets_its_goals_in_every_game(tmp_path):
    """Coverage and the good player's agreement in each game; the random player's cost a
    decision against the good player's over all eighteen together.  (Game by game the ratio
    means little where a decision moves few counters: at My Ship Sails, a passing game with
    no betting, a random pass and the book's differ by hundredths of a counter.)"""
    faults: list[str] = []
    lines: list[str] = []
    costs = {"random": [0.0, 0], "good": [0.0, 0]}
    for variant in VARIANTS:
        r, g = figures_of(tmp_path, variant)
        figures = (f"{variant}: random {r['reviewed']}/{r['decisions']} reviewed, "
                   f"{r['cost_per_decision']} a decision; good {g['reviewed']}/{g['decisions']} "
                   f"reviewed, {g['agree']} agree, {g['cost_per_decision']} a decision")
        lines.append(figures)
        if not (r["decisions"] > 0 and g["decisions"] > 0):
            faults.append(f"no decisions: {figures}")
        if r["reviewed"] != r["decisions"] or g["reviewed"] != g["decisions"]:
            faults.append(f"coverage: {figures}")
        if g["agree"] < AGREEMENT * g["reviewed"]:
            faults.append(f"agreement: {figures}")
        if g["cost_per_decision"] is not None and g["cost_per_decision"] > COST:
            faults.append(f"the good player's cost: {figures}")
        for who, got in (("random", r), ("good", g)):
            costs[who][0] += got["cost"]
            costs[who][1] += got["reviewed"]
    print("\n".join(lines))
    random_cost = costs["random"][0] / costs["random"][1]
    good_cost = costs["good"][0] / costs["good"][1]
    pooled = f"over every game: random {random_cost:.3f} a decision, good {good_cost:.3f}"
    print(pooled)
    if not (random_cost > 0 and random_cost >= RANDOM_TIMES * max(good_cost, 0.0)):
        faults.append(f"cost: {pooled}")
    assert not faults, "\n".join(faults)
