import { useEffect, useRef } from "react";
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
import { acceptAttribute, ALLOWED_TYPES_TEXT } from "~/modules/documents";
import { PageContainer, PageIntro } from "~/modules/site-content";
import { CONTACT_PATH, reportConcernPath } from "../complaint-messages";
import { CONCERN_LIMITS, CONCERN_MAX_FILES } from "../complaint-schema";

export type ReportConcernBusiness = {
  certificateNumber: string;
  businessName: string;
  acceptsConcerns: boolean;
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
        Thank you: we have received your concern
      </h2>
      {result.reference ? (
        <p className="text-lg text-slate-900" data-testid="concern-reference">
          Your reference number is <strong>{result.reference}</strong>.
        </p>
      ) : null}
      <p className="text-slate-800">
        We have sent a confirmation to the e-mail address you gave. A member of the programme office
        acknowledges your concern about {business.businessName} within {result.acknowledgeDays}{" "}
        business days; the standards committee then looks into it impartially and decides within{" "}
        {result.resolveDays} business days. We write to you with the outcome.
      </p>
      <p className="text-slate-800">
        Your name and e-mail address are seen only by the staff who handle your concern, never by
        the business.
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
  const navigation = useNavigation();
  const pending = navigation.state === "submitting";
  const failed = result && !result.ok ? result : undefined;
  const errors = failed?.fieldErrors ?? {};
  const values = failed?.values ?? {};
  return (
    <PageContainer>
      <PageIntro
        title={`Report a concern about ${business.businessName}`}
        lead={`Certificate ${business.certificateNumber}. Tell us what happened; the programme looks into every concern about an accredited business impartially and in writing.`}
      />
      {!business.acceptsConcerns ? (
        <div className="mt-8 max-w-2xl space-y-4" data-testid="concern-not-accredited">
          <FormMessage kind="error">{business.notAccreditedMessage}</FormMessage>
          <p>
            <Link to={CONTACT_PATH} className="font-medium text-brand-700 underline">
              Contact the programme
            </Link>
          </p>
        </div>
      ) : result?.ok ? (
        <Received business={business} result={result} />
      ) : (
        <Form
          method="post"
          encType="multipart/form-data"
          action={reportConcernPath(business.certificateNumber)}
          noValidate
          className="mt-8 max-w-2xl space-y-5"
        >
          {failed ? (
            <FormMessage kind="error">
              {Object.keys(errors).length > 1
                ? "Please correct the highlighted fields."
                : failed.message}
            </FormMessage>
          ) : null}
          <TextAreaField
            label="What happened"
            name="description"
            rows={8}
            required
            maxLength={CONCERN_LIMITS.description.max}
            defaultValue={values.description}
            error={errors.description}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <DateField
              label="When it happened"
              name="occurredOn"
              required
              defaultValue={values.occurredOn}
              error={errors.occurredOn}
            />
            <Field
              label="Where it happened (town or address)"
              name="location"
              required
              maxLength={CONCERN_LIMITS.location.max}
              defaultValue={values.location}
              error={errors.location}
            />
            <Field
              label="Your name"
              name="reporterName"
              autoComplete="name"
              required
              maxLength={CONCERN_LIMITS.name.max}
              defaultValue={values.reporterName}
              error={errors.reporterName}
            />
            <Field
              label="Your e-mail"
              name="reporterEmail"
              type="email"
              autoComplete="email"
              required
              defaultValue={values.reporterEmail}
              error={errors.reporterEmail}
            />
          </div>
          <FileField
            label={`Photos or documents (optional, up to ${CONCERN_MAX_FILES} files)`}
            name="files"
            controlClassName={controlClasses.text}
            multiple
            accept={acceptAttribute}
            hint={`${ALLOWED_TYPES_TEXT}, at most 20 MB each.`}
            error={errors.files}
          />
          <CheckboxField
            label="The programme may contact me about this concern for more information."
            name="consent"
            defaultChecked={values.consent === "on"}
            labelClassName="flex items-start gap-2 text-sm text-slate-800"
            controlClassName="mt-1 h-4 w-4 shrink-0"
          />
          {/* Honeypot: hidden from people and assistive technology; bots fill it. */}
          <HoneypotField />
          <SubmitButton pending={pending} pendingLabel="Sending…">
            Send concern
          </SubmitButton>
          <p className="text-xs text-slate-600">
            Your name and e-mail are seen only by the staff who handle your concern, never by the
            business. See how long we keep them in our{" "}
            <Link to="/privacy" className="text-brand-700 underline">
              privacy policy
            </Link>
            .
          </p>
        </Form>
      )}
    </PageContainer>
  );
}
