/**
 * @internal One reusable, non-reentrant object (a writer, reader or builder) kept by a module
 * between calls of its functions, as Java's `Compact` keeps one per thread: `take` hands it out for
 * a call (a call made while it is out, e.g. from a getter of the value, gets a new one) and `give`
 * puts it back when the call returns or throws. Making a new one costs more than a small root
 * (ts/README.md, "Reuse and threads").
 */
export class Spare<T> {
  private kept: T | undefined;

  constructor(private readonly make: () => T) {}

  take(): T {
    const x = this.kept ?? this.make();
    this.kept = undefined;
    return x;
  }

  give(x: T): void {
    this.kept = x;
  }
}
