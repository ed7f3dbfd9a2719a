/**
 * The one way a route module answers a form (decision 049): read the body
 * once, pick the intent, parse it with its Zod schema, run one service, and
 * turn every error into the shared response. Routes stay thin: they list their
 * intents and say what a success answers.
 *
 *   export const action = ({ request, params }: Route.ActionArgs) =>
 *     handleForm(request, {
 *       context: "application status change",
 *       fallback: messages.genericError,
 *       intents: {
 *         status: formIntent(statusSchema, async (input) => {
 *           await changeApplicationStatus({ ... });
 *           return done("Status updated.");
 *         }),
 *       },
 *     });
 *
 * Failures answer `FormFailure` (the intent, a message for the form, messages
 * at the fields and the echoed values) with the error's status; a 404 shows
 * the not-found screen (no leak); anything unexpected is logged and answered
 * with `fallback` (a SPEC §8 text). A handler may also return or throw a
 * `Response` (a redirect).
 *
 * Three options keep a screen's own answer where it has one: `invalidStatus`
 * (a form that answers 422 to input that fails its schema), `failure` (fields
 * every failure of the form also carries, e.g. the screen's section, or
 * renamed keys) and, per intent, `notFound: "form"` (the missing record was
 * a choice on the form, e.g. a row of a list, not the page's own subject: its
 * 404 is a message at the form, not the not-found screen).
 */
import { data } from "react-router";
import type { z } from "zod";
import { isAppError } from "~/domain/app-error";
import { databaseUnavailableReason, RETRY_AFTER_SECONDS } from "./database-unavailable.server";
import { readFormData, type FieldErrors } from "./form-data.server";
import { defineMessages } from "./i18n/messages";
import { inReaderLanguage, requestLocale } from "./i18n/request-locale.server";
import { translateText } from "./i18n/translate-text";
import { logger } from "./logger.server";
import { DATABASE_UNAVAILABLE_TEXT } from "./service-unavailable";

/** Text for an `intent` the route does not know (a forged or stale form). */
export const UNKNOWN_INTENT_MESSAGE = "This form is not recognised. Reload the page and try again.";

export type FormFailure<V extends EchoedValues = Record<string, string>> = {
  ok: false;
  intent: string;
  /** The HTTP status it was answered with (a screen may word a 401 differently). */
  status: number;
  message: string;
  fieldErrors: FieldErrors;
  values: V;
};

/** Echoed values: text fields, and lists for the fields a form repeats (checkboxes). */
export type EchoedValues = Record<string, string | string[]>;

export type FormSuccess<Extra extends object = object> = {
  ok: true;
  intent: string;
  message: string;
} & Extra;

export type FormResult<Extra extends object = object> = FormSuccess<Extra> | FormFailure;

/** What a handler returns for a success: a message for the page, plus any data. */
export function done<Extra extends object = object>(
  message: string,
  extra?: Extra,
): { ok: true; message: string } & Extra {
  return { ok: true, message, ...(extra as Extra) };
}

type Values = Record<string, string>;

export type FormIntent<Out, List extends string = string> = {
  schema: z.ZodType;
  run: (input: never, values: Values) => Promise<Out | Response> | Out | Response;
  /** Fields sent back to the browser on failure (never passwords or codes): all by default. */
  echo?: readonly string[];
  /** `"form"`: a 404 of this intent is a failure at the form (default: the not-found screen). */
  notFound?: "screen" | "form";
  /** Fields the form repeats (checkboxes): the schema gets them, and failures echo them, as lists. */
  lists?: readonly List[];
  /** This intent's own text for an unexpected failure (else the form's `fallback`). */
  fallback?: string;
};

/** One intent: its schema and the service call it makes with the parsed input. */
export function formIntent<S extends z.ZodType, Out, List extends string = never>(
  schema: S,
  run: (input: z.infer<S>, values: Values) => Promise<Out | Response> | Out | Response,
  options: {
    echo?: readonly string[];
    notFound?: "screen" | "form";
    lists?: readonly List[];
    fallback?: string;
  } = {},
): FormIntent<Out, NoInfer<List>> {
  return {
    schema,
    run: run as FormIntent<Out, List>["run"],
    echo: options.echo,
    notFound: options.notFound,
    lists: options.lists,
    fallback: options.fallback,
  };
}

type Intents = Record<string, FormIntent<unknown>>;

/** The failure's echoed values: text only, unless an intent has repeated fields. */
type FailureValues<I extends Intents> = [
  { [K in keyof I]: I[K] extends FormIntent<unknown, infer L> ? L : never }[keyof I],
] extends [never]
  ? Values
  : EchoedValues;

/** What the intents' handlers answer besides a `Response` (a success is tagged with its intent). */
type Outcome<I extends Intents> = {
  [K in keyof I]: I[K] extends FormIntent<infer Out>
    ? Exclude<Out, Response> extends infer O
      ? O extends { ok: true }
        ? O & { intent: K & string }
        : O
      : never
    : never;
}[keyof I];

export type HandleFormOptions<I extends Intents, Extra extends object = object> = {
  intents: I;
  /** Shown when something unexpected fails (logged with `context`). */
  fallback: string;
  context: string;
  /** The intent of a form without an `intent` field (single-form pages). */
  defaultIntent?: keyof I & string;
  /** Status of an answer whose input fails its schema: 400 unless the screen's contract says otherwise (422). */
  invalidStatus?: number;
  /** What every failure of this form also carries (its fields override the shared ones). */
  failure?: (failure: FormFailure<FailureValues<I>>) => Extra | Promise<Extra>;
};

function echoed(values: EchoedValues, keep: readonly string[] | undefined): EchoedValues {
  if (!keep) return values;
  return Object.fromEntries(keep.map((k) => [k, values[k] ?? ""]));
}

/** A failure answer for `intent` (also for services that refuse after their own checks). */
export function formFailure<V extends EchoedValues = Values>(
  intent: string,
  message: string,
  status: number,
  fieldErrors: FieldErrors = {},
  values: V = {} as V,
) {
  return data<FormFailure<V>>(
    { ok: false, intent, status, message, fieldErrors, values },
    {
      status,
      headers: {
        "Cache-Control": "no-store",
        ...(status === 503 ? { "Retry-After": String(RETRY_AFTER_SECONDS) } : {}),
      },
    },
  );
}

/**
 * Maps any error of a form's service to its answer (AppError text, 404
 * screen, logged 500). The database out of reach (issue 25) is 503 with a
 * message that says so, at the form: the values typed stay.
 */
export function formErrorResponse<V extends EchoedValues = Values>(
  error: unknown,
  intent: string,
  options: { fallback: string; context: string; values?: V; notFound?: "screen" | "form" },
) {
  if (error instanceof Response) throw error;
  const unavailable = databaseUnavailableReason(error);
  if (unavailable) {
    logger.error({ context: options.context, reason: unavailable }, "database unavailable");
    return formFailure<V>(intent, DATABASE_UNAVAILABLE_TEXT, 503, {}, options.values);
  }
  if (isAppError(error)) {
    if (error.status === 404 && options.notFound !== "form") {
      throw data({ title: "Not found", message: error.message }, { status: 404 });
    }
    return formFailure<V>(intent, error.message, error.status, error.fieldErrors, options.values);
  }
  logger.error({ err: error }, `${options.context} failed`);
  return formFailure<V>(intent, options.fallback, 500, {}, options.values);
}

/** The title of a not-found screen (its message is the refusal's). */
const NOT_FOUND_TITLE = defineMessages({
  notFound: { id: "errors.notFound.title", defaultMessage: "Not found" },
}).notFound.defaultMessage;

export async function handleForm<I extends Intents, Extra extends object = object>(
  request: Request,
  options: HandleFormOptions<I, Extra>,
) {
  const form = await readFormData(request);
  // Messages are answered in the reader's language (decision 086).
  const locale = await requestLocale(request);
  const values: Values = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") values[key] = value;
  const intent = values.intent ?? options.defaultIntent ?? "";
  const handler = Object.hasOwn(options.intents, intent) ? options.intents[intent] : undefined;
  const fail = async <V extends EchoedValues>(answer: ReturnType<typeof formFailure<V>>) => {
    const extra = options.failure
      ? await options.failure(answer.data as unknown as FormFailure<FailureValues<I>>)
      : ({} as Extra);
    const localized = {
      ...answer.data,
      message: translateText(answer.data.message, locale),
      fieldErrors: Object.fromEntries(
        Object.entries(answer.data.fieldErrors).map(([name, text]) => [
          name,
          typeof text === "string" ? translateText(text, locale) : text,
        ]),
      ) as FieldErrors,
    };
    return data<FormFailure<V> & Extra>({ ...localized, ...extra }, answer.init ?? undefined);
  };
  if (!handler) return fail(formFailure<FailureValues<I>>(intent, UNKNOWN_INTENT_MESSAGE, 400));
  const input: EchoedValues = { ...values };
  for (const name of handler.lists ?? [])
    input[name] = form.getAll(name).filter((v): v is string => typeof v === "string");
  const keep = echoed(input, handler.echo) as FailureValues<I>;
  const parsed = handler.schema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors: FieldErrors = {};
    for (const issue of parsed.error.issues)
      fieldErrors[String(issue.path[0] ?? "form")] ??= issue.message;
    const message = fieldErrors.form ?? Object.values(fieldErrors)[0] ?? options.fallback;
    return fail(formFailure(intent, message, options.invalidStatus ?? 400, fieldErrors, keep));
  }
  try {
    const out = await handler.run(parsed.data as never, values);
    if (out instanceof Response) return out;
    if (out && typeof out === "object" && (out as { ok?: unknown }).ok === true) {
      const done = out as { message?: unknown };
      const message =
        typeof done.message === "string" ? translateText(done.message, locale) : done.message;
      return data({ ...(out as object), message, intent } as unknown as Extract<
        Outcome<I>,
        { ok: true }
      >);
    }
    return out as Exclude<Outcome<I>, { ok: true }>;
  } catch (error) {
    const fallback = handler.fallback ?? options.fallback;
    return fail(
      formErrorResponse(error, intent, {
        ...options,
        fallback,
        values: keep,
        notFound: handler.notFound,
      }),
    );
  }
}

/**
 * A loader's one read: a known AppError becomes a response with its own text
 * (404 shows the not-found screen); the database out of reach goes on to the
 * 503 page (app/lib/database-unavailable.server.ts); anything else unexpected
 * is logged and shown as `fallback`.
 */
export async function loadPage<T>(
  read: () => Promise<T>,
  options: { fallback: string; context: string },
): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof Response || databaseUnavailableReason(error)) throw error;
    if (isAppError(error)) {
      throw data(
        {
          title: error.status === 404 ? await inReaderLanguage(NOT_FOUND_TITLE) : undefined,
          message: await inReaderLanguage(error.message),
        },
        { status: error.status },
      );
    }
    logger.error({ err: error }, `${options.context} failed`);
    throw data({ message: await inReaderLanguage(options.fallback) }, { status: 500 });
  }
}

/**
 * A resource route's one read (a download, a PDF): `read` builds the file's
 * response; a known AppError answers its own text as plain text with its
 * status (the link was followed outside the page, so no error screen; a file
 * the viewer may not see answers 404 like a missing one); anything
 * unexpected is thrown (the server's 500).
 */
export async function serveFile(read: () => Promise<Response>): Promise<Response> {
  try {
    return await read();
  } catch (error) {
    if (!isAppError(error)) throw error;
    return new Response(error.message, {
      status: error.status,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
}
