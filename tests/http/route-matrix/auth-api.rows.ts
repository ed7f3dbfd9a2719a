import { signInCookie } from "../../helpers/users";
import { makeApplication } from "./fixtures";
import { defineGroup, publicPage, type Asker, type Expected, type MatrixUsers } from "./types";

/** Sign-in screens, sign-out, better-auth's endpoints, the payment API and the public contact form. */
type F = { users: MatrixUsers };

/** The same answer for every asker. */
const everyone = (expected: Expected): Record<Asker, Expected> => ({
  anonymous: expected,
  applicant: expected,
  examiner: expected,
  committee: expected,
  administrator: expected,
});

const signedInGoTo = (location: RegExp, anonymous: Expected): Record<Asker, Expected> => ({
  anonymous,
  applicant: { status: 302, location },
  examiner: { status: 302, location },
  committee: { status: 302, location },
  administrator: { status: 302, location },
});

const same = (e: Expected): Record<Asker, Expected> => ({
  anonymous: e,
  applicant: e,
  examiner: e,
  committee: e,
  administrator: e,
});

const json = (body: unknown) => async () => ({
  body: JSON.stringify(body),
  headers: { "content-type": "application/json" },
});

export default defineGroup<F>({
  name: "sign-in, APIs and the contact form",
  setup: async (users) => ({ users }),
  rows: [
    {
      route: "/contact",
      method: "POST",
      path: () => "/contact",
      form: (_f, _p, asker) => ({
        name: `Visitor ${asker}`,
        email: "visitor@example.test",
        subject: "Question about the audit",
        message: "How long does an on-site audit usually take for a two-person business?",
      }),
      expect: publicPage,
    },
    // The language switcher (issue 36): anyone; a signed-in person's choice is saved.
    // English here, so the askers' later rows stay in English (tests/http/languages.test.ts).
    {
      route: "/language",
      method: "POST",
      path: () => "/language",
      form: () => ({ locale: "en", next: "/fr/about" }),
      expect: everyone({ status: 302, location: /^\/about$/ }),
    },
    {
      route: "/language",
      method: "GET",
      path: () => "/language",
      expect: everyone({ status: 302, location: /^\/$/ }),
    },
    {
      route: "/login",
      method: "GET",
      note: "signed-in users go on to the dashboard",
      path: () => "/login",
      expect: signedInGoTo(/^\/dashboard$/, "ok"),
    },
    {
      route: "/login",
      method: "POST",
      intent: "sign-in",
      note: "wrong password",
      path: () => "/login",
      form: () => ({
        intent: "sign-in",
        email: "nobody@example.test",
        password: "wrong-password-1",
      }),
      expect: signedInGoTo(/^\/dashboard$/, { status: 401, refused: true }),
    },
    {
      route: "/login/two-factor",
      method: "GET",
      note: "without a pending challenge",
      path: () => "/login/two-factor",
      expect: signedInGoTo(/^\/dashboard$/, { status: 302, location: /^\/login\?/ }),
    },
    {
      route: "/login/two-factor",
      method: "POST",
      path: () => "/login/two-factor",
      form: () => ({ code: "123456" }),
      expect: signedInGoTo(/^\/dashboard$/, { status: 302, location: /^\/login\?/, refused: true }),
    },
    {
      route: "/login/sso",
      method: "GET",
      note: "single sign-on is not configured in tests",
      path: () => "/login/sso",
      expect: same({ status: 404, refused: true }),
    },
    {
      route: "/login/sso",
      method: "POST",
      path: () => "/login/sso",
      form: () => ({ redirectTo: "/dashboard" }),
      expect: same({ status: 404, refused: true }),
    },
    {
      route: "/forgot-password",
      method: "GET",
      path: () => "/forgot-password",
      expect: publicPage,
    },
    {
      route: "/forgot-password",
      method: "POST",
      path: () => "/forgot-password",
      form: () => ({ email: "nobody@example.test" }),
      expect: publicPage,
    },
    {
      route: "/reset-password",
      method: "GET",
      path: () => "/reset-password?token=not-a-token",
      expect: publicPage,
    },
    {
      route: "/reset-password",
      method: "POST",
      path: () => "/reset-password",
      form: () => ({
        token: "not-a-token",
        password: "a-new-password-123",
        confirm: "a-new-password-123",
      }),
      expect: same({ status: 422, refused: true }),
    },
    {
      route: "/logout",
      method: "GET",
      path: () => "/logout",
      expect: same({ status: 302, location: /^\/$/ }),
    },
    {
      route: "/logout",
      method: "POST",
      note: "a fresh session is signed out; the matrix users keep theirs",
      path: () => "/logout",
      form: () => ({}),
      prepare: async (f, asker) =>
        asker === "anonymous"
          ? {}
          : { cookie: await signInCookie(f.users[asker].email, f.users[asker].password) },
      cookie: (_f, p) => p.cookie,
      expect: same({ status: 302, location: /^\/$/ }),
    },
    {
      route: "/api/auth/*",
      method: "GET",
      path: () => "/api/auth/get-session",
      expect: publicPage,
    },
    {
      route: "/api/auth/*",
      method: "POST",
      note: "wrong password",
      path: () => "/api/auth/sign-in/email",
      raw: json({ email: "nobody@example.test", password: "wrong-password-1" }),
      expect: same({ status: 401, refused: true }),
    },
    {
      route: "/api/payments/create-payment-intent",
      method: "GET",
      path: () => "/api/payments/create-payment-intent",
      expect: same({ status: 405, refused: true }),
    },
    {
      route: "/api/payments/create-payment-intent",
      method: "POST",
      note: "for the matrix applicant's submitted application",
      prepare: async (f) => ({
        id: await makeApplication(f.users.applicant.userId, { status: "submitted" }),
      }),
      path: () => "/api/payments/create-payment-intent",
      raw: async (_f, p) => ({
        body: JSON.stringify({ applicationId: p.id, paymentType: "audit" }),
        headers: { "content-type": "application/json" },
      }),
      expect: {
        anonymous: "unauthorized",
        applicant: "ok",
        examiner: "not-found",
        committee: "denied",
        administrator: "denied",
      },
    },
    {
      route: "/api/payments/webhook/:provider",
      method: "GET",
      path: () => "/api/payments/webhook/test",
      expect: same({ status: 405, refused: true }),
    },
    {
      route: "/api/payments/webhook/:provider",
      method: "POST",
      note: "an unsigned event is refused",
      path: () => "/api/payments/webhook/test",
      raw: json({ id: "evt_forged", type: "payment_intent.succeeded" }),
      expect: same("bad-request"),
    },
    {
      route: "/api/payments/test-mode/confirm",
      method: "GET",
      path: () => "/api/payments/test-mode/confirm",
      expect: same({ status: 404, refused: true }),
    },
    {
      route: "/api/payments/test-mode/confirm",
      method: "POST",
      note: "an unknown payment",
      path: () => "/api/payments/test-mode/confirm",
      raw: json({
        paymentIntentId: "pi_test_0000",
        clientSecret: "nope",
        cardNumber: "4242424242424242",
        expiry: "12/40",
        cvc: "123",
      }),
      expect: {
        anonymous: "unauthorized",
        applicant: "not-found",
        examiner: "not-found",
        committee: "not-found",
        administrator: "not-found",
      },
    },
    {
      route: "/*",
      method: "GET",
      path: () => "/no-such-page",
      expect: same({ status: 302, location: /^\/$/ }),
    },
    {
      route: "/*",
      method: "POST",
      path: () => "/no-such-page",
      form: () => ({ anything: "x" }),
      expect: same({ status: 302, location: /^\/$/ }),
    },
  ],
});
