import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server";

describe("TRUST_PROXY", () => {
  it("is off by default and reads a hop count or a list of proxy addresses", () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(
      parseEnv({ TRUST_PROXY: "10.0.0.5, 10.1.0.0/16,loopback, ::1, fd00::/8" }).TRUST_PROXY,
    ).toEqual(["10.0.0.5", "10.1.0.0/16", "loopback", "::1", "fd00::/8"]);
  });

  it.each(["true", "yes", "proxy.example.org", "10.0.0.0/33", "10.0.0.1/8/8", "1.2.3"])(
    "refuses %j at start-up with a message naming the variable",
    (value) => {
      let error: unknown;
      try {
        parseEnv({ TRUST_PROXY: value });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(EnvError);
      expect((error as EnvError).message).toMatch(/TRUST_PROXY: /);
    },
  );

  /** What Express takes as the client address behind the given setting. */
  async function clientAddress(setting: string, forwardedFor: string) {
    const trust = parseEnv({ TRUST_PROXY: setting }).TRUST_PROXY;
    const app = express();
    if (trust !== false) app.set("trust proxy", trust);
    app.get("/", (req, res) => {
      res.send(req.ip);
    });
    const server = http.createServer(app).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/`, {
        headers: { "x-forwarded-for": forwardedFor },
      });
      return await response.text();
    } finally {
      server.close();
    }
  }

  it("a spoofed X-Forwarded-For does not choose the address: only trusted hops are skipped", async () => {
    // The client sent "1.2.3.4" itself; the one proxy (here: loopback) appended the real address.
    const header = "1.2.3.4, 203.0.113.9";
    expect(await clientAddress("false", header)).toMatch(/127\.0\.0\.1$/);
    expect(await clientAddress("1", header)).toBe("203.0.113.9");
    expect(await clientAddress("loopback", header)).toBe("203.0.113.9");
    expect(await clientAddress("127.0.0.1, 10.0.0.0/8", header)).toBe("203.0.113.9");
  });
});

describe("PAYMENTS_TEST_MODE", () => {
  it("is on with demo data and off otherwise, unless set", () => {
    expect(parseEnv({}).paymentsTestMode).toBe(true);
    expect(parseEnv({ NODE_ENV: "production" }).paymentsTestMode).toBe(false);
    expect(parseEnv({ DATABASE_URL: "postgres://u@db/x" }).paymentsTestMode).toBe(false);
    expect(parseEnv({ NODE_ENV: "production", PAYMENTS_TEST_MODE: "true" }).paymentsTestMode).toBe(
      true,
    );
    expect(parseEnv({ PAYMENTS_TEST_MODE: "false" }).paymentsTestMode).toBe(false);
  });

  it("is never on with Stripe", () => {
    expect(
      parseEnv({
        PAYMENTS_TEST_MODE: "true",
        STRIPE_SECRET_KEY: "sk_test_x",
        STRIPE_WEBHOOK_SECRET: "whsec_x",
      }).paymentsTestMode,
    ).toBe(false);
  });
});
