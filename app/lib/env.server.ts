import net from "node:net";
import path from "node:path";
import { z } from "zod";
import { COMPLAINT_ACKNOWLEDGE_DAYS, COMPLAINT_RESOLVE_DAYS } from "~/domain/complaint-status";
import {
  CORRECTIVE_ACTION_MAJOR_DAYS,
  CORRECTIVE_ACTION_MINOR_DAYS,
} from "~/domain/corrective-action-status";

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");

const optionalUrl = z.url().optional();

const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** An IPv4/IPv6 address, optionally with a /prefix, or one of Express's names. */
function isProxyAddress(value: string): boolean {
  if (PROXY_NAMES.has(value)) return true;
  const [address, prefix, ...rest] = value.split("/");
  if (rest.length > 0 || !address) return false;
  const version = net.isIP(address);
  if (version === 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies may set X-Forwarded-For (Express's `trust proxy`): off, a hop
 * count, or a list of proxy addresses / subnets. `true` (trust every hop)
 * is refused: it lets any client choose its address and so defeat every
 * per-address rate limit.
 */
export const trustProxySchema = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    const lower = value.toLowerCase();
    if (["false", "0", "no", "off"].includes(lower)) return false;
    if (/^\d+$/.test(lower)) return Number(lower);
    if (["true", "yes", "on"].includes(lower)) {
      ctx.addIssue({
        code: "custom",
        message:
          "true would trust every proxy hop (any client could forge X-Forwarded-For); set the number of proxies in front of the app (e.g. 1) or their addresses (e.g. 10.0.0.5, 10.0.0.0/8, loopback)",
      });
      return z.NEVER;
    }
    const list = value
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean);
    const bad = list.filter((part) => !isProxyAddress(part));
    if (list.length === 0 || bad.length > 0) {
      ctx.addIssue({
        code: "custom",
        message: `must be false, a hop count (e.g. 1) or a comma-separated list of proxy addresses or subnets (not: ${bad.join(", ") || value})`,
      });
      return z.NEVER;
    }
    return list;
  });

/**
 * The one validated configuration of the application. Every variable is
 * documented in `.env.example`. A bad value stops start-up with a message
 * naming the variable (see `formatEnvError`).
 */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
    SEED_DEMO: bool.optional(),
    PUBLIC_BASE_URL: optionalUrl,
    AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    // Encrypts the verifiable-credential signing keys (decisions 052, 079); when unset, a key
    // generated at first start in DATA_DIR/credential-key (never derived from AUTH_SECRET).
    CREDENTIAL_SIGNING_KEY: z.string().min(32, "must be at least 32 characters").optional(),
    TRUST_PROXY: trustProxySchema.default(false),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
      .optional(),
    MAIL_FROM: z
      .string()
      .min(3)
      .default("Humane Accreditation Portal <no-reply@humane-accreditation.org>"),
    SUPPORT_EMAIL: z.email().default("support@humane-accreditation.org"),
    SUPPORT_PHONE: z.string().min(3).default("+1 (555) 010-4477"),
    POSTAL_ADDRESS: z.string().min(3).default("PO Box 2450, Burlington, VT 05401, USA"),
    OIDC_ISSUER: optionalUrl,
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    OIDC_PROVIDER_NAME: z.string().min(1).default("Single sign-on"),
    CHAT_WIDGET_SRC: optionalUrl,
    AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
    AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
    // Attempts on one account from all addresses together (decision 017): higher and slower.
    AUTH_ACCOUNT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(50),
    AUTH_ACCOUNT_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
    CONTACT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
    // Concerns about a business (decision 058): per client address per hour, per e-mail per day.
    COMPLAINT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(3),
    COMPLAINT_EMAIL_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(3),
    // Complaint deadlines in business days from receipt (decisions 058, 068): shown on /process,
    // in the reporter's e-mail and the dashboard; each case keeps the deadlines it was given.
    COMPLAINT_ACKNOWLEDGE_BUSINESS_DAYS: z.coerce
      .number()
      .int()
      .min(1)
      .max(30)
      .default(COMPLAINT_ACKNOWLEDGE_DAYS),
    COMPLAINT_RESOLVE_BUSINESS_DAYS: z.coerce
      .number()
      .int()
      .min(1)
      .max(250)
      .default(COMPLAINT_RESOLVE_DAYS),
    // Days a business has to correct a minor / major non-conformity (issue 37, decision 087),
    // counted in calendar days in the programme's time zone from the audit's completion.
    CORRECTIVE_ACTION_MINOR_DAYS: z.coerce
      .number()
      .int()
      .min(1)
      .max(365)
      .default(CORRECTIVE_ACTION_MINOR_DAYS),
    CORRECTIVE_ACTION_MAJOR_DAYS: z.coerce
      .number()
      .int()
      .min(1)
      .max(365)
      .default(CORRECTIVE_ACTION_MAJOR_DAYS),
    // Show "resolved complaints in the last 12 months" on business pages (off by default).
    COMPLAINTS_PUBLIC_COUNT: bool.optional(),
    OUTBOX_POLL_MS: z.coerce.number().int().min(50).default(2000),
    NOTIFICATION_POLL_MS: z.coerce.number().int().min(1000).default(10000),
    // How often the in-app scheduler looks for due jobs (expiry, reminders, ballots, posts).
    SCHEDULER_TICK_MS: z.coerce.number().int().min(100).default(60000),
    // What a passed committee ballot does to its proposal (decision 059): wait for an
    // administrator to publish it (default), or publish the new text at once.
    PROPOSAL_PASSED_OUTCOME: z.enum(["await-publication", "publish"]).default("await-publication"),
    // The programme's own time zone: expiry and reminder dates are calendar dates there.
    PROGRAMME_TIME_ZONE: z.string().min(1).default("America/Toronto"),
    // Card payments through Stripe when the secret key is set; otherwise the
    // built-in test-mode provider (no network, no real charge).
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    // The built-in test card provider (no real charge). Default: on with demo data, off otherwise.
    PAYMENTS_TEST_MODE: bool.optional(),
    // Files (documents, blog images) on an S3-compatible store when S3_BUCKET is set (decision 037).
    S3_BUCKET: z.string().min(3).optional(),
    S3_REGION: z.string().min(1).default("us-east-1"),
    S3_ENDPOINT: optionalUrl,
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: bool.optional(),
    S3_PREFIX: z.string().optional(),
    // Backups (decision 062): the daily job, its hour in the programme's time zone, retention.
    BACKUP_SCHEDULE: z.enum(["daily", "off"]).default("daily"),
    BACKUP_HOUR: z.coerce.number().int().min(0).max(23).default(3),
    BACKUP_KEEP_DAILY: z.coerce.number().int().min(1).max(366).default(7),
    BACKUP_KEEP_WEEKLY: z.coerce.number().int().min(0).max(520).default(4),
    // Every backup archive is encrypted (AES-256-GCM, decision 079): with this operator-held
    // passphrase (key from scrypt) when set, else with the backup key generated at first start.
    BACKUP_PASSPHRASE: z.string().min(12, "must be at least 12 characters").optional(),
    // Where the generated backup key is kept (default DATA_DIR/backup-key); never in an archive.
    BACKUP_KEY_FILE: z.string().min(1).optional(),
    // Lets `npm run backup` ask the running server for a backup (Authorization: Bearer …).
    BACKUP_TOKEN: z.string().min(32, "must be at least 32 characters").optional(),
  })
  .superRefine((env, ctx) => {
    const oidc = [env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET];
    if (oidc.some(Boolean) && !oidc.every(Boolean)) {
      for (const key of ["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"] as const) {
        if (!env[key]) {
          ctx.addIssue({
            code: "custom",
            path: [key],
            message: "is required when any OIDC_* variable is set",
          });
        }
      }
    }
    // A payment is confirmed only by a verified provider event: with Stripe on,
    // the webhook signing secret is required. A missing publishable key is not
    // a start-up error: the payment page shows "Stripe public key is missing".
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["STRIPE_WEBHOOK_SECRET"],
        message: "is required when STRIPE_SECRET_KEY is set",
      });
    }
    if (env.COMPLAINT_RESOLVE_BUSINESS_DAYS < env.COMPLAINT_ACKNOWLEDGE_BUSINESS_DAYS) {
      ctx.addIssue({
        code: "custom",
        path: ["COMPLAINT_RESOLVE_BUSINESS_DAYS"],
        message: "must be at least COMPLAINT_ACKNOWLEDGE_BUSINESS_DAYS",
      });
    }
    if (env.NODE_ENV === "production" && env.DATABASE_URL && !env.AUTH_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["AUTH_SECRET"],
        message: "is required in production with DATABASE_URL",
      });
    }
    // The signing keys' key no longer derives from AUTH_SECRET (decision 079). With
    // DATABASE_URL, DATA_DIR may be a container's passing folder or differ between servers:
    // a generated DATA_DIR/credential-key would be lost or differ, so the key is configured.
    if (env.NODE_ENV === "production" && env.DATABASE_URL && !env.CREDENTIAL_SIGNING_KEY) {
      ctx.addIssue({
        code: "custom",
        path: ["CREDENTIAL_SIGNING_KEY"],
        message:
          "is required in production with DATABASE_URL (decision 079: 32+ random characters, kept like AUTH_SECRET; keys sealed under AUTH_SECRET are re-sealed at start)",
      });
    }
  });

export type Env = z.infer<typeof envSchema> & {
  /** Absolute data directory. */
  dataDir: string;
  /** Public origin used in links, e-mails and auth callbacks, without trailing slash. */
  baseUrl: string;
  /** Whether the demo data is seeded into an empty database. */
  seedDemo: boolean;
  /** Whether single sign-on is configured. */
  oidcEnabled: boolean;
  /**
   * Whether the built-in test-mode card provider is active (no Stripe key):
   * PAYMENTS_TEST_MODE, by default on exactly when demo data is seeded.
   */
  paymentsTestMode: boolean;
};

export class EnvError extends Error {
  constructor(
    message: string,
    readonly variables: string[],
  ) {
    super(message);
    this.name = "EnvError";
  }
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings mean "not set", as in most .env files.
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ""),
  );
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join(".") || "(env)"}: ${issue.message}`,
    );
    throw new EnvError(
      `Invalid configuration:\n${lines.join("\n")}`,
      result.error.issues.map((i) => String(i.path[0])),
    );
  }
  const env = result.data;
  const baseUrl = (env.PUBLIC_BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
  const seedDemo = env.SEED_DEMO ?? (env.NODE_ENV !== "production" && !env.DATABASE_URL);
  return {
    ...env,
    dataDir: path.resolve(env.DATA_DIR),
    baseUrl,
    seedDemo,
    oidcEnabled: Boolean(env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET),
    paymentsTestMode: !env.STRIPE_SECRET_KEY && (env.PAYMENTS_TEST_MODE ?? seedDemo),
  };
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Tests change process.env and call this to re-read it. */
export function resetEnvForTests() {
  cached = undefined;
}
