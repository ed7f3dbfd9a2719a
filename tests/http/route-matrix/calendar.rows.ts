import { createCalendarFeed } from "~/modules/audits/index.server";
import { getDb } from "~/lib/db.server";
import { makeApplication, makeAudit } from "./fixtures";
import { defineGroup, publicPage, type Asker, type Expected, type MatrixUsers } from "./types";

/** Calendars (decision 065): an audit's .ics, the examiner's feed and its management. */
type F = { users: MatrixUsers; ownAudit: string; othersAudit: string; feedFile: string };

const signedIn = (e: Partial<Record<Asker, Expected>>): Record<Asker, Expected> => ({
  anonymous: "login",
  applicant: "ok",
  examiner: "ok",
  committee: "ok",
  administrator: "ok",
  ...e,
});
const everyone = (expected: Expected): Record<Asker, Expected> => ({
  anonymous: expected,
  applicant: expected,
  examiner: expected,
  committee: expected,
  administrator: expected,
});

export default defineGroup<F>({
  name: "calendars",
  setup: async (users) => {
    const ownApplication = await makeApplication(users.applicant.userId, {
      status: "inspection-scheduled",
      paymentStatus: "audit-fee-paid",
    });
    // Another business's audit with another examiner: outside the applicant's and examiner's scope.
    const othersApplication = await makeApplication(users.otherApplicant.userId, {
      status: "inspection-scheduled",
      paymentStatus: "audit-fee-paid",
    });
    const { url } = await createCalendarFeed(getDb(), {
      user: { id: users.examiner.userId },
      activeRole: "examiner",
    });
    return {
      users,
      ownAudit: await makeAudit(ownApplication, users.examiner.userId, { daysAhead: 60 }),
      othersAudit: await makeAudit(othersApplication, users.administrator.userId, {
        daysAhead: 61,
      }),
      feedFile: url.slice(url.lastIndexOf("/") + 1),
    };
  },
  rows: [
    {
      route: "/dashboard/audits/:id/calendar.ics",
      method: "GET",
      note: "its business, its examiner and staff",
      path: (f) => `/dashboard/audits/${f.ownAudit}/calendar.ics`,
      expect: signedIn({}),
    },
    {
      route: "/dashboard/audits/:id/calendar.ics",
      method: "GET",
      note: "another business's audit",
      path: (f) => `/dashboard/audits/${f.othersAudit}/calendar.ics`,
      expect: signedIn({ applicant: "not-found", examiner: "not-found" }),
    },
    {
      route: "/calendar/:file",
      method: "GET",
      note: "a live feed address (the token is the credential)",
      path: (f) => `/calendar/${f.feedFile}`,
      expect: publicPage,
    },
    {
      route: "/calendar/:file",
      method: "GET",
      note: "an unknown address",
      path: () => `/calendar/${"A".repeat(43)}.ics`,
      expect: everyone("not-found"),
    },
    {
      route: "/dashboard/audits",
      method: "POST",
      intent: "create-calendar-feed",
      path: () => "/dashboard/audits",
      form: () => ({ intent: "create-calendar-feed" }),
      expect: signedIn({ applicant: "denied", committee: "denied", administrator: "denied" }),
    },
    {
      route: "/dashboard/audits",
      method: "POST",
      intent: "revoke-calendar-feed",
      path: () => "/dashboard/audits",
      form: () => ({ intent: "revoke-calendar-feed" }),
      expect: signedIn({ applicant: "denied", committee: "denied", administrator: "denied" }),
    },
  ],
});
