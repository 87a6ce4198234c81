"""The rules screen: Draw Poker's laws as this game applies them, the house rules in force,
our own choices for party night, and the odds of the draw.

The summaries are the game's own words for the laws of Foster's *Complete Hoyle* (1909),
with the book's law numbers; the house-rule section is generated from the settings, and
the odds table comes from ``game.hands.draw_odds`` when that module is present.

The page has contents on the left (every heading; click one, or Tab and Shift+Tab, to jump
to it; the section in view is lit), a legend for the page's marks at the foot, and two kinds
of block for the house rules: ``("house", text)``, a paragraph set by a house rule in force,
drawn with a gilt bar in the margin, and the ``("pairs", …)`` table of every rule, where a
rule that differs from the book's is marked ``*`` and lit.
"""

from __future__ import annotations

import logging
from typing import Any

import pygame

from game.engine.house import HouseRules

from ..theme import CREAM, CREAM_DIM, GOLD, GOLD_DARK, blit_at, draw_panel, wrap
from .common import Page
from .rules_odds import odds_blocks
from .settings import choice_label, rule_label

log = logging.getLogger("parlour_poker.ui.rules")

Block = tuple[str, Any]  # ("h1" | "h2" | "p" | "house" | "bullet" | "note" | "pairs" | "table", content)

LEGEND = ("* beside a house rule: this table's rule differs from the book's; beside an odds figure: "
          "the book's figure is wrong.", "a paragraph set by a house rule in force.")
"""The foot of the rules page: what its marks mean (the second after a gilt bar, as drawn)."""


def sections(blocks: list[Block]) -> list[tuple[int, str]]:
    """The contents: (level, title) of every heading, level 1 for ``h1`` and 2 for ``h2``."""
    return [(1 if kind == "h1" else 2, str(content)) for kind, content in blocks if kind in ("h1", "h2")]


def _value_text(name: str, value: Any) -> str:
    if isinstance(value, bool):
        return "on" if value else "off"
    if isinstance(value, str):
        return choice_label(name, value).lower()
    return str(value)


ODDS_COMING = ("note", "The odds tables are being worked out; they will appear here in a moment.")


def rules_text(house: HouseRules, odds: bool = True) -> list[Block]:
    """The whole document, for the rules in force (``odds=False``: the odds section says
    they are coming, for a page shown before they are worked out)."""
    h = house
    b: list[Block] = []
    b.append(("h1", "Draw Poker, as this game plays it"))
    b.append(("note", "Our short account of the laws of Foster's Complete Hoyle, as the computer applies them. "
                      "Law numbers are the book's. The house rules in force are listed after the laws."))

    b.append(("h2", "The table and the counters"))
    pack = {"60": "the sixty-card pack, with elevens and twelves between the ten and the jack",
            "53": "fifty-two cards and the joker, the mistigris",
            "52": "the full pack of fifty-two cards, ace high"}.get(h.pack, f"the {h.pack}-card pack")
    b.append(("p", f"Two to seven play at a table, with {pack}. With eight players the dealer takes no cards, "
                   "or the sixty-card pack is used (Law 1)."))
    b.append(("p", "Seats and the first deal are cut for from an outspread pack. The lowest card chooses his "
                   "seat first and deals; in cutting the ace is low. Players who cut equal cards cut again, "
                   "and the new cut decides only the tie (Laws 2-4)."))
    restake = ("A player who loses all buys a new stake before the next deal, the others consenting "
               "in advance; he may instead sit out until he says he is back."
               if h.rebuy_at_once else
               "A player who loses all sits out the next deal, then buys a new stake; before the "
               "cards are dealt he may ask to buy at once, and does if every other player consents. "
               "He may instead sit out until he says he is back.")
    stake = (f"Each starts with {h.starting_counters} counters, 200 blinds, at table stakes. {restake} "
             "When fewer than two holding cards have counters left, the betting is over."
             if h.table_stakes else
             f"Each buys {h.buy_in} whites' worth, and may buy more from the banker when short; what each "
             "bought is remembered for the settling up (Law 5).")
    if h.freeze_out:
        stake = "Freeze-out: all begin with equal counters, none may buy more, and a player who loses all is out."
    b.append(("p", f"The counters are white (1), red (5) and blue (25). {stake}"))

    b.append(("h2", "The blind, the straddle, and coming in"))
    if h.dealer_antes:
        b.append(("p", f"The dealer puts up the blind of {h.blind} and takes the age's place: he speaks last "
                       "before and after the draw, and takes the pool if no one bets (seed 004). He then "
                       "gives five cards to each, one at a time, to the left."))
    else:
        b.append(("p", f"The age, the player on the dealer's left, puts up the blind of {h.blind}. The dealer "
                       "then gives five cards to each, one at a time, to the left (Law 11)."))
    if h.straddle:
        steps, x = [], 2 * h.blind
        while x <= h.straddle_cap:
            steps.append(str(x))
            x *= 2
        series = (", ".join(steps[:-1]) + " and " + steps[-1]) if len(steps) > 1 else "".join(steps)
        cap = ("none may exceed a quarter of the limit, as Law 17 words it" if h.straddle_quarter_limit
               else "while the ante it makes, twice the straddle, stays within the limit, as the book's "
                    "\"STAKES\" example counts them")
        b.append(("p", f"The player on the age's left may straddle, doubling the blind before he looks at his "
                       f"cards; each next player may double again; {cap}. "
                       + (f"At this table the straddles are {series}. " if series else
                          "At this table the limit leaves no room for one. ")
                       + "One refusal ends the straddling (Law 17)."))
    else:
        b.append(("p", "There is no straddling at this table."))
    b.append(("p", f"Beginning on the left of the age (or of the last straddler) each player in turn throws in "
                   f"his hand or comes in by putting up the ante, twice the blind ({h.ante}) or twice the last "
                   f"straddle, and may raise within the limit of {h.limit}. The age and the straddlers speak "
                   "last and make their stakes good. No one draws until all still in have put up the same "
                   "amount (Laws 18-19)."))
    b.append(("p", "A player whose stake no one will meet takes the pool without showing (Law 20)."))

    b.append(("h2", "When nobody comes in"))
    if h.jack_pots:
        b.append(("p", "If no one comes in, the deal is a natural jack pot. If one player comes in and there "
                       "has been no straddle or raise, the age may let his blind go, make the ante good, raise, "
                       "or call for an only-two-in jack pot (Law 21)."))
    else:
        b.append(("p", "Jack pots are not played: if no one comes in, the age takes back his blind and the "
                       "deal passes (Hoyle Modernized)."))

    b.append(("h2", "The draw"))
    b.append(("p", "Beginning on the dealer's left, each player still in discards and is given as many fresh "
                   "cards, all at once, before the next is helped. The dealer says how many he takes himself. "
                   "A card once discarded is never taken back (Laws 22, 24)."))
    b.append(("p", "The last card of the pack is never dealt. When two remain and more are wanted, the "
                   "discards and abandoned hands are shuffled and cut to make a new stock, leaving out the "
                   "discards of those still to draw and, in a jack pot, the opener's discard (Laws 26, 43)."))

    b.append(("h2", "Betting after the draw"))
    b.append(("p", f"The first player holding cards on the age's left bets first, whether or not the age is "
                   f"still in; the age has the last say. A bet is from 1 to {h.limit}. Each in turn calls, "
                   "raises, or throws in his hand (Laws 28-29)."))
    if h.holding_the_age:
        b.append(("p", "Holding the age: the age speaks first after the draw, and may bet, or hold the age and "
                       "keep the last say. If he is out, the privilege passes to no one (seeds 002, 003)."))
    b.append(("p", "If no one bets, the age takes the pool without showing; if the age is out, the last player "
                   "holding cards on his right takes it (Law 28). When a bet is met and not raised, the "
                   "betting is over and the hands are shown (Law 30)."))

    b.append(("h2", "Showing, and dividing the pool"))
    b.append(("p", "The hand that was called shows first, then every hand in the call. The cards speak for "
                   "themselves: calling a hand wrongly costs nothing, and the best hand shown wins "
                   "(Laws 30, 34)."))
    if h.decline_to_show:
        b.append(("p", "A player in the call may decline to show, and pays the ante to each of the others "
                       "(Law 34)."))
    b.append(("p", "Equal hands divide the pool (Law 36). The books do not say who takes an odd counter that "
                   "will not divide; in this game it goes to the tied player sitting first on the dealer's left."))

    b.append(("h2", "The rank of the hands"))
    b.append(("p", "From the best down (Law 35):"))
    for line in ("Royal flush: ace, king, queen, jack and ten of one suit",
                 "Straight flush: five cards in sequence, all of one suit",
                 "Fours: four cards of one rank",
                 "Full hand: threes and a pair",
                 "Flush: five cards of one suit",
                 "Straight: five cards in sequence, of mixed suits",
                 "Threes: three cards of one rank",
                 "Two pairs",
                 "A pair",
                 "The highest card"):
        b.append(("bullet", line))
    corner = ("Q K A 2 3 counts as a straight at this table (round the corner)." if h.round_the_corner
              else {"low": "In a straight the ace is only low: 5 4 3 2 A is a straight, A K Q J 10 is not "
                           "(seed 001 Law 66).",
                    "high": "In a straight the ace is only high: A K Q J 10 is a straight, 5 4 3 2 A is not "
                            "(seed 004, by agreement)."}.get(
                  h.ace_in_straights,
                  "The ace is high, and low only in 5 4 3 2 A; a straight cannot go round the corner."))
    b.append(("p", f"{corner} Between hands of the same kind, the higher cards win, then the highest odd card "
                   "(Law 36). A hand of fewer than five cards is never a straight or a flush."))
    if h.pack == "53":
        b.append(("p", "The joker, or mistigris, stands for any card its holder pleases; five of a kind is "
                       "possible, and between equal hands the one holding the joker wins."))

    if h.jack_pots:
        b.append(("h2", "Jack pots"))
        b.append(("p", f"Everyone antes {h.jack_ante}; there is no age and no straddle (Law 37)."))
        if h.pass_the_jack:
            b.append(("p", "Where the antes are put up as the jack pot begins, a player may decline to ante by "
                           "saying \"I pass this jack\", and is given no cards until it is opened (Law 37)."))
        openers = {"foster": "jacks or better the first time, then queens, kings and aces in the jack pots "
                             "that follow unopened, and back down",
                   "001": "jacks or better the first time, then queens, then kings, then jacks again in "
                          "the jack pots that follow unopened (seed 001 Laws 30-32)",
                   }.get(h.progressive_openers, "a pair of jacks or better")
        if h.bobtail_openers:
            openers += ", or four cards of a flush or straight"
        b.append(("p", f"To open, a player needs {openers}. A player who passes keeps his cards and may still "
                       "come in once the pot is opened (Laws 38, 41)."))
        again = "the same dealer deals again" if h.same_dealer_deals_jacks else "the deal passes"
        fatten = f"each adds {h.fattening} to the pool and " if h.fattening else ""
        b.append(("p", f"If no one opens, {fatten}{again} (Laws 12, 40)."))
        b.append(("p", "The opener may split his openers; his discard is kept under the counters and shown "
                       "if called for. A player who opened without the hand to justify it holds a foul hand "
                       "and forfeits what he has put in (Laws 39, 43, 44)."))
        b.append(("p", "After the draw the opener bets first, or, if he is out, the player next on his left "
                       "(Law 45)."))

    b.append(("h2", "Mistakes at the table"))
    b.append(("p", "The computer deals, so faced cards, wrong counts and cards blown over cannot happen. What a "
                   "player can still do wrong, such as betting out of turn, opening without openers or declining "
                   "to show, is prevented or ruled on as the laws say, and the game's log names the law "
                   "it applied."))

    from .rules_ambigu import ambigu_blocks  # Ambigu (seed 000 "AMBIGU")

    b.extend(ambigu_blocks())
    from .rules_trading import trading_blocks  # Thirty-One and Commerce

    b.extend(trading_blocks())
    from .rules_brag import brag_blocks  # Brag (seed 000 "BRAG"): its own section
    b.extend(brag_blocks(h))

    b.append(("h1", "The house rules in force"))
    b.append(("note", "Change them on the Settings screen; they apply from the next new game. "
                      "A rule marked * differs from the book's."))
    defaults = HouseRules()
    pairs = []
    for name, _default, _help, _source, _choices in HouseRules.describe_all():
        value = getattr(h, name)
        mark = " *" if value != getattr(defaults, name) else ""
        pairs.append((rule_label(name), _value_text(name, value) + mark))
    b.append(("pairs", pairs))

    from game.party.rulings import RULINGS  # the one list: docs/party.md and `party --rules` too

    b.append(("h1", "Party night: our choices"))
    b.append(("note", "Where the book's account of Progressive Poker is silent, this game decides as follows."))
    for _key, title, text in RULINGS:
        b.append(("bullet", f"{title}: {text}"))

    from .rules_bouillotte import bouillotte_blocks  # Bouillotte (issue 19)

    b.extend(bouillotte_blocks())

    b.append(("h1", "The odds of the draw"))
    b.extend(odds_blocks() if odds else [ODDS_COMING])
    return b


def marked_rules_text(house: HouseRules, odds: bool = True) -> list[Block]:
    """:func:`rules_text` with every paragraph that a house rule in force has changed from
    the book's marked as a ``("house", text)`` block (drawn with a gilt bar): the
    paragraphs the book's own rules would not print."""
    blocks = rules_text(house, odds)
    if house == HouseRules():
        return blocks
    book = {content for kind, content in rules_text(HouseRules(), odds=False) if kind == "p"}
    return [("house", content) if kind == "p" and content not in book else (kind, content)
            for kind, content in blocks]


class _OddsWorker:
    """Works out the odds section on a thread of its own, once; ``ready()`` says when done."""

    def __init__(self) -> None:
        import threading

        self._done = threading.Event()
        thread = threading.Thread(target=self._work, name="rules-odds", daemon=True)
        thread.start()
        self._done.wait(0.05)  # already counted (cached): no "coming" note at all

    def _work(self) -> None:
        try:
            odds_blocks()
        finally:
            self._done.set()

    def ready(self) -> bool:
        return self._done.is_set()


class RulesScene(Page):
    """A scrolling page of the rules, rebuilt for the house rules in force."""

    title = "Rules"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.view = pygame.Rect(0, 0, 1, 1)
        self.lines: list[tuple[int, int, pygame.Surface]] = []  # (x, y, image) in content pixels
        self.rules: list[tuple[int, int, int]] = []  # (x, y, width) of gilt rules under headings
        self.content_h = 0
        self.scroll = 0
        # The book's odds take a few seconds to count the first time: the page opens at once
        # and the odds section follows when a worker thread has them (then they are cached).
        self._odds = _OddsWorker()
        self.blocks = marked_rules_text(app.settings.house, odds=self._odds.ready())
        self.contents = pygame.Rect(0, 0, 1, 1)
        self.anchors: list[tuple[int, str, int]] = []  # (level, title, y in content pixels)
        self.entries: list[pygame.Rect] = []  # where each contents line is drawn
        self.bars: list[tuple[int, int, int]] = []  # (x, y, height) of house-rule bars
        self.marked: set[int] = set()  # the sections holding something a house rule changed
        self.legend_rect = pygame.Rect(0, 0, 0, 0)

    def resume(self) -> None:
        self.blocks = marked_rules_text(self.app.settings.house, odds=self._odds.ready())
        self.layout(self.app.layout)

    def needs_frames(self) -> bool:
        # At rest while the person reads; drawn each frame only while the odds are coming.
        return ODDS_COMING in self.blocks or self.tweens.busy

    def update(self, dt: float) -> None:
        if ODDS_COMING in self.blocks and self._odds.ready():
            scroll = self.scroll
            self.blocks = marked_rules_text(self.app.settings.house)
            self.layout(self.app.layout)
            self.scroll = min(scroll, self._max_scroll())

    def layout(self, layout) -> None:
        super().layout(layout)
        lay, fonts = layout, self.app.fonts
        self.contents = lay.rect(40, 104, 288, 548)
        self.view = lay.rect(344, 104, 896, 548)
        pad = lay.px(40)
        width = self.view.width - 2 * pad - lay.px(14)
        self.lines, self.rules, self.anchors, self.bars = [], [], [], []
        self.marked = set()
        y = lay.px(24)
        for kind, content in self.blocks:
            if kind in ("h1", "h2"):
                self.anchors.append((1 if kind == "h1" else 2, str(content), y))
            if kind == "h1":
                y += lay.px(18) if y > lay.px(24) else 0
                img = fonts.render("display", lay.font(40), content, GOLD)
                self.lines.append((pad, y, img))
                y += img.get_height()
                self.rules.append((pad, y + lay.px(2), width))
                y += lay.px(14)
            elif kind == "h2":
                y += lay.px(10)
                img = fonts.render("display", lay.font(31), content, CREAM)
                self.lines.append((pad, y, img))
                y += img.get_height() + lay.px(2)
            elif kind in ("p", "note", "bullet", "house"):
                role = "italic" if kind == "note" else "body"
                colour = CREAM_DIM if kind == "note" else CREAM
                if kind == "house":  # set by a house rule in force: a gilt bar in the margin
                    self.marked.add(len(self.anchors) - 1)
                    lines_n = len(wrap(fonts.get(role, lay.font(24)), content.replace("'", "\u2019"), width))
                    self.bars.append((pad - lay.px(16), y + lay.px(3),
                                      lines_n * fonts.get(role, lay.font(24)).get_linesize() - lay.px(6)))
                px = lay.font(24)
                font = fonts.get(role, px)
                indent = lay.px(34) if kind == "bullet" else 0
                lines = wrap(font, content.replace("'", "\u2019"), width - indent)
                for i, line in enumerate(lines):
                    if kind == "bullet" and i == 0:
                        self.lines.append((pad + lay.px(10), y + font.get_linesize() // 2 - lay.px(4),
                                           _bullet(lay.px(8))))
                    self.lines.append((pad + indent, y, fonts.render(role, px, line, colour)))
                    y += font.get_linesize()
                y += lay.px(10)
            elif kind == "pairs":  # label and value, in two columns
                px = lay.font(23)
                font = fonts.get("body", px)
                half = (len(content) + 1) // 2
                col_w = (width - lay.px(20)) // 2
                value_w = max(font.size(value)[0] for _, value in content)
                label_w = min(max(font.size(label)[0] for label, _ in content) + lay.px(24),
                              col_w - value_w - lay.px(16))
                for i, (label, value) in enumerate(content):
                    col, row = divmod(i, half)
                    x = pad + lay.px(20) + col * col_w
                    ly = y + row * font.get_linesize()
                    differs = value.endswith("*")  # not the book's rule: lit, and barred
                    if differs:
                        self.marked.add(len(self.anchors) - 1)
                        self.bars.append((x - lay.px(14), ly + lay.px(3), font.get_linesize() - lay.px(6)))
                    small = font.size(label)[0] > label_w - lay.px(10)  # a long name, set smaller
                    self.lines.append((x, ly + (lay.px(2) if small else 0),
                                       fonts.render("body", lay.font(19) if small else px, label,
                                                    GOLD if differs else CREAM)))
                    self.lines.append((x + label_w, ly, fonts.render("body", px, value,
                                                                     GOLD if differs else CREAM_DIM)))
                y += half * font.get_linesize() + lay.px(12)
            elif kind == "table":
                px = lay.font(23)
                font = fonts.get("body", px)
                cols = max(len(r) for r in content) if content else 0
                widths = [max((font.size(r[c])[0] for r in content if c < len(r)), default=0) for c in range(cols)]
                gap = lay.px(36)
                # A first column too wide for the page wraps, so the figures stay in view.
                room = width - lay.px(20) - sum(widths[1:]) - gap * (cols - 1)
                widths[0] = max(lay.px(120), min(widths[0], room))
                for ri, row in enumerate(content):
                    x = pad + lay.px(20)
                    header = ri == 0 and len(content) > 1
                    tall = 1
                    for c, cell in enumerate(row):
                        role = "italic" if header else "body"
                        colour = CREAM_DIM if header else CREAM if c == 0 else GOLD
                        parts = wrap(font, cell, widths[0]) if c == 0 else [cell]
                        for k, part in enumerate(parts):
                            img = fonts.render(role, px, part, colour)
                            # Figures line up on the right; words on the left.
                            cx = x + widths[c] - img.get_width() if c > 0 and cell[:1].isdigit() else x
                            self.lines.append((cx, y + k * font.get_linesize(), img))
                        tall = max(tall, len(parts))
                        x += widths[c] + gap
                    y += font.get_linesize() * tall
                    if header:
                        self.rules.append((pad + lay.px(20), y + lay.px(1), sum(widths) + gap * (cols - 1)))
                        y += lay.px(6)
                y += lay.px(12)
        self.content_h = y + lay.px(30)
        self.scroll = max(0, min(self.scroll, self._max_scroll()))
        self._layout_contents(lay)

    def _layout_contents(self, lay) -> None:
        """One line for each heading in the contents panel, smaller if they would not fit."""
        self.entries = []
        n = max(1, len(self.anchors))
        top = self.contents.y + lay.px(50)
        step = min(lay.px(30), (self.contents.bottom - lay.px(10) - top) // n)
        for i, _anchor in enumerate(self.anchors):
            self.entries.append(pygame.Rect(self.contents.x + lay.px(8), top + i * step,
                                            self.contents.width - lay.px(16), step))

    # --- sections ---------------------------------------------------------------------------

    def current_section(self) -> int:
        """The index of the section at the top of the view (0 before the first heading)."""
        current = 0
        # A heading in the top third of the view is the section being read (at the end of the
        # page the last sections cannot scroll up to the top).
        line = self.scroll + (self.view.height // 3 if self.scroll >= self._max_scroll() > 0
                              else self.app.layout.px(40))
        for i, (_level, _title, y) in enumerate(self.anchors):
            if y <= line:
                current = i
        return current

    def jump_to(self, index: int) -> None:
        """Scroll so that section ``index`` (of :attr:`anchors`) starts the view."""
        if not self.anchors:
            return
        index = max(0, min(len(self.anchors) - 1, index))
        self.scroll = max(0, min(self._max_scroll(), self.anchors[index][2] - self.app.layout.px(12)))

    def next_section(self, step: int) -> None:
        target = self.current_section() + step
        if step > 0 and self.scroll >= self._max_scroll():
            target = len(self.anchors)  # nothing further to show
        self.jump_to(target)

    def _max_scroll(self) -> int:
        return max(0, self.content_h - self.view.height)

    def scroll_by(self, pixels: int) -> None:
        self.scroll = max(0, min(self._max_scroll(), self.scroll + pixels))

    def process_event(self, event: pygame.event.Event) -> pygame.event.Event | None:
        if super().process_event(event) is None:
            return None
        lay = self.app.layout
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            self.next_section(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, rect in enumerate(self.entries):
                if rect.collidepoint(event.pos):
                    self.app.sound.play("click", 0.4)
                    self.jump_to(i)
                    return None
        if event.type == pygame.KEYDOWN:
            step = {pygame.K_UP: -lay.px(40), pygame.K_DOWN: lay.px(40), pygame.K_KP8: -lay.px(40),
                    pygame.K_KP2: lay.px(40), pygame.K_PAGEUP: -int(self.view.height * 0.9),
                    pygame.K_PAGEDOWN: int(self.view.height * 0.9), pygame.K_SPACE: int(self.view.height * 0.9),
                    pygame.K_HOME: -10**9, pygame.K_END: 10**9}.get(event.key)
            if step is None:
                return event
            self.scroll_by(step)
            return None
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-int(event.y * lay.px(70)))
            return None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self._track().collidepoint(event.pos):
            track = self._track()
            self.scroll = round((event.pos[1] - track.y) / max(1, track.height) * self._max_scroll())
            self.scroll_by(0)
            return None
        return event

    def _track(self) -> pygame.Rect:
        lay = self.app.layout
        return pygame.Rect(self.view.right - lay.px(16), self.view.y + lay.px(10), lay.px(8),
                           self.view.height - lay.px(20))

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.app.layout
        self.draw_page(surface)
        draw_panel(surface, self.view, lay.scale, alpha=185)
        clip = surface.get_clip()
        surface.set_clip(self.view.inflate(-lay.px(4), -lay.px(4)))
        top, bottom = self.scroll - lay.px(60), self.scroll + self.view.height
        edge = lay.px(4)
        for x, y, img in self.lines:
            # Only whole lines: one cut by the page's top or foot edge reads as nonsense.
            if self.scroll - edge <= y and y + img.get_height() <= bottom + edge:
                surface.blit(img, (self.view.x + x, self.view.y + y - self.scroll))
        for x, y, width in self.rules:
            if top <= y <= bottom:
                sy = self.view.y + y - self.scroll
                pygame.draw.line(surface, GOLD_DARK, (self.view.x + x, sy), (self.view.x + x + width, sy),
                                 max(1, lay.px(1)))
        for x, y, height in self.bars:
            if top - height <= y <= bottom:
                pygame.draw.rect(surface, GOLD, pygame.Rect(self.view.x + x, self.view.y + y - self.scroll,
                                                            max(2, lay.px(4)), height))
        surface.set_clip(clip)
        self._draw_contents(surface)
        self._draw_legend(surface)

    def _draw_legend(self, surface: pygame.Surface) -> None:
        """The marks explained, under the page: the star, and the gilt bar drawn as on the page."""
        app, lay = self.app, self.app.layout
        room = self.view.right - self.contents.x
        gap = lay.px(26)
        for size in (18, 16, 14):
            stars = app.fonts.render("italic", lay.font(size), LEGEND[0], CREAM_DIM)
            bar_text = app.fonts.render("italic", lay.font(size), LEGEND[1], CREAM_DIM)
            total = stars.get_width() + gap + lay.px(10) + bar_text.get_width()
            if total <= room:
                break
        x = (self.contents.x + self.view.right - total) // 2
        cy = self.view.bottom + lay.px(17)
        blit_at(surface, stars, (x, cy), "midleft")
        x += stars.get_width() + gap
        h = bar_text.get_height() - lay.px(6)
        pygame.draw.rect(surface, GOLD, pygame.Rect(x, cy - h // 2, max(2, lay.px(4)), h))
        blit_at(surface, bar_text, (x + lay.px(10), cy), "midleft")
        self.legend_rect = pygame.Rect((self.contents.x + self.view.right - total) // 2, cy - h // 2, total, h)
        if self._max_scroll() > 0:
            track = self._track()
            pygame.draw.rect(surface, (0, 0, 0), track, border_radius=track.width // 2)
            thumb_h = max(lay.px(30), round(track.height * self.view.height / self.content_h))
            thumb_y = track.y + round((track.height - thumb_h) * self.scroll / self._max_scroll())
            pygame.draw.rect(surface, GOLD_DARK, pygame.Rect(track.x, thumb_y, track.width, thumb_h),
                             border_radius=track.width // 2)

    def _draw_contents(self, surface: pygame.Surface) -> None:
        app, lay = self.app, self.app.layout
        draw_panel(surface, self.contents, lay.scale, alpha=185)
        blit_at(surface, app.fonts.render("display", lay.font(28), "Contents", GOLD),
                (self.contents.centerx, self.contents.y + lay.px(10)), "midtop")
        current = self.current_section()
        for i, ((level, title, _y), rect) in enumerate(zip(self.anchors, self.entries)):
            lit = i == current
            if lit:
                band = pygame.Surface(rect.size, pygame.SRCALPHA)
                band.fill((*GOLD_DARK, 70))
                surface.blit(band, rect)
            size = lay.font(19 if level == 1 else 17)
            while size > lay.font(12) and app.fonts.get("body", size).get_linesize() > rect.height + lay.px(2):
                size -= 1
            indent = lay.px(6) if level == 1 else lay.px(20)
            colour = GOLD if lit or level == 1 else CREAM
            text = title if level == 1 else title
            room = rect.width - indent - lay.px(4)
            font = app.fonts.get("body", size)
            while len(text) > 4 and font.size(text)[0] > room:
                text = text[:-2].rstrip() + "\u2026" if not text.endswith("\u2026") else text[:-3].rstrip() + "\u2026"
            img = app.fonts.render("body", size, text, colour)
            blit_at(surface, img, (rect.x + indent, rect.centery), "midleft")
            if i in self.marked:  # something here is set by a house rule in force
                pygame.draw.rect(surface, GOLD, pygame.Rect(rect.x + indent - lay.px(7), rect.y + lay.px(5),
                                                            max(2, lay.px(3)), rect.height - lay.px(10)))

    def help_keys(self) -> list[tuple[str, str]]:
        return [("Up / Down", "scroll a line"), ("Page Up / Down, Space", "scroll a page"),
                ("Tab / Shift+Tab", "the next, the previous section"),
                ("a click in the contents", "that section"),
                ("Home / End", "the top, the end"), ("Esc / Backspace", "back to the title")]


def _bullet(size: int) -> pygame.Surface:
    """A small gilt diamond for lists."""
    img = pygame.Surface((size, size), pygame.SRCALPHA)
    h = size / 2
    pygame.draw.polygon(img, GOLD, [(h, 0), (size - 1, h), (h, size - 1), (0, h)])
    return img
