// The proposals module's server surface (also re-exports the client-safe surface).
export * from "./index";
export * from "./cast-vote.server";
export * from "./close-ballot.server";
export * from "./create-proposal.server";
export * from "./decide-proposal.server";
export * from "./get-proposal-pages.server";
export * from "./get-proposal.server";
export * from "./list-open-ballots.server";
export * from "./list-proposals.server";
export * from "./open-ballot.server";
export * from "./seed-standards-demo.server";
export * from "./update-proposal.server";
export * from "./withdraw-proposal.server";
