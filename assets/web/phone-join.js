// The guest's page, 2 of 6: joining, with the evening's code, a name from the list or typed,
// and a group.
// The page's scripts are classic scripts loaded in order by phone.html: they share one
// scope, so each may use what an earlier one declares.
"use strict";
// ---------------------------------------------------------------- joining
// Each warning of the join page is said inline, under the field it is about, and only
// about a field the guest can see: never "Type your name" with no name field shown.
let codeOk = null;  // true: the server knows this code; false: it does not; null: not asked yet
function inlineWarning(id, text) {
  const p = $(id);
  text = text.charAt(0).toUpperCase() + text.slice(1);
  p.textContent = /[.!?]$/.test(text) ? text : text + ".";
  p.hidden = false;
}
let codeEditing = false;  // "change" tapped: the code is typed again, not fixed by a late reply
function askNames() {
  const code = $("code").value.trim().toUpperCase();
  $("code-bad").hidden = true;  // a new code: the old word about it goes
  if (code.length >= 4) { codeEditing = false; send({ type: "names", code: code }); }
  else codeChecked(null);
}
// Once the code is accepted it shows as fixed text with a small "change" link: a name typed
// into the code's box wiped the code and the names (play-test round 12 of issue 37).
function codeFixed(fixed) {
  $("code-field").hidden = fixed;
  $("code-fixed").hidden = !fixed;
  if (fixed) $("code-shown").textContent = $("code").value.trim().toUpperCase();
}
function codeChecked(ok) {
  codeOk = ok;
  codeFixed(ok === true && !codeEditing);
  $("code-ok").hidden = ok !== true;
  $("code-hint").hidden = ok !== null;
  if (ok === true) {
    $("code-bad").hidden = true;
    // Any banner from before the code was right (about the code, or a name not yet
    // askable) has nothing more to say.
    $("toast").hidden = true;
  }
  if (ok !== true) { $("names-box").hidden = true; $("new-box").hidden = true; $("drawn").hidden = true; }
}
// The words of the button for the name chosen: a seated guest's own (on a fresh phone) asks
// the host for his seat; a new name asks to join, or in the last round comes in to watch
// (play-test round 10 of issue 37: "Come in and watch" asked for a seated guest's seat).
function seatedName(m, name) {
  const n = name.trim().toLowerCase();
  return n !== "" && (m.seated || []).some((s) => s.toLowerCase() === n);
}
function joinWords(m) {
  const name = $("name").value.trim() || pickedName || "";
  if (seatedName(m, name)) return "This is my seat: ask the host";
  if (m.open || (pickedName !== null && m.names.includes(pickedName))) return "Take my seat";
  if (m.names.length && !name) return "Take my seat";
  return m.last ? "Come in and watch" : "Ask to join";
}
function nameButtons(box, m, list) {
  for (const n of list) {
    const b = document.createElement("button");
    b.textContent = n;
    // A tap chooses the name, plainly (a gold button with a tick); "Take my seat" takes it
    // (round 6 of issue 37: the tap took the seat at once and the button then did nothing).
    b.className = pickedName === n ? "chosen" : "";
    b.setAttribute("aria-pressed", pickedName === n ? "true" : "false");
    b.onclick = () => {
      pickedName = pickedName === n ? null : n;
      $("name").value = "";
      $("name-bad").hidden = true; $("name-ask").hidden = true;
      drawNames(m);
    };
    box.appendChild(b);
  }
}
function drawNames(m) {
  const box = $("names");
  box.textContent = "";
  nameButtons(box, m, m.names);
  $("names-box").hidden = m.names.length === 0;
  // A seated guest on a fresh phone (a new phone, a cleared browser): his own name to tap,
  // which asks the host for his seat.
  const seated = m.seated || [];
  $("seated").textContent = "";
  nameButtons($("seated"), m, seated);
  $("seated-box").hidden = seated.length === 0;
  // After the seats are drawn a newcomer may still ask to join: the host seats him later.
  $("drawn").hidden = m.open || m.names.length > 0;
  // In the last round there is no round left to seat him in: said before he asks.
  $("drawn").textContent = m.last ? "New here? This is the evening's last round, so the host cannot seat you " +
    "now. Type your name to watch the last deals and see the prizes." :
    "New here? The seats are already drawn. Type your name and ask to join: the host can seat you from the next round.";
  $("new-box").hidden = !m.open && m.names.length > 0;
  $("name-label").textContent = m.names.length || seated.length ? "Or type your name" : "Your name";
  $("join-btn").textContent = joinWords(m);
  const g = $("groups");
  g.textContent = "";
  for (const key of ["red", "blue"]) {
    const b = document.createElement("button");
    b.textContent = m.groups[key];
    b.className = joinGroup === key ? "chosen" : "";
    b.setAttribute("aria-pressed", joinGroup === key ? "true" : "false");
    b.onclick = () => { joinGroup = key; drawNames(m); };
    g.appendChild(b);
  }
}
let pickedName = null;  // the name tapped on the join screen, taken by "Take my seat"
function join() {
  unlockSound();
  const code = $("code").value.trim().toUpperCase();
  const name = $("name").value.trim() || pickedName || "";
  if (codeOk !== true) {
    // The name comes once the code is right: until then, the code is all there is to fix.
    inlineWarning("code-bad", code.length < 4 ? "Type the evening's code first: " +
      (hostScreen ? "it is on the host's screen." : "ask the host for it.") :
      codeOk === false ? codeWrong() :
      "Checking the code: a moment...");
    $("code").focus();
    return;
  }
  if (!name) {
    // The first tap without a name is often the tap that sent the code, as the names came
    // up: it is asked for kindly, in gold; only a second tap without one is a warning.
    if (!join.asked) {
      join.asked = true;
      const ask = $("name-ask");
      ask.textContent = namesMsg && namesMsg.names.length ? "Now tap your name above, or type it here." :
        "Now type your name here.";
      ask.hidden = false;
      $("name").focus();
      return;
    }
    $("name-ask").hidden = true;
    inlineWarning("name-bad", namesMsg && namesMsg.names.length ? "Tap your name above, or type it here." :
      "Type your name here.");
    $("name").focus();
    return;
  }
  send({ type: "join", code: code, name: name, group: joinGroup });
}
$("code").addEventListener("input", askNames);
$("code-change").onclick = (e) => {
  e.preventDefault();
  codeEditing = true;
  codeFixed(false);
  $("code").focus();
  $("code").select();
};
// A warning about the name goes once a name is typed: no stale red line.
$("name").addEventListener("input", () => {
  if ($("name").value.trim()) { $("name-bad").hidden = true; $("name-ask").hidden = true; }
  // A name typed is the one taken: a tapped one is no longer shown chosen.
  if ($("name").value.trim() && pickedName !== null) { pickedName = null; if (namesMsg) drawNames(namesMsg); }
  if (namesMsg) $("join-btn").textContent = joinWords(namesMsg);  // a seated guest's name typed asks the host
});
$("join-btn").onclick = join;
$("name").addEventListener("keydown", (e) => { if (e.key === "Enter") join(); });
if (location.hash.length > 1) $("code").value = location.hash.slice(1).toUpperCase();
