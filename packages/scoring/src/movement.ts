// Law 8A: the movements a pairs event is scored in — Howell (one field), Mitchell (two fields), Mitchell with
// arrow-switch (one field, some rounds played the other way round). One list for every reader and writer.

export const PAIRS_MOVEMENTS = ['howell', 'mitchell', 'arrow-switch'] as const;
export type PairsMovement = (typeof PAIRS_MOVEMENTS)[number];
