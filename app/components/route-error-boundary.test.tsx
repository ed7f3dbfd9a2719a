import type { ReactNode } from "react";
import { renderToStaticMarkup as renderWithoutIntl } from "react-dom/server";
import { IntlProvider } from "react-intl";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { messages } from "~/domain/app-error";
import { INTL_LOCALE, type Locale } from "~/domain/locale";
import { catalogFor } from "~/lib/i18n/catalogs";
import "~/lib/i18n/catalogs.server";
import {
  DATABASE_UNAVAILABLE_TEXT,
  DATABASE_UNAVAILABLE_TITLE,
  ServiceUnavailableContext,
} from "~/lib/service-unavailable";
import { ErrorBoundary as RootErrorBoundary } from "~/root";
import { AccessDenied, errorScreenMessages, NotFound } from "./route-error-boundary";
import { serviceUnavailableMessages } from "./service-unavailable";

/** As the root layout renders a screen: inside the page language's IntlProvider. */
function renderToStaticMarkup(node: ReactNode, locale: Locale = "en") {
  return renderWithoutIntl(
    <IntlProvider locale={INTL_LOCALE[locale]} messages={catalogFor(locale)}>
      {node}
    </IntlProvider>,
  );
}

describe("error screens", () => {
  it("the default error screen heading is Unexpected Application Error!", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <RootErrorBoundary error={new Error("boom")} params={{}} loaderData={undefined} />
      </MemoryRouter>,
    );
    expect(html).toContain("<h1");
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toContain('href="/"');
    // Internal error details are not shown to visitors.
    expect(html).not.toContain("boom");
  });

  it("the default error screen speaks the address's language and links to its home page", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter initialEntries={["/fr/directory"]}>
        <RootErrorBoundary error={new Error("boom")} params={{}} loaderData={undefined} />
      </MemoryRouter>,
      "fr-CA",
    );
    expect(html).toContain('href="/fr"');
    expect(html).toContain("Aller à la page d’accueil");
  });

  it("the access-denied screen has the SPEC §2 texts", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <AccessDenied />
      </MemoryRouter>,
    );
    expect(html).toContain("Access Denied");
    expect(html).toContain(
      "You don&#x27;t have permission to access this page with your current role.",
    );
  });

  it("the not-found screen names what is missing without telling whether it exists", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <NotFound message="Application not found" />
      </MemoryRouter>,
    );
    expect(html).toContain("Not found</h1>");
    expect(html).toContain("Application not found. It may have been removed");
    expect(html).toContain("not available to your account");
  });

  it("while the database cannot be reached: what happened, that a save may be lost, try again", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter initialEntries={["/dashboard/applications?page=2"]}>
        <ServiceUnavailableContext.Provider value>
          <RootErrorBoundary error={new Error("boom")} params={{}} loaderData={undefined} />
        </ServiceUnavailableContext.Provider>
      </MemoryRouter>,
    );
    expect(html).toContain("The portal is unavailable for a moment</h1>");
    expect(html).toContain("it may not have been saved");
    expect(html).toContain('href="/dashboard/applications?page=2">Try again</a>');
    expect(html).not.toContain("Unexpected Application Error!");
    expect(html).not.toContain("boom");
  });

  it("keeps the SPEC texts of app-error and service-unavailable as its English", () => {
    expect(errorScreenMessages.accessDeniedTitle.defaultMessage).toBe(messages.accessDeniedTitle);
    expect(errorScreenMessages.accessDeniedBody.defaultMessage).toBe(messages.accessDeniedBody);
    expect(errorScreenMessages.unexpectedTitle.defaultMessage).toBe(messages.unexpectedError);
    expect(serviceUnavailableMessages.title.defaultMessage).toBe(DATABASE_UNAVAILABLE_TITLE);
    expect(serviceUnavailableMessages.text.defaultMessage).toBe(DATABASE_UNAVAILABLE_TEXT);
  });

  it("speaks the reader's language (issue 36)", () => {
    const denied = renderToStaticMarkup(
      <MemoryRouter>
        <AccessDenied />
      </MemoryRouter>,
      "fr-CA",
    );
    expect(denied).toContain("Accès refusé");
    expect(denied).toContain("Retour au tableau de bord");
    const unavailable = renderToStaticMarkup(
      <MemoryRouter initialEntries={["/es/directory"]}>
        <ServiceUnavailableContext.Provider value>
          <RootErrorBoundary error={new Error("boom")} params={{}} loaderData={undefined} />
        </ServiceUnavailableContext.Provider>
      </MemoryRouter>,
      "es-MX",
    );
    expect(unavailable).toContain("El portal no está disponible por un momento</h1>");
    expect(unavailable).toContain('href="/es/directory">Intentar de nuevo</a>');
    expect(unavailable).toContain('href="/es">Ir a la página de inicio</a>');
  });
});
