import { expect, test } from "./support/test";
import { demo, signInThroughForm } from "./support/helpers";

test("health check reports the database", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: "ok", database: { status: "ok" } });
});

test("the administrator signs in and sees the dashboard", async ({ page }) => {
  await signInThroughForm(page, demo.admin);
  await expect(page.getByRole("heading", { name: /Welcome, Alex Morgan/ })).toBeVisible();
  await expect(page.getByTestId("active-role")).toHaveText("Administrator");
});
