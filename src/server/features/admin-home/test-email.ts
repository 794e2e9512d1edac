import { type Actor, unitOfWork, type WorkContext } from '../activity';
import { type Mailer, testEmail } from '../mail';

/**
 * The E-mail Log's test e-mail (admins send it there), to the address the staff member typed: queued and logged at once, then the
 * outbox is woken. Answers the queued message's id.
 */
export async function sendTestEmail(
  context: WorkContext,
  mailer: Mailer,
  sender: { id: number; firstName: string; lastName: string },
  to: string,
  actor: Actor,
) {
  const mailId = await unitOfWork(context, actor, async ({ tx, record, after }) => {
    const id = await mailer.queue(tx, {
      ...testEmail(mailer.site, `${sender.firstName} ${sender.lastName}`),
      kind: 'test_email',
      to,
      resource: 'user',
      resourceId: sender.id,
    });
    record({ action: 'send_test_email', resource: 'mail', details: { to } });
    after('mail', () => mailer.kick());
    return id;
  });
  if (!mailId) throw new Error('The test e-mail could not be queued');
  return mailId;
}
