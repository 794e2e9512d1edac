import type { VisitorMailOutcome } from '../visitor-mail';

/** For staff: why the visitor got no confirmation, when a cap held it back. */
export function visitorMailNote(outcome: VisitorMailOutcome): string | undefined {
  if (outcome === 'address_cap')
    return 'No confirmation was sent to the visitor: their address already had its share of mail from the site today.';
  if (outcome === 'site_cap')
    return 'No confirmation was sent to the visitor: the site reached its hourly limit of mail to visitors.';
  if (outcome === 'failed') return 'No confirmation was sent to the visitor: it could not be queued.';
  return undefined;
}

/** The end of a notification's note for an outcome: nothing when the confirmation went out, else a space and why not. */
export function noteTail(outcome: VisitorMailOutcome): string {
  const note = visitorMailNote(outcome);
  return note ? ` ${note}` : '';
}
