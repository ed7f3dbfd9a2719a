import { FormattedMessage } from "react-intl";
import { useSearchParams } from "react-router";
import { FormMessage } from "~/components/form";
import {
  ALLOWED_TYPES_TEXT,
  DELETE_REASON_MAX,
  documentNotices,
  isDocumentNoticeCode,
  MAX_FILES_PER_UPLOAD,
} from "../document-rules";
import { documentNoticeMessages } from "./document-ui-messages";

/** The notice after a document form post without JavaScript (`?documents=<code>`). */
export function DocumentNotice() {
  const [params] = useSearchParams();
  const code = params.get("documents");
  if (!isDocumentNoticeCode(code)) return null;
  const notice = documentNotices[code];
  return (
    <FormMessage kind={notice.kind}>
      <FormattedMessage
        {...documentNoticeMessages[code]}
        values={{
          types: ALLOWED_TYPES_TEXT,
          max: code === "reason_too_long" ? DELETE_REASON_MAX : MAX_FILES_PER_UPLOAD,
        }}
      />
    </FormMessage>
  );
}
