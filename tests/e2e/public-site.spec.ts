import { expect, test, type Page, e2eBaseUrl } from "./support/test";
import { demo, seriousViolations, signIn, waitForMail } from "./support/helpers";

const SITE = "Humane Accreditation Portal";
const SUPPORT_EMAIL = "support@humane-accreditation.org";
const SUPPORT_PHONE = "+1 (555) 010-4477";
const POSTAL_ADDRESS = "PO Box 2450, Burlington, VT 05401, USA";

/** Every public page that exists now, with its title, h1 and SPEC §2 breadcrumb label. */
const pages = [
  { path: "/", title: "Home", h1: "Wildlife control that is effective, lawful and humane" },
  { path: "/about", title: "About", h1: "About the programme", crumb: "About" },
  {
    path: "/process",
    title: "Accreditation Process",
    h1: "The accreditation process",
    crumb: "Process",
  },
  {
    path: "/standards",
    title: "Humane Wildlife Control Standards",
    h1: "Humane Wildlife Control Standards",
    crumb: "Standards",
  },
  { path: "/contact", title: "Contact", h1: "Contact us", crumb: "Contact" },
  {
    path: "/faqs",
    title: "Frequently Asked Questions",
    h1: "Frequently asked questions",
    crumb: "FAQs",
  },
  { path: "/privacy", title: "Privacy Policy", h1: "Privacy policy", crumb: "Privacy" },
  { path: "/terms", title: "Terms of Use", h1: "Terms of use", crumb: "Terms" },
  { path: "/sitemap", title: "Sitemap", h1: "Sitemap", crumb: "Sitemap" },
  { path: "/blog", title: "Blog", h1: "Blog", crumb: "Blog" },
  {
    path: "/operations-manual",
    title: "Operations Manual",
    h1: "Operations Manual",
    crumb: "Operations Manual",
  },
] as const;

const footer = (page: Page) => page.getByRole("contentinfo");

test.describe("public pages", () => {
  for (const p of pages) {
    test(`${p.path} has its title, one h1, meta description, breadcrumbs and footer`, async ({
      page,
    }) => {
      const response = await page.goto(p.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${p.title} | ${SITE}`);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).toHaveText(p.h1);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length ?? 0).toBeGreaterThan(50);
      await expect(page.getByRole("main")).toHaveCount(1);
      await expect(page.getByRole("banner")).toHaveCount(1);

      const breadcrumb = page.locator('nav[aria-label="Breadcrumb"]');
      if ("crumb" in p) {
        const items = breadcrumb.locator("li");
        await expect(items).toHaveCount(2);
        await expect(items.nth(0)).toHaveText(/^Home/);
        await expect(items.nth(0).getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
        await expect(items.nth(1)).toHaveText(p.crumb);
        await expect(items.nth(1).locator('[aria-current="page"]')).toHaveText(p.crumb);
      } else {
        await expect(breadcrumb).toHaveCount(0);
      }

      const resources = footer(page).getByRole("navigation", { name: "Resources" });
      for (const [name, href] of [
        ["Member Login", "/login"],
        ["FAQs", "/faqs"],
        ["Contact", "/contact"],
        ["Blog", "/blog"],
      ]) {
        await expect(resources.getByRole("link", { name, exact: true })).toHaveAttribute(
          "href",
          href!,
        );
      }
      for (const [name, href] of [
        ["Privacy", "/privacy"],
        ["Terms", "/terms"],
        ["Sitemap", "/sitemap"],
      ]) {
        await expect(footer(page).getByRole("link", { name, exact: true })).toHaveAttribute(
          "href",
          href!,
        );
      }
      await expect(footer(page)).toContainText(POSTAL_ADDRESS);
      await expect(footer(page).getByRole("link", { name: SUPPORT_PHONE })).toHaveAttribute(
        "href",
        "tel:+15550104477",
      );
      await expect(footer(page).getByRole("link", { name: SUPPORT_EMAIL })).toHaveAttribute(
        "href",
        `mailto:${SUPPORT_EMAIL}`,
      );
      await expect(page.locator('script[data-testid="chat-widget"]')).toHaveCount(1);
    });
  }

  test("the home page has five benefits and CTAs to /process and /standards", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("benefits").locator(":scope > li")).toHaveCount(5);
    await expect(page.getByTestId("benefits").getByRole("heading", { level: 3 })).toHaveCount(5);
    const hero = page.locator("section").first();
    await expect(hero.getByRole("link", { name: "See the accreditation process" })).toHaveAttribute(
      "href",
      "/process",
    );
    await expect(hero.getByRole("link", { name: "Read the standards" })).toHaveAttribute(
      "href",
      "/standards",
    );
    await hero.getByRole("link", { name: "See the accreditation process" }).click();
    await expect(page).toHaveURL(`${e2eBaseUrl()}/process`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The accreditation process");
  });

  test("the process page shows the steps and SPEC §9 fees", async ({ page }) => {
    await page.goto("/process");
    const steps = page.getByRole("region", { name: "Nine steps to accreditation" });
    await expect(steps.locator("ol > li")).toHaveCount(9);
    await expect(steps).toContainText("Pay the audit fee: $750.00 USD");
    await expect(steps).toContainText("Pay the membership fee: $450.00 USD");
    await expect(steps).toContainText("valid for one year");
    await expect(steps).toContainText("verification QR code");
    await expect(steps).toContainText("public directory");
    await expect(
      page.getByRole("table", { name: "Accreditation fees in US dollars" }),
    ).toContainText("$750.00 USD");
  });

  test("the FAQs open and close with the keyboard", async ({ page }) => {
    await page.goto("/faqs");
    const items = page.locator("main details");
    expect(await items.count()).toBeGreaterThanOrEqual(10);
    const first = items.first();
    await expect(first).not.toHaveAttribute("open", "");
    await first.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("open", "");
    await expect(first.locator("p")).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(first).not.toHaveAttribute("open", "");
  });

  test("the skip link is the first focusable element and is visible on focus", async ({ page }) => {
    await page.goto("/about");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
  });

  test("the sitemap page lists every public page", async ({ page }) => {
    await page.goto("/sitemap");
    const links = page.getByTestId("sitemap-list").getByRole("link");
    const hrefs = await links.evaluateAll((els) => els.map((e) => e.getAttribute("href")));
    expect(hrefs.sort()).toEqual([
      "/",
      "/about",
      "/blog",
      "/contact",
      "/developers",
      "/directory",
      "/faqs",
      "/login",
      "/operations-manual",
      "/privacy",
      "/process",
      "/report-concern",
      "/sitemap",
      "/standards",
      "/terms",
      "/verify",
    ]);
  });
});

test.describe("contact form", () => {
  test("shows field errors, keeps the values, then sends the message", async ({ page }) => {
    const subject = `Audit question ${Date.now()}`;
    const startedAt = Date.now();
    await page.goto("/contact");
    const form = page.getByRole("region", { name: "Send us a message" });
    await form.getByLabel("Your name").fill("Morgan Lee");
    await form.getByLabel("E-mail").fill("morgan@");
    await form.getByLabel("Subject").fill(subject);
    await form.getByLabel("Message").fill("Too short");
    await form.getByRole("button", { name: "Send message" }).click();

    await expect(page.getByRole("alert")).toContainText("Please correct the highlighted fields.");
    await expect(form.getByLabel("E-mail")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByText("Enter a valid e-mail address")).toBeVisible();
    await expect(form.getByText("Enter your message (at least 20 characters)")).toBeVisible();
    await expect(form.getByLabel("E-mail")).toBeFocused();
    await expect(form.getByLabel("Your name")).toHaveValue("Morgan Lee");
    await expect(form.getByLabel("Subject")).toHaveValue(subject);
    await expect(form.getByLabel("Your name")).not.toHaveAttribute("aria-invalid", "true");

    await form.getByLabel("E-mail").fill("morgan.lee@example.test");
    await form
      .getByLabel("Message")
      .fill("How long does it take to schedule an on-site audit in British Columbia?");
    await form.getByRole("button", { name: "Send message" }).click();

    await expect(page.getByRole("status")).toContainText("your message has been sent");
    await expect(form.getByLabel("Subject")).toHaveValue("");
    const mail = await waitForMail(SUPPORT_EMAIL, new RegExp(`Contact form: ${subject}`), {
      after: startedAt,
    });
    expect(mail.text).toContain("morgan.lee@example.test");
    expect(mail.text).toContain("British Columbia");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the form works with a plain POST", async ({ page }) => {
      await page.goto("/contact");
      const form = page.getByRole("region", { name: "Send us a message" });
      await form.getByRole("button", { name: "Send message" }).click();
      await expect(form.getByText("Enter your name")).toBeVisible();
      await form.getByLabel("Your name").fill("Ana García");
      await form.getByLabel("E-mail").fill("ana.garcia@example.test");
      await form.getByLabel("Subject").fill("Acreditación en México");
      await form
        .getByLabel("Message")
        .fill("Do you accept applications from businesses in Jalisco, Mexico?");
      await form.getByRole("button", { name: "Send message" }).click();
      await expect(page.getByRole("status")).toContainText("your message has been sent");
    });
  });
});

test.describe("chat widget", () => {
  test("is loaded on public pages and not on the dashboard", async ({ page }) => {
    await page.goto("/faqs");
    await expect(page.locator('script[data-testid="chat-widget"]')).toHaveCount(1);
    await signIn(page, demo.applicant);
    await page.goto("/dashboard");
    await expect(page.locator('script[data-testid="chat-widget"]')).toHaveCount(0);
  });
});

test.describe("machine-readable files", () => {
  test("/sitemap.xml is a valid urlset with absolute URLs", async ({ request, page }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/xml");
    const xml = await response.text();
    await page.goto("/sitemap");
    const parsed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "application/xml");
      return {
        error: doc.getElementsByTagName("parsererror").length > 0,
        root: doc.documentElement.localName,
        ns: doc.documentElement.namespaceURI,
        locs: [...doc.getElementsByTagName("loc")].map((l) => l.textContent),
        lastmods: [...doc.getElementsByTagName("url")].filter((u) =>
          /^\d{4}-\d{2}-\d{2}$/.test(u.getElementsByTagName("lastmod")[0]?.textContent ?? ""),
        ).length,
      };
    }, xml);
    expect(parsed.error).toBe(false);
    expect(parsed.root).toBe("urlset");
    expect(parsed.ns).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    // Published blog posts follow the fixed pages (the demo has three).
    const posts = parsed.locs.filter((l) => l?.startsWith(`${e2eBaseUrl()}/blog/`));
    expect(posts.length).toBeGreaterThanOrEqual(3);
    // Every listed business's page too (decision 054).
    const businesses = parsed.locs.filter((l) => l?.startsWith(`${e2eBaseUrl()}/directory/`));
    expect(businesses.length).toBeGreaterThanOrEqual(3);
    // And the manual's section pages (decision 061; issue 24).
    const sections = parsed.locs.filter((l) => l?.startsWith(`${e2eBaseUrl()}/operations-manual/`));
    expect(sections.length).toBeGreaterThanOrEqual(3);
    // Every URL has its last change (issue 24).
    expect(parsed.lastmods).toBe(parsed.locs.length);
    const dynamic = [...posts, ...businesses, ...sections];
    // Each page is listed in English, then in French (/fr) and Spanish (/es) (issue 36).
    const english = parsed.locs.filter((l) => !/^[^/]*\/\/[^/]+\/(fr|es)(\/|$)/.test(l ?? ""));
    expect(parsed.locs.length).toBe(english.length * 3);
    expect(english.filter((l) => !dynamic.includes(l)).sort()).toEqual(
      [
        "/",
        "/about",
        "/blog",
        "/contact",
        "/developers",
        "/directory",
        "/faqs",
        "/login",
        "/operations-manual",
        "/privacy",
        "/process",
        "/report-concern",
        "/sitemap",
        "/standards",
        "/terms",
        "/verify",
      ]
        .map((p) => (p === "/" ? `${e2eBaseUrl()}/` : `${e2eBaseUrl()}${p}`))
        .sort(),
    );
  });

  test("/robots.txt allows public pages and points to the sitemap", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/plain");
    const lines = (await response.text()).split("\n");
    expect(lines).toEqual(
      expect.arrayContaining([
        "User-agent: *",
        "Allow: /",
        "Disallow: /dashboard",
        "Disallow: /api",
        `Sitemap: ${e2eBaseUrl()}/sitemap.xml`,
      ]),
    );
  });
});

test.describe("accessibility and responsive layout", () => {
  // Every public page is scanned at 1280 and 390 px by accessibility-sweep.spec.ts;
  // the registration form (a query on /login, which the sweep folds away) is scanned here.
  for (const path of ["/login?register=true"]) {
    test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("h1")).toBeVisible();
      const violations = await seriousViolations(page);
      if (violations.length) console.log(path, JSON.stringify(violations, null, 2));
      expect(violations).toEqual([]);
    });
  }

  test("axe finds no serious violation on the contact form showing errors", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    const violations = await seriousViolations(page);
    if (violations.length) console.log(JSON.stringify(violations, null, 2));
    expect(violations).toEqual([]);
  });

  test("public pages fit a phone screen without horizontal scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const p of pages) {
      await page.goto(p.path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `horizontal overflow on ${p.path}`).toBeLessThanOrEqual(0);
    }
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
    await page.locator("summary", { hasText: "Menu" }).click();
    const mobileNav = page.getByRole("navigation", { name: "Mobile" });
    await expect(mobileNav.getByRole("link", { name: "Process" })).toBeVisible();
    await mobileNav.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(`${e2eBaseUrl()}/about`);
  });
});

test.describe("document-only public pages (decision 045)", () => {
  const moduleScripts = (page: Page) =>
    page.locator('script[type="module"], link[rel="modulepreload"]').count();

  test("anonymous visitors get no client scripts on content pages; forms pages keep them", async ({
    page,
  }) => {
    for (const path of ["/", "/about", "/standards", "/directory", "/blog", "/verify"]) {
      await page.goto(path);
      expect(await moduleScripts(page), path).toBe(0);
    }
    // The form page's document carries the app's module script. (Read from the
    // answer: counting the DOM right after navigation raced the stream.)
    const contact = await page.goto("/contact");
    expect((await contact!.text()).match(/type="module"/g)?.length ?? 0).toBeGreaterThan(0);
  });

  test("a signed-in visitor gets the scripts and the account menu on the same pages", async ({
    page,
  }) => {
    await signIn(page, demo.applicant);
    await page.goto("/about");
    expect(await moduleScripts(page)).toBeGreaterThan(0);
    await page.getByRole("button", { name: /Account menu/ }).click();
    await expect(page.getByRole("menuitem", { name: "Dashboard" })).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the phone menu opens and leads to the page", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto("/directory");
      await page.locator("summary", { hasText: "Menu" }).click();
      const mobileNav = page.getByRole("navigation", { name: "Mobile" });
      await mobileNav.getByRole("link", { name: "Standards" }).click();
      await expect(page).toHaveURL(`${e2eBaseUrl()}/standards`);
      await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
    });
  });
});
