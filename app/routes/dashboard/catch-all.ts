import { redirect } from "react-router";

// SPEC §2: any other /dashboard path goes to /dashboard.
export function loader() {
  return redirect("/dashboard");
}

export function action() {
  return redirect("/dashboard");
}
