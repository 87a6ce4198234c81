// Parlour Poker on a guest's phone: join with the evening's code, then play one seat.
// The seat's token stays in this browser (localStorage), so a reload, a sleep or a lost
// network brings the guest back to the same seat.  The server sends only what this
// seat may see; this page shows it and sends taps back.
// The page's scripts, by job, are loaded before this one (phone.html, in order):
// phone-connect.js (state and the connection), phone-join.js, phone-status.js (the bell
// and the turn's clock), phone-table.js, phone-actions.js, phone-end.js.  This one starts it.
"use strict";
show(token ? "lobby" : "join");
if (token) $("lobby-name").textContent = "Coming back to your seat...";
connect();
