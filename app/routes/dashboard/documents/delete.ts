// TODO: being written (helper task); temporary so the app builds.
export function loader() {
  return new Response("dashboard/documents/delete", { status: 404 });
}
