import { useEffect, useState } from 'react';
import { rotatingWords } from '../../../../content/site/hero';

// A new word every 3000 ms with a 300 ms fade (the `rotating-word` transition in styles.css) (docs/product/public-site.md).
const ROTATE_MS = 3000;
const FADE_MS = 300;

/**
 * The hero's highlighted word. The server and the first client render show "Facility"; the timer starts after
 * hydration. Every word sits in the same grid cell (the hidden ones only reserve the widest width), so the
 * heading never reflows. The visible word fades out, changes while invisible, and fades back in; with reduced
 * motion it changes without fading. Screen readers get the whole sentence from the h1 instead.
 */
export function RotatingWord() {
  const [index, setIndex] = useState(0);
  const [visible, setVisible] = useState(true);

  useEffect(() => {
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    const next = () => setIndex((current) => (current + 1) % rotatingWords.length);
    let swap: ReturnType<typeof setTimeout> | undefined;
    const timer = setInterval(() => {
      if (reduceMotion) {
        next();
        return;
      }
      setVisible(false);
      swap = setTimeout(() => {
        next();
        setVisible(true);
      }, FADE_MS);
    }, ROTATE_MS);
    return () => {
      clearInterval(timer);
      clearTimeout(swap);
    };
  }, []);

  return (
    <span className="inline-grid text-brand-400">
      {rotatingWords.map((word) => (
        <span key={word} className="invisible col-start-1 row-start-1">
          {word}
        </span>
      ))}
      <span
        className="rotating-word col-start-1 row-start-1"
        style={{ opacity: visible ? 1 : 0 }}
        data-testid="rotating-word"
      >
        {rotatingWords[index]}
      </span>
    </span>
  );
}
