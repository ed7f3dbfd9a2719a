import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useRef } from "react";
import { Link } from "react-router";

type Item = { label: string; to: string };

/** A name menu (public header) or profile menu (dashboard header) with Sign out. */
export function UserMenu({ name, items }: { name: string; items: Item[] }) {
  // Sign out is a plain POST form outside the menu's portal (the menu closes
  // before a form inside it could submit); the server redirects to /.
  const signOutRef = useRef<HTMLFormElement>(null);
  return (
    <>
      {/* Its button is never seen (the form is hidden); a form has one (html-validate wcag/h32). */}
      <form ref={signOutRef} method="post" action="/logout" hidden>
        <button type="submit">Sign out</button>
      </form>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          className="inline-flex shrink-0 items-center gap-2 rounded-md border border-slate-300 px-2 py-1.5 text-sm sm:px-3 font-medium text-slate-800 hover:bg-slate-50"
          aria-label={`Account menu for ${name}`}
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
            <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
            <DropdownMenu.Item
              onSelect={() => signOutRef.current?.requestSubmit()}
              className="block w-full cursor-pointer rounded px-3 py-2 text-left text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50"
            >
              Sign out
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </>
  );
}
