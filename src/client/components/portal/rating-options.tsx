/** The options of a 1-5 rating select, best first (docs/product/portal.md: rating 1 to 5). */
export function RatingOptions() {
  return (
    <>
      {[5, 4, 3, 2, 1].map((value) => (
        <option key={value} value={value}>
          {value} {value === 1 ? 'star' : 'stars'}
        </option>
      ))}
    </>
  );
}
