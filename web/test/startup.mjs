// The web version's start-up, as a player meets it, in headless Chromium with a profile on
// disk: from opening the page to its first frame and to a level on screen taking moves, on a
// first visit and on a later one (with the server stopped: all from what the service worker
// kept); and the first 4×4 Fifteen hint on a first visit (from the key, and from opening the
// page), and on a later one (the tables then read back from IndexedDB).
// Usage: node startup.mjs DIST_DIR [PORT]   (scripts/web-startup.sh runs it)
import { chromium } from 'playwright-core';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, stop } from './serve.mjs';

const dir = process.argv[2] ?? 'dist';
const port = Number(process.argv[3] ?? 8089);
const home = `http://127.0.0.1:${port}/`;
const errors = [];

// A browser on `profile`, its console's lines kept with the time each came.
async function browserOn(profile) {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: ['--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist',
      '--no-sandbox', '--disable-background-networking', '--disable-component-update',
      '--disable-sync', '--no-first-run'],
    viewport: { width: 1280, height: 800 },
  });
  const page = context.pages()[0] ?? await context.newPage();
  const lines = [];
  page.on('console', (m) => {
    lines.push([Date.now(), m.text()]);
    if (m.type() === 'error' || /(^|\s|%c)(ERROR|PANIC)(\s|%c|:)/.test(m.text())) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.addInitScript(() => {
    if (location.protocol === 'http:' && !localStorage.getItem('puzzlebox-progress')) {
      localStorage.setItem('puzzlebox-progress', JSON.stringify({
        version: 1, levels: {}, mine: [], settings: { rules_seen: ['fifteen'] },
      }));
    }
  });
  // When a line with `text` came (after `since`), waiting for it up to `seconds`.
  const when = async (text, since, seconds = 120) => {
    for (const until = Date.now() + seconds * 1000; Date.now() < until; await page.waitForTimeout(50)) {
      const line = lines.find(([at, l]) => at >= since && l.includes(text));
      if (line) return line[0];
    }
    throw new Error(`no "${text}" after ${seconds} s`);
  };
  return { context, page, when };
}

// Opens the page on `hash`: seconds to its first frame and to the level on screen.
async function open({ page, when }, hash) {
  await page.goto('about:blank'); // so that the page loads again, not only its address's '#…'
  const began = Date.now();
  await page.goto(`${home}#${hash}`);
  const frame = await when('the first frame is drawn', began);
  const level = await when(`opened ${hash}`, began);
  // The level takes moves once it is open and drawn.
  return { frame: (frame - began) / 1000, level: (Math.max(frame, level) - began) / 1000, began };
}

// Seconds from H to the hint, on a 4×4 level opened with `open`.
async function hint(browser, opened) {
  await browser.page.waitForTimeout(500);
  await browser.page.focus('#bevy');
  const pressed = Date.now();
  await browser.page.keyboard.down('KeyH');
  await browser.page.waitForTimeout(150);
  await browser.page.keyboard.up('KeyH');
  const shown = await browser.when('hint: ', pressed, 300);
  return { fromKey: (shown - pressed) / 1000, fromOpening: (shown - opened.began) / 1000 };
}

const s = (x) => `${x.toFixed(2)} s`;
const profile = await mkdtemp(join(tmpdir(), 'puzzlebox-startup-'));
let server = await serve(dir, port);
try {
  // A first visit: nothing kept yet.
  let browser = await browserOn(profile);
  const first = await open(browser, 'fifteen/01-first-light');
  await browser.page.waitForFunction(() => navigator.serviceWorker?.controller, null, { timeout: 60000 });
  const fresh4 = await open(browser, 'fifteen/05-four-by-four');
  const firstHint = await hint(browser, fresh4);
  await browser.page.waitForTimeout(5000); // the tables go to IndexedDB in the background
  await browser.context.close();

  // A later visit, with the browser started again and no server at all.
  await stop(server);
  server = null;
  browser = await browserOn(profile);
  const later = await open(browser, 'fifteen/01-first-light');
  const later4 = await open(browser, 'fifteen/05-four-by-four');
  const laterHint = await hint(browser, later4);
  await browser.context.close();

  console.log('| visit | first frame | a level on screen | first 4×4 hint after H (after opening the page) |');
  console.log('|---|---|---|---|');
  console.log(`| first | ${s(first.frame)} | ${s(first.level)} | ${s(firstHint.fromKey)} (${s(firstHint.fromOpening)}) |`);
  console.log(`| later, offline | ${s(later.frame)} | ${s(later.level)} | ${s(laterHint.fromKey)} (${s(laterHint.fromOpening)}) |`);
} finally {
  if (server) await stop(server);
  await rm(profile, { recursive: true, force: true });
}
if (errors.length > 0) {
  console.error(`${errors.length} error(s) in the console:\n${errors.join('\n')}`);
  process.exit(1);
}
