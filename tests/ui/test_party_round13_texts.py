"""Round 13 of issue 37's play-test, the host's screens at the two small window sizes: texts
cut with "…" - the seating draw's "Head table: …", its closing words cut off below the
button, a prize's "Gentlemen: most count…" and its note ending "but …", a mover's plate
"up from booby…", the standings' "=8. Captain Jar…", "Featherstoneha…" on the host's sheets.
Each is given room, shortened by rule or wrapped; none is drawn smaller than at 960 x 540."""

from __future__ import annotations

import random

import pytest

from game.party import Evening, Guest, PartyConfig, fill_with_computers
from game.ui.scenes.party_draw import SeatingDrawScene
from game.ui.scenes.party_host import FinalCountsScene, HostScene
from game.ui.scenes.party_moves import MovesScene
from game.ui.scenes.party_overview import BellOverlay, OverviewScene
from game.ui.scenes.party_prizes import PrizesScene

SIZES = [(960, 540), (1280, 720)]
PLAYERS = {2: 8, 4: 20}


def guests(n: int) -> list[Guest]:
    people = [Guest("Alice", "red", "human"), Guest("Bob", "blue", "human")]
    return people + fill_with_computers(people, n)[2:]


def real_guests(n: int) -> list[Guest]:
    names = ["Mrs. Alden", "Colonel Birch", "Miss Beauchamp", "Mr. Cathcart", "Lady Featherstonehaugh",
             "Major Forbes", "Alice", "Bob"]
    return [Guest(names[i] if i < len(names) else f"Guest {i:02d}", "red" if i % 2 else "blue", "guest")
            for i in range(n)]


class Cuts:
    """The texts a screen draws cut with an ellipsis (only while it draws: a screen may try
    its words on a scratch surface while it lays itself out)."""

    def __init__(self, app) -> None:
        self.app = app
        self.found: list[tuple[str, str]] = []

    def look(self, what: str, scene) -> None:
        fonts = self.app.fonts
        render = fonts.render

        def recording(role, px, text, colour):
            if text.rstrip().endswith("…"):
                self.found.append((what, text))
            return render(role, px, text, colour)

        fonts.render = recording
        try:
            scene.draw(self.app.window)
        finally:
            fonts.__dict__.pop("render", None)


def run(scene, seconds: float, dt: float = 0.1) -> None:
    for _ in range(int(seconds / dt)):
        scene.update(dt)


@pytest.mark.slow
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("tables", sorted(PLAYERS))
def test_no_host_screen_cuts_its_words(app, size, tables):
    app.set_window_size(size)
    cuts = Cuts(app)
    n = PLAYERS[tables]
    ev = Evening.start(PartyConfig(guests(n), rounds=2, seed=7))
    draw = SeatingDrawScene(app, ev)
    draw.layout(app.layout)
    run(draw, 1.2)
    cuts.look("the draw", draw)
    draw.skip_all()
    cuts.look("the draw's end", draw)
    overview = OverviewScene(app, ev)
    overview.layout(app.layout)
    overview.runner.pace = 0.3
    for _ in range(4):
        run(overview, 1.0)
        cuts.look("the overview", overview)
    bell = BellOverlay(app, "Colonel Fortescue-Smythe", focus=overview.table_rects[0], yellow=2)
    bell.layout(app.layout)
    run(bell, 0.5)
    cuts.look("the bell", bell)
    done = Evening.start(PartyConfig(guests(n), rounds=2, seed=7))
    record = done.play_round()
    moves = MovesScene(app, done, record, lambda: None)
    moves.layout(app.layout)
    run(moves, 0.5)
    cuts.look("the moves", moves)
    moves.age = moves.animation_end
    cuts.look("the new seating", moves)
    after = OverviewScene(app, done)
    after.layout(app.layout)
    cuts.look("the overview after a round", after)
    done.play_round()
    done.finish()
    prizes = PrizesScene(app, done)
    prizes.layout(app.layout)
    prizes.announce_all()
    cuts.look("the prizes", prizes)
    real = Evening.start(PartyConfig(real_guests(max(12, n)), rounds=1, mode="real", seed=7))
    host = HostScene(app, real)
    host.layout(app.layout)
    rng = random.Random(1)
    for t, _ in enumerate(host.entries):
        host.edit(t, 0, "cycle")
        host.edit(t, 0, "cycle")  # the winner
        host.edit(t, 1, "cycle")  # in the call
    host.edit(0, 2, "broke")
    for i in range(len(host.entries[0].seats)):
        for ch in str(rng.randrange(10, 200)):
            host.type_count(0, i, ch)
    cuts.look("the host's sheet", host)
    final = FinalCountsScene(app, real)
    final.layout(app.layout)
    cuts.look("the final count", final)
    assert cuts.found == [], sorted(set(cuts.found))[:10]


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_a_long_name_in_the_standings_runs_on_where_no_yellow_counter_stands(app, size):
    """The standings beside four tables: "=5. Featherstoneh…" with nothing in its yellow
    column; the name runs on to that figure's side, whole."""
    from game.ui.scenes.party_overview import draw_standings
    from game.ui.scenes.party_tables import table_places

    app.set_window_size(size)
    ev = Evening.start(PartyConfig(guests(20), rounds=2, seed=7))
    ev.play_round()
    rows = [{"name": name, "group": "red", "kind": "guest", "yellow": y, "net": net}
            for name, y, net in (("Mrs. Alden", 1, 53), ("Mr. Abbott", 0, 51), ("Bob", 0, 50),
                                 ("Colonel Birch", 0, 50), ("Lady Featherstonehaugh", 0, 50))]
    said: list[str] = []
    render = app.fonts.render

    def recording(role, px, text, colour):
        said.append(text)
        return render(role, px, text, colour)

    app.fonts.render = recording
    try:
        _, side = table_places(app.layout, 4)
        draw_standings(app.window, app, side, ev, rows=rows)
    finally:
        app.fonts.__dict__.pop("render", None)
    assert any(s.startswith("=3. ") and s.endswith("Featherstonehaugh") for s in said), [s for s in said if "Feather" in s]
    assert not [s for s in said if s.endswith("…")], said
