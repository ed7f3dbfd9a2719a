// Generates a large programme in one batch of set-based SQL (seconds, not
// minutes): businesses with their owners, applications in every status,
// certificates in every status, status changes, audits, payments and audit-log
// rows. Used by `npm run bench`; works on PGlite and PostgreSQL alike.
import crypto from "node:crypto";

const REGIONS = [
  ["Vermont", "United States"],
  ["New York", "United States"],
  ["California", "United States"],
  ["Texas", "United States"],
  ["Oregon", "United States"],
  ["Florida", "United States"],
  ["Ohio", "United States"],
  ["Colorado", "United States"],
  ["Ontario", "Canada"],
  ["Quebec", "Canada"],
  ["British Columbia", "Canada"],
  ["Alberta", "Canada"],
  ["Jalisco", "Mexico"],
  ["Nuevo León", "Mexico"],
];

const SERVICES = [
  "Humane exclusion and one-way doors",
  "Humane eviction of wildlife from structures",
  "Live capture and on-site release",
  "Bat exclusion",
  "Bird control and nest relocation",
  "Rodent proofing and sealing",
  "Wildlife inspection and consultation",
  "Damage repair and prevention",
  "Attic restoration and cleanup",
  "Dead animal removal",
  "Client education on coexistence",
];

const FIRST = [
  "Northwoods",
  "Cascadia",
  "Prairie",
  "Lakeshore",
  "Granite",
  "Maple",
  "Cedar",
  "Riverbend",
  "Summit",
  "Harbor",
  "Bluebird",
  "Foxglove",
  "Willow",
  "Aspen",
  "Coastal",
  "Highland",
  "Meadow",
  "Evergreen",
  "Sierra",
  "Valley",
];
const SECOND = [
  "Humane Wildlife",
  "Critter Care",
  "Wildlife Solutions",
  "Exclusion Experts",
  "Animal Removal",
  "Bat Services",
  "Nature Guard",
  "Home Defense",
  "Wildlife Control",
  "Coexistence Co.",
];

/** Sentences of the generated blog archive (the site search's bench data, decision 061). */
const BLOG_SENTENCES = [
  "A raccoon in the attic in April is almost always a mother with kits, and waiting a few weeks is the humane answer.",
  "One-way doors let bats, squirrels and skunks leave a building without being able to come back in.",
  "Before any exclusion the technician inspects the whole building, from the foundation to the ridge vent.",
  "Live traps are checked at least twice a day, and every capture is recorded with the time and the species.",
  "Glue boards and leg-hold traps are never used: the standards prohibit them without exception.",
  "Sealing secondary gaps in autumn keeps mice and flying squirrels out of the walls through the winter.",
  "Clients are told which animal they have, why it came, and what will keep it from coming back.",
  "Chimney caps, deck skirting and trimmed branches prevent most conflicts before they start.",
  "The maternity window for bats runs from late spring until the pups can fly in late summer.",
  "An accredited business keeps its licences, permits and insurance current in every jurisdiction it serves.",
  "Relocating wildlife far from its home range rarely ends well for the animal, so release is on site.",
  "Every audit looks at records, vehicles, equipment and a job in the field with the examiner watching.",
  "Renewal reminders go out sixty, thirty and seven days before a certificate expires.",
  "Skunks under a shed are evicted with a one-way door once the young are old enough to follow.",
];

const sqlArray = (values) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}]`;

/** The generation script for `count` businesses (about 9 of 10 certified). */
export function programmeSql(
  count = 10_000,
  timeZone = process.env.PROGRAMME_TIME_ZONE || "America/Toronto",
) {
  // Reminder days are calendar days in the programme's time zone, as the server counts them.
  const zone = `'${timeZone.replace(/'/g, "''")}'`;
  const regions = sqlArray(REGIONS.map((r) => r[0]));
  const countries = sqlArray(REGIONS.map((r) => r[1]));
  const services = sqlArray(SERVICES);
  const blogSentences = sqlArray(BLOG_SENTENCES);
  const first = sqlArray(FIRST);
  const second = sqlArray(SECOND);
  const certified = Math.floor(count * 0.9);
  const otherStatuses = sqlArray([
    "draft",
    "submitted",
    "under-review",
    "payment-pending",
    "inspection-scheduled",
    "inspection-completed",
    "review-panel",
    "approved",
    "rejected",
    "audit-required",
  ]);
  return `
BEGIN;
INSERT INTO "user" (id, name, email, email_verified, created_at, updated_at)
SELECT 'bench-user-' || i, 'Owner ' || i, 'owner' || i || '@bench.test', true, now(), now()
FROM generate_series(1, ${count}) AS i;
INSERT INTO "user" (id, name, email, email_verified, created_at, updated_at)
VALUES ('bench-examiner', 'Bench Examiner', 'examiner@bench.test', true, now(), now());

CREATE TEMP TABLE bench_apps AS
SELECT i,
  gen_random_uuid() AS app_id,
  gen_random_uuid() AS cert_id,
  (${first})[1 + i % ${FIRST.length}] || ' ' || (${second})[1 + (i / ${FIRST.length}) % ${SECOND.length}] || ' ' || i AS name,
  -- 5 is coprime with the 14 regions: every region gets businesses (7 gave only two).
  1 + (i * 5) % ${REGIONS.length} AS r,
  1 + (i * 3) % ${SERVICES.length} AS s1,
  1 + (i * 5 + 1) % ${SERVICES.length} AS s2
FROM generate_series(1, ${count}) AS i;

INSERT INTO applications (id, applicant_id, status, payment_status, business_name, business_address,
  contact_name, contact_email, contact_phone, metadata, submitted_at, created_at, updated_at)
SELECT app_id, 'bench-user-' || i,
  -- A revoked certificate returns its application to approved (SPEC §4); an expired one stays certified.
  CASE WHEN i <= ${certified} AND i % 20 IN (3, 4, 5) THEN 'approved'
    WHEN i <= ${certified} THEN 'certified' ELSE (${otherStatuses})[1 + i % 10] END,
  CASE WHEN i <= ${certified} THEN 'membership-fee-paid' ELSE 'pending' END,
  name,
  jsonb_build_object('street', i || ' Main Street', 'city', 'Town ' || (i % 400),
    'region', (${regions})[r], 'postalCode', lpad((i % 99999)::text, 5, '0'), 'country', (${countries})[r]),
  'Owner ' || i, 'owner' || i || '@bench.test', '+1 555 01' || lpad((i % 100)::text, 2, '0'),
  jsonb_build_object('services_offered', jsonb_build_array((${services})[s1], (${services})[s2]),
    'service_area', 'Within 50 miles', 'service_radius', 20 + (i % 80), 'service_radius_unit', 'km',
    'business_description', CASE WHEN i % 10 = 0 THEN 'Bats in attics, raccoons under decks.' ELSE 'Squirrels and skunks.' END),
  now() - interval '400 days', now() - interval '420 days', now()
FROM bench_apps;

-- Where each business works (decision 054): a base at one of its region's postal
-- codes (the gazetteer loaded at the first start), 20–99 km; one in 25 also
-- serves its whole state or province, one in 10 has its description mention bats.
CREATE TEMP TABLE bench_places AS
SELECT region, lat, lon, key, region_code,
  row_number() OVER (PARTITION BY region ORDER BY key) AS n,
  count(*) OVER (PARTITION BY region) AS total
FROM places WHERE kind = 'postal' AND region = ANY(${regions});

INSERT INTO service_areas (application_id, base_lat, base_lon, base_label, radius, radius_unit,
  regions, postal_prefixes, source)
SELECT a.app_id, p.lat, p.lon, p.key || ', ' || p.region_code, 20 + (a.i % 80), 'km',
  CASE WHEN a.i % 25 = 0 THEN ARRAY[(${regions})[a.r]] ELSE '{}'::text[] END, '{}'::text[], 'business'
FROM bench_apps a
JOIN bench_places p ON p.region = (${regions})[a.r] AND p.n = 1 + (a.i * 37) % p.total;

DROP TABLE bench_places;

-- Certificates: 70 % active, 15 % expired, 15 % revoked.
INSERT INTO certificates (id, application_id, business_id, certificate_number, issue_date,
  accredited_since, expiry_date,
  status, verification_code, verification_url, revoked_at, revocation_reason, created_at, updated_at)
SELECT cert_id, app_id, 'bench-user-' || i,
  '2016-' || lpad(i::text, 5, '0'),
  now() - ((i % 700) || ' days')::interval - interval '30 days',
  now() - ((i % 700) || ' days')::interval - interval '30 days',
  -- Expired ones are issued in force and expire in a second transaction (below): the database
  -- checks at commit that a certified application's certificate is in force (decision 051).
  now() + ((365 - i % 300) || ' days')::interval,
  CASE WHEN i % 20 IN (3, 4, 5) THEN 'revoked' ELSE 'active' END,
  'bench-' || md5(i::text),
  'http://localhost/verify/bench-' || md5(i::text),
  CASE WHEN i % 20 IN (3, 4, 5) THEN now() - interval '5 days' END,
  CASE WHEN i % 20 IN (3, 4, 5) THEN 'Repeated use of lethal traps found during a complaint audit.' END,
  now() - interval '100 days', now()
FROM bench_apps WHERE i <= ${certified};
COMMIT;
BEGIN;
UPDATE certificates c SET status = 'expired', expiry_date = now() - interval '2 days'
FROM bench_apps a WHERE c.id = a.cert_id AND a.i % 20 IN (0, 1, 2);

-- Five status changes per business (50 000 for 10 000 businesses).
INSERT INTO application_status_history (application_id, from_status, to_status, actor_id, note, created_at)
SELECT a.app_id, step.from_status, step.to_status, 'bench-examiner', NULL,
  now() - interval '400 days' + (step.n || ' days')::interval
FROM bench_apps a
CROSS JOIN (VALUES
  (1, 'draft', 'submitted'), (2, 'submitted', 'under-review'), (3, 'under-review', 'payment-pending'),
  (4, 'payment-pending', 'inspection-scheduled'), (5, 'inspection-scheduled', 'inspection-completed')
) AS step(n, from_status, to_status);

-- One completed audit and two payments per certified business.
INSERT INTO inspections (application_id, examiner_id, status, scheduled_date, recommendation, completed_at, created_at, updated_at)
SELECT app_id, 'bench-examiner', 'completed', now() - interval '200 days', 'recommend-approval', now() - interval '199 days',
  now() - interval '210 days', now()
FROM bench_apps WHERE i <= ${certified};

INSERT INTO payments (application_id, amount, currency, payment_type, status, payment_method, provider, reference, created_at, updated_at)
SELECT app_id, CASE t WHEN 'audit' THEN 50000 ELSE 25000 END, 'usd', t, 'succeeded', 'cheque', 'offline',
  'CHQ-' || i || '-' || t, now() - interval '300 days', now()
FROM bench_apps CROSS JOIN (VALUES ('audit'), ('membership')) AS kinds(t) WHERE i <= ${certified};

INSERT INTO audit_log (entity_type, entity_id, action, actor_id, details, created_at)
SELECT 'certificate', cert_id::text, 'certificate_generated', 'bench-examiner', '{}'::jsonb, now() - interval '100 days'
FROM bench_apps WHERE i <= ${certified};
INSERT INTO audit_log (entity_type, entity_id, action, actor_id, details, created_at)
SELECT 'application', app_id::text, 'status_changed', 'bench-examiner', '{"to":"certified"}'::jsonb, now() - interval '101 days'
FROM bench_apps WHERE i <= ${certified};

-- The reminder ledger of a running programme: the notice due now for each
-- certificate in the reminder window went out when its day came. Without it
-- the first start would send them all at once (about 1,350 notices, measured
-- on its own in decision 048), beside the first targets measured.
INSERT INTO certificate_reminders (certificate_id, expiry_date, threshold, days_left)
SELECT c.id, date_trunc('milliseconds', c.expiry_date), t.threshold, d.days_left
FROM certificates c
CROSS JOIN LATERAL (SELECT (c.expiry_date AT TIME ZONE ${zone})::date
  - (now() AT TIME ZONE ${zone})::date AS days_left) d
CROSS JOIN LATERAL (SELECT CASE WHEN c.expiry_date <= now() THEN 0
  WHEN d.days_left <= 7 THEN 7 WHEN d.days_left <= 30 THEN 30 WHEN d.days_left <= 60 THEN 60 END AS threshold) t
WHERE c.id IN (SELECT cert_id FROM bench_apps) AND c.status IN ('active', 'expired')
  AND c.expiry_date >= now() - interval '91 days' AND t.threshold IS NOT NULL;

DROP TABLE bench_apps;

-- Ten years of weekly blog posts (520 of about 250 words) by the generated
-- examiner: the site search (decision 061) measured over a programme's archive.
INSERT INTO blog_posts (title, slug, excerpt, body, author_id, status, published_at, created_at, updated_at)
SELECT 'Field notes ' || n || ': ' || (${services})[1 + n % ${SERVICES.length}],
  'bench-field-notes-' || n,
  (${blogSentences})[1 + (n * 7) % ${BLOG_SENTENCES.length}],
  '## ' || (${services})[1 + (n * 5) % ${SERVICES.length}] || E'\n\n' || (
    SELECT string_agg((${blogSentences})[1 + (n * 3 + k * 5) % ${BLOG_SENTENCES.length}], ' ' ORDER BY k)
    FROM generate_series(1, 14) AS k),
  'bench-examiner', 'published', now() - (n * 7 || ' days')::interval,
  now() - (n * 7 || ' days')::interval, now() - (n * 7 || ' days')::interval
FROM generate_series(1, 520) AS n;
INSERT INTO blog_post_slugs (slug, post_id)
SELECT slug, id FROM blog_posts WHERE slug LIKE 'bench-field-notes-%';
COMMIT;
ANALYZE;
`;
}

/** A business in the directory and some codes/numbers to verify. */
export const benchSamples = {
  /** Active (i % 20 = 7). */
  activeCode: "bench-" + md5Hex("7"),
  activeNumber: "2016-00007",
  searchQuery: "wildlife",
  region: "Ontario",
  service: "Bat exclusion",
  /** Near me: a postal code in Ottawa, with a service filter. */
  nearQuery: "K1A 0B1",
  /** Near me in the United States (Beverly Hills), with the same service filter. */
  nearZipQuery: "90210",
  /** Words matched in names, services and descriptions. */
  wordsQuery: "bat exclusion",
  /** Site search (decision 061): common words over the whole archive, a phrase, a rare word. */
  siteSearches: ["one-way door", '"maternity window"', "humane eviction raccoon", "refund"],
};

function md5Hex(text) {
  return crypto.createHash("md5").update(text).digest("hex");
}
