import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../../lib/seeded-random';
import { defaultTrainOptions, IntentModel, type LabelledMessage, NONE, trainIntentModel } from './model';
import { NEIGHBOUR_SHARE } from './neighbours';
import { RankingThread } from './ranking-thread';
import { decodeModel, encodeModel } from './serialize';

// Made-up knowledge: each class is a subject word asked about in the same sentence forms, so that the classes
// share most of their words and letters and only the subject tells them apart; "none" is other talk.
const FORMS = [
  'how much does the {} cost',
  'can you fix the {} today',
  'who looks after the {} at night',
  'is the {} open on sundays',
  'my {} is not working',
  'tell me about your {} please',
];
const OTHER = ['what is the weather like', 'tell me a joke', 'who won the game last night', 'how old is the moon'];
const SUBJECTS = [
  'fridge',
  'kiosk',
  'camera',
  'scanner',
  'locker',
  'printer',
  'coffee',
  'freezer',
  'shelf',
  'badge',
  'wallet',
  'receipt',
  'refund',
  'battery',
  'charger',
  'doorbell',
  'elevator',
  'parking',
  'laundry',
  'mailbox',
  'garden',
  'rooftop',
  'lobby',
  'gym',
  'pool',
  'sauna',
  'library',
  'bakery',
  'salad',
  'sandwich',
  'yogurt',
  'juice',
  'candy',
  'noodles',
  'pizza',
  'burrito',
  'muffin',
  'bagel',
  'pretzel',
  'popcorn',
  'granola',
  'smoothie',
  'kombucha',
  'tea',
  'soda',
  'water',
  'milk',
  'cereal',
  'oatmeal',
  'sushi',
  'tacos',
  'pasta',
  'soup',
  'cookies',
  'brownies',
  'donuts',
  'chips',
  'nuts',
  'fruit',
  'cheese',
];

function examplesFor(subjects: readonly string[]): LabelledMessage[] {
  const examples: LabelledMessage[] = [];
  for (const subject of subjects)
    for (const form of FORMS.slice(1)) examples.push({ text: form.replace('{}', subject), label: `entry:${subject}` });
  for (const text of OTHER) examples.push({ text, label: NONE });
  return examples;
}

describe('the intent model', () => {
  it('learns many classes with the sampled softmax, and one set of examples always trains one model', () => {
    const examples = examplesFor(SUBJECTS);
    const data = trainIntentModel(examples, undefined);
    expect(data.labels).toHaveLength(61);
    // A step covers fewer classes than there are.
    expect(data.training?.softmaxWidth).toBeLessThan(61);
    expect(data.training?.losses.at(-1)).toBeLessThan(data.training?.losses[0] ?? 0);
    const model = new IntentModel(data);
    // The form left out of training, for every subject.
    const right = SUBJECTS.filter(
      (subject) => model.classify(FORMS[0]?.replace('{}', subject) ?? '').best?.label === `entry:${subject}`,
    );
    expect(right.length).toBeGreaterThanOrEqual(57);
    expect(model.classify('what is the weather like today').best?.label).toBe(NONE);

    const again = trainIntentModel(examples, undefined);
    expect(again.weights).toEqual(data.weights);
    expect(again.bias).toEqual(data.bias);
  });

  it('covers every class in each step when they are few (the exact softmax)', () => {
    const data = trainIntentModel(examplesFor(SUBJECTS.slice(0, 8)), undefined);
    expect(data.training?.softmaxWidth).toBe(9);
    expect(new IntentModel(data).classify('how much does the kiosk cost').best?.label).toBe('entry:kiosk');
  });

  it('gives the same pick, runner-up and "none" as the full ranking', () => {
    const model = new IntentModel(trainIntentModel(examplesFor(SUBJECTS.slice(0, 40)), undefined));
    const next = seededRandom(3);
    for (let i = 0; i < 50; i++) {
      const words = Array.from({ length: 4 }, () => SUBJECTS[Math.floor(next() * SUBJECTS.length)] ?? '');
      const text = `${FORMS[i % FORMS.length]?.replace('{}', words.join(' '))}`;
      const ranked = model.predict(text);
      const read = model.classify(text);
      expect(read.best).toEqual(ranked[0]);
      expect(read.runnerUp).toEqual(ranked[1]);
      expect(read.none).toBe(ranked.find((prediction) => prediction.label === NONE)?.probability);
    }
  });

  it('ranks a large knowledge on two threads into the same model as on one', async () => {
    // 210 classes: two subjects each; a made-up meaning per text, so that the meaning part is ranked too.
    const pairs = SUBJECTS.flatMap((a, i) => SUBJECTS.slice(i + 1, i + 5).map((b) => `${a} ${b}`)).slice(0, 210);
    const examples = examplesFor(pairs);
    const next = seededRandom(11);
    const meanings = new Map(
      examples.map((example) => [example.text, Float32Array.from({ length: 512 }, () => next() - 0.5)]),
    );
    const options = { ...defaultTrainOptions, epochs: 6 };
    const alone = trainIntentModel(examples, (text) => meanings.get(text), options);
    const thread = new RankingThread();
    try {
      // Loaded before the ranking after the fourth pass (a large training's first passes take longer than that).
      await expect.poll(() => thread.loaded, { timeout: 30_000 }).toBe(true);
      const both = trainIntentModel(
        examples,
        (text) => meanings.get(text),
        options,
        () => thread,
      );
      expect(thread.ranked).toBe(1);
      expect(both.weights).toEqual(alone.weights);
      expect(both.meaning).toEqual(alone.meaning);
      expect(both.bias).toEqual(alone.bias);
    } finally {
      thread.close();
    }
  }, 60_000);

  it('lets the examples closest in meaning vote: words it has never seen, meant as a phrasing, get its class', () => {
    const examples = examplesFor(SUBJECTS.slice(0, 8));
    const next = seededRandom(5);
    const unit = () => {
      const v = Float32Array.from({ length: 512 }, () => next() - 0.5);
      const norm = Math.hypot(...v);
      return v.map((x) => x / norm);
    };
    const meanings = new Map(examples.map((example) => [example.text, unit()]));
    const data = trainIntentModel(examples, (text) => meanings.get(text));
    // Every example counts in full here, so each votes.
    expect(data.neighbours.label).toHaveLength(examples.length);
    const withVote = new IntentModel(data);
    const withoutVote = new IntentModel({
      ...data,
      neighbours: { label: new Int32Array(0), scale: new Float32Array(0), values: new Int8Array(0) },
    });
    // A message in words of no example, meaning what one kiosk phrasing and one out-of-scope message mean.
    const kiosk = meanings.get('can you fix the kiosk today');
    const joke = meanings.get('tell me a joke');
    // The example meant is by far the closest of the ten: at least half the vote is its class's.
    const mixed = (alone: number) => (1 - NEIGHBOUR_SHARE) * alone + NEIGHBOUR_SHARE / 2;
    const voted = withVote.classify('zorb quill', kiosk);
    expect(voted.best?.label).toBe('entry:kiosk');
    expect(voted.best?.probability).toBeGreaterThan(
      mixed(withoutVote.classify('zorb quill', kiosk).best?.probability ?? 1),
    );
    expect(withVote.classify('zorb quill', joke).none).toBeGreaterThan(
      mixed(withoutVote.classify('zorb quill', joke).none),
    );
    // Without a meaning (the encoder failed), the weights alone answer.
    const picks = ({ best, runnerUp, none }: ReturnType<IntentModel['classify']>) => ({ best, runnerUp, none });
    expect(picks(withVote.classify('zorb quill'))).toEqual(picks(withoutVote.classify('zorb quill')));

    // The saved model votes the same.
    const read = new IntentModel(decodeModel(encodeModel(data)));
    expect(read.classify('zorb quill', kiosk).best).toEqual(voted.best);

    // A model saved before the vote (format EIM1: five arrays) is read without voters, and answers as it did.
    const saved = gunzipSync(encodeModel(data));
    const headLength = saved.readUInt32LE(4);
    const head = JSON.parse(saved.toString('utf8', 8, 8 + headLength));
    const oldHead = Buffer.from(JSON.stringify({ ...head, sizes: head.sizes.slice(0, 5) }));
    const arrays = (data.starts.length + data.classes.length + data.weights.length + data.meaning.length) * 4;
    const oldSize = Buffer.alloc(8);
    oldSize.write('EIM1', 0, 'ascii');
    oldSize.writeUInt32LE(oldHead.length, 4);
    const beforeVote = Buffer.concat([
      oldSize,
      oldHead,
      saved.subarray(8 + headLength, 8 + headLength + arrays + data.bias.length * 4),
    ]);
    const old = decodeModel(gzipSync(beforeVote));
    expect(old.neighbours.label).toHaveLength(0);
    expect(picks(new IntentModel(old).classify('zorb quill', kiosk))).toEqual(
      picks(withoutVote.classify('zorb quill', kiosk)),
    );
  });
});
