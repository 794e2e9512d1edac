import { apiRequest } from '../../../../lib/api';

/** A GET through the request layer, its JSON read: every reader of this feature goes through it. */
export async function getJson(url: string): Promise<unknown> {
  return (await apiRequest('GET', url)).json();
}
