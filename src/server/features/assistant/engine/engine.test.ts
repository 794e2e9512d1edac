import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../testing/test-app';
import { answerablePassages } from '../site-knowledge';
import { composeFromDoc } from './compose';
import { docFromEntry } from './documents';
import { meaningsOfTexts, seededEntries, seededIndex, seededReader } from './evaluation';
import { trainingExamples } from './intent-model/examples';
import { IntentReader } from './intent-model/reader';
import { detectIntent, quickReplies } from './intents';
import { MeaningIndex } from './meaning-index';
import { ENCODER_WORDS, readMessage, replyTo, textsToRead, thresholds } from './reply';
import { reportSigns } from './support';
import { stemKey, words } from './text';
import { wordVectors } from './vectors/word-vectors';

// Questions of our own, none taken from the evaluation set, on the seeded knowledge and the site's pages.
const site = testConfig().site;
const passages = answerablePassages(site);
const index = seededIndex(site, passages);
const reader = await seededReader(site, passages);
/** The question as the server reads it: its sentence meanings first, then the engine's reply. */
const ask = async (question: string, previousQuestion?: string) => {
  const context = previousQuestion ? { previousQuestion } : undefined;
  const meanings = await meaningsOfTexts(textsToRead(index, question, context));
  return replyTo(index, reader, question, site, context, thresholds, meanings);
};
const answeredFrom = async (question: string, previousQuestion?: string) => {
  const reply = await ask(question, previousQuestion);
  return reply.confidence === 'answer' ? reply.sources[0]?.title : `(${reply.confidence})`;
};
/** Several messages of one kind, each asked alone (decision 084: what most of them get is what a test asserts). */
const askEach = (messages: readonly string[]) => Promise.all(messages.map((message) => ask(message)));
const answeredFromEach = (messages: readonly string[]) => Promise.all(messages.map((message) => answeredFrom(message)));

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
    expect(detectIntent('thanks, and who pays for repairs?')).toBeNull();
    expect(detectIntent('is that all?')).toBeNull();
    expect(detectIntent('yes')).toBeNull();
  });

  it('acknowledges a thanks or an "ok" instead of answering the question before again or refusing it', async () => {
    for (const message of ['cool, thanks!', 'ok', 'got it', 'Thank you so much!', "no thanks, that's all", 'ty'])
      expect(detectIntent(message), message).toBe('thanks');
    // Read as a question, "thanks!" was answered from the restocking entry again, and "ok" refused as not our topic.
    for (const message of ['thanks!', 'ok']) {
      const reply = await ask(message, 'Do you restock on weekends?');
      expect(reply.confidence, message).toBe('intent');
      expect(reply.sources).toEqual([]);
      expect(reply.text).toBe('Glad to help! If anything else comes up about our micro markets, just ask.');
    }
  });
});

describe('a kind of property, its people or its situation', () => {
  it('finds the market by the words of its people and places, not only its name', async () => {
    expect(await answeredFrom('do you work with hospitals')).toBe(
      'Can you put a market in a hospital or medical facility?',
    );
    expect(await answeredFrom('our nurses work nights')).toBe(
      'Can you put a market in a hospital or medical facility?',
    );
    expect(await answeredFrom('would this work in a college dorm')).toBe(
      'Do you serve schools, colleges and universities?',
    );
    expect(await answeredFrom('could our gym get one')).toBe('Do you install markets in gyms and fitness centers?');
  });

  it('answers a place described with no ask from its entry, and declines a place described with another need', async () => {
    // Before decision 080 the first was handed off and the second answered from the schools entry (the third was
    // declined before too).
    expect(await answeredFrom("we're a 140-room hotel off the interstate")).toBe(
      'Do you offer micro markets for hotels?',
    );
    expect(await answeredFrom('our school needs a new principal')).toBe('(none)');
    expect(await answeredFrom('condo board needs a new accountant')).toBe('(none)');
    // A place and one of our own subjects is still ours.
    expect(await answeredFrom('which products do you carry for hospital night staff?')).toBe(
      'What products do your markets carry?',
    );
  });

  it('reads a typo as the word meant', async () => {
    expect(await answeredFrom('do you work with hopsitals')).toBe(
      'Can you put a market in a hospital or medical facility?',
    );
  });

  it('keeps a real English word the word vectors lack as typed, and corrects only a slip', async () => {
    // Read as "moody", "keeping", "mixed" and "alleges" before decision 079: the vectors hold the 40,000 commonest
    // words, and a word outside them was taken for a slip of one inside.
    const read = index.read('moldy beeping maxed allergens hopsital').map((word) => word.read);
    expect(read).toEqual(['moldy', 'beeping', 'maxed', 'allergens', 'hospital']);
    // Both entries say the market puts no work on the team (the hospitals entry names its dietary team); since
    // decision 080 the hospitals entry is read first.
    expect([
      'Does our staff need to do anything to run the market?',
      'Can you put a market in a hospital or medical facility?',
    ]).toContain(await answeredFrom('our nutrition team is maxed out already, more work for them?'));
    const melted = await ask('the candy bars were all melted and refrozen');
    expect(melted.sources[0]?.title).toBe('An item is out of stock or past its date');
    expect(melted.problem).toBe(true);
  });

  it('keeps a word the phrasings use as typed, though the word search reads it otherwise', async () => {
    // The entries' text lacks "coworking" (the word search reads it through the starting synonyms as "shared
    // office", and read it as "working" before decision 079); the offices entry's phrasings have it, so the model
    // reads it as typed.
    const offices = 'Do you offer micro markets for corporate offices?';
    expect(await answeredFrom('our coworking space has 150 members, would a market work there?')).toBe(offices);
    expect(await answeredFrom('we run a coworking hub downtown')).toBe(offices);
  });

  it('reads a name the word vectors lack by the starting synonyms, not as a common word a slip or two away', async () => {
    // "crossfit" was read as "crossfire", and "venmo" as "venom", before decision 079.
    expect(index.read('crossfit venmo').map((word) => word.read)).toEqual(['gym', 'phone', 'payment']);
    // Each sits near the model's "not ours" ceiling (decision 084): most are answered from the gyms entry.
    const answered = (
      await answeredFromEach([
        'I own a CrossFit gym, do you do those?',
        'we run a crossfit box, could you put a market in it?',
        'my crossfit gym has 200 members, is that a fit?',
      ])
    ).filter((title) => title !== '(none)');
    expect(answered.length).toBeGreaterThanOrEqual(2);
    expect(new Set(answered)).toEqual(new Set(['Do you install markets in gyms and fitness centers?']));
    expect(await answeredFrom('do you take venmo')).toBe('What payment methods do you accept?');
  });
});

describe('what the markets carry', () => {
  it("answers whether a diet's food is carried from the entry on choosing the products (shoppers can ask)", async () => {
    // Answered from the product list, which names no diet, before decision 078.
    const choosing = 'Can we choose which products the market carries?';
    expect(await answeredFrom('got any vegan snacks?')).toBe(choosing);
    expect(await answeredFrom('anything gluten-free in there?')).toBe(choosing);
  });
});

describe('shoppers', () => {
  it('tells a shopper asking about an app that checkout needs none, and a manager how to install the portal', async () => {
    // A shopper's "do I need an app?" was answered from the portal entry before decision 084's phrasings (7 of the 8
    // such development questions). "Install" still leans to the portal entry for one of these four.
    const checkout = 'How does the touchless AI checkout work?';
    const shoppers = [
      'will I need to download something to grab a coffee',
      'do residents have to install an app to pay',
      'is an app needed to buy from the cooler',
      'must I create an account before I buy a sandwich',
    ];
    const answers = await answeredFromEach(shoppers);
    expect(answers.filter((title) => title === checkout).length).toBeGreaterThanOrEqual(3);
    const checkoutReply = await ask('is an app needed to buy from the cooler');
    expect(checkoutReply.text).toContain('no app to download');
    expect(await answeredFrom('can I install the manager portal on my phone')).toBe(
      'Can I install the Property Manager Portal as an app on my phone?',
    );
  });
});

describe('problem reports', () => {
  it('answers with the troubleshooting entry and the support route, never the sales line alone', async () => {
    for (const report of ['I got charged twice', 'my card keeps getting declined', 'the cooler is warm']) {
      const reply = await ask(report);
      expect(reply.problem, report).toBe(true);
      expect(reply.sources[0]?.title).toMatch(/charged|declined|cooler/);
      expect(reply.text).toContain(site.emergencyPhone);
    }
  });

  it('answers a report in words the traps use ("the machine") as a report, not as a fridge at home', async () => {
    // "Not ours" is likelier for these than an entry's answer allows (0.35): a report is still answered (decision
    // 069). Each of them sits near the model's limits, so the refund entry answers some and the support route the
    // others as training moves them (decision 084): every one is routed, and most answered from the refund entry.
    const reports = [
      'the machine in the gym charged my card twice',
      'the screen at the office market billed me two times',
      'machine in the lobby double charged my card',
      'the kiosk at the hotel took my money twice',
    ];
    const replies = await askEach(reports);
    for (const [i, reply] of replies.entries()) {
      expect(reply.problem, reports[i]).toBe(true);
      expect(reply.text, reports[i]).toContain(site.emergencyPhone);
    }
    const refund = 'I was charged the wrong amount or twice. How do I get a refund?';
    expect(replies.filter((reply) => reply.sources[0]?.title === refund).length).toBeGreaterThanOrEqual(2);
    expect(await answeredFrom('my home fridge is warm, what do I do')).toBe('(none)');
  });

  it('routes a report answered from an entry of another kind when the model too sees a report in it', async () => {
    const boxes = 'the restock guy left boxes blocking the hallway';
    const reply = await ask(boxes);
    expect(reportSigns(index, index.retrieve(boxes), boxes)).toEqual({ clear: false, weak: true });
    expect(reply.sources[0]?.title).toBe('How often is the market restocked?');
    expect(reply.problem).toBe(true);
    expect(reply.text).toContain(site.emergencyPhone);
  });

  it('answers a plain question whose words only sit near a fault word without the support route', async () => {
    // "pay" sits near "charged" in the word vectors: a weak sign, which the model does not share (decision 072).
    const cash = 'do people pay with cash?';
    const reply = await ask(cash);
    expect(reportSigns(index, index.retrieve(cash), cash)).toEqual({ clear: false, weak: true });
    expect(reply.sources.map((source) => source.title)).toEqual(['What payment methods do you accept?']);
    expect(reply.problem).toBe(false);
    expect(reply.text).not.toContain(site.emergencyPhone);
  });

  it('routes a report it cannot match to support: the 24/7 line, the Customer Service page and the address', async () => {
    const reply = await ask('something near the market smells like smoke');
    expect(reply.problem).toBe(true);
    expect(reply.text).toContain(site.emergencyPhone);
    expect(reply.text).toContain('/customer-service');
    expect(reply.text).toContain(site.supportEmail);
    expect(reply.text).not.toContain(site.phone);
    expect(reply.sources).toContainEqual({ id: null, title: 'Customer Service', link: '/customer-service' });
  });

  it('routes a report whose words show no fault sign when the model still sees the support entries in it', async () => {
    // The first two were refused as not our topic before decision 082: the model reads such messages as not ours, a
    // little more surely than as the cooler entry. They sit at its limit, so training moves one or another across
    // it (decision 084): three of the four, at least, reach support.
    const reports = [
      'every tub of ice cream is soft then refrozen, freezer probably quit',
      'the whole unit tipped toward me when I pulled the door, its going to land on a kid',
      'the popsicles in the freezer melted and froze again',
      'the shelf is wobbling and could fall on someone',
    ];
    const replies = await askEach(reports);
    const routed = replies.filter((reply) => reply.problem && reply.text.includes(site.emergencyPhone));
    expect(routed.length).toBeGreaterThanOrEqual(3);
  });
});

describe('off-topic questions', () => {
  it('does not answer a question about something else as if it were known, even in our words', async () => {
    for (const question of [
      'what is the capital of France',
      'what hours is the DMV open',
      'what time does the farmers market open',
    ]) {
      const reply = await ask(question);
      expect(reply.confidence, question).toBe('none');
      expect(reply.sources).toEqual([]);
    }
    expect((await ask('what is the capital of France')).offTopic).toBe(true);
  });

  it('declines a question about something else with no support route, though a word of it sits near a fault', async () => {
    for (const question of [
      'my laptop screen is cracked, where can I get it fixed?',
      'my dog got sick after eating chocolate',
    ]) {
      expect(reportSigns(index, index.retrieve(question), question), question).toEqual({ clear: false, weak: true });
      const reply = await ask(question);
      expect(reply, question).toMatchObject({ confidence: 'none', offTopic: true, problem: false });
      expect(reply.text).not.toContain(site.emergencyPhone);
    }
  });

  it('declines a sum as not our topic, though its figures are the site\'s, and reads "24/7?" as a question', async () => {
    for (const question of ['what is 12% of 300?', '8 times 9?', 'square root of 81', 'take 15% off 120']) {
      const reply = await ask(question);
      expect(reply, question).toMatchObject({ confidence: 'none', offTopic: true, problem: false, sources: [] });
      expect(reply.explanation.reason).toBe('a sum, not a question about us');
    }
    expect(await ask('24/7?')).toMatchObject({ confidence: 'answer', offTopic: false });
  });

  it('hands a question of ours that no entry answers to a person, instead of answering it from a nearby entry', async () => {
    // Answered before decision 085 from the partnership terms, the products or the repairs entry, none of which says
    // it. Each sits near the model's limit for that class, so three of the four at least are handed off.
    const unanswered = [
      'what liability policy do you hold for the units',
      'is there a minimum contract, or can we stop whenever',
      'do you sell beer',
      'does your restock crew carry workers compensation',
    ];
    const replies = await askEach(unanswered);
    const handedOff = replies.filter(
      (reply) =>
        reply.confidence === 'none' &&
        !reply.offTopic &&
        reply.text.includes("I'm not sure about that one") &&
        reply.text.includes(site.phone),
    );
    expect(handedOff.length).toBeGreaterThanOrEqual(3);
    // The questions the entries do answer are still answered from them.
    expect(await answeredFrom('what products do you carry')).toBe('What products do your markets carry?');
    expect(await answeredFrom('is there a contract')).toBe('What are the terms of your partnership agreement?');
  });

  it('answers a product asked for by name from the products entry, and hands off alcohol and tobacco', async () => {
    const products = 'What products do your markets carry?';
    // "Clean label" asks for simple, healthy products (a starting synonym): answered from who cleans the market before.
    const cleanLabel = await answeredFromEach([
      'clean-label bars?',
      'any clean label snacks',
      'got clean-label granola?',
    ]);
    expect(cleanLabel).not.toContain('Who cleans the market?');
    expect(cleanLabel.filter((title) => title === products).length).toBeGreaterThanOrEqual(2);
    // "cold brew?" was read as a warm cooler; "do you have cold brew coffee" as not ours.
    const coffee = await answeredFromEach(['cold brew?', 'do you have cold brew coffee', 'any iced lattes?']);
    expect(coffee.filter((title) => title === products).length).toBeGreaterThanOrEqual(2);
    // The products entry says nothing of alcohol or tobacco: it was taught "do you sell beer or wine" all the same,
    // while the questions no entry answers held "do you sell alcohol" (decision 086).
    const unanswered = await askEach([
      'do you guys sell cigarettes',
      'could I buy a bottle of wine at the condo market',
      'can residents grab a bottle of vodka downstairs',
    ]);
    expect(unanswered.filter((reply) => reply.confidence === 'answer')).toEqual([]);
  });

  it('says "not sure" (and notes it for staff) when a question about the market is one it cannot place', async () => {
    // No class is likely: ours, but nothing answers it.
    const unplaced = await ask('Can the market play music?');
    expect(unplaced).toMatchObject({ confidence: 'none', offTopic: false });
    expect(unplaced.text).toContain("I'm not sure about that one");
    // It may be a report in words the assistant does not know: the sales route, and the 24/7 line beside it.
    expect(unplaced.text).toContain(site.phone);
    expect(unplaced.text).toContain(`our 24/7 line **${site.emergencyPhone}**`);
    // The model is sure of an entry, but the words asked are not the knowledge's: held back, and ours all the same.
    const heldBack = await ask('where are you situated');
    expect(heldBack).toMatchObject({ confidence: 'none', offTopic: false });
    expect(heldBack.explanation.reason).toContain('words asked are ones the knowledge does not use');
  });
});

describe('follow-ups', () => {
  it('are read with the question before only when they look like one (the encoder reads one text otherwise)', () => {
    const context = { previousQuestion: 'do you work with hotels?' };
    // The message, the two together, and the question before alone (for the kind of property it spoke of).
    expect(textsToRead(index, 'what about hospitals?', context)).toEqual([
      'what about hospitals?',
      'do you work with hotels? what about hospitals?',
      'do you work with hotels?',
    ]);
    expect(textsToRead(index, 'how long does installation take from the first call to opening day', context)).toEqual([
      'how long does installation take from the first call to opening day',
    ]);
    expect(textsToRead(index, 'Hello!', context)).toEqual([]);
    // A long number (an order, a booking) is not read by the encoder: its digits moved the message's meaning.
    expect(textsToRead(index, 'do you work with hotels? 17964824931245')).toEqual(['do you work with hotels?']);
    expect(textsToRead(index, 'call me on 555 0104')).toEqual(['call me on 555 0104']);
  });

  it('are read with the question before by the encoder exactly when the reply reads them so', () => {
    const context = { previousQuestion: 'do you work with hotels?' };
    const messages = [
      // A short message of two sentences leans on the one before.
      'Thanks. And for gyms?',
      // A long one of several sentences stands alone: the encoder reads it once, not three texts of it.
      'Hi there! Our condo board met last night and everyone liked the idea of a market in the lobby. Who would restock it and how often would that happen?',
      // Short, and leaning on "us": read both ways, the surer reading wins.
      'We are a hospital with night shifts. What would it cost us?',
      'what about hospitals?',
      'how long does installation take from the first call to opening day',
    ];
    const readWithBefore = messages.map((message) => {
      const reading = readMessage(index, reader, message, context);
      return 'withPrevious' in reading && reading.withPrevious !== undefined;
    });
    expect(readWithBefore).toEqual([true, false, true, true, false]);
    expect(messages.map((message) => textsToRead(index, message, context).length > 1)).toEqual(readWithBefore);
  });

  it('links the page of the kind of property the question before spoke of under a general answer', async () => {
    const reply = await ask('who restocks it?', 'can you put one in our hospital?');
    expect(reply.sources.map((source) => source.link ?? source.title)).toEqual([
      'How often is the market restocked?',
      '/medical-facilities#overview',
    ]);
    // Alone, the same question is about no kind of property.
    expect((await ask('who restocks it?')).sources.map((source) => source.title)).toEqual([
      'How often is the market restocked?',
    ]);
  });

  it('does not read a question about something else with the question before it', async () => {
    // Read with "how often do you restock?", the arithmetic was answered from the restocking entry (decision 072).
    const reply = await ask("what's 19 times 7", 'how often do you restock?');
    expect(reply).toMatchObject({ confidence: 'none', offTopic: true });
    expect(reply.explanation.followUp).toBe(false);
    // The model reads this alone as not ours at about 0.67; read with the question before, it was answered from the
    // service-area entry (decision 078).
    const geography = await ask('capital of canada', 'which towns do you cover?');
    expect(geography).toMatchObject({ confidence: 'none', offTopic: true });
    expect(geography.explanation.followUp).toBe(false);
  });

  it('reads a short follow-up against the previous question', async () => {
    expect(await answeredFrom('what about hospitals?', 'do you work with hotels?')).toBe(
      'Can you put a market in a hospital or medical facility?',
    );
    const reply = await ask('what about hospitals?', 'do you work with hotels?');
    expect(reply.explanation.followUp).toBe(false);
    expect((await ask('and there?', 'do you put markets in gyms')).explanation).toMatchObject({ followUp: true });
  });
});

describe('answers and their sources', () => {
  it('answers a report that lands on the cleaning or theft entry with where to report it', async () => {
    for (const [report, entry] of [
      ['juice spilled all over the market shelves and nobody cleaned it', 'Who cleans the market?'],
      ["there's a guy stealing snacks from our lobby market right now", 'What about theft and shoplifting?'],
    ]) {
      const reply = await ask(report ?? '');
      expect(reply.sources[0]?.title, report).toBe(entry);
      expect(reply.text, report).toContain(site.supportEmail);
    }
  });

  it('answers from a passage only while the model is not too sure the message is not ours', async () => {
    // The hospitals page's card answers it; a ceiling under the model's "not ours" for it holds the passage back. (The
    // former examples, "artisan chocolate?" and "cold remedies and tissues?", sit at the products entry's floor, and
    // training answers them from either, with the page's card linked: decision 084.)
    const question = 'clear nutrition labels?';
    const meanings = await meaningsOfTexts(textsToRead(index, question));
    const under = (passageNoneCeiling: number) =>
      replyTo(index, reader, question, site, undefined, { ...thresholds, passageNoneCeiling }, meanings);
    expect(under(thresholds.passageNoneCeiling).sources[0]?.link).toMatch(/^\/medical-facilities#/);
    expect(under(0)).toMatchObject({ confidence: 'none', sources: [] });
  });

  it('links the page of the kind of property the visitor speaks of under an answer from a general entry', async () => {
    // The share of the hospitals entry that links its page sits near its limit: most of three such questions get it.
    const replies = await askEach([
      'which products do you carry for hospital night staff?',
      'what snacks would nurses on the night shift find in the market?',
      'what drinks do you stock for hospital staff on nights?',
    ]);
    for (const reply of replies) expect(reply.sources[0]?.title).toBe('What products do your markets carry?');
    // Its overview, or the section that names what the visitor asked for (the night-shift card: decision 092).
    const linked = replies.filter((reply) =>
      reply.sources.some((source) => source.link?.startsWith('/medical-facilities#')),
    );
    expect(linked.length).toBeGreaterThanOrEqual(2);
    // No kind of property in the question: the general answer alone.
    const plain = await ask('how often do you restock a hotel lobby market?');
    expect(plain.sources.map((source) => source.title)).toEqual(['How often is the market restocked?']);
  });

  it("links a property's own market page under an answer from that property's entry", async () => {
    const reply = await ask('we run a gym with 600 members');
    expect(reply.sources[0]?.title).toBe('Do you install markets in gyms and fitness centers?');
    expect(reply.sources.map((source) => source.link)).toContain('/fitness-wellness#overview');
  });

  it("answers from a page's passage that names every word asked, though its heading names none", async () => {
    // No entry speaks of nutrition labels; the hospitals page's card does, under a heading that does not.
    const reply = await ask('clear nutrition labels?');
    expect(reply.confidence).toBe('answer');
    expect(reply.sources[0]?.link).toMatch(/^\/medical-facilities#/);
    expect(reply.text).toMatch(/nutrition labels/i);
  });

  it('links the passage that names an item asked for under the products answer', async () => {
    // The products entry names no brand or item; the market pages' cards name some. The visitor gets the list of what
    // we carry and the page that names the item, whichever of the two answers first (decision 084).
    for (const [question, page] of [
      ['artisan chocolate?', '/hotels#'],
      ['electrolyte drinks?', '/fitness-wellness#'],
      ['milk and eggs?', '/luxury-condos#'],
      ['low-sodium options?', '/medical-facilities#'],
    ] as const) {
      const reply = await ask(question);
      expect(reply.confidence, question).toBe('answer');
      expect(
        reply.sources.some((source) => source.link?.startsWith(page)),
        question,
      ).toBe(true);
    }
  });

  it('adds the market page section that names what was asked for when the answer does not', async () => {
    // The products entry never says batteries; the condos page's late-night card does (decision 092).
    const batteries = await ask('does the lobby shop sell AA batteries?');
    expect(batteries.sources[0]?.title).toBe('What products do your markets carry?');
    expect(batteries.sources.map((source) => source.link)).toContain('/luxury-condos#scenarios');
    expect(batteries.text).toMatch(/From our Luxury Condominiums page: .*batteries/s);
    // The visitor names the property: its page's card takes the place of its overview, one link a page.
    const party = await ask('do you have ice for a party in our condo building');
    expect(party.sources.filter((source) => source.link?.startsWith('/luxury-condos'))).toEqual([
      expect.objectContaining({ link: '/luxury-condos#scenarios' }),
    ]);
    expect(party.text).toContain('Ice, cups and napkins.');
    // An answer that says what was asked gets nothing more, and a page's own name ("hotel") is not what was asked.
    for (const question of ['do you sell protein shakes at the gym?', 'what does a hotel market cost us?'])
      expect((await ask(question)).text, question).not.toContain('From our');
    // A report gets where to report it, not the condos card that names ice cream.
    const report = await ask('the ice cream in our condo market freezer is all melted');
    expect(report.sources[0]?.title).toBe('A cooler is warm or its door will not close');
    expect(report.text).not.toContain('From our');
    // What staff taught is answered as they taught it: the same question, taught the products entry, gets no card.
    const products = seededEntries(site).find((entry) => entry.title === 'What products do your markets carry?');
    if (!products) throw new Error('the seeded products entry is missing');
    const taughtReader = new IntentReader(
      undefined,
      trainingExamples([{ ...products, phrasings: ['does the lobby shop sell AA batteries?'] }], []),
      [],
    );
    const taught = replyTo(index, taughtReader, 'does the lobby shop sell AA batteries?', site);
    expect(taught.explanation.model?.taught).toBe(true);
    expect(taught.sources[0]?.title).toBe('What products do your markets carry?');
    expect(taught.text).not.toContain('From our');
    expect(taught.sources.map((source) => source.link)).not.toContain('/luxury-condos#scenarios');
  });

  it('answers from the curated entry and links the page of the site on the same subject', async () => {
    const reply = await ask('do you do markets for hotels');
    expect(reply.confidence).toBe('answer');
    expect(reply.sources[0]).toMatchObject({ title: 'Do you offer micro markets for hotels?', link: null });
    // The hotels entry's own page link (decision 083) is not added beside a section of the same page: one link a page.
    expect(reply.sources.filter((source) => source.link?.startsWith('/hotels'))).toHaveLength(1);
  });

  it('explains itself: the topic, each word, the closest sources and their scores', async () => {
    const { explanation } = await ask('do you work with hopsitals');
    expect(explanation.topic).toBe('Can you put a market in a hospital or medical facility?');
    expect(explanation.words.map((word) => word.word)).toContain('hopsitals → hospital');
    expect(explanation.sources[0]?.score).toBeGreaterThan(0);
  });

  it('answers a phrasing staff just taught before any model has learnt it, and stops when the entry goes', () => {
    const live = new MeaningIndex([], wordVectors());
    const entry = {
      id: 7,
      category: 'services',
      title: 'Do you stock vegan snacks?',
      content: 'Yes, every market has a vegan shelf.',
      priority: 50,
      tags: [],
      phrasings: ['anything for people who skip meat and dairy?'],
    };
    live.upsert(docFromEntry(entry));
    const untrained = new IntentReader(undefined, trainingExamples([entry], []), []);
    const reply = replyTo(live, untrained, 'Anything for people who skip meat and dairy', site);
    expect(reply.confidence).toBe('answer');
    expect(reply.sources[0]?.id).toBe(7);
    expect(reply.explanation.model?.taught).toBe(true);
    live.remove('entry:7');
    expect(replyTo(live, untrained, 'anything for people who skip meat and dairy?', site).sources).toEqual([]);
  });

  it('answers a phrasing staff taught an entry at once, though it is word for word a shipped question no entry answered', () => {
    // Staff write the entry the shipped list was waiting for, and teach it the same words (decision 085).
    const entry = {
      id: 9,
      category: 'policies',
      title: 'Are you insured?',
      content: 'Yes, every market is covered by our liability insurance.',
      priority: 50,
      tags: [],
      phrasings: ['are you insured'],
    };
    const live = new MeaningIndex([docFromEntry(entry)], wordVectors());
    // The shipped topic is one the entry does not name, so its question is still learnt as unanswered (decision 090).
    const shipped = [{ topic: 'insurance', names: ['certificate of insurance'], questions: ['are you insured'] }];
    const untrained = new IntentReader(undefined, trainingExamples([entry], [], shipped), []);
    const reply = replyTo(live, untrained, 'are you insured', site);
    expect(reply.confidence).toBe('answer');
    expect(reply.sources[0]?.id).toBe(9);
    expect(reply.explanation.model?.taught).toBe(true);
  });

  it('keeps the opening of a long text and the sentences closest to the question, in order', () => {
    const text = [
      'Our markets are free to the property.',
      ...Array.from({ length: 12 }, (_, i) => `Filler sentence number ${i} about something else entirely here.`),
      'Restocking happens twice a week or more.',
    ].join(' ');
    const composed = composeFromDoc({ text }, 'how often is restocking');
    expect(composed.startsWith('Our markets are free to the property.')).toBe(true);
    expect(composed).toContain('Restocking happens twice a week or more.');
    expect(composed.length).toBeLessThan(text.length);
  });
});

describe('reading what visitors type', () => {
  it("reads a long message as its question first, within the encoder's reach, and answers it", async () => {
    const scene =
      'Hello there. I manage a small independent hotel of about ninety rooms near the ring road, and most of our ' +
      'guests are business travellers who check in late after long drives. The restaurant shuts at nine, the bar ' +
      'at eleven, and our night auditor keeps getting asked for toothpaste, water and something to eat.';
    const message = `${scene} Could you put one of your markets in our lobby?`;
    const [read] = textsToRead(index, message);
    expect(words(message).length).toBeGreaterThan(ENCODER_WORDS);
    expect(read?.split(' ').length).toBe(ENCODER_WORDS);
    expect(read?.startsWith('Could you put one of your markets in our lobby?')).toBe(true);
    expect(await answeredFrom(message)).toBe('Do you offer micro markets for hotels?');
  });

  it('reads negations and chat shorthand as the words meant', () => {
    expect(words("The door isn't closing")).toEqual(['the', 'door', 'is', 'not', 'closing']);
    expect(words('can u tell me abt it')).toEqual(['can', 'you', 'tell', 'me', 'about', 'it']);
  });

  it('reads a slip of a common word as that word, weightless, not as a word of the knowledge one slip away', async () => {
    const read = index.read('could our gym get one of theese');
    expect(read.find((word) => word.word === 'theese')).toMatchObject({ read: 'these', weight: 0, unknown: false });
    expect(read.map((word) => word.read)).not.toContain('cheese');
    expect(await answeredFrom('could our gym get one of theese')).toBe(
      await answeredFrom('could our gym get one of these'),
    );
  });

  it('takes inflections off, never derivations ("hospitality" is not "hospital")', () => {
    expect(stemKey('hospitals')).toBe(stemKey('hospital'));
    // A word that names a property every object has is a word like any other.
    expect(words('constructor toString hasOwnProperty __proto__')).toEqual([
      'constructor',
      'tostring',
      'hasownproperty',
      'proto',
    ]);
    expect(stemKey('constructor')).toBe('constructor');
    expect(stemKey('hospitality')).not.toBe(stemKey('hospital'));
    expect(stemKey('restocked')).toBe(stemKey('restock'));
    expect(stemKey('closing')).toBe(stemKey('close'));
    expect(stemKey('paid')).toBe(stemKey('pay'));
  });
});
