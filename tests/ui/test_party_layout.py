"""The party's screens laid out for a room: at 2, 4 and 7 tables and at three window sizes,
no text over other text or over a card, none on the frame or cut off (the layout probe),
and none smaller than 18 px at 720 lines."""

from __future__ import annotations

import random

import pygame
import pytest

from game.party import Evening, Guest, PartyConfig, fill_with_computers
from game.ui.scenes.party_draw import SeatingDrawScene
from game.ui.scenes.party_host import FinalCountsScene, HostScene
from game.ui.scenes.party_moves import MovesScene
from game.ui.scenes.party_overview import BellOverlay, OverviewScene
from game.ui.scenes.party_prizes import PrizesScene

from layout_probe import LayoutProbe, frame_width, problems

PLAYERS = {2: 8, 4: 20, 7: 40}
SIZES = [(960, 540), (1280, 720), (1920, 1080)]
SMALLEST = 18


def guests(n: int) -> list[Guest]:
    people = [Guest("Alice", "red", "human"), Guest("Bob", "blue", "human")]
    return people + fill_with_computers(people, n)[2:]


def real_guests(n: int) -> list[Guest]:
    names = ["Mrs. Alden", "Colonel Birch", "Miss Beauchamp", "Mr. Cathcart", "Lady Featherstonehaugh",
             "Major Forbes", "Alice", "Bob"]
    return [Guest(names[i] if i < len(names) else f"Guest {i:02d}", "red" if i % 2 else "blue", "guest")
            for i in range(n)]


class _Sizes:
    """Every text size the screen asks the fonts for while it draws."""

    def __init__(self, app) -> None:
        self.app = app
        self.seen: list[tuple[int, str]] = []

    def __enter__(self):
        fonts = self.app.fonts
        render = fonts.render

        def recording(role, px, text, colour):
            if text.strip():
                self.seen.append((int(px), text))
            return render(role, px, text, colour)

        fonts.render = recording
        return self

    def __exit__(self, *exc) -> None:
        self.app.fonts.__dict__.pop("render", None)


def check(app, probe, scene, what: str) -> None:
    with _Sizes(app) as sizes:
        pieces = probe.draw(scene)
    found = problems(pieces, app.window.get_size(), frame_width(app.layout))
    assert found == [], f"{what}: {found[:6]}"
    least = round(SMALLEST * app.layout.scale) - 1
    small = sorted({(px, text) for px, text in sizes.seen if px < least})
    assert small == [], f"{what}: text below {SMALLEST} px at 720 lines: {small[:6]}"


def run(app, scene, seconds: float, dt: float = 0.1) -> None:
    for _ in range(int(seconds / dt)):
        scene.update(dt)


@pytest.mark.slow
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("tables", sorted(PLAYERS))
def test_party_screens_leave_no_text_over_text_or_cut_off(app, size, tables):
    app.set_window_size(size)
    n = PLAYERS[tables]
    with LayoutProbe(app) as probe:
        ev = Evening.start(PartyConfig(guests(n), rounds=2, seed=7))
        assert ev.table_count == tables
        draw = SeatingDrawScene(app, ev)
        draw.layout(app.layout)
        run(app, draw, 1.2)
        check(app, probe, draw, "the draw, a card turning")
        draw.skip_all()
        check(app, probe, draw, "the draw's end: where everyone sits")

        overview = OverviewScene(app, ev)
        overview.layout(app.layout)
        overview.runner.pace = 0.3
        run(app, overview, 2.0)
        check(app, probe, overview, "the overview in play")
        bell = BellOverlay(app, "Colonel Fortescue-Smythe", focus=overview.table_rects[0], yellow=2)
        bell.layout(app.layout)
        run(app, bell, 0.5)
        check(app, probe, bell, "the bell")

        done = Evening.start(PartyConfig(guests(n), rounds=2, seed=7))
        record = done.play_round()
        moves = MovesScene(app, done, record, lambda: None)
        moves.layout(app.layout)
        run(app, moves, 0.5)
        check(app, probe, moves, "the moves, before the first mover")
        moves.age = moves.animation_end
        check(app, probe, moves, "the moves: the new seating")
        overview = OverviewScene(app, done)
        overview.layout(app.layout)
        check(app, probe, overview, "the overview after a round, yellow counters")
        done.play_round()
        done.finish()
        prizes = PrizesScene(app, done)
        prizes.layout(app.layout)
        prizes.announce_all()
        check(app, probe, prizes, "the prizes")

        real = Evening.start(PartyConfig(real_guests(max(12, n)), rounds=1, mode="real", seed=7))
        host = HostScene(app, real)
        host.layout(app.layout)
        rng = random.Random(1)
        for t, e in enumerate(host.entries):
            host.edit(t, 0, "cycle")
            host.edit(t, 0, "cycle")  # the winner
            host.edit(t, 1, "cycle")  # in the call
        host.edit(0, 2, "broke")
        for i in range(len(host.entries[0].seats)):
            for ch in str(rng.randrange(10, 200)):
                host.type_count(0, i, ch)
        check(app, probe, host, "the host's sheet")
        final = FinalCountsScene(app, real)
        final.layout(app.layout)
        check(app, probe, final, "the final count")


def test_the_draw_ends_on_every_table_with_its_players(app):
    ev = Evening.start(PartyConfig(guests(20), rounds=1, seed=3))
    draw = app.push(SeatingDrawScene(app, ev))
    draw.skip_all()
    app.step([], 0.1)
    with LayoutProbe(app) as probe:
        pieces = probe.draw(draw)
    said = {p.label for p in pieces if p.kind == "text"}
    assert "Here is where everyone sits" in said
    assert any("Begin the evening" in s for s in said)
    # Every player is named at his table (a long name may lose its title to fit).
    for name in ev.guests:
        assert any(s == name or name.endswith(s.rstrip("…")) or s.rstrip("…") in name for s in said), name
    pygame.event.clear()
