import { defineMessages } from "~/lib/i18n/messages";

/** Words more than one sign-in screen shows (issue 36). */
export const sharedAuthMessages = defineMessages({
  email: { id: "auth.field.email", defaultMessage: "E-mail" },
  password: { id: "auth.field.password", defaultMessage: "Password" },
  confirmPassword: { id: "auth.field.confirmPassword", defaultMessage: "Confirm password" },
  backToLogIn: { id: "auth.link.backToLogIn", defaultMessage: "Back to log in" },
});
