import { useSearchParams } from "react-router";
import { FormMessage } from "~/components/form";
import { documentNotices, isDocumentNoticeCode } from "../document-rules";

/** The notice after a document form post without JavaScript (`?documents=<code>`). */
export function DocumentNotice() {
  const [params] = useSearchParams();
  const code = params.get("documents");
  if (!isDocumentNoticeCode(code)) return null;
  const notice = documentNotices[code];
  return <FormMessage kind={notice.kind}>{notice.text}</FormMessage>;
}
