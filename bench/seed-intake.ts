// Fills a database with N contact inquiries and N feedback items (bench only): tsx bench/seed-intake.ts N
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';

const count = Number(process.argv[2] ?? 100_000);
const config = loadConfig();
const database = openDatabase(config);
await migrateDatabase(database);
const started = Date.now();
await database.db.execute(sql`
  insert into contact_inquiries (first_name, last_name, email, phone, facility_type, company_name, message, custom_cabinetry, created_at, contacted_at)
  select 'First' || g, 'Last' || (g % 997), 'person' || g || '@example.com', '(555) 010-' || lpad((g % 10000)::text, 4, '0'),
    (array['luxury-condo','medical','office','education','other'])[1 + g % 5], 'Company ' || (g % 5000),
    'Message number ' || g || ' about a market for our building', g % 3 = 0,
    now() - (g || ' minutes')::interval, case when g % 4 = 0 then now() else null end
  from generate_series(1, ${count}) as g`);
await database.db.execute(sql`
  insert into customer_feedback (customer_name, email, phone, location, issue_type, priority, subject, description, status, created_at)
  select 'Customer ' || g, 'customer' || g || '@example.com', null, 'Location ' || (g % 300),
    (array['billing','product','service','technical','other'])[1 + g % 5], (array['low','medium','high','urgent'])[1 + g % 4],
    'Subject ' || g, 'A description of issue ' || g || ' with enough words to be realistic for search.',
    (array['pending','in_progress','resolved'])[1 + g % 3], now() - (g || ' minutes')::interval
  from generate_series(1, ${count}) as g`);
await database.db.execute(sql`analyze`);
console.log(`seeded ${count} inquiries and ${count} feedback items in ${Date.now() - started} ms`);
await database.close();
