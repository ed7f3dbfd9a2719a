import { Outlet } from "react-router";
import { PublicShell } from "~/modules/site-content";

export default function PublicLayout() {
  return (
    <PublicShell>
      <Outlet />
    </PublicShell>
  );
}
