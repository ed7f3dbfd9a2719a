import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { profiles } from "~/db/schema";
import { isAppError } from "~/domain/app-error";
import { getDb } from "~/lib/db.server";
import { resetEnvForTests } from "~/lib/env.server";
import { makeRequest, routeArgs, settle } from "../../../tests/helpers/requests";
import { createTestUser } from "../../../tests/helpers/users";
import { action as loginAction } from "../../routes/auth/login";
import { signIn } from "./sign-in.server";
import { signUp } from "./sign-up.server";

const previousLimit = process.env.AUTH_RATE_LIMIT_MAX;
afterEach(() => {
  if (previousLimit === undefined) delete process.env.AUTH_RATE_LIMIT_MAX;
  else process.env.AUTH_RATE_LIMIT_MAX = previousLimit;
  resetEnvForTests();
});

const savedLocale = async (email: string) =>
  (
    await getDb()
      .select({ locale: profiles.locale })
      .from(profiles)
      .where(eq(profiles.email, email))
  )[0]?.locale;

const form = (email: string) => ({
  intent: "sign-up",
  name: "Camille Renard",
  organization: "Renard Faune Sans Cruauté",
  email,
  password: "un-mot-de-passe-solide",
  confirmPassword: "un-mot-de-passe-solide",
});

describe("sign-up saves the language of the page (issue 36)", () => {
  it("a registration on /fr/login stores fr-CA and answers on the French sign-in page", async () => {
    const email = "camille@example.test";
    const answer = await settle(() =>
      loginAction(routeArgs(makeRequest("/fr/login?register=true", { form: form(email) }))),
    );
    expect(answer).toBeInstanceOf(Response);
    const location = (answer as Response).headers.get("location") ?? "";
    expect(location).toMatch(/^\/fr\/login\?registered=1&/);
    expect(await savedLocale(email)).toBe("fr-CA");
  });

  it("/es/login stores es-MX; the English page stores en", async () => {
    const input = { name: "Ana Zorro", organization: "Zorro Fauna", password: "a-strong-password" };
    await signUp(makeRequest("/es/login?register=true", { method: "POST" }), {
      ...input,
      email: "ana@example.test",
    });
    await signUp(makeRequest("/login?register=true", { method: "POST" }), {
      ...input,
      email: "riley@example.test",
    });
    expect(await savedLocale("ana@example.test")).toBe("es-MX");
    expect(await savedLocale("riley@example.test")).toBe("en");
  });

  it("a French refusal is answered in French", async () => {
    const answer = (await loginAction(
      routeArgs(
        makeRequest("/fr/login?register=true", {
          form: { ...form("camille2@example.test"), confirmPassword: "autre-chose-encore" },
        }),
      ),
    )) as unknown as { data: { fieldErrors: Record<string, string> } };
    expect(answer.data.fieldErrors.confirmPassword).not.toBe("Passwords do not match");
    expect(await savedLocale("camille2@example.test")).toBeUndefined();
  });

  it("a French sign-in refused for too many attempts says how long to wait in French", async () => {
    const account = await createTestUser("applicant");
    process.env.AUTH_RATE_LIMIT_MAX = "1";
    resetEnvForTests();
    const french = () =>
      makeRequest("/fr/login", { headers: { "x-hap-client-ip": "203.0.113.77" } });
    await signIn(french(), { email: account.email, password: account.password });
    const error = await signIn(french(), {
      email: account.email,
      password: account.password,
    }).catch((e: unknown) => e);
    expect(isAppError(error) && error.status).toBe(429);
    expect((error as Error).message).toMatch(
      /^Trop de tentatives\. Veuillez patienter \d+ secondes/,
    );
  });
});
