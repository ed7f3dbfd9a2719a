/** Confirmed e-mail addresses (decision 080): paths, lifetimes and texts, client-safe. */
import { defineMessages } from "~/lib/i18n/messages";

/** The page that confirms the address and sends the link again. */
export const emailAddressPath = "/dashboard/email-address";
/** How long a confirmation link works. */
export const CONFIRMATION_LINK_HOURS = 24;

/** The texts in each language (issue 36); `addressConfirmationMessages` is their English. */
export const addressMessages = defineMessages({
  submitBlocked: {
    id: "settings.email.submitBlocked",
    defaultMessage:
      "Confirm your e-mail address before you submit an application: follow the link we e-mailed you, or send the link again.",
  },
  payBlocked: {
    id: "settings.email.payBlocked",
    defaultMessage:
      "Confirm your e-mail address before you make a payment: follow the link we e-mailed you, or send the link again.",
  },
  notice: {
    id: "settings.email.notice",
    defaultMessage:
      "Your e-mail address {email} is not confirmed yet. Follow the link we e-mailed you to confirm it: until then you cannot submit an application or make a payment.",
  },
  sent: {
    id: "settings.email.sent",
    defaultMessage: "We have sent a new link to {email}. It is valid for {hours} hours.",
  },
  confirmed: {
    id: "settings.email.confirmed",
    defaultMessage: "Your e-mail address {email} is confirmed.",
  },
  linkInvalid: {
    id: "settings.email.linkInvalid",
    defaultMessage: "This confirmation link has expired or is not valid. Send a new one below.",
  },
  tooMany: {
    id: "settings.email.tooMany",
    defaultMessage:
      "{minutes, plural, one {We have sent several links in the last hour. Please check your inbox and spam folder, or try again in # minute.} other {We have sent several links in the last hour. Please check your inbox and spam folder, or try again in # minutes.}}",
  },
});

export const addressConfirmationMessages = {
  submitBlocked: addressMessages.submitBlocked.defaultMessage,
  payBlocked: addressMessages.payBlocked.defaultMessage,
  notice: (email: string) =>
    `Your e-mail address ${email} is not confirmed yet. Follow the link we e-mailed you to confirm it: until then you cannot submit an application or make a payment.`,
  sent: (email: string) =>
    `We have sent a new link to ${email}. It is valid for ${CONFIRMATION_LINK_HOURS} hours.`,
  confirmed: (email: string) => `Your e-mail address ${email} is confirmed.`,
  linkInvalid: addressMessages.linkInvalid.defaultMessage,
  tooMany: (minutes: number) =>
    `We have sent several links in the last hour. Please check your inbox and spam folder, or try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
} as const;
