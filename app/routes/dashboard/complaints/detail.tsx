import { ErrorBoundary as RouteErrorBoundary } from "~/components/route-error-boundary";
import { getDb } from "~/lib/db.server";
import { done, formIntent, handleForm, loadPage } from "~/lib/form-action.server";
import { toLocale } from "~/domain/locale";
import { intlFor } from "~/lib/i18n/intl";
import type { RootData } from "~/lib/root-data";
import { siteNameMessage } from "~/lib/site-config";
import { requireAccess } from "~/modules/auth/index.server";
import {
  acknowledgeSchema,
  assignSchema,
  complaintCaseMessages,
  ComplaintCaseScreen,
  complaintMessages,
  complaintText,
  informSchema,
  investigateSchema,
  noteSchema,
  resolveSchema,
  withdrawSchema,
} from "~/modules/complaints";
import {
  addComplaintNote,
  assignComplaint,
  changeComplaintStatus,
  getComplaintPage,
  informComplaintBusiness,
} from "~/modules/complaints/index.server";
import type { Route } from "./+types/detail";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === "root")?.data as RootData | undefined;
  const intl = intlFor(toLocale(root?.locale));
  return [
    {
      title: `${intl.formatMessage(complaintCaseMessages.pageTitle, { reference: loaderData?.complaint.reference ?? "" })} | ${intl.formatMessage(siteNameMessage)}`,
    },
  ];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireAccess(request, "complaint.list");
  return loadPage(() => getComplaintPage(getDb(), session, params.id), {
    fallback: complaintText.loadCase.defaultMessage,
    context: "complaint page",
  });
}

export async function action({ request, params }: Route.ActionArgs) {
  const session = await requireAccess(request, "complaint.manage");
  const db = getDb();
  const complaintId = params.id;
  const step = async (version: number, s: Parameters<typeof changeComplaintStatus>[2]["step"]) =>
    done((await changeComplaintStatus(db, session, { complaintId, version, step: s })).message);
  return handleForm(request, {
    context: "complaint action",
    fallback: complaintMessages.actionFailed,
    invalidStatus: 422,
    intents: {
      acknowledge: formIntent(acknowledgeSchema, ({ version, withhold }) =>
        step(version, { to: "acknowledged", withhold }),
      ),
      investigate: formIntent(investigateSchema, ({ version }) =>
        step(version, { to: "investigating" }),
      ),
      resolve: formIntent(resolveSchema, ({ version, outcome, findings }) =>
        step(version, { to: "resolved", outcome, findings }),
      ),
      withdraw: formIntent(withdrawSchema, ({ version, reason }) =>
        step(version, { to: "withdrawn", reason }),
      ),
      assign: formIntent(assignSchema, async ({ version, assigneeId }) => {
        await assignComplaint(db, session, { complaintId, version, assigneeId });
        return done(complaintMessages.assigned);
      }),
      inform: formIntent(informSchema, async ({ version }) => {
        await informComplaintBusiness(db, session, { complaintId, version });
        return done(complaintMessages.businessInformed);
      }),
      note: formIntent(noteSchema, async ({ body }) => {
        await addComplaintNote(db, session, { complaintId, body });
        return done(complaintMessages.noteAdded);
      }),
    },
  });
}

export default function ComplaintCase({ loaderData, actionData }: Route.ComponentProps) {
  return <ComplaintCaseScreen page={loaderData} result={actionData} />;
}

export const ErrorBoundary = RouteErrorBoundary;
