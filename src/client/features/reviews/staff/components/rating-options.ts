import type { Option } from '../../../../components/ui/options';

/** The ratings a review can have, best first, as choices: "5 stars" down to "1 star" (the filter and the form). */
export const ratingOptions: Option[] = [5, 4, 3, 2, 1].map((value) => [
  String(value),
  `${value} ${value === 1 ? 'star' : 'stars'}`,
]);
