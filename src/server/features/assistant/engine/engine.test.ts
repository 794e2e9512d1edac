import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../testing/test-app';
import { composeFromEntry } from './compose';
import { detectIntent, quickReplies } from './intents';
import { KnowledgeIndex } from './knowledge-index';
import { replyTo } from './reply';
import { expandSynonyms, expansionsByWord } from './synonyms';
import { termsOf, words } from './text';

const site = testConfig().site;

const entries = [
  {
    id: 1,
    category: 'pricing',
    title: 'How much does a micro market cost?',
    content: 'Nothing. Installation, equipment and restocking are included at $0 to the property.',
    priority: 90,
    tags: ['cost', 'free'],
  },
  {
    id: 2,
    category: 'installation',
    title: 'How long does installation take?',
    content: 'Most markets are installed within a few weeks of the site survey.',
    priority: 50,
    tags: ['install', 'timeline'],
  },
];

describe('intents', () => {
  it('catches the quick replies and what people type for them', () => {
    expect(detectIntent(quickReplies.human)).toBe('human');
    expect(detectIntent(quickReplies.hours)).toBe('hours');
    expect(detectIntent(quickReplies.tech_support)).toBe('tech_support');
    expect(detectIntent('Hello!')).toBe('greeting');
    expect(detectIntent('can I speak to a real person')).toBe('human');
  });

  it('leaves questions that merely contain the words to the search', () => {
    expect(detectIntent('what hours is the DMV open')).toBeNull();
    expect(detectIntent('hello, how much does a market cost?')).toBeNull();
    expect(detectIntent('the card reader is not working')).toBeNull();
  });

  it('answers hours and hand-off with the configured business details', () => {
    expect(replyTo(new KnowledgeIndex([]), 'What are your hours?', site).text).toContain(site.hours);
    const human = replyTo(new KnowledgeIndex([]), 'talk to a human', site);
    expect(human.text).toContain(site.phone);
    expect(human.confidence).toBe('intent');
  });
});

describe('the offline engine', () => {
  const index = new KnowledgeIndex(entries, { price: 'cost' });

  it('answers from the entry and names it as the source', () => {
    const reply = replyTo(index, 'how much does it cost?', site);
    expect(reply.confidence).toBe('answer');
    expect(reply.text).toBe(entries[0]!.content);
    expect(reply.sources).toEqual([{ id: 1, title: entries[0]!.title }]);
  });

  it('reads synonyms and typos', () => {
    expect(expandSynonyms('What is the price?', { price: 'cost' })).toBe('what is the price cost');
    expect(replyTo(index, 'what is the price', site).sources[0]?.id).toBe(1);
    expect(replyTo(index, 'how long is instalation', site).sources[0]?.id).toBe(2);
  });

  it('says it does not know, rather than guessing, when the question is not about us', () => {
    const reply = replyTo(index, 'who won the super bowl', site);
    expect(reply.confidence).toBe('none');
    expect(reply.sources).toEqual([]);
    // A person, three ways: phone, e-mail, or the transcript.
    expect(reply.text).toContain(site.phone);
    expect(reply.text).toContain(site.email);
    expect(reply.text).toContain('Get Chat Transcript via Email');
  });

  it('updates one entry without a rebuild', () => {
    const live = new KnowledgeIndex(entries);
    live.upsert({
      ...entries[1]!,
      id: 3,
      title: 'Do you stock vegan snacks?',
      content: 'Yes, vegan snacks and oat milk.',
      tags: [],
    });
    expect(replyTo(live, 'vegan snacks?', site).sources[0]?.id).toBe(3);
    live.remove(3);
    expect(replyTo(live, 'vegan snacks?', site).sources).toEqual([]);
  });
});

describe('reading what visitors type', () => {
  it('reads negations with or without the apostrophe, and one-letter prefixes, as people mean them', () => {
    expect(words("The door isn't closing")).toEqual(['the', 'door', 'is', 'not', 'closing']);
    expect(words('card didnt work')).toEqual(['card', 'did', 'not', 'work']);
    expect(words("What's the e-mail?")).toEqual(['whats', 'the', 'email']);
  });

  it('indexes irregular forms with their verb', () => {
    expect(termsOf('stolen')).toContain('steal');
    expect(termsOf('paid')).toContain('pay');
  });

  it('lets a word in a listed phrase stand for the phrase', () => {
    expect(expansionsByWord('how do I sign up', { 'sign up': 'get started' }).get('sign')).toEqual([
      'sign',
      'get',
      'started',
    ]);
  });

  const more = new KnowledgeIndex([
    ...entries,
    { id: 4, category: 'support', title: 'How do I report an issue?', content: 'Use the form.', priority: 0, tags: [] },
    { id: 5, category: 'faq', title: 'What happens at the grand opening?', content: 'A party.', priority: 0, tags: [] },
    { id: 6, category: 'faq', title: 'Can the market carry our branding?', content: 'Yes.', priority: 0, tags: [] },
  ]);

  it('corrects a missed or doubled letter, even in a short word', () => {
    expect(replyTo(more, 'how to report an isue', site).sources[0]?.id).toBe(4);
  });

  it('matches a word the entries have as itself, not as its neighbours ("brand" is not "grand")', () => {
    expect(more.query('brand').candidates.map((candidate) => candidate.id)).toEqual([6]);
    // A word they lack is still read as the nearest one.
    expect(more.query('brandng').candidates[0]?.id).toBe(6);
  });
});

describe('composing from a long entry', () => {
  it('keeps the opening and the sentences closest to the question, in order', () => {
    const long = {
      ...entries[0]!,
      content: [
        'Our markets are free to the property.',
        ...Array.from({ length: 12 }, (_, i) => `Filler sentence number ${i} about something else entirely here.`),
        'Restocking happens twice a week or more.',
      ].join(' '),
    };
    const text = composeFromEntry(long, 'how often is restocking');
    expect(text.startsWith('Our markets are free to the property.')).toBe(true);
    expect(text).toContain('Restocking happens twice a week or more.');
    expect(text.length).toBeLessThan(long.content.length);
  });
});
