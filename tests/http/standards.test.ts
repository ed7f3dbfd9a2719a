/**
 * The standards feature through the whole app (React Router's handler, real
 * sessions): the public page as a browser without JavaScript gets it, SPEC
 * §8 refusals and field messages as the screens show them, and a proposal's
 * way from a business to the public page.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { standardBallots, standardChanges, standardItems } from "~/db/schema";
import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { formatDate, isoDate } from "~/lib/format";
import { closeDueBallots } from "~/modules/proposals/close-ballot.server";
import { appRequest } from "../helpers/http";
import { createTestUser, type TestUser } from "../helpers/users";

let applicant: TestUser;
let examiner: TestUser;
let committee: TestUser;
let admin: TestUser;

async function item(number: string) {
  const [row] = await getDb()
    .select()
    .from(standardItems)
    .where(and(eq(standardItems.kind, "standard"), eq(standardItems.number, number)));
  return row!;
}

/** Visible text of an HTML page (tags removed, entities for quotes decoded). */
async function textOf(response: Response) {
  return (await response.text())
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

beforeAll(async () => {
  [applicant, examiner, committee, admin] = await Promise.all([
    createTestUser("applicant", { name: "Hana Applicant" }),
    createTestUser("examiner", { name: "Hugo Examiner" }),
    createTestUser("committee", { name: "Hilda Committee" }),
    createTestUser("administrator", { name: "Hank Admin" }),
  ]);
  // A third voting member who does not vote: the ballot stays open until its closing date.
  await createTestUser("committee", { name: "Holly Absent" });
});

describe("/standards", () => {
  it("is complete in the server's HTML: version, contents, anchors, sub-standards, appendices, print stylesheet", async () => {
    const response = await appRequest("/standards");
    expect(response.status).toBe(200);
    const html = await response.text();
    // The print stylesheet (its URL is a hashed asset in the production build).
    expect(html).toMatch(/<link[^>]*rel="stylesheet"[^>]*href="[^"]+"[^>]*media="print"/);
    expect(html).toContain('id="standard-7"');
    expect(html).toContain('id="standard-8-2"');
    expect(html).toContain('id="appendix-c"');
    expect(html).toContain('href="#standard-15"');
    expect(html).toContain("Humane Wildlife Control Standards | Humane Accreditation Portal");
    const text = html
      .replace(/<!-- -->/g, "")
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ");
    expect(text).toContain("Version 1.0 , released Jun 1, 2024");
    expect(text).toContain("8.2 Traps checked at least daily");
    expect(text).toContain("Appendix E. Accreditation, Audits and Changes to These Standards");
    expect(text).toContain("accreditation against them is renewed annually");
    // Breadcrumb (SPEC §2).
    expect(html).toMatch(
      /aria-label="Breadcrumb"[\s\S]*>Home<[\s\S]*aria-current="page"[^>]*>Standards</,
    );
  });
});

describe("screens answer with SPEC §8 texts and field messages", () => {
  it("an applicant adding a sub-standard or voting gets the refusal text; the new-standard form shows messages at the fields", async () => {
    const eight = await item("8");
    const sub = await appRequest(`/dashboard/standards/sections/${eight.id}`, {
      cookie: applicant.cookie,
      form: { intent: "createSub", subNumber: "8.9", title: "Mine", content: "x" },
    });
    expect(sub.status).toBe(403);
    expect(await textOf(sub)).toContain("You do not have permission to create sub-standards");

    const invalid = await appRequest("/dashboard/standards/sections/new", {
      cookie: committee.cookie,
      form: { kind: "standard", number: "x1", title: "", categoryId: "", content: "" },
    });
    expect(invalid.status).toBe(422);
    const text = await textOf(invalid);
    expect(text).toContain("Number a standard with a whole number, for example 16");
    expect(text).toContain("Enter the title");
    expect(text).toContain("Choose a category");
    expect(text).toContain("Enter the text");

    const unknown = await appRequest("/dashboard/standards/proposals", {
      cookie: examiner.cookie,
      form: {
        sectionId: "00000000-0000-0000-0000-000000000000",
        proposedContent: "x",
        discussionNotes: "y",
      },
    });
    expect(unknown.status).toBe(422);
    const unknownText = await textOf(unknown);
    expect(unknownText).toContain("Standard section not found");
    // The form says the rationale is public, and where internal notes go (issue 33).
    expect(unknownText).toContain("Why the change is needed (rationale, published)");
    expect(unknownText).toContain(
      "Published word for word with the change on the public standards page",
    );

    const accessDenied = await appRequest("/dashboard/standards/sections", {
      cookie: examiner.cookie,
    });
    expect(accessDenied.status).toBe(403);
    expect(await textOf(accessDenied)).toContain(
      "Access Denied You don't have permission to access this page with your current role.",
    );
  });

  it("destructive actions ask for confirmation first (no JavaScript needed)", async () => {
    const created = await appRequest("/dashboard/standards/sections/new", {
      cookie: admin.cookie,
      form: { kind: "appendix", number: "Q", title: "To delete", content: "Temporary." },
    });
    expect(created.status).toBe(302);
    const id = created.headers.get("location")!.split("/").pop()!.split("?")[0]!;
    const ask = await appRequest("/dashboard/standards/sections", {
      cookie: admin.cookie,
      form: { intent: "deleteItem", id, label: "Appendix Q. To delete" },
    });
    expect(ask.status).toBe(200);
    expect(await textOf(ask)).toContain("Delete Appendix Q. To delete?");
    expect(await getDb().select().from(standardItems).where(eq(standardItems.id, id))).toHaveLength(
      1,
    );
    const done = await appRequest("/dashboard/standards/sections", {
      cookie: admin.cookie,
      form: { intent: "deleteItem", id, confirm: "yes" },
    });
    expect(done.status).toBe(200);
    expect(await getDb().select().from(standardItems).where(eq(standardItems.id, id))).toHaveLength(
      0,
    );
  });
});

describe("a proposal from a business to the public page", () => {
  it("proposed, balloted, closed (passed, awaiting publication), published: the public page shows the new text, version and diff", async () => {
    const nine = await item("9");
    const proposedContent = `${nine.content} Animals are released at dusk for nocturnal species.`;
    const created = await appRequest("/dashboard/standards/proposals", {
      cookie: applicant.cookie,
      form: {
        sectionId: nine.id,
        proposedContent,
        discussionNotes: "Nocturnal animals released at noon are exposed.",
      },
    });
    expect(created.status).toBe(302);
    const path = created.headers.get("location")!.split("?")[0]!;
    const id = path.split("/").pop()!;

    const opened = await appRequest(path, {
      cookie: committee.cookie,
      form: {
        intent: "openBallot",
        closesOn: isoDate(Date.now() + 2 * 86_400_000),
        quorumPercent: "1",
        approvalRule: "two-thirds",
      },
    });
    expect(opened.status).toBe(200);
    expect(await textOf(opened)).toMatch(
      /The ballot is open: \d+ voting members? ha(s|ve) been asked to vote\./,
    );
    for (const voter of [committee, admin]) {
      const vote = await appRequest(path, {
        cookie: voter.cookie,
        form: { intent: "vote", vote: "approve" },
      });
      expect(vote.status).toBe(200);
    }
    const early = await appRequest(path, {
      cookie: admin.cookie,
      form: { intent: "approve", confirm: "yes" },
    });
    expect(early.status).toBe(409);
    expect(await textOf(early)).toContain(
      "This proposal is being balloted: the ballot's outcome is applied when it closes",
    );

    // The closing date passes (the scheduler's run, with its clock moved on).
    const [ballot] = await getDb()
      .select()
      .from(standardBallots)
      .where(eq(standardBallots.changeId, id));
    await closeDueBallots(getDb(), new Date(ballot!.closesAt.getTime() + 1000));
    expect(
      (await getDb().select().from(standardChanges).where(eq(standardChanges.id, id)))[0]!.status,
    ).toBe("passed");
    const waiting = await textOf(await appRequest(path, { cookie: admin.cookie }));
    expect(waiting).toContain("Passed — awaiting publication");
    expect(waiting).not.toContain("Reject");
    const approved = await appRequest(path, {
      cookie: admin.cookie,
      form: { intent: "approve", confirm: "yes" },
    });
    expect(approved.status).toBe(200);
    expect(await textOf(approved)).toContain(
      "Published: the standard now has the proposed text, as version 1.1.",
    );
    expect(
      (await getDb().select().from(standardChanges).where(eq(standardChanges.id, id)))[0]!.status,
    ).toBe("approved");

    const page = await textOf(await appRequest("/standards"));
    expect(page).toContain("Standard 9. Release: version 1.0 → 1.1");
    // The date of the latest change, and Standard 9's own version and date (issue 23).
    const today = formatDate(new Date(), getEnv().PROGRAMME_TIME_ZONE);
    expect(page).toContain(`Last changed ${today} (Standard 9, now version 1.1)`);
    const html = (await (await appRequest("/standards")).text()).replace(/<!-- -->/g, "");
    const nineSection = /<section id="standard-9"[\s\S]*?<\/section>/.exec(html)?.[0];
    expect(nineSection).toContain('<span class="sr-only">version 1.1</span>');
    expect(nineSection).toMatch(
      new RegExp(`data-testid="item-version-date">since <time dateTime="[^"]+">${today}</time>`),
    );
    expect(page).toContain("Animals are released at dusk for nocturnal species.");
    expect(page).toContain("[added: ");
  });
});
