import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { fillPlaceholders } from './fill-placeholders';
import { trainingEntries } from './training-entries';

const site = loadConfig({ ...process.env, DATABASE_URL: undefined }).site;
const contact = trainingEntries.find((entry) => entry.title === 'How can I contact you?');

describe('the contact answer filled with the business details', () => {
  it('gives the office address and the company name a visitor asks for', () => {
    const text = fillPlaceholders(contact?.content ?? '', site);
    expect(text).toContain(`**Office address:** ${site.address.street}, ${site.address.city}`);
    expect(text).toContain(`**Company:** ${site.legalName}`);
    expect(text).not.toMatch(/\{\w+\}/);
  });

  it('leaves out the address line of a deployment that has no address, not an empty bullet', () => {
    const noAddress = { ...site, address: { street: '', city: '', region: '', postalCode: '', country: '' } };
    const text = fillPlaceholders(contact?.content ?? '', noAddress);
    expect(text).not.toContain('Office address');
    expect(text).toContain(`**Hours:** ${site.hours}\n• **Company:**`);
  });
});
