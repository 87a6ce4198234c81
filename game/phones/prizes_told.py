"""The prizes on the phones and the television, in step with the host's window: none while
it has yet to give them, then one by one as it announces them (a mixin of
:class:`~.night.PhoneNight`)."""

from __future__ import annotations

from typing import Any

from .lobby import Changes


class PrizesTold:
    """How many prizes the host's window has given so far, and the messages cut to them."""

    prizes_held: bool
    prizes_told: int | None
    changes: Changes

    def hold_prizes(self) -> None:
        """The host's window will give the prizes: until then no phone lists them."""
        self.prizes_held = True

    def show_prizes(self, told: int | None = None) -> None:
        """The host's window gives the prizes now: every phone and the television list the
        first ``told`` of them (None: all), as the window has announced them so far."""
        if self.prizes_held or told != self.prizes_told:
            self.prizes_held = False
            self.prizes_told = told
            self.changes.everyone = self.changes.lobby = True

    def hide_prizes(self, msg: dict[str, Any]) -> dict[str, Any]:
        """``msg`` without its prizes while the host has yet to give them (said instead), and
        with only those the host's window has announced so far while it gives them."""
        if self.prizes_held and "prizes" in msg:
            del msg["prizes"]
            msg.setdefault("evening", {})["prizes_soon"] = True
        elif self.prizes_told is not None and msg.get("prizes") and self.prizes_told < len(msg["prizes"]):
            msg["prizes_more"] = len(msg["prizes"]) - self.prizes_told
            msg["prizes"] = msg["prizes"][:self.prizes_told]
            if not msg["prizes"]:
                del msg["prizes"]
                msg.setdefault("evening", {})["prizes_soon"] = True
        return msg
