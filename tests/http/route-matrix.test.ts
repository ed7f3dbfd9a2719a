/**
 * The route × role matrix (decision 013): every route of app/routes.ts and
 * every action, asked by each role with a real session over the app's request
 * handler, must answer as its row says; after every refusal the database is
 * unchanged. A route without a row fails the coverage test, so every new
 * screen declares its rule. Rows live beside this file in
 * `route-matrix/<feature>.rows.ts`; the runner is `route-matrix/run.ts`, and
 * the groups are spread over `route-matrix*.test.ts` (decision 074).
 */
import { describeMatrix, describeRouteCoverage, matrixPart } from "./route-matrix/run";

describeRouteCoverage();
describeMatrix(matrixPart("main"));
