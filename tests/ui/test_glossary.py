"""One word for each thing, and one name for each game (issue 38).

The glossary names, game by game, the word the window uses for a thing and the words it
must not use for it: markers (never counters) at the games of markers; seeing (never
calling) at Brag; staying (never calling) at Ambigu, before the second draw and after; a
stake put in (never Poker's blind or ante) at Ambigu.  Every string the table shows while
two deals are played (the log, the caption, the notes and tags, the buttons, the panel's
words, the pool's) and the game's How to play card are read against it.

A game has one name: the chooser's, its How to play's, the statistics' and the commands'."""

from __future__ import annotations

import re

import pytest
from deal_sweep import let_go, seat_table, through_a_deal

from game.engine.registry import VARIANTS
from game.rulebook import GUIDES, game_name

MARKERS = [(re.compile(r"\bcounters?\b", re.I), "markers")]
SEE = [(re.compile(r"\bcall(s|ed|ing)?\b", re.I), "see")]
STAY = [(re.compile(r"\bcall(s|ed|ing)?\b", re.I), "stay"), (re.compile(r"\b(blind|antes?)\b", re.I), "put in")]

GLOSSARY: dict[str, list[tuple[re.Pattern[str], str]]] = {
    "whiskey-markers": MARKERS, "commerce-widow": MARKERS,
    "brag": SEE, "brag-american": SEE, "brag-three-stake": SEE,
    "ambigu": STAY,
}
"""For each game, a word it must not show and the one it uses for that thing."""

ALLOWED = ("in the call", "at Poker, to call", "(Ambigu: blind)", "the log, the buttons")
"""Phrases that are not the thing the glossary forbids: "in the call" is the players still
betting; a law's reference names the book's paragraph ("Ambigu: blind")."""


def _table_strings(app, variant: str) -> set[str]:
    """Every string the table shows at every settled moment of two deals (the person playing)."""
    app.settings = app.settings.with_(animation_speed=4.0, review_deals=False)
    scene = seat_table(app, variant, 4, person=True)
    said: set[str] = set()

    def look(when: str) -> None:
        said.add(scene.caption)
        said.add(scene.pool_label_text())
        said.update(scene._actions_text(scene._turn_seat()))
        for seat in scene.seats:
            said.add(seat.note)
            said.update(scene._tags_of(seat))
        said.update(b.label for b in scene.buttons)
        said.add(scene.top.hand_note(scene.seats[scene.me]) if scene.me is not None else "")

    try:
        through_a_deal(app, scene, look, deals=2)
        said.update(f"{e.text} ({e.ref})" if e.ref else e.text for e in scene.log.entries)
    finally:
        let_go(app, scene)
    return {s for s in said if s}


def _card_strings(variant: str) -> set[str]:
    g = GUIDES[variant]
    return {g.name, g.line, g.hold, g.turn, g.win} | {f"{w}: {m}" for w, m in g.words}


def _faults(variant: str, strings: set[str]) -> list[str]:
    found = []
    for text in sorted(strings):
        plain = text
        for phrase in ALLOWED:
            plain = plain.replace(phrase, "")
        for pattern, word in GLOSSARY.get(variant, []):
            if pattern.search(plain):
                found.append(f"{variant}: {text!r} says {pattern.search(plain).group(0)!r} (the word: {word})")
    return found


@pytest.mark.parametrize("variant", sorted(GLOSSARY))
def test_a_game_says_one_word_for_each_thing(app, variant):
    found = _faults(variant, _table_strings(app, variant) | _card_strings(variant))
    assert not found, found[:6]


def test_the_glossary_finds_a_word_it_forbids():
    assert _faults("brag", {"Colonel Dash calls, putting up 5 counters."})
    assert not _faults("brag", {"Colonel Dash sees, putting up 5 counters."})
    assert _faults("commerce-widow", {"The pool: 4 counters"})
    assert not _faults("ambigu", {"in the call: those who stayed"})


def test_a_game_has_one_name_everywhere(app):
    """The statistics named some games otherwise than the chooser ("Brag, single stake",
    "Thirty-One, or Schnautz"): every screen takes the name from the game's How to play."""
    from game.store.stats import BookRecord
    from game.ui.scenes.newgame import variant_title
    from game.ui.scenes.statistics import StatisticsScene

    scene = StatisticsScene(app)
    scene.stats.book = {v: BookRecord() for v in VARIANTS}
    names = {name for name, _rec in scene.book_rows()}
    for v in VARIANTS:
        assert game_name(v) == GUIDES[v].name == variant_title(v)
        assert game_name(v) in names
