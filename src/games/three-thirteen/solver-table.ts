/**
 * The solver's memo: an open-addressing hash table over typed arrays, reused from one solve to
 * the next (a generation stamp empties it at once), so a solve allocates next to nothing.
 * A state is two int32 words: the mask of natural cards still held, and the rest packed.
 */
export const NOT_FOUND = -1;

export class StateTable {
  private slots = 0;
  private generation = 1;
  private stamp = new Int32Array(0);
  private keyMask = new Int32Array(0);
  private keyRest = new Int32Array(0);
  private entryOf = new Int32Array(0);
  private entries = 0;
  value = new Int32Array(0);
  /** 1 when `value` is exact, 0 when it is only a lower bound. */
  exact = new Uint8Array(0);
  move = new Int32Array(0);
  cards = new Int32Array(0);

  constructor(initialSlots = 1 << 12) {
    this.allocate(initialSlots);
  }

  get size(): number {
    return this.entries;
  }

  /** Forgets every state. */
  reset(): void {
    this.entries = 0;
    if (this.generation === 0x7fffffff) this.allocate(this.slots);
    else this.generation++;
  }

  /** The entry of a state, or NOT_FOUND. */
  find(mask: number, rest: number): number {
    const last = this.slots - 1;
    for (let at = hash(mask, rest) & last; ; at = (at + 1) & last) {
      if (this.stamp[at] !== this.generation) return NOT_FOUND;
      if (this.keyMask[at] === mask && this.keyRest[at] === rest) return this.entryOf[at]!;
    }
  }

  /** Stores a state's value, replacing what `entry` (from find) held unless it is NOT_FOUND. */
  store(entry: number, mask: number, rest: number, value: number, exact: boolean, move: number, cards: number): void {
    if (entry === NOT_FOUND) {
      if ((this.entries + 1) * 2 > this.slots) this.grow();
      entry = this.entries++;
      this.place(mask, rest, entry);
    }
    this.value[entry] = value;
    this.exact[entry] = exact ? 1 : 0;
    this.move[entry] = move;
    this.cards[entry] = cards;
  }

  private place(mask: number, rest: number, entry: number): void {
    const last = this.slots - 1;
    let at = hash(mask, rest) & last;
    while (this.stamp[at] === this.generation) at = (at + 1) & last;
    this.stamp[at] = this.generation;
    this.keyMask[at] = mask;
    this.keyRest[at] = rest;
    this.entryOf[at] = entry;
  }

  private grow(): void {
    const { stamp, keyMask, keyRest, entryOf, generation, value, exact, move, cards } = this;
    this.allocate(this.slots * 2);
    for (let at = 0; at < stamp.length; at++) {
      if (stamp[at] === generation) this.place(keyMask[at]!, keyRest[at]!, entryOf[at]!);
    }
    this.value.set(value);
    this.exact.set(exact);
    this.move.set(move);
    this.cards.set(cards);
  }

  private allocate(slots: number): void {
    this.slots = slots;
    this.generation = 1;
    this.stamp = new Int32Array(slots);
    this.keyMask = new Int32Array(slots);
    this.keyRest = new Int32Array(slots);
    this.entryOf = new Int32Array(slots);
    this.value = new Int32Array(slots / 2);
    this.exact = new Uint8Array(slots / 2);
    this.move = new Int32Array(slots / 2);
    this.cards = new Int32Array(slots / 2);
  }
}

function hash(mask: number, rest: number): number {
  let h = Math.imul(mask ^ (mask >>> 16), 0x45d9f3b);
  h = Math.imul(h ^ (h >>> 16) ^ Math.imul(rest, 0x27d4eb2d), 0x45d9f3b);
  return h ^ (h >>> 16);
}
