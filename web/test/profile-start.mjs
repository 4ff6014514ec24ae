// Where the page's main thread spends its time at start: the page opened in headless Chromium
// (a phone's screen, its processor slowed RATE times, 4 unless told) with V8's sampling
// profiler on for SECONDS, then the long tasks (over 50 ms) and the functions that took the
// most time, counting what they called. Function names need a module that kept them:
// `NAMES=1 scripts/build-web.sh` (which skips wasm-opt). Serve the build, then:
// Usage: node profile-start.mjs URL [SECONDS]   (the profile is written to start.cpuprofile)
import { chromium } from 'playwright-core';
import { writeFileSync } from 'node:fs';

const url = process.argv[2];
const seconds = Number(process.argv[3] ?? 10);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  headless: true,
  args: ['--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist', '--no-sandbox'],
});
const context = await browser.newContext({
  viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true,
});
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.RATE ?? 4) });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.addInitScript(() => {
  window.longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.longTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
});
await page.goto(url);
await page.waitForTimeout(seconds * 1000);
const { profile } = await cdp.send('Profiler.stop');
writeFileSync('start.cpuprofile', JSON.stringify(profile));
const long = await page.evaluate(() => window.longTasks);
await browser.close();

const blocking = long.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
console.log(`long tasks (start: length): ${long.map(([s, d]) => `${(s / 1000).toFixed(2)} s: ${Math.round(d)} ms`).join(', ')}`);
console.log(`blocking time (each long task's time past 50 ms, added up): ${Math.round(blocking)} ms`);
// Each function's time with what it called, each sample counted once for a function however
// deep it recurs.
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const total = new Map();
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i + 1] ?? 0;
  const seen = new Set();
  for (let at = id; at !== undefined; at = parent.get(at)) {
    const name = nodes.get(at).callFrame.functionName || '(anonymous)';
    if (!seen.has(name)) total.set(name, (total.get(name) ?? 0) + dt);
    seen.add(name);
  }
});
console.log('the functions that took the most time, with what they called:');
for (const [name, us] of [...total].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 60))) {
  console.log(`${(us / 1000).toFixed(0).padStart(7)} ms  ${name.replace(/::h[0-9a-f]{16}$/, '').slice(0, 150)}`);
}
