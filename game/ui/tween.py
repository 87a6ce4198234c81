"""Tweens: numeric attributes moved over time with an easing curve.

Pure Python (no pygame), so animations can be tested without a display.  A card flying
to a seat is ``Tween(sprite, 0.35, x=400, y=520, easing=ease_out_cubic)``; a chip
sliding to the pool, a fading toast, a flipping card are the same thing.

* :class:`Tween` moves attributes of an object (or keys of a dict) from the values they
  have when it *starts* (after its ``delay``) to the values given.  A value may be a
  number or a tuple of numbers (a position, a colour).
* :class:`Sequence` runs tweens one after another; :class:`Wait` is a pause.
* :class:`Tweens` is the group a scene owns: it applies the animation-speed multiplier
  from the settings, and :meth:`Tweens.finish_all` skips everything (a click skips an
  animation), running every end value and callback in order.

Every tween-like object has ``update(dt) -> bool`` (True once done), ``finish()`` and
``done``; callbacks given as ``on_finish`` run exactly once, whether the tween ran out
or was finished early, and never for a tween that was cancelled.
"""

from __future__ import annotations

import math
from collections.abc import MutableMapping
from typing import Any, Callable, Iterable, Protocol

Easing = Callable[[float], float]


# --- easing functions: t in [0, 1] -> eased progress (0 at 0, 1 at 1) ----------------------

def linear(t: float) -> float:
    """No easing."""
    return t


def ease_in_quad(t: float) -> float:
    """Starts slow."""
    return t * t


def ease_out_quad(t: float) -> float:
    """Ends slow."""
    return 1 - (1 - t) * (1 - t)


def ease_in_out_quad(t: float) -> float:
    """Slow at both ends."""
    return 2 * t * t if t < 0.5 else 1 - 2 * (1 - t) * (1 - t)


def ease_in_cubic(t: float) -> float:
    """Starts slower still."""
    return t * t * t


def ease_out_cubic(t: float) -> float:
    """Quick then settling: the natural curve for a dealt card."""
    u = 1 - t
    return 1 - u * u * u


def ease_in_out_cubic(t: float) -> float:
    """Slow, quick, slow."""
    return 4 * t * t * t if t < 0.5 else 1 - 4 * (1 - t) ** 3


def ease_in_out_sine(t: float) -> float:
    """Gentle at both ends, for pulsing highlights."""
    return 0.5 - 0.5 * math.cos(math.pi * t)


def ease_out_back(t: float) -> float:
    """Overshoots a little and comes back: a chip landing on a stack."""
    c = 1.70158
    u = t - 1
    return 1 + (c + 1) * u * u * u + c * u * u


def ease_out_bounce(t: float) -> float:
    """Bounces to rest (for the bell)."""
    n, d = 7.5625, 2.75
    if t < 1 / d:
        return n * t * t
    if t < 2 / d:
        t -= 1.5 / d
        return n * t * t + 0.75
    if t < 2.5 / d:
        t -= 2.25 / d
        return n * t * t + 0.9375
    t -= 2.625 / d
    return n * t * t + 0.984375


EASINGS: dict[str, Easing] = {
    f.__name__: f for f in (linear, ease_in_quad, ease_out_quad, ease_in_out_quad, ease_in_cubic,
                            ease_out_cubic, ease_in_out_cubic, ease_in_out_sine, ease_out_back,
                            ease_out_bounce)
}
"""Every easing by name."""


# --- tweens -------------------------------------------------------------------------------

class Animated(Protocol):
    """What :class:`Tweens` and :class:`Sequence` can run."""

    done: bool

    def update(self, dt: float) -> bool: ...

    def finish(self) -> None: ...


def _lerp(a: Any, b: Any, p: float) -> Any:
    if isinstance(b, (tuple, list)):
        return tuple(x + (y - x) * p for x, y in zip(a, b))
    return a + (b - a) * p


class Tween:
    """Move ``attrs`` of ``target`` to the given values over ``duration`` seconds."""

    def __init__(self, target: Any, duration: float, *, easing: Easing | str = ease_out_cubic,
                 delay: float = 0.0, on_finish: Callable[[], Any] | None = None,
                 on_update: Callable[[float], Any] | None = None, **attrs: Any) -> None:
        if duration < 0 or delay < 0:
            raise ValueError("a tween's duration and delay cannot be negative")
        if not attrs:
            raise ValueError("a tween needs at least one attribute to move")
        self.target = target
        self.duration = float(duration)
        self.delay = float(delay)
        self.easing: Easing = EASINGS[easing] if isinstance(easing, str) else easing
        self.end = dict(attrs)
        self.start: dict[str, Any] | None = None
        self.elapsed = 0.0
        self.done = False
        self.cancelled = False
        self._on_finish: list[Callable[[], Any]] = [on_finish] if on_finish else []
        self._on_update = on_update

    # The target may be an object (attributes) or a mapping (keys).
    def _get(self, name: str) -> Any:
        if isinstance(self.target, MutableMapping):
            return self.target[name]
        return getattr(self.target, name)

    def _set(self, name: str, value: Any) -> None:
        if isinstance(self.target, MutableMapping):
            self.target[name] = value
        else:
            setattr(self.target, name, value)

    def on_finish(self, callback: Callable[[], Any]) -> Tween:
        """Add a callback to run when the tween ends (returns self, to chain)."""
        self._on_finish.append(callback)
        return self

    @property
    def progress(self) -> float:
        """0 before the start, 1 at the end (uneased)."""
        if self.done:
            return 1.0
        if self.duration == 0:
            return 0.0
        return min(1.0, max(0.0, (self.elapsed - self.delay) / self.duration))

    def _begin(self) -> None:
        if self.start is None:
            self.start = {}
            for name, end in self.end.items():
                value = self._get(name)
                if isinstance(end, (tuple, list)):
                    value = tuple(value)
                    if len(value) != len(end):
                        raise ValueError(f"{name}: cannot tween {value!r} to {end!r}")
                self.start[name] = value

    def _apply(self, p: float) -> None:
        assert self.start is not None
        eased = self.easing(p)
        for name, end in self.end.items():
            value = end if p >= 1 else _lerp(self.start[name], end, eased)
            if isinstance(end, list):
                value = list(value)
            self._set(name, value)
        if self._on_update:
            self._on_update(p)

    def update(self, dt: float) -> bool:
        """Advance by ``dt`` seconds; returns True once the tween is done."""
        if self.done:
            return True
        self.elapsed += max(0.0, dt)
        if self.elapsed < self.delay:
            return False
        self._begin()
        p = 1.0 if self.duration == 0 else min(1.0, (self.elapsed - self.delay) / self.duration)
        self._apply(p)
        if p >= 1.0:
            self._end()
        return self.done

    def finish(self) -> None:
        """Skip to the end: set the end values and run the callbacks (once)."""
        if self.done:
            return
        self._begin()
        self._apply(1.0)
        self._end()

    def cancel(self) -> None:
        """Stop where it is; no callbacks run."""
        self.done = True
        self.cancelled = True

    def _end(self) -> None:
        self.done = True
        callbacks, self._on_finish = self._on_finish, []
        for callback in callbacks:
            callback()


class Wait:
    """A pause, for a :class:`Sequence`; may carry a callback too."""

    def __init__(self, duration: float, on_finish: Callable[[], Any] | None = None) -> None:
        self.duration = float(duration)
        self.elapsed = 0.0
        self.done = False
        self._on_finish = on_finish

    def update(self, dt: float) -> bool:
        if not self.done:
            self.elapsed += max(0.0, dt)
            if self.elapsed >= self.duration:
                self.finish()
        return self.done

    def finish(self) -> None:
        if not self.done:
            self.done = True
            if self._on_finish:
                callback, self._on_finish = self._on_finish, None
                callback()


class Call:
    """A callback as a step of a :class:`Sequence` (plays a sound, changes a label)."""

    def __init__(self, callback: Callable[[], Any]) -> None:
        self.callback: Callable[[], Any] | None = callback
        self.done = False

    def update(self, dt: float) -> bool:
        self.finish()
        return True

    def finish(self) -> None:
        if not self.done:
            self.done = True
            callback, self.callback = self.callback, None
            if callback:
                callback()


class Sequence:
    """Run steps one after another; time left over from one step carries into the next."""

    def __init__(self, *steps: Animated, on_finish: Callable[[], Any] | None = None) -> None:
        self.steps: list[Animated] = list(steps)
        self.index = 0
        self.done = not self.steps
        self._on_finish = on_finish

    def update(self, dt: float) -> bool:
        while not self.done:
            step = self.steps[self.index]
            before = getattr(step, "elapsed", None)
            finished = step.update(dt)
            if not finished:
                return False
            # Carry over what the step did not use, so long sequences keep time.
            if isinstance(step, Call):
                used = 0.0
            elif before is not None and hasattr(step, "duration"):
                used = max(0.0, getattr(step, "delay", 0.0) + step.duration - before)
            else:
                used = dt
            dt = max(0.0, dt - used)
            self._advance()
        return True

    def _advance(self) -> None:
        self.index += 1
        if self.index >= len(self.steps):
            self.done = True
            if self._on_finish:
                callback, self._on_finish = self._on_finish, None
                callback()

    def finish(self) -> None:
        """Finish every remaining step in order, then this sequence."""
        while not self.done:
            self.steps[self.index].finish()
            self._advance()


class Group:
    """Run steps side by side; done when all are."""

    def __init__(self, *steps: Animated, on_finish: Callable[[], Any] | None = None) -> None:
        self.steps = list(steps)
        self.done = False
        self._on_finish = on_finish
        if not self.steps:
            self._end()

    def update(self, dt: float) -> bool:
        if not self.done:
            for step in self.steps:
                step.update(dt)
            if all(step.done for step in self.steps):
                self._end()
        return self.done

    def finish(self) -> None:
        if not self.done:
            for step in self.steps:
                step.finish()
            self._end()

    def _end(self) -> None:
        self.done = True
        if self._on_finish:
            callback, self._on_finish = self._on_finish, None
            callback()


class Tweens:
    """The running animations of one scene, with the player's speed multiplier.

    ``speed`` scales time: 2.0 plays everything twice as fast.  Tweens added from a
    callback during :meth:`update` start on the next update.
    """

    def __init__(self, speed: float = 1.0) -> None:
        self.speed = speed
        self._running: list[Animated] = []

    def add(self, *items: Animated) -> Animated:
        """Start one or more tweens; returns the last (to attach callbacks)."""
        if not items:
            raise ValueError("nothing to add")
        self._running.extend(items)
        return items[-1]

    def tween(self, target: Any, duration: float, **kwargs: Any) -> Tween:
        """Shorthand: make a :class:`Tween` and start it."""
        t = Tween(target, duration, **kwargs)
        self._running.append(t)
        return t

    def update(self, dt: float) -> None:
        """Advance every running animation by ``dt * speed``."""
        step = max(0.0, dt) * max(0.0, self.speed)
        for item in list(self._running):
            if not item.done:
                item.update(step)
        self._running = [item for item in self._running if not item.done]

    def finish_all(self) -> bool:
        """Skip every animation to its end (callbacks in order).  True if any was running.

        Callbacks may start new animations; those are finished too, up to a bound, so a
        chain of steps cannot loop for ever.
        """
        any_running = bool(self._running)
        for _ in range(100):
            if not self._running:
                break
            items, self._running = self._running, []
            for item in items:
                item.finish()
            self._running = [item for item in self._running if not item.done]
        return any_running

    def cancel_all(self) -> None:
        """Drop every animation where it is, without callbacks."""
        for item in self._running:
            cancel = getattr(item, "cancel", None)
            if cancel:
                cancel()
        self._running = []

    @property
    def busy(self) -> bool:
        """True while anything is animating."""
        return any(not item.done for item in self._running)

    def __len__(self) -> int:
        return len(self._running)

    def __iter__(self) -> Iterable[Animated]:
        return iter(list(self._running))
