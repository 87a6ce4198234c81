"""The guide's words (issue 39): every moment of every game, every opponent's move it explains,
its word on a move that is not the book's, the book's word off the prepared way and the end
of the deal pass the plain-words checks the log and the rules pass: whole sentences, no file
name, id or book file number, no section head in capitals, a law only as a quiet reference
at the end, rank words small, and the game's own one word for each thing."""

from __future__ import annotations

import re

import pytest

from game.engine import Action, ActionKind
from game.engine.registry import VARIANTS
from game.guide.run import Told, play
from game.guide.notes import Summary
from game.rulebook.guided import all_prepared, prepared_deal
from game.rulebook.guided.model import YOU

K = ActionKind
GAMES = sorted(VARIANTS)

JARGON = re.compile(r"\bseeds? ?0\d\d\b|\u00b6|\b[A-Z]{3,}(?: [A-Z]{3,})*\b")
"""What a reader must never meet: a book's file number, a pilcrow, a capital section name
(the rules' own check)."""
_COURT_CAPITAL = re.compile(r"\b(Aces?|Kings?|Queens?|Jacks?|Deuces?|Treys?)\b")
_LOWER_I = re.compile(r"(^|[\s\"'])i(\s|'|$)")
_YOU_THIRD = re.compile(r"\bYou (?:puts|takes|holds|draws|bets|raises|calls|throws|knocks|says|"
                        r"gives|passes|has|is|stays|wins|shows)\b")
_LAW = re.compile(r"\((?:Law|Laws) \d+[^()]*\)")
_FILE = re.compile(r"\.py\b|[\w-]+/[\w-]+|\b(?:seed|variant|moment|id)\b", re.I)

NEVER = re.compile(r"\b(?:fold(?:s|ed)?|check(?:s|ed)?|chips?|showdown)\b|(?<!jack )\bpots?\b", re.I)
"""Words of other card tables, never the book's: one throws in, passes, stakes counters in
the pool and shows."""
OWN_WORD = {
    # Bouillotte equals, stands and withdraws: it never "calls" a bet (but calls for a sight).
    "bouillotte": re.compile(r"\b(?:calls?(?! for a sight)|abandons?|throws? in)\b"),
    # Three-stake Brag passes out of the brag; the trading games have no betting at all.
    "brag-three-stake": re.compile(r"\babandons?\b"),
    "thirty-one": re.compile(r"\b(?:raises?|calls?)\b"),
    "commerce-widow": re.compile(r"\b(?:raises?|calls?)\b"),
    "whiskey": re.compile(r"\b(?:raises?|calls?)\b"),
    "whiskey-markers": re.compile(r"\b(?:raises?|calls?)\b"),
    "my-ship-sails": re.compile(r"\b(?:raises?|calls?)\b"),
    # Ambigu puts a counter in the pool, never a blind or an ante, as its table says
    # (tests/ui/test_glossary.py).
    "ambigu": re.compile(r"\b(?:blinds?|antes?)\b"),
}


def _ids() -> set[str]:
    """Every id a reader must never meet: the games' and the moments' (those that are not
    words of their own, "draw", "thirty-one")."""
    out = {v for v in VARIANTS if "-" in v}
    for p in all_prepared().values():
        out |= {m.id for m in p.moments if "-" in m.id}
    return out - {"thirty-one"}


IDS = _ids()


def check(text: str, variant: str) -> None:
    assert text == text.strip() and "  " not in text, text
    assert text[:1].isupper() or text[:1] in "\u201c\"", text
    assert text.endswith((".", "!", "?", "\u201d", ")")), text
    assert not JARGON.search(text), text
    assert not _COURT_CAPITAL.search(text), text
    assert not _LOWER_I.search(text), text
    assert not _YOU_THIRD.search(text), text
    assert not _FILE.search(text), text
    assert not [i for i in IDS if re.search(rf"(?<![\w-]){re.escape(i)}(?![\w-])", text)], text
    assert not NEVER.search(text), text
    own = OWN_WORD.get(variant)
    assert own is None or not own.search(text), (variant, text)
    for law in _LAW.finditer(text):  # a law is a quiet reference at the very end
        assert law.end() == len(text), text
    assert "{" not in text and "}" not in text, text


def _written(variant: str) -> list[str]:
    """Everything the data of a game's guided deal says."""
    p = prepared_deal(variant)
    out = [p.opening]
    for m in p.moments:
        out += [m.says] + [t for t in (m.otherwise, _filled(m.general)) if t]
    out += [f"{h.title[:1].upper()}{h.title[1:]}: {h.line}" for h in p.holds]
    out += [m.teach.format(amount=5, limit=50, hand="a flush of 21", beats=99, bet=50, raise_=25, players="four",
                          play=50, fair=10, chance=64, strong_at=70, fair_at=55)
            for m in p.moments if m.teach]
    return out + ([p.lesson] if p.lesson else [])


def _filled(text: str) -> str:
    """Words true of any deal, for a player the event names."""
    return text.format(name="Colonel Dash", he="he", his="his", him="him", amount=5)


def _said(variant: str) -> list[str]:
    """Everything the guide says as the deal is played: as guided, and going another way at
    each of the person's turns in turn (the first other move offered)."""
    p = prepared_deal(variant)
    texts: list[str] = []
    turns = sum(1 for deal in p.script for s in deal if s.who == YOU)
    for at in [None, *range(turns)]:
        n = {"i": 0}

        def choose(view, book, at=at):
            n["i"] += 1
            if n["i"] - 1 != at:
                return book
            for offer in view.legal:
                if offer.kind is not book.kind and offer.kind is not K.SHOW_CARDS:
                    if offer.kind is K.DRAW:
                        return Action(K.DRAW, cards=tuple(view.hand[:offer.high]))
                    if offer.kind in (K.DRAW_ONE, K.TRADE_MONEY, K.BARTER, K.GIVE):
                        return Action(offer.kind, offer.high)
                    return Action(offer.kind, offer.low)
            return book

        for item in play(variant, choose):
            if isinstance(item, Told):
                texts.append(item.note.text)
            elif isinstance(item, Summary):
                texts += item.lines()
    return texts


@pytest.mark.parametrize("variant", GAMES)
def test_every_word_of_every_moment_reads_plainly(variant):
    for text in _written(variant):
        check(text, variant)
    p = prepared_deal(variant)
    for m in p.moments:
        assert m.title == m.title.strip() and not m.title.endswith(".") and not m.title[:1].isupper(), m.title
        assert len(m.says.split()) <= 60 and len(m.general.split()) <= 60, m.id
    for h in p.holds:
        assert not h.title[:1].isupper() and h.line.endswith((".", ")")), h.title


@pytest.mark.parametrize("variant", GAMES)
def test_every_word_the_guide_says_reads_plainly(variant):
    said = _said(variant)
    assert said
    for text in said:
        check(text, variant)


def test_an_opponents_move_is_said_in_the_games_words():
    said = " ".join(_said("brag")).lower()
    assert "at brag a raise says he holds at least a pair, or wants you to think so" in said
    bouillotte = " ".join(_said("bouillotte"))
    assert "equals the bet" in bouillotte and "withdraws from the pool" in bouillotte


def test_a_move_not_the_books_gets_one_sentence_on_what_follows():
    said = _said("draw")
    differs = [t for t in said if t.startswith("You chose to")]
    assert differs and all("where the book would" in t for t in differs)
    assert any("the jack pot this guide meant to show may not come" in t for t in differs)
    assert any(t.startswith("Your turn. The book would") for t in said)
