import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "~/domain/app-error";
import {
  done,
  formIntent,
  handleForm,
  loadPage,
  serveFile,
  UNKNOWN_INTENT_MESSAGE,
} from "./form-action.server";
import { DATABASE_UNAVAILABLE_TEXT } from "./service-unavailable";

/** Drizzle's error for a query PostgreSQL refused to connect for (the driver's error as cause). */
const unreachable = () =>
  Object.assign(new Error("Failed query: select 1"), {
    cause: Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
      code: "ECONNREFUSED",
    }),
  });

function post(fields: Record<string, string>) {
  return new Request("http://localhost/x", { method: "POST", body: new URLSearchParams(fields) });
}

const intents = {
  rename: formIntent(
    z.object({ name: z.string().trim().min(1, "Enter a name") }),
    async ({ name }) => {
      if (name === "taken")
        throw new AppError("conflict", "That name is taken", { name: "That name is taken" });
      if (name === "gone") throw new AppError("not_found", "Not found");
      if (name === "boom") throw new Error("database down");
      if (name === "unreachable") throw unreachable();
      if (name === "away") return new Response(null, { status: 302, headers: { Location: "/" } });
      return done("Renamed.", { name });
    },
  ),
  secret: formIntent(
    z.object({ code: z.string().length(6, "Enter the 6-digit code") }),
    () => done("ok"),
    {
      echo: [],
    },
  ),
};
const run = (fields: Record<string, string>) =>
  handleForm(post(fields), { intents, fallback: "Something went wrong", context: "test" });

type Answer = { data: Record<string, unknown>; init: { status?: number } | null };
const body = (r: unknown) => (r as Answer).data;
const status = (r: unknown) => (r as Answer).init?.status ?? 200;

describe("handleForm", () => {
  it("runs the intent's service with the parsed input and tags the success with the intent", async () => {
    const r = await run({ intent: "rename", name: "  Acme " });
    expect(body(r)).toEqual({ ok: true, intent: "rename", message: "Renamed.", name: "Acme" });
  });

  it("answers 400 with the message at the field and the values echoed", async () => {
    const r = await run({ intent: "rename", name: " " });
    expect(status(r)).toBe(400);
    expect(body(r)).toMatchObject({
      ok: false,
      intent: "rename",
      fieldErrors: { name: "Enter a name" },
      values: { name: " " },
    });
  });

  it("answers a schema failure with the screen's own status when it names one", async () => {
    const r = await handleForm(post({ intent: "rename", name: "" }), {
      intents,
      fallback: "f",
      context: "c",
      invalidStatus: 422,
    });
    expect(status(r)).toBe(422);
    expect(body(r)).toMatchObject({
      ok: false,
      status: 422,
      fieldErrors: { name: "Enter a name" },
    });
  });

  it("never echoes fields the intent keeps back", async () => {
    const r = await run({ intent: "secret", code: "12" });
    expect(body(r)).toMatchObject({ fieldErrors: { code: "Enter the 6-digit code" }, values: {} });
  });

  it("answers an unknown intent 400 with the shared text", async () => {
    const r = await run({ intent: "drop-tables" });
    expect(status(r)).toBe(400);
    expect(body(r)).toMatchObject({ message: UNKNOWN_INTENT_MESSAGE });
  });

  it("maps a refusal to its status and texts, a 404 to the not-found screen, anything else to the fallback", async () => {
    const refused = await run({ intent: "rename", name: "taken" });
    expect(status(refused)).toBe(409);
    expect(body(refused)).toMatchObject({
      status: 409,
      message: "That name is taken",
      fieldErrors: { name: "That name is taken" },
    });
    await expect(run({ intent: "rename", name: "gone" })).rejects.toMatchObject({
      init: { status: 404 },
    });
    const failed = await run({ intent: "rename", name: "boom" });
    expect(status(failed)).toBe(500);
    expect(body(failed)).toMatchObject({ message: "Something went wrong" });
  });

  it("answers 503 at the form, values kept, when the database cannot be reached", async () => {
    const answer = (await run({ intent: "rename", name: "unreachable" })) as unknown as {
      data: Record<string, unknown>;
      init: { status?: number; headers?: Record<string, string> };
    };
    expect(answer.init.status).toBe(503);
    expect(answer.init.headers).toMatchObject({ "Retry-After": "30" });
    expect(answer.data).toMatchObject({
      status: 503,
      message: DATABASE_UNAVAILABLE_TEXT,
      values: { name: "unreachable" },
    });
  });

  it("passes a handler's Response (a redirect) through", async () => {
    const r = await run({ intent: "rename", name: "away" });
    expect(r).toBeInstanceOf(Response);
    expect((r as Response).status).toBe(302);
  });

  it("gives repeated fields to the schema as lists and echoes them as lists", async () => {
    const tags = {
      tag: formIntent(
        z.object({ tag: z.array(z.string()).min(2, "Choose two tags"), note: z.string() }),
        ({ tag }) => done("Tagged.", { tags: tag }),
        { lists: ["tag"] },
      ),
    };
    const request = (fields: [string, string][]) =>
      new Request("http://localhost/x", { method: "POST", body: new URLSearchParams(fields) });
    const ok = await handleForm(
      request([
        ["intent", "tag"],
        ["tag", "a"],
        ["tag", "b"],
        ["note", "n"],
      ]),
      { intents: tags, fallback: "f", context: "c" },
    );
    expect(body(ok)).toMatchObject({ ok: true, tags: ["a", "b"] });
    const short = await handleForm(
      request([
        ["intent", "tag"],
        ["tag", "a"],
        ["note", "n"],
      ]),
      { intents: tags, fallback: "f", context: "c" },
    );
    expect(status(short)).toBe(400);
    expect(body(short)).toMatchObject({
      fieldErrors: { tag: "Choose two tags" },
      values: { intent: "tag", tag: ["a"], note: "n" },
    });
  });

  it("answers an intent's own fallback text when it has one", async () => {
    const own = {
      go: formIntent(
        z.object({}),
        () => {
          throw new Error("down");
        },
        { fallback: "Could not go" },
      ),
    };
    const r = await handleForm(post({ intent: "go" }), {
      intents: own,
      fallback: "Something went wrong",
      context: "test",
    });
    expect(status(r)).toBe(500);
    expect(body(r)).toMatchObject({ message: "Could not go" });
  });

  it("refuses an unreadable body with 400", async () => {
    const bad = new Request("http://localhost/x", {
      method: "POST",
      body: "x",
      headers: { "Content-Type": "application/json" },
    });
    await expect(handleForm(bad, { intents, fallback: "f", context: "c" })).rejects.toMatchObject({
      status: 400,
    });
  });
});

describe("handleForm options for a screen's own answer", () => {
  const pick = {
    choose: formIntent(
      z.object({ id: z.string().min(1, "Choose one") }),
      ({ id }) => {
        throw new AppError("not_found", `No ${id}`);
      },
      { notFound: "form" },
    ),
  };
  const form = (fields: Record<string, string>) =>
    handleForm(post(fields), {
      intents: pick,
      fallback: "f",
      context: "c",
      defaultIntent: "choose",
      invalidStatus: 422,
      failure: async (f) => ({ section: "list", fieldErrors: { id: f.message } }),
    });

  it("answers invalid input with the form's status and adds the form's own fields", async () => {
    const r = await form({ id: "" });
    expect(status(r)).toBe(422);
    expect(body(r)).toMatchObject({
      ok: false,
      intent: "choose",
      message: "Choose one",
      section: "list",
      fieldErrors: { id: "Choose one" },
    });
  });

  it("answers a 404 of a chosen record at the form, not with the not-found screen", async () => {
    const r = await form({ id: "x" });
    expect(status(r)).toBe(404);
    expect(body(r)).toMatchObject({
      message: "No x",
      section: "list",
      fieldErrors: { id: "No x" },
    });
  });
});

describe("loadPage", () => {
  it("returns the read, maps AppErrors to their status and hides unexpected errors behind the fallback", async () => {
    await expect(loadPage(async () => 1, { fallback: "f", context: "c" })).resolves.toBe(1);
    await expect(
      loadPage(() => Promise.reject(new AppError("forbidden", "Nope")), {
        fallback: "f",
        context: "c",
      }),
    ).rejects.toMatchObject({
      data: { message: "Nope" },
      init: { status: 403 },
    });
    await expect(
      loadPage(() => Promise.reject(new Error("x")), { fallback: "f", context: "c" }),
    ).rejects.toMatchObject({
      data: { message: "f" },
      init: { status: 500 },
    });
    // The database out of reach goes on unchanged, to the 503 page.
    const error = unreachable();
    await expect(
      loadPage(() => Promise.reject(error), { fallback: "f", context: "c" }),
    ).rejects.toBe(error);
  });
});

describe("serveFile", () => {
  it("answers the file, a refusal as plain text with its status, and throws anything else", async () => {
    const file = await serveFile(async () => new Response("%PDF"));
    expect(await file.text()).toBe("%PDF");
    const hidden = await serveFile(() => Promise.reject(new AppError("not_found", "Not here")));
    expect(hidden.status).toBe(404);
    expect(hidden.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await hidden.text()).toBe("Not here");
    await expect(serveFile(() => Promise.reject(new Error("disk")))).rejects.toThrow("disk");
  });
});
