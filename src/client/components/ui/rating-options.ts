import type { Option } from './options';

/** The ratings of a 1-5 rating select, best first, as choices: "5 stars" down to "1 star". */
export const ratingOptions: Option[] = [5, 4, 3, 2, 1].map((value) => [
  String(value),
  `${value} ${value === 1 ? 'star' : 'stars'}`,
]);
