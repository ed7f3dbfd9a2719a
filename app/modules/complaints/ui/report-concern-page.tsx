import { useEffect, useRef, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Form, Link, useNavigation } from "react-router";
import {
  CheckboxField,
  controlClasses,
  DateField,
  Field,
  FileField,
  FormMessage,
  HoneypotField,
  SubmitButton,
  TextAreaField,
} from "~/components/form";
import { useLocalizePath } from "~/lib/i18n/use-locale";
import { acceptAttribute, ALLOWED_TYPES_TEXT } from "~/modules/documents";
import { PageContainer, PageIntro } from "~/modules/site-content";
import { CONTACT_PATH, reportConcernPath } from "../complaint-messages";
import { concernMessages as m } from "../concern-messages";
import { CONCERN_LIMITS, CONCERN_MAX_FILES } from "../complaint-schema";

export type ReportConcernBusiness = {
  certificateNumber: string;
  businessName: string;
  acceptsConcerns: boolean;
  /** Why no concern can be sent (in the page's language). */
  notAccreditedMessage: string;
  acknowledgeDays: number;
  resolveDays: number;
};

/** What the form answers (the route's `data`). */
export type ReportConcernResult =
  | { ok: true; reference: string | null; acknowledgeDays: number; resolveDays: number }
  | {
      ok: false;
      message: string;
      fieldErrors: Record<string, string>;
      values: Record<string, string>;
    };

function Received({
  business,
  result,
}: {
  business: ReportConcernBusiness;
  result: Extract<ReportConcernResult, { ok: true }>;
}) {
  // The form's place is taken by this answer while the page stays scrolled where the
  // button was (on a phone, hundreds of pixels below it): focus brings it into view and
  // tells a screen reader (issue 33).
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="received-h"
      className="mt-8 max-w-2xl scroll-mt-4 space-y-4 focus:outline-none"
      data-testid="concern-received"
    >
      <h2 id="received-h" className="text-2xl font-semibold text-slate-900">
        <FormattedMessage {...m.receivedTitle} />
      </h2>
      {result.reference ? (
        <p className="text-lg text-slate-900" data-testid="concern-reference">
          <FormattedMessage
            {...m.receivedReference}
            values={{
              reference: result.reference,
              b: (chunks: ReactNode) => <strong>{chunks}</strong>,
            }}
          />
        </p>
      ) : null}
      <p className="text-slate-800">
        <FormattedMessage
          {...m.receivedNext}
          values={{
            name: business.businessName,
            acknowledgeDays: result.acknowledgeDays,
            resolveDays: result.resolveDays,
          }}
        />
      </p>
      <p className="text-slate-800">
        <FormattedMessage {...m.receivedPrivacy} />
      </p>
    </section>
  );
}

/** The public "Report a concern" page about one accredited business (decision 058). */
export function ReportConcernPage({
  business,
  result,
}: {
  business: ReportConcernBusiness;
  result: ReportConcernResult | undefined;
}) {
  const intl = useIntl();
  const to = useLocalizePath();
  const navigation = useNavigation();
  const pending = navigation.state === "submitting";
  const failed = result && !result.ok ? result : undefined;
  const errors = failed?.fieldErrors ?? {};
  const values = failed?.values ?? {};
  return (
    <PageContainer>
      <PageIntro
        title={intl.formatMessage(m.title, { name: business.businessName })}
        lead={intl.formatMessage(m.lead, { number: business.certificateNumber })}
      />
      {!business.acceptsConcerns ? (
        <div className="mt-8 max-w-2xl space-y-4" data-testid="concern-not-accredited">
          <FormMessage kind="error">{business.notAccreditedMessage}</FormMessage>
          <p>
            <Link to={to(CONTACT_PATH)} className="font-medium text-brand-700 underline">
              <FormattedMessage {...m.contactProgramme} />
            </Link>
          </p>
        </div>
      ) : result?.ok ? (
        <Received business={business} result={result} />
      ) : (
        <Form
          method="post"
          encType="multipart/form-data"
          action={to(reportConcernPath(business.certificateNumber))}
          noValidate
          className="mt-8 max-w-2xl space-y-5"
        >
          {failed ? (
            <FormMessage kind="error">
              {Object.keys(errors).length > 1
                ? intl.formatMessage(m.correctFields)
                : failed.message}
            </FormMessage>
          ) : null}
          <TextAreaField
            label={intl.formatMessage(m.description)}
            name="description"
            rows={8}
            required
            maxLength={CONCERN_LIMITS.description.max}
            defaultValue={values.description}
            error={errors.description}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <DateField
              label={intl.formatMessage(m.occurredOn)}
              name="occurredOn"
              required
              defaultValue={values.occurredOn}
              error={errors.occurredOn}
            />
            <Field
              label={intl.formatMessage(m.location)}
              name="location"
              required
              maxLength={CONCERN_LIMITS.location.max}
              defaultValue={values.location}
              error={errors.location}
            />
            <Field
              label={intl.formatMessage(m.reporterName)}
              name="reporterName"
              autoComplete="name"
              required
              maxLength={CONCERN_LIMITS.name.max}
              defaultValue={values.reporterName}
              error={errors.reporterName}
            />
            <Field
              label={intl.formatMessage(m.reporterEmail)}
              name="reporterEmail"
              type="email"
              autoComplete="email"
              required
              defaultValue={values.reporterEmail}
              error={errors.reporterEmail}
            />
          </div>
          <FileField
            label={intl.formatMessage(m.files, { max: String(CONCERN_MAX_FILES) })}
            name="files"
            controlClassName={controlClasses.text}
            multiple
            accept={acceptAttribute}
            hint={intl.formatMessage(m.filesHint, { types: ALLOWED_TYPES_TEXT })}
            error={errors.files}
          />
          <CheckboxField
            label={intl.formatMessage(m.consent)}
            name="consent"
            defaultChecked={values.consent === "on"}
            labelClassName="flex items-start gap-2 text-sm text-slate-800"
            controlClassName="mt-1 h-4 w-4 shrink-0"
          />
          {/* Honeypot: hidden from people and assistive technology; bots fill it. */}
          <HoneypotField />
          <SubmitButton pending={pending} pendingLabel={intl.formatMessage(m.sending)}>
            <FormattedMessage {...m.send} />
          </SubmitButton>
          <p className="text-xs text-slate-600">
            <FormattedMessage
              {...m.privacy}
              values={{
                link: (chunks: ReactNode) => (
                  <Link to={to("/privacy")} className="text-brand-700 underline">
                    {chunks}
                  </Link>
                ),
              }}
            />
          </p>
        </Form>
      )}
    </PageContainer>
  );
}
