import { renderToStaticMarkup } from "react-dom/server";
import { IntlProvider } from "react-intl";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { PaymentListItem } from "../payment-list-item";
import { PaymentsPanel, type PaymentsPanelProps } from "./payments-panel";

const applicationId = "5b7f4a1e-0000-4000-8000-000000000001";

const paid: PaymentListItem = {
  id: "5b7f4a1e-0000-4000-8000-0000000000aa",
  paymentType: "audit",
  description: "Audit fee",
  amount: 75000,
  amountLabel: "$750.00 USD",
  status: "succeeded",
  paymentMethod: "card",
  methodLabel: "Card",
  provider: "test",
  reference: "pi_test_abc",
  failureMessage: null,
  receiptNumber: "R-20261122-5B7F4A1E",
  receiptUrl: "/dashboard/payments/5b7f4a1e-0000-4000-8000-0000000000aa/receipt",
  createdAt: "2026-11-22T10:00:00.000Z",
  updatedAt: "2026-11-22T10:01:00.000Z",
};

function render(props: Partial<PaymentsPanelProps>, url = "/dashboard/applications/x") {
  const Stub = createRoutesStub([
    {
      path: "/dashboard/applications/:id",
      Component: () => (
        <PaymentsPanel
          applicationId={applicationId}
          payments={[]}
          payable={null}
          canPay={false}
          canRecordOffline={false}
          {...props}
        />
      ),
    },
  ]);
  // Inside the root's IntlProvider, in English (the defaults).
  return renderToStaticMarkup(
    <IntlProvider locale="en-US" defaultLocale="en-US" messages={{}}>
      <Stub initialEntries={[url]} />
    </IntlProvider>,
  );
}

describe("PaymentsPanel", () => {
  it("empty state, and the applicant's Pay link for the fee due", () => {
    const html = render({ payable: { type: "audit", amount: 75000 }, canPay: true });
    expect(html).toContain("No payments yet.");
    expect(html).toContain("Audit fee due:</span> $750.00 USD");
    expect(html).toContain(`href="/dashboard/applications/${applicationId}/payment?type=audit"`);
    expect(html).toContain("Pay audit fee ($750.00 USD)");
    expect(html).not.toContain("Record an offline payment");
  });

  it("paid rows with their receipt link; staff see the offline form, not the Pay link", () => {
    const html = render({
      payments: [paid],
      payable: { type: "membership", amount: 45000 },
      canRecordOffline: true,
    });
    expect(html).toContain("Audit fee");
    expect(html).toContain('Card<span class="text-slate-700"> (test mode)</span>');
    expect(html).toContain(`href="${paid.receiptUrl}"`);
    // Its name starts with its visible text, then the receipt number for screen readers.
    expect(html).toMatch(
      />Receipt \(PDF\)<span class="sr-only"> (<!-- -->)?R-20261122-5B7F4A1E<\/span><\/a>/,
    );
    expect(html).not.toContain("Pay membership fee");
    expect(html).toContain("Record an offline payment");
    expect(html).toContain('action="/dashboard/payments/offline"');
    expect(html).toContain('name="paymentType" value="membership"');
    expect(html).toContain("Record membership fee payment");
  });

  it("confirms a recorded offline payment after the redirect", () => {
    const html = render({}, "/dashboard/applications/x?paymentRecorded=1");
    expect(html).toContain("Offline payment recorded. The applicant has been sent a receipt.");
  });
});
