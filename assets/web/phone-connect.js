// The guest's page, 1 of 6: its shared state, what comes next and when, and the connection to
// the host (reconnecting by itself) with every message it receives handed on to be drawn.
// The page's scripts are classic scripts loaded in order by phone.html: they share one
// scope, so each may use what an earlier one declares.
"use strict";
const $ = (id) => document.getElementById(id);
const TOKEN = "parlour-poker-token";
const MARKED = "parlour-poker-marked";
const GIVE_UP = 10;  // failed connections in a row before the page offers a button as well
// Seconds between tries while the host does not answer: quick at first, then every five
// seconds at most, for as long as it takes (a restarted host is found within seconds: its
// guest's turn waits for his phone, round 3 of issue 37).
function retryDelay(n) { return 1000 * Math.min(5, [0.5, 1, 2, 2, 3, 4][n - 1] || 5); }
let ws = null, retry = 0, failures = 0, state = null, token = localStorage.getItem(TOKEN);
let marked = new Set(), amounts = {}, rungFor = null, joinGroup = "", audio = null;
let lastHandKey = "", finished = false, stateAt = 0, namesMsg = null, lobbyMsg = null;
// When the connection to the host went (null while connected): the clocks stop there, for
// the host's table is not counting either, and the buttons wait until it answers again.
let lostAt = null;
// False in an evening served without a window (`party --serve`): no host's screen shows the
// code, so the join page never sends a guest to look at one (round 12 of issue 37).
let hostScreen = true;
function codeWhere(tv) {
  if (hostScreen) return tv ? "It is on the host's screen and the television." : "It is on the host's screen.";
  return tv ? "It is on the television, or ask the host for it." : "Ask the host for it.";
}
function codeWrong() {
  return "That is not this evening's code: " + (hostScreen ? "look at the host's screen" : "check it with the host") +
    ", and type it again.";
}

// ---------------------------------------------------------------- what comes next, and when
// The seconds the server gave, counted down here ("next round in 12 s"), so that nobody
// wonders whether the evening has stopped.
function secondsTo(value) {
  if (value === null || value === undefined) return null;
  return Math.max(0, Math.ceil(value - ((lostAt || Date.now()) - stateAt) / 1000));
}
function drawLobbyWait() {
  const m = lobbyMsg;
  if (!m || $("lobby").hidden) return;
  const left = secondsTo(m.draw_in);
  $("lobby-sub").textContent = left === null ? "You are in. The host draws the seats when everyone has come." :
    left > 0 ? "You are in. The seats are drawn in " + left + " s." : "You are in. The seats are being drawn.";
}
function drawCountdown() {
  const el = $("countdown");
  if (!el || !state) return;
  const ev = state.evening;
  if (ev.stage !== "between") { el.hidden = true; return; }
  const left = secondsTo(ev.next_in);
  el.hidden = false;
  // While the host is not answering the count is stopped: a number standing still under "the
  // next round waits for it" read as a fault (party round 13), so the wait is said instead.
  if (lostAt !== null) { el.textContent = "The next round waits for the host's program to answer."; return; }
  el.textContent = left === null ? "The next round begins when the host goes on, after the moves on his screen." :
    left > 0 ? "Next round in " + left + " s" : "The next round is being dealt";
}
setInterval(() => { drawLobbyWait(); drawCountdown(); }, 500);

function show(id) {
  for (const s of ["join", "lobby", "game"]) $(s).hidden = s !== id;
}
function toast(text) {
  const t = $("toast");
  t.textContent = text;
  t.hidden = false;
  clearTimeout(toast.timer);
  toast.timer = setTimeout(() => { t.hidden = true; }, 4000);
}
function send(msg) {
  if (ws && ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(msg));
  else toast("Not connected yet: a moment...");
}

// ---------------------------------------------------------------- the connection
// A lost connection is said large, at the top, in the flow of the page (it covers no other
// message): the clock stops and the buttons are dimmed, so that a dead host never looks
// alive.  The seat and the cards are the host's to keep: the guest only waits.
// Said at every stage of the evening, in the stage's own words (round 9 of issue 37: after
// the last round the page took the evening for over and said nothing while the host was gone).
let leftAt = null;  // when the host went back to his title screen (his page closed so)
function lostWords() {
  if (leftAt !== null) return "The host has gone back to his title screen. Wait here: this page comes back by itself if he takes the evening up again.";
  const stage = state ? state.evening.stage : null;
  if (stage === "over") return "The host's program is not answering. Wait here: the prizes come when it is back.";
  if (stage === "between") return "The host's program is not answering. Wait here: you keep your seat, and the next round waits for it.";
  return state ? "The host's table is not answering. Wait here: you keep your seat and your cards."
    : "The host's computer is not answering. Wait here: the page tries again by itself.";
}
// The evening is over for good once every prize has been given: not while the host's window
// has yet to give them ("the prizes in a moment"), nor while some are still to come.
function allGiven(m) {
  return m.evening.stage === "over" && !m.evening.prizes_soon && !m.prizes_more;
}
function offline(text, retryButton) {
  if (lostAt === null) lostAt = Date.now();
  document.body.classList.add("lost");
  $("offline").hidden = false;
  $("offline-text").textContent = text;
  // Every phone says the clocks have stopped, not only the one whose turn it is.
  $("offline-sub").textContent = (state && state.evening.stage === "playing" ? "Every clock has stopped until it answers. " : "") +
    (retryButton ? "The page looks again every few seconds." : "Reconnecting...");
  $("retry-btn").hidden = !retryButton;
  if (state) { drawStatus(state); drawCountdown(); }
}
function online() {
  lostAt = null;
  leftAt = null;
  $("closed").hidden = true;
  document.body.classList.remove("lost");
  $("offline").hidden = true;
}
function connect() {
  const url = (location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws";
  const sock = new WebSocket(url);
  ws = sock;
  let opened = false;
  sock.onopen = () => {
    opened = true;
    retry = 0;
    failures = 0;
    if (token) send({ type: "hello", token: token });  // the answer ends the notice
    else { online(); show("join"); send({ type: "where" }); askNames(); }
  };
  sock.onmessage = (e) => receive(JSON.parse(e.data));
  sock.onclose = (e) => {
    if (ws === sock) ws = null;
    // The evening is over: nothing more will come, so no more tries and no banner.
    // At the end the guest is still told the host's program has closed, quietly: nothing is
    // lost and nothing is to be waited for (round 9 of issue 37: every stage says so).
    // "left": the host went back to his title screen (round 12 of issue 37: the phones said
    // his program had closed).
    const left = e.reason === "left";
    if (finished) {
      online();
      if (state) {
        $("closed").textContent = (left ? "The host has left the evening for his title screen." : "The host's program has closed.") +
          " The evening is over: its prizes stay on this page.";
        $("closed").hidden = false;
      }
      return;
    }
    if (left) leftAt = Date.now();
    failures = opened ? 1 : failures + 1;
    // The host's computer has stopped mid-evening: he may resume it, so the page looks
    // again every few seconds, by itself; after a while a tap looks at once as well.
    offline(lostWords(), failures >= GIVE_UP);
    retry = Math.min(retry + 1, 6);
    clearTimeout(connect.later);
    connect.later = setTimeout(connect, retryDelay(retry));
  };
}
$("retry-btn").onclick = () => {
  clearTimeout(connect.later);
  failures = 0; retry = 0; offline(lostWords(), false); connect();
};
// Whether the page is in sight, told to the host: a turn run out while it is in sight is a
// glance away, and his next turn has its own clock; out of sight, he is away at once (round
// 11 of issue 37: one missed turn made an open phone away).
function tellSight() {
  if (token && ws && ws.readyState === WebSocket.OPEN) {
    ws.send(JSON.stringify({ type: "sight", visible: document.visibilityState === "visible" }));
  }
}
document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "visible" && !finished && (!ws || ws.readyState > 1)) connect();
  else tellSight();
});

function receive(m) {
  heard(m);
  if (lostAt !== null) online();  // the host answers: its state, and its clock, from here
  if (m.type === "error") {
    if (!state && token && /no seat|join with the code/.test(m.message)) {
      localStorage.removeItem(TOKEN);  // an evening that is gone: join the new one
      token = null;
      show("join");
      send({ type: "where" });
      askNames();
    }
    if (/not this evening's code/.test(m.message)) {
      // Said under the code itself, where the guest is looking: not a banner that a
      // later warning could replace.
      codeChecked(false);
      inlineWarning("code-bad", codeWrong());
      return;
    }
    if (!$("join").hidden && codeOk === true && !state) {
      inlineWarning("name-bad", m.message);  // said above the button just tapped
      // ...and in sight, whole, with the button under it (round 6 of issue 37: at 320x568
      // the warning was half below the screen's edge).
      $("join-btn").scrollIntoView({ block: "nearest" });
      $("name-bad").scrollIntoView({ block: "nearest" });
      return;
    }
    toast(m.message);
  } else if (m.type === "where") {
    // Where the code is now: on a television too only while one shows it.
    hostScreen = m.screen !== false;
    $("code-hint").textContent = codeWhere(m.tv);
  } else if (m.type === "names") {
    // The names free now: a word about a name that has changed since (taken, or freed by
    // the host) is stale (round 9 of issue 37: "already seated" under a freed name).
    if (namesMsg && namesMsg.names.join("\n") !== m.names.join("\n")) $("name-bad").hidden = true;
    namesMsg = m;
    codeChecked(true);
    drawNames(m);
  } else if (m.type === "welcome") {
    token = m.token;
    localStorage.setItem(TOKEN, token);
    if (document.visibilityState !== "visible") tellSight();  // seated while out of sight
  } else if (m.type === "lobby") {
    show("lobby");
    $("lobby-name").textContent = "Welcome, " + m.you;
    lobbyMsg = m;
    stateAt = Date.now();
    drawLobbyWait();
    $("lobby-guests").textContent = "Here so far: " + m.guests.join(", ");
  } else if (m.type === "late") {
    show("lobby");
    $("lobby-name").textContent = m.over ? "The evening is over" : "Welcome, " + m.you;
    $("lobby-sub").textContent = m.message;
    $("lobby-guests").textContent = "";
    const box = $("lobby-prizes");
    box.textContent = "";
    box.hidden = !m.prizes;
    if (m.prizes) prizeList(box, m.prizes);
    // Nothing more will come once every prize is here: no "Reconnecting..." after the end.
    finished = Boolean(m.over && m.prizes && !m.prizes_more);
  } else if (m.type === "asking" || m.type === "moved") {
    // A seat asked for from this phone (the host is asked: nothing of it comes here until he
    // hands it over), or this phone's seat handed to the guest's other phone.
    if (m.type === "moved") {
      localStorage.removeItem(TOKEN);
      token = null;
      state = null;
      finished = true;  // this phone has no seat to come back to
    }
    lobbyMsg = null;  // (the lobby's own words would be put back over these)
    show("lobby");
    // (Its title comes with it: with no host's screen, the seat comes by itself.)
    $("lobby-name").textContent = m.type === "moved" ? "Your seat has moved" : (m.title || "Asking the host");
    $("lobby-sub").textContent = m.message;
    $("lobby-guests").textContent = "";
    $("lobby-prizes").hidden = true;
  } else if (m.type === "refused") {
    show("join");
    inlineWarning("name-bad", m.message);
  } else if (m.type === "gone") {
    localStorage.removeItem(TOKEN);
    token = null;
    state = null;
    show("join");
    toast(m.message);
  } else if (m.type === "state") {
    state = m;
    stateAt = Date.now();
    finished = allGiven(m);
    show("game");
    draw(m);
    askForTap();
  }
}
