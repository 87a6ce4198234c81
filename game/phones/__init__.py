"""Guests' phones: the party night served to the phones in the guests' pockets.

The host's program serves a page on the local network; each guest opens it (a QR code on
the host's screen), gives the evening's short code and a name, and plays their seat from
the phone.  This package sits at the window's level: it uses ``game.party``, ``game.ai``,
``game.engine`` and ``game.store``; nothing below it imports it, and it never imports
pygame or the window.

* :mod:`.protocol` - the messages a phone may send, checked for size and shape;
* :mod:`.messages` - what each connection receives, built from its own seat's view (one
  function: :func:`~.messages.seat_message`), and the public overview for a television;
* :mod:`.night` - :class:`~.night.PhoneNight`, the evening with phone guests: the lobby,
  the seats' tokens, the tables' deals, stand-ins for absent guests, the rounds;
* :mod:`.inprogress` - the deals in progress, saved beside the evening for a host restart;
* :mod:`.address` - the local address, the evening's code and its QR code;
* :mod:`.server` - :class:`~.server.PartyServer`, aiohttp on its own thread and loop.
"""
