// TODO: being written (helper task); temporary so the app builds.
export function loader() {
  return new Response("dashboard/certificates/pdf", { status: 404 });
}
