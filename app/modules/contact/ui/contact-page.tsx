import { useEffect, useRef, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Form, Link, useNavigation } from "react-router";
import { Field, FormMessage, HoneypotField, SubmitButton, TextAreaField } from "~/components/form";
import type { FormFailure, FormSuccess } from "~/lib/form-action.server";
import { useLocalizePath } from "~/lib/i18n/use-locale";
import { useRootData } from "~/lib/root-data";
import { PageContainer, PageIntro } from "~/modules/site-content";
import { contactMessages as m } from "../contact-messages";
import { CONTACT_LIMITS } from "../contact-schema";

/** What the contact form answers: sent (with when, to clear the form), or a refusal. */
export type ContactActionData = FormSuccess<{ sentAt: number }> | FormFailure;

/** The public /contact page: the contact form and the other ways to reach the programme. */
export function ContactPage({ result }: { result: ContactActionData | undefined }) {
  const { site } = useRootData();
  const intl = useIntl();
  const to = useLocalizePath();
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formAction === to("/contact");
  const failed = result && !result.ok ? result : undefined;
  const errors = failed?.fieldErrors ?? {};
  const values = failed?.values ?? {};
  const messageRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // After a submission (with JavaScript), move focus to the first field in error,
  // or to the confirmation so screen-reader users hear the outcome.
  useEffect(() => {
    if (!result) return;
    const firstInvalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (firstInvalid) firstInvalid.focus();
    else messageRef.current?.focus();
  }, [result]);

  const link = (path: string) => (chunks: ReactNode) => (
    <Link to={to(path)} className="text-brand-700 underline hover:text-brand-900">
      {chunks}
    </Link>
  );

  return (
    <PageContainer>
      <PageIntro title={intl.formatMessage(m.title)} lead={intl.formatMessage(m.lead)} />
      <div className="mt-10 grid gap-10 lg:grid-cols-3">
        <section aria-labelledby="form-heading" className="lg:col-span-2">
          <h2 id="form-heading" className="text-2xl font-semibold text-slate-900">
            <FormattedMessage {...m.formHeading} />
          </h2>
          <p className="mt-2 text-sm text-slate-700">
            <FormattedMessage {...m.allRequired} />
          </p>
          <div ref={messageRef} tabIndex={-1} className="mt-4 outline-none focus-visible:outline">
            {result?.ok ? (
              <FormMessage kind="success">
                <FormattedMessage {...m.thanks} />
              </FormMessage>
            ) : null}
            {failed ? (
              <FormMessage kind="error">
                {Object.keys(errors).length > 0
                  ? intl.formatMessage(m.correctFields)
                  : failed.message}
              </FormMessage>
            ) : null}
          </div>
          <Form
            method="post"
            ref={formRef}
            noValidate
            className="mt-6 space-y-5"
            key={result?.ok ? result.sentAt : "contact"}
          >
            <div className="grid gap-5 sm:grid-cols-2">
              <Field
                label={intl.formatMessage(m.name)}
                name="name"
                autoComplete="name"
                required
                maxLength={CONTACT_LIMITS.name.max}
                defaultValue={values.name}
                error={errors.name}
              />
              <Field
                label={intl.formatMessage(m.email)}
                name="email"
                type="email"
                autoComplete="email"
                required
                defaultValue={values.email}
                error={errors.email}
              />
            </div>
            <Field
              label={intl.formatMessage(m.subject)}
              name="subject"
              required
              maxLength={CONTACT_LIMITS.subject.max}
              defaultValue={values.subject}
              error={errors.subject}
            />
            <TextAreaField
              label={intl.formatMessage(m.message)}
              name="message"
              rows={8}
              required
              maxLength={CONTACT_LIMITS.message.max}
              defaultValue={values.message}
              error={errors.message}
              hint={intl.formatMessage(m.messageHint, {
                min: String(CONTACT_LIMITS.message.min),
                max: String(CONTACT_LIMITS.message.max),
              })}
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
        </section>

        <aside aria-labelledby="other-ways-heading" className="space-y-6">
          <div className="rounded-xl border border-brand-200 bg-brand-50 p-6">
            <h2 id="other-ways-heading" className="text-lg font-semibold text-slate-900">
              <FormattedMessage {...m.otherWays} />
            </h2>
            <dl className="mt-4 space-y-4 text-sm">
              <div>
                <dt className="font-medium text-slate-900">
                  <FormattedMessage {...m.emailTerm} />
                </dt>
                <dd>
                  <a
                    href={`mailto:${site.supportEmail}`}
                    className="break-all text-brand-700 underline hover:text-brand-900"
                  >
                    {site.supportEmail}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="font-medium text-slate-900">
                  <FormattedMessage {...m.phoneTerm} />
                </dt>
                <dd>
                  <a
                    href={`tel:${site.supportPhone.replace(/[^+\d]/g, "")}`}
                    className="text-brand-700 underline hover:text-brand-900"
                  >
                    {site.supportPhone}
                  </a>
                  <span className="block text-slate-700">
                    <FormattedMessage {...m.hours} />
                  </span>
                </dd>
              </div>
              <div>
                <dt className="font-medium text-slate-900">
                  <FormattedMessage {...m.postTerm} />
                </dt>
                <dd className="text-slate-800">{site.postalAddress}</dd>
              </div>
            </dl>
          </div>
          <div className="rounded-xl border border-slate-200 p-6 text-sm leading-6 text-slate-700">
            <h2 className="text-lg font-semibold text-slate-900">
              <FormattedMessage {...m.applyingHeading} />
            </h2>
            <p className="mt-2">
              <FormattedMessage
                {...m.applyingText}
                values={{ login: link("/login"), faqs: link("/faqs") }}
              />
            </p>
          </div>
          <div className="rounded-xl border border-slate-200 p-6 text-sm leading-6 text-slate-700">
            <h2 className="text-lg font-semibold text-slate-900">
              <FormattedMessage {...m.concernHeading} />
            </h2>
            <p className="mt-2">
              <FormattedMessage {...m.concernText} values={{ link: link("/report-concern") }} />
            </p>
          </div>
        </aside>
      </div>
    </PageContainer>
  );
}
