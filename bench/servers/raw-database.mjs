// Baseline: a bare node:http server that takes the contact form's JSON and writes what the product writes for
// it, the inquiry and its two outbox rows (the visitor's confirmation and the staff notification, with bodies
// of the product's sizes), in one transaction, with the database driver alone: `pg` on PostgreSQL
// (DATABASE_URL, a pool of 10 as the product's), PGlite in DATA_DIR otherwise (migrated here from drizzle/).
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const port = Number(process.env.PORT);
const answer = Buffer.from(process.env.CONTACT_BODY ?? '{"success":true}');
const headers = { ...JSON.parse(process.env.CONTACT_HEADERS ?? '{}'), 'content-length': answer.length };
// The product's rendered messages measure about this much (subject, text, HTML).
const confirmation = { subject: 'x'.repeat(24), text: 't'.repeat(634), html: 'h'.repeat(1832) };
const notification = { subject: 'x'.repeat(46), text: 't'.repeat(530), html: 'h'.repeat(2977) };

const insertInquiry = `insert into contact_inquiries (first_name, last_name, email, phone, facility_type, company_name,
  message, custom_cabinetry) values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`;
const insertMail = `insert into mail_outbox (message_id, kind, to_address, reply_to, subject, text_body, html_body,
  resource, resource_id) values ($1, 'inquiry_confirmation', $2, null, $3, $4, $5, 'contact_inquiry', $6),
  ($7, 'inquiry_notification', 'staff@elevate.example', $2, $8, $9, $10, 'contact_inquiry', $6)`;

/** Runs `work(query)` in a transaction, `query(text, values)` answering rows. */
let transaction;
if (process.env.DATABASE_URL) {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  transaction = async (work) => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const result = await work(async (text, values) => (await client.query(text, values)).rows);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
  };
} else {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = new PGlite(path.join(process.env.DATA_DIR, 'raw-pglite'), { extensions: { pg_trgm } });
  for (const file of readdirSync('drizzle')
    .filter((name) => name.endsWith('.sql'))
    .sort()) {
    await db.exec(readFileSync(path.join('drizzle', file), 'utf8').replaceAll('--> statement-breakpoint', ''));
  }
  transaction = (work) => db.transaction((tx) => work(async (text, values) => (await tx.query(text, values)).rows));
}

const store = (form) =>
  transaction(async (query) => {
    const [inquiry] = await query(insertInquiry, [
      form.firstName,
      form.lastName,
      form.email,
      form.phone,
      form.facilityType,
      form.companyName ?? null,
      form.message ?? null,
      form.customCabinetry === true || form.customCabinetry === 'true',
    ]);
    await query(insertMail, [
      `<${randomUUID()}@elevate.example>`,
      form.email,
      confirmation.subject,
      confirmation.text,
      confirmation.html,
      String(inquiry.id),
      `<${randomUUID()}@elevate.example>`,
      notification.subject,
      notification.text,
      notification.html,
    ]);
  });

http
  .createServer((request, response) => {
    if (request.method !== 'POST') {
      response.writeHead(request.url === '/' ? 200 : 404);
      response.end();
      return;
    }
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      store(JSON.parse(Buffer.concat(chunks).toString('utf8'))).then(
        () => {
          response.writeHead(201, headers);
          response.end(answer);
        },
        (error) => {
          console.error(error);
          response.writeHead(500);
          response.end();
        },
      );
    });
  })
  .listen(port, '127.0.0.1');
