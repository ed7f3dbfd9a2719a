import { describe, expect, it } from "vitest";
import { databaseUnavailableReason } from "./database-unavailable.server";

/** Drizzle's wrapper of a driver error ("Failed query: …", the driver's error as `cause`). */
function failedQuery(cause: unknown) {
  return Object.assign(new Error("Failed query: select 1\nparams: "), { cause });
}

describe("databaseUnavailableReason", () => {
  it("names a server that refuses, resets or never answers, through Drizzle's wrapper", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
      code: "ECONNREFUSED",
    });
    expect(databaseUnavailableReason(failedQuery(refused))).toBe(
      "connect ECONNREFUSED 127.0.0.1:5432",
    );
    expect(databaseUnavailableReason(new Error("Connection terminated unexpectedly"))).toBe(
      "Connection terminated unexpectedly",
    );
    expect(
      databaseUnavailableReason(failedQuery(new Error("timeout exceeded when trying to connect"))),
    ).toBe("timeout exceeded when trying to connect");
    expect(
      databaseUnavailableReason(
        new Error("Client has encountered a connection error and is not queryable"),
      ),
    ).toMatch(/not queryable/);
  });

  it("names PostgreSQL's shutdown, start-up and connection-limit states", () => {
    const state = (code: string, message: string) => Object.assign(new Error(message), { code });
    expect(
      databaseUnavailableReason(
        failedQuery(state("57P01", "terminating connection due to administrator command")),
      ),
    ).toBe("57P01: terminating connection due to administrator command");
    expect(
      databaseUnavailableReason(state("57P03", "the database system is starting up")),
    ).not.toBeNull();
    expect(
      databaseUnavailableReason(state("53300", "sorry, too many clients already")),
    ).not.toBeNull();
    expect(databaseUnavailableReason(state("08006", "connection failure"))).not.toBeNull();
  });

  it("is null for every other error: a bad query, a constraint, a bug", () => {
    const state = (code: string) => Object.assign(new Error("refused"), { code });
    expect(databaseUnavailableReason(failedQuery(state("23505")))).toBeNull();
    expect(databaseUnavailableReason(failedQuery(state("42P01")))).toBeNull();
    expect(databaseUnavailableReason(new TypeError("x is undefined"))).toBeNull();
    expect(databaseUnavailableReason("ECONNREFUSED")).toBeNull();
    expect(databaseUnavailableReason(null)).toBeNull();
  });
});
