import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Form, Link, useNavigation } from "react-router";
import { Field, FormMessage, SubmitButton } from "~/components/form";
import { useLocalizePath } from "~/lib/i18n/use-locale";
import { PageContainer, PageIntro } from "~/modules/site-content";
import { CredentialDownload } from "~/modules/credentials";
import type { VerificationResult } from "../verification-result";
import { verifyMessages as m } from "../verify-messages";
import { VerificationStatusPanel } from "./verification-status-panel";

export { verificationStatusTitles } from "../verify-messages";

/** Longest code or number read from the address (longer input is cut). */
export const VERIFY_MAX_INPUT = 100;

export type VerifyPageData =
  | { mode: "form"; error?: string }
  | {
      mode: "result";
      query: string;
      result: VerificationResult;
      /** The verification code whose credential the page offers (null when not found). */
      credentialCode?: string | null;
    }
  | { mode: "rate_limited"; query: string; message: string };

const strong = (chunks: ReactNode) => <strong className="text-slate-900">{chunks}</strong>;

/** The public /verify page: the form, and the result of a verification when there is one. */
export function VerifyPage({ loaded }: { loaded: VerifyPageData }) {
  const intl = useIntl();
  const to = useLocalizePath();
  const navigation = useNavigation();
  const pending =
    navigation.state !== "idle" && navigation.location?.pathname.startsWith(to("/verify")) === true;
  const current = loaded.mode === "form" ? "" : loaded.query;
  const link = (path: string) => (chunks: ReactNode) => (
    <Link to={to(path)} className="font-medium text-brand-700 underline">
      {chunks}
    </Link>
  );

  return (
    <PageContainer>
      <PageIntro
        title={intl.formatMessage(loaded.mode === "form" ? m.titleForm : m.titleResult)}
        lead={intl.formatMessage(m.lead)}
      />

      {loaded.mode === "result" ? (
        <div className="mt-8">
          <VerificationStatusPanel result={loaded.result} query={loaded.query} />
          {loaded.credentialCode ? (
            <div className="mt-6 max-w-3xl">
              <CredentialDownload
                verificationCode={loaded.credentialCode}
                status={loaded.result.status}
              />
            </div>
          ) : null}
        </div>
      ) : null}
      {loaded.mode === "rate_limited" ? (
        <div className="mt-8">
          <FormMessage kind="error">{loaded.message}</FormMessage>
        </div>
      ) : null}

      <section aria-labelledby="verify-form-heading" className="mt-10 max-w-xl">
        <h2 id="verify-form-heading" className="text-xl font-semibold text-slate-900">
          <FormattedMessage {...(loaded.mode === "form" ? m.formHeading : m.anotherHeading)} />
        </h2>
        <Form method="get" action={to("/verify")} className="mt-4 space-y-4" key={current}>
          <Field
            label={intl.formatMessage(m.codeLabel)}
            name="code"
            required
            maxLength={VERIFY_MAX_INPUT}
            autoComplete="off"
            spellCheck={false}
            defaultValue={loaded.mode === "form" ? "" : current}
            error={loaded.mode === "form" ? loaded.error : undefined}
            hint={intl.formatMessage(m.codeHint)}
          />
          <SubmitButton pending={pending} pendingLabel={intl.formatMessage(m.checking)}>
            <FormattedMessage {...m.submit} />
          </SubmitButton>
        </Form>
      </section>

      <section aria-labelledby="verify-help-heading" className="mt-10 max-w-3xl">
        <h2 id="verify-help-heading" className="text-xl font-semibold text-slate-900">
          <FormattedMessage {...m.helpHeading} />
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
          {[m.helpValid, m.helpExpired, m.helpRevoked, m.helpSuspended].map((message) => (
            <li key={message.id}>
              <FormattedMessage {...message} values={{ b: strong }} />
            </li>
          ))}
        </ul>
        <p className="mt-4 text-slate-700">
          <FormattedMessage {...m.directoryNote} values={{ link: link("/directory") }} />
        </p>
        <p className="mt-4 text-slate-700">
          <FormattedMessage {...m.developersNote} values={{ link: link("/developers") }} />
        </p>
      </section>
    </PageContainer>
  );
}
