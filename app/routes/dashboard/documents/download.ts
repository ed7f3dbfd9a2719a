// TODO: being written (helper task); temporary so the app builds.
export function loader() {
  return new Response("dashboard/documents/download", { status: 404 });
}
