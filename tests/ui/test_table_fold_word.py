"""One word for giving up a hand, each game's own (issue 38, window round 6: the button said
"Abandon", the log "threw in", the caption "throws in his hand" and the card "drop out").

Every game that lets a player give up his hand is played with the person seated until he
may; his turn's caption and the button say the game's word (Poker's and Brag's "Throw in",
Bouillotte's "Withdraw", Ambigu's "Abandon", three-stake Brag's "Pass out" in the second
pool), he presses it, and the log's line, his plate's note, the coach's words for the move and
the game's How to play card say the same word."""

from __future__ import annotations

import pytest

from game.coach.words import choice_words
from game.engine import Action, ActionKind
from game.engine.registry import VARIANTS
from game.rulebook import GUIDES

from deal_sweep import STEP, catch_up, let_go, seat_table

K = ActionKind
WORD = {"bouillotte": "Withdraw", "ambigu": "Abandon", "brag-three-stake": "Pass out"}
"""Each game's word where it is not Poker's "Throw in"."""
STEMS = {"Throw in": ("throw in", "threw in"), "Withdraw": ("withdraw", "withdrew"),
         "Abandon": ("abandon", "abandoned"), "Pass out": ("pass out", "passed out")}
OTHERS = ("drop out", "drops out", "dropped out")


def _to_the_fold(app, scene, most: int = 3000):
    """Step the table, pressing the lit (else first) button, until the person may give up his
    hand: that button, or None if two deals pass without it."""
    start = scene.session.table.deal_number
    for _ in range(most):
        app.update(STEP)
        if scene.buttons and scene.idle:
            catch_up(app, scene)
            fold = next((b for b in scene.buttons if b.kind is K.ABANDON), None)
            if fold is not None:
                return fold
            lit = next((b for b in scene.buttons if b.lit), None)
            plain = [b for b in scene.buttons if b.kind is not None and b.kind not in scene.top.own_kinds]
            if lit is None and not plain:
                if not scene.marked:
                    scene.toggle_mark(0)
                scene.buttons[0].action()
            else:
                (lit or plain[0]).action()
        if scene.session.deal_over and scene.idle and not scene.buttons:
            if scene.session.table.deal_number > start + 1 or scene.session.game_over:
                return None
            scene.session.next_deal()
    return None


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_one_word_for_giving_up_a_hand_on_every_surface(app, variant):
    app.set_window_size((1280, 720))
    app.settings = app.settings.with_(animation_speed=4.0, review_deals=False)
    scene = seat_table(app, variant, 4, person=True)
    try:
        fold = _to_the_fold(app, scene)
        if fold is None:
            pytest.skip(f"{variant}: no hand to give up in two deals (no betting)")
        word = WORD.get(variant, "Throw in")
        infinitive, past = STEMS[word]
        assert fold.label == word
        assert f" or {infinitive}." in scene.caption or f", {infinitive}," in scene.caption \
            or scene.caption.endswith(f"{infinitive}."), scene.caption
        view = scene.session.table.view(scene.me)
        assert choice_words(view, Action(K.ABANDON)) == word
        seen = len(scene.log.entries)
        fold.action()
        for _ in range(200):
            app.update(STEP)
            if len(scene.log.entries) > seen and scene.seats[scene.me].note:
                break
        catch_up(app, scene)
        said = [e.text for e in scene.log.entries[seen:] if e.text.startswith("You ")]
        assert said and said[0].startswith(f"You {infinitive}"), said
        assert scene.seats[scene.me].note == past
    finally:
        let_go(app, scene)


@pytest.mark.parametrize("variant", sorted(GUIDES))
def test_the_how_to_play_card_says_the_games_word(variant):
    g = GUIDES[variant]
    text = " ".join([g.line, g.hold, g.turn, g.win] + [f"{w} {m}" for w, m in g.words]).lower()
    assert not any(o in text for o in OTHERS), variant
    said = {w for w, (inf, _) in STEMS.items() if f"to {inf}" in [w.lower() for w, _ in g.words]}
    if said:
        assert said == {WORD.get(variant, "Throw in")} or variant == "brag-three-stake" and said <= {"Throw in", "Pass out"}
