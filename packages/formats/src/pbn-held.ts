// A model object's lazily made part, held out of sight until it is first asked for (the play's
// tricks). It rides on the object as a private field: no property at all, so
// deep equality, spreading, JSON and structured cloning see the model's own properties only.

// A base constructor that returns the object it is given lets the subclass add its field to that object.
class Given {
  constructor(model: object) {
    return model;
  }
}

export class Held extends Given {
  #held: unknown;
  private constructor(model: object, held: unknown) {
    super(model);
    this.#held = held;
  }
  static attach(model: object, held: unknown): void {
    new Held(model, held);
  }
  static of(model: object): unknown {
    return (model as Held).#held;
  }
  /** What is held from now on (what was made from it). */
  static replace(model: object, held: unknown): void {
    (model as Held).#held = held;
  }
}
