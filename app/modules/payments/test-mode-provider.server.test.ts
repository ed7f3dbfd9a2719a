import { describe, expect, it } from "vitest";
import { InvalidSignatureError } from "./payment-provider.server";
import {
  createTestModeProvider,
  decideTestCard,
  deriveTestModeSecret,
  TEST_SIGNATURE_HEADER,
} from "./test-mode-provider.server";

const provider = createTestModeProvider(
  deriveTestModeSecret("auth-secret-for-tests-0123456789abcdef"),
);
const metadata = { applicationId: "app-1", paymentType: "audit", paymentId: "pay-1" };

describe("test-mode provider", () => {
  it("creates pi_test_ intents whose client secret it can check", async () => {
    const intent = await provider.createIntent({ amount: 75000, currency: "usd", metadata });
    expect(intent.id).toMatch(/^pi_test_[0-9a-f]+$/);
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.id}_secret_[0-9a-f]+$`));
    expect(provider.ownsClientSecret(intent.id, intent.clientSecret!)).toBe(true);
    expect(provider.ownsClientSecret(intent.id, `${intent.id}_secret_forged`)).toBe(false);
    const other = createTestModeProvider(
      deriveTestModeSecret("another-auth-secret-0123456789abcdef"),
    );
    expect(other.ownsClientSecret(intent.id, intent.clientSecret!)).toBe(false);
  });

  it("accepts 4242 4242 4242 4242 and declines 4000 0000 0000 0002", () => {
    expect(decideTestCard("4242 4242 4242 4242")).toEqual({ ok: true });
    expect(decideTestCard("4000 0000 0000 0002")).toEqual({
      ok: false,
      message: "Your card was declined.",
    });
  });

  it("signs outcome events that only it verifies; tampering or a missing header is refused", async () => {
    const { rawBody, headers } = provider.signedOutcomeEvent({
      intentId: "pi_test_abc",
      amount: 75000,
      currency: "usd",
      metadata,
      outcome: { ok: false, message: "Your card was declined." },
    });
    const event = await provider.parseEvent(rawBody, headers);
    expect(event).toMatchObject({
      provider: "test",
      type: "payment_intent.payment_failed",
      intent: {
        id: "pi_test_abc",
        amount: 75000,
        currency: "usd",
        failureMessage: "Your card was declined.",
      },
    });
    expect(event.id).toMatch(/^evt_test_/);

    await expect(
      provider.parseEvent(rawBody.replace("75000", "1"), headers),
    ).rejects.toBeInstanceOf(InvalidSignatureError);
    await expect(provider.parseEvent(rawBody, new Headers())).rejects.toBeInstanceOf(
      InvalidSignatureError,
    );
    const other = createTestModeProvider("another-secret");
    await expect(other.parseEvent(rawBody, headers)).rejects.toBeInstanceOf(InvalidSignatureError);
    const stale = new Headers({
      [TEST_SIGNATURE_HEADER]: headers.get(TEST_SIGNATURE_HEADER)!.replace(/t=\d+/, "t=1000"),
    });
    await expect(provider.parseEvent(rawBody, stale)).rejects.toBeInstanceOf(InvalidSignatureError);
  });
});
