import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Field, FormMessage, HoneypotField, SubmitButton, TextAreaField } from "~/components/form";
import type { FormFailure, FormSuccess } from "~/lib/form-action.server";
import { useRootData } from "~/lib/root-data";
import { PageContainer, PageIntro } from "~/modules/site-content";
import { CONTACT_LIMITS, contactTexts } from "../contact-schema";

/** What the contact form answers: sent (with when, to clear the form), or a refusal. */
export type ContactActionData = FormSuccess<{ sentAt: number }> | FormFailure;

/** The public /contact page: the contact form and the other ways to reach the programme. */
export function ContactPage({ result }: { result: ContactActionData | undefined }) {
  const { site } = useRootData();
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formAction === "/contact";
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

  return (
    <PageContainer>
      <PageIntro
        title="Contact us"
        lead="Questions about accreditation, the standards, an application or a certificate? Write to us and a member of the programme team will answer within two business days."
      />
      <div className="mt-10 grid gap-10 lg:grid-cols-3">
        <section aria-labelledby="form-heading" className="lg:col-span-2">
          <h2 id="form-heading" className="text-2xl font-semibold text-slate-900">
            Send us a message
          </h2>
          <p className="mt-2 text-sm text-slate-700">All fields are required.</p>
          <div ref={messageRef} tabIndex={-1} className="mt-4 outline-none focus-visible:outline">
            {result?.ok ? (
              <FormMessage kind="success">
                Thank you, your message has been sent. We will reply to the e-mail address you gave
                us within two business days.
              </FormMessage>
            ) : null}
            {failed ? (
              <FormMessage kind="error">
                {Object.keys(errors).length > 0 ? contactTexts.correctFields : failed.message}
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
                label="Your name"
                name="name"
                autoComplete="name"
                required
                maxLength={CONTACT_LIMITS.name.max}
                defaultValue={values.name}
                error={errors.name}
              />
              <Field
                label="E-mail"
                name="email"
                type="email"
                autoComplete="email"
                required
                defaultValue={values.email}
                error={errors.email}
              />
            </div>
            <Field
              label="Subject"
              name="subject"
              required
              maxLength={CONTACT_LIMITS.subject.max}
              defaultValue={values.subject}
              error={errors.subject}
            />
            <TextAreaField
              label="Message"
              name="message"
              rows={8}
              required
              maxLength={CONTACT_LIMITS.message.max}
              defaultValue={values.message}
              error={errors.message}
              hint={`Between ${CONTACT_LIMITS.message.min} and ${CONTACT_LIMITS.message.max} characters. Please do not include card numbers or passwords.`}
            />
            {/* Honeypot: hidden from people and assistive technology; bots fill it. */}
            <HoneypotField />
            <SubmitButton pending={pending} pendingLabel="Sending…">
              Send message
            </SubmitButton>
            <p className="text-xs text-slate-600">
              We use your details only to answer you. See our{" "}
              <Link to="/privacy" className="text-brand-700 underline">
                privacy policy
              </Link>
              .
            </p>
          </Form>
        </section>

        <aside aria-labelledby="other-ways-heading" className="space-y-6">
          <div className="rounded-xl border border-brand-200 bg-brand-50 p-6">
            <h2 id="other-ways-heading" className="text-lg font-semibold text-slate-900">
              Other ways to reach us
            </h2>
            <dl className="mt-4 space-y-4 text-sm">
              <div>
                <dt className="font-medium text-slate-900">E-mail</dt>
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
                <dt className="font-medium text-slate-900">Phone</dt>
                <dd>
                  <a
                    href={`tel:${site.supportPhone.replace(/[^+\d]/g, "")}`}
                    className="text-brand-700 underline hover:text-brand-900"
                  >
                    {site.supportPhone}
                  </a>
                  <span className="block text-slate-700">
                    Monday to Friday, 9 a.m. to 5 p.m. Eastern Time
                  </span>
                </dd>
              </div>
              <div>
                <dt className="font-medium text-slate-900">Post</dt>
                <dd className="text-slate-800">{site.postalAddress}</dd>
              </div>
            </dl>
          </div>
          <div className="rounded-xl border border-slate-200 p-6 text-sm leading-6 text-slate-700">
            <h2 className="text-lg font-semibold text-slate-900">Already applying?</h2>
            <p className="mt-2">
              <Link to="/login" className="text-brand-700 underline hover:text-brand-900">
                Log in
              </Link>{" "}
              to see the status of your application, your audit date and your certificates in your
              dashboard. Many questions are also answered in the{" "}
              <Link to="/faqs" className="text-brand-700 underline hover:text-brand-900">
                FAQs
              </Link>
              .
            </p>
          </div>
          <div className="rounded-xl border border-slate-200 p-6 text-sm leading-6 text-slate-700">
            <h2 className="text-lg font-semibold text-slate-900">A concern about a business?</h2>
            <p className="mt-2">
              Had a problem with an accredited business, or saw work that breaks the standards?{" "}
              <Link to="/report-concern" className="text-brand-700 underline hover:text-brand-900">
                Report a concern
              </Link>
              : every concern is looked into impartially and in writing.
            </p>
          </div>
        </aside>
      </div>
    </PageContainer>
  );
}
