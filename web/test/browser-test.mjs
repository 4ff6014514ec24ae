// Opens the web build in headless Chromium, waits for the game to be ready, opens a Fifteen
// level, lets the solver play it to the win, times the longest frame while each puzzle's
// hardest level is solved, opens a level named in the address and level files dropped on the
// page, and checks that nothing was logged as an error.
// Usage: node browser-test.mjs URL OUT_DIR
import { chromium } from 'playwright-core';
import { mkdirSync } from 'node:fs';

const url = process.argv[2] ?? 'http://127.0.0.1:8080/';
const out = process.argv[3] ?? 'shots';
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  headless: true,
  args: ['--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist',
         '--no-sandbox', '--disable-background-networking', '--disable-component-update',
         '--disable-sync', '--no-first-run'],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
const lines = [];
const errors = [];
page.on('console', (m) => {
  lines.push(m.text());
  if (m.type() === 'error') errors.push(m.text());
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

const started = Date.now();
await page.goto(url);
await waitForLine('puzzlebox is ready', 120);
// The first frame: wait until the canvas has been drawn (the loading text goes away).
await page.waitForSelector('#loading', { state: 'detached', timeout: 120000 });
await page.waitForTimeout(1500);
const firstFrame = (Date.now() - started) / 1000;
console.log(`first frame after ${firstFrame.toFixed(1)} s`);
await page.screenshot({ path: `${out}/web-title.png` });

// Title → puzzles → Fifteen's levels → the first level.
await page.click('#bevy');
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

// A few moves by hand, then the solver plays the rest.
await press('ArrowLeft');
await press('ArrowUp');
await press('KeyS');
await waitForLine('level solved', 120);
await page.waitForTimeout(1500);
await page.screenshot({ path: `${out}/web-fifteen-solved.png` });

const solved = lines.find((l) => l.includes('level solved'));
console.log(solved.replace(/.*level solved/, 'level solved'));

// The longest frame while each puzzle's hardest level is solved, and while a new random level
// is made (and given its par), against the longest on a level list, where nothing is being
// solved. Each level is opened from the address.
async function openPage(hash) {
  lines.length = 0;
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
  'snake/07-the-wooden-snake',
  'klotski/12-the-marathon',
  'kodable/12-the-maze',
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

// A level named in the address opens at once.
await openPage('fifteen/03-three-by-three');
await waitForLine('opened fifteen/03-three-by-three', 10);
await page.waitForTimeout(2000);
await page.screenshot({ path: `${out}/web-from-address.png` });

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

await browser.close();
if (errors.length > 0) {
  console.error(`${errors.length} error(s) in the console:\n` + errors.join('\n'));
  process.exit(1);
}
console.log(`no errors; first frame ${firstFrame.toFixed(1)} s`);
