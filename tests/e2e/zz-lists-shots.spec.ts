import { test } from "@playwright/test";
import { demo, signIn } from "./support/helpers";

// Throwaway: screenshots of the changed lists at 1280 and 390 px (deleted after looking).
const screens = [
  "/dashboard/certificates",
  "/dashboard/audits",
  "/dashboard/mail-log",
  "/dashboard/users",
  "/dashboard/renewals",
  "/dashboard/applications",
];
for (const width of [1280, 390]) {
  test(`shots at ${width}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, demo.admin);
    for (const path of screens) {
      await page.goto(path);
      const sw = await page.evaluate(() => document.documentElement.scrollWidth);
      console.log(path, width, "scrollWidth", sw);
      await page.screenshot({
        path: `/tmp/lists-shots/${path.split("/").pop()}-${width}.png`,
        fullPage: true,
      });
    }
  });
}
