import { describe, expect, it } from "vitest";
import { roles, type Role } from "~/modules/permissions/permissions";
import {
  applicationMachine,
  applicationStatuses,
  canEditApplication,
  canTransition,
  nextStatuses,
  type ApplicationStatus,
} from "./application-status";
import type { Viewer } from "~/modules/permissions";

const viewer = (role: Role, id = `${role}-1`): Viewer => ({ user: { id }, activeRole: role });
/** An application of business `applicant-1`, audited by `examiner-1`, in `status`. */
const app = (status: string) => ({
  applicantId: "applicant-1",
  status,
  assignedExaminerIds: ["examiner-1"],
});

/** The allowed moves, written out independently of the table. */
const allowed: Record<Role, string[]> = {
  applicant: ["draft>submitted", "rejected>submitted"],
  examiner: [
    "inspection-scheduled>inspection-completed",
    "inspection-completed>review-panel",
    "inspection-completed>audit-required",
  ],
  committee: [
    "submitted>under-review",
    "submitted>payment-pending",
    "submitted>rejected",
    "under-review>payment-pending",
    "under-review>inspection-scheduled",
    "under-review>rejected",
    "payment-pending>under-review",
    "payment-pending>rejected",
    "inspection-scheduled>inspection-completed",
    "inspection-scheduled>under-review",
    "inspection-completed>review-panel",
    "inspection-completed>audit-required",
    "inspection-completed>approved",
    "inspection-completed>rejected",
    "review-panel>approved",
    "review-panel>rejected",
    "review-panel>audit-required",
    "audit-required>inspection-scheduled",
    "audit-required>under-review",
    "approved>certified",
    "approved>rejected",
    "certified>approved",
    "rejected>under-review",
  ],
  administrator: [],
};
allowed.administrator = [...allowed.committee, "draft>submitted", "rejected>submitted"];

describe("application status transitions: every role × from × to", () => {
  for (const role of roles) {
    for (const from of applicationStatuses) {
      for (const to of applicationStatuses) {
        const expected = allowed[role].includes(`${from}>${to}`);
        it(`${role}: ${from} → ${to} is ${expected ? "allowed" : "refused"}`, () => {
          expect(canTransition(viewer(role), app(from), to)).toBe(expected);
        });
      }
    }
  }

  it("nextStatuses lists exactly the allowed targets", () => {
    for (const role of roles) {
      for (const from of applicationStatuses) {
        const targets = allowed[role]
          .filter((m) => m.startsWith(`${from}>`))
          .map((m) => m.split(">")[1] as ApplicationStatus);
        expect(nextStatuses(viewer(role), app(from)).sort()).toEqual(targets.sort());
      }
    }
  });

  it("every status can be reached from draft", () => {
    const reached = new Set<ApplicationStatus>(["draft"]);
    let grew = true;
    while (grew) {
      grew = false;
      for (const from of [...reached]) {
        for (const role of roles) {
          for (const to of nextStatuses(viewer(role), app(from))) {
            if (!reached.has(to)) {
              reached.add(to);
              grew = true;
            }
          }
        }
      }
    }
    expect([...reached].sort()).toEqual([...applicationStatuses].sort());
  });

  it("another business and an unassigned examiner may take no edge", () => {
    for (const from of applicationStatuses) {
      expect(nextStatuses(viewer("applicant", "someone-else"), app(from))).toEqual([]);
      expect(nextStatuses(viewer("examiner", "examiner-2"), app(from))).toEqual([]);
    }
  });
});

describe("system edges (SPEC §4)", () => {
  const system = (event: string) =>
    applicationMachine.edges
      .filter((e) => (e.by as readonly string[]).includes(event))
      .map((e) => `${e.from}>${e.to}`)
      .sort();

  it("lists what audits and certificates do to an application", () => {
    // Decision 032: the edges the real flows take (SPEC §5 schedules from submitted,
    // under-review or inspection-scheduled; completion also after a hand move back), and
    // from audit-required: "Re-audit required" leads straight to scheduling (decision 087).
    expect(system("system:audit-scheduled")).toEqual([
      "audit-required>inspection-scheduled",
      "submitted>inspection-scheduled",
      "under-review>inspection-scheduled",
    ]);
    expect(system("system:audit-completed")).toEqual([
      "inspection-scheduled>inspection-completed",
      "under-review>inspection-completed",
    ]);
    for (const event of ["system:last-audit-deleted", "system:last-audit-cancelled"]) {
      expect(system(event)).toEqual([
        "inspection-completed>under-review",
        "inspection-scheduled>under-review",
      ]);
    }
    expect(system("system:certificate-generated")).toEqual(["approved>certified"]);
    expect(system("system:certificate-revoked")).toEqual(["certified>approved"]);
  });

  it("no person takes a system edge by holding a role", () => {
    for (const role of roles) {
      expect(canTransition(viewer(role), app("submitted"), "inspection-scheduled")).toBe(false);
    }
  });

  it("assertEdge refuses a move the table does not have", () => {
    expect(() =>
      applicationMachine.assertEdge("draft", "certified", "system:certificate-generated"),
    ).toThrow(/cannot change/);
    expect(() =>
      applicationMachine.assertEdge("approved", "certified", "system:certificate-generated"),
    ).not.toThrow();
  });
});

describe("editing (SPEC §4)", () => {
  it("an applicant edits only while draft or rejected", () => {
    for (const status of applicationStatuses) {
      expect(canEditApplication(viewer("applicant"), app(status))).toBe(
        status === "draft" || status === "rejected",
      );
    }
  });

  it("administrator, committee and examiner may edit at any time", () => {
    for (const role of ["administrator", "committee", "examiner"] as const) {
      for (const status of applicationStatuses) {
        expect(canEditApplication(viewer(role), app(status))).toBe(true);
      }
    }
  });
});
