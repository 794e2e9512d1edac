import { z } from 'zod';

/** What makes a piece of text unfit to store, or to show to someone else. */
export type TextFault = 'line break' | 'control character' | 'broken character';

// C0 control characters but tab, line feed and carriage return; DEL.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these characters are what the rule is about.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const LINE_BREAK_OR_TAB = /[\t\n\r]/;
// Half of a UTF-16 surrogate pair without the other half: no character at all (and no valid UTF-8).
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * The one rule for the characters of every text a request carries: no C0 control character (multi-line text
 * may hold tab, line feed and carriage return), no DEL, no lone surrogate. PostgreSQL refuses NUL outright; the
 * others hide text, forge log lines or break the e-mails and files the text ends up in.
 */
export function textFault(value: string, multiline: boolean): TextFault | undefined {
  if (LONE_SURROGATE.test(value)) return 'broken character';
  if (CONTROL.test(value)) return 'control character';
  if (!multiline && LINE_BREAK_OR_TAB.test(value)) return /[\n\r]/.test(value) ? 'line break' : 'control character';
  return undefined;
}

const faultMessage = (label: string, fault: TextFault) =>
  fault === 'line break'
    ? `${label} must be a single line`
    : fault === 'control character'
      ? `${label} must not contain control characters`
      : `${label} contains a character that is not valid text`;

export type TextOptions = {
  /** Several lines (messages, notes, addresses); otherwise one line (names, codes, searches, passwords). */
  multiline?: boolean;
  /** Trim surrounding white space before the check (not for passwords, which are checked as typed). */
  trim?: boolean;
};

/**
 * Every text field of every request is built on this: a string (a missing one is "required", another type is
 * refused by name) whose characters follow `textFault`. Lengths and formats are added by the caller.
 */
export function text(label: string, options: TextOptions = {}) {
  const base = z.string({
    error: (issue) =>
      issue.code !== 'invalid_type'
        ? undefined
        : issue.input === undefined
          ? `${label} is required`
          : `${label} must be text`,
  });
  return (options.trim ? base.trim() : base).superRefine((value, context) => {
    const fault = textFault(value, options.multiline ?? false);
    if (fault) context.addIssue({ code: 'custom', message: faultMessage(label, fault) });
  });
}
