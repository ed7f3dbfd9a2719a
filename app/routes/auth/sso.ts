// TODO: being written (helper task); temporary so the app builds.
export function action() {
  return new Response("sso");
}
