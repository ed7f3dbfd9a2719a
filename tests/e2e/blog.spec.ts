import { expect, test, type Page } from "./support/test";
import { demoCoverPng } from "../../app/modules/blog/demo-cover-image";
import { demo, savedSlug, seriousViolations, signIn } from "./support/helpers";

const TIME_ZONE = "America/Toronto";

/**
 * `YYYY-MM-DDTHH:mm:ss` of an instant in the programme's time zone (the
 * schedule field's format; the form takes seconds too, so the test need not
 * wait for a whole minute).
 */
function localInput(date: Date): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get("year")}-${get("month")}-${get("day")}T${get("hour")}:${get("minute")}:${get("second")}`;
}

async function expectNoSeriousViolations(page: Page, what: string) {
  expect(await seriousViolations(page), what).toEqual([]);
}

test.describe("blog and operations manual", () => {
  test("an administrator writes, previews, schedules and the scheduler publishes a post; a manual edit shows publicly", async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const title = `Raccoons in the attic ${Date.now().toString(36)}`;
    const slug = title.toLowerCase().replace(/ /g, "-");
    await signIn(page, demo.admin);

    // The sidebar's Blog Management item leads to the dashboard list.
    await page.getByRole("link", { name: "Blog Management" }).first().click();
    await expect(page).toHaveURL(/\/dashboard\/blog$/);
    await expect(page.getByRole("heading", { level: 1, name: "Blog Management" })).toBeVisible();
    await expect(
      page.getByRole("link", {
        name: "What an accreditation audit really looks like",
        exact: true,
      }),
    ).toBeVisible();
    await expectNoSeriousViolations(page, "/dashboard/blog");

    // Write, with the live preview rendered by the server.
    await page.getByRole("link", { name: "New post" }).click();
    await expect(page).toHaveURL(/\/dashboard\/blog\/new$/);
    await expectNoSeriousViolations(page, "/dashboard/blog/new");
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page
      .getByLabel("Excerpt", { exact: true })
      .fill("Scratching overhead at dawn in April usually means a mother raccoon and her kits.");
    await page
      .getByLabel("Post (Markdown)", { exact: true })
      .fill(
        "## Listen before you act\n\nA **mother raccoon** rarely stays long.\n\n- Wait for the kits\n- Use a one-way door\n\n<script>alert('no')</script>",
      );
    const preview = page.getByRole("region", { name: "Preview" });
    await expect(preview.getByRole("heading", { name: "Listen before you act" })).toBeVisible();
    await expect(preview.locator("strong")).toHaveText("mother raccoon");
    await expect(preview.locator("script")).toHaveCount(0);
    await page.getByLabel("Tags", { exact: true }).fill("Raccoons, Seasonal advice");
    await page.locator("#field-coverImage").setInputFiles({
      name: "raccoon.png",
      mimeType: "image/png",
      buffer: Buffer.from(demoCoverPng([60, 90, 40], [20, 60, 90], 600, 315)),
    });
    await page.getByLabel("Cover image description (alt text)").fill("A green and blue banner");
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page).toHaveURL(/\/dashboard\/blog\/edit\/[0-9a-f-]{36}\?notice=created$/);
    await expect(
      page.getByRole("status").filter({ hasText: "The draft was saved." }),
    ).toBeVisible();
    const editUrl = page.url().split("?")[0]!;
    await expectNoSeriousViolations(page, "/dashboard/blog/edit/:id");

    // Staff preview the draft on its public address; the public gets 404.
    await page.getByRole("link", { name: "Open the preview page" }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("status")).toContainText("This post is a draft and is not public.");
    await expect(page.getByRole("img", { name: "A green and blue banner" })).toBeVisible();
    const anonymous = await browser.newContext();
    const outsider = await anonymous.newPage();
    expect((await outsider.goto(`/blog/${slug}`))?.status()).toBe(404);
    await expect(outsider.getByRole("heading", { name: "Post not found" })).toBeVisible();

    // Schedule it 20 seconds from now (whole seconds).
    await page.goto(editUrl);
    const at = new Date(Math.ceil((Date.now() + 20_000) / 1000) * 1000);
    await page.getByLabel(`Publish at (${TIME_ZONE})`).fill(localInput(at));
    await page.getByRole("button", { name: "Schedule", exact: true }).click();
    await expect(page).toHaveURL(/notice=scheduled$/);
    await expect(page.getByText(/^Scheduled for /)).toBeVisible();
    expect((await outsider.goto(`/blog/${slug}`))?.status()).toBe(404);

    // While the scheduler waits: edit a section of the operations manual.
    await page.getByRole("link", { name: "Operations Manual" }).first().click();
    await expect(page).toHaveURL(/\/dashboard\/operations-manual$/);
    await expectNoSeriousViolations(page, "/dashboard/operations-manual");
    await page.getByRole("link", { name: "Arrange chapters and sections" }).click();
    await expect(page).toHaveURL(/arrange=1/);
    await expectNoSeriousViolations(page, "/dashboard/operations-manual?arrange=1");
    await page.getByRole("link", { name: "Back to reading" }).click();
    await page.getByRole("link", { name: "Edit 10.3 Appeals" }).click();
    await expect(page).toHaveURL(/\/dashboard\/operations-manual\/sections\/[0-9a-f-]{36}$/);
    await expectNoSeriousViolations(page, "/dashboard/operations-manual/sections/:id");
    const body = page.getByLabel("Text (Markdown)", { exact: true });
    const sentence = `Appeals are acknowledged within two business days (${Date.now().toString(36)}).`;
    await body.fill(`${await body.inputValue()}\n\n${sentence}`);
    await expect(page.getByRole("region", { name: "Preview" })).toContainText(sentence);
    await page.getByLabel("Summary of the change").fill("Acknowledge appeals within two days");
    await page.getByRole("button", { name: "Save as new revision" }).click();
    await expect(page).toHaveURL(/notice=saved$/);
    await expect(
      page.getByRole("status").filter({ hasText: "saved as a new revision" }),
    ).toBeVisible();
    await page
      .getByRole("link", { name: "Changes in revision 2, compared with the one before" })
      .click();
    await expect(
      page.getByRole("heading", { name: "Changes in revision 2 (compared with revision 1)" }),
    ).toBeVisible();
    await expect(
      page.locator("ins").filter({ hasText: "acknowledged within two business days" }),
    ).toBeVisible();
    await expectNoSeriousViolations(page, "revision diff");

    await outsider.goto("/operations-manual");
    await expect(
      outsider.getByRole("heading", { level: 1, name: "Operations Manual" }),
    ).toBeVisible();
    await expect(outsider.locator("#appeals").locator("xpath=..")).toContainText(sentence);
    await expect(outsider.getByRole("navigation", { name: "Breadcrumb" })).toContainText(
      "Operations Manual",
    );
    await expect(outsider.getByText(/^Last updated /)).toBeVisible();
    await expectNoSeriousViolations(outsider, "/operations-manual");
    // The contents lead to the section's own page (decision 061), with the edit on it.
    await outsider.getByRole("link", { name: "10.3 Appeals" }).first().click();
    await expect(outsider).toHaveURL(/\/operations-manual\/appeals$/);
    await expect(outsider.getByRole("heading", { level: 1, name: "10.3 Appeals" })).toBeVisible();
    await expect(outsider.getByRole("main")).toContainText(sentence);
    await expect(
      outsider.getByRole("navigation", { name: "Previous and next section" }),
    ).toBeVisible();
    await expectNoSeriousViolations(outsider, "/operations-manual/appeals");
    // An old link to the anchor still lands on the section in the whole manual.
    await outsider.goto("/operations-manual#appeals");
    await expect(outsider.locator("#appeals")).toBeInViewport();

    // The scheduler publishes the post at its time: on /blog, in the feed and the sitemap.
    await expect
      .poll(async () => (await outsider.goto(`/blog/${slug}`))?.status(), {
        timeout: 150_000,
        intervals: [2_000],
      })
      .toBe(200);
    await expect(outsider.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(outsider).toHaveTitle(`${title} | Humane Accreditation Portal`);
    await expect(outsider.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
    await expect(outsider.getByRole("link", { name: "Listen before you act" })).toBeVisible();
    await expectNoSeriousViolations(outsider, "/blog/:slug");
    await outsider.goto("/blog");
    await expect(outsider.getByRole("link", { name: title, exact: true })).toBeVisible();
    await expect(
      outsider.locator('link[rel="alternate"][type="application/rss+xml"]'),
    ).toHaveAttribute("href", "/blog/rss.xml");
    await expectNoSeriousViolations(outsider, "/blog");
    await outsider
      .getByRole("link", { name: /^Raccoons/ })
      .first()
      .click();
    await expect(outsider).toHaveURL(/\/blog\?tag=raccoons$/);
    await expect(outsider.getByRole("link", { name: title, exact: true })).toBeVisible();

    const rss = await (await request.get("/blog/rss.xml")).text();
    expect(rss).toContain(`/blog/${slug}</link>`);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`/blog/${slug}</loc>`);
    await outsider.goto("/sitemap");
    await expect(outsider.getByRole("link", { name: title, exact: true })).toBeVisible();
    await anonymous.close();

    // The dashboard shows it as published.
    await page.goto("/dashboard/blog?status=published");
    await expect(page.getByRole("row").filter({ hasText: title })).toContainText("Published");
  });

  test("a committee member publishes now, unpublishes and deletes with confirmation; applicants are refused", async ({
    page,
    browser,
  }) => {
    const title = `Bats and the exclusion window ${Date.now().toString(36)}`;
    await signIn(page, demo.committee);
    await page.goto("/dashboard/blog/new");
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.getByRole("button", { name: "Publish now" }).click();
    // Nothing is lost: the message is at the field and the title is still there.
    await expect(page.getByRole("alert")).toHaveText(
      "The post was not saved: check the 2 fields marked below.",
    );
    await expect(page.locator("#field-excerpt-error")).toHaveText(
      "Write a short excerpt: it is shown on the blog list and in the feed",
    );
    await expect(page.getByLabel("Excerpt", { exact: true })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
    await page
      .getByLabel("Excerpt", { exact: true })
      .fill("When bats may and may not be excluded from buildings.");
    await page.getByLabel("Post (Markdown)", { exact: true }).fill("Bats raise one pup a year.");
    await page.getByRole("button", { name: "Publish now" }).click();
    await expect(page).toHaveURL(/notice=published$/);
    const slug = await savedSlug(page, /^bats-and-the-exclusion-window-/);

    await page.getByRole("button", { name: "Unpublish" }).click();
    await expect(page).toHaveURL(/notice=unpublished$/);
    const visitor = await (await browser.newContext()).newPage();
    expect((await visitor.goto(`/blog/${slug}`))?.status()).toBe(404);

    await page.getByRole("link", { name: "Delete…" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete this post?" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Delete permanently" })).toBeFocused();
    await dialog.getByRole("button", { name: "Delete permanently" }).click();
    await expect(page).toHaveURL(/\/dashboard\/blog\?notice=deleted$/);
    await expect(page.getByText("The post was deleted.")).toBeVisible();
    await expect(page.getByRole("link", { name: title, exact: true })).toHaveCount(0);

    await signIn(visitor, demo.applicant);
    await expect(visitor.getByRole("link", { name: "Blog Management" })).toHaveCount(0);
    await visitor.goto("/dashboard/blog");
    await expect(visitor.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    await visitor.goto("/dashboard/operations-manual");
    await expect(
      visitor.getByRole("heading", { level: 1, name: "Operations Manual" }),
    ).toBeVisible();
    await expect(visitor.getByRole("link", { name: /^Edit / })).toHaveCount(0);
    await expectNoSeriousViolations(visitor, "/dashboard/operations-manual as applicant");
    await visitor.setViewportSize({ width: 390, height: 844 });
    await visitor.goto("/blog");
    await expectNoSeriousViolations(visitor, "/blog at 390 px");
  });
});
