import { sql, type SQL } from "drizzle-orm";
import { DEFAULT_RADIUS_KM } from "~/domain/service-area";
import { executeRows, type Executor } from "~/lib/db.server";

/** Lower case, common accents folded, punctuation as spaces (the gazetteer's `key` of a city). */
function foldSql(value: SQL): SQL {
  return sql`trim(regexp_replace(translate(lower(${value}), 'áàâäãåéèêëíìîïóòôöõúùûüñçÁÉÍÓÚÑ', 'aaaaaaeeeeiiiiooooouuuuncaeioun'), '[^a-z0-9]+', ' ', 'g'))`;
}

/**
 * Derives each application's `service_areas` row from its metadata (the
 * service-area fields of the application, renewal or staff form) and its
 * address (decision 054), in one set-based statement:
 * - base: the stated base postal code, else the address's postal code (US:
 *   the ZIP code; Canada: the forward sortation area; Mexico: the state by the
 *   first two digits), else the address's city in its state/province;
 * - radius, unit, regions and postal prefixes as stated; an application that
 *   stated none (an existing business) gets DEFAULT_RADIUS_KM around its
 *   address (`address-default`), or its own state/province when the address
 *   cannot be placed.
 * `which`: the applications to derive (ids), or "missing" for every
 * application without a row (the start-up backfill).
 */
export async function syncServiceAreas(
  db: Executor,
  which: { applicationIds: string[] } | "missing",
): Promise<number> {
  if (which !== "missing" && which.applicationIds.length === 0) return 0;
  const filter =
    which === "missing"
      ? sql`not exists (select 1 from service_areas s where s.application_id = a.id)`
      : sql`a.id in (${sql.join(
          which.applicationIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`;
  const rows = await executeRows<{ application_id: string }>(
    db,
    sql`
    with input as (
      select a.id,
        a.metadata ? 'service_radius' as stated,
        coalesce(a.metadata ->> 'service_area_source', 'business') as stated_source,
        coalesce(a.business_address ->> 'country', '') as country,
        coalesce(a.business_address ->> 'region', '') as region,
        ${foldSql(sql`coalesce(a.business_address ->> 'city', '')`)} as city_key,
        upper(replace(coalesce(nullif(a.metadata ->> 'service_base_postal_code', ''),
          a.business_address ->> 'postalCode', ''), ' ', '')) as postal,
        coalesce((a.metadata ->> 'service_radius')::double precision, 0) as radius,
        coalesce(a.metadata ->> 'service_radius_unit', 'km') as radius_unit,
        coalesce(array(select jsonb_array_elements_text(case when jsonb_typeof(a.metadata -> 'service_regions') = 'array' then a.metadata -> 'service_regions' else '[]'::jsonb end)), '{}') as regions,
        coalesce(array(select jsonb_array_elements_text(case when jsonb_typeof(a.metadata -> 'service_postal_prefixes') = 'array' then a.metadata -> 'service_postal_prefixes' else '[]'::jsonb end)), '{}') as prefixes
      from applications a
      where ${filter}
    ),
    placed as (
      select i.*, g.lat, g.lon, g.label
      from input i
      left join lateral (
        select * from (
          select p.lat, p.lon, 1 as rank,
            case when p.country = 'CA' then p.key || ', ' || p.region_code
                 when p.country = 'MX' then i.postal || ', ' || p.name || ', ' || p.region_code
                 else p.name || ', ' || p.region_code || ' ' || p.key end as label
          from places p
          where p.kind = 'postal'
            and p.country = case i.country when 'United States' then 'US' when 'Canada' then 'CA' when 'Mexico' then 'MX' end
            and p.key = case i.country when 'United States' then left(i.postal, 5)
                                       when 'Canada' then left(i.postal, 3)
                                       when 'Mexico' then left(i.postal, 2) end
          union all
          select p.lat, p.lon, 2 as rank, p.name || ', ' || p.region_code as label
          from places p
          where p.kind = 'city' and p.key = i.city_key and p.region = i.region
        ) candidates
        order by rank
        limit 1
      ) g on true
    )
    insert into service_areas (application_id, base_lat, base_lon, base_label, radius, radius_unit,
      regions, postal_prefixes, source, updated_at)
    select id, lat, lon, coalesce(label, ''),
      case when stated then radius when lat is not null then ${DEFAULT_RADIUS_KM} else 0 end,
      case when stated then radius_unit else 'km' end,
      case when stated then regions when lat is null and region <> '' then array[region] else '{}' end,
      case when stated then prefixes else '{}' end,
      case when not stated then 'address-default' when stated_source = 'staff' then 'staff' else 'business' end,
      now()
    from placed
    on conflict (application_id) do update set
      base_lat = excluded.base_lat, base_lon = excluded.base_lon, base_label = excluded.base_label,
      radius = excluded.radius, radius_unit = excluded.radius_unit, regions = excluded.regions,
      postal_prefixes = excluded.postal_prefixes, source = excluded.source, updated_at = now()
    returning application_id`,
  );
  return rows.length;
}
