import { describe, expect, it } from 'vitest';
import { shippedUnansweredTopics } from '../../seed/ours-unanswered';
import { trainingExamples } from './examples';
import { UNANSWERED } from './model';
import { topicsNamedBy, topicsStillUnanswered, type UnansweredTopic } from './unanswered-topics';

const insurance: UnansweredTopic = {
  topic: 'insurance',
  names: ['insurance', 'insured', 'certificate of insurance'],
  questions: ['are you insured', 'we need a COI before any vendor sets foot in the building'],
};
const accessibility: UnansweredTopic = { topic: 'accessibility', names: ['ada', 'wheelchair'], questions: ['ada?'] };
const entry = (title: string, tags: string[] = [], phrasings: string[] = []) => ({ title, tags, phrasings });

describe('a topic of ours no entry answered', () => {
  it('is answered once an entry names it in its title or a tag, not by a phrasing that touches it', () => {
    const topics = [insurance, accessibility];
    expect(topicsNamedBy(entry('Are you insured?'), topics)).toEqual([insurance]);
    expect(topicsNamedBy(entry('Paperwork for vendors', ['Certificates of Insurance']), topics)).toEqual([insurance]);
    expect(topicsNamedBy(entry('Can everyone reach the shelves?', ['wheelchair access']), topics)).toEqual([
      accessibility,
    ]);
    expect(
      topicsNamedBy(entry('How much space does it need?', [], ['is it ok for a wheelchair user']), topics),
    ).toEqual([]);
    expect(topicsStillUnanswered(topics, [entry('Are you insured?')])).toEqual([accessibility]);
  });

  it('is named only by whole words: "Canada" does not name the ADA, nor "wheel" a wheelchair', () => {
    expect(topicsNamedBy(entry('Do you serve Canada?', ['wheel', 'adaptable']), [insurance, accessibility])).toEqual(
      [],
    );
  });

  it("stops pulling visitors' questions from a staff entry on it: its questions are no longer learnt as unanswered", () => {
    const staffEntry = {
      id: 61,
      title: 'Are you insured?',
      content: 'Yes. Every market we run is covered by our general and product liability insurance.',
      tags: ['insurance'],
      phrasings: ['can we get a copy of your insurance certificate'],
    };
    const unansweredOf = (entries: (typeof staffEntry)[]) =>
      trainingExamples(entries, [], shippedUnansweredTopics)
        .filter((example) => example.label === UNANSWERED)
        .map((example) => example.text);
    const shippedInsurance = shippedUnansweredTopics.find((topic) => topic.topic === 'insurance and liability');
    expect(shippedInsurance?.questions).toContain('are you insured');
    expect(unansweredOf([])).toContain('are you insured');
    const withEntry = unansweredOf([staffEntry]);
    expect(withEntry).not.toContain('are you insured');
    expect(withEntry.filter((text) => shippedInsurance?.questions.includes(text))).toEqual([]);
    // The other topics are still learnt.
    expect(withEntry).toContain('do you sell alcohol');
  });
});
