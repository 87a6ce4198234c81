"""Ask the book (issue 30, items 1 and 4): advice at every decision of every game.

* every game, several seeds, every decision of seat 0 among good players: the advice is one
  of the legal actions, its words are plain and its source names a book or the good
  player's judgement;
* the view-only property: a copy of the table whose hidden cards (the opponents' concealed
  cards and the stock) are changed, seat 0's view staying the same, gets the same advice;
* the figures on hand-built cases (a four-flush draws one: 9 cards in 47).
"""

from __future__ import annotations

import copy
import random
import re
from dataclasses import fields, is_dataclass
from types import SimpleNamespace

import pytest

from game.ai import make_player
from game.ai.stakes import settle_new_stakes
from game.books import Source
from game.cards import Card, parse_hand
from game.coach import Advice
from game.coach.advice import Coach
from game.coach.figures import draw_line, pool_line, ratio_words, shown_lines
from game.coach.passages import JUDGEMENT, all_passages, fill
from game.coach.words import choice_words
from game.engine import (
    Action, ActionKind, HouseRules, LegalAction, Phase, PlayerInfo, PublicAction, Table, VARIANTS,
)

K = ActionKind
NAMES = ("Colonel Dash", "Mrs Blythe", "Mr Poole", "Miss Wren")
BOOKS = tuple(s.short.lower() for s in Source)
SECTION_CAPS = re.compile(r"\b[A-Z]{4,}\b")


def _players(variant: str, seed: int) -> list:  # type: ignore[type-arg]
    return [make_player("good", random.Random(seed * 10 + i), name=n, variant=variant)
            for i, n in enumerate(NAMES)]


def _table(variant: str, seed: int, house: HouseRules | None = None) -> Table:
    return Table(list(NAMES), house or HouseRules(), random.Random(seed), variant=variant, cut=False)


def play_advised(variant: str, seed: int, deals: int, check,  # type: ignore[no-untyped-def]
                 house: HouseRules | None = None) -> int:
    """Play ``deals`` deals among good players; ``check(view, advice)`` at each of seat 0's
    decisions; return how many there were."""
    table = _table(variant, seed, house)
    players = _players(variant, seed)
    coach = Coach(variant, random.Random(seed))
    seen = 0
    for _ in range(deals):
        if table.game_over:
            break
        if table.deal is not None and table.asks_stakes:  # at table stakes: ask the book too
            view = table.view(0)
            if view.stakes is not None and view.legal:
                check(view, coach.advise(view))
        settle_new_stakes(table, range(table.size), players)
        table.start_deal()
        while not table.deal_over:
            seat = table.to_act
            view = table.view(seat)
            if seat == 0:
                advice = coach.advise(view)
                check(view, advice)
                seen += 1
                table.act(seat, advice.action)  # seat 0 plays the book's choice
            else:
                table.act(seat, players[seat].decide(view))
        for s, p in enumerate(players):
            hook = getattr(p, "deal_over", None)
            if hook is not None:
                hook(table.view(s))
        coach.deal_over(table.view(0))
    return seen


def check_advice(view, advice: Advice) -> None:  # type: ignore[no-untyped-def]
    assert isinstance(advice, Advice)
    action = advice.action
    offer = view.offer(action.kind)
    assert offer is not None, (view.variant, action, view.legal)
    if action.kind in (K.RAISE, K.BET, K.OPEN, K.BLIND, K.NEW_CAVE):
        assert offer.allows(action.amount), (action, offer)
    if action.kind is K.DRAW:
        assert len(action.cards) <= offer.high and set(action.cards) <= set(view.hand)
    for text in (advice.choice, advice.says, advice.source, *advice.figures):
        assert text and text.strip() == text, (view.variant, advice)
        assert "seed 00" not in text and "\u00b6" not in text and "{" not in text
        assert not SECTION_CAPS.search(text), text
    assert advice.says[0].isupper(), advice.says
    for sentence in re.split(r"(?<=[.!?])\s+", advice.says):
        assert sentence[:1].isupper() or sentence[:1] == '"', sentence
    source = advice.source.lower()
    assert advice.source == JUDGEMENT or any(b in source for b in BOOKS), advice.source
    assert len(advice.says) < 320, advice.says
    chance = next((f for f in advice.figures if f.startswith("The chance")), None)
    if chance is not None and "stands well" in advice.says:  # the words claim no more than the chance
        assert "almost none" not in chance and not re.search(r": 1?\d%", chance), (advice.says, chance)


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_every_decision_of_every_game_is_advised(variant: str) -> None:
    kinds: set[ActionKind] = set()

    def check(view, advice):  # type: ignore[no-untyped-def]
        check_advice(view, advice)
        kinds.add(advice.action.kind)

    total = sum(play_advised(variant, seed, 6, check) for seed in (1, 2, 3))
    assert total >= 5, f"{variant}: only {total} decisions of seat 0"


HOUSES = {
    "pass the jack, decline to show": ("draw", HouseRules(pass_the_jack=True, decline_to_show=True)),
    "table stakes": ("draw", HouseRules(table_stakes=True, rebuy_at_once=True)),
    "bobtail openers, the joker": ("draw", HouseRules(bobtail_openers=True, pack="53")),
    "blind up to half the limit": ("draw", HouseRules(blind_up_to_half_limit=True)),
    "no buying at three-stake Brag": ("brag-three-stake", HouseRules(brag_buying=False)),
    "small caves at Bouillotte": ("bouillotte", HouseRules(buy_in=30)),
}


@pytest.mark.parametrize("name", list(HOUSES))
def test_the_house_rules_own_decisions_are_advised(name: str) -> None:
    variant, house = HOUSES[name]
    total = sum(play_advised(variant, seed, 8, check_advice, house) for seed in (5, 6))
    assert total >= 5


@pytest.mark.parametrize("variant, house", [("bouillotte", HouseRules()),
                                            ("draw", HouseRules(table_stakes=True)),
                                            ("draw", HouseRules(table_stakes=True, rebuy_at_once=True))])
def test_new_stakes_between_deals_are_advised(variant: str, house: HouseRules) -> None:
    """A player left with nothing (seat 0 plays at random, and soon is) asks the book what
    to say: a new cave, a new stake, consent."""
    from game.ai import RandomPlayer
    asked = 0
    for seed in (1, 2, 3):
        table = _table(variant, seed, house)
        players = _players(variant, seed)
        players[0] = RandomPlayer(random.Random(seed), NAMES[0])
        coach = Coach(variant, random.Random(seed))
        for _ in range(40):
            if table.game_over:
                break
            if table.deal is not None:
                view = table.view(0)
                if view.stakes is not None and view.legal:
                    check_advice(view, coach.advise(view))
                    asked += 1
            settle_new_stakes(table, range(table.size), players)
            table.start_deal()
            while not table.deal_over:
                seat = table.to_act
                table.act(seat, players[seat].decide(table.view(seat)))
            coach.deal_over(table.view(0))
    assert asked >= 1


def test_asking_twice_gives_one_answer() -> None:
    table = _table("draw", 4)
    table.start_deal()
    coach = Coach("draw", random.Random(4))
    while table.to_act != 0:
        seat = table.to_act
        table.act(seat, _players("draw", 4)[seat].decide(table.view(seat)))
    view = table.view(0)
    assert coach.advise(view) is coach.advise(view)


def test_every_passage_reads_plainly() -> None:
    for p in all_passages():
        says = fill(p.says, {})
        assert says[:1].isupper() and len(says) < 300 and "{" not in says, p
        assert p.source == JUDGEMENT or any(b in p.source.lower() for b in BOOKS), p
        assert not SECTION_CAPS.search(p.says + p.source), p
        assert "seed" not in p.source and "\u00b6" not in p.says + p.source


# ---------------------------------------------------------------- the view alone
def _relabel(obj, mapping, memo):  # type: ignore[no-untyped-def]
    """``obj`` with every card in ``mapping`` replaced, containers and objects mended in place."""
    if isinstance(obj, Card):
        return mapping.get(obj, obj)
    if id(obj) in memo or isinstance(obj, (str, bytes, int, float, bool, type(None), random.Random)):
        return obj
    if isinstance(obj, tuple):
        items = [_relabel(x, mapping, memo) for x in obj]
        return type(obj)(*items) if hasattr(obj, "_fields") else tuple(items)
    memo.add(id(obj))
    if isinstance(obj, list):
        obj[:] = [_relabel(x, mapping, memo) for x in obj]
    elif isinstance(obj, dict):
        items = [(_relabel(k, mapping, memo), _relabel(v, mapping, memo)) for k, v in obj.items()]
        obj.clear()
        obj.update(items)
    elif isinstance(obj, (set, frozenset)):
        new = {_relabel(x, mapping, memo) for x in obj}
        if isinstance(obj, set):
            obj.clear()
            obj.update(new)
        else:
            return frozenset(new)
    elif hasattr(obj, "__dict__") or hasattr(obj, "__slots__"):
        if callable(obj) and not hasattr(obj, "__dict__"):
            return obj
        names = list(vars(obj)) if hasattr(obj, "__dict__") else []
        for cls in type(obj).__mro__:
            names += [n for n in getattr(cls, "__slots__", ()) if n not in names]
        if is_dataclass(obj):
            names += [f.name for f in fields(obj) if f.name not in names]
        for name in names:
            if name in ("table", "listeners", "rng", "emit") or name.startswith("__"):
                continue
            try:
                value = getattr(obj, name)
            except AttributeError:
                continue
            if callable(value) and not isinstance(value, (list, dict, tuple, set)):
                continue
            new = _relabel(value, mapping, memo)
            if new is not value:
                object.__setattr__(obj, name, new)
    return obj


def _visible(view) -> set[Card]:  # type: ignore[no-untyped-def]
    seen = set(view.hand) | set(view.discarded) | set(view.widow or ())
    for p in view.players:
        seen |= set(p.up) | set(p.shown or ())
    b = view.bouillotte
    if b is not None:
        seen |= {c for c in (b.retourne, b.under) if c is not None}
    return seen


def _hidden_changed(table: Table, seed: int) -> Table:
    """A copy of ``table`` whose cards seat 0 cannot see are shuffled among themselves."""
    twin = copy.deepcopy(table)
    view = table.view(0)
    hidden = sorted((c for c in table.pack if c not in _visible(view)), key=lambda c: c.code)
    moved = hidden[:]
    random.Random(seed).shuffle(moved)
    _relabel(twin.deal, dict(zip(hidden, moved)), set())
    return twin


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_advice_comes_from_the_view_alone(variant: str) -> None:
    """Change every card seat 0 cannot see: its view is the same, and so is the advice."""
    asked = changed = 0
    for seed in (11, 12, 13, 14):
        table = _table(variant, seed)
        players = _players(variant, seed)
        for _ in range(3):
            if table.game_over:
                break
            settle_new_stakes(table, range(table.size), players)
            table.start_deal()
            while not table.deal_over:
                seat = table.to_act
                view = table.view(seat)
                if seat == 0 and asked < 6:
                    twin = _hidden_changed(table, seed)
                    twin_view = twin.view(0)
                    assert twin_view == view
                    a = Coach(variant, random.Random(seed)).advise(view)
                    b = Coach(variant, random.Random(seed)).advise(twin_view)
                    assert a == b
                    asked += 1
                    changed += any(twin.view(s).hand != table.view(s).hand for s in (1, 2, 3)) \
                        or getattr(twin.deal, "stock", None) != getattr(table.deal, "stock", None)
                table.act(seat, players[seat].decide(view))
    assert asked >= 2 and changed >= 1


def test_the_hidden_cards_really_change() -> None:
    table = _table("draw", 21)
    players = _players("draw", 21)
    table.start_deal()
    while not table.view(0).hand:
        seat = table.to_act
        table.act(seat, players[seat].decide(table.view(seat)))
    twin = _hidden_changed(table, 21)
    assert twin.view(0) == table.view(0)
    others = [table.view(s).hand for s in (1, 2, 3)]
    assert [twin.view(s).hand for s in (1, 2, 3)] != others


# ---------------------------------------------------------------- the figures
def _view(hand: str, **more):  # type: ignore[no-untyped-def]
    return SimpleNamespace(hand=tuple(parse_hand(hand)), house=HouseRules(), variant="draw", **more)


def test_a_four_flush_draws_one_nine_cards_in_47() -> None:
    v = _view("2h 6h 9h Kh 5s")
    line = draw_line(v, parse_hand("2h 6h 9h Kh", size=None), "four-flush")
    assert line == "Filling the flush, drawing one: 9 cards in 47 (4\u00bc to 1 against)"


def test_an_open_straight_fills_with_eight_cards() -> None:
    v = _view("8s 9h Tc Jd 2s")
    line = draw_line(v, parse_hand("8s 9h Tc Jd", size=None), "open straight")
    assert line is not None and "8 cards in 47" in line


def test_a_pair_drawing_three_improves_two_and_a_half_to_one() -> None:
    v = _view("Ks Kh 7c 5d 2s")
    line = draw_line(v, parse_hand("Ks Kh", size=None), "pair")
    assert line == "Improving a pair of kings, drawing 3: 29% (2\u00bd to 1 against)"


def test_two_pairs_drawing_one_fill_four_cards_in_47() -> None:
    v = _view("Ks Kh 7c 7d 2s")
    line = draw_line(v, parse_hand("Ks Kh 7c 7d", size=None), "two pairs")
    assert line is not None and "4 cards in 47" in line


def test_the_pools_odds() -> None:
    v = SimpleNamespace(variant="draw", pool=12, offer=lambda k: LegalAction(K.CALL, 2, 2))
    assert pool_line(v) == ("The pool holds 12; staying costs 2: 6 to 1, so staying pays only "
                            "if you win at least 14% of the time")
    assert ratio_words(94, 50) == "1.9 to 1" and ratio_words(1, 2) == "1 to 2"


def test_what_the_opponents_showed() -> None:
    def info(seat: int, name: str) -> PlayerInfo:
        return PlayerInfo(seat, name, 100, 0, True, True, False, None, None)

    history = (PublicAction(1, K.RAISE, 4, Phase.BEFORE_DRAW),
               PublicAction(2, K.CALL, 4, Phase.BEFORE_DRAW),
               PublicAction(1, K.DRAW, 0, Phase.DRAW, drew=1),
               PublicAction(2, K.DRAW, 0, Phase.DRAW, drew=3))
    v = SimpleNamespace(seat=0, variant="draw", history=history,
                        players=(info(0, "You"), info(1, "Colonel Dash"), info(2, "Mrs Blythe")))
    assert shown_lines(v) == ["Colonel Dash raised before the draw and drew one card",
                              "Mrs Blythe drew three cards"]


def test_the_choice_in_the_tables_words() -> None:
    hand = tuple(parse_hand("Ks Kh 7c 5d 2s"))
    v = SimpleNamespace(variant="draw", hand=hand, phase=Phase.DRAW, ambigu=None,
                        offer=lambda k: LegalAction(K.DRAW, 0, 5))
    words = choice_words(v, Action(K.DRAW, cards=hand[2:]))
    assert words == "Draw three, keeping your pair of kings"
    assert choice_words(v, Action(K.DRAW)) == "Stand pat"


def _seat(seat: int, name: str, up: str = "") -> PlayerInfo:
    return PlayerInfo(seat, name, 100, 0, True, True, False, None, None,
                      up=tuple(parse_hand(up, size=None)) if up else ())


def test_stud_counts_every_down_card_the_other_could_hold() -> None:
    """Four aces against 2 3 4 7 showing: no down card can beat them."""
    from game.coach.figures import chance_line
    from game.coach.valuation import best_hand_chance
    me = _seat(0, "You", "Ac Ad Ah 9s")
    v = SimpleNamespace(variant="stud", seat=0, hand=tuple(parse_hand("As Ac Ad Ah 9s")),
                        house=HouseRules(), history=(), phase=Phase.BETTING, deal=1,
                        players=(me, _seat(1, "Colonel Dash", "2c 3d 4h 7s")))
    p = best_hand_chance(v)
    assert p == 1.0
    assert chance_line(v, p) == ("The book reckons your chance of holding the best hand against the other hand: "
                                 "almost a certainty")
    v.hand = tuple(parse_hand("2s 5c 8d Jh Ks"))  # nothing against a board that may pair
    v.players = (_seat(0, "You", "5c 8d Jh Ks"), _seat(1, "Colonel Dash", "Ac Ad 4h 7s"))
    assert best_hand_chance(v) == 0.0


def test_three_aces_are_the_best_brag() -> None:
    from game.coach.valuation import best_hand_chance
    v = SimpleNamespace(variant="brag", seat=0, hand=tuple(parse_hand("As Ac Ah", size=None)),
                        house=HouseRules(), history=(), phase=Phase.BETTING,
                        players=tuple(_seat(i, n) for i, n in enumerate(NAMES)))
    assert best_hand_chance(v) > 0.999
