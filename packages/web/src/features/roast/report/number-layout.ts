// Where each finding's number sits on a screenshot. A number belongs just outside its outline's top
// left corner, but two findings close together would stack their numbers (one hiding the other),
// and a finding at the shot's edge would push its number under the frame's edge, leaving less than
// a fingertip of it to tap. So each number is moved, in finding order, off the ones already placed
// and kept within the mat around the shot.

/** A spot in px of the shown shot, from its top left corner. */
export interface Spot {
  left: number;
  top: number;
}

export interface NumberLayout {
  /** The number's width and height (it is round), px. */
  size: number;
  /** How far past the shot's edges a number may sit: the mat around it, px. */
  reach: number;
  /** The shown shot's width, px. */
  width: number;
  /** The gap kept between two numbers, px. */
  gap?: number;
}

/** How far past the corner a number sits, as a share of its size: mostly outside, so the quote's start stays in sight. */
const outside = 0.8;

/** Each number's top left spot, for outlines whose top left corners are `corners` (in finding order). */
export function layOutNumbers(corners: readonly Spot[], { size, reach, width, gap = 2 }: NumberLayout): Spot[] {
  const leftmost = -reach;
  const rightmost = Math.max(leftmost, width + reach - size);
  const placed: Spot[] = [];
  for (const corner of corners) {
    const wanted = { left: clamp(corner.left - outside * size, leftmost, rightmost), top: Math.max(-reach, corner.top - outside * size) };
    let spot = wanted;
    // Along the row to the right, then a row lower; bounded, so a crowd of findings still ends.
    for (let tries = 0; tries < 200 && placed.some((other) => overlaps(spot, other, size + gap)); tries++) {
      const right = spot.left + size + gap;
      spot = right <= rightmost ? { left: right, top: spot.top } : { left: wanted.left, top: spot.top + size + gap };
    }
    placed.push(spot);
  }
  return placed;
}

const overlaps = (a: Spot, b: Spot, distance: number) => Math.abs(a.left - b.left) < distance && Math.abs(a.top - b.top) < distance;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
