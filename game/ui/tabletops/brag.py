"""Brag's table-tops (Foster, "Brag"): three-card hands in all three forms; at three-stake
Brag the three pools in the middle, the card turned up before each player's two down cards
and the cards bought toward thirty-one; at American Brag the exchange of hands between a
raiser and the player who sees him, the two hands crossing the table card by card and back.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.engine import ActionKind, Phase
from game.engine.three_card.brag_events import POOL_NAMES, BragRetired, HandsExchanged, StakePoolWon
from game.hands.three_card.brag import BragRules, brag_value, pip_count

from ..seating import TABLE_CENTRE
from ..table.show import LIFT_WINNER
from ..theme import CREAM, CREAM_DIM, GOLD, blit_at
from ..tween import Tween, ease_in_out_cubic
from .base import TableTop, register

K = ActionKind
CARDS = 3
POOLS_Y = TABLE_CENTRE[1] - 22
"""Where the three pools' words lie: above the pool's counters."""
SHORT = ("high card:", "the brag:", "thirty-one:")


@register("brag")
class BragTop(TableTop):
    preview = (3, 0, 0)
    """Single-stake Brag: three cards a hand, the dealer's ante as the first bet."""

    def wanted(self, view: Any, p: Any, have: list[Any]) -> list[Any] | None:
        want = super().wanted(view, p, have)
        if want is not None and len(want) == 5 and all(c is None for c in want):
            return [None] * CARDS  # another player's hand: three backs
        return want

    def on_event(self, event: Any) -> None:
        scene = self.scene
        if isinstance(event, BragRetired):
            if 0 <= event.seat < len(scene.seats):
                scene.seats[event.seat].note = "retires"
                scene.seats[event.by].note = "keeps the brag"
        elif isinstance(event, HandsExchanged) and event.seat < event.other:
            self.cross(event.seat, event.other)
        elif isinstance(event, StakePoolWon):
            scene._on_pool_won(event)  # the counters fly to the winner, as for any pool
            self.won.add(event.index)
            if event.index < 2:  # the deal goes on: the winner's hand settles back
                for w in event.winners:
                    seat = scene.seats[w]
                    seat.winner = False
                    for sp in seat.cards:
                        scene.tweens.add(Tween(sp, 0.3, lift=0.0, easing=ease_in_out_cubic, delay=1.2))
            return
        super().on_event(event)

    @property
    def won(self) -> set[int]:
        if not hasattr(self, "_won"):
            self._won: set[int] = set()
        return self._won

    def cross(self, a: int, b: int) -> None:
        """The two hands cross the table card by card, and come back to their holders."""
        scene = self.scene
        if scene._instant:
            return
        seats = scene.seats
        for one, other in ((a, b), (b, a)):
            cards = seats[one].cards
            for j, sp in enumerate(cards):
                tx, ty = seats[other].place.card_slot(j, max(1, len(cards)))
                hx, hy = sp.x, sp.y
                scene.tweens.add(Tween(sp, 0.35, x=tx, y=ty, easing=ease_in_out_cubic, delay=0.08 * j))
                scene.tweens.add(Tween(sp, 0.35, x=hx, y=hy, easing=ease_in_out_cubic,
                                       delay=1.0 + 0.08 * j))
        scene._sound("deal", 0.4)
        scene._wait(1.6)

    def draw(self, surface: pygame.Surface) -> None:
        """Before the cut: whose ante is awaited (rule 3)."""
        v = self.view
        if v is None or v.phase is not Phase.BETTING or any(p.holds_cards for p in v.players):
            return
        scene = self.scene
        app, lay = scene.app, scene.app.layout
        if v.to_act == v.seat and scene.me == v.seat:
            words = "Your ante, before the cards are dealt: any amount to the limit"
        elif v.to_act is not None:
            words = f"{scene.session.names[v.to_act]} antes before the cards are dealt"
        else:
            return
        img = app.fonts.render("italic", lay.font(18), words, GOLD)
        blit_at(surface, img, lay.point(TABLE_CENTRE[0], TABLE_CENTRE[1] - 22), "center")

    def tags(self, seat: int) -> tuple[str, ...]:
        tags = list(super().tags(seat))
        v = self.view
        # (only while the betting lasts: at three-stake Brag "raised last" was kept into the
        # buying of cards, issue 38, window round 5)
        if v is None or v.phase is not Phase.BETTING:
            return tuple(tags)
        raisers = [a.seat for a in v.history if a.kind in (K.RAISE, K.BET) and a.phase is Phase.BETTING]
        holding = {p.seat for p in v.players if p.holds_cards}
        if raisers and raisers[-1] == seat and seat in holding and len(raisers) > 1:
            tags.append("raised last")
        return tuple(tags)

    def hand_note(self, seat: Any) -> str:
        v = self.view
        if v is None:
            return ""
        if v.seat == v.dealer and v.phase is Phase.BETTING and not v.hand:
            return "your ante, before the deal"
        return self.brag_words(v)

    @staticmethod
    def brag_words(v: Any) -> str:
        """The person's brag in words: ``your brag: a pair of sevens, with the club jack``."""
        if len(v.hand) != CARDS:
            return ""
        rules = BragRules.ENGLISH
        if v.variant == "brag-american":
            rules = BragRules.AMERICAN_BY_RANK if v.house.american_brag_by_rank else BragRules.AMERICAN
        return f"your brag: {brag_value(v.hand, rules).describe()}"

    def label(self, kind: ActionKind, offer: Any) -> str | None:
        """The book's words (rules 3-4): the dealer's ante before the cut, and seeing it."""
        deal = self.scene.session.table.deal
        if deal is None:
            return None
        if kind is K.CALL and offer is not None and offer.low:
            # Brag's word for staying, on every button as in its log and its card (issue 38)
            if deal.variant != "brag-three-stake" and not deal.seen:
                return f"See the ante {offer.low}"  # "If no one will see the dealer's ante"
            return f"See {offer.low}"
        if deal.variant == "brag-three-stake":
            return None
        if kind is K.BET and not deal.anted:
            return f"Ante {self.scene.amount}"
        return None

    def help_keys(self, mark, tail):
        return [("B", "the dealer's ante (any amount to the limit)"),
                ("C  R  A", "see the ante or the bet, raise, throw in")] + tail[1:]


@register("brag-american")
class AmericanBragTop(BragTop):
    """American Brag: a raise seen is settled by an exchange of the two hands."""

    def help_keys(self, mark, tail):
        return [("B", "the dealer's ante (any amount to the limit)"),
                ("C  R  A", "see, raise, throw in: a raise seen exchanges hands")] + tail[1:]


@register("brag-three-stake")
class ThreeStakeTop(BragTop):
    preview = (2, 1, 0)
    """Three-stake Brag: two cards down and one up, three pools, cards bought face up."""

    hole_cards = 2

    def deal_started(self) -> None:
        super().deal_started()
        self.won.clear()  # ("the brag: taken" was of the last deal)
        self._agreed: list[int] | None = None

    def synced(self, view: Any) -> None:
        if getattr(self, "_deal", None) != view.deal:
            self._deal = view.deal
            self.won.clear()
            self._agreed = None
        if view.phase is Phase.BUYING and getattr(self, "_phase", None) is Phase.BETTING:
            # The betting for the second pool is over: its words ("bet 5", "saw 5") go; the
            # buying has its own (issue 38, window round 5: kept into the next round), and
            # "passed out" with them (window round 8: beside "counts 23" at the buying).
            for seat in self.scene.seats:
                if seat.note and not seat.value:
                    seat.note = ""
        self._phase = view.phase

    def pool_amounts(self) -> list[int]:
        """What each pool holds (the table's stakes, bets and cards bought, all public)."""
        deal = self.scene.session.table.deal
        stakes = getattr(deal, "stakes", None)
        if not stakes:
            return [0, 0, 0]
        return [sum(st[i] for st in stakes.values()) for i in range(3)]

    def shown_amounts(self) -> list[int] | None:
        """What each pool holds as the window shows it: the table's amounts once they add up
        to the pool drawn (its counters landed), else those it last showed this deal, else
        none (the line is left off).  The table is ahead of the window by what is still to
        be shown: "first 8 · brag 8 · third 8" stood on the table before the stakes were
        put up, the pool still empty (issue 38)."""
        amounts = self.pool_amounts()
        if sum(a for i, a in enumerate(amounts) if i not in self.won) == self.scene.shown_pool():
            self._agreed = amounts
        return getattr(self, "_agreed", None)

    def draw(self, surface: pygame.Surface) -> None:
        for img, spot in self._pools_line():
            surface.blit(img, spot)

    def words_rects(self) -> list[pygame.Rect]:
        return [img.get_rect(topleft=spot) for img, spot in self._pools_line()]

    def _pools_line(self) -> list[tuple[pygame.Surface, tuple[int, int]]]:
        """The three pools' words and where each lies: on one line above the pool's counters
        or under its words, in the first place (and size) where it touches no hand, plate,
        tag or note; at a crowded table the three one under another above the counters;
        where none is free, left off (the log and the caption say what each pool holds)."""
        v = self.view
        if v is None:
            return []
        scene = self.scene
        app, lay = scene.app, scene.app.layout
        amounts = self.shown_amounts()
        if amounts is None:
            return []
        deciding = self._deciding(v)
        parts = []
        for i in range(3):
            words = f"{SHORT[i]} {'taken' if i in self.won else amounts[i]}"
            parts.append((words, GOLD if deciding == i and i not in self.won else
                          CREAM_DIM if i in self.won else CREAM))
        lift = lay.px(LIFT_WINNER + 4)
        busy = [box.union(box.move(0, -lift)) for seat in scene.seats
                if (box := scene._rest_hand_box(seat)) is not None]  # (as they lie, a winner's lifted)
        busy += [scene.ring_rect(seat) for seat in scene.seats]
        busy += [b for boxes in scene._badges.values() for b in boxes]
        busy += scene._pool_boxes()  # (the words lay on the pool's heap as it grew)
        key = (tuple(parts), tuple(map(tuple, busy)), lay.size)
        if getattr(self, "_line", None) is not None and self._line[0] == key:
            return self._line[1]
        found: list[tuple[pygame.Surface, tuple[int, int]]] = []
        for size in (17, 15):
            found = self._one_line(parts, size, busy)
            if found:
                break
        else:  # a crowded table: the three, one under another, above the pool's counters
            imgs = [app.fonts.render("italic", lay.font(17), w, c) for w, c in parts]
            box = pygame.Rect(0, 0, max(i.get_width() for i in imgs), sum(i.get_height() for i in imgs))
            box.midbottom = lay.point(TABLE_CENTRE[0], POOLS_Y + 8)
            if box.collidelist(busy) < 0:
                y = box.y
                for img in imgs:
                    found.append((img, (box.centerx - img.get_width() // 2, y)))
                    y += img.get_height()
        self._line = (key, found)
        return found

    def _one_line(self, parts: list, size: int, busy: list) -> list[tuple[pygame.Surface, tuple[int, int]]]:
        """The three pools on one line at ``size``, where it touches nothing in ``busy``."""
        scene = self.scene
        app, lay = scene.app, scene.app.layout
        imgs = [app.fonts.render("italic", lay.font(size), w, c) for w, c in parts]
        dot = app.fonts.render("italic", lay.font(size), "  \u00b7  ", CREAM_DIM)
        width = sum(i.get_width() for i in imgs) + 2 * dot.get_width()
        height = max(i.get_height() for i in imgs)
        for y in (POOLS_Y, POOLS_Y + 112, POOLS_Y - 40):
            box = pygame.Rect(0, 0, width, height)
            box.center = lay.point(TABLE_CENTRE[0], y)
            if box.collidelist(busy) < 0:
                out, x = [], box.x
                for k, img in enumerate(imgs):
                    out.append((img, (x, box.y)))
                    x += img.get_width()
                    if k < 2:
                        out.append((dot, (x, box.y)))
                        x += dot.get_width()
                return out
        return []

    @staticmethod
    def _deciding(v: Any) -> int:
        if v.phase is Phase.BETTING:
            return 1
        if v.phase is Phase.BUYING:
            return 2
        return -1

    def tags(self, seat: int) -> tuple[str, ...]:
        tags = list(super().tags(seat))
        v = self.view
        if v is None:
            return tuple(tags)
        passed_out = {a.seat for a in v.history if a.kind is K.ABANDON}
        # (the button's and the log's word, rule 7; while the brag's betting lasts alone: it
        # stood beside "counts 23" at the buying, its stage past, issue 38, window round 8)
        if seat in passed_out and v.phase is Phase.BETTING:
            tags.append("passed out")
        for p in v.players:
            if p.seat == seat and p.shown and v.phase in (Phase.BUYING, Phase.OVER):
                count = pip_count(p.shown)
                tags.append(f"{count}, out" if count > 31 else f"counts {count}")
        return tuple(tags)

    def plate_tag(self, tag: str) -> bool:
        # (every seat's count is read at the buying and the show, rule 9: never left off)
        return tag.startswith("counts ") or tag.endswith(", out")

    def hand_note(self, seat: Any) -> str:
        v = self.view
        if v is not None and v.phase is Phase.BUYING and v.hand:
            return f"you count {pip_count(v.hand)}: buy a card (D) or stand (P)"
        if v is not None and v.phase is Phase.BETTING and v.hand:
            return f"{self.brag_words(v)} (the two down cards only you see)"
        return ""

    def turn_hint(self, offers: Any, words: str, caption: bool = False) -> str:
        """While buying, the caption says the person's count first, "You count 20: buy a card
        or stand", worked out again after each card bought (rule 9; issue 38, window round 6:
        at 1920x1080 only the brag hand's name was shown, and after a card bought nothing)."""
        v = self.view
        if caption and v is not None and v.phase is Phase.BUYING and v.hand and words.startswith("Your turn: "):
            return f"You count {pip_count(v.hand)}: " + words[len("Your turn: "):]
        return words

    def label(self, kind: ActionKind, offer: Any) -> str | None:
        """rules 7-8: "those who pass out do not abandon their hands"; a player buying cards
        stands when he has all he needs."""
        if kind is K.ABANDON:
            return "Pass out"
        if kind is K.PASS and getattr(self.scene.session.table.deal, "buying", False):
            return "Stand"
        if kind is K.BUY_CARD:
            # (a card bought costs a counter to the third pool, rule 9: said on the button as
            # the call's "(buys N counters)" is, issue 38, window round 8)
            n = offer.low if offer is not None and offer.low else 1
            return f"Buy a card ({n} counter{'s' if n != 1 else ''})"
        return BragTop.label(self, kind, offer)  # (seeing the bet: "See 5")

    def help_keys(self, mark, tail):
        return [("B  P", "bet or pass for the second pool (the brag)"),
                ("C  R  A", "see, raise, pass out (keep your cards)"),
                ("D  P", "buy a card for a counter, or stand")] + tail[1:]


__all__ = ["AmericanBragTop", "BragTop", "POOL_NAMES", "ThreeStakeTop"]
