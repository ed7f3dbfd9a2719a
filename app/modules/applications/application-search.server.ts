import { ilike, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { applications, certificates, profiles } from "~/db/schema";
import { containsPattern } from "~/lib/list-query.server";

/**
 * The staff lists' one search box (issue 12): a case-insensitive substring of
 * the business name, the applicant's e-mail (the application's contact
 * address or the applicant's account) and, where the list has one, the
 * certificate number. The query must join `applications`; `applicantId` is
 * the list's column holding the applicant (business) user id;
 * `certificateNumber` the joined certificate's number column, or "linked" for
 * a list of applications without the join (the certificate issued for the
 * application, or the one a renewal renews).
 */
export function applicationSearchCondition(
  q: string,
  columns: { applicantId: AnyPgColumn; certificateNumber?: AnyPgColumn | "linked" },
): SQL {
  const pattern = containsPattern(q);
  const conditions: SQL[] = [
    ilike(applications.businessName, pattern),
    ilike(applications.contactEmail, pattern),
    sql`${columns.applicantId} in (select ${profiles.id} from ${profiles} where ${profiles.email} ilike ${pattern})`,
  ];
  if (columns.certificateNumber === "linked") {
    conditions.push(
      sql`exists (select 1 from ${certificates} where ${certificates.certificateNumber} ilike ${pattern} and (${certificates.applicationId} = ${applications.id} or ${certificates.id} = ${applications.certificateId}))`,
    );
  } else if (columns.certificateNumber) {
    conditions.push(ilike(columns.certificateNumber, pattern));
  }
  return or(...conditions)!;
}
