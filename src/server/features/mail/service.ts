import type { AppConfig } from '../../config';

/** The sender of every message: MAIL_FROM, or a no-reply address at the business's own domain. */
export function mailFrom(config: AppConfig): string {
  if (config.mail.from) return config.mail.from;
  return `"${config.site.name.replaceAll('"', '')}" <no-reply@${messageDomain(config)}>`;
}

/** The domain of Message-IDs. */
export function messageDomain(config: AppConfig): string {
  const from = config.mail.from?.match(/@([^>\s]+)/)?.[1];
  return from ?? config.site.email.split('@')[1] ?? 'localhost';
}

/** Where business notifications go: NOTIFY_EMAIL, or the business's public e-mail. */
export function notifyAddress(config: AppConfig): string {
  return config.mail.notifyEmail ?? config.site.email;
}
