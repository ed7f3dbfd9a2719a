// TODO: being written (helper task); temporary so the app builds.
export function loader() {
  return new Response("api/test-mode-confirm", { status: 404 });
}
