// npm run admin -- --email you@example.com [--password secret] [--role admin|manager|support] [--first Ana --last Diaz]
// Creates a staff account or resets its password (ending its sessions). Without --password one is generated and
// printed; a given one must pass the staff password rule (12 characters, hard to guess, not a common password).
// Stop the server first when it runs on the embedded database (one process per data directory).
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { staffRoles } from '../../contracts/auth';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { upsertStaffAccount } from '../features/users';
import { passwordProblem, STAFF_PASSWORD_RULE } from '../lib/password-strength';
import { generatePassword } from '../lib/passwords';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    role: { type: 'string' },
    first: { type: 'string' },
    last: { type: 'string' },
  },
});

const args = z
  .object({
    email: z.email('Give --email with a valid address'),
    password: z
      .string()
      .superRefine((value, context) => {
        const problem = passwordProblem(value, STAFF_PASSWORD_RULE, [values.email ?? '']);
        if (problem) context.addIssue({ code: 'custom', message: `--password: ${problem}` });
      })
      .optional(),
    role: z.enum(staffRoles).optional(),
    first: z.string().min(1).max(100).optional(),
    last: z.string().min(1).max(100).optional(),
  })
  .safeParse(values);

if (!args.success) {
  console.error(args.error.issues.map((issue) => issue.message).join('\n'));
  console.error('Usage: npm run admin -- --email you@example.com [--password …] [--role admin|manager|support]');
  process.exit(2);
}

const config = loadConfig();
const database = openDatabase(config);
try {
  await migrateDatabase(database);
  const password = args.data.password ?? generatePassword();
  const result = await upsertStaffAccount(database.db, {
    email: args.data.email,
    password,
    role: args.data.role,
    firstName: args.data.first,
    lastName: args.data.last,
  });
  console.log(
    `${result.created ? 'Created' : 'Reset'} ${args.data.email} (${args.data.role ?? (result.created ? 'admin' : 'role unchanged')}).`,
  );
  if (!args.data.password) console.log(`Password (shown once): ${password}`);
} finally {
  await database.close();
}
