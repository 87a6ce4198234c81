"""Ambigu: the good player, and so the book, reads the others' play (issue 36).

A learner held a prime of 14 (four suits, fourteen pips) after the first draw and met a
50-counter "I play" that two others had stayed with; the book said "stay, your chance about
65%" (the share of random hands beaten, raised to the players in), the others held a flush
and a sequence, and the review charged 58.5 counters for laying it down.  The chance is now
the good player's reading of what the others did (game/ai/french/ambigu_reading.py).
"""

from __future__ import annotations

import random

from game.ai import make_player
from game.ai.french.ambigu import best_discard, read_chance, unseen
from game.cards import parse_cards
from game.coach.advice import Coach
from game.coach.readings import best_hand_chance, reading_at
from game.engine import Action, ActionKind, HouseRules, SeatView, Table

K = ActionKind
ORDER = [3, 2, 1, 0]  # seat 0 deals; the elder hand is seat 3
HANDS = {3: ("9h Th", "4h 3h"), 2: ("7d 8d", "Ad 9d"), 1: ("9s 6c", "5c 6s"),
         0: ("2c 3d", "4h 5s")}  # seat 0: a prime of 14


class _Stacked(random.Random):
    """A seeded generator whose next shuffles lay planned cards on top of the pack."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.plans: list[list] = []

    def shuffle(self, x: list) -> None:  # type: ignore[override]
        super().shuffle(x)
        if self.plans:
            top = self.plans.pop(0)
            x[:] = [c for c in x if c not in set(top)] + top[::-1]


def _spot(bet: int = 50, stayed: int = 2, bettors: tuple[int, ...] = ()) -> SeatView:
    """Seat 0 with its prime of 14, facing seat 3's "I play" of ``bet`` that ``stayed`` of
    seats 2 and 1 stayed with (the rest abandoned)."""
    rng = _Stacked(3)
    for part in (0, 1):
        rng.plans.append([parse_cards(HANDS[s][part])[i] for i in range(2) for s in ORDER])
    table = Table(["You", "Gray", "Dash", "Ames"], HouseRules(), rng, variant="ambigu", cut=False)
    table.start_deal()
    for s in ORDER:
        table.act(s, Action(K.DRAW, cards=()))
    table.act(3, Action(K.BET, bet))
    for i, s in enumerate((2, 1)):
        table.act(s, Action(K.CALL, bet) if i < stayed else Action(K.ABANDON))
    return table.view(0)


def test_a_prime_of_fourteen_against_a_bet_met_twice_is_far_below_sixty_five_percent():
    view = _spot()
    _, value = best_discard(list(view.hand), unseen(view), random.Random(1), 36, 4)
    assert value ** 3 > 0.6  # what the book used to say: against random hands
    assert read_chance(view) < 0.35


def test_the_chance_falls_with_the_size_of_the_bet_and_each_stay():
    small, big = read_chance(_spot(bet=5, stayed=0)), read_chance(_spot(bet=50, stayed=0))
    assert big < small + 1e-9
    one, two = read_chance(_spot(stayed=1)), read_chance(_spot(stayed=2))
    assert two < one


def test_the_book_shows_the_good_players_figure_and_does_not_say_stay():
    view = _spot()
    assert best_hand_chance(view) == read_chance(view)
    good = make_player("good", random.Random(1), variant="ambigu")
    assert good.decide(view).kind is K.ABANDON
    advice = Coach("ambigu").advise(view)
    assert advice.action.kind is K.ABANDON, advice.says
    assert "65%" not in advice.says


def test_the_reviews_worlds_are_weighed_by_the_reading():
    """A world giving the bettor a flush weighs more than one giving him a point of three."""
    view = _spot()
    reading = reading_at(view, make_player("good", random.Random(1), variant="ambigu"))
    rest = [c for c in unseen(view)]
    strong = parse_cards("2s 7s 8s 10s")  # a flush
    weak = parse_cards("Ac 2h 6d 7h")  # a point of 9 (two hearts)
    filler = [c for c in rest if c not in strong and c not in weak]
    worlds = [{3: strong, 2: filler[:4], 1: filler[4:8], 0: view.hand},
              {3: weak, 2: filler[:4], 1: filler[4:8], 0: view.hand}]
    w_strong, w_weak = reading.weights(worlds)
    assert w_strong > 2 * w_weak


def test_a_picture_s_table_is_its_weights_sorted_by_what_was_made():
    """The table a picture is counted against: its records sorted by (made, weight), as
    sorting the pairs gives them, whether the picture was weighed or not."""
    from game.ai.french.ambigu_reading import FLAT, records
    recs = records()
    rng = random.Random(3)
    for w in (FLAT, [rng.choice((0.25, 0.5, 1.0)) for _ in recs.made],
              [rng.random() for _ in recs.made]):
        made, cum = recs.table(w)
        pairs = sorted(zip(recs.made, w))
        total, run, want = sum(w), 0.0, []
        for _, x in pairs:
            run += x
            want.append(run / total)
        assert made == [m for m, _ in pairs] and cum == want
