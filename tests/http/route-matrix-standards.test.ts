/** The route × role matrix, part "standards": see route-matrix.test.ts and route-matrix/run.ts. */
import { describeMatrix, matrixPart } from "./route-matrix/run";

describeMatrix(matrixPart("standards"));
