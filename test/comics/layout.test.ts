import assert from 'node:assert/strict';
import { cellCount, framesOf, layoutPages, PAGE, TEMPLATES, type Frame, type LayoutPanel } from '../../src/comics/layout';
import { sliceStrip, stripLayout, WEBTOON } from '../../src/comics/webtoon';
import type { ComicShotKey } from '../../src/vocabulary';

const overlap = (a: Frame, b: Frame) => Math.min(a.x + a.width, b.x + b.width) > Math.max(a.x, b.x) && Math.min(a.y + a.height, b.y + b.height) > Math.max(a.y, b.y);

/** Gaps between frames that face each other across a gutter (side by side in a tier, or tier above tier). */
function gutters(frames: Frame[]): number[] {
  const gaps: number[] = [];
  for (const a of frames) {
    for (const b of frames) {
      const sameTier = a.y === b.y && b.x > a.x;
      if (sameTier && !frames.some((c) => c.y === a.y && c.x > a.x && c.x < b.x)) gaps.push(b.x - (a.x + a.width));
    }
  }
  const tops = [...new Set(frames.map((frame) => frame.y))].sort((a, b) => a - b);
  tops.slice(1).forEach((top, index) => {
    const above = frames.filter((frame) => frame.y === tops[index]);
    gaps.push(top - (above[0].y + above[0].height));
  });
  return gaps;
}

function story(shots: ComicShotKey[]): LayoutPanel[] {
  return shots.map((shot, index) => ({ pageNumber: index + 1, shot }));
}

const STORIES: ComicShotKey[][] = [
  ['establishing', 'medium', 'reaction_closeup', 'splash', 'two_shot', 'closeup', 'closeup', 'two_shot'],
  ['wide', 'medium', 'wide'],
  ['establishing', 'medium', 'closeup', 'medium', 'wide', 'splash'],
  ['medium', 'closeup', 'two_shot', 'closeup', 'medium', 'wide', 'medium', 'closeup', 'two_shot', 'medium', 'closeup', 'wide'],
  ['wide', 'splash'],
  ['establishing', 'medium', 'two_shot', 'closeup', 'medium'],
];

describe('comic page layouts', () => {
  it('every template fits the page with equal gutters, no overlaps and frames inside the margins', () => {
    for (const template of TEMPLATES) {
      const frames = framesOf(template, Array.from({ length: cellCount(template) }, (_, index) => index + 1));
      for (const [index, frame] of frames.entries()) {
        assert.ok(frame.x >= PAGE.margin && frame.y >= PAGE.margin, `${template.name}: frame ${index} inside the margin`);
        assert.ok(frame.x + frame.width <= PAGE.width - PAGE.margin && frame.y + frame.height <= PAGE.height - PAGE.margin + 1, `${template.name}: frame ${index} fits`);
        for (const other of frames.slice(index + 1)) assert.equal(overlap(frame, other), false, `${template.name}: frames overlap`);
      }
      for (const gap of gutters(frames)) assert.ok(Math.abs(gap - PAGE.gutter) <= 1, `${template.name}: gutter ${gap} is not ${PAGE.gutter}`);
      assert.ok(cellCount(template) >= 2 && cellCount(template) <= 6);
    }
  });

  it('lays every panel out exactly once, 2 to 6 to a page, in the order of the template', () => {
    for (const shots of STORIES) {
      const pages = layoutPages(story(shots));
      const laid = pages.flatMap((page) => page.frames.map((frame) => frame.pageNumber));
      assert.deepEqual(laid, shots.map((_, index) => index + 1), 'each panel once, in page order');
      for (const page of pages) {
        assert.ok(page.frames.length >= 2 && page.frames.length <= 6, `${page.template}: ${page.frames.length} panels`);
        const template = TEMPLATES.find((candidate) => candidate.name === page.template);
        assert.ok(template, page.template);
        assert.equal(cellCount(template), page.frames.length);
        // Reading order: tier by tier, left to right within a tier.
        for (let index = 1; index < page.frames.length; index += 1) {
          const [before, after] = [page.frames[index - 1], page.frames[index]];
          assert.ok(after.y > before.y || (after.y === before.y && after.x > before.x), `${page.template}: frame ${index} reads after ${index - 1}`);
        }
      }
    }
  });

  it('opens on a full-width tier and gives the splash the biggest frame of its page', () => {
    const pages = layoutPages(story(STORIES[0]));
    const inner = PAGE.width - 2 * PAGE.margin;
    assert.equal(pages[0].frames[0].width, inner, 'the establishing panel spans the page');
    const splashPage = pages.find((page) => page.frames.some((frame) => frame.pageNumber === 4));
    assert.ok(splashPage);
    const area = (frame: Frame) => frame.width * frame.height;
    const splash = splashPage.frames.find((frame) => frame.pageNumber === 4);
    assert.ok(splash && splashPage.frames.every((frame) => area(frame) <= area(splash)), splashPage.template);
    assert.ok(splash.height > (PAGE.height - 2 * PAGE.margin) / 2, 'the splash takes most of the page');
  });

  it('reads right to left when asked: the same tiers, mirrored', () => {
    const ltr = layoutPages(story(STORIES[3]));
    const rtl = layoutPages(story(STORIES[3]), 'rtl');
    ltr.forEach((page, pageIndex) => {
      page.frames.forEach((frame, index) => {
        const mirrored = rtl[pageIndex].frames[index];
        assert.equal(mirrored.pageNumber, frame.pageNumber);
        assert.equal(mirrored.x, PAGE.width - frame.x - frame.width);
        assert.equal(mirrored.y, frame.y);
      });
      const tier = rtl[pageIndex].frames.filter((frame) => frame.y === rtl[pageIndex].frames[0].y);
      if (tier.length > 1) assert.ok(tier[0].x > tier[1].x, 'the first panel of a tier is on the right');
    });
  });
});

describe('webtoon strip', () => {
  it('stacks panels 800 px wide with gutters and cuts slices of at most 1280 px in the gutters', () => {
    const strip = stripLayout(Array.from({ length: 8 }, (_, index) => ({ pageNumber: index + 1, width: 1024, height: 1024 })));
    assert.ok(strip.frames.every((frame) => frame.width === WEBTOON.width && frame.height === WEBTOON.width));
    strip.frames.slice(1).forEach((frame, index) => assert.equal(frame.y - (strip.frames[index].y + strip.frames[index].height), WEBTOON.gutter));
    const slices = sliceStrip(strip);
    assert.ok(slices.every((slice) => slice.height > 0 && slice.height <= WEBTOON.maxSliceHeight), JSON.stringify(slices));
    assert.equal(slices.reduce((sum, slice) => sum + slice.height, 0), strip.height, 'the slices cover the strip');
    for (const slice of slices.slice(1)) {
      assert.ok(!strip.frames.some((frame) => frame.y < slice.top && frame.y + frame.height > slice.top), `cut at ${slice.top} goes through a panel`);
    }
  });

  it('cuts a panel taller than a slice where it must', () => {
    const strip = stripLayout([{ pageNumber: 1, width: 400, height: 1600 }]);
    const slices = sliceStrip(strip);
    assert.ok(slices.length >= 3 && slices.every((slice) => slice.height <= WEBTOON.maxSliceHeight));
  });
});
