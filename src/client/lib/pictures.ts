/**
 * The site's pictures are built from `src/client/assets/pictures/` with a hash of their contents in their file
 * names (`/assets/hero-<hash>.svg`), so they are cached for a year like the scripts. The published text names a
 * picture by its plain address (`/assets/hero.svg`); `pictureUrl` turns that into the built address.
 */
const built = import.meta.glob<string>('../assets/pictures/*.svg', {
  eager: true,
  import: 'default',
  // Always a file of its own, never a data: URL in the page, whatever its size.
  query: '?no-inline',
});

const builtByName = new Map(
  Object.entries(built).map(([file, url]) => [`/assets/${file.slice(file.lastIndexOf('/') + 1)}`, url]),
);

/** The built address of a picture the published text names, or the address itself for any other file. */
export function pictureUrl(src: string): string {
  return builtByName.get(src) ?? src;
}

/** The plain addresses of every picture built with a hash. */
export const pictureNames = [...builtByName.keys()];
