"""The game log in plain words: one line per event, and after it the law that was applied.

``describe(event, names, viewer)`` is what the window's log and the command-line
commands print.  A private event is described in full only to its owner.  Lines read as
a player at the table would say them ("Nobody met Bob's last 40 counters, so Bob takes them
back."), with the law after the sentence as a plain reference ("(Law 29)", "(Brag, rule
5)", "(Draw Poker's Law 29)", "(a house rule)"), and "You" agreeing with its verbs.
``describe_parts`` gives the sentence and the reference apart, so that the window can draw
the reference dimmer and a player may hide it (the phones hide it by default).
The few words under a seat's plate are ``plate_notes``'s.
"""

from __future__ import annotations

import re

from typing import Any, Sequence

from game.cards import format_cards

from .actions import ActionKind
from .plate_notes import AMBIGU_PLAY, BRAG_BUYING, fold_words
from .words import he, his
from .events import (
    ComesBack, StakeAnswered, StakeAsked, StakeDecided, StaysOut,
    Acted, BuckPassed, CardExchanged, CardsDrawn, CardUp, CountersBought, DealEnded, DealStarted,
    DoublePool, DrawAnnounced, Event, FrozenOut, HandBeaten, HandDealt, HandShown, JackMade, SatOut,
    Knocked, KittyTaken, MarkerPaid, PackRebuilt, PoolWon, Returned, SeatsDrawn, Staked,
    WhiskeyPaid, WidowDealt, WidowTaken, WidowTurned,
)

K = ActionKind


def _counters(n: int) -> str:
    return f"{n} counter" if n == 1 else f"{n} counters"


Line = tuple[str, str]
"""A log line: the sentence, and the plain reference to the law applied ("" for none)."""


def reference(law: str | None) -> str:
    """The law an event names, as the log's trailing reference reads it (without its
    parentheses): "Law 18", "Brag, rule 5", "Draw Poker's Law 29", "a house rule",
    "Thirty-One: the best hand takes the pool"."""
    if not law:
        return ""
    law = _LEGACY.sub(_modern, law)  # a save from before the books were named
    return law.replace(" (", ", ").replace(")", "")


_LEGACY = re.compile(r"^(?:(BRAG) \u00b6(\d+)|House rule: (?:as )?Draw Poker, (Laws? )|Draw Poker, (Laws? )|"
                     r"([A-Z][A-Z\- ]{3,}[A-Z])(?=$|: |, ))")


def _modern(m: re.Match[str]) -> str:
    """An old citation's head in today's words: "BRAG \u00b6 5" -> "Brag, rule 5",
    "Draw Poker, Law 29" -> "Draw Poker's Law 29", "BOUILLOTTE" -> "Bouillotte"."""
    if m.group(1):
        return f"Brag, rule {m.group(2)}"
    if m.group(3):
        return f"a house rule, as Draw Poker's {m.group(3)}"
    if m.group(4):
        return f"Draw Poker's {m.group(4)}"
    words = ["-".join(part.capitalize() for part in w.split("-")) for w in m.group(5).split(" ")]
    if m.group(5).endswith("POKER"):  # a game's name keeps its capitals: "Stud Poker"
        return " ".join(words).replace("Show-Down", "Show-down")
    return words[0] + "".join(" " + w.lower() for w in words[1:])  # "Table stakes"


def _law(event: Event, text: str) -> Line:
    """The sentence with a capital, and the event's law as its reference."""
    return text[:1].upper() + text[1:], reference(event.law)


def joined(line: Line | None, laws: bool = True) -> str | None:
    """One line of text: the sentence, then its reference in parentheses (when ``laws``)."""
    if line is None:
        return None
    text, ref = line
    return f"{text} ({ref})" if ref and laws else text


def _joined(names: Sequence[str]) -> str:
    """``"Ann, Bob and Cy"``."""
    names = list(names)
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


_ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh")


def _side_pool(index: int) -> str:
    return f"the {_ORDINALS[index - 1]} side pool" if 0 < index <= len(_ORDINALS) else f"side pool {index}"


# "You" takes the plain verb: "You draw 2", "Bob draws 2".
_PLAIN = {"abandons": "abandon", "bets": "bet", "buys": "buy", "calls": "call", "comes": "come",
          "declines": "decline", "does": "do", "draws": "draw", "has": "have", "makes": "make",
          "opens": "open", "passes": "pass", "puts": "put", "raises": "raise", "shows": "show",
          "stands": "stand", "straddles": "straddle", "takes": "take", "knocks": "knock",
          "turns": "turn", "lays": "lay", "exchanges": "exchange", "backs": "back",
          "joins": "join", "holds": "hold", "is": "are", "receives": "receive",
          "deals": "deal", "wins": "win", "divides": "divide", "loses": "lose",
          "cuts": "cut", "sits": "sit", "pays": "pay", "throws": "throw", "antes": "ante",
          "adds": "add", "beats": "beat", "gets": "get", "asks": "ask", "consents": "consent",
          "refuses": "refuse", "says": "say", "plays": "play"}


_YOU = re.compile(r"\bYou (\w+)")
_MID_YOU = re.compile(r"(?<=[a-z,;] )You\b")


_AND_VERB = re.compile(r"(\bYou\b[^.;:]*? and )(\w+)\b")


def _you(text: str) -> str:
    """Mend every verb after "You", wherever it stands: "You deals" -> "You deal", and a
    second verb of the same subject: "You lay down 4♠ and takes K♥" -> "... and take K♥"."""
    text = _YOU.sub(lambda m: "You " + _PLAIN.get(m.group(1), m.group(1)), text)
    text = _AND_VERB.sub(lambda m: m.group(1) + _PLAIN.get(m.group(2), m.group(2)), text)
    return _MID_YOU.sub("you", text)  # capital only where a sentence or a ruling starts


_his = his


def _verb(name: str, third: str, plain: str) -> str:
    """``puts`` after a name, ``put`` after "You"."""
    return plain if name == "You" else third


def _says_back(name: str) -> str:
    """"you say you are" / "she says she is" / "he says he is"."""
    return "you say you are" if name == "You" else f"{he(name)} says {he(name)} is"


def _has(name: str) -> str:
    return "have" if name == "You" else "has"


def _all_he_has(name: str) -> str:
    return "all you have" if name == "You" else f"all {he(name)} has"


def _between_deals(event: Event, who: Any, names: Sequence[str]) -> str | None:
    """Table stakes between deals: a new stake asked for, answered, decided; sitting out."""
    if isinstance(event, StakeAsked):
        return (f"{who(event.seat)} asks the others' consent to buy a new stake of "
                f"{_counters(event.amount)} and play the next deal.")
    if isinstance(event, StakeAnswered):
        asker = who(event.asker)
        asker = "you" if asker == "You" else asker
        if event.consent:
            return f"{who(event.seat)} consents to {asker}'s new stake."
        return f"{who(event.seat)} refuses {asker} a new stake before the next deal."
    if isinstance(event, StakeDecided):
        name = who(event.seat)
        if event.granted:
            return f"every other player consents: {name} buys a new stake and plays the next deal."
        return f"{name} {'sit' if name == 'You' else 'sits'} out the next deal."
    if isinstance(event, StaysOut):
        name = who(event.seat)
        return (f"{name} {'sit' if name == 'You' else 'sits'} out until "
                f"{_says_back(name)} back.")
    if isinstance(event, ComesBack):
        name = who(event.seat)
        when = ("before the next deal" if event.buys_next
                else "after sitting out the next deal")
        return f"{name} {'are' if name == 'You' else 'is'} back, and will buy a new stake {when}."
    return None


def describe(event: Event, names: Sequence[str], viewer: int | None = None,
             laws: bool = True) -> str | None:
    """One line for the game log, or None for events the log leaves out: the sentence and,
    unless ``laws`` is False, its reference after it ("Bob comes in, putting up 2
    counters. (Law 18)").  With a ``viewer``, that seat is "You" (the window may also pass
    "You" among the names)."""
    return joined(describe_parts(event, names, viewer), laws)


def describe_parts(event: Event, names: Sequence[str], viewer: int | None = None) -> Line | None:
    """The sentence and its plain reference apart (the reference "" when no law applies)."""
    line = _describe(event, names, viewer)
    if line is None:
        return None
    text, ref = line
    return (_you(text) if viewer is not None else text), ref


def _describe(event: Event, names: Sequence[str], viewer: int | None) -> Line | None:
    def who(seat: int) -> str:
        return "You" if seat == viewer else names[seat]

    # A game's own events say themselves (the *_events.py modules of the games after Flat Poker).
    own = getattr(event, "line", None)
    if own is not None:
        line = own(who, viewer)
        return None if line is None else _law(event, line)
    if isinstance(event, SeatsDrawn):
        return _law(event, _seats_drawn(event))
    if isinstance(event, DealStarted):
        # "Ordinary" only means something where a deal could have been a jack pot.
        kind = (f" a jack pot, {event.openers.plural if event.openers else 'jacks'} or better to open"
                if event.jack_pot else " an ordinary pool" if event.jack_pots_played else "")
        carried = (f", with {_counters(event.carried_in)} already in the pool" if event.carried_in
                   else "")
        return f"Deal {event.deal}: {names[event.dealer]} deals{kind}{carried}.", reference(event.law)
    if isinstance(event, CountersBought):
        return _law(event, f"{who(event.seat)} buys {_counters(event.amount)} from the banker.")
    if isinstance(event, Staked):
        return _law(event, _staked(event, who, names))
    if isinstance(event, HandDealt):
        if event.seat == viewer and all(event.cards):
            return _law(event, f"You are dealt {format_cards(event.cards, symbols=True)}.")  # type: ignore[arg-type]
        return None
    if isinstance(event, Acted):
        return _law(event, _acted(event, who(event.seat)))
    if isinstance(event, DrawAnnounced):
        name = who(event.seat)
        if event.count == 0:
            drew = "stands pat"
        else:
            # (in words, as the book and the table's other lines say a few cards: "Two more
            # cards each"; "draws 2 cards" beside them read as another hand's, issue 38)
            many = ("one", "two", "three", "four", "five")
            count = many[event.count - 1] if event.count <= len(many) else str(event.count)
            drew = f"draws {count} card{'s' if event.count != 1 else ''}"
        return _law(event, f"{name} {drew}.")
    if isinstance(event, CardsDrawn):
        if event.seat == viewer and event.drawn and all(event.drawn):
            return _law(event, f"You draw {format_cards(event.drawn, symbols=True)}.")  # type: ignore[arg-type]
        if event.private_to is None and event.drawn:  # Show-down Poker: drawn face up
            return _law(event, f"{who(event.seat)} draws {format_cards(event.drawn, symbols=True)} "  # type: ignore[arg-type]
                               "face up.")
        return None
    if isinstance(event, PackRebuilt):
        return _law(event, f"the pack has run short: the discards and abandoned hands, {event.cards} "
                           "cards, are shuffled and cut for a new stock.")
    if isinstance(event, HandShown):
        return _law(event, f"{who(event.seat)} shows {format_cards(event.cards, symbols=True)}"
                           f"{': ' + event.value if event.value else ''}.")
    if isinstance(event, PoolWon):
        return _law(event, _pool(event, who))
    if isinstance(event, Returned):
        return _law(event, _returned(event, who, names))
    if isinstance(event, KittyTaken):
        return _law(event, f"{_counters(event.amount)} from the pool go{'es' if event.amount == 1 else ''} "
                           "to the kitty.")
    if isinstance(event, JackMade):
        return _law(event, _jack_made(event.kind))
    if isinstance(event, FrozenOut):
        name = who(event.seat)
        return _law(event, f"{name} {_has(name)} lost every counter and "
                           f"{'are' if name == 'You' else 'is'} frozen out.")
    if isinstance(event, SatOut):
        name = who(event.seat)
        if event.until_back:
            return _law(event, f"{name} {'sit' if name == 'You' else 'sits'} out this deal too, "
                               f"until {_says_back(name)} back.")
        return _law(event, f"{name} {_has(name)} lost every counter and "
                           f"{'sit' if name == 'You' else 'sits'} out this deal before buying a new stake.")
    between = _between_deals(event, who, names)
    if between is not None:
        return _law(event, between)
    other = _other_games(event, who)
    if other is not None:
        return _law(event, other)
    if isinstance(event, DealEnded):
        if event.last:  # the game or the evening is over: the deal passes to no one
            return None
        carried = f"; {_counters(event.carried_out)} stay in the pool" if event.carried_out else ""
        if event.dealt == event.next_dealer:
            # (a learner read "the deal passes to you" when he was to deal again)
            name = who(event.next_dealer)
            return _law(event, f"{name} {'deal' if name == 'You' else 'deals'} again{carried}.")
        beyond = ""
        if event.passed_over:  # (a learner thought the rotation had skipped a player in error)
            skipped = [who(s) for s in event.passed_over]
            many = len(skipped) > 1 or skipped[0] == "You"
            beyond = (f"; {' and '.join(skipped)}, décavé, {'are' if many else 'is'} passed over "
                      f"as the book has it")
        return _law(event, f"the deal passes to {names[event.next_dealer]}{beyond}{carried}.")
    return None


def _seats_drawn(event: SeatsDrawn) -> str:
    """``the cut for seats: Ann cuts 5♣, Bob 7♣ and then 2♦; Ann cuts lowest and deals.``"""
    bouillotte = reference(event.law).lower() == "bouillotte: cutting"
    cuts = []
    for i, (name, cards) in enumerate(event.cuts):
        shown = cards[0].symbol if cards else ""
        if len(cards) > 1:  # a card cut again is a tie broken: say so
            again = [c.symbol for c in cards[1:]]
            shown += (f" and then, on a tie, {again[0]}" if len(again) == 1
                      else f" and then, on ties, {', '.join(again[:-1])} and {again[-1]}")
        first = _verb(name, "draws", "draw") if bouillotte else _verb(name, "cuts", "cut")
        cuts.append(f"{name} {first} {shown}" if i == 0 else f"{name} {shown}")
    lowest = event.order[0]
    if bouillotte:
        # "The highest of the sequence has the choice of positions ... The player who draws
        # the King deals": the two may differ, and the line names both.
        high = max(event.cuts, key=lambda nc: int(nc[1][-1].rank))[0]  # the ace highest
        # (A learner read "Colonel Dash, with the king, deals" beside "you, with the highest"
        # and asked why the king and not the ace: the line says the law's why.)
        return (f"the draw for places: {_joined(cuts)}; {_obj(high)}, with the highest, "
                f"{_verb(high, 'chooses', 'choose')} {_his(high)} place first, and so on down; "
                f"{_obj(lowest)}, with the king, {_verb(lowest, 'deals', 'deal')}, for the king "
                "deals the first hand.")
    return f"the cut for seats: {_joined(cuts)}; {_obj(lowest)} {_verb(lowest, 'cuts', 'cut')} lowest and " \
           f"{_verb(lowest, 'deals', 'deal')}."


def _staked(e: Staked, who, names: Sequence[str]) -> str:  # type: ignore[no-untyped-def]
    """A stake put up, in the words for why: the blind, an ante, a jack ante, fattening."""
    name, n = who(e.seat), _counters(e.amount)
    why = e.why
    if (e.law or "").startswith("Ambigu") and why in ("blind", "ante"):
        # Ambigu's card says each "puts a counter in the pool", then two more on the first two
        # cards: the log uses the same plain words, not Poker's blind and ante.
        when = "before the deal" if why == "blind" else "on the first two cards, as everyone does"
        return f"{name} puts {n} in the pool {when}."
    if why == "blind":
        return f"{name} puts up the blind of {n}."
    if why == "ante":
        return f"{name} antes {n}."
    if why == "jack ante":
        return f"{name} antes {n} for the jack pot."
    if why.startswith("jack ante for seat "):
        other = _seat_name(why.rsplit(" ", 1)[1], who, names)
        return f"{name} puts up the jack ante of {n} for {other}."
    if why == "fattening":
        return f"{name} adds {n} to fatten the pool."
    if why.startswith("ante for all"):
        return f"{name} {_has(name)} the buck and {_verb(name, 'antes', 'ante')} {n} for everyone."
    if why == "the dealer's ante":
        return f"{name} {_verb(name, 'antes', 'ante')} {n} as the dealer."
    if why == "a white counter to the dealer":
        return f"{name} {_verb(name, 'pays', 'pay')} the dealer {n}, not seeing the dealer's ante."
    if why == "three stakes":
        return f"{name} {_verb(name, 'puts', 'put')} up three stakes, {n} in all."
    if why == "five for the next deal":
        return f"{name} {_verb(name, 'puts', 'put')} {n} in the pool for the next deal."
    if why.startswith("forfeit for a hand shown"):
        return f"{name} {_verb(name, 'forfeits', 'forfeit')} {n} to the pool for showing {_his(name)} hand."
    if why == "compels all to keep their cards":  # Ambigu, the dealer's choice
        return f"{name} {_verb(name, 'puts', 'put')} up {n}, and every one keeps his cards and draws again."
    if why.startswith("share of the call"):
        return f"{name} puts up {n} as {_his(name)} share of the field's call."
    return f"{name} puts up {n} ({why})."


def _seat_name(text: str, who, names: Sequence[str]) -> str:  # type: ignore[no-untyped-def]
    try:
        seat = int(text)
    except ValueError:
        return f"seat {text}"
    if 0 <= seat < len(names):
        name = who(seat)
        return "you" if name == "You" else name
    return f"seat {seat}"


def _returned(e: Returned, who, names: Sequence[str]) -> str:  # type: ignore[no-untyped-def]
    """Counters given back: a bet nobody met, a blind when nobody came in, a penalty."""
    name, n = who(e.seat), _counters(e.amount)
    you = name == "You"
    subject = "you" if you else name
    takes = "take" if you else "takes"
    why = e.why
    if why.startswith("uncalled"):
        whose = "your" if you else f"{name}'s"
        them = "it" if e.amount == 1 else "them"
        last = "last counter" if e.amount == 1 else f"last {n}"
        return f"nobody met {whose} {last}, so {subject} {takes} {them} back."
    if why.startswith("superfluous"):
        return f"nobody put up as much, so {subject} {takes} back {n}."
    if why.endswith("the blind back"):
        return f"nobody came in, so {subject} {takes} back the blind of {n}."
    if why.startswith("his ante"):
        return f"{name} {takes} back the {n} {he(name)} came in with: the pool becomes an only-two-in jack pot."
    if why.startswith("penalty from seat "):
        payer = _seat_name(why.rsplit(" ", 1)[1], who, names)
        return f"{payer} pays {subject} {n}, the penalty for declining to show."
    return f"{name} {takes} back {n} ({why})."


def _jack_made(kind: str) -> str:
    """Why the next deal is a jack pot."""
    if kind == "natural":
        return "nobody came in, so the next deal is a natural jack pot."
    if kind == "only two in":
        return "the next deal is an only-two-in jack pot."
    if kind == "not opened":
        return "nobody opened, so the next deal is a jack pot again."
    if kind.startswith("penalty"):
        return "the next deal is a jack pot, and the player who declined to show antes for everyone."
    if kind == "the buck":
        return "the buck comes round to the dealer, so the next deal is a jack pot."
    if kind.startswith("kitty jack"):
        return "the kitty is full, so the next deal is a jack pot and the kitty pays the antes."
    if kind.startswith("high hand: "):
        shown = kind.split(": ", 1)[1]
        return f"with {shown[:1].lower() + shown[1:]} shown, the next deal is a jack pot."
    return f"the next deal is a jack pot ({kind})."


def _acted(e: Acted, name: str) -> str:
    allin = f" ({_all_he_has(name)})" if e.all_in else ""
    french = bool(e.law and e.law.startswith("Bouillotte"))
    if e.kind is K.ABANDON:  # the game's one word for it, the button's and the plate's
        words = fold_words(e.law)
        return f"{name} {_verb(name, words.third, words.plain).format(his=_his(name))}."
    if e.law == AMBIGU_PLAY and e.kind in (K.BET, K.CALL, K.PASS):
        if e.kind is K.BET:
            return f"{name} {_verb(name, 'says', 'say')} \"I play\", putting up {_counters(e.amount)}{allin}."
        if e.kind is K.CALL:
            return f"{name} {_verb(name, 'stays', 'stay')}, putting up {_counters(e.put)}{allin}."
        return f"{name} {_verb(name, 'says', 'say')} \"I pass\"."
    if e.kind is K.CALL and e.law and e.law.startswith("Ambigu"):
        # "to stay" at every step of Ambigu, as its card and its buttons say (issue 38)
        return f"{name} {_verb(name, 'stays', 'stay')}, putting up {_counters(e.put)}{allin}."
    if e.kind is K.CALL and e.law and e.law.startswith("Brag") and e.put:
        # Brag's word, on its buttons and its card alike: a player sees the ante, or the raise
        return f"{name} {_verb(name, 'sees', 'see')}, putting up {_counters(e.put)}{allin}."
    if e.kind is K.CALL:
        if e.put == 0 and french:  # the blind's holder stands
            return f"{name} {_verb(name, 'stands', 'stand')}, with nothing more to put up."
        if french and e.law and "sight" in e.law:
            return f"{name} {_verb(name, 'equals', 'equal')} for a sight with {_counters(e.put)}, " \
                   f"{_all_he_has(name)}."
        if french:
            return f"{name} {_verb(name, 'equals', 'equal')} the bet, putting up {_counters(e.put)}{allin}."
        if e.law == "Flat Poker" and e.put == 0:
            return f"{name} joins the field against the backer."
        if e.law == "Law 18" and e.made_good:  # the button's word: "Make good 1"
            return f"{name} {_verb(name, 'makes', 'make')} good {_his(name)} blind, putting up " \
                   f"{_counters(e.put).replace(' counter', ' more counter')}{allin}."
        if e.law == "Law 18":
            return f"{name} comes in, putting up {_counters(e.put)}{allin}."
        if e.law == "Law 41":
            return f"{name} comes in for {_counters(e.put)}{allin}."
        if e.law and "sight" in e.law:
            return f"{name} calls for a sight with {_counters(e.put)}, {_all_he_has(name)}."
        return f"{name} calls, putting up {_counters(e.put)}{allin}."
    if e.kind is K.RAISE:
        return f"{name} raises {e.amount}, putting up {_counters(e.put)}{allin}."
    if e.kind is K.BET:
        return f"{name} bets {e.amount}{allin}."
    if e.kind is K.OPEN:
        return f"{name} opens for {e.amount}{allin}."
    if e.kind is K.PASS:
        if e.law == "Bouillotte: calling and showing":
            return f"{name} {_verb(name, 'passes', 'pass')} the word."
        if e.law and "holding the age" in e.law:
            return f"{name} holds the age."
        if e.law == BRAG_BUYING:  # the button's word: he buys no more cards
            return f"{name} {_verb(name, 'stands', 'stand')}."
        if e.law == "Law 37":
            return f"{name} {_verb(name, 'says', 'say')} \"I pass this jack\", and {_verb(name, 'is', 'are')} " \
                   "dealt no cards until it is opened."
        return f"{name} passes."
    if e.kind is K.STRADDLE:
        return f"{name} straddles for {e.amount}."
    if e.kind is K.NO_STRADDLE:
        return f"{name} does not straddle."
    if e.kind is K.MAKE_JACK:
        # the button's word ("Make a jack"), and the plate's: "made a jack"
        return f"{name} {_verb(name, 'makes', 'make')} a jack: an only-two-in jack pot."
    if e.kind is K.DECLINE_SHOW:
        return f"{name} declines to show, and pays the penalty."
    if e.kind is K.KEEP_CARDS:  # Ambigu: all passed, the dealer's choice
        return f"{name} {_verb(name, 'chooses', 'choose')} to keep the cards."
    if e.kind is K.DEAL_AGAIN:
        return f"{name} {_verb(name, 'chooses', 'choose')} to deal again, the pool kept."
    if e.kind is K.BACK_FIELD:
        return f"{name} backs {_his(name)} hand against the field for {_counters(e.put)}."
    if e.kind is K.BUY_CARD:
        return f"{name} {_verb(name, 'buys', 'buy')} a card for {_counters(e.put)}."
    return f"{name}: {e.kind.value}."


def _other_games(e: Event, who) -> str | None:  # type: ignore[no-untyped-def]
    """Lines for the steps of Straight, Stud, Whiskey and Show-down Poker."""
    if isinstance(e, BuckPassed):
        # (the words the holder's plate wears, "antes next": the buck passes as soon as its
        # holder has anted for all, Foster's Straight Poker, and is the next pool's ante)
        name = who(e.seat)
        return f"the buck passes to {_obj(name)}, who {_verb(name, 'antes', 'ante')} next, for all."
    if isinstance(e, DoublePool):
        return f"everyone passes; the {_counters(e.amount)} stay in for a double pool."
    if isinstance(e, CardUp):
        return f"{who(e.seat)} receives {e.card.symbol} face up."
    if isinstance(e, WidowDealt):
        return "the widow is dealt face down, just before the dealer's own hand."
    if isinstance(e, WidowTaken):
        name = who(e.seat)
        laid = format_cards(e.laid, symbols=True)
        if e.face_up:
            return f"{name} takes the whole widow, laying down {_his(name)} hand: {laid}."
        return f"{name} takes the widow, laying {_his(name)} own hand face up: {laid}."
    if isinstance(e, WidowTurned):
        return f"{who(e.seat)} turns up the widow: {format_cards(e.cards, symbols=True)}."
    if isinstance(e, CardExchanged):
        return f"{who(e.seat)} lays down {e.gave.symbol} and takes {e.took.symbol} from the widow."
    if isinstance(e, Knocked):
        return f"{who(e.seat)} knocks."
    if isinstance(e, HandBeaten):
        name = who(e.seat)
        return f"{_obj(who(e.by))} {'beat' if who(e.by) == 'You' else 'beats'} {_obj(name)}; " \
               f"{'your' if name == 'You' else 'the beaten'} hand goes into the deadwood."
    if isinstance(e, MarkerPaid):
        name = who(e.seat)
        left = "none" if e.left == 0 else str(e.left)
        return (f"{name} {_has(name)} the worst hand and {_verb(name, 'puts', 'put')} a marker in the middle "
                f"({left} left).")
    if isinstance(e, WhiskeyPaid):
        name = who(e.seat)
        return f"{name} {_has(name)} lost every marker and {'pay' if name == 'You' else 'pays'} for " \
               f"the whiskey; everyone takes {e.markers} markers again."
    return None


def _obj(name: str) -> str:
    """A name where it is not the sentence's subject: "You" becomes "you"."""
    return "you" if name == "You" else name


def _pool(e: PoolWon, who) -> str:  # type: ignore[no-untyped-def]
    which = "the pool" if e.index == 0 else _side_pool(e.index)
    names = [who(w) for w in e.winners]
    winners = _joined([names[0]] + [_obj(n) for n in names[1:]])
    how = "" if e.shown else " without showing"
    if e.openers and not e.shown:
        # Law 45: the opener nobody called still shows his openers (Foster, "Betting Jacks")
        how = f", {_his(names[0])} openers shown"
    if len(e.winners) > 1:
        return f"a tie: {winners} divide {which} of {_counters(e.amount)}."
    if e.law == "Law 28":
        return f"nobody bets after the draw, so {_obj(winners)} {'take' if winners == 'You' else 'takes'} " \
               f"{which} of {_counters(e.amount)}{how}."
    return f"{winners} takes {which} of {_counters(e.amount)}{how}."
