import path from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server";

describe("configuration", () => {
  it("runs on embedded defaults", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe("0.0.0.0");
    expect(env.dataDir).toBe(path.resolve("./data"));
    expect(env.baseUrl).toBe("http://localhost:3000");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.seedDemo).toBe(true);
    expect(env.oidcEnabled).toBe(false);
  });

  it("switches to PostgreSQL and turns demo data off by default", () => {
    const env = parseEnv({ DATABASE_URL: "postgres://u@db:5432/x" });
    expect(env.DATABASE_URL).toBe("postgres://u@db:5432/x");
    expect(env.seedDemo).toBe(false);
    expect(parseEnv({ DATABASE_URL: "postgres://u@db/x", SEED_DEMO: "true" }).seedDemo).toBe(true);
  });

  it("turns demo data off in production unless SEED_DEMO=true", () => {
    expect(parseEnv({ NODE_ENV: "production" }).seedDemo).toBe(false);
    expect(parseEnv({ NODE_ENV: "production", SEED_DEMO: "true" }).seedDemo).toBe(true);
  });

  it.each([
    ["PORT", { PORT: "eighty" }],
    ["PORT", { PORT: "70000" }],
    ["DATABASE_URL", { DATABASE_URL: "mysql://x" }],
    ["SMTP_URL", { SMTP_URL: "http://mail" }],
    ["PUBLIC_BASE_URL", { PUBLIC_BASE_URL: "not a url" }],
    ["LOG_LEVEL", { LOG_LEVEL: "loud" }],
    ["SEED_DEMO", { SEED_DEMO: "maybe" }],
    ["AUTH_SECRET", { AUTH_SECRET: "short" }],
  ])("stops with a message naming %s", (name, source) => {
    let error: unknown;
    try {
      parseEnv(source);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    expect((error as EnvError).variables).toContain(name);
    expect((error as EnvError).message).toContain(name);
  });

  it("requires AUTH_SECRET and CREDENTIAL_SIGNING_KEY in production with DATABASE_URL (decision 079)", () => {
    const production = { NODE_ENV: "production", DATABASE_URL: "postgres://u@db/x" };
    let error: unknown;
    try {
      parseEnv({ ...production, AUTH_SECRET: "s".repeat(40) });
    } catch (e) {
      error = e;
    }
    expect((error as EnvError).variables).toEqual(["CREDENTIAL_SIGNING_KEY"]);
    expect((error as EnvError).message).toMatch(
      /CREDENTIAL_SIGNING_KEY: is required in production with DATABASE_URL/,
    );
    const env = parseEnv({
      ...production,
      AUTH_SECRET: "s".repeat(40),
      CREDENTIAL_SIGNING_KEY: "c".repeat(40),
    });
    expect(env.CREDENTIAL_SIGNING_KEY).toBe("c".repeat(40));
    // The embedded database keeps its generated key in DATA_DIR: nothing required.
    expect(parseEnv({ NODE_ENV: "production" }).CREDENTIAL_SIGNING_KEY).toBeUndefined();
  });

  it("complaint deadlines: 5 and 30 business days by default, configurable, resolving no sooner than acknowledging (decision 068)", () => {
    expect(parseEnv({})).toMatchObject({
      COMPLAINT_ACKNOWLEDGE_BUSINESS_DAYS: 5,
      COMPLAINT_RESOLVE_BUSINESS_DAYS: 30,
    });
    expect(
      parseEnv({ COMPLAINT_ACKNOWLEDGE_BUSINESS_DAYS: "3", COMPLAINT_RESOLVE_BUSINESS_DAYS: "20" }),
    ).toMatchObject({
      COMPLAINT_ACKNOWLEDGE_BUSINESS_DAYS: 3,
      COMPLAINT_RESOLVE_BUSINESS_DAYS: 20,
    });
    expect(() =>
      parseEnv({ COMPLAINT_ACKNOWLEDGE_BUSINESS_DAYS: "10", COMPLAINT_RESOLVE_BUSINESS_DAYS: "5" }),
    ).toThrow(
      /COMPLAINT_RESOLVE_BUSINESS_DAYS: must be at least COMPLAINT_ACKNOWLEDGE_BUSINESS_DAYS/,
    );
    expect(() => parseEnv({ COMPLAINT_ACKNOWLEDGE_BUSINESS_DAYS: "0" })).toThrow(
      /COMPLAINT_ACKNOWLEDGE_BUSINESS_DAYS/,
    );
  });

  it("requires all three OIDC variables together", () => {
    expect(() => parseEnv({ OIDC_ISSUER: "https://id.example.org" })).toThrow(/OIDC_CLIENT_ID/);
    const env = parseEnv({
      OIDC_ISSUER: "https://id.example.org",
      OIDC_CLIENT_ID: "c",
      OIDC_CLIENT_SECRET: "s",
    });
    expect(env.oidcEnabled).toBe(true);
  });

  it("treats empty values as unset and trims the base URL", () => {
    const env = parseEnv({ PORT: "", PUBLIC_BASE_URL: "https://portal.example.org/" });
    expect(env.PORT).toBe(3000);
    expect(env.baseUrl).toBe("https://portal.example.org");
  });
});
