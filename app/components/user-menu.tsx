import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useRef } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link, useLocation } from "react-router";
import { HREFLANG, LOCALE_NAMES, LOCALES, type Locale } from "~/domain/locale";
import { defineMessages } from "~/lib/i18n/messages";
import { useLocale } from "~/lib/i18n/use-locale";

const m = defineMessages({
  signOut: { id: "ui.userMenu.signOut", defaultMessage: "Sign out" },
  trigger: { id: "ui.userMenu.trigger", defaultMessage: "Account menu for {name}" },
  language: { id: "ui.userMenu.language", defaultMessage: "Language" },
  chooseLanguage: { id: "ui.userMenu.chooseLanguage", defaultMessage: "Change language" },
});

type Item = { label: string; to: string };

const itemClass =
  "block w-full cursor-pointer rounded px-3 py-2 text-left text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50";

/**
 * A name menu (public header) or profile menu (dashboard header) with Sign
 * out. With `languages` it also lists the three languages (issue 36): a
 * choice is saved as the person's own (POST /language) and the same screen
 * comes back in it.
 */
export function UserMenu({
  name,
  items,
  languages = false,
}: {
  name: string;
  items: Item[];
  languages?: boolean;
}) {
  const intl = useIntl();
  const current = useLocale();
  const { pathname, search } = useLocation();
  // Sign out and the language are plain POST forms outside the menu's portal
  // (the menu closes before a form inside it could submit); the server
  // redirects (to / after signing out, back to this screen after a language).
  const signOutRef = useRef<HTMLFormElement>(null);
  const languageFormRef = useRef<HTMLFormElement>(null);
  const languageRef = useRef<HTMLInputElement>(null);
  function chooseLanguage(locale: Locale) {
    if (locale === current || !languageFormRef.current || !languageRef.current) return;
    languageRef.current.value = locale;
    languageFormRef.current.requestSubmit();
  }
  return (
    <>
      {/* Its button is never seen (the form is hidden); a form has one (html-validate wcag/h32). */}
      <form ref={signOutRef} method="post" action="/logout" hidden>
        <button type="submit">
          <FormattedMessage {...m.signOut} />
        </button>
      </form>
      {languages ? (
        <form ref={languageFormRef} method="post" action="/language" hidden>
          <input ref={languageRef} type="hidden" name="locale" defaultValue={current} />
          <input type="hidden" name="next" value={pathname + search} />
          <button type="submit">
            <FormattedMessage {...m.chooseLanguage} />
          </button>
        </form>
      ) : null}
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          className="inline-flex shrink-0 items-center gap-2 rounded-md border border-slate-300 px-2 py-1.5 text-sm sm:px-3 font-medium text-slate-800 hover:bg-slate-50"
          aria-label={intl.formatMessage(m.trigger, { name })}
        >
          {/* The initial and the arrow are drawn by CSS, not text: the visible
              text is the name alone, which the accessible name contains
              (WCAG 2.5.3 label in name; axe label-content-name-mismatch). */}
          <span
            aria-hidden
            data-initial={name.slice(0, 1).toUpperCase()}
            className="flex h-6 w-6 items-center justify-center rounded-full bg-brand-700 text-xs text-white before:content-[attr(data-initial)]"
          />
          <span className="hidden max-w-40 truncate sm:inline">{name}</span>
          <span aria-hidden className="hidden sm:inline after:content-['▾']" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={6}
            className="z-50 min-w-48 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
          >
            {items.map((item) => (
              <DropdownMenu.Item key={item.to} asChild>
                <Link
                  to={item.to}
                  className="block rounded px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50"
                >
                  {item.label}
                </Link>
              </DropdownMenu.Item>
            ))}
            {languages ? (
              <>
                <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
                <DropdownMenu.Label className="px-3 py-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  <FormattedMessage {...m.language} />
                </DropdownMenu.Label>
                <DropdownMenu.RadioGroup
                  value={current}
                  onValueChange={(value) => chooseLanguage(value as Locale)}
                >
                  {LOCALES.map((locale) => (
                    <DropdownMenu.RadioItem
                      key={locale}
                      value={locale}
                      lang={HREFLANG[locale]}
                      className={`${itemClass} flex items-center justify-between gap-3`}
                    >
                      {LOCALE_NAMES[locale]}
                      <DropdownMenu.ItemIndicator aria-hidden>✓</DropdownMenu.ItemIndicator>
                    </DropdownMenu.RadioItem>
                  ))}
                </DropdownMenu.RadioGroup>
              </>
            ) : null}
            <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
            <DropdownMenu.Item
              onSelect={() => signOutRef.current?.requestSubmit()}
              className={itemClass}
            >
              <FormattedMessage {...m.signOut} />
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </>
  );
}
