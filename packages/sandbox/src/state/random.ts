/** A small seeded PRNG (mulberry32): the sandbox's data is the same on every start with the same seed. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  static forArea(seed: number, area: string): Random {
    let hash = seed >>> 0;
    for (const char of area) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
    return new Random(hash);
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  token(prefix: string): string {
    let out = prefix;
    for (let i = 0; i < 4; i += 1)
      out += Math.floor(this.next() * 0xffffffff)
        .toString(36)
        .padStart(7, '0');
    return out;
  }
}
