import { redirect } from "react-router";

// SPEC §2: any unknown path goes to /.
export function loader() {
  return redirect("/");
}

export function action() {
  return redirect("/");
}
