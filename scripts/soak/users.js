// The simulated people of `npm run soak` (scripts/soak/run.js). Each has its
// own client address (X-Forwarded-For: the server trusts one proxy), its own
// cookies and, once signed in, its own account; between two steps it
// thinks for a while, as a person reading a page does.
//
// - visitors: public pages (home, about, standards, directory and its
//   search, business pages, blog, site search, certificate verification);
// - staff (administrators, committee members, examiners): sign in, then the
//   dashboard's lists, now and then signing out and in again;
// - applicants: sign in, their dashboard lists, and now and then the whole
//   journey: a new application, its three required documents uploaded,
//   submitted, the audit fee paid by the test-mode card; then one expected
//   refusal (asking to pay the fee already paid: 409).

/** One request's record: kind, status (0: no answer), milliseconds, whether it was what was expected. */
export class Recorder {
  constructor() {
    this.records = [];
    this.errorSamples = [];
  }

  add(record) {
    this.records.push(record);
    if (record.outcome === "error" && this.errorSamples.length < 20) {
      this.errorSamples.push(record);
    }
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A person's pause: uniformly between half and one and a half times `meanMs`. */
function think(meanMs) {
  return sleep(meanMs * (0.5 + Math.random()));
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** A small PDF (about 40 KB), valid enough for the content check. */
function samplePdf(n) {
  const head = `%PDF-1.4\n% soak document ${n}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`;
  return Buffer.concat([Buffer.from(head, "latin1"), Buffer.alloc(40 * 1024, 0x20)]);
}

const applicationFields = (n) => ({
  businessName: `Soak Wildlife Services ${n}`,
  street: "1 Oak Avenue",
  city: "Toronto",
  region: "Ontario",
  postalCode: "M5V 3L9",
  country: "Canada",
  contactName: "Robin Soak",
  contactEmail: `robin-${n}@soak.test`,
  contactPhone: "416 555 0199",
  serviceArea: "Greater Toronto Area",
});

const REQUIRED_DOCUMENTS = ["business_licence", "liability_insurance", "wildlife_permit"];

/** One simulated person's HTTP client: cookies, client address, timing and classification. */
class Client {
  constructor({ baseUrl, address, recorder, isRunning }) {
    this.baseUrl = baseUrl;
    this.address = address;
    this.recorder = recorder;
    this.isRunning = isRunning;
    this.cookies = new Map();
  }

  get cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  keepCookies(response) {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const index = pair.indexOf("=");
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (/max-age=0/i.test(cookie) || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /**
   * One request. `ok`: the statuses that are success for it; `refused`: the
   * statuses of an expected refusal. Anything else (or no answer within 30
   * s) is an error. Returns { status, text, location } (status 0: no answer).
   */
  async request(
    kind,
    path,
    { method = "GET", form, body, headers = {}, ok = [200], refused = [] },
  ) {
    const started = performance.now();
    const sent = { "x-forwarded-for": this.address, ...headers };
    if (this.cookies.size > 0) sent.cookie = this.cookieHeader;
    let payload = body;
    if (form) {
      payload = new URLSearchParams(form);
      sent["content-type"] = "application/x-www-form-urlencoded";
    }
    if (method !== "GET") sent.origin = this.baseUrl;
    let status = 0;
    let text;
    let location = null;
    try {
      const response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: sent,
        body: payload,
        redirect: "manual",
        signal: AbortSignal.timeout(30_000),
      });
      status = response.status;
      location = response.headers.get("location");
      this.keepCookies(response);
      text = await response.text();
    } catch (error) {
      text = error instanceof Error ? error.message : String(error);
    }
    const ms = performance.now() - started;
    const outcome = ok.includes(status) ? "ok" : refused.includes(status) ? "refused" : "error";
    this.recorder.add({
      kind,
      path: path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, ":id"),
      method,
      status,
      ms,
      at: Date.now(),
      outcome,
      ...(outcome === "error" ? { detail: text.slice(0, 300) } : {}),
    });
    return { status, text, location, outcome };
  }

  async signIn(email, password) {
    const answer = await this.request("sign-ins", "/login", {
      method: "POST",
      form: { intent: "sign-in", email, password },
      ok: [302],
    });
    return answer.outcome === "ok" && this.cookies.size > 0;
  }

  async signOut() {
    await this.request("sign-outs", "/logout", { method: "POST", form: {}, ok: [302] });
    this.cookies.clear();
  }
}

/** Pages a visitor reads, some found on the site itself (business pages, posts, verification). */
export async function publicPagePaths(baseUrl) {
  const paths = [
    "/",
    "/about",
    "/process",
    "/standards",
    "/faqs",
    "/blog",
    "/directory",
    "/directory?q=wildlife",
    "/directory?q=bat",
    "/search?q=humane",
    "/search?q=exclusion",
    "/operations-manual",
    "/verify",
    "/contact",
  ];
  for (const [page, pattern] of [
    ["/directory", /href="(\/directory\/[0-9a-f-]{36})"/g],
    ["/blog", /href="(\/blog\/[a-z0-9-]+)"/g],
  ]) {
    const html = await (await fetch(`${baseUrl}${page}`)).text();
    paths.push(...new Set(Array.from(html.matchAll(pattern), (m) => m[1])));
  }
  const business = paths.find((p) => p.startsWith("/directory/"));
  if (business) {
    const html = await (await fetch(`${baseUrl}${business}`)).text();
    const verify = /href="(\/verify\/[A-Za-z0-9-]+)"/.exec(html)?.[1];
    if (verify) paths.push(verify);
  }
  return paths;
}

const STAFF_LISTS = [
  "/dashboard",
  "/dashboard/applications",
  "/dashboard/applications?page=2",
  "/dashboard/applications/approved",
  "/dashboard/review",
  "/dashboard/audits",
  "/dashboard/certificates",
  "/dashboard/renewals",
  "/dashboard/documents",
  "/dashboard/users",
  "/dashboard/appeals",
  "/dashboard/complaints",
  "/dashboard/mail-log",
  "/dashboard/notifications",
  "/dashboard/standards/proposals",
  "/dashboard/blog",
];
/** What staff of each role may open (the others answer Access Denied). */
const STAFF_LISTS_BY_ROLE = {
  administrator: STAFF_LISTS,
  committee: STAFF_LISTS.filter((p) => !["/dashboard/users", "/dashboard/mail-log"].includes(p)),
  examiner: ["/dashboard", "/dashboard/audits", "/dashboard/notifications", "/dashboard/documents"],
};
const APPLICANT_LISTS = [
  "/dashboard",
  "/dashboard/applications",
  "/dashboard/documents",
  "/dashboard/certificates",
  "/dashboard/notifications",
];

export async function visitor(context) {
  const client = new Client(context);
  while (context.isRunning()) {
    await client.request("public pages", pick(context.publicPages), {});
    await think(context.thinkMs);
  }
}

/** Signed in for `actions` steps, then out and in again; until the run ends. */
async function signedIn(client, context, account, step) {
  while (context.isRunning()) {
    if (!(await client.signIn(account.email, context.password))) {
      await think(context.thinkMs);
      continue;
    }
    const actions = 20 + Math.floor(Math.random() * 20);
    for (let i = 0; i < actions && context.isRunning(); i += 1) {
      await think(context.thinkMs);
      await step(i);
    }
    if (!context.isRunning()) return;
    await client.signOut();
    await think(context.thinkMs);
  }
}

export async function staffMember(context, account) {
  const client = new Client(context);
  const lists = STAFF_LISTS_BY_ROLE[account.role];
  await signedIn(client, context, account, () =>
    client.request("dashboard lists", pick(lists), {}),
  );
}

/** An answer with the expected status but the wrong content: counted as one more error. */
function unexpected(context, kind, answer) {
  context.recorder.add({
    kind,
    path: "(content check)",
    status: answer.status,
    ms: 0,
    at: Date.now(),
    outcome: "error",
    extra: true,
    detail: `${answer.location ?? ""} ${answer.text.slice(0, 200)}`,
  });
}

let journeys = 0;
let servicesOffered;

/** A new application, its documents, submitted, the audit fee paid; then the expected refusal. */
async function journey(client, context) {
  const n = (journeys += 1);
  const form = await client.request("application forms", "/dashboard/applications/new", {});
  servicesOffered ??=
    /name="servicesOffered"[^>]*value="([^"]+)"/.exec(form.text)?.[1] ?? "Bat exclusion";
  if (form.outcome !== "ok") return;
  await think(context.formMs);
  const fields = applicationFields(n);
  const created = await client.request("application forms", "/dashboard/applications/new", {
    method: "POST",
    form: { ...fields, servicesOffered, intent: "draft" },
    ok: [302],
  });
  const id = /^\/dashboard\/applications\/([0-9a-f-]{36})\?notice=saved$/.exec(
    created.location ?? "",
  )?.[1];
  if (!id) {
    // A redirect elsewhere (to sign in: the session was lost) is not a saved application.
    if (created.outcome === "ok") unexpected(context, "application forms", created);
    return;
  }
  for (const type of REQUIRED_DOCUMENTS) {
    await think(context.formMs);
    const body = new FormData();
    body.set("applicationId", id);
    body.set("type", type);
    body.set("files", new Blob([samplePdf(n)], { type: "application/pdf" }), `${type}.pdf`);
    const uploaded = await client.request("uploads", "/dashboard/documents/upload", {
      method: "POST",
      body,
      headers: { accept: "application/json" },
    });
    if (uploaded.outcome !== "ok") return;
  }
  await think(context.formMs);
  const submitted = await client.request(
    "application forms",
    `/dashboard/applications/${id}/edit`,
    { method: "POST", form: { ...fields, servicesOffered, intent: "submit" }, ok: [302] },
  );
  if (submitted.outcome !== "ok") return;
  await client.request("application forms", `/dashboard/applications/${id}`, {});
  await think(context.formMs);
  const intent = await client.request("payments", "/api/payments/create-payment-intent", {
    method: "POST",
    form: { applicationId: id, paymentType: "audit" },
  });
  if (intent.outcome !== "ok") return;
  const { paymentIntentId, clientSecret } = JSON.parse(intent.text);
  await think(context.formMs);
  const paid = await client.request("payments", "/api/payments/test-mode/confirm", {
    method: "POST",
    form: {
      paymentIntentId,
      clientSecret,
      cardNumber: "4242 4242 4242 4242",
      expiry: "12/40",
      cvc: "123",
    },
  });
  if (paid.outcome === "ok" && JSON.parse(paid.text).status !== "succeeded") {
    unexpected(context, "payments", paid);
  }
  // The fee is paid: asking to pay it again (a stale page, a second click) is refused.
  await client.request("payments", "/api/payments/create-payment-intent", {
    method: "POST",
    form: { applicationId: id, paymentType: "audit" },
    ok: [],
    refused: [409],
  });
}

export async function applicant(context, account) {
  const client = new Client(context);
  await signedIn(client, context, account, async (i) => {
    // About one step in eight starts a journey; the others read a list.
    if (i % 8 === 3) await journey(client, context);
    else await client.request("dashboard lists", pick(APPLICANT_LISTS), {});
  });
}
