import { defineMessages } from "~/lib/i18n/messages";

/** Texts of the examiner's calendar subscription (decision 065), in the reader's language. */
export const calendarFeedText = defineMessages({
  heading: { id: "audits.calendarFeed.heading", defaultMessage: "Calendar subscription" },
  intro: {
    id: "audits.calendarFeed.intro",
    defaultMessage:
      "Subscribe to your audits in a calendar app (Google Calendar, Outlook, Apple Calendar): upcoming audits and those of the last 90 days, kept up to date, cancelled ones marked as cancelled.",
  },
  none: { id: "audits.calendarFeed.none", defaultMessage: "You have no calendar subscription." },
  active: {
    id: "audits.calendarFeed.active",
    defaultMessage: "Your calendar subscription address was created on {since}.",
  },
  create: { id: "audits.calendarFeed.create", defaultMessage: "Create a subscription address" },
  regenerate: { id: "audits.calendarFeed.regenerate", defaultMessage: "Get a new address" },
  revoke: { id: "audits.calendarFeed.revoke", defaultMessage: "Stop the subscription" },
  created: {
    id: "audits.calendarFeed.created",
    defaultMessage:
      "Your subscription address is ready. Copy it now and add it to your calendar app as a subscription (by URL): it is shown only once.",
  },
  addressLabel: { id: "audits.calendarFeed.addressLabel", defaultMessage: "Subscription address" },
  private: {
    id: "audits.calendarFeed.private",
    defaultMessage:
      "Anyone with this address can see your audits. Keep it private; if it was shared, get a new address (the old one stops working at once).",
  },
  confirmRegenerate: {
    id: "audits.calendarFeed.confirmRegenerate",
    defaultMessage:
      "A new address replaces the current one: calendars subscribed with the old address stop updating.",
  },
  confirmRevoke: {
    id: "audits.calendarFeed.confirmRevoke",
    defaultMessage:
      "Calendars subscribed with this address stop updating. You can create a new one later.",
  },
  revoked: {
    id: "audits.calendarFeed.revoked",
    defaultMessage: "Your calendar subscription was stopped. Its address no longer works.",
  },
  failed: {
    id: "audits.calendarFeed.failed",
    defaultMessage: "The calendar subscription could not be changed. Please try again.",
  },
  feedName: { id: "audits.calendarFeed.feedName", defaultMessage: "{siteName}: my audits" },
});

/** The English texts the actions answer (translated at the edge). */
export const calendarFeedMessages = {
  created: calendarFeedText.created.defaultMessage,
  revoked: calendarFeedText.revoked.defaultMessage,
  failed: calendarFeedText.failed.defaultMessage,
} as const;

export const CREATE_CALENDAR_FEED_INTENT = "create-calendar-feed";
export const REVOKE_CALENDAR_FEED_INTENT = "revoke-calendar-feed";
