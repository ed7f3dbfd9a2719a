import crypto from "node:crypto";
import fsp from "node:fs/promises";
import { sql } from "drizzle-orm";
import { complaintAttachments, complaints } from "~/db/schema";
import { AppError } from "~/domain/app-error";
import { DEFAULT_LOCALE, localizePath, type Locale } from "~/domain/locale";
import { intlFor } from "~/lib/i18n/intl";
import { businessDaysDeadline } from "~/lib/business-days";
import { executeRows, type Executor } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { isoDate } from "~/lib/format";
import { logger } from "~/lib/logger.server";
import {
  checkFileContent,
  cleanFileName,
  documentMessages,
  type CheckedFile,
  type UploadFile,
} from "~/modules/documents/index.server";
import { isStrippableImage, stripImageMetadata } from "~/modules/media/index.server";
import { enqueueEmail } from "~/modules/mail/index.server";
import { notificationText, notifyRole } from "~/modules/notifications/index.server";
import { rolesWith } from "~/modules/permissions";
import { consumeRateLimit } from "~/modules/rate-limit/index.server";
import { buildObjectPath } from "~/modules/storage";
import { getStorage } from "~/modules/storage/index.server";
import { complaintMessages, complaintPath, CONTACT_PATH } from "./complaint-messages";
import { concernMessages } from "./concern-messages";
import { complaintNotificationMessages as n } from "./complaint-notifications";
import { recordComplaintEvent } from "./complaint-record.server";
import {
  CONCERN_MAX_FILE_BYTES,
  CONCERN_MAX_FILES,
  concernSchema,
  type ConcernInput,
} from "./complaint-schema";
import { getConcernBusiness } from "./get-concern-business.server";
import { concernAddressLimit } from "./admit-concern-request.server";
import { complaintDeadlineDays } from "~/lib/site-config.server";

export const COMPLAINTS_BUCKET = "complaints";
const DAY = 24 * 3600;

export type SubmitConcernResult =
  | {
      status: "received";
      id: string;
      reference: string;
      acknowledgeDays: number;
      resolveDays: number;
    }
  /** The honeypot was filled: answered like a success, nothing stored or sent. */
  | { status: "discarded" };

/** The next reference of the year: C-2026-0001 (a per-year counter advanced atomically). */
async function nextReference(db: Executor, year: number): Promise<string> {
  const rows = await executeRows<{ last_value: number }>(
    db,
    sql`insert into complaint_sequences (year, last_value) values (${year}, 1)
        on conflict (year) do update set last_value = complaint_sequences.last_value + 1
        returning last_value`,
  );
  return `C-${year}-${String(rows[0]!.last_value).padStart(4, "0")}`;
}

function fieldFailure(fieldErrors: Record<string, string>): AppError {
  return new AppError("validation", complaintMessages.correctFields, fieldErrors);
}

/**
 * A concern from the public about an accredited business (issue 22,
 * decision 058). Refused with the right channel when the business is not
 * accredited; limited per client address (per hour) and per e-mail (per
 * day); a filled honeypot is answered like a success and dropped. Files are
 * checked by their content (the documents module's rules) and stored before
 * the transaction (removed again if it fails). The case, its first timeline
 * entry, the audit log, the reporter's confirmation e-mail with the reference
 * and the staff notifications are written in one transaction. Refusals with
 * values are written in `context.locale` (the reader's language).
 */
export async function submitConcern(
  db: Executor,
  input: {
    certificateNumber: string;
    fields: ConcernInput | Record<string, string>;
    files?: UploadFile[];
    /** The language of the form (its /fr or /es address): the reporter's e-mails are in it. */
    locale?: Locale;
  },
  context: { clientIp: string; now?: Date; locale?: Locale },
): Promise<SubmitConcernResult> {
  const locale = input.locale ?? context.locale ?? DEFAULT_LOCALE;
  const now = context.now ?? new Date();
  const env = getEnv();
  const business = await getConcernBusiness(db, input.certificateNumber, now);
  if (!business.acceptsConcerns) {
    throw new AppError("conflict", complaintMessages.notAccredited(business.businessName, locale));
  }
  const parsed = concernSchema.safeParse(input.fields);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
    throw fieldFailure(fieldErrors);
  }
  const { website, consent, ...concern } = parsed.data;
  const addressLimit = concernAddressLimit(env);
  const byAddress = await consumeRateLimit(
    db,
    addressLimit.key(context.clientIp),
    addressLimit.rule,
  );
  if (!byAddress.allowed) {
    const minutes = Math.max(1, Math.ceil((byAddress.retryAfter ?? 60) / 60));
    throw new AppError("rate_limited", complaintMessages.rateLimitedAddress(minutes, locale));
  }
  const byEmail = await consumeRateLimit(db, `complaint:email:${concern.reporterEmail}`, {
    window: DAY,
    max: env.COMPLAINT_EMAIL_RATE_LIMIT_MAX,
  });
  if (!byEmail.allowed) throw new AppError("rate_limited", complaintMessages.rateLimitedEmail);
  if (website.trim() !== "") {
    logger.info({ clientIp: context.clientIp }, "concern form honeypot filled; concern discarded");
    return { status: "discarded" };
  }

  const files = input.files ?? [];
  if (files.length > CONCERN_MAX_FILES) {
    throw fieldFailure({
      files: intlFor(locale).formatMessage(concernMessages.tooManyFiles, {
        max: String(CONCERN_MAX_FILES),
      }),
    });
  }
  const checked: {
    name: string;
    kind: CheckedFile;
    source: Uint8Array | { filePath: string };
    size: number;
  }[] = [];
  const problems: string[] = [];
  for (const file of files) {
    const name = cleanFileName(file.name);
    if (("bytes" in file ? file.bytes.byteLength : file.size) > CONCERN_MAX_FILE_BYTES) {
      problems.push(documentMessages.tooLarge(name, CONCERN_MAX_FILE_BYTES));
      continue;
    }
    const result = await checkFileContent({ ...file, name });
    if (!result.ok) {
      problems.push(result.message);
      continue;
    }
    const source = "bytes" in file ? file.bytes : { filePath: file.filePath };
    const size = "bytes" in file ? file.bytes.byteLength : file.size;
    if (!isStrippableImage(result.file.kind)) {
      checked.push({ name, kind: result.file, source, size });
      continue;
    }
    // Photos lose their location and personal metadata on receipt (decision 081).
    try {
      const bytes = "bytes" in file ? file.bytes : await fsp.readFile(file.filePath);
      const stripped = await stripImageMetadata(bytes, result.file.kind);
      checked.push({ name, kind: result.file, source: stripped, size: stripped.byteLength });
    } catch {
      problems.push(complaintMessages.imageUnreadable(name, locale));
    }
  }
  if (problems.length > 0) throw fieldFailure({ files: problems.join(". ") });

  const id = crypto.randomUUID();
  const storage = getStorage();
  const stored: { name: string; objectPath: string; mimeType: string; size: number }[] = [];
  const removeStored = async () => {
    for (const s of stored) {
      await storage.remove(COMPLAINTS_BUCKET, s.objectPath).catch((error: unknown) => {
        logger.error({ err: error, objectPath: s.objectPath }, "could not remove a concern file");
      });
    }
  };
  try {
    for (const c of checked) {
      const objectPath = buildObjectPath(
        id,
        c.kind.extension,
        now.getTime(),
        crypto.randomBytes(8).toString("hex"),
      );
      await storage.put(COMPLAINTS_BUCKET, objectPath, c.source);
      stored.push({ name: c.name, objectPath, mimeType: c.kind.mime, size: c.size });
    }
    const timeZone = env.PROGRAMME_TIME_ZONE;
    const { acknowledgeDays, resolveDays } = complaintDeadlineDays(env);
    return await db.transaction(async (tx) => {
      const reference = await nextReference(tx, Number(isoDate(now, timeZone).slice(0, 4)));
      await tx.insert(complaints).values({
        id,
        reference,
        certificateId: business.certificateId,
        businessId: business.businessId,
        description: concern.description,
        occurredOn: concern.occurredOn,
        location: concern.location,
        reporterName: concern.reporterName,
        reporterEmail: concern.reporterEmail,
        reporterLocale: locale,
        consentToContact: consent,
        receivedAt: now,
        acknowledgeDueAt: businessDaysDeadline(now, acknowledgeDays, timeZone),
        resolveDueAt: businessDaysDeadline(now, resolveDays, timeZone),
      });
      if (stored.length > 0) {
        await tx
          .insert(complaintAttachments)
          .values(stored.map((s) => ({ ...s, complaintId: id })));
      }
      await recordComplaintEvent(tx, {
        complaintId: id,
        kind: "status",
        actorId: null,
        toStatus: "received",
        audit: "complaint.received",
        details: { reference, certificateId: business.certificateId, files: stored.length },
      });
      // The address is unconfirmed: nothing the sender typed goes into the e-mail.
      await enqueueEmail(
        tx,
        concern.reporterEmail,
        "complaint-received",
        {
          reference,
          businessName: business.businessName,
          acknowledgeDays,
          resolveDays,
          contactUrl: `${env.baseUrl}${localizePath(CONTACT_PATH, locale)}`,
        },
        // The reporter may have no account: the language they wrote in.
        { locale },
      );
      await notifyRole(tx, rolesWith("complaint.manage"), {
        type: "complaint_received",
        message: notificationText(n.received, { reference, businessName: business.businessName }),
        link: complaintPath(id),
      });
      return { status: "received" as const, id, reference, acknowledgeDays, resolveDays };
    });
  } catch (error) {
    await removeStored();
    throw error;
  }
}
