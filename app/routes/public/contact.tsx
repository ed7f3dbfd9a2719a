import { clientIp } from "~/lib/client-address.server";
import { done, formIntent, handleForm } from "~/lib/form-action.server";
import { requestLocale } from "~/lib/i18n/request-locale.server";
import { contactSchema, ContactPage, contactTexts } from "~/modules/contact";
import { sendContactMessage } from "~/modules/contact/index.server";
import { publicPageMeta } from "~/modules/site-content";
import type { Route } from "./+types/contact";

export function meta({ location }: { location: { pathname: string } }) {
  return publicPageMeta("/contact", location);
}

export const action = ({ request }: Route.ActionArgs) =>
  handleForm(request, {
    context: "contact form",
    fallback: contactTexts.failed,
    defaultIntent: "send",
    invalidStatus: 422,
    intents: {
      send: formIntent(
        contactSchema,
        async (input) => {
          await sendContactMessage(input, {
            clientIp: clientIp(request),
            locale: await requestLocale(request),
          });
          return done(contactTexts.sent, { sentAt: Date.now() });
        },
        { echo: ["name", "email", "subject", "message"] },
      ),
    },
  });

export default function Contact({ actionData }: Route.ComponentProps) {
  return <ContactPage result={actionData} />;
}
