import { makeApplication, makeAudit, makeCertificate } from "./fixtures";
import { adminOnly, defineGroup, staffOnly, type Asker, type Expected } from "./types";

/**
 * CSV exports of the dashboard lists (decision 044): whoever may see a list
 * may download it, scoped like the list; everyone else is refused like the
 * list refuses them. The applications list's bulk reminder about missing
 * documents is staff work.
 */
type F = { submitted: string };

const signedIn = (e: Partial<Record<Asker, Expected>>): Record<Asker, Expected> => ({
  anonymous: "login",
  applicant: "ok",
  examiner: "ok",
  committee: "ok",
  administrator: "ok",
  ...e,
});

export default defineGroup<F>({
  name: "staff lists: exports and bulk reminders",
  setup: async (users) => {
    const application = await makeApplication(users.applicant.userId, { status: "certified" });
    await makeCertificate(application, users.applicant.userId);
    await makeAudit(application, users.examiner.userId);
    const submitted = await makeApplication(users.applicant.userId, { status: "submitted" });
    return { submitted };
  },
  rows: [
    {
      route: "/dashboard/applications",
      method: "POST",
      intent: "remind-confirm",
      path: () => "/dashboard/applications",
      form: (f) => ({ intent: "remind-confirm", applicationId: f.submitted }),
      expect: staffOnly,
    },
    {
      route: "/dashboard/applications",
      method: "POST",
      intent: "remind",
      path: () => "/dashboard/applications",
      form: (f) => ({ intent: "remind", applicationId: f.submitted }),
      expect: staffOnly,
    },
    {
      route: "/dashboard/applications/export",
      method: "GET",
      path: () => "/dashboard/applications/export?status=submitted&q=Matrix&sort=business&dir=asc",
      expect: signedIn({}),
    },
    {
      route: "/dashboard/certificates/export",
      method: "GET",
      path: () => "/dashboard/certificates/export?status=valid&q=Matrix&sort=number&dir=asc",
      expect: signedIn({ examiner: "denied" }),
    },
    {
      route: "/dashboard/audits/export",
      method: "GET",
      path: () => "/dashboard/audits/export?status=scheduled&q=Matrix&sort=examinerName&dir=desc",
      expect: signedIn({}),
    },
    {
      route: "/dashboard/mail-log/export",
      method: "GET",
      path: () => "/dashboard/mail-log/export?status=pending&sort=attempts&dir=asc",
      expect: adminOnly,
    },
    {
      route: "/dashboard/users/export",
      method: "GET",
      path: () => "/dashboard/users/export?role=examiner&q=matrix&sort=lastSignIn&dir=desc",
      expect: staffOnly,
    },
    {
      route: "/dashboard/renewals/export",
      method: "GET",
      path: () => "/dashboard/renewals/export?status=submitted&q=Matrix&sort=expiry&dir=asc",
      expect: signedIn({ examiner: "denied" }),
    },
  ],
});
