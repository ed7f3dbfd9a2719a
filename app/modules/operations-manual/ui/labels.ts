/** Who wrote a revision that came with the app (no author). */
export const SEED_AUTHOR_LABEL = "the programme (original text)";
