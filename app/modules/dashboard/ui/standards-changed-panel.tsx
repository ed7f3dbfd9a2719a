import { Form, Link, useNavigation } from "react-router";
import { FormattedMessage, useIntl } from "react-intl";
import { useFormat } from "~/lib/i18n/use-format";
import type { StandardNoticeList } from "~/modules/standards";
import { overviewMessages as m } from "./overview-messages";
import { Panel } from "./panel";

/**
 * "Standards changed since your audit" (decision 059): each standard the
 * business was audited against that has a newer version, with the link to
 * what changed, until the business acknowledges. Nothing shown when none.
 */
export function StandardsChangedPanel({ data }: { data: StandardNoticeList }) {
  const intl = useIntl();
  const f = useFormat();
  const navigation = useNavigation();
  const pending =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === "acknowledgeStandardChanges";
  if (data.rows.length === 0) return null;
  return (
    <Panel
      id="standards-changed"
      title={intl.formatMessage(m.standardsTitle)}
      count={data.rows.length}
      className="border-amber-300 lg:col-span-6"
    >
      <ul className="mt-3 space-y-3 text-sm">
        {data.rows.map((n) => (
          <li key={n.id}>
            <p className="font-medium text-slate-900">
              <Link to={n.link} className="text-brand-800 underline">
                {n.headline}
              </Link>
            </p>
            <p className="text-slate-700">
              <FormattedMessage
                {...m.standardsLine}
                values={{ title: n.title, version: n.auditedVersion, date: f.date(n.at) }}
              />
            </p>
          </li>
        ))}
      </ul>
      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="acknowledgeStandardChanges" />
        <button
          type="submit"
          disabled={pending}
          className="rounded-md border border-slate-400 px-4 py-2 text-sm font-medium text-slate-900 hover:bg-slate-50"
        >
          {intl.formatMessage(pending ? m.saving : m.standardsRead)}
        </button>
      </Form>
    </Panel>
  );
}
