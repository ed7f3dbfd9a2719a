import { describe, expect, it } from "vitest";
import { backupsToPrune } from "./backup-retention";

const policy = { keepDaily: 3, keepWeekly: 2, timeZone: "America/Toronto" };
// Noon in Toronto on a given date.
const at = (date: string, hour = 17) => new Date(`${date}T${String(hour).padStart(2, "0")}:00:00Z`);

describe("backup retention", () => {
  it("keeps the newest of each of the newest days, then one per older week", () => {
    const backups = [
      // Wednesday 2026-11-25 twice, Tuesday, Monday, Sunday 11-22 (week of 11-16), …
      { id: "wed-late", startedAt: at("2026-11-25", 20) },
      { id: "wed-early", startedAt: at("2026-11-25", 9) },
      { id: "tue", startedAt: at("2026-11-24") },
      { id: "mon", startedAt: at("2026-11-23") },
      { id: "sun", startedAt: at("2026-11-22") },
      { id: "sat", startedAt: at("2026-11-21") },
      { id: "prev-week", startedAt: at("2026-11-12") },
      { id: "older-week", startedAt: at("2026-11-04") },
    ];
    expect(backupsToPrune(backups, policy, at("2026-11-27")).sort()).toEqual(
      ["wed-early", "sat", "older-week"].sort(),
    );
    // Within a day of both, the earlier backup of the same day stays too.
    expect(backupsToPrune(backups, policy, at("2026-11-25", 21))).not.toContain("wed-early");
  });

  it("uses calendar days in the programme's time zone", () => {
    // 03:00 UTC on the 25th is still the 24th in Toronto.
    const backups = [
      { id: "a", startedAt: new Date("2026-11-25T03:00:00Z") },
      { id: "b", startedAt: new Date("2026-11-24T15:00:00Z") },
    ];
    expect(
      backupsToPrune(backups, { ...policy, keepDaily: 1, keepWeekly: 0 }, at("2026-11-30")),
    ).toEqual(["b"]);
  });

  it("never prunes the only backup", () => {
    expect(backupsToPrune([{ id: "x", startedAt: at("2020-01-01") }], policy, new Date())).toEqual(
      [],
    );
  });
});
