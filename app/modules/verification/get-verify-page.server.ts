import { data, redirect } from "react-router";
import { localizePath, splitLocalePath } from "~/domain/locale";
import type { Executor } from "~/lib/db.server";
import { clientIp } from "~/lib/client-address.server";
import { intlFor } from "~/lib/i18n/intl";
import { findVerificationCode } from "~/modules/certificates/index.server";
import { verifyCertificate, VerifyRateLimitError } from "./verify-certificate.server";
import { VERIFY_MAX_INPUT, type VerifyPageData } from "./ui/verify-page";
import { verifyMessages } from "./verify-messages";

/**
 * What /verify and /verify/{id} show: the form (the GET form lands here and
 * goes on to the result page), the verification result (404 when nothing
 * matches) or the rate-limit refusal (429 with Retry-After). Its messages are
 * in the page's language (the address's prefix), and so is the result page
 * the form is sent on to.
 */
export async function getVerifyPage(db: Executor, request: Request, id: string | undefined) {
  const { locale } = splitLocalePath(new URL(request.url).pathname);
  const intl = intlFor(locale);
  if (!id) {
    // The GET form without JavaScript (and with it) lands here: go to the result page.
    const code = new URL(request.url).searchParams.get("code");
    if (code === null) return data<VerifyPageData>({ mode: "form" });
    const value = code.trim().slice(0, VERIFY_MAX_INPUT);
    if (value === "") {
      const error = intl.formatMessage(verifyMessages.emptyInput);
      return data<VerifyPageData>({ mode: "form", error }, { status: 400 });
    }
    throw redirect(localizePath(`/verify/${encodeURIComponent(value)}`, locale));
  }
  const query = id.slice(0, VERIFY_MAX_INPUT);
  try {
    const result = await verifyCertificate(db, id, { clientIp: clientIp(request) });
    // The certificate's verifiable credential is offered by its code (decision 052).
    const credentialCode =
      result.status === "not_found" ? null : await findVerificationCode(db, id);
    return data<VerifyPageData>(
      { mode: "result", query, result, credentialCode },
      { status: result.status === "not_found" ? 404 : 200 },
    );
  } catch (error) {
    if (error instanceof VerifyRateLimitError) {
      const message = intl.formatMessage(
        error.byCertificateNumber ? verifyMessages.rateLimitedByNumber : verifyMessages.rateLimited,
        { seconds: String(error.retryAfter) },
      );
      return data<VerifyPageData>(
        { mode: "rate_limited", query, message },
        { status: 429, headers: { "Retry-After": String(error.retryAfter) } },
      );
    }
    throw error;
  }
}
