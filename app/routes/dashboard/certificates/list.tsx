// TODO: being written (helper task); temporary so the app builds.
export default function Page() {
  return <h1>dashboard/certificates/list</h1>;
}
