import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
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
});
