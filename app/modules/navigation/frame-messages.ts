import { defineMessages } from "~/lib/i18n/messages";

/**
 * The dashboard frame's texts (routes/dashboard/layout.tsx: its header,
 * sidebar chrome and drawer), in the reader's language (issue 36).
 */
export const dashboardFrameMessages = defineMessages({
  pageTitle: { id: "nav.pageTitle", defaultMessage: "Dashboard" },
  skip: { id: "nav.skip", defaultMessage: "Skip to content" },
  sidebar: { id: "nav.sidebar", defaultMessage: "Sidebar" },
  expand: { id: "nav.expandSidebar", defaultMessage: "Expand sidebar" },
  collapse: { id: "nav.collapseSidebar", defaultMessage: "Collapse sidebar" },
  navigation: { id: "nav.landmark", defaultMessage: "Dashboard" },
  mobileNavigation: { id: "nav.landmarkMobile", defaultMessage: "Dashboard mobile" },
  openNavigation: { id: "nav.openNavigation", defaultMessage: "Open navigation" },
  close: { id: "nav.close", defaultMessage: "Close" },
  drawerDescription: { id: "nav.drawerDescription", defaultMessage: "Dashboard navigation" },
  signedInAs: {
    id: "nav.signedInAs",
    defaultMessage: "Signed in as <b>{name}</b> · {role}",
  },
  profileSettings: { id: "nav.profileSettings", defaultMessage: "Profile Settings" },
});
