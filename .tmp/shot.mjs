import { chromium } from "playwright";
const base = "http://localhost:3999";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium-headless-shell" });
async function signedIn(email, width) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await ctx.newPage();
  await page.goto(base + "/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("humane-demo-2026");
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await page.waitForURL(/dashboard/);
  return page;
}
const [email, path, out, width] = process.argv.slice(2);
const page = await signedIn(email, Number(width || 390));
await page.goto(base + path);
const sw = await page.evaluate(() => document.documentElement.scrollWidth);
const clipped = await page.evaluate(() => [...document.querySelectorAll("table")].map(t => { const p = t.parentElement; return { table: t.scrollWidth, parent: p.clientWidth, overflow: getComputedStyle(p).overflowX, caption: t.caption?.textContent }; }));
console.log(JSON.stringify({ sw, clipped }));
await page.screenshot({ path: out, fullPage: true });
await browser.close();
