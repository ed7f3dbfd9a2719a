// The directory module's client-safe public surface: other modules and routes import only this
// (or index.server.ts for server code). Enforced by ESLint (decision 049).
export * from "./ui/directory-business-page";
export * from "./ui/directory-page";
export {
  businessMessages as directoryBusinessMessages,
  serviceAreaWords,
} from "./directory-messages";
