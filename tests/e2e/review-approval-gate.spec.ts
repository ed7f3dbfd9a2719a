/**
 * Issue 37 in the browser, on a phone: the review panel shows the demo's
 * Blue Ridge with its open minor corrective action; approving asks for the
 * reason to approve anyway at its field before any confirmation, and the
 * confirmation shows both reasons. Nothing is decided (the demo stays as it is).
 */
import { expect, test } from "./support/test";
import { demo, seriousViolations, signIn } from "./support/helpers";

test.use({ viewport: { width: 390, height: 844 } });

test("open minor corrective actions: the reason to approve anyway is asked first, then confirmed", async ({
  page,
}) => {
  await signIn(page, demo.committee);
  await page.goto("/dashboard/review");
  const item = page.getByRole("article", { name: "Blue Ridge Humane Wildlife" });
  const actions = item.getByRole("region", { name: "Corrective actions" });
  await expect(actions).toContainText("Standard 8: Limited Live Capture");
  await expect(actions).toContainText("Minor non-conformity");
  await expect(actions).toContainText("Open: waiting for the business");
  await expect(
    actions.getByRole("link", { name: "Standard 8: Limited Live Capture" }),
  ).toHaveAttribute("href", /^\/dashboard\/corrective-actions\/[0-9a-f-]{36}$/);

  await item.getByLabel("Reason for the decision").fill("The report recommends approval.");
  await item.getByRole("button", { name: "Approve", exact: true }).click();
  const anyway = item.getByLabel("Reason to approve anyway");
  await expect(anyway).toBeFocused();
  await expect(item).toContainText(
    "The corrective action for standard 8 (minor non-conformity) is not accepted yet. Give the reason to approve anyway.",
  );
  const dialog = page.getByRole("dialog", { name: "Approve Blue Ridge Humane Wildlife?" });
  await expect(dialog).toBeHidden();

  await anyway.fill("A paperwork finding; the examiner checks the log at the next visit.");
  await item.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("The report recommends approval.");
  await expect(dialog).toContainText("A paperwork finding; the examiner checks the log");
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(item.getByRole("button", { name: "Approve", exact: true })).toBeFocused();
  await expect(item).toContainText("Review panel");
});
