import { FormattedMessage } from "react-intl";
import type { ContentNote } from "../content-note";
import { readerNoteMessages as m } from "../translation-messages";

/**
 * What a reader in French or Spanish is told about a part of the content
 * (issue 36): it has no translation yet and is shown in English, or its
 * translation is of an earlier version of the English. `englishHref` is the
 * same part on the English page.
 */
export function TranslationNote({
  state,
  translatedVersion,
  englishVersion,
  englishHref,
}: {
  state: "missing" | "behind";
  translatedVersion?: string | null;
  englishVersion?: string | null;
  englishHref?: string;
}) {
  return (
    <p
      className="my-2 border-l-4 border-amber-400 bg-amber-50 px-3 py-2 text-sm text-amber-950"
      data-translation-note={state}
    >
      {state === "missing" ? (
        <FormattedMessage {...m.notTranslated} />
      ) : translatedVersion && englishVersion ? (
        <FormattedMessage
          {...m.behindVersion}
          values={{ from: translatedVersion, to: englishVersion }}
        />
      ) : (
        <FormattedMessage {...m.behind} />
      )}
      {state === "behind" && englishHref ? (
        <>
          {" "}
          <a href={englishHref} hrefLang="en" className="font-medium underline">
            <FormattedMessage {...m.readEnglish} />
          </a>
        </>
      ) : null}
    </p>
  );
}

/** A title shown in English on another language's page is marked so; otherwise it is plain text. */
export function ContentTitle({ note, children }: { note: ContentNote | null; children: string }) {
  return note?.state === "missing" ? <span lang="en">{children}</span> : <>{children}</>;
}
