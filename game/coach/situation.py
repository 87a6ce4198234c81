"""Where a decision stands, in the terms the book's advice is written in.

:func:`situation` reads a seat's view and the book's choice into a :class:`Situation`: the
family of games whose advice applies, the step of the deal ("before the draw", "the
brag", "trading"...), what the choice does ("in", "raise", "abandon", "knock"...), and the
shapes of the hand, most particular first ("four-flush@age", "four-flush", "*"), by which
the passages (:mod:`game.coach.passages`) are looked up.  It reads the view alone, and the
adviser's own plan for the deal (its draw, a bluff it has planned), which the adviser made
from the same view.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.cards import Rank
from game.engine import Action, ActionKind, Phase, SeatView
from game.hands import evaluate

K = ActionKind

FAMILY = {
    "draw": "draw", "flat": "flat", "flat-field": "flat", "showdown": "showdown",
    "straight": "straight", "stud": "stud", "stud-rounds": "stud",
    "whiskey": "whiskey", "whiskey-markers": "whiskey",
    "thirty-one": "thirty-one", "commerce-widow": "commerce-widow", "commerce": "commerce",
    "my-ship-sails": "ship", "brag": "brag", "brag-american": "brag",
    "brag-three-stake": "brag-three", "bouillotte": "bouillotte", "ambigu": "ambigu",
}
"""Each game and the family of advice it takes (the two Whiskeys share theirs...)."""

_ACT = {
    K.CALL: "in", K.RAISE: "raise", K.BET: "bet", K.ABANDON: "abandon", K.PASS: "pass",
    K.OPEN: "open", K.STRADDLE: "straddle", K.NO_STRADDLE: "no straddle", K.BLIND: "blind",
    K.MAKE_JACK: "make jack", K.SHOW: "show", K.DECLINE_SHOW: "stifle", K.KNOCK: "knock",
    K.TAKE_WIDOW: "take widow", K.TURN_WIDOW: "turn widow", K.DRAW_ONE: "draw one",
    K.EXCHANGE: "exchange", K.BACK_FIELD: "back", K.TRADE_MONEY: "ready money",
    K.BARTER: "barter", K.GIVE: "give", K.BUY_CARD: "buy", K.DEAL_AGAIN: "deal again",
    K.KEEP_CARDS: "keep cards", K.SHOW_CARDS: "show cards", K.NEW_CAVE: "new cave",
    K.RETIRE: "retire", K.ASK_STAKE: "ask stake", K.CONSENT: "consent", K.REFUSE: "refuse",
    K.SIT_OUT: "sit out", K.COME_BACK: "come back", K.DRAW: "draw",
}


@dataclass
class Situation:
    """A decision as the advice is keyed."""

    game: str
    step: str
    act: str
    shapes: tuple[str, ...]
    fields: dict[str, Any] = field(default_factory=dict)
    """Words for the passages' blanks: ``hand`` (what the seat holds, in words) and others."""
    chance: float | None = None
    """The chance of holding the best hand, where the good player reckons one."""


def act_of(action: Action) -> str:
    return _ACT.get(action.kind, action.kind.value)


# ---------------------------------------------------------------- Poker hands
def pair_shape(rank: int) -> str:
    """The book's steps for a pair: kings or better, jacks or queens, tens (the average
    hand to go in on), and the small pairs."""
    if rank >= Rank.KING:
        return "big pair"
    if rank >= Rank.JACK:
        return "good pair"
    if rank >= Rank.TEN:
        return "tens"
    return "small pair"


def poker_shape(view: SeatView) -> tuple[str, Any]:
    """A five-card Poker hand's shape for the advice, and its reading."""
    from game.ai.reading import read_hand, rules_of
    try:
        hold = read_hand(view.hand, rules_of(view), view.house.pack)
    except (ValueError, KeyError):
        return "nothing", None
    d = hold.draws
    for kind in ("pat", "fours", "threes", "two pairs"):
        if kind in d:
            return kind, hold
    if "pair" in d:
        return pair_shape(hold.level), hold
    bob = hold.bobtail
    if bob is not None:
        return bob.kind, hold
    if "ace-king" in d or "ace" in d:
        return "ace", hold
    return "nothing", hold


def draw_kind(hold: Any, discard: tuple) -> str:
    """Which of the hand's ways of drawing a discard is (``"other"`` when none)."""
    if hold is None:
        return "other"
    gone = set(discard)
    for kind, d in hold.draws.items():
        if set(d.discard) == gone:
            return kind
    return "other"


# ---------------------------------------------------------------- the reading
def situation(view: SeatView, action: Action, adviser: Any = None) -> Situation:
    """The situation of ``view`` with the book's choice ``action``."""
    game = FAMILY.get(view.variant, view.variant)
    act = act_of(action)
    if view.stakes is not None or action.kind in (K.ASK_STAKE, K.CONSENT, K.REFUSE, K.SIT_OUT,
                                                  K.COME_BACK):
        return Situation(game, "stakes", act, ("*",))
    if action.kind is K.CALL:
        offer = view.offer(K.CALL)
        if offer is not None and offer.low == 0:
            act = "stand"  # staying costs nothing more
    reader = _READERS.get(game, _generic)
    return reader(view, action, act, game, adviser)


def _generic(view: SeatView, action: Action, act: str, game: str, adviser: Any) -> Situation:
    return Situation(game, view.phase.value, act, ("*",))


def _with_place(kind: str, view: SeatView, raised: bool) -> tuple[str, ...]:
    from game.ai.reading import position
    pos = position(view)
    out = []
    if raised:
        out += [f"{kind}@raised", f"*@raised@{pos}", "*@raised"]
    out += [f"{kind}@{pos}", kind, f"*@{pos}", "*"]
    return tuple(out)


def _raised_before(view: SeatView) -> bool:
    return any(a.kind is K.RAISE and a.seat != view.seat and a.phase is Phase.BEFORE_DRAW
               for a in view.history)


def _book_plan(adviser: Any, view: SeatView) -> Any:
    """The adviser's own memory of this deal (its draw, a bluff planned), if it keeps one."""
    player = getattr(adviser, "player", None)
    st = getattr(player, "_deal", None)
    return st if st is not None and getattr(st, "number", None) == view.deal else None


def _draw_poker(view: SeatView, action: Action, act: str, game: str, adviser: Any) -> Situation:
    phase = view.phase
    shape, hold = poker_shape(view)
    hand = evaluate(view.hand).describe() if len(view.hand) == 5 else ""
    fields: dict[str, Any] = {"hand": hand}
    if phase is Phase.BEFORE_DRAW and view.seat == view.age and not view.jack_pot \
            and not _raised_before(view):
        fields["come_in"] = "Make good the blind"  # the age's word (the button's too)
    plan = _book_plan(adviser, view)
    bluff = getattr(plan, "bluff", None)
    # (a bluff the seat began where the book did not: its words never say "planned")
    yours = ", yours" if bluff and getattr(adviser, "own_line", False) else ""
    if phase is Phase.DRAW:
        kind = draw_kind(hold, action.cards)
        if bluff:
            kind = ("bluff pat" if not action.cards else "bluff one") + yours
        elif (kind in ("four-flush", "straight flush draw", "open straight")
              and shape not in ("four-flush", "open straight", "inside straight",
                                "straight flush draw")):
            kind = "split openers" if view.opener == view.seat else "broken pair"
        elif not action.cards and shape == "two pairs":
            kind = "two pairs pat"
        elif not action.cards and kind == "other":
            kind = "pat variety"
        elif kind == "other" and hold is not None and hold.level < 2 \
                and len(view.hand) - len(action.cards) == 1:
            from game.hands.odds_words import held_words
            kind = "high card"  # nothing worth keeping but the highest card
            fields["high"] = held_words([c for c in view.hand if c not in action.cards])[2:] \
                .removeprefix("n ")
        return Situation(game, "draw", act, (kind, "*"), fields)
    if phase is Phase.AFTER_DRAW or (phase is Phase.SHOWDOWN and game != "draw"):
        shapes: tuple[str, ...] = ("*",)
        if bluff and action.kind in (K.BET, K.RAISE):
            shapes = ("bluff" + yours, "bluff", "*")
        elif action.kind is K.BET and action.amount == 1:
            act = "chip"
        elif act == "abandon" and view.offer(K.CALL) is None:
            shapes = ("nothing to call", "*")  # bet or throw in: no caller's words
        return Situation(game, "after", act, shapes, fields)
    if phase is Phase.SHOWDOWN:
        return Situation(game, "show", act, ("bluff" if bluff else "honest", "*"), fields)
    if phase in (Phase.BEFORE_DRAW, Phase.OPENING):
        step = "before" if phase is Phase.BEFORE_DRAW else "opening"
        if bluff:
            return Situation(game, step, act, ("bluff" + yours, "bluff", "*"), fields)
        if step == "opening" and view.openers is not None and hold is not None \
                and hold.level < int(view.openers) \
                and (hold.bobtail is None or not view.house.bobtail_openers):
            return Situation(game, step, act, ("no openers", "*"), fields)
        return Situation(game, step, act, _with_place(shape, view, _raised_before(view)), fields)
    return Situation(game, phase.value, act, ("*",), fields)


def _flat(view: SeatView, action: Action, act: str, game: str, adviser: Any) -> Situation:
    shape, hold = poker_shape(view)
    step = {Phase.COMING_IN: "coming in", Phase.DRAW: "draw", Phase.BACKING: "backing",
            Phase.FIELD: "field", Phase.BLIND: "blind"}.get(view.phase, view.phase.value)
    shapes: tuple[str, ...] = (shape, "*")
    if step == "draw":
        shapes = (draw_kind(hold, action.cards), "*")
    return Situation(game, step, act, shapes, {"hand": _poker_words(view)})


def _poker_words(view: SeatView) -> str:
    try:
        return evaluate(view.hand).describe() if len(view.hand) == 5 else ""
    except (ValueError, KeyError):
        return ""


def _showdown(view: SeatView, action: Action, act: str, game: str, adviser: Any) -> Situation:
    """Show-down Poker's draw: the good player draws to beat the best hand already drawn;
    the words say which aim the choice served, and with what figure."""
    from .figures import pct, showdown_beats, showdown_target
    shape, hold = poker_shape(view)
    fields: dict[str, Any] = {"hand": _poker_words(view)}
    kind = draw_kind(hold, action.cards)
    if action.kind is not K.DRAW:
        return Situation(game, "draw", act, (kind, "*"), fields)
    aim = showdown_target(view)
    if aim is None:
        return Situation(game, "draw", act, ("no aim", kind, "*"), fields)
    beats = showdown_beats(view, aim[1])
    mine = beats.get(frozenset(action.cards), 0.0)  # type: ignore[call-overload]
    top, best = max((p, d) for d, p in beats.items())  # type: ignore[type-var]
    fields.update(target=aim[0], mine=pct(mine))
    if mine >= top - 0.03:
        return Situation(game, "draw", act, ("beats most", kind, "*"), fields)
    n = len(best)
    fields.update(other=(f"drawing {NUMBER_WORDS.get(n, n)}" if n else "standing pat"),
                  theirs=pct(top))
    return Situation(game, "draw", act, ("close call", "*"), fields)


NUMBER_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}


def _betting(view: SeatView, action: Action, act: str, game: str, adviser: Any) -> Situation:
    """Straight and Stud Poker: the hands as dealt, bet on."""
    shape, _ = poker_shape(view) if len(view.hand) == 5 else ("nothing", None)
    if shape in ("fours", "pat"):
        shape = "threes"  # "triplets are very strong": so is anything better
    if shape in ("four-flush", "open straight", "inside straight", "straight flush draw", "ace"):
        shape = "nothing"  # no draw: a bobtail is nothing
    if shape in ("big pair", "good pair", "tens", "small pair"):
        shape = "pair"
    before = [a for a in view.history if a.phase is Phase.BETTING and a.seat != view.seat]
    late = bool(before) and all(a.kind is K.PASS for a in before)
    shapes = ((f"{shape}@late", shape, "*@late", "*") if late else (shape, "*"))
    return Situation(game, "betting", act, shapes, {"hand": _poker_words(view)})


def _whiskey(view: SeatView, action: Action, act: str, game: str, adviser: Any) -> Situation:
    if view.knocker is not None:
        step = "last"
    elif view.widow is None:
        step = "widow down"
    else:
        step = "widow up"
    return Situation(game, step, act, ("*",), {"hand": _poker_words(view)})


def _three_card_value(view: SeatView) -> str:
    from game.hands.three_card.commerce import commerce_value, ship_value
    from game.hands.three_card.thirty_one import thirty_one_value
    if len(view.hand) != 3:
        return ""
    fn = {"thirty-one": thirty_one_value, "my-ship-sails": ship_value}.get(view.variant,
                                                                           commerce_value)
    return fn(view.hand).describe()


def _table_game(view: SeatView, action: Action, act: str, game: str, adviser: Any) -> Situation:
    """Thirty-One and Commerce with a widow: drawing from the cards face up."""
    offers = {o.kind for o in view.legal}
    if K.EXCHANGE in offers:
        step = "unseen"  # the dealer, before he looks at his hand
    elif K.PASS in offers:
        step = "last"  # one more turn after a knock
    else:
        step = "table"
    shapes: tuple[str, ...] = ("*",)
    if step == "table" and action.kind is K.DRAW_ONE and len(action.cards) == 2 and len(view.hand) == 3:
        from game.ai.three_card.trading import draw_gains
        if not draw_gains(view.variant, view.hand, *action.cards):
            # nothing on the table betters the hand: the draw is the rule's, not a gain
            # (window round 11: "brings you nearer thirty-one" of a draw that left 10 at 10)
            shapes = ("no gain", "*")
    return Situation(game, step, act, shapes, {"hand": _three_card_value(view)})


def _commerce(view: SeatView, action: Action, act: str, game: str, adviser: Any) -> Situation:
    offers = {o.kind for o in view.legal}
    step = "give" if K.GIVE in offers else "trading"
    shapes = ("dealer", "*") if view.seat == view.dealer else ("*",)
    fields: dict[str, Any] = {"hand": _three_card_value(view)}
    fields.update(_parting(view, action))
    return Situation(game, step, act, shapes, fields)


def _parting(view: SeatView, action: Action) -> dict[str, str]:
    """The card a trade parts with and why that one: not the lowest, but the one whose going
    leaves the two cards that build best toward triplets, a flush or a point."""
    if not action.cards or len(view.hand) != 3:
        return {}
    gone = action.cards[0]
    kept = [c for c in view.hand if c != gone]
    if len(kept) != 2:
        return {}
    a, b = kept
    both = f"{a.symbol} {b.symbol}"
    if a.rank == b.rank:
        why = f"your {both} make a pair, and a third would make triplets"
    elif a.suit is b.suit:
        why = f"your {both} are two of a suit, a point now and toward a flush"
    else:
        why = f"it fits neither of your other cards, and the {both} build best on a fresh card"
    return {"gone": gone.symbol, "why": why}


def _ship(view: SeatView, action: Action, act: str, game: str, adviser: Any) -> Situation:
    offers = {o.kind for o in view.legal}
    step = "give" if K.GIVE in offers else "trading"
    suits = len({c.suit for c in view.hand})
    shape = {1: "flush", 2: "two of a suit"}.get(suits, "odd suits")
    return Situation(game, step, act, (shape, "*"), {"hand": _three_card_value(view)})


def _brag_value(view: SeatView) -> Any:
    from game.ai.three_card.brag import rules_for
    from game.hands.three_card.brag import brag_value
    if len(view.hand) != 3:
        return None
    return brag_value(view.hand, rules_for(view))


def _brag(view: SeatView, action: Action, act: str, game: str, adviser: Any) -> Situation:
    offers = {o.kind for o in view.legal}
    value = _brag_value(view)
    words = value.describe() if value is not None else ""
    if view.phase is Phase.BUYING:
        return Situation(game, "buying", "stand" if act == "pass" else act, ("*",),
                         {"hand": words})
    if K.BET in offers and K.PASS not in offers and K.CALL not in offers:
        return Situation(game, "ante", "ante", ("*",), {"hand": words})
    shape = "high card"
    if value is not None:
        shape = {0: "high card", 1: "pair", 2: "triplets"}.get(int(value.category), "high card")
    raised = any(a.kind is K.RAISE and a.seat != view.seat for a in view.history)
    shapes = ((f"{shape}@raised", "*@raised") if raised else ()) + (shape, "*")
    if game == "brag" and view.variant == "brag-american" and act == "raise":
        shapes = ("american",) + shapes
    return Situation(game, "brag", act, shapes, {"hand": words})


def _bouillotte(view: SeatView, action: Action, act: str, game: str, adviser: Any) -> Situation:
    from game.ai.french.bouillotte import ace_alone, right_order, three_to_the_king
    from game.hands.french.bouillotte import classify, hand_point
    b = view.bouillotte
    if view.phase is Phase.STRADDLE:
        return Situation(game, "straddle", act, ("*",))
    if action.kind in (K.NEW_CAVE, K.RETIRE):
        return Situation(game, "cave", act, ("*",))
    hand = tuple(view.hand)
    fields: dict[str, Any] = {}
    shapes: list[str] = []
    if b is not None and b.retourne is not None and len(hand) == 3:
        value = classify(hand, b.retourne)
        fields["hand"] = value.describe() if value.is_brelan else ""
        pips, suit = hand_point(hand, b.retourne)
        fields["point"] = pips
        if value.is_brelan:
            shapes.append("brelan")
        elif three_to_the_king(hand):
            shapes.append("three to the king")
        elif ace_alone(hand, b.retourne):
            shapes.append("ace alone")
        else:
            shapes.append("point")
    if view.phase is Phase.SHOWDOWN:
        return Situation(game, "show", act, ("*",), fields)
    if b is not None and b.word == view.seat:
        step = "word"
    elif K.PASS in {o.kind for o in view.legal}:
        step = "open"
        spoke = [a for a in view.history if a.phase is Phase.BETTING]
        if not spoke and view.seat == right_order(view)[0]:
            shapes = [f"{s}@eldest" for s in shapes] + shapes
        elif spoke and all(a.kind is K.PASS for a in spoke) and shapes[-1:] != ["brelan"]:
            shapes = ["all passed"] + shapes  # their passes say their points are poor
    else:
        step = "betting"
        raised = any(a.kind is K.RAISE and a.seat != view.seat and a.phase is Phase.BETTING
                     for a in view.history)
        if raised:
            shapes = [f"{s}@raised" for s in shapes] + ["*@raised"] + shapes
        # "with three or four in a brelan is likely": only where three or more are in
        if sum(1 for p in view.players if p.holds_cards) >= 3:
            shapes = shapes + ["*@many"]
    return Situation(game, step, act, tuple(shapes) + ("*",), fields)


def _first_two(hand: Any) -> tuple[str, ...]:
    """Ambigu's first two cards by what they start: a pair (a tricon), two of a suit (a point,
    a sequence, a flush), or two suits (a prime).  A learner was told "a good start toward a
    combination" of 10♠ 9♣ and found it wrong-sounding (issue 39): the reason is the cards'."""
    if len(hand) != 2:
        return ()
    first, second = hand
    if first.rank == second.rank:
        return ("pair",)
    return ("suited",) if first.suit == second.suit else ("two suits",)


def _ambigu(view: SeatView, action: Action, act: str, game: str, adviser: Any) -> Situation:
    from game.hands.french.ambigu import with_its_cards
    a = view.ambigu
    step = getattr(a, "step", "betting")
    fields: dict[str, Any] = {}
    if len(view.hand) == 4:
        fields["hand"] = with_its_cards(view.hand)  # (a point with its cards: a lone card is none)
    if step == "draw":
        if getattr(a, "round", 1) == 1:
            return Situation(game, "first draw", "enough" if not action.cards else "draw",
                             _first_two(view.hand) + ("*",), fields)
        return Situation(game, "second draw", "pat" if not action.cards else "draw", ("*",),
                         fields)
    if action.kind is K.SHOW_CARDS:
        return Situation(game, step, "show cards", ("*",), fields)
    return Situation(game, step, act, ("*",), fields)


_READERS = {
    "draw": _draw_poker, "flat": _flat, "showdown": _showdown, "straight": _betting,
    "stud": _betting, "whiskey": _whiskey, "thirty-one": _table_game,
    "commerce-widow": _table_game, "commerce": _commerce, "ship": _ship, "brag": _brag,
    "brag-three": _brag, "bouillotte": _bouillotte, "ambigu": _ambigu,
}
