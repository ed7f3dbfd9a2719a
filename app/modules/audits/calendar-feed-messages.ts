/** Texts of the examiner's calendar subscription (decision 065). */
export const calendarFeedMessages = {
  heading: "Calendar subscription",
  intro:
    "Subscribe to your audits in a calendar app (Google Calendar, Outlook, Apple Calendar): upcoming audits and those of the last 90 days, kept up to date, cancelled ones marked as cancelled.",
  none: "You have no calendar subscription.",
  active: (since: string) => `Your calendar subscription address was created on ${since}.`,
  create: "Create a subscription address",
  regenerate: "Get a new address",
  revoke: "Stop the subscription",
  created:
    "Your subscription address is ready. Copy it now and add it to your calendar app as a subscription (by URL): it is shown only once.",
  addressLabel: "Subscription address",
  private:
    "Anyone with this address can see your audits. Keep it private; if it was shared, get a new address (the old one stops working at once).",
  confirmRegenerate:
    "A new address replaces the current one: calendars subscribed with the old address stop updating.",
  confirmRevoke:
    "Calendars subscribed with this address stop updating. You can create a new one later.",
  revoked: "Your calendar subscription was stopped. Its address no longer works.",
  failed: "The calendar subscription could not be changed. Please try again.",
} as const;

export const CREATE_CALENDAR_FEED_INTENT = "create-calendar-feed";
export const REVOKE_CALENDAR_FEED_INTENT = "revoke-calendar-feed";
