/** A sign-in whose password the start-up generated: shown once in a box, and kept in `DATA_DIR/first-run.txt`. */
export type GeneratedSignIn = {
  /** What it opens. */
  title: string;
  /** The page to sign in at (`/admin`). */
  page: string;
  /** Label and value, in the order they are typed. */
  fields: Array<[label: string, value: string]>;
  /** What to do with it. */
  note: string;
};
