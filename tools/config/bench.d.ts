export interface BenchResult {
  readonly name: string;
  readonly opsPerSecond: number;
  readonly operations: number;
  readonly seconds: number;
}
export function measure(name: string, fn: (iteration: number) => unknown, options?: { seconds?: number; batch?: number }): BenchResult;
export function report(result: BenchResult, unit?: string, goal?: number): void;
