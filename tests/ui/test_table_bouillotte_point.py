"""Bouillotte's point told through the window (issue 27, fault 9): at the show each suit's
count passes in the caption with whose cards they are, then why its suit and its seat take
the pool, held long enough to read; the point's line marks the suit that wins, and the card
that takes it is named in its holder's note, by his hand."""

from __future__ import annotations

from layout_probe import LayoutProbe
from test_table_bouillotte import KEYS
from test_table_support import kinds, my_turn, open_table, run_until
from test_table_variants import variant_config
from uihelp import press

from game.engine import ActionKind
from game.engine.french.bouillotte_events import PointCounted

K = ActionKind


def test_the_point_is_counted_and_explained_at_the_show(app):
    with LayoutProbe(app) as probe:
        scene = open_table(app, variant_config("bouillotte", opponents=("good", "liberal", "close"), seed=4))
        session = scene.session
        points = []
        session.table.subscribe(lambda e: points.append(e) if isinstance(e, PointCounted) else None)
        for _ in range(6):
            for _ in range(40):
                run_until(app, lambda: my_turn(scene) or session.deal_over)
                if session.deal_over:
                    break
                press(app, KEYS[next(k for k in (K.NO_STRADDLE, K.CALL, K.PASS, K.ABANDON)
                                     if k in kinds(scene))])
            if points:
                break
            run_until(app, lambda: scene.idle and scene.deal_done)
            scene.next_deal()
        assert points, "no deal went to the point"
        point = points[0]
        captions, held = [], 0.0
        for _ in range(2000):
            app.step([], 0.03)
            if not captions or scene.caption != captions[-1]:
                captions.append(scene.caption)
                if "wins the pool" in scene.caption:
                    held = scene.hold
                    app.step([], 0.03)
                    pieces = probe.draw(scene)
                    break
        counts = [c for c in captions if " count " in c]
        assert len(counts) == 4, captions
        winner = "you" if point.seat == scene.me else session.names[point.seat]
        assert captions[-1].endswith(f"wins the pool for {winner}: "
                                     f"{'you hold' if winner == 'you' else winner + ' holds'} its highest "
                                     f"card in the call, {point.card.symbol}.")
        assert held >= 2.0  # time to read it
        texts = [p.label for p in pieces if p.kind == "text"]
        assert any(t.startswith("the point:") and f"{point.suit.symbol} " in t and " wins" in t
                   for t in texts), texts
        assert any(t.startswith(f"{point.card.symbol} takes it") for t in texts), texts  # (its holder's note)
