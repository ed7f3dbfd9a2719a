import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { done, formIntent, handleForm, loadPage } from "~/lib/form-action.server";
import { intlFor } from "~/lib/i18n/intl";
import { requestLocale } from "~/lib/i18n/request-locale.server";
import { dashboardPageTitle } from "~/modules/applications";
import { requireAccess } from "~/modules/auth/index.server";
import {
  commentSchema,
  moderateSchema,
  newCommentSchema,
  recordIdSchema,
  SectionDetailPage,
  standardsMessages,
  standardsPageText,
  subStandardCreateSchema,
  type DetailActionResult,
} from "~/modules/standards";
import {
  createDiscussion,
  createSubStandard,
  deleteDiscussion,
  deleteSubStandard,
  getStandardItemPage,
  moderateDiscussion,
  restoreStandardVersion,
  updateDiscussion,
} from "~/modules/standards/index.server";
import type { Route } from "./+types/section-detail";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const item = loaderData?.detail.item;
  return [
    {
      title: dashboardPageTitle(matches, standardsPageText.detailTitle, {
        kind: item?.kind ?? "none",
        number: item?.number ?? "",
        title: item?.title ?? "",
      }),
    },
  ];
}

/** A standard's page: text, sub-standards, history with diffs, discussions (every signed-in role). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireAccess(request, "standards.view");
  return loadPage(() => getStandardItemPage(getDb(), session, params.id, new URL(request.url)), {
    fallback: standardsMessages.failedToLoad,
    context: "standard detail",
  });
}

/** A destructive intent without `confirm=yes` answers the confirmation box first. */
const askToConfirm = (intent: string, id: string, values: Record<string, string>) =>
  ({
    ok: false,
    intent,
    message: "",
    confirm: { id, label: values.label ?? "" },
  }) satisfies DetailActionResult;

export async function action({ request, params }: Route.ActionArgs) {
  const session = await requireAccess(request, "standards.view");
  const db = getDb();
  const intl = intlFor(await requestLocale(request));
  return handleForm(request, {
    context: "standard detail",
    fallback: standardsMessages.failedToSave,
    invalidStatus: 422,
    intents: {
      createSub: formIntent(subStandardCreateSchema, async (input) => {
        const sub = await createSubStandard(db, session, params.id, input);
        return done(
          intl.formatMessage(standardsPageText.subAdded, {
            number: sub.subNumber,
            version: sub.version,
          }),
        );
      }),
      deleteSub: formIntent(recordIdSchema, async ({ id }, values) => {
        if (values.confirm !== "yes") return askToConfirm("deleteSub", id, values);
        const sub = await deleteSubStandard(db, session, id);
        return done(intl.formatMessage(standardsPageText.subDeleted, { number: sub.subNumber }));
      }),
      comment: formIntent(newCommentSchema, async (input) => {
        await createDiscussion(db, session, params.id, input);
        return done(standardsPageText.commentPosted.defaultMessage);
      }),
      editComment: formIntent(commentSchema.extend(recordIdSchema.shape), async (input) => {
        await updateDiscussion(db, session, input.id, input);
        return done(standardsPageText.commentSaved.defaultMessage);
      }),
      deleteComment: formIntent(recordIdSchema, async ({ id }, values) => {
        if (values.confirm !== "yes") return askToConfirm("deleteComment", id, values);
        await deleteDiscussion(db, session, id);
        return done(standardsPageText.commentDeleted.defaultMessage);
      }),
      moderate: formIntent(moderateSchema.and(recordIdSchema), async (input) => {
        const row = await moderateDiscussion(db, session, input.id, input);
        return done(
          (row.isFaq
            ? standardsPageText.publishedFaq
            : row.isPinned
              ? standardsPageText.pinned
              : standardsPageText.discussionSaved
          ).defaultMessage,
        );
      }),
      restore: formIntent(recordIdSchema, async ({ id }, values) => {
        if (values.confirm !== "yes") return askToConfirm("restore", id, values);
        const restored = await restoreStandardVersion(db, session, id);
        return done(intl.formatMessage(standardsPageText.restored, { version: restored.version }));
      }),
    },
  });
}

export default function SectionDetail({ loaderData, actionData }: Route.ComponentProps) {
  return <SectionDetailPage {...loaderData} result={actionData} />;
}

export const ErrorBoundary = RouteErrorBoundary;
