// The guest's page, 3 of 6: the bell (its sound and buzz), the turn's clock and the status
// line that says whose turn it is.
// The page's scripts are classic scripts loaded in order by phone.html: they share one
// scope, so each may use what an earlier one declares.
"use strict";
// ---------------------------------------------------------------- the bell
function unlockSound() {
  if (audio) return;
  audio = new Audio("/static/bell.wav");
  audio.volume = 0.0;
  audio.play().then(() => { audio.pause(); audio.currentTime = 0; audio.volume = 1.0; }).catch(() => {});
}
document.addEventListener("pointerdown", unlockSound, { once: true });
// A browser lets a page vibrate (and sound) only after a tap on it: a page reloaded, or
// opened again by its token, has had none.  Where the phone can buzz, one tap is asked for,
// so that the bell is felt as well as heard.
function tapped() {
  return !navigator.userActivation || navigator.userActivation.hasBeenActive;
}
function askForTap() {
  $("buzz").hidden = tapped() || !navigator.vibrate;
}
document.addEventListener("pointerdown", () => { setTimeout(askForTap, 0); });
$("buzz").onclick = () => { unlockSound(); $("buzz").hidden = true; };
// The bell: its sound, a buzz where the phone allows, and a ribbon of its own under the
// guest's cards and buttons, which stays until the round's end.  It covers nothing (the
// table, round and counters above stay in sight), and once shown it does not go away in the
// middle of a deal, so nothing the guest is about to tap moves under his thumb.
function ring() {
  if (audio) { audio.volume = 1.0; audio.currentTime = 0; audio.play().catch(() => {}); }
  if (navigator.vibrate && tapped()) navigator.vibrate([250, 120, 250, 120, 400]);
}
$("back-btn").onclick = () => send({ type: "back" });

// ---------------------------------------------------------------- the turn's clock
// The turn is counted to the deadline the host set, on his clock: this phone's clock is
// measured against his from every message (the least difference of the last few, the one
// least delayed on the way), so a message that came late does not put the count behind,
// and host, phones and television agree (round 5 of issue 37: a few seconds apart).
const skews = [];
function heard(m) {
  if (typeof m.now !== "number") return;
  skews.push(Date.now() - m.now);
  if (skews.length > 20) skews.shift();
}
function hostNow() { return (lostAt || Date.now()) - Math.min(...skews); }
function secondsLeft(m) {
  const c = m.table.clock;
  if (!c) return null;
  if (typeof c.until === "number" && skews.length) return Math.max(0, Math.ceil((c.until - hostNow()) / 1000));
  return Math.max(0, Math.ceil(c.left - ((lostAt || Date.now()) - stateAt) / 1000));
}
// The first deal after the draw: when the host goes on, or in a counted pause (--serve).
function firstIn(ev) {
  const left = secondsTo(ev.first_in);
  return left === null ? "when the host goes on" : left > 0 ? "in " + left + " s" : "in a moment";
}
function drawStatus(m) {
  const t = m.table, ev = m.evening;
  const st = $("status");
  // Away, his hand is played for him: it is not his turn until he taps "I'm back".
  const away = m.me && m.me.away && ev.stage !== "over";
  const mine = !away && t.to_act === m.seat && m.legal.length > 0;
  const left = secondsLeft(m);
  st.className = "status" + (mine ? " you" : "") + (mine && left !== null && left <= 10 ? " hurry" : "");
  if (t.result) st.textContent = wonLine(t.result, m.you) + (ev.stage === "playing" ? "; the other tables play on" : "");
  else if (ev.stage === "over") st.textContent = "";
  else if (ev.drawing) st.textContent = "The seats are being drawn on the host's screen";
  else if (ev.seated) st.textContent = "Here is your seat: the first deal begins " + firstIn(ev);
  else if (away && t.to_act === m.seat) st.textContent = t.stand_in ? "You are away: a computer plays your hand"
    : "You are away: the table goes on without you";
  else if (mine) st.textContent = "Your turn" + (left !== null ? ": " + left + " s left" : "") +
    (lostAt !== null ? ", the clock stopped" : "");
  else if (t.to_act !== null && t.to_act !== undefined && t.players[t.to_act]) {
    const p = t.players[t.to_act];
    st.textContent = whole(p.name) + (p.away ? (t.stand_in ? " is away: a computer plays" : " is away: abandons") :
      p.gone && lostAt === null ? " to act (phone away)" : " to act") + (left !== null ? " \u00b7 " + left + " s" : "") +
      (lostAt !== null ? ", the clock stopped" : "");
  } else if (ev.stage === "between") st.textContent = "Between rounds";
  else st.textContent = t.phase === "waiting" ? "Waiting for the deal" : "";
  // Why his clock reads what it does, when it was set afresh: said under the status.
  const c = t.clock, why = $("clock-why");
  // The newest word on the clock only: while the host is not answering, "the clock
  // stopped" says it all, not beside an older "your clock started again" (round 5 of issue 37).
  why.hidden = !(mine && c && (c.reset || c.grace)) || lostAt !== null;
  if (!why.hidden) why.textContent = c.reset ?
    "The host's computer was restarted: your clock started again, in full, when your phone came back." :
    // The seconds it was set to, then, not the seconds left now: those the clock beside it
    // counts down (round 8 of issue 37: "was given 15 s" read "9 s" a moment later).
    "Welcome back: your clock was set to " + Math.round(c.given || c.left) +
    " s when your phone came back, so that you can read before you act.";
}
setInterval(() => { if (state && (state.table.clock || state.evening.first_in != null)) { drawStatus(state); foldWords(); } }, 500);

// A guest whose hand is thrown in (his own doing, or done while he was away, then "I'm
// back") sits out the rest of the deal: said plainly, so that he does not wait for a turn.
function drawSitOut(m) {
  const t = m.table, me = t.players[m.seat];
  const out = m.evening.stage === "playing" && !t.result && !(m.me && m.me.away) && me &&
    !me.holds && t.phase !== "waiting" && !m.evening.drawing;
  $("sitout").hidden = !out;
  if (out) $("sitout").textContent = "Your hand is thrown in, so you sit out until the next deal.";
}

// Who won the deal's pool: on the winner's own phone "You win the pool of 8", as his log
// says "You take the pool" (party round 13: "Eve wins" above "You take" on Eve's phone).
function wonLine(result, you) {
  return (result.winner === you ? "You win" : result.winner + " wins") + " the pool of " + result.pool +
    tookBack(result, you);
}

// Counters a player bet that nobody met, handed back: the "Pool 14" shown held them, the
// pool won ("of 9") did not (round 8 of issue 37).
function tookBack(result, you) {
  let out = "";
  // The guest himself is "you"; anyone else is named, or (the winner, just named) not
  // repeated, with no pronoun that may be the wrong one (play-test round 10 of issue 37:
  // "Miss Beauchamp wins the pool of 2, and he takes back his own 1"), as the recap says it.
  for (const [who, n] of Object.entries(result.returned || {})) {
    if (who === you) out += ", and you take back your own " + n + " that nobody met";
    else if (who === result.winner) out += ", and takes back " + n + " that nobody met";
    else out += ", and " + who + " takes back " + n + " that nobody met";
  }
  return out;
}
