// A game's effective tag values (PBN §4.8), by name in the order they were given. The reader numbers
// every tag name once (`TagIds`): finding a value is then two indexings, neither a search nor a hash
// map emptied and grown again for every game. The reader keeps two of these (this game, the game
// before) and reuses them.

/** A number for each tag name, given once per reader; the names given first get 0, 1, 2… */
export class TagIds {
  readonly #ids = new Map<string, number>();

  constructor(first: readonly string[]) {
    for (const name of first) this.idOf(name);
  }

  idOf(name: string): number {
    let id = this.#ids.get(name);
    if (id === undefined) {
      id = this.#ids.size;
      this.#ids.set(name, id);
    }
    return id;
  }
}

export class TagValues {
  readonly #ids: TagIds;
  readonly #names: string[] = [];
  readonly #texts: string[] = [];
  /** The id of the name at each place. */
  readonly #idAt: number[] = [];
  /** Place + 1 of each id's value; 0 when not given. */
  #at = new Int32Array(64);
  #size = 0;

  constructor(ids: TagIds) {
    this.#ids = ids;
  }

  get size(): number {
    return this.#size;
  }

  clear(): void {
    for (let k = 0; k < this.#size; k++) this.#at[this.#idAt[k] as number] = 0;
    this.#size = 0;
  }

  #placeOf(id: number): number {
    return id < this.#at.length ? (this.#at[id] as number) - 1 : -1;
  }

  get(name: string): string | undefined {
    return this.getId(this.#ids.idOf(name));
  }

  /** The value of the name numbered `id`. */
  getId(id: number): string | undefined {
    const k = this.#placeOf(id);
    return k < 0 ? undefined : this.#texts[k];
  }

  has(name: string): boolean {
    return this.hasId(this.#ids.idOf(name));
  }

  hasId(id: number): boolean {
    return this.#placeOf(id) >= 0;
  }

  /** A name already given keeps its place; a new one goes last. */
  set(name: string, text: string): void {
    this.setId(this.#ids.idOf(name), name, text);
  }

  /** `set` for the name numbered `id`. */
  setId(id: number, name: string, text: string): void {
    const k = this.#placeOf(id);
    if (k >= 0) this.#texts[k] = text;
    else this.appendId(id, name, text);
  }

  /** A name the caller knows is not given yet, numbered `id`. */
  appendId(id: number, name: string, text: string): void {
    if (id >= this.#at.length) {
      const at = new Int32Array(Math.max(id + 1, this.#at.length * 2));
      at.set(this.#at);
      this.#at = at;
    }
    const k = this.#size++;
    this.#names[k] = name;
    this.#texts[k] = text;
    this.#idAt[k] = id;
    this.#at[id] = k + 1;
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
