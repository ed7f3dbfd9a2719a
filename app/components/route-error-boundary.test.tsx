import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ServiceUnavailableContext } from "~/lib/service-unavailable";
import { ErrorBoundary as RootErrorBoundary } from "~/root";
import { AccessDenied, NotFound } from "./route-error-boundary";

describe("error screens", () => {
  it("the default error screen heading is Unexpected Application Error!", () => {
    const html = renderToStaticMarkup(
      <RootErrorBoundary error={new Error("boom")} params={{}} loaderData={undefined} />,
    );
    expect(html).toContain("<h1");
    expect(html).toContain("Unexpected Application Error!");
    // Internal error details are not shown to visitors.
    expect(html).not.toContain("boom");
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
});
