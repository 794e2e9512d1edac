import { describe, expect, it } from 'vitest';
import { OUT_OF_SCOPE_MAX, PHRASINGS_MAX } from '../../../../contracts/assistant-teaching';
import { phrasingKey, phrasingListProblem } from '../admin/phrasing-key';
import { topicsNamedBy, topicsStillUnanswered } from '../engine/intent-model/unanswered-topics';
import { shippedUnansweredTopics } from './ours-unanswered';
import outOfScope from './out-of-scope.json' with { type: 'json' };
import phrasings from './phrasings.json' with { type: 'json' };
import { trainingEntries } from './training-entries';

// The shipped examples the model learns from, held to what staff could save themselves: a seeded entry that staff
// open on /admin-chatbot-training must save as it is, with room for what they teach from real chats, and no visitor
// message may be taught two answers.
const byEntry = phrasings as Record<string, string[]>;
const shippedOutOfScope = outOfScope as string[];
/** Messages staff can teach each seeded entry before it is full (decision 069). */
const ROOM_TO_TEACH = 10;

describe('the seeded phrasings', () => {
  it('give every entry 25 or more, leave room to teach it, and none reads the same as another', () => {
    expect(Object.keys(byEntry).sort()).toEqual(trainingEntries.map((entry) => entry.title).sort());
    for (const [title, list] of Object.entries(byEntry)) {
      expect(list.length, title).toBeGreaterThanOrEqual(25);
      expect(list.length, title).toBeLessThanOrEqual(PHRASINGS_MAX - ROOM_TO_TEACH);
      expect(phrasingListProblem(list), title).toBeUndefined();
    }
  });

  it("teach each message one answer: no phrasing reads the same as another entry's or an out-of-scope one", () => {
    const owner = new Map<string, string>();
    const conflicts: string[] = [];
    for (const [title, list] of Object.entries(byEntry))
      for (const text of list) {
        const before = owner.get(phrasingKey(text));
        if (before !== undefined && before !== title) conflicts.push(`${text} (${title} / ${before})`);
        owner.set(phrasingKey(text), title);
      }
    for (const text of shippedOutOfScope) {
      const entry = owner.get(phrasingKey(text));
      if (entry !== undefined) conflicts.push(`${text} (out of scope / ${entry})`);
    }
    expect(conflicts).toEqual([]);
  });
});

describe('the seeded out-of-scope messages', () => {
  it('are at least 500 and at most as many as staff may keep', () => {
    expect(shippedOutOfScope.length).toBeGreaterThanOrEqual(500);
    expect(shippedOutOfScope.length).toBeLessThanOrEqual(OUT_OF_SCOPE_MAX);
  });
});

describe('the shipped questions of ours no entry answers', () => {
  it('are all still learnt with the starting knowledge: no seeded entry names one of their topics', () => {
    const seeded = trainingEntries.map((entry) => ({ ...entry, phrasings: byEntry[entry.title] ?? [] }));
    const named = seeded.flatMap((entry) =>
      topicsNamedBy(entry, shippedUnansweredTopics).map((topic) => `${topic.topic} (${entry.title})`),
    );
    expect(named).toEqual([]);
    expect(topicsStillUnanswered(shippedUnansweredTopics, seeded)).toHaveLength(shippedUnansweredTopics.length);
  });

  it('have names for each topic, and no question is also a phrasing, an out-of-scope message or another topic’s', () => {
    const owner = new Map<string, string>();
    for (const [title, list] of Object.entries(byEntry)) for (const text of list) owner.set(phrasingKey(text), title);
    for (const text of shippedOutOfScope) owner.set(phrasingKey(text), 'out of scope');
    const conflicts: string[] = [];
    for (const topic of shippedUnansweredTopics) {
      expect(topic.names.length, topic.topic).toBeGreaterThan(0);
      expect(topic.questions.length, topic.topic).toBeGreaterThan(0);
      for (const text of topic.questions) {
        const before = owner.get(phrasingKey(text));
        if (before !== undefined) conflicts.push(`${text} (${topic.topic} / ${before})`);
        owner.set(phrasingKey(text), topic.topic);
      }
    }
    expect(conflicts).toEqual([]);
  });
});
