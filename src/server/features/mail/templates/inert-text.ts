/**
 * What a visitor wrote, made inert for mail clients, which turn anything that looks like an address into a link:
 * a scheme loses its colon ("http://" reads "http[:]//", "mailto:" reads "mailto[:]") and a dot followed by a letter
 * becomes "[.]" ("www.spam.example" reads "www[.]spam[.]example"). Numbers keep their dots ("$2.50"), and staff
 * still read the words. Applies to every message, in the text and HTML parts alike.
 */
export function inertText(value: string): string {
  return value
    .replace(/([a-z][a-z0-9+.-]*):(?=[/\\])/gi, '$1[:]')
    .replace(/\b(mailto|tel|sms|callto|javascript|data|file|ftp|https?):/gi, '$1[:]')
    .replace(/(?<=[\p{L}\p{N}_-])[.\u3002\uFF0E\uFF61](?=\p{L})/gu, '[.]');
}
