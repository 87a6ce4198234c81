"""Card and counter art: every card of every pack draws, at two sizes, and no two look alike."""

from __future__ import annotations

import pygame
import pytest

from game.cards import JOKER, Card, PackKind, Rank, Suit, card
from game.ui.cardart import (CARD_RATIO, PIP_LAYOUTS, CardArt, ChipArt, break_into_chips, draw_icon,
                             draw_suit)
from game.ui.courtart import CourtFigures
from game.ui.sprites import CardSprite, ChipPileSprite, ChipStackSprite
from game.ui.theme import Fonts, Layout


@pytest.fixture(scope="module")
def fonts():
    pygame.display.init()
    pygame.font.init()
    return Fonts()


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


@pytest.mark.parametrize("pack", [PackKind.STANDARD, PackKind.SIXTY, PackKind.JOKER])
@pytest.mark.parametrize("width", [64, 150])
def test_every_card_of_the_pack_draws_and_no_two_are_alike(fonts, pack, width):
    art = CardArt(fonts)
    seen: dict[bytes, Card] = {}
    for c in pack.cards():
        img = art.face(c, width)
        assert img.get_size() == (width, round(width * CARD_RATIO))
        key = pixels(img)
        assert key not in seen, f"{c} looks like {seen[key]}"
        seen[key] = c
    assert len(seen) == len(pack.cards())


def test_cards_are_cached_and_drawn_at_the_size_asked(fonts):
    art = CardArt(fonts)
    a = art.face(card("Qh"), 90)
    assert art.face(card("Qh"), 90) is a
    big = art.face(card("Qh"), 300)
    assert big.get_size() == (300, 420)


def test_the_corners_are_transparent_and_the_middle_is_not(fonts):
    img = CardArt(fonts).face(card("7c"), 100)
    assert img.get_at((0, 0)).a == 0
    assert img.get_at((50, 70)).a == 255


def test_four_colour_pack_changes_clubs_and_diamonds_only(fonts):
    two, four = CardArt(fonts), CardArt(fonts, four_colour=True)
    for code, changes in (("5c", True), ("Kd", True), ("5s", False), ("Ah", False)):
        c = card(code)
        assert (pixels(two.face(c, 80)) != pixels(four.face(c, 80))) is changes, code
    assert four.suit_colour(Suit.CLUBS) != two.suit_colour(Suit.CLUBS)


def test_red_and_blue_backs_differ_and_follow_the_option(fonts):
    art = CardArt(fonts, back_colour="red")
    red = pixels(art.back(80))
    assert pixels(art.back(80, "blue")) != red
    art.set_options(back_colour="blue")
    assert pixels(art.back(80)) != red
    assert pixels(art.image(card("As"), 80, face_up=False)) == pixels(art.back(80))
    assert pixels(art.image(None, 80, face_up=True)) == pixels(art.back(80))


def test_pip_layouts_have_the_right_number_of_pips():
    for rank, layout in PIP_LAYOUTS.items():
        count = {Rank.ELEVEN: 11, Rank.TWELVE: 12}.get(rank, int(rank))
        assert len(layout) == count, rank
        assert len(set(layout)) == count


@pytest.mark.parametrize("suit", list(Suit))
def test_suit_pips_are_drawn_as_shapes(suit):
    surf = pygame.Surface((60, 60), pygame.SRCALPHA)
    draw_suit(surf, suit, (30, 30), 40, (0, 0, 0))
    filled = sum(surf.get_at((x, y)).a > 0 for x in range(60) for y in range(60))
    assert 300 < filled < 1600
    flipped = pygame.Surface((60, 60), pygame.SRCALPHA)
    draw_suit(flipped, suit, (30, 30), 40, (0, 0, 0), flip=True)
    if suit is not Suit.DIAMONDS:
        assert pixels(flipped) != pixels(surf)


def test_counters(fonts):
    assert break_into_chips(137) == [("blue", 5), ("red", 2), ("white", 2)]
    assert break_into_chips(0) == []
    with pytest.raises(ValueError):
        break_into_chips(-1)
    chips = ChipArt(fonts)
    one = chips.chip("white", 40)
    assert one.get_size() == ChipArt.chip_size(40)
    assert chips.stack("red", 10, 40).get_height() > chips.stack("red", 2, 40).get_height()
    for kind in ("white", "red", "blue", "yellow"):
        chips.stack(kind, 5, 30)
    assert pixels(chips.chip("red", 40)) != pixels(chips.chip("blue", 40))
    pile = chips.pile(62, 30, yellow=2)
    assert pile.get_width() > chips.stack("blue", 2, 30).get_width()
    with pytest.raises(ValueError):
        chips.chip("green", 40)


def test_card_sprite_turns_over_and_is_hit_where_it_lies(fonts):
    art, lay = CardArt(fonts), Layout((1280, 720))
    s = CardSprite(card("As"), x=640, y=360, width=100)
    assert not s.face_up
    assert s.image(art, lay).get_width() == 100
    s.flip = 0.5
    assert s.image(art, lay).get_width() <= 2
    s.flip = 1.0
    assert s.face_up
    assert s.contains((640, 360), art, lay) and not s.contains((10, 10), art, lay)
    s.angle, s.alpha, s.lift = 15.0, 128.0, 20.0
    assert s.image(art, lay).get_width() > 100
    surface = pygame.Surface((1280, 720))
    s.draw(surface, art, lay)
    half = Layout((640, 360))
    assert s.rect(art, half).width == 50


def test_chip_sprites_draw(fonts):
    chips, lay = ChipArt(fonts), Layout((960, 540))
    surface = pygame.Surface((960, 540))
    ChipStackSprite("blue", 4, 100, 100).draw(surface, chips, lay)
    ChipPileSprite(137, 300, 300, yellow=1).draw(surface, chips, lay)
    ChipPileSprite(0, 300, 300).draw(surface, chips, lay)


def test_joker_and_icon(fonts):
    assert CardArt(fonts).face(JOKER, 120).get_size() == (120, 168)
    assert draw_icon(fonts, 64).get_size() == (64, 64)


# --- the English-pattern courts, the backs, readable counters --------------------------------

COURTS = [Card(r, s) for r in (Rank.KING, Rank.QUEEN, Rank.JACK) for s in Suit]


@pytest.mark.parametrize("width", [40, 90, 200])
def test_every_court_has_its_double_ended_figure(fonts, width):
    art = CardArt(fonts)
    for c in COURTS:
        picture = art.court_picture(c, width)
        assert picture is not None, f"no figure for {c}"
        box = art.court_rect(width)
        assert picture.get_size() == box.size
        # Two-ended: the lower end is the upper turned about.
        w, h = picture.get_size()
        top = picture.subsurface((0, 0, w, h // 2))
        bottom = picture.subsurface((0, h - h // 2, w, h // 2))
        assert pixels(pygame.transform.rotate(top, 180)) == pixels(bottom)
        # The figure is coloured art, not an empty box.
        colours = {picture.get_at((x, y))[:3] for x in range(0, w, max(1, w // 12))
                   for y in range(0, h, max(1, h // 12))}
        assert len(colours) >= 4
        # It lies inside the card, clear of the corner indices.
        face_w, face_h = art.size(width)
        assert box.left >= face_w * 0.17 and box.right <= face_w * 0.83
        assert box.top > 0 and box.bottom < face_h


def test_court_faces_use_the_figures_and_fall_back_without_them(fonts, tmp_path):
    art = CardArt(fonts)
    with_art = pixels(art.face(card("Ks"), 120))
    plain = CardArt(fonts)
    plain.courts = CourtFigures(tmp_path)  # no courts here: the game draws its own plain court
    without = plain.face(card("Ks"), 120)
    assert pixels(without) != with_art
    assert plain.court_picture(card("Ks"), 120) is None
    assert without.get_size() == art.size(120)


def test_warm_draws_the_courts_ahead(fonts):
    art = CardArt(fonts)
    art.warm(80)
    for c in COURTS:
        w, _ = art.size(80)
        assert art._cache.peek(("face", c.code, w, False)) is not None


def test_backs_are_symmetric_end_to_end(fonts):
    art = CardArt(fonts)
    for colour in ("red", "blue"):
        back = art.back(100, colour)
        # Compared a little blurred: a turned fine lattice lands half a pixel off itself.
        small = pygame.transform.smoothscale(back, (20, 28))
        turned = pygame.transform.rotate(small, 180)
        differ = sum(1 for x in range(20) for y in range(28)
                     if sum(abs(a - b) for a, b in zip(small.get_at((x, y)), turned.get_at((x, y)))) > 90)
        assert differ < 0.06 * 20 * 28


def test_stacks_are_large_enough_to_read(fonts):
    chips = ChipArt(fonts)
    img = chips.stacks(38, 14)  # one blue, two red, three white; asked for 14 px
    widths = ChipArt.READABLE * 3
    assert img.get_width() >= widths
    assert chips.stacks(38, 14, least=0).get_width() < img.get_width()
    tall = chips.stacks(25 * 20, 40, most=6)
    assert tall.get_height() == ChipArt.chip_size(40)[1] + ChipArt.step(40) * 5
    assert chips.stacks(0, 30).get_size() == (1, 1)
    assert chips.stacks_size(38, 14) == img.get_size()
    assert chips.stacks(38, 14, least=30).get_width() > img.get_width()
    with_prizes = chips.stacks(5, 30, yellow=3)
    assert with_prizes.get_width() > chips.stacks(5, 30).get_width()


def test_counter_stacks_sprite_draws_readable_stacks(fonts):
    from game.ui.sprites import CounterStacksSprite

    chips = ChipArt(fonts)
    lay = Layout((1280, 720))
    sprite = CounterStacksSprite(38, 640, 400, width=14)
    img = sprite.image(chips, lay)
    assert img.get_width() >= 3 * ChipArt.READABLE
    surface = pygame.Surface((1280, 720), pygame.SRCALPHA)
    sprite.draw(surface, chips, lay)
    assert surface.get_bounding_rect().width == img.get_width()
    sprite.amount = 0
    blank = pygame.Surface((1280, 720), pygame.SRCALPHA)
    sprite.draw(blank, chips, lay)
    assert blank.get_bounding_rect().width == 0
