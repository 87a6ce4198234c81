"""The shuffles of a game that can be saved: from the OS's secure source, remembered for the
deal in progress, and laid out again (with the cards no one has seen dealt afresh) on resuming.

The engine shuffles only through ``rng.shuffle`` (:func:`game.cards.packs.shuffled` asks a
generator that brings its own shuffle to shuffle), so a :class:`DealingShuffles` sees every
pack the table makes: the pack of each deal and any pack rebuilt from the discards.

Hidden information (SPEC "A seat's view"): a save must not let anyone predict a card not
yet seen.  :func:`mask` replaces every card the person has not seen by a label (``"?17"``:
the seventeenth card of the deal's first pack), the same label wherever that card appears;
:func:`unmask` gives each label a card from those not seen, drawn from the secure source.
The person's own cards, the cards face up and the cards shown stay where they were.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any, Iterable

from game.cards import Card

LABEL = "?"


class DealingShuffles(random.Random):
    """A generator whose shuffles come from the OS's secure source (or, given a ``seed``, a
    repeatable generator for tests), and which keeps each pack the current deal shuffled.

    ``stacked``: packs to lay out instead of shuffling, in order (resuming a deal); a stacked
    pack is used only if it holds exactly the cards to be shuffled.  ``source``: another
    generator to shuffle with (a repeatable party evening's generator for this table)."""

    def __init__(self, seed: int | None = None, stacked: Iterable[list[Card]] = (),
                 source: random.Random | None = None) -> None:
        if source is not None:
            self._source: random.Random = source
        else:
            self._source = random.SystemRandom() if seed is None else random.Random(seed)
        self.secure = seed is None and (source is None or isinstance(source, random.SystemRandom))
        self.packs: list[list[Card]] = []
        self.stacked: list[list[Card]] = [list(p) for p in stacked]
        super().__init__(0)

    def seed(self, *args: Any, **kwargs: Any) -> None:  # noqa: D102 - nothing to seed here
        pass

    def new_deal(self) -> None:
        """Forget the last deal's packs (the table is about to deal)."""
        self.packs = []

    def shuffle(self, x: list[Any]) -> None:  # type: ignore[override]
        if self.stacked:
            pack = self.stacked.pop(0)
            if Counter(pack) != Counter(x):
                raise ValueError("the saved pack does not hold the cards being shuffled")
            # The laid pack stands for one shuffle of the source: the source moves on as it
            # did when the pack was first shuffled.  Otherwise a repeatable source (a seeded
            # evening's) would start again from its first shuffle, and the next deal after a
            # resume would repeat the first deal's pack, each hand passed one seat on: the
            # guest who held it then would know another's concealed cards (issue 37).
            self._source.shuffle(list(x))
            x[:] = pack
        else:
            self._source.shuffle(x)
        self.packs.append(list(x))

    def random(self) -> float:
        return self._source.random()

    def getrandbits(self, k: int) -> int:
        return self._source.getrandbits(k)

    def _randbelow(self, n: int) -> int:  # type: ignore[override]
        return self._source.randrange(n)


def cards_in(value: Any, into: set[Card]) -> set[Card]:
    """Every card in an event (or any value made of tuples, lists and dataclasses)."""
    if isinstance(value, Card):
        into.add(value)
    elif isinstance(value, (tuple, list, frozenset, set)):
        for v in value:
            cards_in(v, into)
    elif isinstance(value, dict):
        for v in value.values():
            cards_in(v, into)
    elif hasattr(value, "__dataclass_fields__"):
        for name in value.__dataclass_fields__:
            cards_in(getattr(value, name, None), into)
    return into


def mask(packs: list[list[Card]], actions: list[tuple[int, Any]], seen: set[Card]
         ) -> tuple[list[list[str]], list[list[Any]]]:
    """The deal's packs and actions as JSON-ready data, each unseen card replaced by its label.

    An action is ``(seat, Action)``; it becomes ``[seat, kind, amount, [card or label...]]``."""
    labels: dict[Card, str] = {}
    if packs:
        labels = {c: f"{LABEL}{i}" for i, c in enumerate(packs[0]) if c not in seen}

    def code(c: Card) -> str:
        if c in seen:
            return c.code
        if c not in labels:  # not in the first pack: give it a label of its own
            labels[c] = f"{LABEL}{len(packs[0]) + len(labels) if packs else len(labels)}"
        return labels[c]

    out_packs = [[code(c) for c in p] for p in packs]
    out_actions = [[s, a.kind.value, a.amount, [code(c) for c in a.cards]] for s, a in actions]
    return out_packs, out_actions


def unmask(packs: list[list[str]], actions: list[list[Any]], full_pack: Iterable[Card],
           rng: random.Random, known: list[Card] | None = None
           ) -> tuple[list[list[Card]], list[tuple[int, int | None, str, list[Card]]]]:
    """Give each label a card no one has seen (a fresh, secure draw each call); the packs as
    cards, and each action as ``(seat, amount, kind, cards)``.  ``ValueError`` for a pack
    that does not add up.

    ``known``: the deal's first pack, when it is not a secret (a prepared deal, the
    program's own data): each label then gets the card at its place in that pack, and the
    cards the save names must stand where it names them."""
    if not isinstance(packs, list) or not all(isinstance(p, list) for p in packs):
        raise ValueError("the deal's packs are not lists of cards")
    first = known
    known = []
    labels: list[str] = []
    for code in (packs[0] if packs else []):
        if not isinstance(code, str):
            raise ValueError("a card is not a card's name")
        if code.startswith(LABEL):
            if code in labels:
                raise ValueError("a label appears twice in the pack")
            labels.append(code)
        else:
            known.append(Card.parse(code))
    full = list(full_pack)
    if packs and (len(packs[0]) != len(full) or Counter(known) - Counter(full)
                  or len(set(known)) != len(known)):
        raise ValueError("the saved pack is not the pack of this game")
    if packs and first is not None:
        if Counter(first) != Counter(full) or any(
                not code.startswith(LABEL) and Card.parse(code) != first[i] for i, code in enumerate(packs[0])):
            raise ValueError("the saved pack is not the prepared pack")
        given = {code: first[i] for i, code in enumerate(packs[0]) if code.startswith(LABEL)}
    else:
        unseen = [c for c in full if c not in set(known)]
        rng.shuffle(unseen)
        given = dict(zip(labels, unseen))

    def card(code: Any) -> Card:
        if not isinstance(code, str):
            raise ValueError("a card is not a card's name")
        if code.startswith(LABEL):
            if code not in given:
                raise ValueError(f"an unknown card label {code}")
            return given[code]
        return Card.parse(code)

    out_packs = [[card(c) for c in p] for p in packs]
    out_actions = []
    for a in actions:
        if not isinstance(a, list) or len(a) != 4 or not isinstance(a[3], list):
            raise ValueError("an action is not [seat, kind, amount, cards]")
        seat, kind, amount, cards = a
        out_actions.append((seat, amount, kind, [card(c) for c in cards]))
    return out_packs, out_actions
