"""Book round 7: Stud's advice "Bet: the best cards showing must bet or lay down" given to a
seat whose 3\u2660 up was not the best showing (a 7\u2663 and a 5\u2663 were), and the same
"worth a modest bet ... though not a large one" at 20%, 26%, 29% and 39%.  Over seeded Stud
deals the rule is said only where it is true, and the worth follows the figure."""

from __future__ import annotations

import random

from game.ai import make_player
from game.ai.reading import rules_of
from game.coach.advice import Coach
from game.engine import HouseRules, Table
from game.hands.evaluator import context, eval_ranks

NAMES = ("You", "Colonel Dash", "Deacon Gray", "Judge Ames")
TEMPERS = ("liberal", "close", "close", "close")


def _forced_bets(variant: str, seeds: range):  # type: ignore[no-untyped-def]
    for seed in seeds:
        table = Table(list(NAMES), HouseRules(), random.Random(seed), variant=variant, cut=False)
        players = [make_player(t, random.Random(seed * 10 + i), name=n, variant=variant)
                   for i, (n, t) in enumerate(zip(NAMES, TEMPERS))]
        coach = Coach(variant, random.Random(seed))
        for _ in range(10):
            if table.game_over:
                break
            table.start_deal()
            while not table.deal_over:
                seat = table.to_act
                view = table.view(seat)
                if seat == 0:
                    advice = coach.advise(view)
                    if "must bet or lay down" in advice.says and advice.says.startswith("Bet:"):
                        yield view, advice
                    action = players[0].decide(view)
                    coach.adviser.follow(view, action)
                    table.act(seat, action)
                else:
                    table.act(seat, players[seat].decide(view))
            for s, p in enumerate(players):
                hook = getattr(p, "deal_over", None)
                if hook is not None:
                    hook(table.view(s))
            coach.deal_over(table.view(0))


def _best_showing(view) -> bool:  # type: ignore[no-untyped-def]
    ctx = context(rules_of(view), False)
    live = [p for p in view.players if p.holds_cards]
    worth = {p.seat: eval_ranks([int(c.rank) for c in p.up], False, ctx) for p in live}
    return all(worth[view.seat] >= w for w in worth.values())


def test_the_forced_bets_rule_is_said_only_where_true_and_its_worth_follows_the_figure() -> None:
    said, not_best, worths = 0, 0, set()
    for view, advice in [*_forced_bets("stud", range(0, 8)), *_forced_bets("stud-rounds", range(0, 8))]:
        said += 1
        if advice.says.startswith("Bet: the best cards showing must bet"):
            assert _best_showing(view), advice.says
        else:
            assert not _best_showing(view), advice.says
            not_best += 1
        worths.add(advice.says.split("fair share")[0][-12:])
        assert "fair share of one in" in advice.says, advice.says
    assert said >= 5 and not_best >= 1, (said, not_best)
    assert len(worths) >= 2, worths
