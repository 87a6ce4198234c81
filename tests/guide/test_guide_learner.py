"""The guided deal after the third learner (issue 39): the guide's words are the rulebook's
(Ambigu's doublets); no text of a game's guided deal cites another game's law; Ambigu's
first draw is explained at the first draw; Commerce's guided deal has the person barter."""

from __future__ import annotations

import re

import pytest

from game.engine.registry import VARIANTS
from game.guide.run import Line, Told, play
from game.rulebook.ambigu import ambigu_blocks
from game.rulebook.guided import prepared_deal

GAMES = sorted(VARIANTS)
_CITED = re.compile(r"\(([^()]*)\)$")

# Where a game's own section sends the reader to Draw Poker's laws (docs/variants.md, "Whose
# law the log cites"), the guide's lines may cite them by name; everywhere else only the
# game's own laws, ours ("a house rule"), or the house's stakes.
SENT_TO_DRAW_POKER = {"draw", "showdown", "flat", "flat-field", "straight", "stud", "stud-rounds",
                      "whiskey", "whiskey-markers", "brag", "brag-american", "brag-three-stake"}


def _texts(variant: str) -> list[tuple[str, str]]:
    out = []
    for item in play(variant):
        if isinstance(item, Line):
            out.append(("line", item.text))
        elif isinstance(item, Told):
            out.append(("note", item.note.text))
    return out


def test_doublets_are_named_in_the_rulebooks_words():
    """A learner read "doublets (two at once)": the rulebook and the table say two
    combinations in one hand."""
    book = " ".join(str(text) for _kind, text in ambigu_blocks()).lower()
    said = " ".join(t for _k, t in _texts("ambigu"))
    glosses = re.findall(r"doublets \(([^()]*)\)", said)
    assert glosses, "the guide never names doublets"
    for gloss in glosses:
        assert gloss.lower() in book, gloss
    assert "two at once" not in said


@pytest.mark.parametrize("variant", GAMES)
def test_no_text_of_a_guided_deal_cites_another_games_law(variant):
    """A learner read "(Draw Poker's Law 12)" at Commerce, whose section says nothing of who
    deals next: the guide's own words never cite a law of another game, and the table's lines
    cite Draw Poker's laws only where the game's own section sends the reader there."""
    others = {p.variant for p in map(prepared_deal, GAMES)} - {variant}
    from game.rulebook import guide as how_to

    names = {how_to(v).name for v in others} - {how_to(variant).name}
    for kind, text in _texts(variant):
        cited = _CITED.search(text)
        if cited is None:
            continue
        law = cited.group(1)
        if law.startswith("a house rule") or law in ("Table stakes", "Freeze-out"):
            continue
        if variant in SENT_TO_DRAW_POKER and kind == "line":
            continue
        assert "Draw Poker's" not in law, (variant, kind, text)
        assert not [n for n in names if law == n or law.startswith((n + ":", n + ",", n + "'s"))], \
            (variant, kind, text)


def test_ambigus_first_draw_is_explained_at_the_first_draw():
    """A learner met the first draw explained only at his own turn, after three players had
    drawn: it is explained at the first draw of the deal, before anyone else moves."""
    seen_draw = False
    for item in play("ambigu"):
        if isinstance(item, Line) and " draws " in item.text or isinstance(item, Line) and "Enough" in item.text:
            if seen_draw:
                pytest.fail(f"a second draw before the first draw was explained: {item.text}")
            seen_draw = True
        if isinstance(item, Told) and item.note.moment == "first-draw":
            assert seen_draw, "explained before any draw"
            assert "Enough" in item.note.text and "discards" in item.note.text
            return
    pytest.fail("the first draw was never explained")


def test_commerces_guided_deal_has_the_person_barter():
    """A learner's Commerce guided deal never had him barter: played as guided, the person
    trades for barter himself (the book's move), the guide says so at that turn, and what
    the barter brought is shown."""
    from game.engine import ActionKind

    moves = []

    def choose(view, book):
        moves.append(book.kind)
        return book

    said = [item.note.moment for item in play("commerce", choose) if isinstance(item, Told)]
    assert ActionKind.BARTER in moves and ActionKind.GIVE in moves, moves
    assert said.index("your-barter") < said.index("what-came") < said.index("show"), said
