// Opens the web build in headless Chromium, waits for the game to be ready, changes the look
// and the language (Japanese, its fonts fetched then and only then, kept across a reload),
// opens a Fifteen level, lets the solver play it to the win, times the longest frame while
// each puzzle's hardest level is solved, opens a level named in the address (and, after moves
// and a reload, finds it where it was left), a Shot level by its address over the snake (its
// picture must be the one of the level opened fresh), a level code, Fifteen's first 4×4 hint (timed on
// a fresh page and on a later visit), the editor (a level kept across a reload, and downloaded
// as a file) and level files dropped on the page, progress dropped, downloaded from the Stats
// screen and imported from a file picked, reads the page's accessibility tree (the
// title's buttons, the settings' controls, a level's board and the announcement after a move),
// plays one level of each puzzle by touch on a phone-sized page (the board kept still under
// the finger; the snake's view turned, brought home and a corner picked by touch), picks a
// level from a list on a phone at 200 % text (its card scrolled, Next for you's level drawn
// without another tap), and checks that nothing was logged as an error. Then, from a server of its
// own (the build in DIST, default dist/, on the next port): Chromium's installability check,
// a level won and the progress read with the server stopped, and a new version picked up
// through the page's notice.
// Usage: node browser-test.mjs URL OUT_DIR
import { chromium } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, stop } from './serve.mjs';
import { decode, differing } from './png.mjs';

// The snake's panel's Home view, and a cube of the chain away from its picked corner (on
// snake/02 at home view on a phone at 100 %).
const SNAKE_HOME_VIEW = [170, 235];
const SNAKE_FAR_CUBE = [187, 300];

// The pixels of a picture that are wood, as the snake's cubes are (a warm light brown: red
// above green above blue, well apart).
function wood(png) {
  const p = decode(png);
  let n = 0;
  for (let i = 0; i < p.width * p.height; i++) {
    const [r, g, b] = [0, 1, 2].map((c) => p.data[i * p.channels + c]);
    if (r > 120 && r > g + 15 && g > b + 25) n++;
  }
  return n;
}

const url = process.argv[2] ?? 'http://127.0.0.1:8080/';
const out = process.argv[3] ?? 'shots';
mkdirSync(out, { recursive: true });

const launchArgs = ['--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist',
  '--no-sandbox', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run'];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  headless: true,
  args: launchArgs,
});
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
// The "How to play" cards, which open the first time each puzzle is played, are taken as read
// on the desktop-sized page (the phone below sees them, and puts them away with a tap).
await page.addInitScript(() => {
  if (!localStorage.getItem('puzzlebox-progress')) {
    localStorage.setItem('puzzlebox-progress', JSON.stringify({
      version: 1, levels: {}, mine: [],
      settings: { rules_seen: ['shot', 'snake', 'klotski', 'kodable', 'fifteen'] },
    }));
  }
});
const lines = [];
const errors = [];
let pageOpened = 0; // when the page was last opened (see openPage)
const firstSeen = new Map(); // each line's text, and when it first came
const seen = []; // every line's text and when it came, for what a page said since it opened
// Bevy's log reaches the console through console.log, its level written in the text
// ("%cERROR%c …"), so an error is told by its text as well as by the console's own level.
const isError = (m) => m.type() === 'error' || /(^|\s|%c)(ERROR|PANIC)(\s|%c|:)/.test(m.text());
// The fetches the test makes fail on purpose, still to be told by the browser: its word of
// each is no error.
let failingOnPurpose = 0;
const isFailedOnPurpose = (m) => {
  if (failingOnPurpose === 0 || !m.text().startsWith('Failed to load resource: net::ERR_')) return false;
  failingOnPurpose -= 1;
  return true;
};
page.on('console', (m) => {
  lines.push(m.text());
  if (!firstSeen.has(m.text())) firstSeen.set(m.text(), Date.now());
  seen.push({ text: m.text(), at: Date.now() });
  if (isError(m) && !isFailedOnPurpose(m)) errors.push(m.text());
});
page.on('pageerror', (e) => errors.push(String(e)));

async function waitForLine(text, seconds) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if (lines.some((l) => l.includes(text))) return true;
    await page.waitForTimeout(200);
  }
  throw new Error(`no "${text}" in the console after ${seconds} s`);
}

// Each key is held for a while: with software rendering a frame can take longer than a quick
// press, and a key pressed and let go between two frames may be missed.
async function press(key, times = 1) {
  for (let i = 0; i < times; i++) {
    await page.keyboard.down(key);
    await page.waitForTimeout(150);
    await page.keyboard.up(key);
    await page.waitForTimeout(300);
  }
}

// Every frame's length, to find the longest while a solver works.
await page.addInitScript(() => {
  window.frames_ms = [];
  let last = performance.now();
  const tick = (now) => {
    window.frames_ms.push(now - last);
    last = now;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
});

async function longestFrame(during) {
  await page.evaluate(() => { window.frames_ms = []; });
  await during();
  return page.evaluate(() => Math.max(...window.frames_ms));
}

// Fifteen's first 4×4 hint on a fresh page (its tables fetched as shipped beside the page,
// then kept in IndexedDB), and on a later visit (the tables read back from IndexedDB).
async function hintSeconds() {
  lines.length = 0;
  const began = Date.now();
  await press('KeyH');
  await waitForLine('hint: ', 900);
  return (Date.now() - began) / 1000;
}
async function timeTheFirstHint() {
  await openPage('fifteen/05-four-by-four');
  const fresh = await hintSeconds();
  const sinceOpened = (Date.now() - pageOpened) / 1000;
  // (This page's line: an earlier page may have said the same.)
  const built = seen.find((l) => l.at >= pageOpened && l.text.includes("Fifteen's 4×4 tables were"));
  const tablesAfter = built ? ` (the tables in ${((built.at - pageOpened) / 1000).toFixed(1)} s)` : '';
  const notShipped = [...firstSeen.keys()].find((l) => l.includes('none were fetched'));
  if (notShipped) throw new Error('the shipped tables were not used: ' + notShipped);
  const fallback = [...firstSeen.keys()].find((l) => l.includes('the worker failed'));
  if (fallback) throw new Error('the tables were built on the page: ' + fallback);
  await page.waitForTimeout(8000); // the tables go to IndexedDB in the background
  await openPage('fifteen/05-four-by-four');
  const later = await hintSeconds();
  console.log(`first 4×4 hint: ${fresh.toFixed(1)} s after H on a fresh page ` +
    `(${sinceOpened.toFixed(1)} s after the page was opened${tablesAfter}), ${later.toFixed(1)} s on a later visit`);
}

// HINT_ONLY=1 only times the first hint.
if (process.env.HINT_ONLY) {
  await timeTheFirstHint();
  await browser.close();
  process.exit(errors.length > 0 ? 1 : 0);
}

// The 3D snake while the solver plays a fold back: the game times its frames and, when they are
// slow, draws without smoothed edges, then without shadows, then without the floor, logging the
// frame times that made it do so. The fold is played again until a round of it gives nothing
// more up (the frames are quick enough, or a step did not pay and was taken back) or all is
// given up; the frames after that are timed here.
async function snakeFrames() {
  await openPage('snake/14-the-wooden-snake');
  const givenUp = () => lines.filter((l) => l.includes('so the game is drawn without'));
  const takenBack = () => lines.filter((l) => l.includes('they are drawn again'));
  // The fold is played from the start (R, then S) again and again, so that frames keep coming.
  const playAgain = async () => { await press('KeyR'); await press('KeyS'); };
  const until = Date.now() + 150000;
  let before = -1;
  while (Date.now() < until && givenUp().length !== before && givenUp().length < 3 &&
         takenBack().length === 0) {
    before = givenUp().length;
    await playAgain();
    await page.waitForTimeout(15000);
  }
  await playAgain();
  await page.evaluate(() => { window.frames_ms = []; });
  await page.waitForTimeout(8000);
  const after = await page.evaluate(() => window.frames_ms.slice(1).sort((a, b) => a - b));
  const steps = givenUp().map((l) =>
    (l.includes('without a graphics card') ? 'no graphics card'
      : `frames of ${l.match(/frames of (\d+) ms/)?.[1] ?? '?'} ms`) +
    `, so without ${l.match(/drawn without (shadows|smoothed edges|the floor)/)?.[1] ?? '?'}`)
    .concat(takenBack().map((l) => l.replace(/.*frames of/, 'then frames of').replace(/ color:.*/, '')));
  console.log(`snake, a fold played back: ${steps.join('; ') || 'nothing given up'}; ` +
    `then frames of ${Math.round(after[Math.floor(after.length / 2)] ?? NaN)} ms (the middle one)`);
}

// SNAKE_ONLY=1 only times the snake's frames.
if (process.env.SNAKE_ONLY) {
  await snakeFrames();
  await browser.close();
  process.exit(errors.length > 0 ? 1 : 0);
}

// PHONE_ONLY=1 plays only the phone part (quicker when working on it).
if (process.env.PHONE_ONLY) {
  await playOnAPhone();
  if (!process.env.PHONE_PART || process.env.PHONE_PART.split(',').includes('big')) {
    await bigTextOnAPhone();
  }
  await layOutAtHighDensity();
  await browser.close();
  if (errors.length > 0) {
    console.error(`${errors.length} error(s) in the console:\n` + errors.join('\n'));
    process.exit(1);
  }
  process.exit(0);
}

const started = Date.now();
await page.goto(url);
await waitForLine('the first frame is drawn', 120);
const drawn = [...firstSeen].find(([text]) => text.includes('the first frame is drawn'))[1];
const firstFrame = (drawn - started) / 1000;
const ready = ([...firstSeen].find(([text]) => text.includes('puzzlebox is ready'))[1] - started) / 1000;
console.log(`first frame after ${firstFrame.toFixed(2)} s (the game started after ${ready.toFixed(2)} s)`);
await page.waitForSelector('#loading', { state: 'hidden', timeout: 120000 });
await page.waitForTimeout(1500);
await page.screenshot({ path: `${out}/web-title.png` });

// The page's sound waits for the player: suspended until the first click, running after it.
const audio = () => page.evaluate(() => (window.puzzleboxAudio ?? []).map((c) => c.state));
const before = await audio();
if (before.length === 0) throw new Error('the game made no audio context');
await page.click('#bevy');
const soundUntil = Date.now() + 10000;
while ((await audio()).some((s) => s !== 'running') && Date.now() < soundUntil) {
  await page.waitForTimeout(200);
}
if ((await audio()).some((s) => s !== 'running')) {
  throw new Error(`the first click did not start the sound: ${await audio()}`);
}
console.log(`sound: ${before.join()} before the first click, running after it`);

// What a screen reader finds in the page: playwright's snapshot of its accessibility tree, in
// which the interface's controls are mirrored beside the canvas, and the announcements are
// live regions ("status").
const pageTree = () => page.locator('body').ariaSnapshot();
function mustHold(tree, pattern, what) {
  if (!pattern.test(tree)) throw new Error(`${what}: not in the page's accessibility tree:\n${tree}`);
}
// The title's buttons by name; Settings pressed in the page as a screen reader presses it (a
// click on its element) opens the settings, whose controls come with their states and values;
// Done closes them.
let tree = await pageTree();
mustHold(tree, /button "Play"/, "the title's Play");
mustHold(tree, /button "Today's puzzles"/, "the title's Today's puzzles");
mustHold(tree, /button "Settings"/, "the title's Settings");
lines.length = 0;
await page.getByRole('button', { name: 'Settings', exact: true }).dispatchEvent('click');
await waitForLine('settings opened', 15);
await page.waitForTimeout(1000);
tree = await pageTree();
mustHold(tree, /checkbox "Mute"/, "the settings' Mute");
mustHold(tree, /checkbox "Screen reader mode"/, "the settings' Screen reader mode");
mustHold(tree, /slider "Volume"[^\n]*/, "the settings' Volume");
mustHold(tree, /button "Done"/, "the settings' Done");
const volume = tree.match(/slider "Volume".*/)[0];
lines.length = 0;
await page.getByRole('button', { name: 'Done', exact: true }).dispatchEvent('click');
await waitForLine('settings closed', 15);
await page.focus('#bevy');
console.log(`the page's accessibility tree: the title's buttons, Settings pressed in it, then ${volume.trim()}, Mute, Done`);
// A11Y_ONLY=1 reads only the title's and the settings' tree.
if (process.env.A11Y_ONLY) {
  await browser.close();
  process.exit(errors.length > 0 ? 1 : 0);
}

// OFFLINE_ONLY=1 plays only offline and through an update (below).
if (process.env.OFFLINE_ONLY) {
  await playOfflineAndUpdate();
  await browser.close();
  process.exit(errors.length > 0 ? 1 : 0);
}

// ADDRESS_ONLY=1 only opens a Shot level by its address over the snake (below).
if (process.env.ADDRESS_ONLY) {
  await fromTheSnakeByAddress();
  await browser.close();
  process.exit(errors.length > 0 ? 1 : 0);
}

// DAILY_ONLY=1 plays only today's Fifteen (below).
if (process.env.DAILY_ONLY) {
  await playTodaysFifteen();
  await browser.close();
  process.exit(errors.length > 0 ? 1 : 0);
}

// The settings open over the title with O and close with Esc.
lines.length = 0;
await press('KeyO');
await waitForLine('settings opened', 15);
await page.waitForTimeout(1000);
await page.screenshot({ path: `${out}/web-settings.png` });
// The look changes at once: "High contrast" in the row of looks (its place depends on the rows
// above it, so the likely places are tried in turn until the game says the look changed).
const background = async () => {
  const shot = await page.screenshot({ clip: { x: 4, y: 790, width: 1, height: 1 } });
  return shot.toString('base64');
};
const corner = await background();
let changed = false;
let row = 0;
for (const y of [293, 264, 279, 308]) {
  row = y;
  await page.mouse.click(740, y);
  const until = Date.now() + 4000;
  while (!changed && Date.now() < until) {
    changed = lines.some((l) => l.includes('the look is now HighContrast'));
    await page.waitForTimeout(200);
  }
  if (changed) break;
}
if (!changed) throw new Error('the settings did not change the look to high contrast');
await page.waitForTimeout(1500);
await page.screenshot({ path: `${out}/web-settings-high-contrast.png` });
if ((await background()) === corner) throw new Error('the page did not change its colours');
// Back to "As the system" for the rest of the test (the browser here prefers light).
lines.length = 0;
await page.mouse.click(449, row);
await waitForLine('the look is now', 15);
await press('Escape');
await waitForLine('settings closed', 15);
console.log('the settings changed the look to high contrast at once, and back');

// The language: 日本語 in the settings' row of languages. Its letters and words are fetched only now (no
// Chinese or Japanese font is asked for before), the game goes on in English until they are
// in, then speaks Japanese; after a reload it speaks Japanese again, and "As the system"
// brings English back.
const fontRequests = [];
page.on('requestfinished', async (r) => {
  if (r.url().includes('/fonts/cjk/') || r.url().includes('/words/')) {
    // (The body itself: a response the service worker gives reports no size of its own.)
    const body = await (await r.response())?.body().catch(() => null);
    const size = body?.length ?? 0;
    fontRequests.push({ url: r.url(), size });
  }
});
if (fontRequests.length) throw new Error(`a language's file was fetched before it was chosen: ${fontRequests[0].url}`);
// The first fetch of Japanese's letters fails (a server's hiccup, a connection gone for a
// moment): the game says so, goes on in English, and tries again by itself. (Routed on the
// context, which sees the service worker's fetches too.)
let letterTries = 0;
failingOnPurpose = 1;
await page.context().route('**/fonts/cjk/ja-Regular.otf', (route) => {
  letterTries += 1;
  return letterTries === 1 ? route.abort('connectionfailed') : route.continue();
});
lines.length = 0;
await press('KeyO');
await waitForLine('settings opened', 15);
await page.waitForTimeout(500);
// 日本語 in the row of languages (its place depends on the rows above it, so the likely places
// are tried in turn until the game starts loading Japanese's letters).
let languageRow = 0;
for (const [x, y] of [[760, 369], [712, 340], [760, 340], [712, 369]]) {
  languageRow = y;
  await page.mouse.click(x, y);
  const until = Date.now() + 4000;
  while (!lines.some((l) => l.includes('loading what ja needs')) && Date.now() < until) {
    await page.waitForTimeout(200);
  }
  if (lines.some((l) => l.includes('loading what ja needs'))) break;
}
await waitForLine('loading what ja needs', 1);
await waitForLine('ja could not be loaded', 30);
if (lines.some((l) => l.includes('the language is now ja'))) {
  throw new Error('Japanese was put in force without its letters');
}
await waitForLine('the language is now ja', 30);
if (letterTries !== 2) throw new Error(`Japanese's letters were asked for ${letterTries} times, not twice`);
await page.context().unroute('**/fonts/cjk/ja-Regular.otf');
await page.waitForTimeout(1500);
await page.screenshot({ path: `${out}/web-settings-japanese.png` });
const fetched = fontRequests.map((r) => `${r.url.split('/').pop()} ${(r.size / 1e3).toFixed(0)} kB`);
if (!fontRequests.some((r) => r.url.endsWith('ja-Regular.otf'))) {
  throw new Error(`the Japanese font was not fetched: ${fetched}`);
}
if (!fontRequests.some((r) => /\/words\/ja-[0-9a-f]+\.ftl$/.test(r.url) && r.size > 10e3)) {
  throw new Error(`the Japanese words were not fetched: ${fetched}`);
}
if (fontRequests.some((r) => r.url.includes('zh-Hans') || /words\/(?!ja)/.test(r.url))) {
  throw new Error(`another language's files were fetched for Japanese: ${fetched}`);
}
if (fontRequests.filter((r) => r.url.includes('/words/')).length !== 1) {
  throw new Error(`Japanese's words were fetched more than once: ${fetched}`);
}
lines.length = 0;
await page.reload();
await waitForLine('puzzlebox is ready', 60);
await waitForLine('the language is now ja', 30);
await page.waitForTimeout(2000);
await page.screenshot({ path: `${out}/web-title-japanese.png` });
lines.length = 0;
await press('KeyO');
await waitForLine('settings opened', 15);
await page.waitForTimeout(500);
await page.screenshot({ path: `${out}/web-settings-japanese-reloaded.png` });
// "As the system", in the row of languages: in Japanese the rows above it may wrap, and push it
// down a row.
for (const y of [languageRow, languageRow + 43, languageRow + 72, languageRow]) {
  if (lines.some((l) => l.includes('the language is now en'))) break;
  await page.mouse.click(450, y);
  await page.waitForTimeout(2000);
}
await waitForLine('the language is now en', 15);
await press('Escape');
await waitForLine('settings closed', 15);
console.log(`the language: Japanese chosen in the settings, its letters fetched again by the game after a failed fetch, and kept across a reload (fetched ${fetched.join(', ')}), then English again`);

// A browser set to German, on a first visit: the page fetches the game's German words while the
// game loads (the module carries English's alone), so that its first frame speaks German; the
// service worker keeps them, and offline the next visit speaks German from its first frame too.
{
  const context = await browser.newContext({ locale: 'de-DE', viewport: { width: 1280, height: 800 } });
  const german = await context.newPage();
  let order = [];
  german.on('console', (m) => {
    if (m.text().includes('the first frame is drawn')) order.push('the first frame');
    if (m.text().includes('the language is now de')) order.push('German');
  });
  const germanFirst = async (visit) => {
    const until = Date.now() + 60000;
    while (order.length < 2 && Date.now() < until) await german.waitForTimeout(200);
    if (order.join() !== 'German,the first frame') {
      throw new Error(`a browser in German, ${visit}: ${order.join(', ') || 'nothing'} (German must be in force before the first frame)`);
    }
  };
  await german.goto(url);
  await germanFirst('first visit');
  await german.waitForTimeout(1000);
  await german.screenshot({ path: `${out}/web-title-german.png` });
  const kept = await german.evaluate(async () => {
    for (let i = 0; i < 100; i++) {
      for (const name of await caches.keys()) {
        if (!name.startsWith('puzzlebox-words-')) continue;
        const files = (await (await caches.open(name)).keys()).map((r) => r.url.split('/').pop());
        if (files.length) return files;
      }
      await new Promise((done) => setTimeout(done, 200));
    }
    return [];
  });
  if (!kept.some((f) => /^de-[0-9a-f]+\.ftl$/.test(f))) throw new Error(`the German words were not kept for offline play: ${kept}`);
  await context.setOffline(true);
  order = [];
  await german.reload();
  await germanFirst('offline');
  await context.close();
  console.log(`a browser in German: German in force before the first frame, online and offline (kept: ${kept.join(', ')})`);
}

// Title → puzzles → Fifteen's levels → the first level.
await press('Enter');
await page.waitForTimeout(1000);
await page.screenshot({ path: `${out}/web-puzzles.png` });
await press('Digit5');
await page.waitForTimeout(1000);
await page.screenshot({ path: `${out}/web-levels.png` });
await press('Enter');
await waitForLine('opened fifteen/', 30);
await page.waitForTimeout(1500);
await page.screenshot({ path: `${out}/web-fifteen.png` });

// The address follows the game: it names the level on show; Back goes to the list and
// Forward to the level again, at once.
const openedId = lines.find((l) => l.includes('opened fifteen/')).match(/opened (fifteen\/\S+)/)[1];
async function addressIs(wanted, what) {
  const until = Date.now() + 15000;
  let now = await page.evaluate(() => location.hash);
  while (now !== wanted && Date.now() < until) {
    await page.waitForTimeout(250);
    now = await page.evaluate(() => location.hash);
  }
  if (now !== wanted) throw new Error(`${what}: the address ends in "${now}", not "${wanted}"`);
}
await addressIs(`#${openedId}`, 'a level on show');
lines.length = 0;
await page.goBack();
await waitForLine('the address asks for levels/fifteen', 15);
await addressIs('#levels/fifteen', 'after Back');
lines.length = 0;
await page.goForward();
await waitForLine(`opened ${openedId}`, 15);
await addressIs(`#${openedId}`, 'after Forward');
await page.waitForTimeout(1000);
await page.focus('#bevy');
console.log(`the address followed the game: #${openedId}, Back to #levels/fifteen, Forward`);

// A few moves by hand, then the solver plays the rest. A screen reader finds the board in
// words, and after the moves their announcement and the board's words changed (the whole
// board, its element's description: its line may stay the same).
const boardWhole = () => page.evaluate(() =>
  document.querySelector('#interface-in-words [role=img]')?.getAttribute('aria-description'));
tree = await pageTree();
mustHold(tree, /img "Board: [^"]*"/, 'the board in words');
const boardBefore = await boardWhole();
await press('ArrowLeft');
await press('ArrowUp');
await page.waitForTimeout(500);
tree = await pageTree();
mustHold(tree, /status: \S[^\n]*/, 'the announcement after a move');
const boardAfter = await boardWhole();
if (!boardBefore || boardAfter === boardBefore) {
  throw new Error(`the board's words did not change after the moves: ${boardAfter}`);
}
console.log(`read aloud: ${boardBefore} → ${tree.match(/status: (\S[^\n]*)/)[1]}`);
await press('KeyS');
await waitForLine('level solved', 120);
await page.waitForTimeout(1500);
await page.screenshot({ path: `${out}/web-fifteen-solved.png` });

const solved = lines.find((l) => l.includes('level solved'));
console.log(solved.replace(/.*level solved/, 'level solved'));

// Today's five: the Daily screen from the address makes the same five codes as the command
// line (DAILY_CODES, from `puzzlebox daily --json`, given by scripts/test-web.sh); today's
// Fifteen is played (by the solver: marked "with help"), and Share copies the day's result.
async function playTodaysFifteen() {
  lines.length = 0;
  await page.evaluate(() => { location.hash = '#daily'; });
  await waitForLine('daily set ', 30);
  const made = lines.find((l) => l.includes('daily set ')).replace(/.*daily set /, '').trim();
  const madeIn = made.match(/made in (\d+) ms/)[1];
  const wanted = process.env.DAILY_CODES;
  if (wanted && !made.includes(wanted)) {
    throw new Error(`the page made other daily levels than the command line:\n${made}\n${wanted}`);
  }
  await page.waitForTimeout(1000);
  await page.screenshot({ path: `${out}/web-daily.png` });
  // Fifteen's Play button: the fifth row's, at 1280×800.
  await page.mouse.click(582, 470);
  await waitForLine('opened daily/', 15);
  await press('KeyS');
  await waitForLine('level solved', 120);
  await page.waitForTimeout(1000);
  await press('Escape');
  await page.waitForTimeout(1000);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url });
  await page.mouse.click(1220, 46);
  await page.waitForTimeout(1000);
  const shared = await page.evaluate(() => navigator.clipboard.readText());
  if (!/^puzzlebox \d{4}-\d\d-\d\d: – – – – ○ · 1\/5 · /.test(shared) || !shared.includes('#daily=')) {
    throw new Error(`the day's result shared: ${JSON.stringify(shared)}`);
  }
  await page.screenshot({ path: `${out}/web-daily-shared.png` });
  console.log(`today's five made in ${madeIn} ms, as on the command line${wanted ? '' : ' (not compared)'}; shared:\n${shared}`);
}
await playTodaysFifteen();

// A link pasted into the tab that shows the game opens at once, with no reload.
lines.length = 0;
await page.evaluate(() => { location.hash = '#shot/01-the-example'; });
await waitForLine('opened shot/01-the-example', 15);
await addressIs('#shot/01-the-example', 'a pasted link');
console.log('a link pasted into the tab opened its level at once');

// A level of another puzzle opened by its address over the snake's 3D scene looks as the same
// level opened fresh: nothing of the snake (its dark scene, its ghosts, its card, its panel)
// is left on the picture.
async function fromTheSnakeByAddress() {
  await openPage('snake/05-the-classic');
  lines.length = 0;
  await page.evaluate(() => { location.hash = '#shot/01-the-example'; });
  await waitForLine('opened shot/01-the-example', 15);
  await page.waitForTimeout(4000);
  const byAddress = await page.screenshot({ path: `${out}/web-shot-after-the-snake.png` });
  await openPage('shot/01-the-example');
  const fresh = await page.screenshot({ path: `${out}/web-shot-fresh.png` });
  const share = differing(byAddress, fresh);
  if (share > 0.02) {
    throw new Error(`Shot opened by its address over the snake differs from Shot opened fresh in ${(share * 100).toFixed(1)} % of the page`);
  }
  console.log(`Shot opened by its address over the snake looks as when opened fresh (${(share * 100).toFixed(2)} % of the pixels differ)`);
}
await fromTheSnakeByAddress();

// The longest frame while each puzzle's hardest level is solved, and while a new random level
// is made (and given its par), against the longest on a level list, where nothing is being
// solved. Each level is opened from the address.
async function openPage(hash) {
  lines.length = 0;
  pageOpened = Date.now();
  await page.goto(url + '#' + hash);
  await page.reload(); // a new address that differs only after '#' does not load the page again
  await waitForLine('puzzlebox is ready', 120);
  await page.waitForTimeout(4000);
  await page.focus('#bevy');
}
const frames = {};
await openPage('levels/shot');
frames['a level list (no solver at work)'] = await longestFrame(async () => {
  await page.waitForTimeout(3000);
});
const hardest = [
  'shot/12-fourteen',
  'snake/14-the-wooden-snake',
  'klotski/11-the-marathon',
  'kodable/16-the-maze',
];
for (const id of hardest) {
  const kind = id.split('/')[0];
  await openPage(id);
  await waitForLine(`opened ${id}`, 10);
  frames[`${id}: solve`] = await longestFrame(async () => {
    await press('KeyS');
    await page.waitForTimeout(6000);
  });
  await page.screenshot({ path: `${out}/web-${kind}-hardest.png` });
  // A new random level: made, checked and given its par by the solvers.
  frames[`${kind}: a new random level`] = await longestFrame(async () => {
    await press('KeyN');
    await page.waitForTimeout(6000);
  });
  await page.screenshot({ path: `${out}/web-${kind}-random.png` });
}
for (const [what, ms] of Object.entries(frames)) {
  console.log(`longest frame, ${what}: ${Math.round(ms)} ms`);
}
// The searches and the new levels above were done by workers: each answer is logged with the
// time the page took to read it.
const answered = [...firstSeen.keys()].filter((l) => l.includes('a worker answered'));
for (const line of answered) console.log(line.replace(/.*a worker answered/, 'a worker answered'));
if (answered.length < hardest.length * 2) {
  throw new Error(`only ${answered.length} answers from workers, for ${hardest.length} levels`);
}
const homeWork = [...firstSeen.keys()].find((l) => l.includes('the page does the work itself'));
if (homeWork) throw new Error('a worker failed: ' + homeWork);
await snakeFrames();

// A fresh phone-sized page, 390×844 and touch only, whose saved settings are `settings`; what
// it said, and a finger for it.
async function aPhone(settings = {}) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1,
  });
  const phone = await context.newPage();
  if (Object.keys(settings).length > 0) {
    await phone.addInitScript((settings) => {
      if (!localStorage.getItem('puzzlebox-progress')) {
        localStorage.setItem('puzzlebox-progress',
          JSON.stringify({ version: 1, levels: {}, mine: [], settings }));
      }
    }, settings);
  }
  const said = [];
  phone.on('console', (m) => {
    said.push(m.text());
    if (isError(m)) errors.push(m.text());
  });
  phone.on('pageerror', (e) => errors.push(String(e)));
  const touch = await context.newCDPSession(phone);
  const heard = async (text, seconds) => {
    const until = Date.now() + seconds * 1000;
    while (Date.now() < until) {
      const line = said.find((l) => l.includes(text));
      if (line) return line;
      await phone.waitForTimeout(200);
    }
    await phone.screenshot({ path: `${out}/phone-failed.png` });
    throw new Error(`phone: no "${text}" in the console after ${seconds} s`);
  };
  // A finger down, moved in steps, and up: a swipe (or, with no distance, a tap).
  const swipe = async (from, to, steps = 6, rest = 500) => {
    const point = (p) => [{ x: p[0], y: p[1] }];
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from) });
    await phone.waitForTimeout(120);
    for (let i = 1; i <= steps; i++) {
      const at = [from[0] + (to[0] - from[0]) * i / steps, from[1] + (to[1] - from[1]) * i / steps];
      await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(at) });
      await phone.waitForTimeout(60);
    }
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await phone.waitForTimeout(rest);
  };
  // A tap, and a rest after it long enough for a frame to see it (the 3D scene draws about a
  // frame a second in software, and two taps in one frame would be one).
  const tap = (at, rest = 500) => swipe(at, at, 0, rest);
  return { context, phone, said, heard, swipe, tap };
}

// A phone: one level of each puzzle is played with taps and swipes, on a fresh page whose
// "How to play" cards open the first time and are tapped away.
async function playOnAPhone() {
  const { context, phone, said, heard, swipe, tap } = await aPhone();
  // Opens a level from the address, puts its card away, and reads where its flat board is
  // (the snake's 3D scene has none).
  const open = async (id) => {
    said.length = 0;
    await phone.goto(url + '#' + id);
    await phone.reload();
    await heard('puzzlebox is ready', 120);
    await heard(`opened ${id}`, 30);
    const flat = !id.startsWith('snake/');
    const board = flat ? await heard('board on screen', 30) : 'at 0,0, 0×0';
    await phone.waitForTimeout(flat ? 2500 : 6000);
    await phone.screenshot({ path: `${out}/phone-${id.split('/')[0]}-card.png`, timeout: 120000 });
    await tap([300, 6]); // on the card's backdrop, at the window's top edge
    await phone.waitForTimeout(800);
    const [, x, y, w, h] = board.match(/at (\d+),(\d+), (\d+)×(\d+)/).map(Number);
    return { x, y, w, h };
  };
  // Where the board is now; it must be where the level opened it until the level is won
  // (a board that moves under a finger aimed at it a moment before makes a swipe miss).
  const still = (b) => {
    const m = said.map((l) => l.match(/board on screen at (\d+),(\d+), (\d+)×(\d+)/)).findLast(Boolean);
    const now = m ? { x: +m[1], y: +m[2], w: +m[3], h: +m[4] } : b;
    if (JSON.stringify(now) !== JSON.stringify(b)) {
      throw new Error(`phone: the board moved during play, from ${JSON.stringify(b)} to ${JSON.stringify(now)}`);
    }
    return b;
  };
  // PHONE_PART=snake,puzzles (say) plays only those parts (`big`: bigTextOnAPhone's).
  const part = (name) => !process.env.PHONE_PART || process.env.PHONE_PART.split(',').includes(name);
  const cell = (b, cols, rows, c, r) => [b.x + (c + 0.5) * b.w / cols, b.y + (r + 0.5) * b.h / rows];
  const won = async (id) => {
    await heard(`level solved: ${id}`, 60);
    await phone.waitForTimeout(1500);
    await phone.screenshot({ path: `${out}/phone-${id.split('/')[0]}-won.png` });
    console.log(`phone: ${id} won by touch`);
  };

  if (part('shot')) {
    // Shot: three swipes along the fourth row.
    const b = await open('shot/01-the-example');
    for (const [c, dir] of [[0, 1], [3, -1], [2, 1]]) {
      const from = cell(still(b), 7, 8, c, 3);
      await swipe(from, [from[0] + dir * 90, from[1]]);
    }
    await won('shot/01-the-example');
  }

  if (part('fifteen')) {
    // Fifteen: a tap on each tile that slides, on a 3×3 board played along in the test.
    const b = await open('fifteen/01-first-light');
    const tiles = [0, 3, 6, 1, 4, 2, 7, 5, 8];
    for (const t of [1, 4, 2, 6, 3, 2, 5, 8]) {
      const i = tiles.indexOf(t);
      await tap(cell(still(b), 3, 3, i % 3, Math.floor(i / 3)));
      const hole = tiles.indexOf(0);
      [tiles[i], tiles[hole]] = [tiles[hole], tiles[i]];
    }
    await won('fifteen/01-first-light');
  }

  if (part('klotski')) {
    // Sliding blocks: each block dragged from its top-left cell to where the solution puts it.
    const b = await open('klotski/01-side-step');
    for (const [from, to] of [[[3, 1], [2, 1]], [[1, 1], [1, 0]], [[2, 2], [1, 2]],
                              [[3, 3], [3, 1]], [[2, 3], [3, 3]], [[0, 3], [1, 3]]]) {
      await swipe(cell(still(b), 4, 5, ...from), cell(b, 4, 5, ...to), 8);
    }
    await won('klotski/01-side-step');
  }

  if (part('kodable')) {
    // Roll-the-ball. First a tap after the page has been still for 8 s (the game sleeps, and
    // the frame the finger wakes is stamped with the time before the pause): ⚙ must open the
    // settings at once.
    await open('kodable/01-first-roll');
    await phone.waitForTimeout(8500);
    said.length = 0;
    await tap([130, 28]);
    await heard('settings opened', 10);
    await phone.keyboard.press('Escape');
    await heard('settings closed', 10);
    // Share, reached by touch: the bar of controls is swiped up to it, and it copies a link.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(url).origin });
    await swipe([320, 830], [320, 690], 8, 1500);
    await phone.screenshot({ path: `${out}/phone-kodable-share.png` });
    await tap([47, 771], 1500); // Share, the bar swiped up
    const link = await phone.evaluate(() => navigator.clipboard.readText());
    if (!link.includes('#code=')) throw new Error(`phone: Share copied ${JSON.stringify(link)}`);
    console.log(`phone: roll-the-ball's Share reached by touch, a tap after 8 s still acted`);
    await swipe([320, 690], [320, 830], 8, 1500);
    // The → block from the palette, then Run.
    await tap([199, 453]);
    await tap([48, 743]);
    await won('kodable/01-first-roll');
  }

  if (part('snake')) {
    // Snake: the panel's buttons, corner by corner (Turn ⟳ from straight gives twist 0, ⟲ twist 3).
    await open('snake/01-eight-cubes');
    // The first level's guide, skipped: the corner panel, folded away while it is on show,
    // opens under the top bar (Skip gives the guide's room back).
    await tap([57, 133], 2500);
    await phone.screenshot({ path: `${out}/phone-snake-panel.png` });
    const next = [94, 178], forward = [194, 178], back = [144, 178];
    for (const [i, taps] of [[forward], [forward], [back], [forward], [forward, forward], [forward]].entries()) {
      if (i > 0) await tap(next, 2500);
      for (const t of taps) await tap(t, 2500);
    }
    await won('snake/01-eight-cubes');
  }

  if (part('snake-touch')) {
    // The snake by touch, on a level without a guide: a one-finger drag far up turns the view
    // but keeps the camera above the floor (the cubes stay in sight), the panel's Home view
    // brings the view back, and a tap on a cube picks its corner.
    await open('snake/02-four-corners-to-go');
    await phone.waitForTimeout(2500);
    const scene = { clip: { x: 0, y: 280, width: 390, height: 280 } };
    const home = await phone.screenshot(scene);
    await phone.screenshot({ path: `${out}/phone-snake-touch-home.png` });
    await swipe([300, 540], [300, 290], 10, 3000);
    const turned = await phone.screenshot(scene);
    await phone.screenshot({ path: `${out}/phone-snake-touch-turned.png` });
    const [woodHome, woodTurned] = [wood(home), wood(turned)];
    if (woodTurned < 0.3 * woodHome) {
      throw new Error(`phone: after a drag up the cubes left the view (${woodTurned} wooden pixels, ${woodHome} before)`);
    }
    await tap(SNAKE_HOME_VIEW, 3000);
    const back = differing(home, await phone.screenshot(scene));
    if (back > 0.05) throw new Error(`phone: Home view left ${(100 * back).toFixed(1)} % of the scene changed`);
    const corner = () => phone.evaluate(() =>
      document.getElementById('interface-in-words')?.textContent.match(/Corner (\d+) of/)?.[1]);
    const was = await corner();
    await tap(SNAKE_FAR_CUBE, 3000);
    const now = await corner();
    await phone.screenshot({ path: `${out}/phone-snake-touch-picked.png` });
    if (!was || !now || was === now) throw new Error(`phone: a tap on a cube picked no corner (corner ${was}, then ${now})`);
    console.log(`phone: the snake by touch: a drag of 250 px up kept ${woodTurned} of ${woodHome} wooden ` +
      `pixels in sight, Home view brought the view back (${(100 * back).toFixed(1)} % changed), ` +
      `a tap on a cube picked corner ${now} (was ${was})`);
  }

  if (part('puzzles')) {
    // The puzzle list scrolls with the first swipe.
    said.length = 0;
    await phone.goto(url + '#puzzles');
    await phone.reload();
    await heard('puzzlebox is ready', 120);
    await phone.waitForTimeout(3000);
    await phone.screenshot({ path: `${out}/phone-puzzles.png` });
    // The first card's name and words (not its preview, which moves by itself) go up.
    const words = { clip: { x: 40, y: 190, width: 290, height: 40 } };
    const before = await phone.screenshot(words);
    await swipe([200, 700], [200, 250], 10);
    await phone.waitForTimeout(1000);
    await phone.screenshot({ path: `${out}/phone-puzzles-scrolled.png` });
    const after = await phone.screenshot(words);
    if (before.equals(after)) throw new Error('phone: the first swipe did not scroll the puzzle list');
  }

  await context.close();
}

// A phone at 200 % text: a level list is reached and a level picked by touch (at 200 % the
// tools above the list once left no row in sight), the level's How-to-play card scrolls and
// its Got it is reached, and Next for you opens a level that is drawn without another tap.
async function bigTextOnAPhone() {
  const { context, phone, said, heard, swipe, tap } = await aPhone({ text_size: 200 });
  await phone.goto(url + '#levels/shot');
  await heard('puzzlebox is ready', 120);
  await phone.waitForTimeout(4000);
  await phone.screenshot({ path: `${out}/phone-200-levels.png` });
  const list = await phone.screenshot();
  // The second row of the list (the first is the level "Next for you" would open).
  said.length = 0;
  await tap([185, 590], 3000);
  await heard('opened shot/02-hash-marks', 30);
  await heard('the How-to-play card of shot opened', 30);
  await phone.waitForTimeout(1500);
  await phone.screenshot({ path: `${out}/phone-200-card.png` });
  const cardWords = { clip: { x: 40, y: 180, width: 280, height: 300 } };
  const before = await phone.screenshot(cardWords);
  await swipe([200, 460], [200, 220], 8, 1500);
  const after = await phone.screenshot(cardWords);
  if (before.equals(after)) throw new Error('phone at 200 %: the How-to-play card did not scroll');
  await tap([194, 633], 1500); // Got it
  await heard('the How-to-play card closed', 10);
  // Next for you, from the list: the level it opens is drawn without another tap.
  await phone.goto(url + '#levels/shot');
  await phone.reload();
  await heard('puzzlebox is ready', 120);
  await phone.waitForTimeout(4000);
  said.length = 0;
  await tap([156, 166]);
  await heard('opened shot/01-the-example', 30);
  await phone.waitForTimeout(3000);
  await phone.screenshot({ path: `${out}/phone-200-next.png` });
  const drawn = differing(list, await phone.screenshot());
  if (drawn < 0.05) {
    throw new Error(`phone at 200 %: Next for you's level was not drawn (${(100 * drawn).toFixed(1)} % changed)`);
  }
  console.log(`phone at 200 %: a level picked from the list by touch, its card scrolled and put ` +
    `away, and Next for you's level drawn at once (${(100 * drawn).toFixed(0)} % of the page changed)`);
  await context.close();
}

// A high-density phone: the game lays out the page's 390 points, whatever pixel ratio the
// browser reports with the canvas's pixels. Headless Chromium is out of step either way: an
// emulated ratio of 2 comes with the pixels at 1× (a 195-point screen, were they believed), and
// a ratio forced on the command line with the pixels at 2× and a ratio of 1 (780 points).
async function layOutAtHighDensity() {
  const ways = [
    ['an emulated ratio of 2', browser, { deviceScaleFactor: 2, isMobile: true, hasTouch: true }],
    ['a forced ratio of 2', null, { hasTouch: true }],
  ];
  for (const [way, shared, options] of ways) {
    const own = shared ?? await chromium.launch({
      executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
      headless: true,
      args: [...launchArgs, '--force-device-scale-factor=2'],
    });
    const context = await own.newContext({ viewport: { width: 390, height: 844 }, ...options });
    const phone = await context.newPage();
    const said = [];
    phone.on('console', (m) => {
      said.push(m.text());
      if (isError(m)) errors.push(m.text());
    });
    await phone.goto(url + '#shot/01-the-example');
    const until = Date.now() + 120000;
    let board;
    while (!board && Date.now() < until) {
      board = said.map((l) => l.match(/board on screen at (\d+),(\d+), (\d+)×(\d+)/)).findLast(Boolean);
      await phone.waitForTimeout(500);
    }
    if (!board) throw new Error(`${way}: the board was never laid out`);
    // Laid out again once the scale is put right: the last place is the one that holds.
    await phone.waitForTimeout(3000);
    board = said.map((l) => l.match(/board on screen at (\d+),(\d+), (\d+)×(\d+)/)).findLast(Boolean);
    const [x, w] = [Number(board[1]), Number(board[3])];
    await phone.screenshot({ path: `${out}/phone-${shared ? 'emulated' : 'forced'}-2x.png` });
    if (w < 250 || x + w > 390) {
      throw new Error(`${way}: the board is ${w} points wide from ${x}, on a 390-point page`);
    }
    console.log(`phone at ${way}: the board ${w} points wide from ${x}, on a 390-point page`);
    await context.close();
    if (!shared) await own.close();
  }
}

// A level named in the address opens at once.
await openPage('fifteen/02-three-by-three');
await waitForLine('opened fifteen/02-three-by-three', 10);
await page.waitForTimeout(2000);
await page.screenshot({ path: `${out}/web-from-address.png` });

// Moves made there and one taken back survive a reload: the level continues where it was left,
// with its undo history (one more undo shows in the saved place), and the attempt was counted.
const left = () => page.evaluate(() => {
  const saved = JSON.parse(localStorage.getItem('puzzlebox-progress'));
  const place = saved.resume?.['fifteen/02-three-by-three'];
  const record = saved.levels?.['fifteen/02-three-by-three'];
  return [place?.done?.length ?? 0, place?.undone?.length ?? 0, record?.attempts ?? 0];
});
// Each key is given the time a slow frame needs: the saved place is read until it shows it.
async function untilLeft(wanted, what) {
  const until = Date.now() + 20000;
  let now = await left();
  while (now.join() !== wanted && Date.now() < until) {
    await page.waitForTimeout(250);
    now = await left();
  }
  if (now.join() !== wanted) throw new Error(`${what}: the saved place is ${now}, not ${wanted}`);
}
await press('ArrowLeft');
await untilLeft('1,0,1', 'after a move');
await press('ArrowUp');
await untilLeft('2,0,1', 'after two moves');
await press('ArrowLeft');
await untilLeft('3,0,1', 'after three moves');
await press('KeyZ');
await untilLeft('2,1,1', 'after an undo');
lines.length = 0;
await page.reload();
await waitForLine('opened fifteen/02-three-by-three', 120);
// Three moves made again and the last taken back: two stand.
await waitForLine('made 2 moves of the level opened', 10);
await page.waitForTimeout(3000);
await page.focus('#bevy');
await press('KeyZ');
await untilLeft('1,2,1', 'after the reload and an undo');
await page.screenshot({ path: `${out}/web-resumed.png` });
console.log('a level left half-way came back after a reload, with its undo history');

// A shared link: the code of Fifteen's "Three by three" with its first three moves (made by
// `puzzlebox code fifteen/02-three-by-three --moves '[{"tile":7},{"tile":5},{"tile":1}]'`,
// which scripts/test-web.sh gives as LEVEL_CODE; the code holds the level's text, so the one
// written here is the level file's of 2026-11-30) opens that built-in level with the moves made.
const code = process.env.LEVEL_CODE ||
  'pb1.RczBCoJAFIXhVznctQNOZtb1Ndo1LZSuNDTdQgdDZN69DMrdx3_gzHTzeiGmzndRRCmjIKOET6kRfQzCOF57EbQT4gKnNV7NwMgL8w2mncx_eTY9wx6c7rDFxmmOAnunFUpYt7zfH6MMxKeZog9CXKXsx3KlTef0BlJqgik';
lines.length = 0;
await page.goto(url + '#code=' + code);
await page.reload();
await waitForLine('opened fifteen/02-three-by-three', 120);
await waitForLine('made 3 moves of the level opened', 10);
await page.waitForTimeout(2000);
await page.screenshot({ path: `${out}/web-from-code.png` });

await timeTheFirstHint();

// The editor, opened from the address: a level made is kept (Ctrl+S) and is still there after
// a reload, and Save file (Ctrl+E) hands the browser a level file to download.
async function chord(key) {
  // Control is held over several frames either side, so that a slow frame sees it down.
  await page.keyboard.down('Control');
  await page.waitForTimeout(800);
  await press(key);
  await page.waitForTimeout(1200);
  await page.keyboard.up('Control');
}
const made = () => page.evaluate(() => {
  const saved = JSON.parse(localStorage.getItem('puzzlebox-progress'));
  return (saved.mine ?? []).filter((l) => l.id.startsWith('mine/shot/made-')).map((l) => l.text);
});
await openPage('edit/shot');
await page.screenshot({ path: `${out}/web-editor.png` });
await chord('KeyS');
const keptUntil = Date.now() + 20000;
while ((await made()).length === 0 && Date.now() < keptUntil) await page.waitForTimeout(250);
const kept = await made();
if (kept.length !== 1) throw new Error(`the level made was not kept: ${kept.length}`);
const [download] = await Promise.all([
  page.waitForEvent('download', { timeout: 20000 }),
  chord('KeyE'),
]);
if (download.suggestedFilename() !== 'my-level.shot') {
  throw new Error(`the file offered is ${download.suggestedFilename()}`);
}
await openPage('levels/shot');
const afterReload = await made();
if (afterReload.join() !== kept.join()) throw new Error('the level made did not survive a reload');
await page.screenshot({ path: `${out}/web-your-levels.png` });
console.log('a level made in the editor was kept across a reload and downloaded as a file');

// A level file dropped on the page opens; a broken one is explained (a warning, not an error).
async function dropFile(name, text) {
  await page.evaluate(([name, text]) => {
    const data = new DataTransfer();
    data.items.add(new File([text], name, { type: 'text/plain' }));
    const drop = new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true });
    document.getElementById('bevy').dispatchEvent(drop);
  }, [name, text]);
}
await dropFile('corner.fifteen', '; title: Corner\n1 2 3\n4 5 6\n7 0 8\n');
await waitForLine('opened file/corner.fifteen', 10);
await dropFile('broken.fifteen', '1 2 3\n4 5 x\n7 0 8\n');
await waitForLine('broken.fifteen, line 2', 10);
await page.waitForTimeout(1500);
await page.screenshot({ path: `${out}/web-dropped-file.png` });

// Progress in a file: one dropped on the page is merged in and told; on the Stats screen,
// Export progress hands the browser a file to download, and Import progress… opens the
// browser's picker, whose file is merged in as a dropped one is (a second time, nothing new).
const progressFile = JSON.stringify({
  version: 1, mine: [], settings: {},
  levels: { 'klotski/01-side-step': { solved: true, best: 6, best_time: 40000, attempts: 1 } },
});
await dropFile('from-the-laptop.json', progressFile);
await waitForLine('Imported from from-the-laptop.json: 1 level record added', 10);
const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('puzzlebox-progress')));
if (!stored.levels['klotski/01-side-step']?.solved) throw new Error('the progress dropped was not kept');
await dropFile('cut.json', progressFile.slice(0, 40));
await waitForLine('cut.json: line 1', 10);
await openPage('stats');
// Ctrl+E, as the button says: a key the browser trusts, as it must for a download.
const [exported] = await Promise.all([
  page.waitForEvent('download', { timeout: 20000 }),
  chord('KeyE'),
]);
if (!/^puzzlebox-progress-\d{4}-\d{2}-\d{2}\.json$/.test(exported.suggestedFilename())) {
  throw new Error(`the progress offered is ${exported.suggestedFilename()}`);
}
const exportedText = await (await exported.createReadStream()).toArray();
if (!Buffer.concat(exportedText).toString().includes('klotski/01-side-step')) {
  throw new Error('the progress downloaded does not hold the record imported');
}
// Ctrl+I opens the browser's picker (which, too, needs a key or a click the browser trusts).
const [chooser] = await Promise.all([
  page.waitForEvent('filechooser', { timeout: 20000 }),
  chord('KeyI'),
]);
await chooser.setFiles({ name: 'again.json', mimeType: 'application/json', buffer: Buffer.from(progressFile) });
await waitForLine('again.json holds nothing new', 10);
await page.waitForTimeout(1000);
await page.screenshot({ path: `${out}/web-stats-progress-file.png` });
console.log('a progress file dropped was merged in, one cut short refused; the Stats screen downloaded the progress and imported a file picked');

// The desktop page is closed first: two pages drawing in software at once slow the 3D scene
// down so far that a screenshot of it can time out.
await page.close();
await playOnAPhone();
await bigTextOnAPhone();
await layOutAtHighDensity();

await playOfflineAndUpdate();

await browser.close();
if (errors.length > 0) {
  console.error(`${errors.length} error(s) in the console:\n` + errors.join('\n'));
  process.exit(1);
}
console.log(`no errors; first frame ${firstFrame.toFixed(2)} s`);

// The installable web app, in a browser profile of its own and from a server of its own (the
// web build in DIST, on the next port), which the test stops and starts again. After one visit
// the page opens and plays with no server at all; a new version is picked up with the notice,
// and the progress is kept throughout. Chromium's own check finds the page installable.
async function playOfflineAndUpdate() {
  const dir = process.env.DIST ?? 'dist';
  const port = Number(new URL(url).port || 80) + 1;
  const home = `http://127.0.0.1:${port}/`;
  // A profile on disk, as a player's is (Chromium installs nothing from a private window).
  const profile = await mkdtemp(join(tmpdir(), 'puzzlebox-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: launchArgs,
    viewport: { width: 1280, height: 800 },
  });
  const app = context.pages()[0] ?? await context.newPage();
  const said = [];
  app.on('console', (m) => {
    said.push(m.text());
    if (isError(m)) errors.push(m.text());
  });
  app.on('pageerror', (e) => errors.push(String(e)));
  const saying = async (text, seconds) => {
    for (const until = Date.now() + seconds * 1000; Date.now() < until;) {
      if (said.some((l) => l.includes(text))) return;
      await app.waitForTimeout(200);
    }
    await app.screenshot({ path: `${out}/web-offline-failed.png` }).catch(() => {});
    throw new Error(`no "${text}" on the installed page after ${seconds} s; it said:\n${said.join('\n')}`);
  };
  const open = async (hash) => {
    said.length = 0;
    await app.goto(`${home}#${hash}`);
    await app.reload();
    await saying('puzzlebox is ready', 30);
    await app.waitForTimeout(3000);
    await app.focus('#bevy');
  };
  await app.addInitScript(() => {
    if (!localStorage.getItem('puzzlebox-progress')) {
      localStorage.setItem('puzzlebox-progress', JSON.stringify({
        version: 1, levels: {}, mine: [], settings: { rules_seen: ['fifteen'] },
      }));
    }
  });
  // The player's own win of Fifteen's first level: Up slides the tile below the hole up, and
  // so on (the solver's eight moves).
  const winFirstLight = async () => {
    await open('fifteen/01-first-light');
    for (const key of ['Up', 'Left', 'Left', 'Down', 'Right', 'Up', 'Up', 'Left']) {
      await app.keyboard.down(`Arrow${key}`);
      await app.waitForTimeout(150);
      await app.keyboard.up(`Arrow${key}`);
      await app.waitForTimeout(350);
    }
    await saying('level solved: fifteen/01-first-light', 30);
  };
  const kept = () => app.evaluate(() =>
    JSON.parse(localStorage.getItem('puzzlebox-progress') ?? '{}').levels?.['fifteen/01-first-light']);
  const keptWin = async (when) => {
    for (const until = Date.now() + 10000; Date.now() < until; await app.waitForTimeout(300)) {
      const record = await kept();
      if (record?.solved && record.best === 8) return record;
    }
    throw new Error(`the win is not in the progress ${when}: ${JSON.stringify(await kept())}`);
  };

  // The first visit: the service worker keeps every file, and takes charge of the page.
  let server = await serve(dir, port);
  await app.goto(home);
  await saying('puzzlebox is ready', 120);
  const readyAt = Date.now();
  await app.waitForFunction(() => navigator.serviceWorker?.controller, null, { timeout: 60000 });
  const cdp = await context.newCDPSession(app);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  if (installabilityErrors.length > 0) {
    throw new Error(`Chromium finds the page not installable: ${JSON.stringify(installabilityErrors)}`);
  }
  const manifest = await cdp.send('Page.getAppManifest');
  if (manifest.errors.length > 0) throw new Error(`the manifest: ${JSON.stringify(manifest.errors)}`);
  // Fifteen's tables are fetched in the background, a few seconds after the page started.
  const tablesKept = () => app.evaluate(async () => (await (await caches.open('puzzlebox-tables')).keys()).length);
  for (const until = Date.now() + 120000; await tablesKept() === 0;) {
    if (Date.now() > until) throw new Error("Fifteen's tables were not kept for offline play in 120 s");
    await app.waitForTimeout(250);
  }
  // As soon as the page is idle after its start: kept only from the 8 s mark, a shorter first
  // visit kept none, and offline the first 4×4 hint waited 7 s for its tables to be built.
  const keptAfter = (Date.now() - readyAt) / 1000;
  if (keptAfter > 8) throw new Error(`Fifteen's tables were kept ${keptAfter.toFixed(1)} s after the start`);
  console.log(`Fifteen's tables kept for offline play ${keptAfter.toFixed(1)} s after the page was ready`);
  const keptFiles = await app.evaluate(async () => {
    const names = await caches.keys();
    const all = await Promise.all(names.map(async (n) => (await (await caches.open(n)).keys()).length));
    return names.map((n, i) => `${n}: ${all[i]} files`);
  });
  console.log(`installable (Chromium's check: no errors); kept for offline: ${keptFiles.join(', ')}`);

  // No server at all: the page opens from what was kept, plays a level to a win, and keeps it.
  await stop(server);
  // (The probe's refused connection is the one error the console is expected to show.)
  const errorsBefore = errors.length;
  const unreachable = await app.evaluate((u) => fetch(u + 'no-such-file').then(() => false, () => true), home);
  if (!unreachable) throw new Error('the server still answers');
  await app.waitForTimeout(500);
  errors.splice(errorsBefore);
  const offlineStart = Date.now();
  await winFirstLight();
  const record = await keptWin('offline');
  await app.screenshot({ path: `${out}/web-offline-won.png` });
  await open('levels/fifteen');
  await keptWin('after an offline reload');
  // A 4×4 board never opened before: its tables come from what the service worker kept.
  await open('fifteen/05-four-by-four');
  const asked = Date.now();
  await app.keyboard.down('KeyH');
  await app.waitForTimeout(150);
  await app.keyboard.up('KeyH');
  await saying('hint: ', 60);
  const hintOffline = (Date.now() - asked) / 1000;
  const builtHere = said.find((l) => l.includes('none were fetched') || l.includes('built by'));
  if (builtHere) throw new Error(`offline, the 4×4 tables were not the kept ones: ${builtHere}`);
  console.log(`offline: the first 4×4 hint ${hintOffline.toFixed(1)} s after H, from the tables kept`);
  console.log(`offline: opened, won Fifteen's first level in 8 moves (${((Date.now() - offlineStart) / 1000).toFixed(1)} s) and read it back: ${JSON.stringify(record)}`);

  // A new version on the server: the open page is told, and the player's reload brings it.
  const next = (path, body) => {
    if (path === '/sw.js') return body.toString().replace(/^const VERSION = '([^']*)';$/m, "const VERSION = '$1-next';");
    if (path === '/index.html') return body.toString().replace('</body>', '<!-- the next version -->\n</body>');
    return body;
  };
  server = await serve(dir, port, next);
  await app.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));
  await app.waitForSelector('#update:not([hidden])', { timeout: 60000 });
  const notice = await app.textContent('#update');
  await app.screenshot({ path: `${out}/web-update-ready.png` });
  said.length = 0;
  await Promise.all([app.waitForEvent('load', { timeout: 60000 }), app.click('#update button')]);
  await saying('puzzlebox is ready', 120);
  const isNext = await app.evaluate(() => document.documentElement.outerHTML.includes('the next version'));
  if (!isNext) throw new Error('the reload did not bring the new version');
  const cachesNow = await app.evaluate(() => caches.keys());
  const versioned = cachesNow.filter((n) => !n.startsWith('puzzlebox-fonts-') && n !== 'puzzlebox-tables');
  if (versioned.some((n) => !n.endsWith('-next'))) {
    throw new Error(`the old version's files were kept: ${cachesNow}`);
  }
  await keptWin('after the update');
  console.log(`update: "${notice}" shown; Reload brought the new version (kept: ${cachesNow.join(', ')}); the progress kept`);
  await stop(server);
  await context.close();
  await rm(profile, { recursive: true, force: true });
}
