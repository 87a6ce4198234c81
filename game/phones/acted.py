"""What was done in a guest's name when he did not act: the log's words for him ("Time ran
out, so your hand was thrown in") and for the others at his table."""

from __future__ import annotations

from game.engine import Action, ActionKind

K = ActionKind


# What was done for a guest who did not act, said to him ("your") and to the others.
ACTED_FOR = {
    K.ABANDON: ("your hand was thrown in", "{name}'s hand was thrown in"),
    K.PASS: ("you passed", "{name} passed"),
    K.NO_STRADDLE: ("you did not straddle", "{name} did not straddle"),
    K.SHOW: ("your hand was shown", "{name}'s hand was shown"),
    K.DRAW: ("you stood pat", "{name} stood pat"),
    K.CALL: ("you stayed in", "{name} stayed in"),
}


def _what_it_did(action: Action) -> str:
    """What a computer player standing in for a guest did, after "it"."""
    k, a = action.kind, action.amount
    if k is K.DRAW:
        return f"drew {len(action.cards)}" if action.cards else "stood pat"
    if k is K.CALL:
        return f"put up {a} to stay in" if a else "stayed in"
    return {K.ABANDON: "threw the hand in", K.PASS: "passed", K.NO_STRADDLE: "did not straddle",
            K.STRADDLE: f"straddled for {a}", K.SHOW: "showed the hand", K.RAISE: f"raised {a}",
            K.BET: f"bet {a}", K.OPEN: f"opened for {a}", K.BLIND: f"put up a blind of {a}",
            K.MAKE_JACK: "made an only-two-in jack"}.get(k, k.value)


def acted_for_words(action: Action, name: str, why: str, stand_in: bool = False) -> tuple[str, str]:
    """The log's lines for an action taken for a guest: his own, and the others'.
    ``why`` is ``timeout`` (his time ran out) or ``away`` (he has not come back yet);
    ``stand_in`` when a computer player chose it (the ``computer`` policy), else it is
    what the book allows for one who does not act."""
    if stand_in and not (why == "timeout" and action.kind is K.NO_STRADDLE):  # the straddle: see _step
        did = _what_it_did(action)
        if why == "timeout":
            return (f"Time ran out, so a computer player played your hand: it {did}.",
                    f"Time ran out for {name}: a computer player stood in and {did}.")
        return (f"You were away, so a computer player played your hand: it {did}.",
                f"{name} is away: a computer player stood in and {did}.")
    if action.kind is K.DRAW and action.cards:
        own, others = f"you drew {len(action.cards)}", f"{name} drew {len(action.cards)}"
    else:
        own, others = ACTED_FOR.get(action.kind, ("a computer player acted for you",
                                                  "a computer player acted for {name}"))
    others = others.format(name=name)
    if why == "timeout":
        return f"Time ran out, so {own}.", f"Time ran out for {name}: {others}."
    return f"You were away, so {own}.", f"{name} is away: {others}."


AWAY = "You were away, so "
STILL_AWAY = "; you were still away at your next turn, so "


def add_done_line(lines: list[str], own: str) -> None:
    """``own`` (a line of :func:`acted_for_words` for the guest himself) added to ``lines``,
    what was done in his name this round.  When his time ran out and he was then away at
    his next turn, it is one sentence, said once and truly ("Time ran out, so you stood
    pat; you were still away at your next turn, so your hand was thrown in."), not "Time
    ran out" beside "You were away" as if they were two absences (play-test round 4)."""
    if lines and own.startswith(AWAY) and own.endswith("."):
        prev = lines[-1]
        what = own[len(AWAY):-1]
        if STILL_AWAY in prev and prev.endswith("."):
            lines[-1] = f"{prev[:-1]}, and then {what}."
            return
        if prev.startswith("Time ran out, so ") and prev.endswith("."):
            lines[-1] = f"{prev[:-1]}{STILL_AWAY}{what}."
            return
    lines.append(own)
