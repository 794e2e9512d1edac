import { describe, expect, it } from 'vitest';
import { modelLines } from './model-explanation';

// The explanation staff read under an answer says, in plain words, what the intent model made of the message.
describe("the model's part of an answer's explanation", () => {
  it('names the pick, how sure, the runner-up and the closest phrasing', () => {
    const lines = modelLines({
      entry: 'Do you offer micro markets for hotels?',
      probability: 0.874,
      runnerUp: { title: 'How much does a micro market cost?', probability: 0.061 },
      closestPhrasing: 'can you put one in our hotel lobby',
      taught: false,
    });
    expect(lines.map((line) => `${line.label}: ${line.text}`)).toEqual([
      'The model’s pick: “Do you offer micro markets for hotels?”, 87 % sure',
      'Runner-up: “How much does a micro market cost?”, 6 %',
      'Closest phrasing it learned: “can you put one in our hotel lobby”',
    ]);
  });

  it('says "not ours to answer" for the none class, and its closest out-of-scope example', () => {
    const lines = modelLines({
      entry: null,
      probability: 0.92,
      runnerUp: { title: 'Who cleans the market?', probability: 0.04 },
      closestPhrasing: 'what is the capital of France',
      taught: false,
    });
    expect(lines.map((line) => `${line.label}: ${line.text}`)).toEqual([
      'The model’s pick: not ours to answer, 92 % sure',
      'Runner-up: “Who cleans the market?”, 4 %',
      'Closest example of what is not ours: “what is the capital of France”',
    ]);
  });

  it('says when staff taught the message, either way', () => {
    expect(
      modelLines({
        entry: 'Who cleans the market?',
        probability: 1,
        runnerUp: null,
        closestPhrasing: 'who mops up',
        taught: true,
      }),
    ).toEqual([
      { label: 'The model', text: 'staff taught this message as a phrasing of “Who cleans the market?”' },
      { label: 'Taught as', text: '“who mops up”' },
    ]);
    expect(modelLines({ entry: null, probability: 1, runnerUp: null, closestPhrasing: null, taught: true })).toEqual([
      { label: 'The model', text: 'staff taught this message as not our topic' },
    ]);
  });
});
