import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Form, Link, useFetcher } from "react-router";
import { FilterSelect } from "~/components/filter-bar";
import { FormMessage, RowCheckbox } from "~/components/form";
import { ListScreen } from "~/components/list-screen";
import { useFormat } from "~/lib/i18n/use-format";
import type { NotificationPage } from "../list-all-notifications.server";
import type { NotificationView } from "../list-notifications.server";
import {
  notificationTypeName,
  notificationUiMessages as m,
  timeLabelIn,
} from "./notification-ui-messages";

/** The bell's resource route: opening a notification's link marks it read there too. */
const FEED = "/dashboard/notifications/feed";
const SELECTION_FORM = "notification-selection";

const buttonClass =
  "h-10 rounded-md border border-brand-700 bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50";

function NotificationRow({ notification, now }: { notification: NotificationView; now: Date }) {
  const intl = useIntl();
  const f = useFormat();
  const fetcher = useFetcher();
  const { id, message, link, createdAt, isRead, type } = notification;
  const checkboxId = `select-${id}`;
  return (
    <li
      className={`flex items-start gap-3 px-4 py-3 ${isRead ? "bg-white" : "bg-brand-50"}`}
      data-testid="notification-row"
      data-notification-id={id}
    >
      <RowCheckbox
        id={checkboxId}
        name="id"
        value={id}
        form={SELECTION_FORM}
        className="mt-1 h-4 w-4 shrink-0 rounded border-slate-400"
        label={intl.formatMessage(m.select, { message })}
      />
      <span
        aria-hidden
        className={`mt-2 h-2 w-2 shrink-0 rounded-full ${isRead ? "bg-transparent" : "bg-brand-700"}`}
      />
      <div className="min-w-0 flex-1">
        {!isRead ? <span className="sr-only">{intl.formatMessage(m.unreadPrefix)} </span> : null}
        {link ? (
          <Link
            to={link}
            className="break-words text-slate-900 underline-offset-2 hover:underline"
            onClick={() => {
              if (!isRead) {
                void fetcher.submit({ intent: "mark-read", id }, { method: "post", action: FEED });
              }
            }}
          >
            {message}
          </Link>
        ) : (
          <p className="break-words text-slate-900">{message}</p>
        )}
        <p className="mt-0.5 text-xs text-slate-600">
          {notificationTypeName(intl, type)} ·{" "}
          <time dateTime={createdAt} title={f.dateTime(createdAt)}>
            {timeLabelIn(intl, f.date, createdAt, now)}
          </time>
          {isRead ? null : (
            <span className="font-semibold text-brand-800"> · {intl.formatMessage(m.unread)}</span>
          )}
        </p>
      </div>
    </li>
  );
}

type Props = NotificationPage & {
  filters: { status: string; type: string };
  result?: { ok: boolean; message: string };
};

/**
 * The notifications page: every notification of the signed-in user, newest
 * first, filtered by read state and type, with "Mark all as read" and "Mark
 * selected as read" as plain form posts (no JavaScript needed).
 */
export function NotificationsPage({
  rows,
  total,
  page,
  pageCount,
  unread,
  types,
  filters,
  result,
}: Props) {
  const intl = useIntl();
  const t = (d: typeof m.title) => intl.formatMessage(d);
  const filtered = Boolean(filters.status || filters.type);
  const now = new Date();

  return (
    <ListScreen
      width="max-w-4xl"
      title={t(m.title)}
      intro={
        <FormattedMessage
          {...m.intro}
          values={{
            count: unread,
            unread: (chunks: ReactNode) => <span data-testid="unread-total">{chunks}</span>,
          }}
        />
      }
      actions={
        unread > 0 ? (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="mark-all-read" />
            <button type="submit" className={buttonClass}>
              <FormattedMessage {...m.markAllAsRead} />
            </button>
          </Form>
        ) : null
      }
      afterHeading={
        result ? (
          <FormMessage kind={result.ok ? "success" : "error"}>{result.message}</FormMessage>
        ) : null
      }
      filters={{
        label: t(m.filterLabel),
        filtered,
        submitLabel: t(m.filter),
        fields: (
          <>
            <FilterSelect
              id="notifications-status"
              name="status"
              label={t(m.show)}
              value={filters.status}
              allLabel={t(m.all)}
              options={[
                { value: "unread", label: t(m.unreadOnly) },
                { value: "read", label: t(m.readOnly) },
              ]}
            />
            <FilterSelect
              id="notifications-type"
              name="type"
              label={t(m.type)}
              value={filters.type}
              allLabel={t(m.allTypes)}
              // The chosen type stays offered even when none of it is left.
              options={[...new Set([...types, ...(filters.type ? [filters.type] : [])])].map(
                (type) => ({ value: type, label: notificationTypeName(intl, type) }),
              )}
            />
          </>
        ),
      }}
      summary={{ total, noun: m.count }}
      page={page}
      pageCount={pageCount}
      isEmpty={rows.length === 0}
      resultsLabel={t(m.yours)}
      empty={
        filtered ? (
          <p className="text-slate-700">
            <FormattedMessage {...m.noMatch} />
          </p>
        ) : (
          <>
            <p className="font-semibold text-slate-900">
              <FormattedMessage {...m.none} />
            </p>
            <p className="mt-1 text-sm text-slate-700">
              <FormattedMessage {...m.noneHint} />
            </p>
          </>
        )
      }
    >
      <Form
        method="post"
        id={SELECTION_FORM}
        preventScrollReset
        className="mb-3 flex flex-wrap items-center gap-3"
      >
        <input type="hidden" name="intent" value="mark-selected-read" />
        <button type="submit" className={buttonClass}>
          <FormattedMessage {...m.markSelected} />
        </button>
        <span className="text-sm text-slate-600">
          <FormattedMessage {...m.tickFirst} />
        </span>
      </Form>
      <ul
        className="divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200"
        aria-label={t(m.listLabel)}
      >
        {rows.map((n) => (
          <NotificationRow key={n.id} notification={n} now={now} />
        ))}
      </ul>
    </ListScreen>
  );
}
