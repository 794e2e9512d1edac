import type { Page } from '@playwright/test';

/**
 * What the screen shows cut off on the right: the page scrolling sideways, and each visible control or table cell
 * (button, link, input, select, textarea, th, td) that reaches past the right edge of the nearest box around it that
 * clips or scrolls (overflow-x other than visible), or past the window. A table wrapper that scrolls sideways counts
 * too: at desktop sizes a table fits its card (decision 063). One line per finding, naming the element and the box.
 */
export function clippedElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth) {
      found.push(`the page scrolls sideways: ${root.scrollWidth} px of content in a ${window.innerWidth} px window`);
    }
    const name = (element: Element) => {
      const tag = element.tagName.toLowerCase();
      const words = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
      const testId = element.getAttribute('data-testid');
      return `<${tag}${testId ? ` data-testid="${testId}"` : ''}> "${words.slice(0, 50)}"`;
    };
    const boxName = (box: Element) => {
      const label = box.getAttribute('aria-label');
      const classes = typeof box.className === 'string' ? box.className.split(/\s+/).slice(0, 4).join('.') : '';
      return `<${box.tagName.toLowerCase()}${label ? ` aria-label="${label}"` : ''}${classes ? ` class="${classes}"` : ''}>`;
    };
    /** The nearest ancestor that clips sideways; none above a fixed element (only the window clips it). */
    const clipper = (element: Element) => {
      if (getComputedStyle(element).position === 'fixed') return null;
      for (let box = element.parentElement; box && box !== document.body && box !== root; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.overflowX !== 'visible') return box;
        if (style.position === 'fixed') return null;
      }
      return null;
    };
    for (const element of document.querySelectorAll('button, a[href], input, select, textarea, th, td')) {
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const rect = element.getBoundingClientRect();
      // Visually hidden text (a skip link, a screen reader's label) is a 1 px box.
      if (rect.width <= 1 || rect.height <= 1) continue;
      const box = clipper(element);
      const edge = box ? box.getBoundingClientRect().left + box.clientLeft + box.clientWidth : window.innerWidth;
      if (rect.right > edge + 1) {
        const past = box ? `the right edge of ${boxName(box)}` : `the ${window.innerWidth} px window`;
        found.push(`${name(element)} ends ${Math.round(rect.right - edge)} px past ${past}`);
      }
    }
    return found;
  });
}
