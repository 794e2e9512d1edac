import { LOGO_MAX_BYTES, LOGO_TYPES } from '../../../../../contracts/partnership';

export const LOGO_TYPE_MESSAGE = 'The logo must be a PNG, JPEG or WebP image';
export const LOGO_SIZE_MESSAGE = 'The logo is larger than 512 KB';

/**
 * Why a chosen file cannot be a logo, checked before it is sent (the server checks the content again, decision
 * 018): PNG, JPEG or WebP, at most 512 KB. SVG is refused because it can carry script.
 */
export function logoFileProblem(file: { type: string; size: number }): string | undefined {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return LOGO_TYPE_MESSAGE;
  if (file.size > LOGO_MAX_BYTES) return LOGO_SIZE_MESSAGE;
  return undefined;
}

/** The file as a data URL, the form the server takes a logo in. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}
