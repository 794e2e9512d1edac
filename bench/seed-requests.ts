// Fills a database with 500 locations, N meeting requests and questions, and N product requests (bench only):
// tsx bench/seed-requests.ts N. A quarter of the requests, drawn at random, wait for the team, as in a busy inbox.
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/server/config';
import { openDatabase, rowsOf } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';

const count = Number(process.argv[2] ?? 100_000);
const LOCATIONS = 500;
const config = loadConfig();
const database = openDatabase(config);
await migrateDatabase(database);
const started = Date.now();
// Names like "Summit Plaza 42": a word search matches a hundred locations, a whole name a handful.
await database.db.execute(sql`
  insert into locations (location_name, location_code, address, property_manager, contact_email,
    contact_phone)
  select (array['Bayside','Harbor','Summit','Maple','Riverside'])[1 + g % 5] || ' '
      || (array['Towers','Medical','Plaza','Campus'])[1 + g % 4] || ' ' || g,
    'BENCH' || g, g || ' Main Street', 'Manager ' || g, 'manager' || g || '@example.com', '(555) 010-0000'
  from generate_series(1, ${LOCATIONS}) as g`);
await database.db.execute(
  sql`insert into location_credentials (location_id, password_hash) select id, 'x' from locations`,
);
const [first] = rowsOf<{ id: number }>(await database.db.execute(sql`select min(id) as id from locations`));
const base = Number(first?.id ?? 1);
await database.db.execute(sql`
  insert into property_manager_inquiries (location_id, manager_name, manager_email, inquiry_type, priority, subject,
    message, status, created_at)
  select ${base} + g % ${LOCATIONS}, 'Manager ' || (g % ${LOCATIONS}), 'manager' || (g % ${LOCATIONS}) || '@example.com',
    (array['meeting','general','installation','service','billing'])[1 + g % 5],
    (array['low','medium','high','urgent'])[1 + floor(random() * 4)::int],
    (array['Walkthrough','Restock day','Invoice','Kiosk screen','Opening hours'])[1 + g % 5] || ' ' || g,
    'Request number ' || g || ' from the property manager, with enough words to be realistic for search.',
    (array['pending','in_progress','resolved','resolved','closed','closed','closed','closed'])[1 + floor(random() * 8)::int],
    now() - (g || ' minutes')::interval
  from generate_series(1, ${count}) as g`);
await database.db.execute(sql`
  insert into product_requests (location_id, requested_by, requested_by_email, product_name, justification, urgency,
    status, created_at)
  select ${base} + g % ${LOCATIONS}, 'Manager ' || (g % ${LOCATIONS}), 'manager' || (g % ${LOCATIONS}) || '@example.com',
    (array['Oat milk','Cold brew','Protein bars','Kombucha','Trail mix'])[1 + g % 5] || ' ' || g,
    'Residents ask for it, request ' || g || '.',
    (array['low','medium','high','urgent'])[1 + floor(random() * 4)::int],
    (array['pending','pending','approved','approved','declined','fulfilled','fulfilled','fulfilled'])[1 + floor(random() * 8)::int],
    now() - (g || ' minutes')::interval
  from generate_series(1, ${count}) as g`);
await database.db.execute(sql`analyze`);
console.log(
  `seeded ${LOCATIONS} locations, ${count} manager inquiries and ${count} product requests in ${Date.now() - started} ms`,
);
await database.close();
