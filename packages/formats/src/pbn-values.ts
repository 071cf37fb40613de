// A game's effective tag values (PBN §4.8), by name in the order they were given. A game has a few dozen
// tags at most: two arrays searched in order beat a hash map that would be emptied and grown again for
// every game. The reader keeps two of these (this game, the game before) and reuses them.

export class TagValues {
  readonly #names: string[] = [];
  readonly #texts: string[] = [];
  #size = 0;

  get size(): number {
    return this.#size;
  }

  clear(): void {
    this.#size = 0;
  }

  #indexOf(name: string): number {
    const names = this.#names;
    for (let k = 0; k < this.#size; k++) if (names[k] === name) return k;
    return -1;
  }

  get(name: string): string | undefined {
    const k = this.#indexOf(name);
    return k < 0 ? undefined : this.#texts[k];
  }

  has(name: string): boolean {
    return this.#indexOf(name) >= 0;
  }

  /** A name already given keeps its place; a new one goes last. */
  set(name: string, text: string): void {
    const k = this.#indexOf(name);
    if (k >= 0) this.#texts[k] = text;
    else this.append(name, text);
  }

  /** A name the caller knows is not given yet. */
  append(name: string, text: string): void {
    this.#names[this.#size] = name;
    this.#texts[this.#size] = text;
    this.#size++;
  }

  /** The name and the text of the `k`th value given, `k` below `size`. */
  nameAt(k: number): string {
    return this.#names[k] as string;
  }
  textAt(k: number): string {
    return this.#texts[k] as string;
  }

  /** Whether the names are `names`, in that order. */
  namedAs(names: readonly string[]): boolean {
    if (names.length !== this.#size) return false;
    for (let k = 0; k < this.#size; k++) if (names[k] !== this.#names[k]) return false;
    return true;
  }

  names(): string[] {
    return this.#names.slice(0, this.#size);
  }
}
