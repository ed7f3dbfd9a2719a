import { describe, expect, it } from "vitest";
import { roles, type Role } from "~/modules/permissions/permissions";
import {
  applicationStatuses,
  canEditApplication,
  canTransition,
  nextStatuses,
  type ApplicationStatus,
} from "./application-status";

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
          expect(canTransition(role, from, to)).toBe(expected);
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
        expect(nextStatuses(role, from).sort()).toEqual(targets.sort());
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
          for (const to of nextStatuses(role, from)) {
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
});

describe("editing (SPEC §4)", () => {
  it("an applicant edits only while draft or rejected", () => {
    for (const status of applicationStatuses) {
      expect(canEditApplication("applicant", status)).toBe(
        status === "draft" || status === "rejected",
      );
    }
  });

  it("administrator, committee and examiner may edit at any time", () => {
    for (const role of ["administrator", "committee", "examiner"] as const) {
      for (const status of applicationStatuses) {
        expect(canEditApplication(role, status)).toBe(true);
      }
    }
  });
});
