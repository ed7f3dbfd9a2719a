import { can, type Action, type ApplicationResource, type Viewer } from "~/modules/permissions";
import {
  applicationMachine,
  applicationStatuses,
  type ApplicationActor,
  type ApplicationStatus,
  type ApplicationSystemEvent,
} from "~/domain/application-status";

export * from "~/domain/application-status";

function personActions(actors: readonly ApplicationActor[]): Action[] {
  return actors.filter(
    (a): a is Exclude<ApplicationActor, ApplicationSystemEvent> => !a.startsWith("system:"),
  );
}

/** May `viewer` move `application` to `to` by hand? (the edge exists and the policy lets them take it) */
export function canTransition(
  viewer: Viewer,
  application: ApplicationResource,
  to: ApplicationStatus,
): boolean {
  const from = application.status as ApplicationStatus;
  if (!applicationMachine.isStatus(from)) return false;
  return personActions(applicationMachine.actorsFor(from, to)).some((action) =>
    can(viewer, action as "application.review", application),
  );
}

/** The statuses `viewer` may move `application` to by hand. */
export function nextStatuses(
  viewer: Viewer,
  application: ApplicationResource,
): ApplicationStatus[] {
  const from = application.status as ApplicationStatus;
  if (!applicationMachine.isStatus(from)) return [];
  return applicationStatuses.filter((to) => canTransition(viewer, application, to));
}

/** SPEC §4: an applicant edits only while draft or rejected; staff and examiners at any time. */
export function canEditApplication(viewer: Viewer, application: ApplicationResource): boolean {
  return can(viewer, "application.update", application);
}
