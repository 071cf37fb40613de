// Look up a regulation by id among those the caller supplies — never a global registry.
import type { Result } from '@bridge-laws/cards-and-boards';
import { ok, err } from '@bridge-laws/cards-and-boards';
import type { Regulation } from './regulation.js';
import { WBF_REGULATION } from './regulation.js';

/** Find `id` among `known` (the WBF baseline is always known). */
export function resolveRegulation(id: string, known: readonly Regulation[] = []): Result<Regulation, string> {
  const all = [WBF_REGULATION, ...known];
  const found = all.find((r) => r.id === id);
  if (found) return ok(found);
  return err(`unknown regulation "${id}" (known: ${all.map((r) => r.id).join(', ')})`);
}
