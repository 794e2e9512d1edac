/** How many numbers the sentence encoder gives a sentence (a file of its own: reading it loads no encoder). */
export const SENTENCE_DIMENSIONS = 512;
