"""The best response to the good player (issue 40, ``bench/bench_best_response.py``): it
repeats exactly with a seed, and it meets the good player only as a black box — asked to
decide on a view, shown a deal's end, and copied whole by the referee for its trials."""

from __future__ import annotations

import ast
import gc
import random
from pathlib import Path

from bench.bench_best_response import run_best_response
from bench.best_response import BestResponse, choices, class_after, class_before, hand_draws, \
    label_of, point
from game.ai import make_player
from game.cards import parse_cards
from game.engine import Action, ActionKind, HouseRules, Table

BENCH = Path(__file__).resolve().parents[2] / "bench"
PLAYER_MAY_IMPORT = {"game.ai": {"make_player"}}
"""All the learning player takes from ``game/ai``: the public factory, to build the good
player it starts from (or it is handed one)."""
REFEREE_MAY_IMPORT = {**PLAYER_MAY_IMPORT, "game.ai.play": {"tell_deal_over"},
                      "game.ai.stakes": {"settle_new_stakes"},
                      "game.ai.tournament": {"play_tournament"}}
"""The referee also runs the table as every bench does: re-stakes, deals' ends shown to the
players, duplicate deals; none of these decides anything."""

SMALL = dict(round_deals=60, rounds=2, measured=120, stretch=40)


class BlackBox:
    """A player seen from outside: a name, ``decide`` and ``deal_over``; nothing else."""

    def __init__(self, inner) -> None:
        self._inner = inner
        self.asked = 0
        self.told = 0

    @property
    def name(self) -> str:
        return self._inner.name

    def decide(self, view):
        self.asked += 1
        return self._inner.decide(view)

    def deal_over(self, view) -> None:
        self.told += 1
        self._inner.deal_over(view)

    def __getattr__(self, attr: str):
        raise AttributeError(attr)  # whatever else is asked for, he does not answer


def _reachable(root, target, limit: int = 200_000) -> bool:
    seen, todo = set(), [root]
    while todo and len(seen) < limit:
        obj = todo.pop()
        if obj is target:
            return True
        if id(obj) in seen or isinstance(obj, (str, int, float, bytes, type)):
            continue
        seen.add(id(obj))
        todo.extend(gc.get_referents(obj))
    return False


def test_it_repeats_exactly_with_a_seed():
    a = run_best_response(seed=5, **SMALL)
    random.seed(12345)  # the global generator stirred: nothing here may draw from it
    random.random()
    b = run_best_response(seed=5, **SMALL)
    assert a.lines() == b.lines()  # the same figures, printed the same, to the digit
    assert (a.per100, a.low, a.high, a.rounds, a.points) == (b.per100, b.low, b.high, b.rounds,
                                                              b.points)
    assert a.deals == SMALL["measured"] and a.learned > 10
    assert len(a.lines()) > 4


def test_it_meets_the_good_player_only_as_a_black_box():
    inner = make_player("good", random.Random(9), name="Judge Ames")
    good = BlackBox(inner)
    report = run_best_response(seed=6, good=good, **SMALL)
    assert good.asked > 100 and good.told >= SMALL["measured"]
    assert report.deals == SMALL["measured"]


def test_its_own_base_player_is_a_black_box_too_and_it_holds_no_opponent():
    inner = make_player("good", random.Random(9), name="Judge Ames")
    base = BlackBox(make_player("good", random.Random(10), name="Mirror"))
    learner = BestResponse(random.Random(3), base_player=base)
    table = Table([learner.name, inner.name], HouseRules(), random.Random(4), cut=False)
    players = [learner, inner]
    for _ in range(30):
        table.start_deal()
        while not table.deal_over:
            seat = table.to_act
            table.act(seat, players[seat].decide(table.view(seat)))
        for seat, p in enumerate(players):
            p.deal_over(table.view(seat))
    assert base.asked > 30
    assert not _reachable(learner, inner)


def test_its_decision_points_say_what_a_seat_can_see():
    table = Table(["A", "B"], HouseRules(), random.Random(8), cut=False)
    good = [make_player("good", random.Random(s), name=n) for s, n in ((1, "A"), (2, "B"))]
    phases = set()
    for _ in range(40):
        table.start_deal()
        while not table.deal_over:
            seat = table.to_act
            view = table.view(seat)
            at = point(view)
            if at is not None:
                phases.add(at[0][0])
                offered = choices(view)
                assert offered and all(isinstance(k, str) for k in offered)
                assert class_before(view) if at[0][0] != "after" else class_after(view)
            table.act(seat, good[seat].decide(view))
    assert {"before", "draw", "after"} <= phases


def _imports_from_ai(path: Path) -> dict[str, set[str]]:
    """What a module imports from ``game.ai`` (module: names), at any depth of its code."""
    found: dict[str, set[str]] = {}
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("game.ai"):
            found.setdefault(node.module, set()).update(a.name for a in node.names)
        elif isinstance(node, ast.Import):
            for a in node.names:
                if a.name.startswith("game.ai"):
                    found.setdefault(a.name, set()).add("*")
    return found


def test_it_imports_from_the_good_players_code_only_the_public_factory():
    player = _imports_from_ai(BENCH / "best_response.py")
    assert player == PLAYER_MAY_IMPORT, player
    referee = _imports_from_ai(BENCH / "bench_best_response.py")
    for module, names in referee.items():
        assert names <= REFEREE_MAY_IMPORT.get(module, set()), (module, names)


def test_its_own_reading_offers_the_books_draws_natural_first():
    def draws(text: str) -> dict[str, str]:
        return {k: " ".join(c.code for c in v) for k, v in hand_draws(parse_cards(text)).items()}

    assert list(draws("Ks Kd 7c 4h 2s"))[:2] == ["pair", "pair+kicker"]
    assert draws("Ks Kd 7c 4h 2s")["pair+kicker"] == "4h 2s"
    assert list(draws("9s 9d 9c 4h 2s"))[:2] == ["threes", "threes+kicker"]
    assert list(draws("Js Jd 5c 5h 2s"))[0] == "two pairs"
    assert list(draws("As 9s 7s 4s 2d"))[0] == "four-flush"
    assert list(draws("9d Tc Js Qh 2d"))[0] == "open straight"
    assert "inside straight" in draws("Jd Qc Ks Ah 2d")  # closed at the ace: one way in
    assert "open straight" in draws("2d 3c 4s 5h 9d")  # an ace or a six fills it
    assert list(draws("As Td 7c 4h 2s"))[0] == "high" and draws("As Td 7c 4h 2s")["high"] \
        == "Td 7c 4h 2s"
    assert list(draws("9s 8s 7d 6h 5c")) == ["pat"]
    for text in ("Ks Kd 7c 4h 2s", "As Td 7c 4h 2s", "9d Tc Js Qh 2d"):
        assert draws(text)["pat"] == ""


def test_the_good_players_draw_is_found_among_its_own_whatever_the_order():
    table = Table(["A", "B"], HouseRules(), random.Random(8), cut=False)
    good = [make_player("good", random.Random(s), name=n) for s, n in ((1, "A"), (2, "B"))]
    found = tried = 0
    for _ in range(300):
        table.start_deal()
        while not table.deal_over:
            seat = table.to_act
            view = table.view(seat)
            action = good[seat].decide(view)
            if action.kind is ActionKind.DRAW:
                tried += 1
                found += label_of(view, action, choices(view)) is not None
                flipped = Action(ActionKind.DRAW, cards=tuple(reversed(action.cards)))
                assert label_of(view, flipped, choices(view)) == label_of(view, action,
                                                                          choices(view))
            table.act(seat, action)
    assert tried > 40 and found == tried
