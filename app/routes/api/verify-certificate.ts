// TODO: being written (helper task); temporary so the app builds.
export function loader() {
  return new Response("api/verify-certificate", { status: 404 });
}
