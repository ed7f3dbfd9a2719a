/** The route × role matrix, part "dashboard": see route-matrix.test.ts and route-matrix/run.ts. */
import { describeMatrix, matrixPart } from "./route-matrix/run";

describeMatrix(matrixPart("dashboard"));
