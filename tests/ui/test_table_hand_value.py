"""The hand-value label over the person's hand (issue 27, fault 10).

* It was hidden during his own turn at Thirty-One, Commerce and Ambigu (the marking numbers
  take its place over the hand), just when he chooses what to change: the turn's caption
  now begins with it ("You hold 19 in a suit.").
* At Draw Poker it named the new hand while the drawn cards still lay face down: it now
  names it only once they have turned."""

from __future__ import annotations

import pygame
from layout_probe import LayoutProbe
from test_table_support import config, kinds, my_turn, open_table, run_until, seed_where
from test_table_variants import _KEYS, variant_config

from game.engine import ActionKind

K = ActionKind


def _caption_drawn(app, scene, probe) -> list:
    pieces = probe.draw(scene)
    return [p for p in pieces if p.kind == "text" and p.label.startswith("You hold ")]


def _to_my_marking_turn(app, scene, want=lambda scene: True):
    session = scene.session
    for _ in range(40):
        run_until(app, lambda: my_turn(scene) or session.deal_over)
        assert not session.deal_over, "the deal ended before the person's turn"
        run_until(app, lambda: not scene.tweens.busy)
        app.step([])
        if scene.can_mark() and want(scene):
            return
        offered = kinds(scene)
        choice = next(k for k in (K.BET, K.CALL, K.DRAW, K.PASS, K.ABANDON) if k in offered)
        press_key(app, _KEYS[choice])
    raise AssertionError("never the person's turn to mark")


def press_key(app, key):
    from uihelp import press

    press(app, key)


def _check(app, variant, want=lambda scene: True, seed=5):
    with LayoutProbe(app) as probe:
        scene = open_table(app, variant_config(variant, opponents=("caller", "good"), seed=seed))
        _to_my_marking_turn(app, scene, want)
        assert scene.hand_value, variant
        assert scene.caption.startswith(f"You hold {scene.hand_value}. Your turn"), scene.caption
        for _ in range(3):  # the caption's image is made a frame behind
            app.step([], 0.02)
        assert _caption_drawn(app, scene, probe), f"{variant}: the caption is not on the screen"
        # marking a card leaves it there
        press_key(app, pygame.K_1)
        assert scene.caption.startswith(f"You hold {scene.hand_value}.")
        return scene


def test_the_value_shows_on_the_persons_turn_at_thirty_one(app):
    _check(app, "thirty-one")


def test_the_value_shows_on_the_persons_turn_at_commerce(app):
    _check(app, "commerce")


def test_the_value_shows_at_ambigus_second_draw(app):
    scene = _check(app, "ambigu", want=lambda s: len(s.seats[s.me].cards) == 4, seed=11)
    assert scene.session.table.view(scene.me).ambigu.round == 2


def test_draw_poker_names_the_new_hand_only_once_its_cards_are_seen(app):
    seed = seed_where(lambda t, me: True)
    scene = open_table(app, config(("caller",), seed=seed))
    session = scene.session
    me = session.human
    for _ in range(40):
        run_until(app, lambda: my_turn(scene) or session.deal_over)
        assert not session.deal_over
        if K.DRAW in kinds(scene):
            break
        press_key(app, _KEYS[next(k for k in (K.CALL, K.BET, K.PASS) if k in kinds(scene))])
    run_until(app, lambda: not scene.tweens.busy)
    before = scene.hand_value
    thrown = set(scene.my_cards()[:3])
    press_key(app, pygame.K_1)
    press_key(app, pygame.K_2)
    press_key(app, pygame.K_3)
    press_key(app, pygame.K_d)
    seen_face_down = []
    for _ in range(200):
        app.step([], 0.02)
        new = [sp for sp in scene.seats[me].cards if sp.card is not None]
        if any(not sp.face_up for sp in new) and scene.hand_value:
            seen_face_down.append(scene.hand_value)
        if not thrown & {sp.card for sp in new} and not scene.tweens.busy \
                and all(sp.face_up for sp in new) and len(new) == 5:
            break
    else:
        raise AssertionError("the drawn cards never came")
    assert seen_face_down == [], f"named {seen_face_down[0]!r} with cards face down (was {before!r})"
    assert scene.hand_value  # named once the cards are up


def test_the_shown_hands_name_is_written_once(app):
    """At the show the person's hand's name was written twice, a little apart: the painter's
    hand value over his hand and his plate's note (the shown hand's name) at the same spot."""
    import random

    from layout_probe import problems
    from test_table_variants import play_my_deal

    for variant in ("draw", "thirty-one"):
        with LayoutProbe(app) as probe:
            scene = open_table(app, variant_config(variant, opponents=("caller",), seed=2))
            play_my_deal(app, scene, random.Random(2))
            run_until(app, lambda: scene.session.deal_over and scene.idle and not scene.tweens.busy)
            for _ in range(4):
                app.step([], 0.0)
            me = scene.seats[scene.session.human]
            found = [f for f in problems(probe.draw(scene), app.window.get_size()) if "drawn twice" in f]
            app.pop()
        assert me.value and me.note, (variant, "the person's hand was not shown")
        assert not found, (variant, found)


def test_the_caption_leaves_the_words_over_the_persons_hand_uncovered(app):
    """At Brag with six others the caption "Your turn: see the ante..." lay on "you hold
    five high" over the person's hand."""
    found = []
    for variant, seed in (("brag", 1), ("brag", 2), ("brag-three-stake", 1), ("commerce", 1)):
        found += _words_over_my_hand_covered(app, variant, seed)
    assert not found, found


def _words_over_my_hand_covered(app, variant: str, seed: int) -> list[str]:
    from layout_probe import problems

    with LayoutProbe(app) as probe:
        scene = open_table(app, variant_config(variant, opponents=("caller",) * 6, seed=seed))
        run_until(app, lambda: my_turn(scene))
        run_until(app, lambda: not scene.tweens.busy)
        for _ in range(6):
            app.step([], 0.0)
        pieces = probe.draw(scene)
        me = scene._hand_box(scene.seats[scene.session.human])
        over = [p.label for p in pieces if p.kind == "text" and me.top - 40 < p.rect.bottom <= me.top + 2
                and me.left <= p.rect.centerx <= me.right]
        assert over, "no words over the person's hand"
        found = [f"{variant}: {f}" for f in problems(pieces, app.window.get_size()) if any(w in f for w in over)]
        app.pop()
    return found


def test_the_persons_hand_name_stays_over_his_hand_at_the_show(app):
    """Issue 38, window round 5: the person's hand's worth stood over his cards all the deal,
    and at the show its name went beside them (the rim was in the way of the spot over them):
    at every settled moment of two deals at full tables, in the small window, the words naming
    his hand stand over its middle, before the show and at it."""
    from deal_sweep import let_go, seat_table, through_a_deal
    from game.ui.seating import plate_rect

    app.set_window_size((960, 540))
    app.settings = app.settings.with_(animation_speed=4.0, review_deals=False)
    found: dict[str, str] = {}
    shown = [0]
    for variant in ("whiskey", "draw"):
        scene = seat_table(app, variant, 8, person=True)
        try:
            def look(when: str) -> None:
                me = scene.seats[scene.me]
                hand = scene._rest_hand_box(me)
                if hand is None or not me.cards:
                    return
                if me.value and me.note == me.value and not me.out:  # shown: its name is the note
                    _, box, _, text = scene._badge_places()[me.seat]
                    if box is None or not text:
                        return
                    shown[0] += 1
                    box = box.move(app.layout.rect(*plate_rect(me.place)).topleft)
                else:
                    box = scene.hand_words_box(me)
                    if box is None:
                        return
                if box.bottom > hand.top + 2 or abs(box.centerx - hand.centerx) > app.layout.px(8):
                    found.setdefault(f"{variant}: the name at {tuple(box)}, the hand at {tuple(hand)}", when)

            through_a_deal(app, scene, look, deals=2)
        finally:
            let_go(app, scene)
    assert shown[0], "the person's hand was never shown"
    assert not found, [f"{w}: {f}" for f, w in found.items()][:5]
