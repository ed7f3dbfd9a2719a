ALTER TABLE "email_outbox" ADD COLUMN "delivery_html" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "delivery_text" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
-- Messages stored before decision 055 kept their secret (code, reset or invitation link) in the readable copy.
-- Those still waiting keep it for delivery only; every stored copy shows it no more.
UPDATE "email_outbox" SET "delivery_html" = "html", "delivery_text" = "text"
  WHERE "template" IN ('sign-in-code', 'password-reset', 'invitation') AND "status" IN ('pending', 'sending');--> statement-breakpoint
UPDATE "email_outbox" SET
  "subject" = CASE WHEN "template" = 'sign-in-code' THEN regexp_replace("subject", ':\s*\S+$', '') ELSE "subject" END,
  "html" = '<p>[hidden: sent to the recipient only] This message held a one-time code or link; its stored copy is not kept.</p>',
  "text" = '[hidden: sent to the recipient only] This message held a one-time code or link; its stored copy is not kept.'
  WHERE "template" IN ('sign-in-code', 'password-reset', 'invitation');
