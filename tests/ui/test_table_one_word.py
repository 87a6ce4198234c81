"""One word for each act, on the button, the plate and the log alike (issue 38, window round
5): three-stake Brag's "Pass out" was logged "throws in his hand", noted "threw in" and tagged
"out of the brag"; its "Stand" was logged "passes"."""

from __future__ import annotations

from game.engine import ActionKind
from game.engine.core.events import Acted
from game.engine.core.narrate import describe_parts
from game.engine.core.plate_notes import seat_note

K = ActionKind
NAMES = ("Ada", "Colonel Dash")


def _acted(kind: ActionKind, law: str) -> Acted:
    return Acted(seat=1, kind=kind, amount=0, put=0, level=0, law=law)


def test_three_stake_brags_pass_out_is_passing_out_everywhere():
    e = _acted(K.ABANDON, "Brag, rule 7")
    line, ref = describe_parts(e, NAMES)
    assert line == "Colonel Dash passes out, keeping his cards for the third pool." and ref
    assert describe_parts(Acted(seat=0, kind=K.ABANDON, amount=0, put=0, level=0, law="Brag, rule 7"),
                          NAMES, 0)[0] == "You pass out, keeping your cards for the third pool."
    assert seat_note(e) == "passed out"
    # the other Brags' throwing in is still throwing in (rule 3)
    assert describe_parts(_acted(K.ABANDON, "Brag, rule 3"), NAMES)[0] == "Colonel Dash throws in his hand."
    assert seat_note(_acted(K.ABANDON, "Brag, rule 3")) == "threw in"


def test_three_stake_brags_stand_is_standing_everywhere():
    e = _acted(K.PASS, "Brag, rule 9")
    assert describe_parts(e, NAMES)[0] == "Colonel Dash stands."
    assert describe_parts(Acted(seat=0, kind=K.PASS, amount=0, put=0, level=0, law="Brag, rule 9"),
                          NAMES, 0)[0] == "You stand."
    assert seat_note(e) == "stood"
    assert seat_note(_acted(K.PASS, "Brag, rule 7")) == "passed"


def test_the_plates_tag_says_the_buttons_word(app):
    """The tag on a player who passed out is "passed out" (the button's "Pass out"), left off
    while his note says it."""
    from game.ui.table.placing_rules import SAID_BY_NOTE
    from game.ui.tabletops.brag import ThreeStakeTop

    assert SAID_BY_NOTE["passed out"] == "passed out"
    assert ThreeStakeTop.label(ThreeStakeTop.__new__(ThreeStakeTop), K.ABANDON, None) == "Pass out"


def test_commerces_trades_are_said_in_the_buttons_words():
    """Commerce's "Ready money", "Barter" and "Give in exchange" (Foster) on the plate as on the
    button: a plate said "bought", "barter" and "traded" of the same trades."""
    from game.engine.core.trading_events import Bartered, BarterOffered, TradedForMoney
    from game.ui.tabletops.base import NOTES
    from game.ui.tabletops import trading  # noqa: F401 - adds the trading games' notes

    assert seat_note(_acted(K.TRADE_MONEY, "Commerce")) == NOTES[TradedForMoney] == "ready money"
    assert seat_note(_acted(K.BARTER, "Commerce")) == NOTES[BarterOffered] == "barter"
    assert seat_note(_acted(K.GIVE, "Commerce")) == "gave in exchange"
    assert NOTES[Bartered] == "bartered"
    line = Bartered(seat=0, to=1, gave=(None,), took=(None,), law="x").line(lambda s: NAMES[s])
    assert line == "Colonel Dash gives a card in exchange, unseen."


def test_a_draw_is_said_in_words_as_the_table_says_cards():
    """"draws 2 cards" beside "Two more cards each": a few cards are said in words."""
    from game.engine.core.events import DrawAnnounced

    said = [describe_parts(DrawAnnounced(seat=1, count=n, law="Law 22"), NAMES)[0] for n in (0, 1, 2, 5)]
    assert said == ["Colonel Dash stands pat.", "Colonel Dash draws one card.", "Colonel Dash draws two cards.",
                    "Colonel Dash draws five cards."]


def test_a_game_of_markers_gives_away_markers_not_counters():
    """The review's total at Whiskey with markers said "counters given away": it has none."""
    from types import SimpleNamespace

    from game.ui.table.review_pages import sitting_total

    item = SimpleNamespace(cost=1.0, agrees=False, given=1.25)
    reviews = [SimpleNamespace(review=SimpleNamespace(items=[item]))]
    assert sitting_total(reviews, "markers").startswith("Over the last deal reviewed: 1.2 markers given away")
    assert "counters" in sitting_total(reviews)


def test_a_button_that_costs_a_counter_says_so():
    """Window round 8: "Buy a card" (three-stake Brag, rule 9) and "Ready money" (Commerce) each
    cost a counter and said nothing of it, where a call past the person's counters says what it
    buys: the button says its cost, "Buy a card (1 counter)"."""
    from game.engine import LegalAction
    from game.ui.tabletops.brag import ThreeStakeTop

    top = ThreeStakeTop.__new__(ThreeStakeTop)
    assert ThreeStakeTop.label(top, K.BUY_CARD, LegalAction(K.BUY_CARD, 1, 1)) == "Buy a card (1 counter)"
    assert ThreeStakeTop.label(top, K.BUY_CARD, None) == "Buy a card (1 counter)"


def test_a_knock_and_the_middle_player_are_named_alike_everywhere():
    """Window round 8: Whiskey's plate read "knocks" while the knock was the last move and
    "knocked" after (the tag): the plate says "knocked" both times, the log's sentence "knocks".
    The middle player was "middling" on the plate and the New game screen's choice, but
    "Between close and liberal" in its description there: the description names it so too."""
    from game.ai.temperament import describe_in_game, temperament
    from game.engine.core.events import Knocked
    from game.ui.session import TEMPERAMENT_CHOICES
    from game.ui.table.placing_rules import SAID_BY_NOTE
    from game.ui.table_source import short_temperament
    from game.ui.tabletops.base import NOTES

    assert NOTES[Knocked] == "knocked" and SAID_BY_NOTE["knocked"] in NOTES[Knocked]
    key = "slider:0.50:0.50"
    assert dict(TEMPERAMENT_CHOICES)[key] == short_temperament(key) == "middling"
    for words in (temperament(key).description, describe_in_game(key, "whiskey"), describe_in_game(key, "draw")):
        assert words.startswith("Middling"), words
    assert temperament("slider:0.20:0.50").description.startswith("Between close and liberal")
