import type { IntlShape } from "react-intl";
import type { BallotResult, ProposalStatus, VoteChoice } from "~/domain/proposal-status";
import { defineMessages, type EnglishMessage } from "~/lib/i18n/messages";
import { approvalRules, type ApprovalRuleKey } from "../ballot-rules";

/** A proposal's status (the labels of domain/proposal-status.ts). */
export const proposalStatusMessages: Record<ProposalStatus, EnglishMessage> = defineMessages({
  proposed: { id: "proposals.status.proposed", defaultMessage: "Proposed" },
  voting: { id: "proposals.status.voting", defaultMessage: "Balloting" },
  passed: { id: "proposals.status.passed", defaultMessage: "Passed — awaiting publication" },
  approved: { id: "proposals.status.approved", defaultMessage: "Approved" },
  rejected: { id: "proposals.status.rejected", defaultMessage: "Rejected" },
  withdrawn: { id: "proposals.status.withdrawn", defaultMessage: "Withdrawn" },
});

/** A closed ballot's result. */
export const ballotResultMessages: Record<BallotResult, EnglishMessage> = defineMessages({
  passed: { id: "proposals.ballotResult.passed", defaultMessage: "Passed" },
  failed: { id: "proposals.ballotResult.failed", defaultMessage: "Not passed" },
  "no-quorum": { id: "proposals.ballotResult.noQuorum", defaultMessage: "No quorum" },
});

/** A committee member's vote. */
export const proposalVoteMessages: Record<VoteChoice, EnglishMessage> = defineMessages({
  approve: { id: "proposals.vote.approve", defaultMessage: "Approve" },
  reject: { id: "proposals.vote.reject", defaultMessage: "Reject" },
  abstain: { id: "proposals.vote.abstain", defaultMessage: "Abstain" },
});

/** The approval rules offered when a ballot opens (ballot-rules.ts) and their descriptions. */
export const approvalRuleMessages: Record<
  ApprovalRuleKey,
  { label: EnglishMessage; description: EnglishMessage }
> = {
  "two-thirds": defineMessages({
    label: { id: "proposals.rule.twoThirds", defaultMessage: "Two-thirds" },
    description: {
      id: "proposals.rule.twoThirds.description",
      defaultMessage: "Two-thirds of the votes that take a side (approve + reject)",
    },
  }),
  "three-quarters": defineMessages({
    label: { id: "proposals.rule.threeQuarters", defaultMessage: "Three-quarters" },
    description: {
      id: "proposals.rule.threeQuarters.description",
      defaultMessage: "Three-quarters of the votes that take a side (approve + reject)",
    },
  }),
  majority: defineMessages({
    label: { id: "proposals.rule.majority", defaultMessage: "Simple majority" },
    description: {
      id: "proposals.rule.majority.description",
      defaultMessage: "More than half of the votes that take a side (approve + reject)",
    },
  }),
};

const m = defineMessages({
  otherRule: {
    id: "proposals.rule.other",
    defaultMessage: "{numerator}/{denominator} of the votes that take a side",
  },
  subject: {
    id: "proposals.subject",
    defaultMessage:
      "{kind, select, appendix {Appendix {number}} other {Standard {number}}} ({title})",
  },
  item: {
    id: "proposals.item",
    defaultMessage: "{kind, select, appendix {Appendix {number}} other {Standard {number}}}",
  },
});

type Intl = Pick<IntlShape, "formatMessage">;

/** A ballot's approval rule in words (ballot-rules.ts `approvalRuleLabel`). */
export function approvalRuleText(
  intl: Intl,
  rule: { numerator: number; denominator: number },
): string {
  const known = approvalRules.find(
    (r) => r.numerator === rule.numerator && r.denominator === rule.denominator,
  );
  return known
    ? intl.formatMessage(approvalRuleMessages[known.key].description)
    : intl.formatMessage(m.otherRule, { numerator: rule.numerator, denominator: rule.denominator });
}

/** "Standard 7 (Title)" / "Appendix B (Title)": what a proposal changes. */
export function proposalSubjectText(
  intl: Intl,
  section: { sectionNumber: string; sectionTitle: string },
): string {
  return intl.formatMessage(m.subject, {
    kind: /^\d/.test(section.sectionNumber) ? "standard" : "appendix",
    number: section.sectionNumber,
    title: section.sectionTitle,
  });
}

/** "Standard 7" / "Appendix B". */
export function itemText(intl: Intl, item: { kind: string; number: string }): string {
  return intl.formatMessage(m.item, {
    kind: item.kind === "appendix" ? "appendix" : "standard",
    number: item.number,
  });
}

/** "66.7 %" in French, "66.7%" in English: a share with one decimal (whole numbers without). */
export function shareText(intl: Pick<IntlShape, "formatNumber">, percent: number): string {
  return intl.formatNumber(percent / 100, {
    style: "percent",
    maximumFractionDigits: Number.isInteger(percent) ? 0 : 1,
    minimumFractionDigits: Number.isInteger(percent) ? 0 : 1,
  });
}
