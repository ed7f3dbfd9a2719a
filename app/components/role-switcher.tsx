import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useRef } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useLocation } from "react-router";
import type { Role } from "~/domain/roles";
import { defineMessages, type EnglishMessage } from "~/lib/i18n/messages";

const m = defineMessages({
  switchRole: { id: "ui.roleSwitcher.switchRole", defaultMessage: "Switch role" },
  trigger: {
    id: "ui.roleSwitcher.trigger",
    defaultMessage: "Active role: {role}. Switch role",
  },
});

/**
 * Each role's switcher label and description (SPEC §6, the English texts of
 * `roleLabels` in app/domain/roles.ts), in the reader's language (issue 36).
 */
export const roleMessages: Record<Role, { label: EnglishMessage; description: EnglishMessage }> = {
  administrator: defineMessages({
    label: { id: "ui.role.administrator", defaultMessage: "Administrator" },
    description: {
      id: "ui.role.administrator.description",
      defaultMessage: "Full system access",
    },
  }),
  committee: defineMessages({
    label: { id: "ui.role.committee", defaultMessage: "Committee Member" },
    description: {
      id: "ui.role.committee.description",
      defaultMessage: "Standards committee access",
    },
  }),
  examiner: defineMessages({
    label: { id: "ui.role.examiner", defaultMessage: "Examiner" },
    description: { id: "ui.role.examiner.description", defaultMessage: "Audit management access" },
  }),
  applicant: defineMessages({
    label: { id: "ui.role.applicant", defaultMessage: "Applicant" },
    description: {
      id: "ui.role.applicant.description",
      defaultMessage: "Application management",
    },
  }),
};

/**
 * SPEC §2/§6 role switcher: shown only with several roles. Each choice posts
 * to /dashboard/role, which sets the per-browser cookie and reloads the page.
 */
export function RoleSwitcher({ roles, activeRole }: { roles: Role[]; activeRole: Role }) {
  const intl = useIntl();
  const location = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const roleRef = useRef<HTMLInputElement>(null);
  if (roles.length < 2) return null;
  const redirectTo = location.pathname + location.search;
  const activeLabel = intl.formatMessage(roleMessages[activeRole].label);

  // A plain form outside the menu's portal: a full POST, then the server's
  // redirect reloads the page with the new role.
  function choose(role: Role) {
    if (!formRef.current || !roleRef.current) return;
    roleRef.current.value = role;
    formRef.current.requestSubmit();
  }

  return (
    <>
      <form ref={formRef} method="post" action="/dashboard/role" hidden>
        <input ref={roleRef} type="hidden" name="role" defaultValue={activeRole} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {/* Never seen (the form is hidden); a form has a submit button (html-validate wcag/h32). */}
        <button type="submit">
          <FormattedMessage {...m.switchRole} />
        </button>
      </form>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          className="inline-flex max-w-36 min-w-0 items-center gap-1.5 rounded-md border border-slate-300 px-2 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 sm:max-w-none sm:gap-2 sm:px-3"
          aria-label={intl.formatMessage(m.trigger, { role: activeLabel })}
          data-testid="role-switcher"
        >
          <span className="truncate">{activeLabel}</span>
          <span aria-hidden>▾</span>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={6}
            className="z-50 w-72 max-w-[calc(100vw-1rem)] rounded-md border border-slate-200 bg-white p-1 shadow-lg"
          >
            <DropdownMenu.Label className="px-3 py-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
              <FormattedMessage {...m.switchRole} />
            </DropdownMenu.Label>
            {roles.map((role) => (
              <DropdownMenu.Item
                key={role}
                onSelect={() => choose(role)}
                aria-current={role === activeRole ? "true" : undefined}
                className="block w-full cursor-pointer rounded px-3 py-2 text-left outline-none data-[highlighted]:bg-brand-50"
              >
                <span className="block text-sm font-medium text-slate-900">
                  <FormattedMessage {...roleMessages[role].label} />
                  {role === activeRole ? " ✓" : ""}
                </span>
                <span className="block text-xs text-slate-600">
                  <FormattedMessage {...roleMessages[role].description} />
                </span>
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </>
  );
}
